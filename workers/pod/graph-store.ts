import { all, one, run } from "./sql";
import { upsertVectors, type VectorPoint } from "./vectors";

/**
 * Graph writes of the cognify pipeline. Every write is an idempotent upsert keyed by deterministic ids,
 * so a redelivered queue message (delivery is at least once) never duplicates chunks, nodes, edges or
 * vectors; the ledger records which data item produced what (see purge.ts).
 */
export interface ChunkWrite {
  id: string;
  index: number;
  text: string;
  tokenCount: number;
  cutType: string | null;
}

export interface GraphNodeWrite {
  id: string;
  type: string;
  name: string | null;
  description: string | null;
  props?: Record<string, unknown>;
}

export interface GraphEdgeWrite {
  id: string;
  sourceId: string;
  targetId: string;
  relationshipName: string;
  edgeText: string | null;
  props?: Record<string, unknown>;
}

export interface GraphBatch {
  chunks: ChunkWrite[];
  nodes: GraphNodeWrite[];
  edges: GraphEdgeWrite[];
  /** Points for the local vector index; empty when Vectorize holds the vectors. */
  vectors: Omit<VectorPoint, "datasetId">[];
  /** Vector refs (`collection|id`) to record in the ledger even when the vectors live in Vectorize. */
  vectorRefs?: string[];
}

export interface GraphNodeRow {
  dataset_id: string;
  id: string;
  type: string;
  name: string | null;
  description: string | null;
  props: string;
  created_at: number;
  updated_at: number;
}

export interface GraphEdgeRow {
  dataset_id: string;
  source_id: string;
  relationship_name: string;
  target_id: string;
  id: string;
  edge_text: string | null;
  props: string;
  created_at: number;
}

/**
 * DO SQLite binds at most 100 parameters per statement and caps a string or BLOB value at 2 MB, so rows
 * travel as one JSON array parameter per statement (read back with json_each), sliced to stay well under
 * the cap (chars, so even 3-byte UTF-8 text stays under ~800 KB).
 */
const SLICE_CHARS = 256_000;

function* slices<T>(rows: T[], size: (row: T) => number, max = SLICE_CHARS): Generator<T[]> {
  let cur: T[] = [];
  let used = 0;
  for (const row of rows) {
    const n = size(row);
    if (cur.length && used + n > max) {
      yield cur;
      cur = [];
      used = 0;
    }
    cur.push(row);
    used += n;
  }
  if (cur.length) yield cur;
}

/** Rows as JSON arrays, sliced to the parameter cap, each slice bound as one json_each parameter. */
function eachSlice(rows: unknown[][], exec: (json: string) => void): void {
  const encoded = rows.map((r) => JSON.stringify(r));
  for (const part of slices(encoded, (e) => e.length + 1)) exec(`[${part.join(",")}]`);
}

/**
 * Writes one batch of a data item's graph in one transaction. Set-wise: one statement per table per
 * slice instead of one per row (a 20 KB item is ~3,000 rows; per-row statements cost ~10x more).
 */
export function writeGraphBatch(storage: DurableObjectStorage, datasetId: string, dataId: string, batch: GraphBatch): void {
  storage.transactionSync(() => applyGraphBatch(storage.sql, datasetId, dataId, batch, Date.now()));
}

/** Writes several items' batches in one transaction (fewer commits; shared entity pages written once). */
export function writeGraphBatches(storage: DurableObjectStorage, datasetId: string, writes: { dataId: string; batch: GraphBatch }[]): void {
  const now = Date.now();
  storage.transactionSync(() => {
    for (const w of writes) applyGraphBatch(storage.sql, datasetId, w.dataId, w.batch, now);
  });
}

export function applyGraphBatch(sql: SqlStorage, datasetId: string, dataId: string, batch: GraphBatch, now: number): void {
  if (batch.chunks.length) {
    eachSlice(
      batch.chunks.map((c) => [c.id, c.index, c.text, c.tokenCount, c.cutType]),
      (rows) =>
        sql.exec(
          `INSERT INTO chunks (id, dataset_id, data_id, chunk_index, text, token_count, cut_type, created_at)
           SELECT value->>0, ?1, ?2, value->>1, value->>2, value->>3, value->>4, ?3 FROM json_each(?4) WHERE true
           ON CONFLICT(id) DO UPDATE SET text = excluded.text, token_count = excluded.token_count, cut_type = excluded.cut_type
           WHERE chunks.text <> excluded.text OR chunks.token_count <> excluded.token_count`,
          datasetId,
          dataId,
          now,
          rows,
        ),
    );
  }
  if (batch.nodes.length) {
    // Props '{}' (most re-mentions of an entity type or node set) leave the stored props untouched.
    eachSlice(
      batch.nodes.map((n) => [n.id, n.type, n.name, n.description, n.props && Object.keys(n.props).length ? JSON.stringify(n.props) : "{}"]),
      (rows) =>
        sql.exec(
          `INSERT INTO nodes (dataset_id, id, type, name, description, props, created_at, updated_at)
           SELECT ?1, value->>0, value->>1, value->>2, value->>3, value->>4, ?2, ?2 FROM json_each(?3) WHERE true
           ON CONFLICT(dataset_id, id) DO UPDATE SET
             name = COALESCE(excluded.name, nodes.name),
             description = CASE WHEN nodes.description IS NULL OR nodes.description = '' THEN excluded.description ELSE nodes.description END,
             props = CASE WHEN excluded.props = '{}' THEN nodes.props ELSE json_patch(nodes.props, excluded.props) END,
             updated_at = excluded.updated_at`,
          datasetId,
          now,
          rows,
        ),
    );
    insertLedger(sql, datasetId, dataId, "node", batch.nodes.map((n) => n.id));
  }
  if (batch.edges.length) {
    eachSlice(
      batch.edges.map((e) => [e.sourceId, e.relationshipName, e.targetId, e.id, e.edgeText, e.props && Object.keys(e.props).length ? JSON.stringify(e.props) : "{}"]),
      (rows) =>
        sql.exec(
          `INSERT INTO edges (dataset_id, source_id, relationship_name, target_id, id, edge_text, props, created_at)
           SELECT ?1, value->>0, value->>1, value->>2, value->>3, value->>4, value->>5, ?2 FROM json_each(?3) WHERE true
           ON CONFLICT(dataset_id, source_id, relationship_name, target_id) DO UPDATE SET
             edge_text = COALESCE(edges.edge_text, excluded.edge_text),
             props = CASE WHEN excluded.props = '{}' THEN edges.props ELSE json_patch(edges.props, excluded.props) END
           WHERE (edges.edge_text IS NULL AND excluded.edge_text IS NOT NULL) OR excluded.props <> '{}'`,
          datasetId,
          now,
          rows,
        ),
    );
    insertLedger(sql, datasetId, dataId, "edge", batch.edges.map((e) => e.id));
  }
  if (batch.vectors.length) upsertVectors(sql, batch.vectors.map((v) => ({ ...v, datasetId })));
  const refs = new Set([...(batch.vectorRefs ?? []), ...batch.vectors.map((v) => `${v.collection}|${v.id}`)]);
  if (refs.size) insertLedger(sql, datasetId, dataId, "vector", [...refs]);
}

function insertLedger(sql: SqlStorage, datasetId: string, dataId: string, kind: "node" | "edge" | "vector", refs: string[]): void {
  for (const part of slices(refs, (r) => r.length + 3)) {
    sql.exec(
      `INSERT OR IGNORE INTO ledger (dataset_id, data_id, kind, ref_id) SELECT ?1, ?2, ?3, value FROM json_each(?4)`,
      datasetId,
      dataId,
      kind,
      JSON.stringify(part),
    );
  }
}

export function graphCounts(sql: SqlStorage, datasetId: string): { nodes: number; edges: number } {
  return {
    nodes: one<{ n: number }>(sql, `SELECT count(*) AS n FROM nodes WHERE dataset_id = ?`, datasetId)?.n ?? 0,
    edges: one<{ n: number }>(sql, `SELECT count(*) AS n FROM edges WHERE dataset_id = ?`, datasetId)?.n ?? 0,
  };
}

export function getNodes(sql: SqlStorage, datasetId: string, ids: string[]): GraphNodeRow[] {
  if (ids.length === 0) return [];
  // DO SQLite: at most 100 bound parameters per statement; bind one JSON array instead.
  return all<GraphNodeRow>(
    sql,
    `SELECT * FROM nodes WHERE dataset_id = ? AND id IN (SELECT value FROM json_each(?))`,
    datasetId,
    JSON.stringify(ids),
  );
}

export function deleteNodesAndEdges(sql: SqlStorage, datasetId: string, nodeIds: string[]): number {
  let removed = 0;
  for (const id of nodeIds) {
    run(sql, `DELETE FROM edges WHERE dataset_id = ? AND (source_id = ? OR target_id = ?)`, datasetId, id, id);
    removed += run(sql, `DELETE FROM nodes WHERE dataset_id = ? AND id = ?`, datasetId, id);
  }
  return removed;
}

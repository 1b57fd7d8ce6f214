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

export function writeGraphBatch(storage: DurableObjectStorage, datasetId: string, dataId: string, batch: GraphBatch): void {
  const sql = storage.sql;
  const now = Date.now();
  storage.transactionSync(() => {
    for (const c of batch.chunks) {
      sql.exec(
        `INSERT INTO chunks (id, dataset_id, data_id, chunk_index, text, token_count, cut_type, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET text = excluded.text, token_count = excluded.token_count, cut_type = excluded.cut_type
         WHERE chunks.text <> excluded.text OR chunks.token_count <> excluded.token_count`,
        c.id,
        datasetId,
        dataId,
        c.index,
        c.text,
        c.tokenCount,
        c.cutType,
        now,
      );
    }
    for (const n of batch.nodes) {
      sql.exec(
        `INSERT INTO nodes (dataset_id, id, type, name, description, props, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT(dataset_id, id) DO UPDATE SET
           name = COALESCE(excluded.name, nodes.name),
           description = CASE WHEN nodes.description IS NULL OR nodes.description = '' THEN excluded.description ELSE nodes.description END,
           props = json_patch(nodes.props, excluded.props),
           updated_at = excluded.updated_at`,
        datasetId,
        n.id,
        n.type,
        n.name,
        n.description,
        JSON.stringify(n.props ?? {}),
        now,
        now,
      );
      sql.exec(`INSERT OR IGNORE INTO ledger (dataset_id, data_id, kind, ref_id) VALUES (?, ?, 'node', ?)`, datasetId, dataId, n.id);
    }
    for (const e of batch.edges) {
      sql.exec(
        `INSERT INTO edges (dataset_id, source_id, relationship_name, target_id, id, edge_text, props, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT(dataset_id, source_id, relationship_name, target_id) DO UPDATE SET
           edge_text = COALESCE(edges.edge_text, excluded.edge_text),
           props = json_patch(edges.props, excluded.props)`,
        datasetId,
        e.sourceId,
        e.relationshipName,
        e.targetId,
        e.id,
        e.edgeText,
        JSON.stringify(e.props ?? {}),
        now,
      );
      sql.exec(`INSERT OR IGNORE INTO ledger (dataset_id, data_id, kind, ref_id) VALUES (?, ?, 'edge', ?)`, datasetId, dataId, e.id);
    }
    if (batch.vectors.length) upsertVectors(sql, batch.vectors.map((v) => ({ ...v, datasetId })));
    const refs = new Set([...(batch.vectorRefs ?? []), ...batch.vectors.map((v) => `${v.collection}|${v.id}`)]);
    for (const ref of refs) {
      sql.exec(`INSERT OR IGNORE INTO ledger (dataset_id, data_id, kind, ref_id) VALUES (?, ?, 'vector', ?)`, datasetId, dataId, ref);
    }
  });
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

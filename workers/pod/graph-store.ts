import { all, one, run } from "./sql";
import { execVectorUpsert } from "./vectors";
import { type GraphBatch, type GraphStatement, type VectorPoint, type VectorUpsertSlice, encodeGraphWrites, encodeVectorUpserts } from "../../src/core/pod/graph-writes";

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
 * Writes one batch of a data item's graph in one transaction. Set-wise: one statement per table per
 * slice instead of one per row (a 20 KB item is ~3,000 rows), which saves the per-statement overhead.
 */
export function writeGraphBatch(storage: DurableObjectStorage, datasetId: string, dataId: string, batch: GraphBatch): void {
  storage.transactionSync(() => applyGraphWrites(storage.sql, datasetId, [{ dataId, batch }], Date.now()));
}

const GRAPH_SQL: Record<"chunks" | "nodes" | "edges" | "ledger", string> = {
  chunks: `INSERT INTO chunks (id, dataset_id, data_id, chunk_index, text, token_count, cut_type, created_at)
     SELECT value->>0, ?1, value->>5, value->>1, value->>2, value->>3, value->>4, ?2 FROM json_each(?3) WHERE true
     ON CONFLICT(id) DO UPDATE SET text = excluded.text, token_count = excluded.token_count, cut_type = excluded.cut_type
     WHERE chunks.text <> excluded.text OR chunks.token_count <> excluded.token_count`,
  // Props '{}' (most re-mentions of an entity type or node set) leave the stored props untouched.
  nodes: `INSERT INTO nodes (dataset_id, id, type, name, description, props, created_at, updated_at)
     SELECT ?1, value->>0, value->>1, value->>2, value->>3, value->>4, ?2, ?2 FROM json_each(?3) WHERE true
     ON CONFLICT(dataset_id, id) DO UPDATE SET
       name = COALESCE(excluded.name, nodes.name),
       description = CASE WHEN nodes.description IS NULL OR nodes.description = '' THEN excluded.description ELSE nodes.description END,
       props = CASE WHEN excluded.props = '{}' THEN nodes.props ELSE json_patch(nodes.props, excluded.props) END,
       updated_at = excluded.updated_at`,
  edges: `INSERT INTO edges (dataset_id, source_id, relationship_name, target_id, id, edge_text, props, created_at)
     SELECT ?1, value->>0, value->>1, value->>2, value->>3, value->>4, value->>5, ?2 FROM json_each(?3) WHERE true
     ON CONFLICT(dataset_id, source_id, relationship_name, target_id) DO UPDATE SET
       edge_text = COALESCE(edges.edge_text, excluded.edge_text),
       props = CASE WHEN excluded.props = '{}' THEN edges.props ELSE json_patch(edges.props, excluded.props) END
     WHERE (edges.edge_text IS NULL AND excluded.edge_text IS NOT NULL) OR excluded.props <> '{}'`,
  // ?2 (the time) is unused here; every statement binds the same three parameters.
  ledger: `INSERT OR IGNORE INTO ledger (dataset_id, data_id, kind, ref_id) SELECT ?1, value->>0, value->>1, value->>2 FROM json_each(?3)`,
};

/** Executes one encoded statement (call inside a transaction). */
export function execGraphStatement(sql: SqlStorage, datasetId: string, now: number, s: GraphStatement): void {
  if (s.table === "vectors") execVectorUpsert(sql, s.slice);
  else sql.exec(GRAPH_SQL[s.table], datasetId, now, s.rows);
}

/** Writes the batches of one or more data items of a dataset (call inside a transaction). */
export function applyGraphWrites(sql: SqlStorage, datasetId: string, writes: { dataId: string; batch: GraphBatch }[], now: number): void {
  encodeGraphWrites(datasetId, writes, (s) => execGraphStatement(sql, datasetId, now, s));
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

/** Ids of the nodes tagged (`belongs_to_set`) with one of `nodeSets`, names compared case-insensitively. */
export function nodeSetMembers(sql: SqlStorage, datasetId: string, nodeSets: string[]): Set<string> {
  return new Set(
    all<{ id: string }>(
      sql,
      `SELECT e.source_id AS id FROM edges e JOIN nodes ns ON ns.dataset_id = e.dataset_id AND ns.id = e.target_id
        WHERE e.dataset_id = ? AND e.relationship_name = 'belongs_to_set' AND ns.type = 'NodeSet'
          AND lower(ns.name) IN (SELECT lower(value) FROM json_each(?))`,
      datasetId,
      JSON.stringify(nodeSets),
    ).map((r) => r.id),
  );
}

import { GRAPH_COUNTS_KEY } from "./data-items";
import { refreshFactConflicts } from "./fact-conflicts";
import { purgeDataItemDerived, purgeDataset } from "./purge";
import { deleteDatasetSessions } from "./sessions";
import { all, one, run } from "./sql";
import { type ForgetCounts, type MemoryForgetResult } from "../../src/core/pod/forget";

/**
 * Pod side of `/forget` beyond plain deletion (which data-items.ts does): previews that change nothing,
 * and memory-only removal that drops the graph, chunks and vectors but keeps data items (and their
 * bytes in R2) with their statuses reset, so the next cognify rebuilds memory from them.
 */

const count = (sql: SqlStorage, query: string, ...params: (string | number)[]) => one<{ n: number | null }>(sql, query, ...params)?.n ?? 0;

/** What forgetting one item would remove: only what no other item of the dataset still needs. */
export function previewItem(sql: SqlStorage, datasetId: string, dataId: string, memoryOnly: boolean): ForgetCounts | null {
  const row = one<{ data_size: number }>(sql, `SELECT data_size FROM data_items WHERE dataset_id = ? AND id = ?`, datasetId, dataId);
  if (!row) return null;
  const derived = purgeDataItemDerived(sql, datasetId, dataId, true);
  return {
    data_items: memoryOnly ? 0 : 1,
    chunks: derived.chunks,
    nodes: derived.nodes,
    edges: derived.edges,
    vectors: derived.vectors.length,
    bytes: memoryOnly ? 0 : row.data_size,
    sessions: 0,
  };
}

/** What forgetting a whole dataset would remove. */
export function previewDataset(sql: SqlStorage, datasetId: string, memoryOnly: boolean): ForgetCounts {
  return {
    data_items: memoryOnly ? 0 : count(sql, `SELECT count(*) AS n FROM data_items WHERE dataset_id = ?`, datasetId),
    chunks: count(sql, `SELECT count(*) AS n FROM chunks WHERE dataset_id = ?`, datasetId),
    nodes: count(sql, `SELECT count(*) AS n FROM nodes WHERE dataset_id = ?`, datasetId),
    edges: count(sql, `SELECT count(*) AS n FROM edges WHERE dataset_id = ?`, datasetId),
    vectors: count(sql, `SELECT count(*) AS n FROM vectors WHERE dataset_id = ?`, datasetId),
    bytes: memoryOnly ? 0 : count(sql, `SELECT sum(data_size) AS n FROM data_items WHERE dataset_id = ?`, datasetId),
    sessions: memoryOnly ? 0 : count(sql, `SELECT count(*) AS n FROM sessions WHERE dataset_id = ?`, datasetId),
  };
}

/** Memory-only forget of one item: derived graph/chunks/vectors go, the item stays and is cognified again. */
export function forgetItemMemory(storage: DurableObjectStorage, datasetId: string, dataId: string): MemoryForgetResult | null {
  const sql = storage.sql;
  const result = storage.transactionSync((): MemoryForgetResult | null => {
    if (!one(sql, `SELECT 1 AS x FROM data_items WHERE dataset_id = ? AND id = ?`, datasetId, dataId)) return null;
    const purged = purgeDataItemDerived(sql, datasetId, dataId);
    run(sql, `UPDATE data_items SET token_count = NULL, updated_at = ? WHERE dataset_id = ? AND id = ?`, Date.now(), datasetId, dataId);
    run(sql, `DELETE FROM kv_cache WHERE key = ?`, GRAPH_COUNTS_KEY + datasetId);
    return {
      counts: { data_items: 0, chunks: purged.chunks, nodes: purged.nodes, edges: purged.edges, vectors: purged.vectors.length, bytes: 0, sessions: 0 },
      vectors: purged.vectors,
    };
  });
  if (result) refreshFactConflicts(storage, datasetId);
  return result;
}

/** Memory-only forget of a dataset: every item is kept and reset (cognee's `data_records_reset`). */
export function forgetDatasetMemory(storage: DurableObjectStorage, datasetId: string): MemoryForgetResult & { dataRecordsReset: number } {
  const sql = storage.sql;
  return storage.transactionSync(() => {
    const counts = previewDataset(sql, datasetId, true);
    const vectors = all<{ collection: string; id: string }>(sql, `SELECT collection, id FROM vectors WHERE dataset_id = ?`, datasetId);
    const items = count(sql, `SELECT count(*) AS n FROM data_items WHERE dataset_id = ?`, datasetId);
    purgeDataset(sql, datasetId, true);
    run(sql, `UPDATE data_items SET token_count = NULL WHERE dataset_id = ?`, datasetId);
    run(sql, `DELETE FROM kv_cache WHERE key = ?`, GRAPH_COUNTS_KEY + datasetId);
    run(sql, `DELETE FROM fact_conflicts WHERE dataset_id = ?`, datasetId);
    run(sql, `DELETE FROM entity_merges WHERE dataset_id = ?`, datasetId);
    return { counts, vectors, dataRecordsReset: items };
  });
}

/** After an item is deleted: labels of facts whose competitors are gone are brought up to date. */
export function afterItemDeleted(storage: DurableObjectStorage, datasetId: string): void {
  refreshFactConflicts(storage, datasetId);
}

/** Sessions attributed to a dataset go with it (cognee: dataset deletion drops attributed sessions). */
export function forgetDatasetSessions(storage: DurableObjectStorage, datasetId: string): number {
  const removed = deleteDatasetSessions(storage, datasetId);
  run(storage.sql, `DELETE FROM improve_marks WHERE dataset_id = ?`, datasetId);
  return removed;
}

/** `everything`: the caller's own sessions in this workspace are pruned as well (cognee prunes the cache). */
export function forgetUserSessions(storage: DurableObjectStorage, userId: string, dryRun: boolean): number {
  const sql = storage.sql;
  const n = count(sql, `SELECT count(*) AS n FROM sessions WHERE user_id = ?`, userId);
  if (dryRun || n === 0) return n;
  storage.transactionSync(() => {
    run(sql, `DELETE FROM session_entries WHERE user_id = ?`, userId);
    run(sql, `DELETE FROM sessions WHERE user_id = ?`, userId);
  });
  return n;
}

/** Sessions `everything` would remove here: the caller's own, and those attributed to its datasets. */
export function countSessionsFor(sql: SqlStorage, userId: string, datasetIds: string[]): number {
  return count(
    sql,
    `SELECT count(*) AS n FROM sessions WHERE user_id = ? OR dataset_id IN (SELECT value FROM json_each(?))`,
    userId,
    JSON.stringify(datasetIds),
  );
}

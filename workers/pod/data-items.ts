import { ItemStatus, RunStatus } from "../../src/core/pipeline";
import { purgeDataItemDerived, purgeDataset } from "./purge";
import { all, one, run } from "./sql";
import { type CommitDataItemsInput, type CommitDataItemsResult, type DataItemRow, type DeletedDataItem } from "../../src/core/pod/data-items";

/** Pipeline name recorded for ingestion (cognee's `add_pipeline`). */
export const ADD_PIPELINE = "add_pipeline";
/** kv_cache key prefix of the graph-summary counts (see dataset-status.ts). */
export const GRAPH_COUNTS_KEY = "graph-counts:";

/** Stored bytes and documents of one member in this workspace (quota basis). */
export function dataUsage(sql: SqlStorage, ownerId: string): { bytes: number; documents: number } {
  const row = one<{ bytes: number | null; documents: number }>(
    sql,
    `SELECT sum(data_size) AS bytes, count(*) AS documents FROM data_items WHERE owner_id = ?`,
    ownerId,
  );
  return { bytes: row?.bytes ?? 0, documents: row?.documents ?? 0 };
}

/**
 * Records ingested items atomically: re-checks both quotas (incoming = every item of the call), then
 * deduplicates by content hash within the dataset: identical content keeps its data id (the row's name,
 * and the label / metadata / node set when given, are refreshed) and adds no row; the caller deletes
 * the R2 objects listed in `discardKeys`. Also records a completed `add_pipeline` run.
 */
export function commitDataItems(storage: DurableObjectStorage, input: CommitDataItemsInput): CommitDataItemsResult {
  const sql = storage.sql;
  return storage.transactionSync((): CommitDataItemsResult => {
    const used = dataUsage(sql, input.ownerId);
    const incomingBytes = input.items.reduce((n, i) => n + i.dataSize, 0);
    if (used.bytes + incomingBytes > input.limits.storageBytes) {
      return { ok: false, quota: "storage", used: used.bytes, incoming: incomingBytes, limit: input.limits.storageBytes };
    }
    if (used.documents + input.items.length > input.limits.documents) {
      return { ok: false, quota: "documents", used: used.documents, incoming: input.items.length, limit: input.limits.documents };
    }

    const now = Date.now();
    // Strictly increasing creation times keep "newest first" faithful to the order of the call.
    const newest = one<{ t: number | null }>(sql, `SELECT max(created_at) AS t FROM data_items WHERE dataset_id = ?`, input.datasetId)?.t ?? 0;
    let clock = Math.max(now, newest + 1);
    const out: { row: DataItemRow; deduplicated: boolean }[] = [];
    const discard: string[] = [];
    for (const item of input.items) {
      const existing = one<DataItemRow>(
        sql,
        `SELECT * FROM data_items WHERE dataset_id = ? AND content_hash = ? ORDER BY created_at LIMIT 1`,
        input.datasetId,
        item.contentHash,
      );
      if (existing) {
        run(
          sql,
          `UPDATE data_items SET name = ?, label = coalesce(?, label), external_metadata = coalesce(?, external_metadata),
             node_set = coalesce(?, node_set), updated_at = ? WHERE dataset_id = ? AND id = ?`,
          item.name,
          item.label,
          item.externalMetadata ? JSON.stringify(item.externalMetadata) : null,
          item.nodeSet ? JSON.stringify(item.nodeSet) : null,
          now,
          input.datasetId,
          existing.id,
        );
        for (const key of [item.rawKey, item.textKey]) {
          if (key !== existing.raw_key && key !== existing.text_key) discard.push(key);
        }
        out.push({ row: getDataItem(sql, input.datasetId, existing.id)!, deduplicated: true });
        continue;
      }
      const createdAt = clock++;
      run(
        sql,
        `INSERT INTO data_items (id, dataset_id, owner_id, name, label, extension, mime_type, kind, content_hash, data_size,
           raw_key, text_key, external_metadata, node_set, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        item.id,
        input.datasetId,
        input.ownerId,
        item.name,
        item.label,
        item.extension,
        item.mimeType,
        item.kind ?? "document",
        item.contentHash,
        item.dataSize,
        item.rawKey,
        item.textKey,
        item.externalMetadata ? JSON.stringify(item.externalMetadata) : null,
        item.nodeSet ? JSON.stringify(item.nodeSet) : null,
        createdAt,
        createdAt,
      );
      out.push({ row: getDataItem(sql, input.datasetId, item.id)!, deduplicated: false });
    }

    const ids = [...new Set(out.map((o) => o.row.id))];
    run(
      sql,
      `INSERT INTO pipeline_runs (id, dataset_id, pipeline, status, total_items, done_items, started_at, updated_at, ended_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      input.runId,
      input.datasetId,
      ADD_PIPELINE,
      RunStatus.completed,
      ids.length,
      ids.length,
      now,
      now,
      now,
    );
    for (const id of ids) {
      run(
        sql,
        `INSERT INTO data_status (dataset_id, data_id, pipeline, status, run_id, error, attempts, updated_at)
         VALUES (?, ?, ?, ?, ?, NULL, 1, ?)
         ON CONFLICT(dataset_id, data_id, pipeline) DO UPDATE SET status = excluded.status, run_id = excluded.run_id,
           error = NULL, updated_at = excluded.updated_at`,
        input.datasetId,
        id,
        ADD_PIPELINE,
        ItemStatus.completed,
        input.runId,
        now,
      );
    }
    return { ok: true, items: out, discardKeys: [...new Set(discard)] };
  });
}

export function getDataItem(sql: SqlStorage, datasetId: string, dataId: string): DataItemRow | undefined {
  return one<DataItemRow>(sql, `SELECT * FROM data_items WHERE dataset_id = ? AND id = ?`, datasetId, dataId);
}

/** One page, newest first (`created_at` descending, `id` descending as tiebreak). */
export function listDataItems(sql: SqlStorage, datasetId: string, limit: number, offset: number): DataItemRow[] {
  return all<DataItemRow>(
    sql,
    `SELECT * FROM data_items WHERE dataset_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    datasetId,
    limit,
    offset,
  );
}

export function countDataItems(sql: SqlStorage, datasetId: string): number {
  return one<{ n: number }>(sql, `SELECT count(*) AS n FROM data_items WHERE dataset_id = ?`, datasetId)?.n ?? 0;
}

/** Which of the given datasets hold an item with this id (ids issued before dataset scoping may repeat). */
export function datasetsHoldingItem(sql: SqlStorage, dataId: string, datasetIds: string[]): string[] {
  if (datasetIds.length === 0) return [];
  // DO SQLite: at most 100 bound parameters per statement; bind one JSON array instead.
  return all<{ dataset_id: string }>(
    sql,
    `SELECT dataset_id FROM data_items WHERE id = ? AND dataset_id IN (SELECT value FROM json_each(?)) ORDER BY dataset_id`,
    dataId,
    JSON.stringify(datasetIds),
  ).map((r) => r.dataset_id);
}

/**
 * Removes an item and everything derived from it that no other item of the dataset still needs
 * (ledger-based purge). Returns the R2 keys and vector ids the caller must delete outside the pod.
 */
export function deleteDataItem(storage: DurableObjectStorage, datasetId: string, dataId: string): DeletedDataItem | null {
  const sql = storage.sql;
  return storage.transactionSync((): DeletedDataItem | null => {
    const row = getDataItem(sql, datasetId, dataId);
    if (!row) return null;
    const purged = purgeDataItemDerived(sql, datasetId, dataId);
    run(sql, `DELETE FROM data_items WHERE dataset_id = ? AND id = ?`, datasetId, dataId);
    run(sql, `DELETE FROM data_status WHERE dataset_id = ? AND data_id = ?`, datasetId, dataId);
    run(sql, `DELETE FROM kv_cache WHERE key = ?`, GRAPH_COUNTS_KEY + datasetId);
    return {
      rawKey: row.raw_key,
      textKey: row.text_key,
      chunks: purged.chunks,
      nodes: purged.nodes,
      edges: purged.edges,
      vectors: purged.vectors,
    };
  });
}

/** Drops all pod content of a dataset; returns the vector ids it held (for an external index). */
export function deleteDatasetContent(
  storage: DurableObjectStorage,
  datasetId: string,
): { items: number; vectors: { collection: string; id: string }[] } {
  const sql = storage.sql;
  return storage.transactionSync(() => {
    const items = countDataItems(sql, datasetId);
    const vectors = all<{ collection: string; id: string }>(sql, `SELECT collection, id FROM vectors WHERE dataset_id = ?`, datasetId);
    purgeDataset(sql, datasetId);
    run(sql, `DELETE FROM kv_cache WHERE key = ?`, GRAPH_COUNTS_KEY + datasetId);
    return { items, vectors };
  });
}

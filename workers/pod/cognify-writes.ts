import { applyGraphWrites, type GraphBatch } from "./graph-store";
import { completeItemInTransaction, touchItem } from "./pipeline-runs";

/**
 * One commit for the graph writes and completions of several data items (a queue batch of cognify).
 * Each commit rewrites every b-tree page it touched, and the ledger, edge and vector indexes are keyed by
 * random ids, so one commit per item wrote ~1,500 pages (6 MB) for a 20 KB item; items of one batch
 * share entity, type and index pages, which a single commit writes once. Writes are idempotent upserts
 * and completion only counts the transition out of "started", so a redelivered batch changes nothing.
 */
export type CognifyWrite =
  | { kind: "write"; datasetId: string; dataId: string; pipeline: string; runId: string; batch: GraphBatch }
  | {
      kind: "complete";
      datasetId: string;
      dataId: string;
      pipeline: string;
      runId: string;
      result: { tokenCount?: number; stageMs?: Record<string, number> };
    };

export function commitCognifyWrites(storage: DurableObjectStorage, entries: CognifyWrite[]): void {
  const sql = storage.sql;
  const now = Date.now();
  storage.transactionSync(() => {
    // Writes first, per dataset in one go (graph-store sorts rows by key); then completions, in order.
    const byDataset = new Map<string, { dataId: string; batch: GraphBatch }[]>();
    const touched = new Map<string, { datasetId: string; dataId: string; pipeline: string }>();
    for (const e of entries) {
      if (e.kind !== "write") continue;
      const list = byDataset.get(e.datasetId) ?? [];
      list.push({ dataId: e.dataId, batch: e.batch });
      byDataset.set(e.datasetId, list);
      touched.set(`${e.datasetId}|${e.dataId}|${e.pipeline}`, e);
    }
    for (const [datasetId, writes] of byDataset) applyGraphWrites(sql, datasetId, writes, now);
    for (const e of entries) {
      if (e.kind !== "complete") continue;
      completeItemInTransaction(sql, e.datasetId, e.dataId, e.pipeline, e.runId, e.result);
      touched.delete(`${e.datasetId}|${e.dataId}|${e.pipeline}`);
    }
    for (const t of touched.values()) touchItem(sql, t.datasetId, t.dataId, t.pipeline);
  });
}

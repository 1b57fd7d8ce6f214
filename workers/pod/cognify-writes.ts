import { execGraphStatement } from "./graph-store";
import { completeItemInTransaction, touchItem } from "./pipeline-runs";
import { type CognifyCommitEntry, type GraphBatch, type GraphStatement, encodeGraphWrites } from "../../src/core/pod/graph-writes";

export function commitCognifyWrites(storage: DurableObjectStorage, entries: CognifyCommitEntry[]): void {
  const sql = storage.sql;
  const now = Date.now();
  storage.transactionSync(() => {
    // Writes first (each entry is one dataset's rows, sorted by key); then completions, in order.
    const touched = new Map<string, { datasetId: string; dataId: string; pipeline: string }>();
    for (const e of entries) {
      if (e.kind !== "encoded") continue;
      for (const s of e.statements) execGraphStatement(sql, e.datasetId, now, s);
      for (const item of e.items) touched.set(`${e.datasetId}|${item.dataId}|${item.pipeline}`, { datasetId: e.datasetId, ...item });
    }
    for (const e of entries) {
      if (e.kind !== "complete") continue;
      completeItemInTransaction(sql, e.datasetId, e.dataId, e.pipeline, e.runId, e.result);
      touched.delete(`${e.datasetId}|${e.dataId}|${e.pipeline}`);
    }
    for (const t of touched.values()) touchItem(sql, t.datasetId, t.dataId, t.pipeline);
  });
}

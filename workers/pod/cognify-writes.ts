import { encodeGraphWrites, execGraphStatement, type GraphBatch, type GraphStatement } from "./graph-store";
import { completeItemInTransaction, touchItem } from "./pipeline-runs";

/**
 * One commit for the graph writes and completions of several data items (a queue batch of cognify).
 * Each commit rewrites every b-tree page it touched, and the ledger, edge and vector indexes are keyed by
 * random ids, so one commit per item wrote ~1,500 pages (6 MB) for a 20 KB item; items of one batch
 * share entity, type and index pages, which a single commit writes once. Writes are idempotent upserts
 * and completion only counts the transition out of "started", so a redelivered batch changes nothing.
 */
type Completion = {
  kind: "complete";
  datasetId: string;
  dataId: string;
  pipeline: string;
  runId: string;
  result: { tokenCount?: number; stageMs?: Record<string, number> };
};

/** What the cognify write buffer holds: an item's graph batch, or its completion. */
export type CognifyWrite = { kind: "write"; datasetId: string; dataId: string; pipeline: string; runId: string; batch: GraphBatch } | Completion;

/** What a commit carries to the pod: the writes of one dataset's items, encoded (encodeCognifyWrites), and completions. */
export type CognifyCommitEntry =
  | { kind: "encoded"; datasetId: string; items: { dataId: string; pipeline: string }[]; statements: GraphStatement[] }
  | Completion;

/**
 * Encodes the buffered writes of a commit before they cross RPC: one "encoded" entry per dataset (items
 * in order) holding JSON strings and BLOBs, which the structured clone copies flat, instead of ~75k row
 * objects per 1 MB of text that were serialised, rebuilt in the pod and only then encoded there
 * (~1 s of a 10 s local cognify). Completions pass through unchanged.
 */
export function encodeCognifyWrites(entries: CognifyWrite[]): CognifyCommitEntry[] {
  const byDataset = new Map<string, { dataId: string; pipeline: string; batch: GraphBatch }[]>();
  const rest: CognifyCommitEntry[] = [];
  for (const e of entries) {
    if (e.kind !== "write") {
      rest.push(e);
      continue;
    }
    const list = byDataset.get(e.datasetId) ?? [];
    list.push({ dataId: e.dataId, pipeline: e.pipeline, batch: e.batch });
    byDataset.set(e.datasetId, list);
  }
  const encoded: CognifyCommitEntry[] = [...byDataset].map(([datasetId, writes]) => {
    const statements: GraphStatement[] = [];
    encodeGraphWrites(datasetId, writes, (s) => statements.push(s));
    return { kind: "encoded", datasetId, items: writes.map((w) => ({ dataId: w.dataId, pipeline: w.pipeline })), statements };
  });
  return [...encoded, ...rest];
}

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

import { newId } from "../../src/core/ids";
import { ITEM_LEASE_MS, ItemStatus, type PipelineItem, type PipelineRunRow, RunStatus, type StartRunResult } from "../../src/core/pipeline";
import { all, one, run } from "./sql";
import { json } from "../../src/core/json";

/**
 * Whether a started item's claim is still held: its own heartbeat or its run's is within the lease
 * (`ITEM_LEASE_MS`). Items waiting in the queue behind a busy run are live through the run's heartbeat.
 */
const leaseHeld = (now: number, itemUpdatedAt: number | null, runUpdatedAt: number | null) =>
  now - Math.max(itemUpdatedAt ?? 0, runUpdatedAt ?? 0) < ITEM_LEASE_MS;

/**
 * Opens a run over the dataset's items that the pipeline has not completed (incremental: completed
 * items are skipped). Items held by another live run are left to it; when every pending item is, that
 * run is returned (the caller reports or waits for it) instead of an empty "already completed" run.
 * Items of a run whose lease expired are taken over, and a run left with none of its items is closed.
 */
export function startRun(
  storage: DurableObjectStorage,
  datasetId: string,
  pipeline: string,
  options: Record<string, unknown>,
  onlyDataIds?: string[],
): StartRunResult {
  const sql = storage.sql;
  const now = Date.now();
  const runId = newId();
  let itemIds: string[] = [];
  let liveRun: string | null = null;
  storage.transactionSync(() => {
    const candidates = all<{
      id: string;
      status: string | null;
      updated_at: number | null;
      run_id: string | null;
      run_status: string | null;
      run_updated_at: number | null;
    }>(
      sql,
      `SELECT d.id, s.status, s.updated_at, s.run_id, r.status AS run_status, r.updated_at AS run_updated_at
         FROM data_items d
         LEFT JOIN data_status s ON s.dataset_id = d.dataset_id AND s.data_id = d.id AND s.pipeline = ?
         LEFT JOIN pipeline_runs r ON r.id = s.run_id
        WHERE d.dataset_id = ?
        ORDER BY d.created_at, d.id`,
      pipeline,
      datasetId,
    );
    const only = onlyDataIds ? new Set(onlyDataIds) : null;
    const pending = candidates.filter((c) => (!only || only.has(c.id)) && c.status !== ItemStatus.completed);
    const held = (c: (typeof pending)[number]) =>
      c.status === ItemStatus.started && c.run_status === RunStatus.started && leaseHeld(now, c.updated_at, c.run_updated_at);
    const free = pending.filter((c) => !held(c));
    itemIds = free.map((c) => c.id);
    if (itemIds.length === 0 && pending.length > 0) {
      // Everything left is in progress in a live run: that run is the answer.
      liveRun = pending[0]!.run_id;
      return;
    }
    const abandoned = new Set(free.filter((c) => c.status === ItemStatus.started && c.run_id).map((c) => c.run_id!));
    const status = itemIds.length ? RunStatus.started : RunStatus.completed;
    sql.exec(
      `INSERT INTO pipeline_runs (id, dataset_id, pipeline, status, total_items, options, started_at, updated_at, ended_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      runId,
      datasetId,
      pipeline,
      status,
      itemIds.length,
      JSON.stringify(options),
      now,
      now,
      itemIds.length ? null : now,
    );
    for (const id of itemIds) {
      sql.exec(
        `INSERT INTO data_status (dataset_id, data_id, pipeline, status, run_id, error, attempts, updated_at)
         VALUES (?, ?, ?, ?, ?, NULL, 0, ?)
         ON CONFLICT(dataset_id, data_id, pipeline) DO UPDATE SET
           status = excluded.status, run_id = excluded.run_id, error = NULL, attempts = 0, updated_at = excluded.updated_at`,
        datasetId,
        id,
        pipeline,
        ItemStatus.started,
        runId,
        now,
      );
    }
    for (const old of abandoned) closeAbandonedRun(sql, old, runId, now);
  });
  if (liveRun) return { run: getRun(sql, liveRun)!, itemIds: [], alreadyCompleted: false };
  return { run: getRun(sql, runId)!, itemIds, alreadyCompleted: itemIds.length === 0 };
}

/**
 * A run whose worker died and whose items a new run took over can never settle by its own counts: once no
 * started item is left to it, it ends errored, saying which run took its items.
 */
function closeAbandonedRun(sql: SqlStorage, oldRunId: string, newRunId: string, now: number): void {
  const left = one<{ n: number }>(sql, `SELECT count(*) AS n FROM data_status WHERE run_id = ? AND status = ?`, oldRunId, ItemStatus.started)?.n ?? 0;
  if (left > 0) return;
  run(
    sql,
    `UPDATE pipeline_runs SET status = ?, error = ?, ended_at = ?, updated_at = ? WHERE id = ? AND status = ?`,
    RunStatus.errored,
    `Its worker stopped renewing its lease; the unfinished items were taken over by run ${newRunId}.`,
    now,
    now,
    oldRunId,
    RunStatus.started,
  );
}

export function getRun(sql: SqlStorage, runId: string): PipelineRunRow | undefined {
  return one<PipelineRunRow>(sql, `SELECT * FROM pipeline_runs WHERE id = ?`, runId);
}

/**
 * Claims an item for processing under `runId`. Returns null when the message is stale: the item was
 * deleted, already completed, or re-claimed by a newer run (so a redelivery does no work twice).
 */
export function claimItem(sql: SqlStorage, datasetId: string, dataId: string, pipeline: string, runId: string): PipelineItem | null {
  const status = one<{ status: string; run_id: string | null; attempts: number }>(
    sql,
    `SELECT status, run_id, attempts FROM data_status WHERE dataset_id = ? AND data_id = ? AND pipeline = ?`,
    datasetId,
    dataId,
    pipeline,
  );
  if (!status || status.run_id !== runId || status.status !== ItemStatus.started) return null;
  const item = one<Omit<PipelineItem, "attempts">>(
    sql,
    `SELECT id, dataset_id, name, extension, mime_type, kind, raw_key, text_key, external_metadata, node_set, owner_id, created_at
       FROM data_items WHERE dataset_id = ? AND id = ?`,
    datasetId,
    dataId,
  );
  if (!item) return null;
  const now = Date.now();
  run(
    sql,
    `UPDATE data_status SET attempts = attempts + 1, updated_at = ? WHERE dataset_id = ? AND data_id = ? AND pipeline = ?`,
    now,
    datasetId,
    dataId,
    pipeline,
  );
  run(sql, `UPDATE pipeline_runs SET updated_at = ? WHERE id = ?`, now, runId);
  return { ...item, attempts: status.attempts + 1 };
}

/** Renews an item's lease, and its run's, while work on it progresses (heartbeat). */
export function touchItem(sql: SqlStorage, datasetId: string, dataId: string, pipeline: string): void {
  const now = Date.now();
  const row = one<{ run_id: string | null }>(
    sql,
    `UPDATE data_status SET updated_at = ? WHERE dataset_id = ? AND data_id = ? AND pipeline = ? RETURNING run_id`,
    now,
    datasetId,
    dataId,
    pipeline,
  );
  if (row?.run_id) run(sql, `UPDATE pipeline_runs SET updated_at = ? WHERE id = ?`, now, row.run_id);
}

function settleRun(sql: SqlStorage, runId: string): void {
  const r = getRun(sql, runId);
  if (!r || r.status !== RunStatus.started) return;
  if (r.done_items + r.failed_items < r.total_items) return;
  const status = r.failed_items > 0 ? RunStatus.errored : RunStatus.completed;
  run(sql, `UPDATE pipeline_runs SET status = ?, ended_at = ?, updated_at = ? WHERE id = ?`, status, Date.now(), Date.now(), runId);
}

export function addStageTimes(sql: SqlStorage, runId: string, stageMs: Record<string, number>): void {
  const r = getRun(sql, runId);
  if (!r) return;
  const acc = json<Record<string, number>>(r.stage_ms, {});
  for (const [k, v] of Object.entries(stageMs)) acc[k] = Math.round(((acc[k] ?? 0) + v) * 10) / 10;
  run(sql, `UPDATE pipeline_runs SET stage_ms = ? WHERE id = ?`, JSON.stringify(acc), runId);
}

/** Idempotent: counting happens only on the transition into a final state. */
export function completeItem(
  storage: DurableObjectStorage,
  datasetId: string,
  dataId: string,
  pipeline: string,
  runId: string,
  result: { tokenCount?: number; stageMs?: Record<string, number> },
): void {
  storage.transactionSync(() => completeItemInTransaction(storage.sql, datasetId, dataId, pipeline, runId, result));
}

/**
 * Moves an item of a run out of "started" (to completed or errored). Only that transition counts, so a
 * redelivered completion or failure changes nothing; returns whether this call made it.
 */
function leaveStarted(
  sql: SqlStorage,
  datasetId: string,
  dataId: string,
  pipeline: string,
  runId: string,
  status: string,
  error: string | null,
): boolean {
  return (
    run(
      sql,
      `UPDATE data_status SET status = ?, error = ?, updated_at = ?
        WHERE dataset_id = ? AND data_id = ? AND pipeline = ? AND run_id = ? AND status = ?`,
      status,
      error,
      Date.now(),
      datasetId,
      dataId,
      pipeline,
      runId,
      ItemStatus.started,
    ) > 0
  );
}

/** completeItem's work, for callers that already hold a transaction (graph writes committed with it). */
export function completeItemInTransaction(
  sql: SqlStorage,
  datasetId: string,
  dataId: string,
  pipeline: string,
  runId: string,
  result: { tokenCount?: number; stageMs?: Record<string, number> },
): void {
  if (!leaveStarted(sql, datasetId, dataId, pipeline, runId, ItemStatus.completed, null)) return;
  if (result.tokenCount !== undefined) {
    run(sql, `UPDATE data_items SET token_count = ? WHERE dataset_id = ? AND id = ?`, result.tokenCount, datasetId, dataId);
  }
  run(sql, `UPDATE pipeline_runs SET done_items = done_items + 1, updated_at = ? WHERE id = ?`, Date.now(), runId);
  if (result.stageMs) addStageTimes(sql, runId, result.stageMs);
  settleRun(sql, runId);
}

export function failItem(
  storage: DurableObjectStorage,
  datasetId: string,
  dataId: string,
  pipeline: string,
  runId: string,
  error: string,
): void {
  const sql = storage.sql;
  storage.transactionSync(() => {
    if (!leaveStarted(sql, datasetId, dataId, pipeline, runId, ItemStatus.errored, error.slice(0, 2000))) return;
    run(sql, `UPDATE pipeline_runs SET failed_items = failed_items + 1, updated_at = ? WHERE id = ?`, Date.now(), runId);
    settleRun(sql, runId);
  });
}

/** Items whose worker died: started, in a started run, and neither they nor their run renewed the lease. */
export function staleItems(sql: SqlStorage, leaseMs = ITEM_LEASE_MS) {
  const cutoff = Date.now() - leaseMs;
  return all<{ dataset_id: string; data_id: string; pipeline: string; run_id: string; attempts: number }>(
    sql,
    `SELECT s.dataset_id, s.data_id, s.pipeline, s.run_id, s.attempts
       FROM data_status s JOIN pipeline_runs r ON r.id = s.run_id
      WHERE s.status = ? AND r.status = ? AND s.updated_at < ? AND r.updated_at < ?`,
    ItemStatus.started,
    RunStatus.started,
    cutoff,
    cutoff,
  );
}

export function hasLiveRuns(sql: SqlStorage): boolean {
  return (one<{ n: number }>(sql, `SELECT count(*) AS n FROM pipeline_runs WHERE status = ?`, RunStatus.started)?.n ?? 0) > 0;
}

export function itemStatuses(sql: SqlStorage, runId: string) {
  return all<{ data_id: string; status: string; error: string | null }>(
    sql,
    `SELECT data_id, status, error FROM data_status WHERE run_id = ? ORDER BY data_id`,
    runId,
  );
}

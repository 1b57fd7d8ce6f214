import { newId } from "../../src/core/ids";
import { ItemStatus, type PipelineRunRow, RunStatus, type PipelineItem, type StartRunResult } from "../../src/core/pipeline";
import { all, one, run } from "./sql";
import { json } from "../../src/core/json";

/** A started item not touched for this long is considered dead (its worker crashed or timed out). */
export const STALE_ITEM_MS = 10 * 60 * 1000;

/**
 * Opens a run over the dataset's items that the pipeline has not completed (incremental: completed
 * items are skipped). Items already claimed by another live run are left to it.
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
  storage.transactionSync(() => {
    const candidates = all<{ id: string; status: string | null; updated_at: number | null; run_status: string | null }>(
      sql,
      `SELECT d.id, s.status, s.updated_at, r.status AS run_status
         FROM data_items d
         LEFT JOIN data_status s ON s.dataset_id = d.dataset_id AND s.data_id = d.id AND s.pipeline = ?
         LEFT JOIN pipeline_runs r ON r.id = s.run_id
        WHERE d.dataset_id = ?
        ORDER BY d.created_at, d.id`,
      pipeline,
      datasetId,
    );
    const only = onlyDataIds ? new Set(onlyDataIds) : null;
    itemIds = candidates
      .filter((c) => !only || only.has(c.id))
      .filter((c) => c.status !== ItemStatus.completed)
      .filter(
        (c) =>
          !(c.status === ItemStatus.started && c.run_status === RunStatus.started && now - (c.updated_at ?? 0) < STALE_ITEM_MS),
      )
      .map((c) => c.id);
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
  });
  return { run: getRun(sql, runId)!, itemIds, alreadyCompleted: itemIds.length === 0 };
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
  run(
    sql,
    `UPDATE data_status SET attempts = attempts + 1, updated_at = ? WHERE dataset_id = ? AND data_id = ? AND pipeline = ?`,
    Date.now(),
    datasetId,
    dataId,
    pipeline,
  );
  return { ...item, attempts: status.attempts + 1 };
}

/** Marks progress inside a long item so the watchdog does not take it for dead. */
export function touchItem(sql: SqlStorage, datasetId: string, dataId: string, pipeline: string): void {
  run(sql, `UPDATE data_status SET updated_at = ? WHERE dataset_id = ? AND data_id = ? AND pipeline = ?`, Date.now(), datasetId, dataId, pipeline);
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

/** Items whose worker died: started, in a live run, untouched for `staleMs`. */
export function staleItems(sql: SqlStorage, staleMs = STALE_ITEM_MS) {
  return all<{ dataset_id: string; data_id: string; pipeline: string; run_id: string; attempts: number }>(
    sql,
    `SELECT s.dataset_id, s.data_id, s.pipeline, s.run_id, s.attempts
       FROM data_status s JOIN pipeline_runs r ON r.id = s.run_id
      WHERE s.status = ? AND r.status = ? AND s.updated_at < ?`,
    ItemStatus.started,
    RunStatus.started,
    Date.now() - staleMs,
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

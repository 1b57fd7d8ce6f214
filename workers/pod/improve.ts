import { newId } from "../../src/core/ids";
import { RunStatus } from "../../src/core/pipeline";
import { all, one, run } from "./sql";
import { type SkillRunRow } from "../../src/core/pod/improve";
import { json } from "../../src/core/json";
import type { FeedbackUpdate, FeedbackWeightsResult } from "../../src/core/pod/improve";
export type { FeedbackUpdate, FeedbackWeightsResult };

/**
 * Pod side of `improve` (src/services/improve): feedback weights on graph elements, the marks that make
 * session bridging incremental, a per-session improve lock, and the run record of each improve.
 */

export const IMPROVE_PIPELINE = "improve_pipeline";
/** cognee's `feedback_alpha`: w <- w + alpha * (rating - w). */
export const FEEDBACK_ALPHA = 0.1;
const DEFAULT_WEIGHT = 0.5;



const step = (w: unknown, rating: number, alpha: number) => {
  const current = typeof w === "number" && Number.isFinite(w) ? w : DEFAULT_WEIGHT;
  return Math.round((current + alpha * (rating - current)) * 1e6) / 1e6;
};

/** Moves `feedback_weight` of the used nodes and edges toward each rating, in order (one transaction). */
export function applyFeedbackWeights(
  storage: DurableObjectStorage,
  datasetId: string,
  updates: FeedbackUpdate[],
  alpha = FEEDBACK_ALPHA,
): FeedbackWeightsResult {
  const sql = storage.sql;
  let nodes = 0;
  let edges = 0;
  storage.transactionSync(() => {
    for (const u of updates) {
      const rating = Math.min(1, Math.max(0, u.rating));
      for (const id of new Set(u.nodeIds)) {
        const row = one<{ props: string }>(sql, `SELECT props FROM nodes WHERE dataset_id = ? AND id = ?`, datasetId, id);
        if (!row) continue;
        const w = step(json<Record<string, unknown>>(row.props, {}).feedback_weight, rating, alpha);
        nodes += run(sql, `UPDATE nodes SET props = json_set(props, '$.feedback_weight', ?) WHERE dataset_id = ? AND id = ?`, w, datasetId, id);
      }
      for (const id of new Set(u.edgeIds)) {
        // Edge ids are not unique keys (edges_id_idx): update every row carrying the id.
        for (const row of all<{ source_id: string; relationship_name: string; target_id: string; props: string }>(
          sql,
          `SELECT source_id, relationship_name, target_id, props FROM edges WHERE dataset_id = ? AND id = ?`,
          datasetId,
          id,
        )) {
          const w = step(json<Record<string, unknown>>(row.props, {}).feedback_weight, rating, alpha);
          edges += run(
            sql,
            `UPDATE edges SET props = json_set(props, '$.feedback_weight', ?)
              WHERE dataset_id = ? AND source_id = ? AND relationship_name = ? AND target_id = ?`,
            w,
            datasetId,
            row.source_id,
            row.relationship_name,
            row.target_id,
          );
        }
      }
    }
  });
  return { nodes_updated: nodes, edges_updated: edges };
}

/** Weights as stored (tests and the improve report read them back). */
export function feedbackWeights(sql: SqlStorage, datasetId: string, ids: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of all<{ id: string; w: number | null }>(
    sql,
    `SELECT id, json_extract(props, '$.feedback_weight') AS w FROM nodes WHERE dataset_id = ? AND id IN (SELECT value FROM json_each(?))
     UNION ALL
     SELECT id, json_extract(props, '$.feedback_weight') AS w FROM edges WHERE dataset_id = ? AND id IN (SELECT value FROM json_each(?))`,
    datasetId,
    JSON.stringify(ids),
    datasetId,
    JSON.stringify(ids),
  )) {
    if (r.w !== null) out[r.id] = r.w;
  }
  return out;
}

// ---- marks: what a stage already did for a dataset (session entries bridged, feedback applied) ----

export function markedRefs(sql: SqlStorage, datasetId: string, stage: string, refIds: string[]): string[] {
  if (refIds.length === 0) return [];
  return all<{ ref_id: string }>(
    sql,
    `SELECT ref_id FROM improve_marks WHERE dataset_id = ? AND stage = ? AND ref_id IN (SELECT value FROM json_each(?))`,
    datasetId,
    stage,
    JSON.stringify(refIds),
  ).map((r) => r.ref_id);
}

export function markRefs(sql: SqlStorage, datasetId: string, stage: string, refIds: string[]): number {
  let n = 0;
  const now = Date.now();
  for (const id of new Set(refIds)) {
    n += run(sql, `INSERT OR IGNORE INTO improve_marks (dataset_id, stage, ref_id, created_at) VALUES (?, ?, ?, ?)`, datasetId, stage, id, now);
  }
  return n;
}

// ---- lock: one improve per (dataset, session set) at a time ----

/** Takes the lock unless a live holder has it; expired holders (crashed runs) are taken over. */
export function tryLock(sql: SqlStorage, key: string, ttlMs: number): string | null {
  const now = Date.now();
  const held = one<{ value: string; expires_at: number | null }>(sql, `SELECT value, expires_at FROM kv_cache WHERE key = ?`, `lock:${key}`);
  if (held && (held.expires_at ?? 0) > now) return null;
  const token = newId();
  run(
    sql,
    `INSERT INTO kv_cache (key, value, expires_at) VALUES (?, ?, ?)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
    `lock:${key}`,
    token,
    now + ttlMs,
  );
  return token;
}

export function releaseLock(sql: SqlStorage, key: string, token: string): void {
  run(sql, `DELETE FROM kv_cache WHERE key = ? AND value = ?`, `lock:${key}`, token);
}

// ---- run record ----

export function recordImproveRun(
  sql: SqlStorage,
  input: { id?: string; datasetId: string; status: "completed" | "errored" | "started"; error?: string | null; stageMs: Record<string, number>; options: Record<string, unknown>; startedAt: number },
): string {
  const id = input.id ?? newId();
  const now = Date.now();
  const status = input.status === "completed" ? RunStatus.completed : input.status === "errored" ? RunStatus.errored : RunStatus.started;
  run(
    sql,
    `INSERT INTO pipeline_runs (id, dataset_id, pipeline, status, total_items, done_items, failed_items, options, error, stage_ms, started_at, updated_at, ended_at)
     VALUES (?, ?, ?, ?, 0, 0, 0, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET status = excluded.status, error = excluded.error, stage_ms = excluded.stage_ms,
       updated_at = excluded.updated_at, ended_at = excluded.ended_at`,
    id,
    input.datasetId,
    IMPROVE_PIPELINE,
    status,
    JSON.stringify(input.options),
    input.error ?? null,
    JSON.stringify(input.stageMs),
    input.startedAt,
    now,
    input.status === "started" ? null : now,
  );
  return id;
}

// ---- skill runs (graph-backed `SkillRun` nodes written by remember/entry) ----

/** The most recent runs of one skill (newest first). */
export function skillRuns(sql: SqlStorage, datasetId: string, skillId: string, limit = 200): SkillRunRow[] {
  return all<{ id: string; props: string; created_at: number }>(
    sql,
    `SELECT id, props, created_at FROM nodes
      WHERE dataset_id = ? AND type = 'SkillRun' AND json_extract(props, '$.selected_skill_id') = ?
      ORDER BY created_at DESC, id LIMIT ?`,
    datasetId,
    skillId,
    limit,
  ).map((r) => ({ id: r.id, props: json<Record<string, unknown>>(r.props, {}), created_at: r.created_at }));
}

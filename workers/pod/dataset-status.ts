import { graphCounts } from "./graph-store";
import { GRAPH_COUNTS_KEY } from "./data-items";
import { COGNIFY_PIPELINE, ItemStatus, type PipelineRunRow, RunStatus } from "../../src/core/pipeline";
import { all, one, run } from "./sql";
import { type DatasetProgress, type GraphCountTtls, type GraphSummaryRow, type ItemProcessingStatus } from "../../src/core/pod/dataset-status";
import { json } from "../../src/core/json";

/** Per-item status for one pipeline; items the pipeline never touched report `DATA_ITEM_PROCESSING_PENDING`. */
export function itemStatuses(sql: SqlStorage, datasetId: string, pipeline: string): ItemProcessingStatus[] {
  return all<{ id: string; name: string; status: string | null; error: string | null; run_id: string | null; updated_at: number | null }>(
    sql,
    `SELECT d.id, d.name, s.status, s.error, s.run_id, s.updated_at
       FROM data_items d
       LEFT JOIN data_status s ON s.dataset_id = d.dataset_id AND s.data_id = d.id AND s.pipeline = ?
      WHERE d.dataset_id = ?
      ORDER BY d.created_at DESC, d.id DESC`,
    pipeline,
    datasetId,
  ).map((r) => ({
    id: r.id,
    name: r.name,
    status: r.status ?? ItemStatus.pending,
    error: r.error,
    pipelineRunId: r.run_id,
    updatedAt: r.updated_at,
  }));
}

function latestRun(sql: SqlStorage, datasetId: string, pipeline: string): PipelineRunRow | undefined {
  return one<PipelineRunRow>(
    sql,
    `SELECT * FROM pipeline_runs WHERE dataset_id = ? AND pipeline = ? ORDER BY started_at DESC, rowid DESC LIMIT 1`,
    datasetId,
    pipeline,
  );
}

function unprocessedItems(sql: SqlStorage, datasetId: string, pipeline: string): number {
  return (
    one<{ n: number }>(
      sql,
      `SELECT count(*) AS n FROM data_items d
        WHERE d.dataset_id = ? AND NOT EXISTS (
          SELECT 1 FROM data_status s WHERE s.dataset_id = d.dataset_id AND s.data_id = d.id AND s.pipeline = ?)`,
      datasetId,
      pipeline,
    )?.n ?? 0
  );
}

/**
 * Dataset-level status of a pipeline (cognee's vocabulary): the latest run's status, except that items
 * added since the last finished run — or a dataset with items and no run yet — report
 * `DATASET_PROCESSING_INITIATED` (cognee's add resets the dataset status). Null: nothing to report.
 */
export function datasetStatus(sql: SqlStorage, datasetId: string, pipeline: string): string | null {
  const latest = latestRun(sql, datasetId, pipeline);
  const waiting = unprocessedItems(sql, datasetId, pipeline);
  if (!latest) return waiting > 0 ? RunStatus.initiated : null;
  if (latest.status === RunStatus.started || latest.status === RunStatus.initiated) return latest.status;
  return waiting > 0 ? RunStatus.initiated : latest.status;
}

export function datasetStatuses(sql: SqlStorage, datasetIds: string[], pipelines: string[]): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const datasetId of datasetIds) {
    for (const pipeline of pipelines) {
      const status = datasetStatus(sql, datasetId, pipeline);
      if (status) (out[datasetId] ??= {})[pipeline] = status;
    }
  }
  return out;
}

export function datasetProgress(sql: SqlStorage, datasetId: string, pipeline: string): DatasetProgress {
  const counts = all<{ status: string | null; n: number }>(
    sql,
    `SELECT s.status, count(*) AS n FROM data_items d
       LEFT JOIN data_status s ON s.dataset_id = d.dataset_id AND s.data_id = d.id AND s.pipeline = ?
      WHERE d.dataset_id = ? GROUP BY s.status`,
    pipeline,
    datasetId,
  );
  const by = (status: string | null) => counts.filter((c) => c.status === status).reduce((n, c) => n + c.n, 0);
  const total = counts.reduce((n, c) => n + c.n, 0);
  const completed = by(ItemStatus.completed);
  const errored = by(ItemStatus.errored);
  const processing = by(ItemStatus.started);
  const latest = latestRun(sql, datasetId, pipeline);
  return {
    pipeline,
    status: datasetStatus(sql, datasetId, pipeline),
    pipelineRunId: latest?.id ?? null,
    totalItems: total,
    completedItems: completed,
    erroredItems: errored,
    processingItems: processing,
    pendingItems: total - completed - errored - processing,
    progress: total === 0 ? 1 : Math.round((completed / total) * 1000) / 1000,
    startedAt: latest?.started_at ?? null,
    endedAt: latest?.ended_at ?? null,
  };
}

interface CachedCounts {
  pipelineRunId: string | null;
  numNodes: number | null;
  numEdges: number | null;
  computedAt: number;
  failed: boolean;
}

/**
 * Node and edge counts per dataset, cached in `kv_cache`. Counts taken when the latest cognify run has
 * completed are keyed by that run and kept until a new run (or a deletion) changes them; counts taken
 * while no completed run keys them (never cognified, or a run in progress) are held for
 * `uncachedTtlSeconds`; a failed count is held for `failedTtlSeconds` so a failing store is not hammered.
 */
export function graphSummary(
  sql: SqlStorage,
  datasetIds: string[],
  ttls: GraphCountTtls,
  count: (sql: SqlStorage, datasetId: string) => { nodes: number; edges: number } = graphCounts,
  now = Date.now(),
): GraphSummaryRow[] {
  return datasetIds.map((datasetId) => {
    const key = GRAPH_COUNTS_KEY + datasetId;
    const latest = latestRun(sql, datasetId, COGNIFY_PIPELINE);
    const runKey = latest && latest.status === RunStatus.completed ? latest.id : null;
    const entry = one<{ value: string }>(sql, `SELECT value FROM kv_cache WHERE key = ?`, key);
    const cached = entry ? json<CachedCounts | null>(entry.value, null) : null;
    // Validity follows the current settings (a TTL lowered to 0 stops serving held entries at once).
    const heldFor = (seconds: number) => seconds > 0 && cached !== null && now - cached.computedAt < seconds * 1000;
    if (cached) {
      const valid = cached.failed
        ? heldFor(ttls.failedTtlSeconds)
        : runKey !== null
          ? cached.pipelineRunId === runKey
          : cached.pipelineRunId === null && heldFor(ttls.uncachedTtlSeconds);
      if (valid) return { datasetId, ...pick(cached), status: cached.failed ? "failed" : "ok", cached: true };
    }
    const store = (value: CachedCounts, ttlSeconds: number | null) => {
      if (ttlSeconds === 0) {
        run(sql, `DELETE FROM kv_cache WHERE key = ?`, key);
        return;
      }
      run(
        sql,
        `INSERT INTO kv_cache (key, value, expires_at) VALUES (?, ?, ?)
         ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
        key,
        JSON.stringify(value),
        ttlSeconds === null ? null : now + ttlSeconds * 1000,
      );
    };
    try {
      const counts = count(sql, datasetId);
      const value: CachedCounts = { pipelineRunId: runKey, numNodes: counts.nodes, numEdges: counts.edges, computedAt: now, failed: false };
      store(value, runKey ? null : Math.max(0, ttls.uncachedTtlSeconds));
      return { datasetId, ...pick(value), status: "ok", cached: false };
    } catch (err) {
      console.error("graph-summary: counting failed", datasetId, err);
      const value: CachedCounts = { pipelineRunId: runKey, numNodes: null, numEdges: null, computedAt: now, failed: true };
      store(value, Math.max(0, ttls.failedTtlSeconds));
      return { datasetId, ...pick(value), status: "failed", cached: false };
    }
  });
}

const pick = (c: CachedCounts) => ({
  pipelineRunId: c.pipelineRunId,
  numNodes: c.numNodes,
  numEdges: c.numEdges,
  computedAt: c.computedAt,
});

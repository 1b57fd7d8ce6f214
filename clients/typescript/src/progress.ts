import type { components } from "./generated/openapi.js";

export type DatasetProgress = components["schemas"]["DatasetProgress"][string];

/** Where a cognify run stands, summed over its datasets. */
export interface CognifyProgress {
  /** queued: nothing picked up yet; processing; completed; errored: settled with failed items. */
  stage: "queued" | "processing" | "completed" | "errored";
  total: number;
  done: number;
  failed: number;
  /** done / total (1 when there is nothing to do). */
  fraction: number;
  elapsedSeconds: number;
  /** Seconds left at the rate observed so far; null until an item has finished. */
  etaSeconds: number | null;
  /** Whether every dataset's run has settled (completed or errored). */
  settled: boolean;
  datasets: Record<string, DatasetProgress>;
}

const SETTLED = new Set(["DATASET_PROCESSING_COMPLETED", "DATASET_PROCESSING_ERRORED"]);

/**
 * Sums `GET /datasets/status/progress` over datasets. `runIds` (dataset id → the run cognify started) makes an
 * older run's "completed" not count as this run's end; `elapsedMs` is time since the run was started.
 */
export function summariseProgress(datasets: Record<string, DatasetProgress>, elapsedMs: number, runIds: Record<string, string> = {}): CognifyProgress {
  let total = 0, done = 0, failed = 0, active = 0;
  let settled = true;
  for (const [id, p] of Object.entries(datasets)) {
    total += p.totalItems;
    done += p.completedItems;
    failed += p.erroredItems;
    active += p.processingItems;
    const current = !runIds[id] || p.pipelineRunId === runIds[id];
    if (!current || !p.status || !SETTLED.has(p.status)) settled = false;
  }
  const finished = done + failed;
  const elapsedSeconds = elapsedMs / 1000;
  const stage = settled ? (failed > 0 ? "errored" : "completed") : active > 0 || finished > 0 ? "processing" : "queued";
  const etaSeconds = settled ? 0 : finished > 0 ? Math.max(0, ((total - finished) * elapsedSeconds) / finished) : null;
  return { stage, total, done, failed, fraction: total === 0 ? 1 : finished / total, elapsedSeconds, etaSeconds, settled, datasets };
}

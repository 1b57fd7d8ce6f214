/** Status vocabulary shared by the pipelines, the pod and the status endpoints (cognee's names). */
import type { RunStatus } from "../../src/core/pipeline";

// One definition for both sides of the Worker/pod seam (src/core/pipeline.ts).
export { COGNIFY_PIPELINE, ItemStatus, RunStatus } from "../../src/core/pipeline";

/** `pipeline_runs` row as the pod returns it; `stage_ms` holds per-stage wall time in milliseconds. */
export interface PipelineRunRow {
  id: string;
  dataset_id: string;
  pipeline: string;
  status: RunStatus;
  total_items: number;
  done_items: number;
  failed_items: number;
  options: string | null;
  error: string | null;
  stage_ms: string | null;
  started_at: number;
  updated_at: number;
  ended_at: number | null;
}

/**
 * Pipeline vocabulary shared by the Worker (services, queue consumer) and the workspace pod: pipeline
 * names and statuses are cognee's, stored in the pod's `pipeline_runs` / `pipeline_items` and returned
 * by the status endpoints.
 */
export const COGNIFY_PIPELINE = "cognify_pipeline";

export const ItemStatus = {
  pending: "DATA_ITEM_PROCESSING_PENDING",
  started: "DATA_ITEM_PROCESSING_STARTED",
  completed: "DATA_ITEM_PROCESSING_COMPLETED",
  errored: "DATA_ITEM_PROCESSING_ERRORED",
} as const;
export type ItemStatus = (typeof ItemStatus)[keyof typeof ItemStatus];

export const RunStatus = {
  initiated: "DATASET_PROCESSING_INITIATED",
  started: "DATASET_PROCESSING_STARTED",
  completed: "DATASET_PROCESSING_COMPLETED",
  errored: "DATASET_PROCESSING_ERRORED",
} as const;
export type RunStatus = (typeof RunStatus)[keyof typeof RunStatus];

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

/** A claimed data item, as the pipeline needs it. */
export interface PipelineItem {
  id: string;
  dataset_id: string;
  name: string;
  extension: string | null;
  mime_type: string | null;
  kind: string;
  raw_key: string;
  text_key: string | null;
  external_metadata: string | null;
  node_set: string | null;
  owner_id: string;
  created_at: number;
  /** Claims of this item in its run so far, this one included. */
  attempts: number;
}

export interface StartRunResult {
  run: PipelineRunRow;
  itemIds: string[];
  /** True when every item of the dataset was already processed (cognee's PipelineRunAlreadyCompleted). */
  alreadyCompleted: boolean;
}

export const MAX_ITEM_ATTEMPTS = 3;

/**
 * A claim on a started item lasts this long without a heartbeat. Claims, stage heartbeats and completions
 * renew it, for the item and for its run, so the queued items of a run that is making progress stay live
 * however long the backlog; once a run has shown no progress for a lease, its started items are taken over
 * (by the watchdog, or by the next cognify call) instead of waiting for a 10-minute timeout. A lease of 60 s
 * with a 15 s watchdog puts recovery after a crash at 60-75 s.
 */
export const ITEM_LEASE_MS = 60_000;

/** How often a worker renews its lease while an item is in progress (a quarter of the lease). */
export const LEASE_HEARTBEAT_MS = ITEM_LEASE_MS / 4;

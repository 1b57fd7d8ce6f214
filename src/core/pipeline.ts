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

/** Attempts of one item (queue deliveries plus watchdog re-sends) before it is marked errored. */
export const MAX_ITEM_ATTEMPTS = 3;

/** Dataset and item status shapes. */

export interface DatasetProgress {
  pipeline: string;
  status: string | null;
  pipelineRunId: string | null;
  totalItems: number;
  completedItems: number;
  erroredItems: number;
  processingItems: number;
  pendingItems: number;
  /** Completed share of the dataset's items, 0..1 (1 for an empty dataset). */
  progress: number;
  startedAt: number | null;
  endedAt: number | null;
}

export interface GraphSummaryRow {
  datasetId: string;
  pipelineRunId: string | null;
  numNodes: number | null;
  numEdges: number | null;
  computedAt: number;
  status: "ok" | "failed";
  cached: boolean;
}

export interface ItemProcessingStatus {
  id: string;
  name: string;
  status: string;
  error: string | null;
  pipelineRunId: string | null;
  updatedAt: number | null;
}

export interface GraphCountTtls {
  /** Seconds a failed count is held before it is tried again (0: never held). */
  failedTtlSeconds: number;
  /** Seconds counts are held when no finished cognify run keys them (0: never held). */
  uncachedTtlSeconds: number;
}

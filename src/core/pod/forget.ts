/** Counts and results of forget. */

export interface ForgetCounts {
  data_items: number;
  chunks: number;
  nodes: number;
  edges: number;
  vectors: number;
  bytes: number;
  sessions: number;
}

export interface MemoryForgetResult {
  counts: ForgetCounts;
  /** Vector points removed; an external index must drop them too. */
  vectors: { collection: string; id: string }[];
}

/** Improve run records. */

export interface SkillRunRow {
  id: string;
  props: Record<string, unknown>;
  created_at: number;
}

export interface FeedbackUpdate {
  nodeIds: string[];
  edgeIds: string[];
  /** Normalised rating 0..1 (cognee: feedback_score 1..5 -> (s - 1) / 4). */
  rating: number;
}

export interface FeedbackWeightsResult {
  nodes_updated: number;
  edges_updated: number;
}

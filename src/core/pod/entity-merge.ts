/** Results of improve's entity merge. */

export interface MergeResult {
  entities_examined: number;
  clusters: number;
  merges: EntityMergeRecord[];
  /** Vector points removed from the pod; an external index (Vectorize) must drop them too. */
  vector_refs: { collection: string; id: string }[];
  embedding_rule: "used" | "unavailable";
}

export interface EntityMergeRecord {
  merged_id: string;
  merged_name: string | null;
  into_id: string;
  into_name: string | null;
  rule: MergeRule;
  score: number | null;
  edges_repointed: number;
}

export type MergeRule = "normalised_name" | "acronym" | "alias" | "embedding";

export interface MergeOptions {
  /** Cosine similarity (0..1) above which the embedding rule links two names. */
  similarity?: number;
  /** Only entities tagged with one of these node sets. */
  nodeSets?: string[] | null;
  maxEntities?: number;
  dryRun?: boolean;
}

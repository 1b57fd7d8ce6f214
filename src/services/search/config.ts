/**
 * Retrieval tuning. Defaults are cognee's values as used over HTTP (reference §3.1); a few are
 * configurable through variables (documented in the report / README): SEARCH_HYBRID_LANE_TOP_K, SEARCH_HYBRID_CHUNK_TOP_K,
 * SEARCH_GRAPH_EDGES_PER_NODE, BROAD_CONTEXT_TOKENS, BROAD_READING_TOKENS, BROAD_STORE_MB, BROAD_BATCH_MB,
 * SEARCH_HISTORY_MAX_CHARS.
 */
export interface SearchConfig {
  defaultTopK: number;
  /** Vector hits per collection in the graph search (cognee `wide_search_top_k`). */
  wideSearchTopK: number;
  /** Distance of a node or edge the vector search did not hit (cognee `triplet_distance_penalty`). */
  tripletDistancePenalty: number;
  /** Edges read per hit node when projecting the neighbourhood (bounds hub entities). */
  graphEdgesPerNode: number;
  /** Entity and fact lane size cap of HYBRID_COMPLETION (cognee DEFAULT_HYBRID_LANE_TOP_K = 10). */
  hybridLaneTopK: number;
  /**
   * Chunk lane size cap of HYBRID_COMPLETION. cognee caps every lane at 10; its published BEAM runs use
   * 20 passages, and passages carry most of the evidence locally, so the default here is 20.
   */
  hybridChunkTopK: number;
  maxEdgesPerEntity: number;
  cotMaxIter: number;
  contextExtensionRounds: number;
  /** TEMPORAL candidate pool = this x top_k (spec: candidate_top_k default 4 x top_k). */
  temporalCandidateFactor: number;
  /** Dated facts read per dataset when a window is asked. */
  temporalScanLimit: number;
  broad: { contextTokens: number; readingTokens: number; storeMb: number; batchMb: number };
  /** Characters of a result kept in the search history row (D1 rows are at most 2 MB). */
  historyMaxChars: number;
}

const int = (env: Record<string, unknown>, key: string, fallback: number, min = 1): number => {
  const v = env[key];
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : NaN;
  return Number.isFinite(n) && n >= min ? Math.floor(n) : fallback;
};

export function loadSearchConfig(envLike: object): SearchConfig {
  const env = envLike as Record<string, unknown>;
  return {
    defaultTopK: 15,
    wideSearchTopK: 100,
    tripletDistancePenalty: 6.5,
    graphEdgesPerNode: int(env, "SEARCH_GRAPH_EDGES_PER_NODE", 100),
    hybridLaneTopK: int(env, "SEARCH_HYBRID_LANE_TOP_K", 10),
    hybridChunkTopK: int(env, "SEARCH_HYBRID_CHUNK_TOP_K", 20),
    maxEdgesPerEntity: 10,
    cotMaxIter: 4,
    contextExtensionRounds: 4,
    temporalCandidateFactor: 4,
    temporalScanLimit: 20_000,
    broad: {
      contextTokens: int(env, "BROAD_CONTEXT_TOKENS", 8_000),
      readingTokens: int(env, "BROAD_READING_TOKENS", 2_000_000),
      storeMb: int(env, "BROAD_STORE_MB", 32),
      batchMb: int(env, "BROAD_BATCH_MB", 4),
    },
    historyMaxChars: int(env, "SEARCH_HISTORY_MAX_CHARS", 20_000),
  };
}

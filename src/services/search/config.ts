/**
 * Retrieval tuning, the `search` section of the settings (parsed in src/lib/settings.ts). Defaults are
 * cognee's values as used over HTTP (reference §3.1); a few are configurable through variables (README): SEARCH_HYBRID_LANE_TOP_K, SEARCH_HYBRID_CHUNK_TOP_K,
 * SEARCH_HYBRID_WEIGHTS, SEARCH_HYBRID_NEIGHBOURS, SEARCH_COMMON_TERM_SHARE, SEARCH_LEXICAL_TERM_BOUND, SEARCH_LEXICAL_PRUNE_MIN_MATCHES,
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
  /**
   * Weights of the evidence fused in the hybrid chunk lane (SEARCH_HYBRID_WEIGHTS="lexical:1,vector:0.2,..."):
   * each list's scores are scaled to its best hit (BM25 / best BM25, cosine / best cosine) and summed.
   */
  hybridWeights: { vector: number; lexical: number; summary: number; fact: number };
  /**
   * Share of a passage's score given to the passages 1, 2, ... steps away in reading order
   * (SEARCH_HYBRID_NEIGHBOURS="0.5,0.25"; "0" turns it off): in a conversation or a document the answer often
   * sits next to the passage the question's words match (the reply after a question, the sentence after a
   * heading).
   */
  hybridNeighbourWeights: number[];
  /**
   * The hybrid lexical list ignores query words found in more than this share of the dataset's chunks
   * (SEARCH_COMMON_TERM_SHARE, 0 = off): the workspace-wide FTS5 IDF would rank a dataset's ubiquitous words
   * as rare.
   */
  commonTermShare: number;
  /**
   * Lexical ranking shortcut (SEARCH_LEXICAL_TERM_BOUND, 0 = off): the most a common query term is assumed to
   * add to a chunk's BM25, in units of its IDF; rows holding only such terms are not scored when they cannot
   * reach the top k (2.2 = FTS5's ceiling k1 + 1, provably exact; 1.5 by default). See rankPruned.
   */
  lexicalTermBound: number;
  /** Total term matches below which BM25 scores every match (SEARCH_LEXICAL_PRUNE_MIN_MATCHES). */
  lexicalPruneMinMatches: number;
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

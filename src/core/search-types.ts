/** The search types of the interface (cognee's SearchType), shared by the request schemas and the retrievers. */

/** The `search_type` enumeration (spec: Search types). */
export const SEARCH_TYPES = [
  "HYBRID_COMPLETION",
  "GRAPH_COMPLETION",
  "RAG_COMPLETION",
  "CHUNKS",
  "SUMMARIES",
  "TRIPLET_COMPLETION",
  "CHUNKS_LEXICAL",
  "CODING_RULES",
  "CODE",
  "TEMPORAL",
  "GRAPH_COMPLETION_COT",
  "GRAPH_COMPLETION_CONTEXT_EXTENSION",
  "GRAPH_SUMMARY_COMPLETION",
  "CYPHER",
  "NATURAL_LANGUAGE",
  "SKILLS",
  "FEELING_LUCKY",
  "BROAD",
] as const;

export type SearchType = (typeof SEARCH_TYPES)[number];

import type { AiProvider } from "../../ai/types";
import type { Settings } from "../../lib/settings";
import type { DatasetRow } from "../../storage/d1/datasets.repo";
import type { PodStub } from "../../storage/pods";
import type { VectorIndex } from "../../storage/vectors/vector-index";
import type { SearchConfig } from "../../lib/settings";
import { type VectorHit } from "../../core/pod/retrieval";
import { type SearchType } from "../../core/search-types";

/** What one search asks, after validation. */
export interface SearchRequest {
  query: string;
  searchType: SearchType;
  topK: number;
  /** Node-set filter (`node_name`). */
  nodeName: string[] | null;
  onlyContext: boolean;
  systemPrompt: string | null;
  sessionId: string | null;
  /** Earlier turns of the session, rendered for the answer prompt. */
  history?: string;
  /** CODE search: the operation and its arguments (`code_query`). */
  codeQuery?: Record<string, unknown> | null;
}

/** Everything a retriever may use for one dataset. Built once per request and dataset. */
export interface RetrieverDeps {
  settings: Settings;
  config: SearchConfig;
  provider: AiProvider;
  dataset: DatasetRow;
  pod: PodStub;
  vectors: VectorIndex;
  /** Query embeddings, cached per request (the same text is embedded once across datasets and rounds). */
  embed(text: string): Promise<Float32Array>;
  /** Vector search over some collections of this dataset (one round trip for all of them). */
  vectorSearch(collections: string[], text: string, limit: number, nodeSets?: string[] | null): Promise<VectorHit[]>;
  now: Date;
}

/** One retrieved element in a uniform shape, kept for recall entries and session bookkeeping. */
export interface RetrievedItem {
  kind: "chunk" | "summary" | "triplet" | "fact" | "entity" | "row";
  text: string;
  /** Higher is better, when the retriever has a score. */
  score: number | null;
  metadata: { data_id?: string; chunk_id?: string; chunk_index?: number; document_name?: string };
}

/**
 * A retriever's answer for one dataset, as cognee's `SearchResultPayload`: `search_result` is the context
 * with `only_context`, else the completion when non-empty, else the context when non-empty, else the
 * objects.
 */
export interface RetrieverOutput {
  objects: unknown[];
  context: string | unknown[] | null;
  completion: unknown[] | null;
  /** The type that actually ran (FEELING_LUCKY, TEMPORAL's fallback, TRIPLET_COMPLETION). */
  effectiveType: SearchType;
  usedNodeIds: string[];
  usedEdgeIds: string[];
  items: RetrievedItem[];
  notes?: string[];
}

export interface Retriever {
  readonly type: SearchType;
  run(deps: RetrieverDeps, request: SearchRequest): Promise<RetrieverOutput>;
}

/** The output of a type whose answer, context and objects are one list of rows (CHUNKS, SUMMARIES, SKILLS...). */
export function rowsOutput(type: SearchType, rows: unknown[], usedNodeIds: string[], items: RetrievedItem[]): RetrieverOutput {
  return { objects: rows, context: rows, completion: rows, effectiveType: type, usedNodeIds, usedEdgeIds: [], items };
}

export function emptyOutput(type: SearchType): RetrieverOutput {
  return { objects: [], context: null, completion: null, effectiveType: type, usedNodeIds: [], usedEdgeIds: [], items: [] };
}

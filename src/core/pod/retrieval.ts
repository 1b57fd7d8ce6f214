/** Rows and results of the pod's retrieval RPCs, and the pure helpers both sides use to rank them. */

/** Relations written by cognify for structure, not extracted as facts. */
export const STRUCTURAL_RELATIONS = ["contains", "is_part_of", "made_from", "belongs_to_set", "is_a"];

export interface ChunkRow {
  id: string;
  datasetId: string;
  dataId: string;
  chunkIndex: number;
  text: string;
  tokenCount: number;
  cutType: string | null;
  documentName: string | null;
  /** Positive BM25 (higher is better) for lexical hits; 0 otherwise. */
  score: number;
  /** The item's `effective_date` (external metadata), when the pipeline recorded one. */
  effectiveDate: string | null;
  createdAt: number;
}

export interface LexicalQuery {
  datasetIds: string[];
  query: string;
  limit: number;
  /** Keep only chunks of items tagged with one of these node sets. */
  nodeSets?: string[] | null;
  /** Keep only chunks of these data items. */
  dataIds?: string[] | null;
  /**
   * Drop query terms found in more than this share of a searched dataset's chunks (when others remain).
   * FTS5 computes IDF over the whole workspace index, so a dataset's own ubiquitous words (a speaker's name on
   * every message of a chat, a product name in every page of its manual) rank as rare and outweigh the words
   * that discriminate; BM25 over the dataset alone gives them almost no weight.
   */
  commonTermShare?: number | null;
  /**
   * Ranking shortcut (0 = off: BM25 over every match). A common query term adds at most about this many
   * times its IDF to a chunk's score (2.2 = k1 + 1 is FTS5's hard ceiling; 1.5 covers a term used up to
   * three times in a chunk of average length): see rankPruned. Default DEFAULT_LEXICAL_TERM_BOUND.
   */
  termBound?: number | null;
  /** Total term matches below which the plain ranking runs (it is cheap there). Default 2,000. */
  pruneMinMatches?: number | null;
}

export interface SequenceAnchor {
  id: string;
  dataId: string;
  chunkIndex: number;
}

export interface SequenceNeighbour {
  anchorId: string;
  /** Steps from the anchor in reading order (1 = adjacent). */
  distance: number;
  /** Whether the neighbour comes before the anchor. */
  before: boolean;
  id: string;
  dataId: string;
  chunkIndex: number;
}

export interface GraphNodeOut {
  id: string;
  type: string;
  name: string | null;
  description: string | null;
  /** Chunk text for DocumentChunk nodes, summary text for TextSummary nodes. */
  text: string | null;
  importanceWeight: number;
  props: Record<string, unknown>;
}

export interface GraphEdgeOut {
  id: string;
  sourceId: string;
  targetId: string;
  relationshipName: string;
  edgeText: string | null;
  props: Record<string, unknown>;
}

export interface ScoredTriplet {
  source: GraphNodeOut;
  edge: GraphEdgeOut;
  target: GraphNodeOut;
  score: number;
}

/** The projection's inputs from vector hits: node distances by id, fact distances by sentence (best hit wins). */
export function tripletDistances(
  hits: { collection: string; id: string; score: number; text: string | null; payload: Record<string, unknown> }[],
  factCollection: string,
): { nodeDistances: Record<string, number>; edgeTextDistances: Record<string, number> } {
  const nodeDistances: Record<string, number> = {};
  const edgeTextDistances: Record<string, number> = {};
  for (const h of hits) {
    if (h.collection === factCollection) {
      const text = h.text ?? (h.payload.text as string | undefined);
      if (text && !(text in edgeTextDistances)) edgeTextDistances[text] = h.score;
    } else if (!(h.id in nodeDistances) || nodeDistances[h.id]! > h.score) {
      nodeDistances[h.id] = h.score;
    }
  }
  return { nodeDistances, edgeTextDistances };
}

export interface TripletProjectionInput {
  datasetId: string;
  /** Cosine distance of every vector hit, by node id (entities, types, chunks, summaries, documents). */
  nodeDistances: Record<string, number>;
  /** Cosine distance of fact hits, by edge text (EdgeType points are keyed by their sentence). */
  edgeTextDistances: Record<string, number>;
  /** Distance of anything the vector search did not hit (cognee: 6.5). */
  penalty: number;
  topK: number;
  /** Edges read per hit node (bounds hub entities mentioned by thousands of chunks). */
  perNodeEdgeCap: number;
  nodeSets?: string[] | null;
  /** Edges (`source|rel|target`) already used in earlier rounds (context extension). */
  excludeEdgeKeys?: string[];
}

/** The projection's settings; the distances come from the vector hits (tripletDistances). */
export type TripletProjection = Omit<TripletProjectionInput, "nodeDistances" | "edgeTextDistances">;

export interface EntityBlock {
  entity: GraphNodeOut;
  edges: { edge: GraphEdgeOut; other: GraphNodeOut; outgoing: boolean; distance: number | null }[];
}

export interface DatedFact {
  edge: GraphEdgeOut;
  source: GraphNodeOut | null;
  target: GraphNodeOut | null;
  dates: string[];
}

export interface DatasetProfile {
  documents: number;
  chunks: number;
  entities: number;
  chunkBytes: number;
  entityTypes: { type: string; count: number }[];
}

export const edgeKey = (e: { sourceId: string; relationshipName: string; targetId: string }) =>
  `${e.sourceId}|${e.relationshipName}|${e.targetId}`;

export interface VectorHit {
  collection: string;
  id: string;
  score: number;
  text: string | null;
  payload: Record<string, unknown>;
  datasetId: string;
}

import type { ScoredTriplet } from "../../../workers/pod/retrieval";
import type { VectorHit } from "../../../workers/pod/vectors";
import { Collections } from "../../storage/vectors/vector-index";
import type { RetrieverDeps } from "./types";

/** Collections searched by the graph retrievers (cognee: every `<DataPoint>_<field>` + EdgeType). */
export const GRAPH_COLLECTIONS = [
  Collections.entity,
  Collections.entityType,
  Collections.chunk,
  Collections.summary,
  Collections.document,
  "PdfDocument_name",
  "CsvDocument_name",
  Collections.edgeType,
];

export interface TripletSearchResult {
  triplets: ScoredTriplet[];
  hits: VectorHit[];
}

/**
 * cognee's brute-force triplet search (reference §3.2): embed the query once, search every collection
 * (wide_search_top_k each), then the pod projects the one-hop neighbourhood of the hit nodes, assigns
 * distances (penalty 6.5 when not hit; edges matched to fact hits by their sentence) and returns the
 * `topK` triplets with the smallest Σ (2 - importance) x distance.
 */
export async function bruteForceTriplets(
  deps: RetrieverDeps,
  query: string,
  options: { topK: number; nodeSets?: string[] | null; excludeEdgeKeys?: string[] },
): Promise<TripletSearchResult> {
  // Only ids, distances and fact sentences feed the projection: no payloads, no texts but the facts'.
  const hits = await deps.vectorSearch(GRAPH_COLLECTIONS, query, deps.config.wideSearchTopK, options.nodeSets, { lean: true, textFor: [Collections.edgeType] });
  const nodeDistances: Record<string, number> = {};
  const edgeTextDistances: Record<string, number> = {};
  for (const h of hits) {
    if (h.collection === Collections.edgeType) {
      const text = h.text ?? (h.payload.text as string | undefined);
      if (text && !(text in edgeTextDistances)) edgeTextDistances[text] = h.score;
    } else if (!(h.id in nodeDistances) || nodeDistances[h.id]! > h.score) {
      nodeDistances[h.id] = h.score;
    }
  }
  if (Object.keys(nodeDistances).length === 0 && Object.keys(edgeTextDistances).length === 0) return { triplets: [], hits };
  const triplets = (await deps.pod.projectTriplets({
    datasetId: deps.dataset.id,
    nodeDistances,
    edgeTextDistances,
    penalty: deps.config.tripletDistancePenalty,
    topK: options.topK,
    perNodeEdgeCap: deps.config.graphEdgesPerNode,
    nodeSets: options.nodeSets ?? null,
    excludeEdgeKeys: options.excludeEdgeKeys,
  })) as ScoredTriplet[];
  return { triplets, hits };
}

export const tripletKey = (t: ScoredTriplet) => `${t.edge.sourceId}|${t.edge.relationshipName}|${t.edge.targetId}`;

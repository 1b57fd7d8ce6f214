import type { RetrieverDeps } from "./types";
import { Collections } from "../../core/graph-ids";
import { type ScoredTriplet } from "../../core/pod/retrieval";

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
  if (!query.trim()) return { triplets: [] };
  const nodeSets = options.nodeSets?.length ? options.nodeSets : undefined;
  // Only ids, distances and fact sentences feed the projection: no payloads, no texts but the facts'.
  const triplets = await deps.vectors.searchTriplets(
    {
      datasetIds: [deps.dataset.id],
      collections: GRAPH_COLLECTIONS,
      vector: await deps.embed(query),
      limit: deps.config.wideSearchTopK,
      nodeSets,
      lean: true,
      textFor: [Collections.edgeType],
    },
    deps.provider.embedder.model,
    {
      datasetId: deps.dataset.id,
      penalty: deps.config.tripletDistancePenalty,
      topK: options.topK,
      perNodeEdgeCap: deps.config.graphEdgesPerNode,
      nodeSets: options.nodeSets ?? null,
      excludeEdgeKeys: options.excludeEdgeKeys,
    },
    Collections.edgeType,
  );
  return { triplets };
}

export const tripletKey = (t: ScoredTriplet) => `${t.edge.sourceId}|${t.edge.relationshipName}|${t.edge.targetId}`;

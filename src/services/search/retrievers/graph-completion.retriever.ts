import { renderGraphContext, tripletItems, tripletObjects, tripletUsedIds } from "../context";
import { generateAnswer } from "../completion";
import { bruteForceTriplets } from "../triplet-search";
import type { Retriever, RetrieverDeps, RetrieverOutput, SearchRequest } from "../types";
import { type SearchType } from "../../../core/search-types";

/** The graph context of a query: triplet search and cognee's rendering (shared by the graph family). */
export async function graphContext(deps: RetrieverDeps, req: SearchRequest, query = req.query) {
  const { triplets } = await bruteForceTriplets(deps, query, { topK: req.topK, nodeSets: req.nodeName });
  return { triplets, context: renderGraphContext(triplets) };
}

export async function runGraphCompletion(deps: RetrieverDeps, req: SearchRequest, type: SearchType): Promise<RetrieverOutput> {
  const { triplets, context } = await graphContext(deps, req);
  return answerOverTriplets(deps, req, triplets, type, context);
}

/** The graph family's output: the triplets' context, one answer over it (unless only context), the ids used. */
export async function answerOverTriplets(
  deps: RetrieverDeps,
  req: SearchRequest,
  triplets: Parameters<typeof renderGraphContext>[0],
  type: SearchType,
  // Already rendered by the caller: rendering titles every chunk node by its word counts (~0.2 ms at top_k 10).
  context = renderGraphContext(triplets),
): Promise<RetrieverOutput> {
  const answer = req.onlyContext ? null : await generateAnswer(deps, req, context, "graph");
  const used = tripletUsedIds(triplets);
  return {
    objects: tripletObjects(triplets),
    context,
    completion: answer ? [answer] : null,
    effectiveType: type,
    usedNodeIds: used.nodeIds,
    usedEdgeIds: used.edgeIds,
    items: tripletItems(triplets),
  };
}

/** GRAPH_COMPLETION: brute-force triplet search (top_k triplets), graph context, one answer. */
export const graphCompletionRetriever: Retriever = {
  type: "GRAPH_COMPLETION",
  run: (deps, req) => runGraphCompletion(deps, req, "GRAPH_COMPLETION"),
};

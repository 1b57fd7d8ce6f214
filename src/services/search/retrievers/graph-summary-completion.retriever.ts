import { factSummary, renderGraphContext, tripletItems, tripletObjects, tripletUsedIds } from "../context";
import { generateAnswer, summarizeContext } from "../completion";
import { bruteForceTriplets } from "../triplet-search";
import type { Retriever } from "../types";

/**
 * GRAPH_SUMMARY_COMPLETION: the graph context is condensed before answering. With an LLM, cognee's
 * summarisation call; offline, an extractive summary (factSummary): the distinct fact sentences of the
 * triplets, best first.
 */
export const graphSummaryCompletionRetriever: Retriever = {
  type: "GRAPH_SUMMARY_COMPLETION",
  async run(deps, req) {
    const { triplets } = await bruteForceTriplets(deps, req.query, { topK: req.topK, nodeSets: req.nodeName });
    const graph = renderGraphContext(triplets);
    const summary = (await summarizeContext(deps, req.query, graph)) ?? factSummary(triplets);
    const answer = req.onlyContext ? null : await generateAnswer(deps, req, summary, "summary");
    const used = tripletUsedIds(triplets);
    return {
      objects: tripletObjects(triplets),
      context: summary,
      completion: answer ? [answer] : null,
      effectiveType: "GRAPH_SUMMARY_COMPLETION",
      usedNodeIds: used.nodeIds,
      usedEdgeIds: used.edgeIds,
      items: tripletItems(triplets),
    };
  },
};

import { renderGraphContext, tripletFacts } from "../context";
import { generateAnswer } from "../completion";
import { bruteForceTriplets, tripletKey } from "../triplet-search";
import { answerOverTriplets } from "./graph-completion.retriever";
import type { Retriever } from "../types";
import { type ScoredTriplet } from "../../../core/pod/retrieval";

/**
 * GRAPH_COMPLETION_CONTEXT_EXTENSION: up to 4 rounds of answering with the current context and using the
 * answer as the next triplet query; new triplets extend the context; stops early when a round adds none.
 */
export const graphContextExtensionRetriever: Retriever = {
  type: "GRAPH_COMPLETION_CONTEXT_EXTENSION",
  async run(deps, req) {
    const first = await bruteForceTriplets(deps, req.query, { topK: req.topK, nodeSets: req.nodeName });
    const triplets: ScoredTriplet[] = [...first.triplets];
    const seen = new Set(triplets.map(tripletKey));
    let rounds = 0;
    for (let i = 0; i < deps.config.contextExtensionRounds && triplets.length; i++) {
      // The answer to extend from; offline, the best fact of the current context stands in for it.
      const answer = (await generateAnswer(deps, req, renderGraphContext(triplets), "graph")) ?? tripletFacts(triplets)[0];
      if (!answer) break;
      const more = await bruteForceTriplets(deps, answer, { topK: req.topK, nodeSets: req.nodeName, excludeEdgeKeys: [...seen] });
      const fresh = more.triplets.filter((t) => !seen.has(tripletKey(t)));
      if (fresh.length === 0) break;
      for (const t of fresh) seen.add(tripletKey(t));
      triplets.push(...fresh);
      rounds++;
    }
    const out = await answerOverTriplets(deps, req, triplets, "GRAPH_COMPLETION_CONTEXT_EXTENSION");
    return { ...out, notes: rounds ? [`extension rounds: ${rounds}`] : undefined };
  },
};

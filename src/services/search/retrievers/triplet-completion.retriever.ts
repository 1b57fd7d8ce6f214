import { runGraphCompletion } from "./graph-completion.retriever";
import type { Retriever } from "../types";

export const TRIPLET_DEPRECATION =
  "TRIPLET_COMPLETION is deprecated and runs as GRAPH_COMPLETION; it will be removed in a later release.";

/** TRIPLET_COMPLETION (deprecated): runs as GRAPH_COMPLETION, with a deprecation note. */
export const tripletCompletionRetriever: Retriever = {
  type: "TRIPLET_COMPLETION",
  async run(deps, req) {
    const out = await runGraphCompletion(deps, req, "GRAPH_COMPLETION");
    return { ...out, notes: [TRIPLET_DEPRECATION] };
  },
};

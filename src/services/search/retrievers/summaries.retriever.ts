import { hitItem, indexPayload } from "../context";
import type { Retriever } from "../types";
import { Collections } from "../../../core/graph-ids";

/** SUMMARIES: vector top-k over `TextSummary_text`; payloads carry `source_chunk_id`. */
export const summariesRetriever: Retriever = {
  type: "SUMMARIES",
  async run(deps, req) {
    const hits = await deps.vectorSearch([Collections.summary], req.query, req.topK, req.nodeName);
    const payloads = hits.map(indexPayload);
    return {
      objects: payloads,
      context: payloads,
      completion: payloads,
      effectiveType: "SUMMARIES",
      usedNodeIds: hits.map((h) => h.id),
      usedEdgeIds: [],
      items: hits.map((h) => hitItem(h, "summary")),
    };
  },
};

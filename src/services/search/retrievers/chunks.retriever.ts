import { hitItem, indexPayload } from "../context";
import type { Retriever } from "../types";
import { Collections } from "../../../core/graph-ids";

/** CHUNKS: vector top-k over `DocumentChunk_text` (node-set filter on `belongs_to_set`); payloads, no LLM. */
export const chunksRetriever: Retriever = {
  type: "CHUNKS",
  async run(deps, req) {
    const hits = await deps.vectorSearch([Collections.chunk], req.query, req.topK, req.nodeName);
    const payloads = hits.map(indexPayload);
    return {
      objects: payloads,
      context: payloads,
      completion: payloads,
      effectiveType: "CHUNKS",
      usedNodeIds: hits.map((h) => h.id),
      usedEdgeIds: [],
      items: hits.map((h) => hitItem(h, "chunk")),
    };
  },
};

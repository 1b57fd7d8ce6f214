import { hitItem, indexPayload } from "../context";
import { type Retriever, rowsOutput } from "../types";
import { Collections } from "../../../core/graph-ids";
import type { SearchType } from "../../../core/search-types";

/** Vector top-k over one collection (node-set filter on `belongs_to_set`); the index payloads, no LLM. */
function payloadRetriever(type: SearchType, collection: string, kind: "chunk" | "summary"): Retriever {
  return {
    type,
    async run(deps, req) {
      const hits = await deps.vectorSearch([collection], req.query, req.topK, req.nodeName);
      return rowsOutput(type, hits.map(indexPayload), hits.map((h) => h.id), hits.map((h) => hitItem(h, kind)));
    },
  };
}

/** CHUNKS: vector top-k over `DocumentChunk_text`. */
export const chunksRetriever = payloadRetriever("CHUNKS", Collections.chunk, "chunk");

/** SUMMARIES: vector top-k over `TextSummary_text`; payloads carry `source_chunk_id`. */
export const summariesRetriever = payloadRetriever("SUMMARIES", Collections.summary, "summary");

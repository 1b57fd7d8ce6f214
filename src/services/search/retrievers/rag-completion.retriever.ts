import { hitItem, indexPayload, renderPassagesPlain } from "../context";
import { generateAnswer } from "../completion";
import type { Retriever } from "../types";
import { Collections } from "../../../core/graph-ids";

/** RAG_COMPLETION: vector top-k chunks joined by newlines, one answer (cognee `CompletionRetriever`). */
export const ragCompletionRetriever: Retriever = {
  type: "RAG_COMPLETION",
  async run(deps, req) {
    const hits = await deps.vectorSearch([Collections.chunk], req.query, req.topK, req.nodeName);
    const texts = hits.map((h) => (h.payload.text as string | undefined) ?? h.text ?? "");
    const context = renderPassagesPlain(texts);
    const shown = hits.map((h, i) => ({
      id: h.id,
      text: texts[i]!,
      dataId: (h.payload.data_id as string | undefined) ?? null,
      chunkIndex: typeof h.payload.chunk_index === "number" ? h.payload.chunk_index : null,
    }));
    const answer = req.onlyContext ? null : await generateAnswer(deps, req, context, "rag", req.query, shown);
    return {
      objects: hits.map(indexPayload),
      context,
      completion: answer ? [answer] : null,
      effectiveType: "RAG_COMPLETION",
      usedNodeIds: hits.map((h) => h.id),
      usedEdgeIds: [],
      items: hits.map((h) => hitItem(h, "chunk")),
    };
  },
};

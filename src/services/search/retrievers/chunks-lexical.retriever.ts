import { chunkItem, lexicalPayload } from "../context";
import { type Retriever, rowsOutput } from "../types";
import { type ChunkRow } from "../../../core/pod/retrieval";

/**
 * CHUNKS_LEXICAL: BM25 over the pod's FTS5 index (`bm25()`, porter tokenizer, stop words removed).
 * Unlike cognee's in-memory BM25 it returns matching chunks only (no zero-score filler).
 */
export const chunksLexicalRetriever: Retriever = {
  type: "CHUNKS_LEXICAL",
  async run(deps, req) {
    const rows = (await deps.pod.lexicalChunks({
      datasetIds: [deps.dataset.id],
      query: req.query,
      limit: req.topK,
      nodeSets: req.nodeName,
      termBound: deps.config.lexicalTermBound,
      pruneMinMatches: deps.config.lexicalPruneMinMatches,
    })) as ChunkRow[];
    return rowsOutput("CHUNKS_LEXICAL", rows.map(lexicalPayload), rows.map((r) => r.id), rows.map((r) => chunkItem(r, r.score)));
  },
};

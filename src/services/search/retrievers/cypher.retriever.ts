import type { CypherResult } from "../../../core/cypher/executor";
import { parseCypher } from "../../../core/cypher/parser";
import type { Retriever } from "../types";

/**
 * CYPHER: the query text is a read-only Cypher query (MATCH / WHERE / RETURN / ORDER BY / LIMIT subset)
 * executed over this dataset's graph in the workspace pod; the result is the raw rows. Writes are refused.
 */
export const cypherRetriever: Retriever = {
  type: "CYPHER",
  async run(deps, req) {
    const query = parseCypher(req.query);
    const result = (await deps.pod.runCypher(deps.dataset.id, query)) as CypherResult;
    return {
      objects: result.rows,
      context: null,
      completion: null,
      effectiveType: "CYPHER",
      usedNodeIds: [],
      usedEdgeIds: [],
      items: result.rows.map((row) => ({ kind: "row", text: JSON.stringify(row), score: null, metadata: {} })),
      notes: result.truncated ? ["Rows were truncated to 1,000; add a LIMIT to page."] : undefined,
    };
  },
};

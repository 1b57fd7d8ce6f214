import { routable, routeQuery } from "../../query-router";
import { type Retriever, type RetrieverDeps } from "../types";
import { SEARCH_TYPES, type SearchType } from "../../../core/search-types";

const NOT_SELECTABLE = new Set<SearchType>(["FEELING_LUCKY", "CODE", "CODING_RULES", "SKILLS"]);

/**
 * Picks the search type for a query. With an LLM: one call listing the types (cognee's
 * `select_search_type`; an invalid answer falls back to RAG_COMPLETION). Offline: the recall router's
 * weighted rules. An empty graph always gets HYBRID_COMPLETION.
 */
export async function selectSearchType(deps: RetrieverDeps, query: string): Promise<SearchType> {
  const status = (await deps.pod.retrievalStatus([deps.dataset.id])) as Record<string, { nodes: number }>;
  if (!status[deps.dataset.id]?.nodes) return "HYBRID_COMPLETION";
  const allowCypher = deps.settings.allowCypherQuery;
  const llm = deps.provider.llm;
  if (llm) {
    const options = SEARCH_TYPES.filter((t) => !NOT_SELECTABLE.has(t) && (allowCypher || (t !== "CYPHER" && t !== "NATURAL_LANGUAGE")));
    try {
      const answer = (
        await llm.text({
          system:
            "Choose the best search type for the query. Answer with the type name only. HYBRID_COMPLETION: general questions; " +
            "GRAPH_COMPLETION: facts about named things; GRAPH_COMPLETION_COT: multi-step reasoning; GRAPH_COMPLETION_CONTEXT_EXTENSION: " +
            "how things are connected; GRAPH_SUMMARY_COMPLETION: summaries; RAG_COMPLETION: answers from passages; CHUNKS: raw passages; " +
            "CHUNKS_LEXICAL: exact words; SUMMARIES: document summaries; TEMPORAL: questions about a time or period; BROAD: counts, totals " +
            "and lists over everything" + (allowCypher ? "; CYPHER: the query is Cypher; NATURAL_LANGUAGE: graph database questions." : "."),
          prompt: `Types: ${options.join(", ")}\n\nQuery: ${query}`,
        })
      ).trim().toUpperCase().replace(/[^A-Z_]/g, "");
      return (options as readonly string[]).includes(answer) ? (answer as SearchType) : "RAG_COMPLETION";
    } catch {
      return "RAG_COMPLETION";
    }
  }
  return routable(routeQuery(query).searchType, { allowCypher });
}

/** FEELING_LUCKY: runs the type `selectSearchType` picks; the effective type is recorded in the result. */
export function createFeelingLuckyRetriever(resolve: (type: SearchType) => Retriever): Retriever {
  return {
    type: "FEELING_LUCKY",
    async run(deps, req) {
      const chosen = await selectSearchType(deps, req.query);
      const out = await resolve(chosen).run(deps, { ...req, searchType: chosen });
      return { ...out, notes: [...(out.notes ?? []), `FEELING_LUCKY selected ${chosen}`] };
    },
  };
}

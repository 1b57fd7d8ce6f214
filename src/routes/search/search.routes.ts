import { createRoute } from "@hono/zod-openapi";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import { SearchHistoryResponseSchema, SearchRequestSchema, SearchResponseSchema } from "../../../schemas/search.schemas";

export const searchRoute = createRoute({
  method: "post",
  path: "/search",
  operationId: "search",
  tags: ["search"],
  summary: "Search memory: one result per dataset, shaped by search type (answers, passages, triplets, rows)",
  description:
    "Types: HYBRID_COMPLETION (default), GRAPH_COMPLETION, RAG_COMPLETION, CHUNKS, CHUNKS_LEXICAL, SUMMARIES, TRIPLET_COMPLETION " +
    "(deprecated, runs as GRAPH_COMPLETION), GRAPH_COMPLETION_COT, GRAPH_COMPLETION_CONTEXT_EXTENSION, GRAPH_SUMMARY_COMPLETION, TEMPORAL, " +
    "BROAD, FEELING_LUCKY, CYPHER and NATURAL_LANGUAGE (both only with ALLOW_CYPHER_QUERY=true). Needs read permission on every dataset named. " +
    "The `X-Search-Type` response header names the type that ran.",
  security,
  request: { body: { content: { "application/json": { schema: SearchRequestSchema } }, required: true } },
  responses: {
    200: jsonContent(SearchResponseSchema, "One entry per dataset searched"),
    ...errorResponses,
  },
});

export const searchHistoryRoute = createRoute({
  method: "get",
  path: "/search",
  operationId: "getSearchHistory",
  tags: ["search"],
  summary: "The caller's search history (queries and results, oldest first)",
  security,
  responses: {
    200: jsonContent(SearchHistoryResponseSchema, "History entries"),
    ...errorResponses,
  },
});

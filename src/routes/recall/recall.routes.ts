import { createRoute } from "@hono/zod-openapi";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import { RecallRequestSchema, RecallResponseSchema } from "../../../schemas/recall.schemas";
import { SearchHistoryResponseSchema } from "../../../schemas/search.schemas";

export const recallRoute = createRoute({
  method: "post",
  path: "/recall",
  operationId: "recall",
  tags: ["recall"],
  summary: "Recall memory for an agent: auto-routed search, session-aware, cognee recall entries",
  description:
    "Without `search_type` the query is routed by weighted rules (date-scoped questions to TEMPORAL, counts to BROAD, " +
    "relationships to context extension...). With `session_id`, earlier turns are searched and this turn is stored. " +
    "Entries are discriminated by `source` (`graph`, `session`, `system`).",
  security,
  request: { body: { content: { "application/json": { schema: RecallRequestSchema } }, required: true } },
  responses: {
    200: jsonContent(RecallResponseSchema, "Recall entries"),
    ...errorResponses,
  },
});

export const recallHistoryRoute = createRoute({
  method: "get",
  path: "/recall",
  operationId: "getRecallHistory",
  tags: ["recall"],
  summary: "The caller's search and recall history (oldest first)",
  security,
  responses: {
    200: jsonContent(SearchHistoryResponseSchema, "History entries"),
    ...errorResponses,
  },
});

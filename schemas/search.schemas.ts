import { z } from "@hono/zod-openapi";
import { SEARCH_TYPES } from "../src/core/search-types";
import { aliasedBody, type BodyCheck, refuseFields, requireText } from "./common.schemas";

/** The fields the HTTP search endpoint refuses (spec: SDK-level options). */
export const REFUSED_SEARCH_FIELDS = ["retriever_specific_config", "wide_search_top_k", "triplet_distance_penalty", "verbose"] as const;

/**
 * The spec's order for search and recall bodies: a refused SDK-only field is a 422 first, then a missing, null or
 * blank `query` is a 400 (MissingQueryError), then the schema's 422s (unknown type, bad `top_k`, wrong types).
 */
export const SEARCH_BODY_CHECKS: BodyCheck[] = [
  refuseFields(REFUSED_SEARCH_FIELDS, "is not accepted by the HTTP search endpoint (it is an SDK-level option); remove it from the request."),
  requireText("query", "Field 'query' is required: send the question or search text in 'query'.", "MissingQueryError"),
];

/** Fields search and recall share; keys are snake_case or camelCase (cognee's DTO aliases), unknown ones ignored. */
export const searchFields = {
  query: z
    .string()
    .max(20_000, "query is longer than 20,000 characters")
    .nullish()
    .openapi({ description: "The question or search text (required).", example: "Where was Marie Curie born?" }),
  search_type: z.enum(SEARCH_TYPES).nullish().openapi({ description: "Default HYBRID_COMPLETION." }),
  datasets: z.array(z.string()).nullish().openapi({ description: "Dataset names (the caller's own)." }),
  dataset_ids: z.array(z.string()).nullish().openapi({ description: "Dataset ids; when given, names are ignored." }),
  top_k: z
    .number()
    .int()
    .nullish()
    .refine((v) => v === null || v === undefined || (v >= 1 && v <= 1000), { message: "top_k must be between 1 and 1000.", params: { type: "QueryValidationError" } })
    .openapi({ description: "Results / triplets per dataset (default 15, 1..1000)." }),
  node_name: z.array(z.string()).nullish().openapi({ description: "Node-set filter: only content tagged with one of these sets." }),
  only_context: z.boolean().nullish().openapi({ description: "Return the retrieved context instead of an answer." }),
  system_prompt: z.string().nullish(),
  session_id: z.string().max(256).nullish(),
};

/** `POST /api/v1/search` body (checks: SEARCH_BODY_CHECKS; the document marks `query` required, as the spec does). */
export const SearchRequestSchema = aliasedBody(
  "SearchRequest",
  {
    ...searchFields,
    code_query: z
      .record(z.string(), z.unknown())
      .nullish()
      .openapi({ description: "CODE search: `{operation, ...arguments}` (operation defaults to explore; see operation `capabilities`)." }),
  },
  { required: ["query"], example: { query: "Where was Marie Curie born?", search_type: "GRAPH_COMPLETION", datasets: ["main_dataset"], top_k: 10 } },
  SEARCH_BODY_CHECKS,
);

export type SearchBody = z.output<typeof SearchRequestSchema>;

export const SearchResultEntrySchema = z
  .object({
    dataset_id: z.string(),
    dataset_name: z.string(),
    dataset_tenant_id: z.string().nullable(),
    search_result: z.unknown().openapi({ description: "Shape depends on the search type (an answer list, payloads, rows...)." }),
  })
  .openapi("SearchResultEntry");

export const SearchResponseSchema = z.array(SearchResultEntrySchema).openapi("SearchResponse");

export const SearchHistoryItemSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    user: z.enum(["user", "system"]),
    createdAt: z.string(),
    datasetId: z.string().nullable(),
  })
  .openapi("SearchHistoryItem");

export const SearchHistoryResponseSchema = z.array(SearchHistoryItemSchema);

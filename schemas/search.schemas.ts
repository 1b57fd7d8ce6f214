import { z } from "@hono/zod-openapi";
import { SEARCH_TYPES } from "../src/core/search-types";

/**
 * `POST /api/v1/search` body. Keys are snake_case or camelCase (cognee's DTO aliases). `query` is
 * required (400 when absent, checked by the service so it is not a 422); unknown fields are ignored,
 * except the SDK-only options the HTTP endpoint refuses with 422 (`retriever_specific_config`,
 * `wide_search_top_k`, `triplet_distance_penalty`, `verbose`).
 */
export const SearchRequestSchema = z
  .object({
    query: z.string().nullable().optional().openapi({ description: "The question or search text (required).", example: "Where was Marie Curie born?" }),
    search_type: z.enum(SEARCH_TYPES).nullable().optional().openapi({ description: "Default HYBRID_COMPLETION." }),
    datasets: z.array(z.string()).nullable().optional().openapi({ description: "Dataset names (the caller's own)." }),
    dataset_ids: z.array(z.string()).nullable().optional().openapi({ description: "Dataset ids; when given, names are ignored." }),
    top_k: z.number().int().nullable().optional().openapi({ description: "Results / triplets per dataset (default 15, 1..1000)." }),
    node_name: z.array(z.string()).nullable().optional().openapi({ description: "Node-set filter: only content tagged with one of these sets." }),
    only_context: z.boolean().nullable().optional().openapi({ description: "Return the retrieved context instead of an answer." }),
    system_prompt: z.string().nullable().optional(),
    session_id: z.string().nullable().optional(),
    code_query: z
      .record(z.string(), z.unknown())
      .nullable()
      .optional()
      .openapi({ description: "CODE search: `{operation, ...arguments}` (operation defaults to explore; see operation `capabilities`)." }),
  })
  .loose()
  // The router lets a missing `query` through so the service answers the spec's 400 (MissingQueryError), not a 422;
  // the document still marks it required, as the spec does.
  .openapi("SearchRequest", {
    required: ["query"],
    example: { query: "Where was Marie Curie born?", search_type: "GRAPH_COMPLETION", datasets: ["main_dataset"], top_k: 10 },
  });

/** The fields the HTTP search endpoint refuses (spec: SDK-level options). */
export const REFUSED_SEARCH_FIELDS = ["retriever_specific_config", "wide_search_top_k", "triplet_distance_penalty", "verbose"] as const;

/** The strict shape the service validates after normalising camelCase keys. */
export const NormalisedSearchSchema = z.object({
  query: z.string().max(20_000, "query is longer than 20,000 characters").nullable().optional(),
  search_type: z.enum(SEARCH_TYPES).nullable().optional(),
  datasets: z.array(z.string()).nullable().optional(),
  dataset_ids: z.array(z.string()).nullable().optional(),
  top_k: z.number().int().nullable().optional(),
  node_name: z.array(z.string()).nullable().optional(),
  only_context: z.boolean().nullable().optional(),
  system_prompt: z.string().nullable().optional(),
  session_id: z.string().max(256).nullable().optional(),
  code_query: z.record(z.string(), z.unknown()).nullable().optional(),
});

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

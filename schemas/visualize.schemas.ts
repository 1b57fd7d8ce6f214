import { z } from "@hono/zod-openapi";

const TRUE = ["true", "1", "yes", "on", "True"];
const FALSE = ["false", "0", "no", "off", "False"];

/** A boolean sent as a query string or as a JSON boolean. */
const flexibleBool = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum([...TRUE, ...FALSE] as [string, ...string[]])])
    .optional()
    .transform((v) => (v === undefined ? fallback : typeof v === "boolean" ? v : TRUE.includes(v)))
    .openapi({ type: "boolean", default: fallback });

/** Repeated query parameter (`?seed_node_ids=a&seed_node_ids=b`), a comma list, or a JSON array. */
const idList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (v === undefined ? [] : Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(","))
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 1000),
  )
  .openapi({ type: "array", items: { type: "string" } });

/** Hard cap on nodes drawn in one page or returned by one bounded request (cognee: max_nodes <= 5000). */
export const VISUALIZE_MAX_NODES = 5000;

/** cognee's visualize parameters (GET /visualize, /visualize/json; POST /visualize query or JSON body). */
export const VisualizeParamsSchema = z.object({
  dataset_id: z.string().uuid().openapi({ description: "Dataset to visualise (read permission)." }),
  full: flexibleBool(false).openapi({ description: "Whole graph instead of a bounded subgraph (drawn pages are still capped at 5000 nodes; /visualize/json streams all of it)." }),
  query: z.string().max(1000).optional().openapi({ description: "Seed the subgraph with nodes whose name or description matches these words." }),
  seed_node_ids: idList.openapi({ description: "Explicit seed node ids." }),
  neighborhood_depth: z.coerce.number().int().min(1).max(10).default(2),
  neighborhood_seed_top_k: z.coerce.number().int().min(1).max(100).default(10),
  max_nodes: z.coerce.number().int().min(1).max(VISUALIZE_MAX_NODES).default(500),
  include_session_events: flexibleBool(true).openapi({ description: "Include the dataset's session events (JSON only)." }),
});
export type VisualizeParams = z.infer<typeof VisualizeParamsSchema>;

/**
 * POST may carry the parameters in the query string, the JSON body, or both: this loose shape (no
 * defaults, no transforms) only admits them; the merged values are validated with VisualizeParamsSchema.
 */
const numberish = z.union([z.number(), z.string()]).optional();
export const VisualizeLooseSchema = z.object({
  dataset_id: z.string().optional(),
  full: z.union([z.boolean(), z.string()]).optional(),
  query: z.string().optional(),
  seed_node_ids: z.union([z.string(), z.array(z.string())]).optional(),
  neighborhood_depth: numberish,
  neighborhood_seed_top_k: numberish,
  max_nodes: numberish,
});

export const BrainsQuerySchema = z.object({
  max_nodes: z.coerce.number().int().min(1).max(VISUALIZE_MAX_NODES).default(500),
});

export const VizNodeSchema = z
  .object({ id: z.string(), label: z.string(), type: z.string(), properties: z.record(z.string(), z.unknown()) })
  .openapi("GraphNode");
export const VizLinkSchema = z
  .object({ source: z.string(), target: z.string(), label: z.string(), properties: z.record(z.string(), z.unknown()) })
  .openapi("GraphLink");

export const GraphSummarySchema = z
  .object({
    name: z.string(),
    node_count: z.number(),
    edge_count: z.number(),
    node_counts_by_type: z.record(z.string(), z.number()),
    top_entities: z.array(z.object({ id: z.string(), name: z.string(), entity_type: z.string().nullable(), degree: z.number() })),
    source_names: z.array(z.string()),
    node_set_colors: z.record(z.string(), z.string()),
    last_cognify_run: z
      .object({
        pipeline_run_id: z.string(),
        status: z.string(),
        started_at: z.string(),
        ended_at: z.string().nullable(),
        total_items: z.number(),
        done_items: z.number(),
        failed_items: z.number(),
      })
      .nullable(),
  })
  .openapi("BrainSummary");

export const BrainSchema = GraphSummarySchema.extend({
  nodes: z.array(VizNodeSchema),
  links: z.array(VizLinkSchema),
  truncated: z.boolean(),
}).openapi("Brain");

export const InferSchemaRequestSchema = z
  .object({
    text: z.string().max(2_000_000).optional().openapi({ description: "Sample text to infer entity and relationship types from." }),
    dataset_id: z.string().uuid().optional().openapi({ description: "Infer from this dataset's graph instead (read permission)." }),
  })
  .openapi("InferSchemaRequest");

/** cognee's multipart form: `data` (repeated files), `text`, `parameters` (JSON string of LLM kwargs). */
export const InferSchemaFormSchema = z
  .object({
    data: z.any().optional().openapi({ type: "array", items: { type: "string", format: "binary" } }),
    text: z.string().optional(),
    parameters: z.string().optional(),
    dataset_id: z.string().optional(),
  })
  .openapi("InferSchemaForm");

export const InferSchemaResponseSchema = z
  .object({
    graph_schema: z.record(z.string(), z.unknown()),
    source: z.enum(["llm", "local_extractor", "graph"]),
  })
  .openapi("InferSchemaResponse");

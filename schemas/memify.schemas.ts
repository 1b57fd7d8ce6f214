import { z } from "@hono/zod-openapi";
import { aliasedBody } from "./common.schemas";

/** cognee's memify task registry (reference §1.7): anything else is 422. */
export const MEMIFY_TASKS = new Set([
  "extract_subgraph",
  "extract_subgraph_chunks",
  "get_triplet_datapoints",
  "extract_user_sessions",
  "cognify_session",
  "extract_agent_trace_feedbacks",
  "cognify_agent_trace_feedback",
  "apply_feedback_weights",
  "apply_frequency_weights",
  "detect_entity_duplicates",
  "merge_entity_duplicates",
  "index_data_points",
]);

const TaskListSchema = z
  .array(
    z.string().refine((t) => MEMIFY_TASKS.has(t), {
      error: (issue) => `Unknown memify task ${JSON.stringify(issue.input)}; known: ${[...MEMIFY_TASKS].join(", ")}`,
      params: { type: "value_error" },
    }),
  )
  .nullish();

/** Deprecated `POST /api/v1/memify` body (snake_case or camelCase keys; unknown keys ignored). */
export const MemifyBodySchema = aliasedBody("MemifyRequest", {
  extraction_tasks: TaskListSchema,
  enrichment_tasks: TaskListSchema,
  data: z.string().nullish(),
  dataset_name: z.string().nullish(),
  dataset_id: z.string().uuid().nullish(),
  node_name: z.array(z.string()).nullish(),
  run_in_background: z.boolean().nullish(),
});

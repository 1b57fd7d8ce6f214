import { createRoute, z } from "@hono/zod-openapi";
import { field } from "../../lib/case";
import { createRouter } from "../../lib/create-router";
import { markDeprecated } from "../../lib/deprecation";
import { badRequest, ValidationError, type ValidationIssue } from "../../core/errors";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import { authorizeDatasets } from "../../services/datasets.service";

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

const MemifyBodySchema = z
  .object({
    extraction_tasks: z.array(z.string()).nullish(),
    enrichment_tasks: z.array(z.string()).nullish(),
    data: z.string().nullish(),
    dataset_name: z.string().nullish(),
    dataset_id: z.string().uuid().nullish(),
    node_name: z.array(z.string()).nullish(),
    run_in_background: z.boolean().nullish(),
  })
  .passthrough()
  .openapi("MemifyRequest");

const memifyRoute = createRoute({
  method: "post",
  path: "/memify",
  operationId: "memify",
  tags: ["memify"],
  deprecated: true,
  summary: "Deprecated (use /improve): with no tasks returns {}; unknown task names are 422",
  security,
  request: { body: { content: { "application/json": { schema: MemifyBodySchema } }, required: false } },
  responses: { 200: jsonContent(z.object({}).passthrough(), "Empty object"), ...errorResponses },
});

/**
 * Deprecated memify: validates task names as cognee does, checks write permission on a named dataset,
 * and answers `{}`. The enrichment it used to run is done by `/improve` (the spec's replacement).
 */
export const memifyRouter = createRouter().openapi(memifyRoute, async (c) => {
  const isJson = (c.req.header("content-type") ?? "").includes("application/json");
  const body = (isJson ? c.req.valid("json") : {}) as Record<string, unknown>;
  const issues: ValidationIssue[] = [];
  for (const key of ["extraction_tasks", "enrichment_tasks"]) {
    const tasks = field<unknown>(body, key);
    if (tasks === undefined || tasks === null) continue;
    if (!Array.isArray(tasks)) {
      issues.push({ loc: ["body", key], msg: "Input should be a valid list", type: "list_type" });
      continue;
    }
    tasks.forEach((t, i) => {
      if (typeof t !== "string" || !MEMIFY_TASKS.has(t)) {
        issues.push({ loc: ["body", key, i], msg: `Unknown memify task ${JSON.stringify(t)}; known: ${[...MEMIFY_TASKS].join(", ")}`, type: "value_error" });
      }
    });
  }
  if (issues.length) throw new ValidationError(issues);
  const tasks = [...(field<string[]>(body, "extraction_tasks") ?? []), ...(field<string[]>(body, "enrichment_tasks") ?? [])];
  const datasetId = field<string>(body, "dataset_id");
  const datasetName = field<string>(body, "dataset_name");
  if (tasks.length && !datasetId && !datasetName) throw badRequest("Either datasetId or datasetName must be provided.", "InvalidRequestError");
  // A dataset id is always checked, tasks or not: another user's dataset answers 403, never a quiet 200.
  // With tasks, an unknown name is refused like a forbidden one (no dataset is created for a call that
  // does nothing); without tasks a name is only the caller's own namespace and nothing is done with it.
  if (datasetId || (tasks.length && datasetName)) {
    await authorizeDatasets(c.get("ports").db, c.get("user"), "write", datasetId ? { ids: [datasetId] } : { names: [datasetName!] });
  }
  markDeprecated(c, "POST /api/v1/memify", { href: "/api/v1/improve", use: "POST /api/v1/improve" });
  return c.json({}, 200);
});

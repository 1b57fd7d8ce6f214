import { field } from "../../lib/case";
import { markDeprecated } from "../../lib/deprecation";
import { badRequest, ValidationError, type ValidationIssue } from "../../core/errors";
import { authorizeDatasets } from "../../services/datasets.service";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./memify.routes";

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

export const memify: AppRouteHandler<typeof routes.memifyRoute> = async (c) => {
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
};

import { createRoute, z } from "@hono/zod-openapi";
import { ErrorDetailSchema, errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import { ImproveRequestSchema, ImproveResultSchema } from "../../../schemas/improve.schemas";

export const improve = createRoute({
  method: "post",
  path: "/improve",
  operationId: "improve",
  tags: ["improve"],
  summary: "Improve memory: feedback weights, session bridging, duplicate-entity merge, conflicting-facts review",
  description:
    "Stages, each reported with its outcome: `apply_feedback_weights` and `persist_sessions` (with `session_ids`), " +
    "`merge_entities` (always), `review_conflicts` (with `reviewConflicts: true`: one fact-conflict record per disputed " +
    "single-valued attribute, facts labelled current / superseded / conflicting by the item's effective date, else " +
    "ingestion time). Write permission. Budget exhaustion stops the remaining stages (reason `budget_exhausted`) and " +
    "answers 402. An improve of the same sessions already running answers `{}`.",
  security,
  request: { body: { content: { "application/json": { schema: ImproveRequestSchema } }, required: true } },
  responses: {
    200: jsonContent(z.union([ImproveResultSchema, z.object({})]), "Result with per-stage outcomes"),
    ...errorResponses,
    402: jsonContent(ErrorDetailSchema, "Token budget exhausted: remaining stages skipped"),
    409: jsonContent(z.object({ error: z.string() }), "Unexpected failure during improvement"),
  },
});
export type ImproveRoute = typeof improve;

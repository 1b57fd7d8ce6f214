import { z } from "@hono/zod-openapi";
import { aliasedBody } from "./common.schemas";

/**
 * `POST /improve` body (cognee's ImprovePayloadDTO; snake_case or camelCase keys). Validated loosely
 * here; the service answers 400 for a missing dataset, as the spec's error table says.
 */
export const ImproveRequestSchema = aliasedBody(
  "ImprovePayload",
  {
    dataset_name: z.string().nullish(),
    dataset_id: z.string().nullish(),
    session_ids: z.array(z.string().min(1).max(255)).max(100).nullish(),
    node_name: z.array(z.string()).nullish(),
    run_in_background: z.boolean().nullish(),
    // camelCase is the spec's spelling of this one; review_conflicts is accepted too.
    reviewConflicts: z.boolean().nullish().openapi({ description: "Run the conflicting-facts review (default false)" }),
    // Accepted for compatibility (cognee); deprecated task selection has no effect here.
    extraction_tasks: z.array(z.string()).nullish(),
    enrichment_tasks: z.array(z.string()).nullish(),
    data: z.string().nullish(),
    build_global_context_index: z.boolean().nullish(),
  },
  { example: { dataset_name: "main_dataset", reviewConflicts: true } },
);

export const StageOutcomeSchema = z
  .object({
    name: z.enum(["apply_feedback_weights", "persist_sessions", "coding_rules", "merge_entities", "review_conflicts"]),
    status: z.enum(["completed", "skipped", "errored"]),
    reason: z.string().optional().openapi({ description: "Why skipped or errored: no_sessions, not_requested, budget_exhausted, ..." }),
    elapsed_ms: z.number(),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .openapi("ImproveStageOutcome");

export const ImproveResultSchema = z
  .object({
    status: z.enum(["completed", "running", "errored", "budget_exhausted"]),
    dataset_id: z.string(),
    dataset_name: z.string(),
    pipeline_run_id: z.string(),
    session_ids: z.array(z.string()),
    review_conflicts: z.boolean(),
    elapsed_seconds: z.number(),
    stages: z.array(StageOutcomeSchema),
  })
  .openapi("ImproveResult");

export type StageOutcome = z.infer<typeof StageOutcomeSchema>;
export type ImproveResult = z.infer<typeof ImproveResultSchema>;

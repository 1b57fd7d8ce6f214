import { z } from "@hono/zod-openapi";

/**
 * Pipeline queue envelopes. Queues cap a message at 128 KB, so messages carry ids only; content stays
 * in R2 and the workspace pod. Delivery is at least once: every handler must be idempotent.
 */
export const CognifyItemMessage = z.object({
  type: z.literal("cognify.item"),
  v: z.literal(1),
  workspaceId: z.string(),
  datasetId: z.string(),
  dataId: z.string(),
  runId: z.string(),
});

/**
 * A background improve (remember with `run_in_background` or `session_id`, improve with
 * `run_in_background`): runs after the cognify run `afterRunId` settles (re-sent with a delay while it
 * is live, until `deadline`), as the user who asked (permission was checked when it was enqueued).
 */
export const ImproveRunMessage = z.object({
  type: z.literal("improve.run"),
  v: z.literal(1),
  workspaceId: z.string(),
  datasetId: z.string(),
  userId: z.string(),
  runId: z.string(),
  sessionIds: z.array(z.string()),
  nodeName: z.array(z.string()).nullable(),
  reviewConflicts: z.boolean(),
  afterRunId: z.string().nullable(),
  deadline: z.number(),
});

/** Index one code repository item (content_type=code): fetch, parse, write the code graph delta. */
export const CodeIndexMessage = z.object({
  type: z.literal("code.index"),
  v: z.literal(1),
  workspaceId: z.string(),
  datasetId: z.string(),
  dataId: z.string(),
  runId: z.string(),
});

/**
 * One page of a connector sync run (src/services/integrations/sync.service.ts): page `page` continues from
 * the run's stored cursor. A redelivered message whose page is already recorded is dropped; `attempt`
 * counts transient retries of the same page.
 */
export const IntegrationSyncMessage = z.object({
  type: z.literal("integration.sync"),
  v: z.literal(1),
  connectionId: z.string(),
  runId: z.string(),
  page: z.number().int().min(0),
  attempt: z.number().int().min(0),
});

export const PipelineMessage = z.discriminatedUnion("type", [CognifyItemMessage, ImproveRunMessage, CodeIndexMessage, IntegrationSyncMessage]);
export type PipelineMessage = z.infer<typeof PipelineMessage>;
export type CognifyItemMessage = z.infer<typeof CognifyItemMessage>;
export type ImproveRunMessage = z.infer<typeof ImproveRunMessage>;
export type CodeIndexMessage = z.infer<typeof CodeIndexMessage>;
export type IntegrationSyncMessage = z.infer<typeof IntegrationSyncMessage>;

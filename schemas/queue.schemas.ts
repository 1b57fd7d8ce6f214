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

export const PipelineMessage = z.discriminatedUnion("type", [CognifyItemMessage]);
export type PipelineMessage = z.infer<typeof PipelineMessage>;
export type CognifyItemMessage = z.infer<typeof CognifyItemMessage>;

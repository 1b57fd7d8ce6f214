import { z } from "@hono/zod-openapi";
import { aliasedBody } from "./common.schemas";

/** cognee's ForgetPayloadDTO (snake_case or camelCase), plus `dry_run`. */
export const ForgetRequestSchema = aliasedBody(
  "ForgetPayload",
  {
    data_id: z.string().nullish(),
    dataset: z.string().nullish().openapi({ description: "Dataset name" }),
    dataset_id: z.string().nullish(),
    everything: z.boolean().nullish(),
    memory_only: z.boolean().nullish(),
    dry_run: z.boolean().nullish(),
  },
  { example: { dataset: "main_dataset", memory_only: true, dry_run: true } },
);

export const ForgetCountsSchema = z
  .object({
    datasets: z.number(),
    data_items: z.number(),
    chunks: z.number(),
    nodes: z.number(),
    edges: z.number(),
    vectors: z.number(),
    bytes: z.number(),
    sessions: z.number(),
  })
  .openapi("ForgetCounts");

export const ForgetResultSchema = z
  .object({
    status: z.enum(["success", "dry_run"]),
    data_id: z.string().optional(),
    dataset_id: z.string().optional(),
    datasets_removed: z.number().optional(),
    data_records_reset: z.number().optional(),
    memory_only: z.boolean(),
    removed: ForgetCountsSchema.optional().openapi({ description: "What was removed" }),
    would_remove: ForgetCountsSchema.optional().openapi({ description: "dry_run: what would be removed; nothing changed" }),
  })
  .openapi("ForgetResult");

export const UpdateQuerySchema = z.object({
  data_id: z.string().uuid().openapi({ description: "The data item to replace (its id stays the same)" }),
  dataset_id: z.string().uuid().optional().openapi({ description: "Dataset holding the item (needed when the id is ambiguous)" }),
});

export const UpdateFormSchema = z
  .object({
    data: z.array(z.string().openapi({ type: "string", format: "binary" })).openapi({ description: "The new content (one upload)" }),
    node_set: z.array(z.string()).optional(),
  })
  .openapi("UpdateForm");

export const UpdateResultSchema = z
  .object({
    status: z.enum(["PipelineRunCompleted", "PipelineRunStarted", "PipelineRunAlreadyCompleted", "PipelineRunErrored"]),
    data_id: z.string(),
    dataset_id: z.string(),
    dataset_name: z.string(),
    pipeline_run_id: z.string().nullable(),
    content_changed: z.boolean(),
    redated_chunks: z.array(z.string()).openapi({
      description:
        "Ids of the chunks whose text is new or changed: their facts were re-extracted and dated at the update " +
        "(ingested_at = update time); unchanged chunks keep their original dates",
    }),
    unchanged_chunks: z.number(),
    removed_chunks: z.array(z.string()).openapi({ description: "Ids of old chunks that no longer exist (the content got shorter)" }),
    facts_redated: z.number(),
    error: z.string().optional(),
  })
  .openapi("UpdateResult");

export type ForgetCounts = z.infer<typeof ForgetCountsSchema>;
export type ForgetResult = z.infer<typeof ForgetResultSchema>;
export type UpdateResult = z.infer<typeof UpdateResultSchema>;

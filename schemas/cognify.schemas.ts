import { z } from "@hono/zod-openapi";
import { aliasedBody, MAX_BODY_LIST } from "./common.schemas";

export const CognifyRequestSchema = aliasedBody(
  "CognifyPayload",
  {
    datasets: z.array(z.string()).max(MAX_BODY_LIST).nullish().openapi({ example: ["main_dataset"] }),
    dataset_ids: z.array(z.string()).max(MAX_BODY_LIST).nullish(),
    run_in_background: z.boolean().nullish(),
    // Validated by the service: anything not convertible to a graph model is 400, not 422 (spec).
    graph_model: z.unknown().optional().openapi({ type: "object", description: "JSON schema of a custom graph model" }),
    custom_prompt: z.string().max(20_000).nullish(),
    chunk_size: z.number().int().min(16).max(65_536).nullish(),
    chunks_per_batch: z.number().int().min(1).max(10_000).nullish(),
    ontology_key: z.array(z.string()).nullish(),
    data_per_batch: z.number().int().min(1).max(1000).nullish(),
    temporal_cognify: z.boolean().nullish().openapi({ deprecated: true, description: "Deprecated and ignored (the event-based temporal flow is gone); answered with a deprecation warning" }),
  },
  { example: { datasets: ["main_dataset"], run_in_background: false } },
);

export const PipelineRunInfoSchema = z
  .object({
    status: z.enum([
      "PipelineRunStarted",
      "PipelineRunYield",
      "PipelineRunCompleted",
      "PipelineRunAlreadyCompleted",
      "PipelineRunErrored",
    ]),
    pipeline_run_id: z.string(),
    dataset_id: z.string(),
    dataset_name: z.string(),
    payload: z.unknown(),
    data_ingestion_info: z
      .array(z.object({ data_id: z.string(), status: z.string(), error: z.string().nullable() }))
      .nullable(),
    progress: z.object({ total_items: z.number(), done_items: z.number(), failed_items: z.number() }),
    stage_ms: z.record(z.string(), z.number()).nullable(),
  })
  .openapi("PipelineRunInfo");

export const CognifyResponseSchema = z.record(z.string(), PipelineRunInfoSchema).openapi("CognifyResult");
export type PipelineRunInfo = z.infer<typeof PipelineRunInfoSchema>;

import { z } from "@hono/zod-openapi";
import { DataItemSchema } from "./datasets.schemas";
import { aliasedBody, MAX_BODY_LIST } from "./common.schemas";

/** The JSON quick form of `/add` (snake_case or camelCase keys). */
/** The fields of `/add`'s JSON form; `/remember`'s JSON form takes them too (schemas/remember.schemas.ts). */
export const addJsonFields = {
  data: z.union([z.string(), z.array(z.string()).max(MAX_BODY_LIST)]).optional(),
  datasetName: z.string().optional(),
  dataset_name: z.string().optional(),
  datasetId: z.string().optional(),
  dataset_id: z.string().optional(),
  labels: z.array(z.string().nullable()).max(MAX_BODY_LIST).optional(),
  external_metadata: z.array(z.unknown()).max(MAX_BODY_LIST).optional(),
  externalMetadata: z.array(z.unknown()).max(MAX_BODY_LIST).optional(),
  node_set: z.unknown().optional(),
  nodeSet: z.unknown().optional(),
  run_in_background: z.boolean().optional(),
  runInBackground: z.boolean().optional(),
};

export const AddJsonBodySchema = z
  .object(addJsonFields)
  .openapi("AddTextPayload", { example: { data: "Ada Lovelace wrote the first program.", datasetName: "main_dataset" } });

/** Multipart form of `/add` (documentation only: the body is parsed as a stream, never buffered). */
export const AddFormSchema = z
  .object({
    data: z.array(z.string().openapi({ type: "string", format: "binary" })).optional().openapi({ description: "File uploads (repeat the field)" }),
    raw_data: z
      .array(z.string())
      .optional()
      .openapi({ description: "Raw text, a web URL (ALLOW_HTTP_REQUESTS) or a server-side path (ACCEPT_LOCAL_FILE_PATH); repeat the field" }),
    datasetName: z.string().optional().openapi({ description: "Dataset name (created on demand); default main_dataset" }),
    datasetId: z.string().optional().openapi({ description: "Dataset UUID (takes precedence over datasetName)" }),
    labels: z.string().optional().openapi({ description: "JSON array, positional over uploads then raw_data" }),
    external_metadata: z.string().optional().openapi({ description: "JSON array of objects or null, positional" }),
    node_set: z.array(z.string()).optional(),
    run_in_background: z.string().optional().openapi({ description: "true/false; ingestion always completes within the request" }),
  })
  .openapi("AddForm", { example: { raw_data: ["Ada Lovelace wrote the first program.", "https://example.com/article"], datasetName: "main_dataset" } });

export const AddResultSchema = z
  .object({
    status: z.enum(["PipelineRunCompleted"]),
    pipeline_run_id: z.string().uuid(),
    dataset_id: z.string().uuid(),
    dataset_name: z.string(),
    payload: z.array(DataItemSchema),
    data_ingestion_info: z.array(
      z.object({
        data_id: z.string().uuid(),
        run_info: z.object({
          status: z.enum(["PipelineRunCompleted", "PipelineRunAlreadyCompleted"]),
          pipeline_run_id: z.string().uuid(),
          dataset_id: z.string().uuid(),
          dataset_name: z.string(),
        }),
      }),
    ),
  })
  // Not "PipelineRunInfo": that name is cognify's run info (with progress), and two schemas under one name
  // collapse into one in the document, so a client generated from it would type one of the answers wrongly.
  .openapi("AddRunInfo");

/** `POST /add_text`: one text through the same add path (snake_case or camelCase keys). */
export const AddTextBodySchema = aliasedBody(
  "AddTextRequest",
  {
    text: z.string().optional().openapi({ description: "The text (or `data`)" }),
    data: z.string().optional(),
    dataset_name: z.string().optional().openapi({ description: "Dataset name (created when missing); default main_dataset" }),
    dataset_id: z.string().optional(),
    label: z.string().max(1024).nullable().optional(),
    external_metadata: z.record(z.string(), z.unknown()).nullable().optional(),
    node_set: z.array(z.string()).max(MAX_BODY_LIST).optional(),
  },
  { example: { text: "Ada Lovelace wrote the first program.", dataset_name: "main_dataset" } },
);

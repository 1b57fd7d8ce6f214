import { z } from "@hono/zod-openapi";

export const DatasetSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    createdAt: z.string().openapi({ example: "2026-01-01T00:00:00.000Z" }),
    updatedAt: z.string(),
    ownerId: z.string(),
    tenantId: z.string().nullable(),
  })
  .openapi("DatasetDTO");

export const CreateDatasetBodySchema = z.object({ name: z.string().min(1).max(255) }).openapi("DatasetCreationPayload");

/** One data item as listings and `/add` return it (camelCase, as cognee's `Data.to_json()`). */
export const DataItemSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    label: z.string().nullable(),
    extension: z.string().nullable(),
    mimeType: z.string().nullable(),
    rawDataLocation: z.string(),
    datasetId: z.string().uuid(),
    ownerId: z.string(),
    externalMetadata: z.record(z.string(), z.unknown()).nullable(),
    nodeSet: z.array(z.string()).nullable(),
    dataSize: z.number().int(),
    contentHash: z.string().openapi({ description: "MD5 (hex) of the original bytes" }),
    tokenCount: z.number().int().nullable(),
    createdAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
  })
  .openapi("DataDTO");

export const DatasetIdParamSchema = z.object({
  dataset_id: z.string().openapi({ param: { name: "dataset_id", in: "path" }, example: "0b1f5f7e-0000-5000-8000-000000000000" }),
});

export const DataIdParamsSchema = DatasetIdParamSchema.extend({
  data_id: z.string().openapi({ param: { name: "data_id", in: "path" } }),
});

export const DataPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(100).openapi({ param: { name: "limit", in: "query" } }),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0).openapi({ param: { name: "offset", in: "query" } }),
});

export const CountSchema = z.object({ count: z.number().int() }).openapi("DataCount");

export const StatusOkSchema = z.object({ status: z.literal("success") }).openapi("StatusSuccess");

export const ProcessingStatusSchema = z
  .object({
    datasetId: z.string(),
    pipeline: z.string(),
    items: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        status: z.string().openapi({ example: "DATA_ITEM_PROCESSING_PENDING" }),
        error: z.string().nullable(),
        pipelineRunId: z.string().nullable(),
        updatedAt: z.string().nullable(),
      }),
    ),
  })
  .openapi("DatasetProcessingStatus");

/** `?a=1&a=2` and `?a=1,2` both give ["1", "2"]. */
const listParam = (name: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(",")).map((s) => s.trim()).filter(Boolean)))
    .openapi({ param: { name, in: "query" }, type: "array", items: { type: "string" } });

export const StatusQuerySchema = z.object({ dataset: listParam("dataset"), pipeline: listParam("pipeline") });
export const ProgressQuerySchema = z.object({ dataset: listParam("dataset"), pipeline: z.string().optional() });
export const GraphSummaryQuerySchema = z.object({ dataset_ids: listParam("dataset_ids") });
export const ProcessingStatusQuerySchema = z.object({ pipeline: z.string().optional() });

export const DatasetStatusSchema = z
  .record(z.string(), z.union([z.string(), z.record(z.string(), z.string())]))
  .openapi("DatasetStatuses", { example: { "<dataset_id>": "DATASET_PROCESSING_COMPLETED" } });

export const DatasetProgressSchema = z
  .record(
    z.string(),
    z.object({
      pipeline: z.string(),
      status: z.string().nullable(),
      pipelineRunId: z.string().nullable(),
      totalItems: z.number().int(),
      completedItems: z.number().int(),
      erroredItems: z.number().int(),
      processingItems: z.number().int(),
      pendingItems: z.number().int(),
      progress: z.number(),
      startedAt: z.string().nullable(),
      endedAt: z.string().nullable(),
    }),
  )
  .openapi("DatasetProgress");

export const GraphSummarySchema = z
  .array(
    z.object({
      datasetId: z.string(),
      datasetName: z.string(),
      pipelineRunId: z.string().nullable(),
      numNodes: z.number().int().nullable(),
      numEdges: z.number().int().nullable(),
      computedAt: z.string(),
      status: z.enum(["ok", "failed"]),
      cached: z.boolean(),
    }),
  )
  .openapi("GraphSummary");

export const LegacyDeleteQuerySchema = z.object({
  data_id: z.string().openapi({ param: { name: "data_id", in: "query" } }),
  dataset_id: z.string().optional().openapi({ param: { name: "dataset_id", in: "query" } }),
  mode: z.enum(["soft", "hard"]).default("soft").openapi({ param: { name: "mode", in: "query" } }),
  delete_dataset_if_empty: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1")
    .openapi({ param: { name: "delete_dataset_if_empty", in: "query" } }),
});

export const QuotaUsageSchema = z
  .object({
    storageUsedInBytes: z.number().int(),
    storageLimitInBytes: z.number().int(),
    documentsUsed: z.number().int(),
    documentLimit: z.number().int(),
    workspaceId: z.string(),
  })
  .openapi("QuotaUsage");

/** Security requirement of these routes (typed for `createRoute`; either scheme works). */
export const apiSecurity: Record<string, string[]>[] = [{ ApiKeyAuth: [] }, { BearerAuth: [] }];

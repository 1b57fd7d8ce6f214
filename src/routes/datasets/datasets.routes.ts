import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, jsonContent } from "../../../schemas/common.schemas";
import {
  CountSchema,
  CreateDatasetBodySchema,
  DataIdParamsSchema,
  DataItemSchema,
  DataPageQuerySchema,
  DatasetIdParamSchema,
  DatasetProgressSchema,
  DatasetSchema,
  DatasetStatusSchema,
  GraphSummaryQuerySchema,
  GraphSummarySchema,
  ProcessingStatusQuerySchema,
  ProcessingStatusSchema,
  ProgressQuerySchema,
  StatusOkSchema,
  StatusQuerySchema,
  apiSecurity,
} from "../../../schemas/datasets.schemas";

const tags = ["datasets"];
const NullSchema = z.null().openapi({ type: "null" });

export const list = createRoute({
  method: "get",
  path: "/datasets",
  operationId: "listDatasets",
  tags,
  summary: "Datasets the caller can read",
  security: apiSecurity,
  responses: { 200: jsonContent(z.array(DatasetSchema), "Datasets"), ...errorResponses },
});

export const create = createRoute({
  method: "post",
  path: "/datasets",
  operationId: "createDataset",
  tags,
  summary: "Create a dataset (or return the caller's dataset of that name)",
  security: apiSecurity,
  request: { body: { content: { "application/json": { schema: CreateDatasetBodySchema } }, required: true } },
  responses: { 200: jsonContent(DatasetSchema, "The dataset"), ...errorResponses },
});

export const removeAll = createRoute({
  method: "delete",
  path: "/datasets",
  operationId: "deleteAllDatasets",
  tags,
  summary: "Delete every dataset the caller may delete",
  security: apiSecurity,
  responses: { 200: jsonContent(NullSchema, "Deleted"), ...errorResponses },
});

export const statuses = createRoute({
  method: "get",
  path: "/datasets/status",
  operationId: "getDatasetStatuses",
  tags,
  summary: "Pipeline status per dataset",
  description: "`dataset` (repeatable) defaults to every readable dataset; `pipeline` (repeatable) defaults to cognify_pipeline.",
  security: apiSecurity,
  request: { query: StatusQuerySchema },
  responses: { 200: jsonContent(DatasetStatusSchema, "Status per dataset"), ...errorResponses },
});

export const progress = createRoute({
  method: "get",
  path: "/datasets/status/progress",
  operationId: "getDatasetProgress",
  tags,
  summary: "Processing progress per dataset",
  security: apiSecurity,
  request: { query: ProgressQuerySchema },
  responses: { 200: jsonContent(DatasetProgressSchema, "Progress per dataset"), ...errorResponses },
});

export const graphSummary = createRoute({
  method: "get",
  path: "/datasets/graph-summary",
  operationId: "getGraphSummary",
  tags,
  summary: "Node and edge counts per dataset (cached)",
  security: apiSecurity,
  request: { query: GraphSummaryQuerySchema },
  responses: { 200: jsonContent(GraphSummarySchema, "Counts"), ...errorResponses },
});

export const remove = createRoute({
  method: "delete",
  path: "/datasets/{dataset_id}",
  operationId: "deleteDataset",
  tags,
  summary: "Delete a dataset and its contents",
  security: apiSecurity,
  request: { params: DatasetIdParamSchema },
  responses: { 200: jsonContent(NullSchema, "Deleted"), ...errorResponses },
});

export const listData = createRoute({
  method: "get",
  path: "/datasets/{dataset_id}/data",
  operationId: "getDatasetData",
  tags,
  summary: "Page of data items, newest first",
  security: apiSecurity,
  request: { params: DatasetIdParamSchema, query: DataPageQuerySchema },
  responses: { 200: jsonContent(z.array(DataItemSchema), "Data items"), ...errorResponses },
});

export const countData = createRoute({
  method: "get",
  path: "/datasets/{dataset_id}/data/count",
  operationId: "countDatasetData",
  tags,
  summary: "Number of data items (uncapped)",
  security: apiSecurity,
  request: { params: DatasetIdParamSchema },
  responses: { 200: jsonContent(CountSchema, "Count"), ...errorResponses },
});

export const removeData = createRoute({
  method: "delete",
  path: "/datasets/{dataset_id}/data/{data_id}",
  operationId: "deleteDatasetData",
  tags,
  summary: "Delete a data item and what only it produced",
  security: apiSecurity,
  request: { params: DataIdParamsSchema },
  responses: { 200: jsonContent(StatusOkSchema, "Deleted"), ...errorResponses },
});

export const raw = createRoute({
  method: "get",
  path: "/datasets/{dataset_id}/data/{data_id}/raw",
  operationId: "getRawData",
  tags,
  summary: "Original bytes of a data item",
  security: apiSecurity,
  request: { params: DataIdParamsSchema },
  responses: {
    200: { content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } }, description: "The bytes" },
    ...errorResponses,
  },
});

export const processingStatus = createRoute({
  method: "get",
  path: "/datasets/{dataset_id}/processing-status",
  operationId: "getProcessingStatus",
  tags,
  summary: "Per-item status for a pipeline (default cognify_pipeline)",
  security: apiSecurity,
  request: { params: DatasetIdParamSchema, query: ProcessingStatusQuerySchema },
  responses: { 200: jsonContent(ProcessingStatusSchema, "Per-item status"), ...errorResponses },
});

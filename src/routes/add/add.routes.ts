import { apiSecurity } from "../../../schemas/datasets.schemas";
import { createRoute } from "@hono/zod-openapi";
import { AddFormSchema, AddJsonBodySchema, AddResultSchema, AddTextBodySchema } from "../../../schemas/add.schemas";
import { ErrorDetailSchema, errorResponses, jsonContent } from "../../../schemas/common.schemas";

/**
 * Documentation of `POST /add`. The route is registered without zod body validation: the multipart
 * body is parsed as a stream (validators would buffer it whole), the JSON form is validated in the handler.
 */
export const add = createRoute({
  method: "post",
  path: "/add",
  operationId: "add",
  tags: ["add"],
  summary: "Add data (files, text, web URLs) to a dataset",
  description:
    "Multipart: `data` (repeated file uploads), `raw_data` (repeated strings: text, a web URL when ALLOW_HTTP_REQUESTS is on, " +
    "a server-side path under LOCAL_FILE_ROOT when ACCEPT_LOCAL_FILE_PATH is on), `datasetName` / `datasetId` (default " +
    "`main_dataset`), `labels` and `external_metadata` (JSON arrays paired positionally with uploads then raw_data), " +
    "`node_set`. Or JSON `{\"data\": \"<text>\", \"datasetName\"?}`. Identical content in a dataset keeps its data id " +
    "(MD5 content hash). Quotas are checked before anything is kept (413).",
  security: apiSecurity,
  request: {
    body: {
      content: {
        "multipart/form-data": { schema: AddFormSchema },
        "application/json": { schema: AddJsonBodySchema },
      },
    },
  },
  responses: {
    200: jsonContent(AddResultSchema, "Items stored (PipelineRunInfo)"),
    ...errorResponses,
    413: jsonContent(ErrorDetailSchema, "Quota exceeded or content too large"),
    415: jsonContent(ErrorDetailSchema, "Unreadable or unsupported content"),
  },
});

export const addText = createRoute({
  method: "post",
  path: "/add_text",
  operationId: "addText",
  tags: ["add"],
  summary: "Add one text to a dataset (JSON)",
  description:
    "`text` (or `data`), `datasetName`/`dataset_name` or `datasetId`/`dataset_id` (default `main_dataset`), optional `label`, " +
    "`external_metadata` (an object) and `node_set`. The same path as `/add`: same quotas (413), same dedupe by content.",
  security: apiSecurity,
  request: { body: { content: { "application/json": { schema: AddTextBodySchema } }, required: true } },
  responses: {
    200: jsonContent(AddResultSchema, "Item stored (PipelineRunInfo)"),
    ...errorResponses,
    413: jsonContent(ErrorDetailSchema, "Quota exceeded or content too large"),
  },
});

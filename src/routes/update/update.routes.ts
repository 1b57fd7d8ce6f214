import { createRoute } from "@hono/zod-openapi";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import { UpdateFormSchema, UpdateQuerySchema, UpdateResultSchema } from "../../../schemas/forget.schemas";

/** The multipart body is parsed as a stream (no zod body validation, which would buffer it). */
export const updateRoute = createRoute({
  method: "patch",
  path: "/update",
  operationId: "update",
  tags: ["update"],
  summary: "Replace a data item's content and re-cognify it (the data id stays the same)",
  description:
    "Multipart `data` (one upload, required) and optional `node_set`. Write permission. The answer lists " +
    "`redated_chunks`: ids of the chunks whose text is new or changed; their facts are re-extracted and dated at " +
    "the update (ingested_at), unchanged chunks keep their dates. Unknown data_id: 404 UpdateTargetNotFoundError. " +
    "A cognify failure answers 409 with status PipelineRunErrored.",
  security,
  request: { query: UpdateQuerySchema, body: { content: { "multipart/form-data": { schema: UpdateFormSchema } }, required: true } },
  responses: {
    200: jsonContent(UpdateResultSchema, "Update result"),
    ...errorResponses,
    409: jsonContent(UpdateResultSchema, "Re-cognify failed, or the new content duplicates another item"),
  },
});

import { createRoute } from "@hono/zod-openapi";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import { UpdateFormSchema, UpdateQuerySchema, UpdateResultSchema } from "../../../schemas/forget.schemas";
import { createRouter } from "../../lib/create-router";
import { updateData } from "../../services/update.service";

/** The multipart body is parsed as a stream (no zod body validation, which would buffer it). */
const updateRoute = createRoute({
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

export const updateRouter = createRouter();
updateRouter.openAPIRegistry.registerPath(updateRoute);
updateRouter.patch(updateRoute.path, async (c) => {
  const q = UpdateQuerySchema.safeParse(c.req.query());
  if (!q.success) {
    return c.json({ detail: q.error.issues.map((i) => ({ loc: ["query", ...i.path.map(String)], msg: i.message, type: i.code })) }, 422);
  }
  const result = await updateData(
    c.get("ports"),
    c.get("user"),
    { dataId: q.data.data_id, datasetId: q.data.dataset_id ?? null },
    c.req.raw,
  );
  return c.json(result, result.status === "PipelineRunErrored" ? 409 : 200);
});

import { createRoute } from "@hono/zod-openapi";
import { ErrorDetailSchema, errorResponses, jsonContent } from "../../../schemas/common.schemas";
import { LegacyDeleteQuerySchema, StatusOkSchema, apiSecurity } from "../../../schemas/datasets.schemas";
import { createRouter } from "../../lib/create-router";
import { markDeprecated } from "../../lib/deprecation";
import { deleteDataLegacy } from "../../services/data-items.service";

const remove = createRoute({
  method: "delete",
  path: "/delete",
  operationId: "deleteData",
  tags: ["delete"],
  summary: "Delete a data item (deprecated: use DELETE /datasets/{dataset_id}/data/{data_id})",
  deprecated: true,
  security: apiSecurity,
  request: { query: LegacyDeleteQuerySchema },
  responses: {
    200: jsonContent(StatusOkSchema, "Deleted"),
    ...errorResponses,
    409: jsonContent(ErrorDetailSchema, "The data id matches items in several datasets (AmbiguousDataIdError)"),
  },
});

export const deleteRouter = createRouter().openapi(remove, async (c) => {
  const q = c.req.valid("query");
  markDeprecated(c, "DELETE /api/v1/delete", { href: "/api/v1/datasets/{dataset_id}/data/{data_id}", use: "DELETE /api/v1/datasets/{dataset_id}/data/{data_id}" });
  return c.json(
    await deleteDataLegacy(c.get("ports"), c.get("user"), {
      dataId: q.data_id,
      datasetId: q.dataset_id || null,
      deleteDatasetIfEmpty: q.delete_dataset_if_empty,
    }),
    200,
  );
});

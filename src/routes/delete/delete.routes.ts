import { createRoute } from "@hono/zod-openapi";
import { ErrorDetailSchema, errorResponses, jsonContent } from "../../../schemas/common.schemas";
import { LegacyDeleteQuerySchema, StatusOkSchema, apiSecurity } from "../../../schemas/datasets.schemas";

export const remove = createRoute({
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

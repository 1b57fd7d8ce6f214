import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import { MemifyBodySchema } from "../../../schemas/memify.schemas";

export const memifyRoute = createRoute({
  method: "post",
  path: "/memify",
  operationId: "memify",
  tags: ["memify"],
  deprecated: true,
  summary: "Deprecated (use /improve): with no tasks returns {}; unknown task names are 422",
  security,
  request: { body: { content: { "application/json": { schema: MemifyBodySchema } }, required: false } },
  responses: { 200: jsonContent(z.object({}).passthrough(), "Empty object"), ...errorResponses },
});

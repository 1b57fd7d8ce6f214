import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";

const MemifyBodySchema = z
  .object({
    extraction_tasks: z.array(z.string()).nullish(),
    enrichment_tasks: z.array(z.string()).nullish(),
    data: z.string().nullish(),
    dataset_name: z.string().nullish(),
    dataset_id: z.string().uuid().nullish(),
    node_name: z.array(z.string()).nullish(),
    run_in_background: z.boolean().nullish(),
  })
  .passthrough()
  .openapi("MemifyRequest");

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

import { createRoute } from "@hono/zod-openapi";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import { InferSchemaFormSchema, InferSchemaRequestSchema, InferSchemaResponseSchema } from "../../../schemas/visualize.schemas";

export const inferRoute = createRoute({
  method: "post",
  path: "/llm/infer-schema",
  operationId: "inferSchema",
  tags: ["llm"],
  summary: "Propose a graph schema (usable as cognify graph_model) from sample text, uploads (multipart `data`), or a dataset's graph",
  security,
  request: {
    body: {
      content: {
        "application/json": { schema: InferSchemaRequestSchema },
        "multipart/form-data": { schema: InferSchemaFormSchema },
      },
      required: false,
    },
  },
  responses: { 200: jsonContent(InferSchemaResponseSchema, "Proposed schema"), ...errorResponses },
});

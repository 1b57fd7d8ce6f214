import { createRoute } from "@hono/zod-openapi";
import { CognifyRequestSchema, CognifyResponseSchema } from "../../../schemas/cognify.schemas";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";

export const cognify = createRoute({
  method: "post",
  path: "/cognify",
  operationId: "cognify",
  tags: ["cognify"],
  summary: "Turn a dataset's data items into a knowledge graph (chunks, entities, relations, summaries, vectors)",
  security,
  request: { body: { content: { "application/json": { schema: CognifyRequestSchema } }, required: true } },
  responses: {
    200: jsonContent(CognifyResponseSchema, "Run info per dataset id"),
    ...errorResponses,
  },
});

export type CognifyRoute = typeof cognify;

import { createRoute } from "@hono/zod-openapi";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import { ResponseBodySchema, ResponseRequestSchema } from "../../../schemas/responses.schemas";

export const createResponse = createRoute({
  method: "post",
  path: "/responses",
  operationId: "createResponse",
  tags: ["responses"],
  summary: "OpenAI Responses-compatible: the configured model picks memory tools (search, recall, remember, cognify) and they run as the caller",
  description:
    "One model turn decides the tool calls (no assistant text, no second turn, as cognee's /responses); each call runs " +
    "through the service its route uses, as the authenticated caller, with the same dataset permissions. A refused " +
    "call (403, 404, 422...) is reported in that call's `output` with status `error`; the response stays 200. " +
    "Offline (AI_PROVIDER=local) the recall router reads `input` and makes one `search` call with the type it picks.",
  security,
  request: { body: { content: { "application/json": { schema: ResponseRequestSchema } }, required: true } },
  responses: { 200: jsonContent(ResponseBodySchema, "The tool calls and their outputs"), ...errorResponses },
});

export type CreateResponseRoute = typeof createResponse;

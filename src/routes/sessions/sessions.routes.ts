import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import { SessionResponseSchema } from "../../../schemas/recall.schemas";

export const getSessionRoute = createRoute({
  method: "get",
  path: "/sessions/{session_id}",
  operationId: "getSession",
  tags: ["sessions"],
  summary: "A session's history (QA turns and traces); readable by its owner and by anyone with read on its dataset",
  security,
  request: { params: z.object({ session_id: z.string().min(1).max(256) }) },
  responses: {
    200: jsonContent(SessionResponseSchema, "Session record with its last 20 QAs and traces"),
    ...errorResponses,
  },
});

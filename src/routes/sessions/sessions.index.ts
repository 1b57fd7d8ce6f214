import type { z } from "@hono/zod-openapi";
import type { SessionResponseSchema } from "../../../schemas/recall.schemas";
import { createRouter } from "../../lib/create-router";
import { getSessionDetail } from "../../services/sessions.service";
import { getSessionRoute } from "./sessions.routes";

export const sessionsRouter = createRouter().openapi(getSessionRoute, async (c) => {
  const detail = await getSessionDetail(c.get("ports"), c.get("user"), c.req.valid("param").session_id);
  return c.json(detail as z.infer<typeof SessionResponseSchema>, 200);
});

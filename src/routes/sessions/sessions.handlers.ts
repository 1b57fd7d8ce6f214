import type { z } from "@hono/zod-openapi";
import type { SessionResponseSchema } from "../../../schemas/recall.schemas";
import { getSessionDetail } from "../../services/sessions.service";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./sessions.routes";

export const getSession: AppRouteHandler<typeof routes.getSessionRoute> = async (c) => {
  const detail = await getSessionDetail(c.get("ports"), c.get("user"), c.req.valid("param").session_id);
  return c.json(detail as z.infer<typeof SessionResponseSchema>, 200);
};

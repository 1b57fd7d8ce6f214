import type { AppRouteHandler } from "../../lib/types";
import { createResponse as runResponse } from "../../services/responses/responses.service";
import type { CreateResponseRoute } from "./responses.routes";

export const createResponse: AppRouteHandler<CreateResponseRoute> = async (c) => {
  const tools = { ports: c.get("ports"), user: c.get("user") };
  return c.json(await runResponse({ ports: c.get("ports"), tools }, c.req.valid("json")), 200);
};

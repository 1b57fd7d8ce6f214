import type { AppRouteHandler } from "../../lib/types";
import { createResponse as runResponse } from "../../services/responses/responses.service";
import type { CreateResponseRoute } from "./responses.routes";

export const createResponse: AppRouteHandler<CreateResponseRoute> = async (c) => {
  const tools = { env: c.env, settings: c.get("settings"), user: c.get("user"), defer: (work: Promise<unknown>) => c.executionCtx.waitUntil(work) };
  return c.json(await runResponse({ ports: c.get("ports"), tools }, c.req.valid("json")), 200);
};

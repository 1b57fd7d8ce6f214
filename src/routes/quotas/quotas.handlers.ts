import { quotaUsage } from "../../services/data-items.service";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./quotas.routes";

export const usage: AppRouteHandler<typeof routes.usage> = async (c) =>
  c.json(await quotaUsage(c.get("ports"), c.get("user")), 200);

import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../lib/types";
import { payerOf } from "../services/billing/billing.service";
import { billedTo } from "../services/billing/meter.service";

/**
 * Every model call a request makes is billed to the caller's active workspace (their current tenant, else
 * their personal space) and checked against its credits first (src/ai/usage-meter.ts). Cognify work is
 * billed to the item's own workspace instead (its queue handler opens its own scope). Usage is written
 * when the handler returns (usage that cost nothing after the response, in the request's write-behind batch);
 * model calls made while a streamed body is still being sent are not billed.
 */
export const billingScope = createMiddleware<AppBindings>(async (c, next) => {
  const user = c.get("user");
  if (!user) return next();
  const ports = c.get("ports");
  await billedTo(ports.db, ports.settings, payerOf(user), () => next(), ports.writeBehind);
});

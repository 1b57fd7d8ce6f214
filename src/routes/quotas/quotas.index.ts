import { createRoute } from "@hono/zod-openapi";
import { errorResponses, jsonContent } from "../../../schemas/common.schemas";
import { QuotaUsageSchema, apiSecurity } from "../../../schemas/datasets.schemas";
import { createRouter } from "../../lib/create-router";
import { quotaUsage } from "../../services/data-items.service";

const usage = createRoute({
  method: "get",
  path: "/quotas/usage",
  operationId: "getQuotaUsage",
  tags: ["quotas"],
  summary: "Stored bytes and documents of the caller in the active workspace, with the limits",
  security: apiSecurity,
  responses: { 200: jsonContent(QuotaUsageSchema, "Usage"), ...errorResponses },
});

export const quotasRouter = createRouter().openapi(usage, async (c) =>
  c.json(await quotaUsage(c.get("ports"), c.get("user")), 200),
);

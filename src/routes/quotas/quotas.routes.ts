import { createRoute } from "@hono/zod-openapi";
import { errorResponses, jsonContent } from "../../../schemas/common.schemas";
import { QuotaUsageSchema, apiSecurity } from "../../../schemas/datasets.schemas";

export const usage = createRoute({
  method: "get",
  path: "/quotas/usage",
  operationId: "getQuotaUsage",
  tags: ["quotas"],
  summary: "Stored bytes and documents of the caller in the active workspace, with the limits",
  security: apiSecurity,
  responses: { 200: jsonContent(QuotaUsageSchema, "Usage"), ...errorResponses },
});

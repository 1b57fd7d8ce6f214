import { createRoute, z } from "@hono/zod-openapi";
import {errorResponses, jsonContent } from "../../../schemas/common.schemas";
import { security } from "../../../schemas/auth.schemas";
import { TenantIdParam } from "../../../schemas/tenants.schemas";

const tags = ["dev"];

export const OutboxItemSchema = z
  .object({ id: z.string(), to: z.string(), subject: z.string(), body: z.string(), kind: z.string(), created_at: z.string() })
  .openapi("OutboxMail");

export const outbox = createRoute({
  method: "get",
  path: "/dev/outbox",
  operationId: "getDevOutbox",
  tags,
  security,
  summary: "Local mail outbox (MAIL_PROVIDER=outbox), newest first; only with authentication off or for superusers",
  request: { query: z.object({ to: z.string().optional(), limit: z.coerce.number().int().min(1).max(500).default(50) }) },
  responses: { 200: jsonContent(z.array(OutboxItemSchema), "Mails"), 401: errorResponses[401], 403: errorResponses[403] },
});

export const suspend = createRoute({
  method: "post",
  path: "/dev/tenants/{tenant_id}/suspend",
  operationId: "suspendTenant",
  tags,
  security,
  summary: "Operator action: scale a tenant's workspace to zero (data intact); only with authentication off or for superusers",
  request: { params: TenantIdParam },
  responses: {
    200: jsonContent(z.object({ tenant_id: z.string(), status: z.string() }), "Suspended"),
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

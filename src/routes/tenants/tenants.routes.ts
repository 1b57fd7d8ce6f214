import { createRoute, z } from "@hono/zod-openapi";
import {ErrorDetailSchema, errorResponses, jsonContent } from "../../../schemas/common.schemas";
import { security } from "../../../schemas/auth.schemas";
import {
  AddMemberResultSchema,
  RemoveMemberResultSchema,
  ResendInviteResultSchema,
  TenantCreatedSchema,
  TenantIdParam,
  TenantMemberSchema,
  TenantSchema,
  TenantStatusEnum,
  TenantWithStatusSchema,
} from "../../../schemas/tenants.schemas";

const tags = ["tenants"];
const err = (status: number, description: string) => ({ [status]: jsonContent(ErrorDetailSchema, description) });

export const create = createRoute({
  method: "post",
  path: "/tenants",
  operationId: "createTenant",
  tags,
  security,
  summary: "Create a tenant (workspace); the caller becomes its owner and works in it",
  request: { query: z.object({ tenant_name: z.string() }) },
  responses: { 200: jsonContent(TenantCreatedSchema, "Created"), ...err(400, "Invalid name or already exists"), 401: errorResponses[401], 403: errorResponses[403] },
});

export const remove = createRoute({
  method: "delete",
  path: "/tenants",
  operationId: "deleteTenant",
  tags,
  security,
  summary: "Delete a tenant and everything its workspace holds (owner only)",
  request: { query: z.object({ tenant_id: z.uuid() }) },
  responses: {
    200: jsonContent(z.object({ message: z.string(), tenant_id: z.string() }), "Deleted"),
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    ...err(503, "Workspace unreachable; marked terminating, retry"),
  },
});

export const current = createRoute({
  method: "get",
  path: "/tenants/current",
  operationId: "getCurrentTenant",
  tags,
  security,
  summary: "The caller's current tenant",
  responses: { 200: jsonContent(TenantSchema, "Current tenant"), 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});

export const serviceUrl = createRoute({
  method: "get",
  path: "/tenants/current/service-url",
  operationId: "getServiceUrl",
  tags,
  security,
  summary: "Base address serving the caller's current tenant",
  responses: {
    200: jsonContent(z.object({ tenant_id: z.string(), service_url: z.string() }), "Service URL"),
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

export const mine = createRoute({
  method: "get",
  path: "/tenants/me/with-status",
  operationId: "listMyTenants",
  tags,
  security,
  summary: "Every tenant of the caller, with status and owner",
  responses: { 200: jsonContent(z.array(TenantWithStatusSchema), "Tenants"), 401: errorResponses[401] },
});

export const users = createRoute({
  method: "get",
  path: "/tenants/{tenant_id}/users",
  operationId: "listTenantUsers",
  tags,
  security,
  summary: "Members of a tenant (any member may call)",
  request: { params: TenantIdParam },
  responses: { 200: jsonContent(z.array(TenantMemberSchema), "Members"), 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});

export const status = createRoute({
  method: "get",
  path: "/tenants/{tenant_id}/status",
  operationId: "getTenantStatus",
  tags,
  security,
  summary: "Workspace status: provisioning, healthy, suspended, failed, terminating or unknown",
  request: { params: TenantIdParam },
  responses: {
    200: jsonContent(z.object({ tenant_id: z.string(), status: TenantStatusEnum }), "Status"),
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

export const restore = createRoute({
  method: "post",
  path: "/tenants/{tenant_id}/restore",
  operationId: "restoreTenant",
  tags,
  security,
  summary: "Restore a suspended workspace (any member); poll the status until healthy",
  request: { params: TenantIdParam },
  responses: {
    200: jsonContent(z.object({ tenant_id: z.string(), status: z.string() }), "restoring (or the current status)"),
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    ...err(502, "The control plane rejected or could not serve the restore"),
  },
});

export const addMember = createRoute({
  method: "post",
  path: "/tenants/users",
  operationId: "addTenantMember",
  tags,
  security,
  summary: "Add a member by user id or e-mail (owner only); unknown addresses get a stub account",
  request: { query: z.object({ tenant_id: z.uuid(), user_id: z.uuid().optional(), email: z.string().optional() }) },
  responses: {
    200: jsonContent(AddMemberResultSchema, "Added; the pod learned of it"),
    207: jsonContent(AddMemberResultSchema, "Added, but the pod did not learn of it; nothing mailed; repeat later"),
    ...err(400, "Neither user_id nor email"),
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

export const removeMember = createRoute({
  method: "delete",
  path: "/tenants/users",
  operationId: "removeTenantMember",
  tags,
  security,
  summary: "Remove a member (owner only, not the owner); access is revoked on the pod first",
  request: { query: z.object({ tenant_id: z.uuid(), user_id: z.uuid() }) },
  responses: {
    200: jsonContent(RemoveMemberResultSchema, "Removed"),
    ...err(400, "The owner cannot be removed"),
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    ...err(503, "Workspace unreachable; nothing removed"),
  },
});

export const resendInvite = createRoute({
  method: "post",
  path: "/tenants/users/resend-invite",
  operationId: "resendInvite",
  tags,
  security,
  summary: "Re-send the membership mail (owner only)",
  request: { query: z.object({ tenant_id: z.uuid(), email: z.string() }) },
  responses: { 200: jsonContent(ResendInviteResultSchema, "Re-sent"), 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});

import { createRoute, z } from "@hono/zod-openapi";
import {ErrorDetailSchema, errorResponses, jsonContent } from "../../../schemas/common.schemas";
import { security } from "../../../schemas/auth.schemas";
import {
  CapabilityBodySchema,
  CapabilityChangeSchema,
  DatasetIdListSchema,
  IdEmailSchema,
  IdNameSchema,
  MessageSchema,
  MyCapabilitiesSchema,
  PermissionDatasetSchema,
  PermissionNameEnum,
  RoleCreatedSchema,
  RoleSchema,
  SelectTenantSchema,
} from "../../../schemas/permissions.schemas";
import { TenantIdParam } from "../../../schemas/tenants.schemas";

const tags = ["permissions"];
const std = { 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404], 422: errorResponses[422] };
const bad = { 400: jsonContent(ErrorDetailSchema, "Invalid request") };
const principalParam = z.object({ principal_id: z.string() });
const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

export const grantDataset = createRoute({
  method: "post",
  path: "/permissions/datasets/{principal_id}",
  operationId: "grantDatasetPermission",
  tags,
  security,
  summary: "Grant read, write, delete or share on datasets to a user, role or tenant (needs share on each)",
  request: { params: principalParam, query: z.object({ permission_name: PermissionNameEnum }), body: jsonBody(DatasetIdListSchema) },
  responses: { 200: jsonContent(MessageSchema, "Assigned"), ...bad, ...std },
});

export const revokeDataset = createRoute({
  method: "delete",
  path: "/permissions/datasets/{principal_id}",
  operationId: "revokeDatasetPermission",
  tags,
  security,
  summary: "Revoke a dataset permission from a principal (needs share on each dataset)",
  request: { params: principalParam, query: z.object({ permission_name: PermissionNameEnum }), body: jsonBody(DatasetIdListSchema) },
  responses: { 200: jsonContent(MessageSchema, "Revoked"), ...bad, ...std },
});

export const principalDatasets = createRoute({
  method: "get",
  path: "/permissions/principals/{principal_id}/datasets",
  operationId: "listPrincipalDatasets",
  tags,
  security,
  summary: "Datasets a principal holds a permission on (self, own agents, administered users and roles, own tenants)",
  request: { params: principalParam, query: z.object({ permission_name: PermissionNameEnum.default("read") }) },
  responses: { 200: jsonContent(z.array(PermissionDatasetSchema), "Datasets"), ...std },
});

export const createRole = createRoute({
  method: "post",
  path: "/permissions/roles",
  operationId: "createRole",
  tags,
  security,
  summary: "Create a role in the current (or given) tenant; needs manage_users",
  request: { query: z.object({ role_name: z.string(), tenant_id: z.uuid().optional() }) },
  responses: { 200: jsonContent(RoleCreatedSchema, "Created"), ...bad, ...std, 409: jsonContent(ErrorDetailSchema, "Exists") },
});

export const deleteRole = createRoute({
  method: "delete",
  path: "/permissions/roles/{role_id}",
  operationId: "deleteRole",
  tags,
  security,
  summary: "Delete a role; needs manage_users",
  request: { params: z.object({ role_id: z.string() }) },
  responses: { 200: jsonContent(MessageSchema, "Deleted"), ...std },
});

export const addUserRole = createRoute({
  method: "post",
  path: "/permissions/users/{user_id}/roles",
  operationId: "addUserToRole",
  tags,
  security,
  summary: "Give a member a role; the caller needs manage_users and every capability the role carries",
  request: { params: z.object({ user_id: z.string() }), query: z.object({ role_id: z.string() }) },
  responses: { 200: jsonContent(MessageSchema, "Added"), ...bad, ...std, 409: jsonContent(ErrorDetailSchema, "Already held") },
});

export const removeUserRole = createRoute({
  method: "delete",
  path: "/permissions/users/{user_id}/roles",
  operationId: "removeUserFromRole",
  tags,
  security,
  summary: "Take a role from a member (same rule as giving it)",
  request: { params: z.object({ user_id: z.string() }), query: z.object({ role_id: z.string() }) },
  responses: { 200: jsonContent(MessageSchema, "Removed"), ...bad, ...std },
});

export const addUserTenant = createRoute({
  method: "post",
  path: "/permissions/users/{user_id}/tenants",
  operationId: "addUserToTenant",
  tags,
  security,
  summary: "Add a user to a tenant; needs manage_users (pushes membership to the pod like POST /tenants/users)",
  request: { params: z.object({ user_id: z.string() }), query: z.object({ tenant_id: z.uuid() }) },
  responses: {
    200: jsonContent(MessageSchema.extend({ sync_status: z.string() }), "Added"),
    207: jsonContent(MessageSchema.extend({ sync_status: z.string() }), "Added, pod not told"),
    ...bad,
    ...std,
    409: jsonContent(ErrorDetailSchema, "Already a member"),
  },
});

export const removeTenantUser = createRoute({
  method: "delete",
  path: "/permissions/tenants/{tenant_id}/users/{user_id}",
  operationId: "removeUserFromTenant",
  tags,
  security,
  summary: "Remove a user from a tenant; needs manage_users (the owner cannot be removed)",
  request: { params: z.object({ tenant_id: z.uuid(), user_id: z.uuid() }) },
  responses: { 200: jsonContent(MessageSchema, "Removed"), ...bad, ...std, 503: jsonContent(ErrorDetailSchema, "Workspace unreachable") },
});

export const createTenant = createRoute({
  method: "post",
  path: "/permissions/tenants",
  operationId: "createPermissionTenant",
  tags,
  security,
  summary: "Create a tenant (same as POST /tenants)",
  request: { query: z.object({ tenant_name: z.string() }) },
  responses: { 200: jsonContent(z.object({ message: z.string(), tenant_id: z.string() }), "Created"), ...bad, ...std },
});

export const selectTenant = createRoute({
  method: "post",
  path: "/permissions/tenants/select",
  operationId: "selectTenant",
  tags,
  security,
  summary: "Switch the active tenant (null: personal workspace)",
  request: { body: jsonBody(SelectTenantSchema) },
  responses: { 200: jsonContent(z.object({ message: z.string(), tenant_id: z.string().nullable() }), "Selected"), ...std },
});

export const myTenants = createRoute({
  method: "get",
  path: "/permissions/tenants/me",
  operationId: "listMyPermissionTenants",
  tags,
  security,
  summary: "Tenants the caller belongs to",
  responses: { 200: jsonContent(z.array(IdNameSchema), "Tenants"), 401: errorResponses[401] },
});

export const tenantRoles = createRoute({
  method: "get",
  path: "/permissions/tenants/{tenant_id}/roles",
  operationId: "listTenantRoles",
  tags,
  security,
  summary: "Roles of a tenant (administrators only)",
  request: { params: TenantIdParam },
  responses: { 200: jsonContent(z.array(RoleSchema), "Roles"), ...std },
});

export const roleUsers = createRoute({
  method: "get",
  path: "/permissions/tenants/{tenant_id}/roles/{role_id}/users",
  operationId: "listRoleUsers",
  tags,
  security,
  summary: "Holders of a role (administrators only)",
  request: { params: z.object({ tenant_id: z.string(), role_id: z.string() }) },
  responses: { 200: jsonContent(z.array(IdEmailSchema), "Users"), ...std },
});

export const userRoles = createRoute({
  method: "get",
  path: "/permissions/tenants/{tenant_id}/roles/users/{user_id}",
  operationId: "listUserRoles",
  tags,
  security,
  summary: "Roles a user holds in a tenant (self, or administrators)",
  request: { params: z.object({ tenant_id: z.string(), user_id: z.string() }) },
  responses: { 200: jsonContent(z.array(IdNameSchema), "Roles"), ...std },
});

export const tenantUsers = createRoute({
  method: "get",
  path: "/permissions/tenants/{tenant_id}/users",
  operationId: "listPermissionTenantUsers",
  tags,
  security,
  summary: "Members of a tenant with their roles (administrators only)",
  request: { params: TenantIdParam },
  responses: { 200: jsonContent(z.array(IdEmailSchema.extend({ roles: z.array(IdNameSchema) })), "Users"), ...std },
});

export const grantCapabilities = createRoute({
  method: "post",
  path: "/permissions/capabilities/{principal_id}",
  operationId: "grantCapabilities",
  tags,
  security,
  summary: "Grant tenant capabilities (manage_users, grant_capabilities, revoke_capabilities) to a member, role or the tenant",
  request: { params: principalParam, query: z.object({ tenant_id: z.uuid().optional() }), body: jsonBody(CapabilityBodySchema) },
  responses: { 200: jsonContent(CapabilityChangeSchema, "Granted"), ...bad, ...std },
});

export const revokeCapabilities = createRoute({
  method: "delete",
  path: "/permissions/capabilities/{principal_id}",
  operationId: "revokeCapabilities",
  tags,
  security,
  summary: "Revoke tenant capabilities from a member, role or the tenant",
  request: { params: principalParam, query: z.object({ tenant_id: z.uuid().optional() }), body: jsonBody(CapabilityBodySchema) },
  responses: { 200: jsonContent(CapabilityChangeSchema, "Revoked"), ...bad, ...std },
});

export const myCapabilities = createRoute({
  method: "get",
  path: "/permissions/tenants/{tenant_id}/capabilities/me",
  operationId: "getMyCapabilities",
  tags,
  security,
  summary: "The caller's own capabilities in a tenant",
  request: { params: TenantIdParam },
  responses: { 200: jsonContent(MyCapabilitiesSchema, "Capabilities"), ...std },
});

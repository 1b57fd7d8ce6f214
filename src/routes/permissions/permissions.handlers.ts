import type { Db } from "../../storage/d1/client";
import * as permissions from "../../services/permissions.service";
import * as tenants from "../../services/tenants.service";
import type { Principal } from "../../lib/types";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./permissions.routes";

const capabilityNames = (body: string[] | { capabilities: string[] }) => (Array.isArray(body) ? body : body.capabilities);

/** The permission routes gate membership changes on manage_users (the tenant routes on ownership). */
const manageUsersGate =
  (db: Db, caller: Principal): tenants.MemberGate =>
  async (tenant) => {
    await permissions.requireCapability(db, tenant.id, caller, "manage_users");
  };

export const grantDataset: AppRouteHandler<typeof routes.grantDataset> = async (c) => {
  const { principal_id } = c.req.valid("param");
  const { permission_name } = c.req.valid("query");
  const ids = c.req.valid("json");
  return c.json(await permissions.grantDatasetPermission(c.get("ports").db, c.get("user"), principal_id, permission_name, ids), 200);
};

export const revokeDataset: AppRouteHandler<typeof routes.revokeDataset> = async (c) => {
  const { principal_id } = c.req.valid("param");
  const { permission_name } = c.req.valid("query");
  const ids = c.req.valid("json");
  return c.json(await permissions.revokeDatasetPermission(c.get("ports").db, c.get("user"), principal_id, permission_name, ids), 200);
};

export const principalDatasets: AppRouteHandler<typeof routes.principalDatasets> = async (c) => {
  const { principal_id } = c.req.valid("param");
  const { permission_name } = c.req.valid("query");
  return c.json(await permissions.principalDatasets(c.get("ports").db, c.get("user"), principal_id, permission_name), 200);
};

export const createRole: AppRouteHandler<typeof routes.createRole> = async (c) => {
  const q = c.req.valid("query");
  return c.json(await permissions.createRole(c.get("ports").db, c.get("user"), q.role_name, q.tenant_id), 200);
};

export const deleteRole: AppRouteHandler<typeof routes.deleteRole> = async (c) =>
  c.json(await permissions.removeRole(c.get("ports").db, c.get("user"), c.req.valid("param").role_id), 200);

export const addUserRole: AppRouteHandler<typeof routes.addUserRole> = async (c) =>
  c.json(
    await permissions.addUserToRole(c.get("ports").db, c.get("user"), c.req.valid("param").user_id, c.req.valid("query").role_id),
    200,
  );

export const removeUserRole: AppRouteHandler<typeof routes.removeUserRole> = async (c) =>
  c.json(
    await permissions.removeUserFromRole(c.get("ports").db, c.get("user"), c.req.valid("param").user_id, c.req.valid("query").role_id),
    200,
  );

export const addUserTenant: AppRouteHandler<typeof routes.addUserTenant> = async (c) => {
  const db = c.get("ports").db;
  const user = c.get("user");
  const result = await tenants.addMember(c.get("ports"), user, manageUsersGate(db, user), {
    tenantId: c.req.valid("query").tenant_id,
    userId: c.req.valid("param").user_id,
    refuseExisting: true,
  });
  const body = { message: result.status === 200 ? "User added to tenant" : result.body.message, sync_status: result.body.sync_status };
  return result.status === 200 ? c.json(body, 200) : c.json(body, 207);
};

export const removeTenantUser: AppRouteHandler<typeof routes.removeTenantUser> = async (c) => {
  const db = c.get("ports").db;
  const p = c.req.valid("param");
  await tenants.removeMember(c.get("ports"), manageUsersGate(db, c.get("user")), {
    tenantId: p.tenant_id,
    userId: p.user_id,
  });
  return c.json({ message: "User removed from tenant" }, 200);
};

export const myTenants: AppRouteHandler<typeof routes.myTenants> = async (c) => c.json(await permissions.myTenantList(c.get("ports").db, c.get("user")), 200);

export const createTenant: AppRouteHandler<typeof routes.createTenant> = async (c) => {
  const created = await tenants.createTenant(c.get("ports"), c.get("user"), c.req.valid("query").tenant_name);
  return c.json({ message: created.message, tenant_id: created.tenant_id }, 200);
};

export const selectTenant: AppRouteHandler<typeof routes.selectTenant> = async (c) => {
  const body = c.req.valid("json");
  const tenantId = body.tenant_id ?? body.tenantId ?? null;
  return c.json(await tenants.selectTenant(c.get("ports").db, c.get("user"), tenantId), 200);
};

export const tenantRoles: AppRouteHandler<typeof routes.tenantRoles> = async (c) =>
  c.json(await permissions.listTenantRoles(c.get("ports").db, c.get("user"), c.req.valid("param").tenant_id), 200);

export const roleUsers: AppRouteHandler<typeof routes.roleUsers> = async (c) => {
  const p = c.req.valid("param");
  return c.json(await permissions.listRoleUsers(c.get("ports").db, c.get("user"), p.tenant_id, p.role_id), 200);
};

export const userRoles: AppRouteHandler<typeof routes.userRoles> = async (c) => {
  const p = c.req.valid("param");
  return c.json(await permissions.listUserRoles(c.get("ports").db, c.get("user"), p.tenant_id, p.user_id), 200);
};

export const tenantUsers: AppRouteHandler<typeof routes.tenantUsers> = async (c) =>
  c.json(await permissions.listTenantUsersWithRoles(c.get("ports").db, c.get("user"), c.req.valid("param").tenant_id), 200);

export const grantCapabilities: AppRouteHandler<typeof routes.grantCapabilities> = async (c) => {
  const names = capabilityNames(c.req.valid("json"));
  const r = await permissions.grantCapabilitiesTo(c.get("ports").db, c.get("user"), c.req.valid("param").principal_id, names, c.req.valid("query").tenant_id);
  return c.json(r, 200);
};

export const revokeCapabilities: AppRouteHandler<typeof routes.revokeCapabilities> = async (c) => {
  const names = capabilityNames(c.req.valid("json"));
  const r = await permissions.revokeCapabilitiesFrom(c.get("ports").db, c.get("user"), c.req.valid("param").principal_id, names, c.req.valid("query").tenant_id);
  return c.json(r, 200);
};

export const myCapabilities: AppRouteHandler<typeof routes.myCapabilities> = async (c) =>
  c.json(await permissions.myCapabilities(c.get("ports").db, c.get("user"), c.req.valid("param").tenant_id), 200);

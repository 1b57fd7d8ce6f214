import { ApiError, forbidden, notFound, permissionDenied } from "../core/errors";
import { isUuid } from "../core/ids";
import type { Principal } from "../lib/types";
import type { Db } from "../storage/d1/client";
import {
  datasetsByIds,
  type DatasetRow,
  type Permission,
  permittedDatasetIds,
  permittedDatasets,
} from "../storage/d1/datasets.repo";
import { deleteGrants, directGrantDatasets, insertGrants } from "../storage/d1/grants.repo";
import {
  addUserRole,
  CAPABILITIES,
  type Capability,
  capabilityGrantsFor,
  deleteRole,
  getRole,
  getRoleByName,
  getTenant,
  grantCapabilities,
  insertRole,
  isTenantMember,
  membersOf,
  removeUserRole,
  revokeCapabilities,
  roleMembers,
  rolesOf,
  type RoleRow,
  roleUserCounts,
  type TenantRow,
  tenantsOf,
  userRolesIn,
} from "../storage/d1/tenants.repo";
import { findUserById, type UserRow } from "../storage/d1/users.repo";

export { CAPABILITIES, type Capability };

/** The role name that passes every capability check (cognee's USER_MANAGEMENT_ALLOWED_ROLE_NAMES; deprecated). */
export const ADMIN_ROLE_NAME = "admin";

/** Agents act inside their parent's memberships: tenant and pod checks use the parent's id. */
export const memberIdFor = (user: Pick<Principal, "id" | "isAgent" | "parentUserId">) =>
  user.isAgent && user.parentUserId ? user.parentUserId : user.id;

export async function requireTenant(db: Db, tenantId: string): Promise<TenantRow> {
  const tenant = isUuid(tenantId) ? await getTenant(db, tenantId) : undefined;
  if (!tenant) throw notFound(`Tenant (${tenantId}) not found.`, "TenantNotFoundError");
  return tenant;
}

export interface TenantAccess {
  tenant: TenantRow;
  member: boolean;
  owner: boolean;
  /** Held through the admin role name (deprecated fallback), not through grants. */
  viaAdminRole: boolean;
  capabilities: Set<Capability>;
}

/**
 * What a caller may do in a tenant. The owner holds every capability; a role named `admin` passes by
 * name; otherwise the union of grants to the user, its roles there, and the tenant as a whole.
 * Agents hold no capabilities: they may act on data, never manage people.
 */
export async function tenantAccess(db: Db, tenantId: string, user: Principal): Promise<TenantAccess> {
  const tenant = await requireTenant(db, tenantId);
  const memberId = memberIdFor(user);
  const owner = tenant.ownerId === memberId && !user.isAgent;
  const member = tenant.ownerId === memberId || (await isTenantMember(db, tenant.id, memberId));
  if (!member || user.isAgent) return { tenant, member, owner: false, viaAdminRole: false, capabilities: new Set() };
  if (owner) return { tenant, member, owner, viaAdminRole: false, capabilities: new Set(CAPABILITIES) };
  const roles = await userRolesIn(db, tenant.id, user.id);
  if (roles.some((r) => r.name.toLowerCase() === ADMIN_ROLE_NAME)) {
    return { tenant, member, owner, viaAdminRole: true, capabilities: new Set(CAPABILITIES) };
  }
  const caps = await capabilityGrantsFor(db, tenant.id, [user.id, tenant.id, ...roles.map((r) => r.id)]);
  return { tenant, member, owner, viaAdminRole: false, capabilities: caps };
}

const notMember = () => forbidden("You are not a member of this tenant.", "PermissionDeniedError");

export async function requireTenantMember(db: Db, tenantId: string, user: Principal): Promise<TenantAccess> {
  const access = await tenantAccess(db, tenantId, user);
  if (!access.member) throw notMember();
  return access;
}

export async function requireCapability(db: Db, tenantId: string, user: Principal, capability: Capability): Promise<TenantAccess> {
  const access = await requireTenantMember(db, tenantId, user);
  if (!access.capabilities.has(capability)) {
    throw forbidden(`Missing capability in this tenant: ${capability}.`, "PermissionDeniedError");
  }
  return access;
}

/** Capabilities a role carries: all of them for the `admin` name, else its grants. */
async function roleCapabilities(db: Db, role: RoleRow): Promise<Set<Capability>> {
  if (role.name.toLowerCase() === ADMIN_ROLE_NAME) return new Set(CAPABILITIES);
  return capabilityGrantsFor(db, role.tenantId, [role.id]);
}

const activeTenantOf = (user: Principal, tenantId: string | null | undefined): string => {
  const id = tenantId || user.tenantId;
  if (!id) {
    throw new ApiError(400, "NoActiveTenantError", "No tenant given and no tenant selected: pass tenant_id or select a tenant first.");
  }
  return id;
};

// ---------------------------------------------------------------------------------------------
// Principals

export type ResolvedPrincipal =
  | { kind: "user"; id: string; user: UserRow }
  | { kind: "role"; id: string; role: RoleRow }
  | { kind: "tenant"; id: string; tenant: TenantRow };

export async function resolvePrincipal(db: Db, id: string): Promise<ResolvedPrincipal | null> {
  if (!isUuid(id)) return null;
  const user = await findUserById(db, id);
  if (user) return { kind: "user", id, user };
  const role = await getRole(db, id);
  if (role) return { kind: "role", id, role };
  const tenant = await getTenant(db, id);
  if (tenant) return { kind: "tenant", id, tenant };
  return null;
}

const principalNotFound = (id: string) => notFound(`Principal (${id}) not found.`, "PrincipalNotFoundError");

// ---------------------------------------------------------------------------------------------
// Dataset grants

/** Datasets by id on which the caller holds `share`; any unknown or unshareable id fails the whole call. */
async function shareableDatasets(db: Db, caller: Principal, datasetIds: string[]): Promise<DatasetRow[]> {
  const ids = [...new Set(datasetIds)];
  if (ids.length === 0) throw new ApiError(400, "InvalidRequestError", "Send a JSON array of dataset ids.");
  if (ids.some((id) => !isUuid(id))) throw permissionDenied("share");
  const shareable = await permittedDatasetIds(db, caller.id, "share");
  if (ids.some((id) => !shareable.has(id))) throw permissionDenied("share");
  const rows = await datasetsByIds(db, ids);
  if (rows.length !== ids.length) throw permissionDenied("share");
  return rows;
}

/**
 * A grant must be usable: a tenant's datasets live in that tenant's pod, which only serves its members,
 * so they may go to members (or their agents), roles of that tenant, or the tenant itself. Personal
 * datasets may go to any user.
 */
async function checkGrantTarget(db: Db, principal: ResolvedPrincipal, datasets: DatasetRow[]): Promise<void> {
  for (const d of datasets) {
    const where = d.tenantId ? `tenant ${d.tenantId}` : "a personal workspace";
    const mismatch = (what: string) =>
      new ApiError(400, "InvalidGrantTargetError", `Dataset ${d.id} belongs to ${where}; ${what}.`);
    if (principal.kind === "tenant" && principal.id !== d.tenantId) throw mismatch("grants to a tenant apply only to its own datasets");
    if (principal.kind === "role" && principal.role.tenantId !== d.tenantId) throw mismatch("grants to a role apply only to its tenant's datasets");
    if (principal.kind === "user" && d.tenantId) {
      const memberId = principal.user.isAgent && principal.user.parentUserId ? principal.user.parentUserId : principal.user.id;
      const tenant = await getTenant(db, d.tenantId);
      if (tenant?.ownerId !== memberId && !(await isTenantMember(db, d.tenantId, memberId))) {
        throw mismatch("the user is not a member of that tenant");
      }
    }
  }
}

export async function grantDatasetPermission(
  db: Db,
  caller: Principal,
  principalId: string,
  permission: Permission,
  datasetIds: string[],
): Promise<{ message: string }> {
  const datasets = await shareableDatasets(db, caller, datasetIds);
  const principal = await resolvePrincipal(db, principalId);
  if (!principal) throw principalNotFound(principalId);
  await checkGrantTarget(db, principal, datasets);
  await insertGrants(db, principal.id, permission, datasets.map((d) => d.id));
  return { message: "Permission assigned to principal" };
}

export async function revokeDatasetPermission(
  db: Db,
  caller: Principal,
  principalId: string,
  permission: Permission,
  datasetIds: string[],
): Promise<{ message: string }> {
  const datasets = await shareableDatasets(db, caller, datasetIds);
  if (!isUuid(principalId)) throw principalNotFound(principalId);
  // The creator holds all four grants for as long as it owns the dataset.
  const owned = datasets.filter((d) => d.ownerId === principalId);
  if (owned.length > 0) {
    throw new ApiError(400, "InvalidGrantTargetError", `The owner's permissions on dataset ${owned[0]!.id} cannot be revoked.`);
  }
  await deleteGrants(db, principalId, permission, datasets.map((d) => d.id));
  return { message: "Permission revoked from principal" };
}

export const datasetDto = (d: DatasetRow) => ({
  id: d.id,
  name: d.name,
  createdAt: new Date(d.createdAt).toISOString(),
  updatedAt: new Date(d.updatedAt).toISOString(),
  ownerId: d.ownerId,
  tenantId: d.tenantId,
});

/**
 * Datasets a principal holds a permission on. The caller may ask about itself (effective grants), its
 * agents, a member of a tenant it administers (that tenant's datasets only), a role of a tenant it
 * administers or holds, and a tenant it belongs to (direct grants). Anything else: 403; unknown: 404.
 */
export async function principalDatasets(db: Db, caller: Principal, principalId: string, permission: Permission) {
  const principal = await resolvePrincipal(db, principalId);
  if (!principal) throw principalNotFound(principalId);
  const effective = (userId: string) => permittedDatasets(db, userId, permission);

  if (principal.kind === "user") {
    const u = principal.user;
    if (u.id === caller.id || (u.isAgent && u.parentUserId === caller.id)) return (await effective(u.id)).map(datasetDto);
    const administered: string[] = [];
    for (const t of await tenantsOf(db, u.id)) {
      const access = await tenantAccess(db, t.id, caller);
      if (access.capabilities.has("manage_users")) administered.push(t.id);
    }
    if (administered.length === 0) throw forbidden("You cannot view this principal's datasets.");
    return (await effective(u.id)).filter((d) => d.tenantId && administered.includes(d.tenantId)).map(datasetDto);
  }
  if (principal.kind === "role") {
    const access = await tenantAccess(db, principal.role.tenantId, caller);
    const holds = (await userRolesIn(db, principal.role.tenantId, caller.id)).some((r) => r.id === principal.id);
    if (!access.capabilities.has("manage_users") && !holds) throw forbidden("You cannot view this role's datasets.");
    return (await directGrantDatasets(db, principal.id, permission)).map(datasetDto);
  }
  const access = await tenantAccess(db, principal.id, caller);
  if (!access.member) throw notMember();
  return (await directGrantDatasets(db, principal.id, permission)).map(datasetDto);
}

// ---------------------------------------------------------------------------------------------
// Roles

const ROLE_NAME = /^[\p{L}\p{N}][\p{L}\p{N} _.\-]{0,99}$/u;

export async function createRole(db: Db, caller: Principal, roleName: string, tenantId?: string | null) {
  const access = await requireCapability(db, activeTenantOf(caller, tenantId), caller, "manage_users");
  const name = roleName.trim();
  if (!ROLE_NAME.test(name)) throw new ApiError(400, "InvalidRoleNameError", "Role names are 1-100 letters, digits, spaces, '.', '_' or '-'.");
  if (await getRoleByName(db, access.tenant.id, name)) {
    throw new ApiError(409, "EntityAlreadyExistsError", `Role "${name}" already exists in this tenant.`);
  }
  const role = await insertRole(db, access.tenant.id, name, null);
  return { message: "Role created for tenant", role_id: role.id, tenant_id: access.tenant.id };
}

/** A role is visible only to members of its tenant: to anyone else it does not exist (404). */
async function requireRoleFor(db: Db, caller: Principal, roleId: string): Promise<{ role: RoleRow; access: TenantAccess }> {
  const role = isUuid(roleId) ? await getRole(db, roleId) : undefined;
  const access = role ? await tenantAccess(db, role.tenantId, caller) : undefined;
  if (!role || !access?.member) throw notFound(`Role (${roleId}) not found.`, "RoleNotFoundError");
  return { role, access };
}

export async function removeRole(db: Db, caller: Principal, roleId: string) {
  const { role, access } = await requireRoleFor(db, caller, roleId);
  if (!access.capabilities.has("manage_users")) throw forbidden("Missing capability in this tenant: manage_users.");
  await deleteRole(db, role.id);
  return { message: "Role deleted" };
}

/** Assigning (or taking away) a role needs manage_users and every capability the role carries. */
async function checkRoleChange(db: Db, caller: Principal, userId: string, roleId: string) {
  const { role, access } = await requireRoleFor(db, caller, roleId);
  if (!access.capabilities.has("manage_users")) throw forbidden("Missing capability in this tenant: manage_users.");
  const missing = [...(await roleCapabilities(db, role))].filter((c) => !access.capabilities.has(c)).sort();
  if (missing.length > 0) {
    throw forbidden(`You must hold every capability this role carries; missing: ${missing.join(", ")}.`);
  }
  const target = isUuid(userId) ? await findUserById(db, userId) : undefined;
  if (!target) throw notFound(`User (${userId}) not found.`, "UserNotFoundError");
  if (!(await isTenantMember(db, role.tenantId, target.id)) && access.tenant.ownerId !== target.id) {
    throw new ApiError(400, "InvalidRoleAssignmentError", "The user is not a member of the role's tenant.");
  }
  return { role, target };
}

export async function addUserToRole(db: Db, caller: Principal, userId: string, roleId: string) {
  const { role, target } = await checkRoleChange(db, caller, userId, roleId);
  if (!(await addUserRole(db, target.id, role.id))) {
    throw new ApiError(409, "EntityAlreadyExistsError", "The user already holds this role.");
  }
  return { message: "User added to role" };
}

export async function removeUserFromRole(db: Db, caller: Principal, userId: string, roleId: string) {
  const { role, target } = await checkRoleChange(db, caller, userId, roleId);
  if (!(await removeUserRole(db, target.id, role.id))) throw notFound("The user does not hold this role.", "RoleNotFoundError");
  return { message: "User removed from role" };
}

const requireAdministrator = async (db: Db, tenantId: string, caller: Principal) =>
  requireCapability(db, tenantId, caller, "manage_users");

export async function listTenantRoles(db: Db, caller: Principal, tenantId: string) {
  const { tenant } = await requireAdministrator(db, tenantId, caller);
  const roles = await rolesOf(db, tenant.id);
  const counts = await roleUserCounts(db, roles.map((r) => r.id));
  const out = [];
  for (const r of roles) {
    out.push({
      id: r.id,
      name: r.name,
      description: r.description,
      user_count: counts.get(r.id) ?? 0,
      capabilities: [...(await roleCapabilities(db, r))].sort(),
    });
  }
  return out;
}

export async function listRoleUsers(db: Db, caller: Principal, tenantId: string, roleId: string) {
  const { tenant } = await requireAdministrator(db, tenantId, caller);
  const role = await getRole(db, roleId);
  if (!role || role.tenantId !== tenant.id) throw notFound(`Role (${roleId}) not found.`, "RoleNotFoundError");
  return (await roleMembers(db, role.id)).map((u) => ({ id: u.id, email: u.email }));
}

export async function listUserRoles(db: Db, caller: Principal, tenantId: string, userId: string) {
  if (userId !== caller.id) await requireAdministrator(db, tenantId, caller);
  else await requireTenantMember(db, tenantId, caller);
  return (await userRolesIn(db, tenantId, userId)).map((r) => ({ id: r.id, name: r.name }));
}

export async function listTenantUsersWithRoles(db: Db, caller: Principal, tenantId: string) {
  const { tenant } = await requireAdministrator(db, tenantId, caller);
  const out = [];
  for (const u of await membersOf(db, tenant.id)) {
    out.push({ id: u.id, email: u.email, roles: (await userRolesIn(db, tenant.id, u.id)).map((r) => ({ id: r.id, name: r.name })) });
  }
  return out;
}

export async function myTenantList(db: Db, caller: Principal) {
  return (await tenantsOf(db, memberIdFor(caller))).map((t) => ({ id: t.id, name: t.name }));
}

// ---------------------------------------------------------------------------------------------
// Capabilities

export function parseCapabilities(names: string[]): Capability[] {
  const unknown = names.filter((n) => !(CAPABILITIES as readonly string[]).includes(n));
  if (names.length === 0 || unknown.length > 0) {
    throw new ApiError(
      400,
      "InvalidCapabilityError",
      `Unknown or missing capabilities${unknown.length ? `: ${unknown.join(", ")}` : ""}. Use ${CAPABILITIES.join(", ")}.`,
    );
  }
  return [...new Set(names)] as Capability[];
}

/** The principal must belong to the tenant: a member (not an agent), one of its roles, or the tenant itself. */
async function capabilityPrincipal(db: Db, tenant: TenantRow, principalId: string): Promise<ResolvedPrincipal> {
  const p = await resolvePrincipal(db, principalId);
  const inTenant =
    p &&
    ((p.kind === "tenant" && p.id === tenant.id) ||
      (p.kind === "role" && p.role.tenantId === tenant.id) ||
      (p.kind === "user" && !p.user.isAgent && (p.id === tenant.ownerId || (await isTenantMember(db, tenant.id, p.id)))));
  if (!inTenant) throw notFound(`Principal (${principalId}) not found in this tenant.`, "PrincipalNotFoundError");
  return p;
}

export async function grantCapabilitiesTo(db: Db, caller: Principal, principalId: string, names: string[], tenantId?: string | null) {
  const caps = parseCapabilities(names);
  const access = await requireCapability(db, activeTenantOf(caller, tenantId), caller, "grant_capabilities");
  const missing = caps.filter((c) => !access.capabilities.has(c));
  if (missing.length > 0) throw forbidden(`You can only grant capabilities you hold; missing: ${missing.join(", ")}.`);
  const principal = await capabilityPrincipal(db, access.tenant, principalId);
  await grantCapabilities(db, access.tenant.id, principal.id, caps);
  return { message: "Capabilities granted", principal_id: principal.id, tenant_id: access.tenant.id, capabilities: caps };
}

export async function revokeCapabilitiesFrom(db: Db, caller: Principal, principalId: string, names: string[], tenantId?: string | null) {
  const caps = parseCapabilities(names);
  const access = await requireCapability(db, activeTenantOf(caller, tenantId), caller, "revoke_capabilities");
  const principal = await capabilityPrincipal(db, access.tenant, principalId);
  if (principal.id === access.tenant.ownerId) {
    throw new ApiError(400, "InvalidCapabilityError", "The tenant owner always holds every capability.");
  }
  await revokeCapabilities(db, access.tenant.id, principal.id, caps);
  return { message: "Capabilities revoked", principal_id: principal.id, tenant_id: access.tenant.id, capabilities: caps };
}

export async function myCapabilities(db: Db, caller: Principal, tenantId: string) {
  const access = await requireTenantMember(db, tenantId, caller);
  return {
    tenant_id: access.tenant.id,
    capabilities: [...access.capabilities].sort(),
    is_owner: access.owner,
    via_admin_role: access.viaAdminRole,
  };
}

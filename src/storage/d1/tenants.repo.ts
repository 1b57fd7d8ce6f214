import { and, eq, inArray, sql } from "drizzle-orm";
import { newId } from "../../core/ids";
import { type Db, schema } from "./client";
import type { UserRow } from "./users.repo";

export type TenantRow = typeof schema.tenants.$inferSelect;
export type RoleRow = typeof schema.roles.$inferSelect;

export const CAPABILITIES = ["manage_users", "grant_capabilities", "revoke_capabilities"] as const;
export type Capability = (typeof CAPABILITIES)[number];

// ---- tenants ----

export async function getTenant(db: Db, id: string): Promise<TenantRow | undefined> {
  return db.select().from(schema.tenants).where(eq(schema.tenants.id, id)).get();
}

export async function getTenantByName(db: Db, name: string): Promise<TenantRow | undefined> {
  // The column is COLLATE NOCASE: names are unique regardless of case.
  return db.select().from(schema.tenants).where(eq(schema.tenants.name, name)).get();
}

/** Inserts the tenant with its owner as first member; `provisioning` until the pod confirms. */
export async function insertTenant(db: Db, name: string, ownerId: string): Promise<TenantRow> {
  const now = Date.now();
  const row: TenantRow = { id: newId(), name, ownerId, status: "provisioning", createdAt: now, updatedAt: now };
  await db.batch([
    db.insert(schema.tenants).values(row),
    db.insert(schema.tenantMembers).values({ tenantId: row.id, userId: ownerId, createdAt: now }).onConflictDoNothing(),
  ]);
  return row;
}

export async function setTenantStatus(db: Db, id: string, status: string): Promise<void> {
  await db.update(schema.tenants).set({ status, updatedAt: Date.now() }).where(eq(schema.tenants.id, id)).run();
}

export async function tenantsOwnedBy(db: Db, userId: string): Promise<TenantRow[]> {
  return db.select().from(schema.tenants).where(eq(schema.tenants.ownerId, userId));
}

/** Tenants the user belongs to (owners are members too), oldest first. */
export async function tenantsOf(db: Db, userId: string): Promise<TenantRow[]> {
  return db
    .select({ t: schema.tenants })
    .from(schema.tenantMembers)
    .innerJoin(schema.tenants, eq(schema.tenants.id, schema.tenantMembers.tenantId))
    .where(eq(schema.tenantMembers.userId, userId))
    .orderBy(schema.tenants.createdAt)
    .then((rows) => rows.map((r) => r.t));
}

/**
 * Deletes the tenant's control-plane rows: its datasets (grants cascade), grants held by the tenant or
 * its roles, roles, memberships and capability grants; members pointing at it fall back to personal.
 */
export async function deleteTenantRows(db: Db, tenantId: string): Promise<void> {
  const roleIds = (await rolesOf(db, tenantId)).map((r) => r.id);
  const principals = JSON.stringify([tenantId, ...roleIds]);
  await db.batch([
    db.delete(schema.acls).where(sql`${schema.acls.principalId} IN (SELECT value FROM json_each(${principals}))`),
    db.delete(schema.acls).where(
      sql`${schema.acls.datasetId} IN (SELECT id FROM datasets WHERE tenant_id = ${tenantId})`,
    ),
    db.delete(schema.datasets).where(eq(schema.datasets.tenantId, tenantId)),
    db.delete(schema.userRoles).where(
      sql`${schema.userRoles.roleId} IN (SELECT value FROM json_each(${JSON.stringify(roleIds)}))`,
    ),
    db.delete(schema.capabilityGrants).where(eq(schema.capabilityGrants.tenantId, tenantId)),
    db.delete(schema.roles).where(eq(schema.roles.tenantId, tenantId)),
    db.delete(schema.tenantMembers).where(eq(schema.tenantMembers.tenantId, tenantId)),
    db.update(schema.users).set({ tenantId: null }).where(eq(schema.users.tenantId, tenantId)),
    db.delete(schema.tenants).where(eq(schema.tenants.id, tenantId)),
  ]);
}

// ---- members ----

export async function isTenantMember(db: Db, tenantId: string, userId: string): Promise<boolean> {
  const row = await db
    .select({ u: schema.tenantMembers.userId })
    .from(schema.tenantMembers)
    .where(and(eq(schema.tenantMembers.tenantId, tenantId), eq(schema.tenantMembers.userId, userId)))
    .get();
  return row !== undefined;
}

export async function membersOf(db: Db, tenantId: string): Promise<UserRow[]> {
  return db
    .select({ u: schema.users })
    .from(schema.tenantMembers)
    .innerJoin(schema.users, eq(schema.users.id, schema.tenantMembers.userId))
    .where(eq(schema.tenantMembers.tenantId, tenantId))
    .orderBy(schema.tenantMembers.createdAt, schema.users.email)
    .then((rows) => rows.map((r) => r.u));
}

export async function addTenantMember(db: Db, tenantId: string, userId: string): Promise<boolean> {
  const res = await db
    .insert(schema.tenantMembers)
    .values({ tenantId, userId, createdAt: Date.now() })
    .onConflictDoNothing()
    .run();
  return (res.meta.changes ?? 0) > 0;
}

/**
 * Drops a membership and everything it carried in the tenant: the user's (and its agents') roles and
 * capability grants there, and their grants on the tenant's datasets. Datasets the user owned in the
 * tenant are handed to the tenant owner so the workspace's data stays reachable and intact.
 */
export async function removeTenantMember(db: Db, tenant: TenantRow, userIds: string[]): Promise<void> {
  const ids = JSON.stringify(userIds);
  const now = Date.now();
  const inIds = "(SELECT value FROM json_each(?))";
  const tenantDatasets = "(SELECT id FROM datasets WHERE tenant_id = ?)";
  // One atomic D1 batch of raw statements (the hand-over needs INSERT ... SELECT over json_each).
  const d1 = db.$client;
  await d1.batch([
    // Hand over owned datasets: the tenant owner receives all four grants (creator semantics).
    d1
      .prepare(
        `INSERT OR IGNORE INTO acls (principal_id, dataset_id, permission, created_at)
         SELECT ?, d.id, p.value, ? FROM datasets d, json_each('["read","write","delete","share"]') p
          WHERE d.tenant_id = ? AND d.owner_id IN ${inIds}`,
      )
      .bind(tenant.ownerId, now, tenant.id, ids),
    // The owner id moves too, unless the owner already has a dataset of that name there.
    d1
      .prepare(
        `UPDATE datasets SET owner_id = ?, updated_at = ?
          WHERE tenant_id = ? AND owner_id IN ${inIds}
            AND NOT EXISTS (SELECT 1 FROM datasets o WHERE o.owner_id = ? AND o.tenant_id = ? AND o.name = datasets.name)`,
      )
      .bind(tenant.ownerId, now, tenant.id, ids, tenant.ownerId, tenant.id),
    d1.prepare(`DELETE FROM acls WHERE principal_id IN ${inIds} AND dataset_id IN ${tenantDatasets}`).bind(ids, tenant.id),
    d1
      .prepare(`DELETE FROM user_roles WHERE user_id IN ${inIds} AND role_id IN (SELECT id FROM roles WHERE tenant_id = ?)`)
      .bind(ids, tenant.id),
    d1.prepare(`DELETE FROM capability_grants WHERE tenant_id = ? AND principal_id IN ${inIds}`).bind(tenant.id, ids),
    d1.prepare(`DELETE FROM tenant_members WHERE tenant_id = ? AND user_id IN ${inIds}`).bind(tenant.id, ids),
    d1.prepare(`UPDATE users SET tenant_id = NULL, updated_at = ? WHERE tenant_id = ? AND id IN ${inIds}`).bind(now, tenant.id, ids),
  ]);
}

// ---- roles ----

export async function rolesOf(db: Db, tenantId: string): Promise<RoleRow[]> {
  return db.select().from(schema.roles).where(eq(schema.roles.tenantId, tenantId)).orderBy(schema.roles.name);
}

export async function getRole(db: Db, id: string): Promise<RoleRow | undefined> {
  return db.select().from(schema.roles).where(eq(schema.roles.id, id)).get();
}

export async function getRoleByName(db: Db, tenantId: string, name: string): Promise<RoleRow | undefined> {
  return db
    .select()
    .from(schema.roles)
    .where(and(eq(schema.roles.tenantId, tenantId), eq(schema.roles.name, name)))
    .get();
}

export async function insertRole(db: Db, tenantId: string, name: string, description: string | null): Promise<RoleRow> {
  const row: RoleRow = { id: newId(), tenantId, name, description, createdAt: Date.now() };
  await db.insert(schema.roles).values(row).run();
  return row;
}

export async function deleteRole(db: Db, roleId: string): Promise<void> {
  await db.batch([
    db.delete(schema.acls).where(eq(schema.acls.principalId, roleId)),
    db.delete(schema.capabilityGrants).where(eq(schema.capabilityGrants.principalId, roleId)),
    db.delete(schema.userRoles).where(eq(schema.userRoles.roleId, roleId)),
    db.delete(schema.roles).where(eq(schema.roles.id, roleId)),
  ]);
}

/** Roles a user holds in one tenant. */
export async function userRolesIn(db: Db, tenantId: string, userId: string): Promise<RoleRow[]> {
  return db
    .select({ r: schema.roles })
    .from(schema.userRoles)
    .innerJoin(schema.roles, eq(schema.roles.id, schema.userRoles.roleId))
    .where(and(eq(schema.userRoles.userId, userId), eq(schema.roles.tenantId, tenantId)))
    .orderBy(schema.roles.name)
    .then((rows) => rows.map((r) => r.r));
}

export async function roleMembers(db: Db, roleId: string): Promise<UserRow[]> {
  return db
    .select({ u: schema.users })
    .from(schema.userRoles)
    .innerJoin(schema.users, eq(schema.users.id, schema.userRoles.userId))
    .where(eq(schema.userRoles.roleId, roleId))
    .orderBy(schema.users.email)
    .then((rows) => rows.map((r) => r.u));
}

export async function roleUserCounts(db: Db, roleIds: string[]): Promise<Map<string, number>> {
  if (roleIds.length === 0) return new Map();
  const rows = await db
    .select({ roleId: schema.userRoles.roleId, n: sql<number>`count(*)` })
    .from(schema.userRoles)
    .where(inArray(schema.userRoles.roleId, roleIds))
    .groupBy(schema.userRoles.roleId);
  return new Map(rows.map((r) => [r.roleId, Number(r.n)]));
}

export async function addUserRole(db: Db, userId: string, roleId: string): Promise<boolean> {
  const res = await db.insert(schema.userRoles).values({ userId, roleId }).onConflictDoNothing().run();
  return (res.meta.changes ?? 0) > 0;
}

export async function removeUserRole(db: Db, userId: string, roleId: string): Promise<boolean> {
  const res = await db
    .delete(schema.userRoles)
    .where(and(eq(schema.userRoles.userId, userId), eq(schema.userRoles.roleId, roleId)))
    .run();
  return (res.meta.changes ?? 0) > 0;
}

// ---- capabilities ----

export async function capabilityGrantsFor(db: Db, tenantId: string, principals: string[]): Promise<Set<Capability>> {
  if (principals.length === 0) return new Set();
  const rows = await db
    .select({ c: schema.capabilityGrants.capability })
    .from(schema.capabilityGrants)
    .where(and(eq(schema.capabilityGrants.tenantId, tenantId), inArray(schema.capabilityGrants.principalId, principals)));
  return new Set(rows.map((r) => r.c as Capability));
}

export async function grantCapabilities(db: Db, tenantId: string, principalId: string, caps: Capability[]): Promise<void> {
  if (caps.length === 0) return;
  await db
    .insert(schema.capabilityGrants)
    .values(caps.map((capability) => ({ tenantId, principalId, capability })))
    .onConflictDoNothing()
    .run();
}

export async function revokeCapabilities(db: Db, tenantId: string, principalId: string, caps: Capability[]): Promise<void> {
  if (caps.length === 0) return;
  await db
    .delete(schema.capabilityGrants)
    .where(
      and(
        eq(schema.capabilityGrants.tenantId, tenantId),
        eq(schema.capabilityGrants.principalId, principalId),
        inArray(schema.capabilityGrants.capability, caps),
      ),
    )
    .run();
}

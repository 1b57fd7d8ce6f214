import { and, desc, eq, getTableColumns, inArray, isNull, or, sql } from "drizzle-orm";
import { datasetIdFor } from "../../core/ids";
import { workspaceIdFor } from "../pods";
import { type Db, schema } from "./client";

export type DatasetRow = typeof schema.datasets.$inferSelect;
export type Permission = "read" | "write" | "delete" | "share";
export const ALL_PERMISSIONS: Permission[] = ["read", "write", "delete", "share"];

export async function getDatasetById(db: Db, id: string): Promise<DatasetRow | undefined> {
  return db.select().from(schema.datasets).where(eq(schema.datasets.id, id)).get();
}

/** A dataset name resolves only among the caller's own datasets in the active tenant. */
export async function getOwnDatasetByName(
  db: Db,
  ownerId: string,
  tenantId: string | null,
  name: string,
): Promise<DatasetRow | undefined> {
  return db
    .select()
    .from(schema.datasets)
    .where(
      and(
        eq(schema.datasets.ownerId, ownerId),
        eq(schema.datasets.name, name),
        tenantId ? eq(schema.datasets.tenantId, tenantId) : isNull(schema.datasets.tenantId),
      ),
    )
    .get();
}

/** Creates the dataset (idempotent: the id is deterministic) and gives the creator all four grants. */
export async function createDataset(
  db: Db,
  ownerId: string,
  tenantId: string | null,
  name: string,
  extraGrantees: string[] = [],
): Promise<DatasetRow> {
  const id = datasetIdFor(name, ownerId, tenantId);
  const now = Date.now();
  const row: DatasetRow = {
    id,
    name,
    ownerId,
    tenantId,
    workspaceId: workspaceIdFor(tenantId, ownerId),
    createdAt: now,
    updatedAt: now,
  };
  const grants = [ownerId, ...extraGrantees].flatMap((principalId) =>
    ALL_PERMISSIONS.map((permission) => ({ principalId, datasetId: id, permission, createdAt: now })),
  );
  await db.batch([
    db.insert(schema.datasets).values(row).onConflictDoNothing(),
    db.insert(schema.acls).values(grants).onConflictDoNothing(),
  ]);
  return (await getDatasetById(db, id)) ?? row;
}

/**
 * The ids of datasets on which the user holds the permission through any of their principals (themselves,
 * every tenant they belong to, their roles), as a subquery: every search, recall and listing waits on it,
 * and each D1 round trip costs milliseconds, so principals are resolved inside the same statement.
 */
function grantedDatasetIds(userId: string, permission: Permission) {
  const { acls, tenantMembers, userRoles } = schema;
  return sql`SELECT ${acls.datasetId} FROM ${acls} WHERE ${acls.permission} = ${permission} AND ${acls.principalId} IN (
    SELECT ${userId}
    UNION ALL SELECT ${tenantMembers.tenantId} FROM ${tenantMembers} WHERE ${tenantMembers.userId} = ${userId}
    UNION ALL SELECT ${userRoles.roleId} FROM ${userRoles} WHERE ${userRoles.userId} = ${userId})`;
}

export async function permittedDatasetIds(db: Db, userId: string, permission: Permission): Promise<Set<string>> {
  const rows = await db.all<{ id: string }>(sql`SELECT DISTINCT dataset_id AS id FROM (${grantedDatasetIds(userId, permission)})`);
  return new Set(rows.map((r) => r.id));
}

/** Datasets the user holds the permission on, newest first (one statement). */
export async function permittedDatasets(db: Db, userId: string, permission: Permission): Promise<DatasetRow[]> {
  return db
    .select()
    .from(schema.datasets)
    .where(sql`${schema.datasets.id} IN (${grantedDatasetIds(userId, permission)})`)
    .orderBy(desc(schema.datasets.createdAt));
}

/**
 * The addressed datasets (by id, or by name among the user's own in their active tenant), each with
 * whether the user holds the permission on it: one statement for what every search and recall waits on.
 */
export async function addressedDatasets(
  db: Db,
  user: { id: string; tenantId: string | null },
  permission: Permission,
  address: { ids: string[] } | { names: string[]; anyTenant?: boolean },
): Promise<(DatasetRow & { permitted: number })[]> {
  const d = schema.datasets;
  const where =
    "ids" in address
      ? sql`${d.id} IN (SELECT value FROM json_each(${JSON.stringify(address.ids)}))`
      : and(
          eq(d.ownerId, user.id),
          sql`${d.name} IN (SELECT value FROM json_each(${JSON.stringify(address.names)}))`,
          address.anyTenant ? undefined : user.tenantId ? eq(d.tenantId, user.tenantId) : isNull(d.tenantId),
        );
  return db
    .select({ ...getTableColumns(d), permitted: sql<number>`${d.id} IN (${grantedDatasetIds(user.id, permission)})` })
    .from(d)
    .where(where);
}

export async function datasetsByIds(db: Db, ids: string[]): Promise<DatasetRow[]> {
  if (ids.length === 0) return [];
  // D1: at most 100 bound parameters per statement, so bind one JSON array instead of N placeholders.
  return db
    .select()
    .from(schema.datasets)
    .where(sql`${schema.datasets.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`)
    .orderBy(desc(schema.datasets.createdAt));
}

export async function deleteDatasetRow(db: Db, id: string): Promise<void> {
  await db.batch([
    db.delete(schema.acls).where(eq(schema.acls.datasetId, id)),
    db.delete(schema.datasets).where(eq(schema.datasets.id, id)),
  ]);
}

export async function touchDataset(db: Db, id: string): Promise<void> {
  await db.update(schema.datasets).set({ updatedAt: Date.now() }).where(eq(schema.datasets.id, id)).run();
}

export { or };

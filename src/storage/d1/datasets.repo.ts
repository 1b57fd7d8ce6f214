import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { datasetIdFor } from "../../lib/ids";
import { workspaceIdFor } from "../pods";
import { type Db, schema } from "./client";

export type DatasetRow = typeof schema.datasets.$inferSelect;
export type Permission = "read" | "write" | "delete" | "share";
export const ALL_PERMISSIONS: Permission[] = ["read", "write", "delete", "share"];

/** Principals whose grants apply to a user: the user, every tenant they belong to, and their roles. */
export async function principalIdsFor(db: Db, userId: string): Promise<string[]> {
  const [tenantRows, roleRows] = await db.batch([
    db.select({ id: schema.tenantMembers.tenantId }).from(schema.tenantMembers).where(eq(schema.tenantMembers.userId, userId)),
    db.select({ id: schema.userRoles.roleId }).from(schema.userRoles).where(eq(schema.userRoles.userId, userId)),
  ]);
  return [userId, ...tenantRows.map((r) => r.id), ...roleRows.map((r) => r.id)];
}

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

/** Ids of datasets on which any of the principals holds the permission. */
export async function permittedDatasetIds(db: Db, principals: string[], permission: Permission): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: schema.acls.datasetId })
    .from(schema.acls)
    .where(and(inArray(schema.acls.principalId, principals), eq(schema.acls.permission, permission)));
  return new Set(rows.map((r) => r.id));
}

export async function permissionsOn(db: Db, principals: string[], datasetId: string): Promise<Set<Permission>> {
  const rows = await db
    .select({ p: schema.acls.permission })
    .from(schema.acls)
    .where(and(inArray(schema.acls.principalId, principals), eq(schema.acls.datasetId, datasetId)));
  return new Set(rows.map((r) => r.p));
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

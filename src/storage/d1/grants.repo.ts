import { and, eq, inArray, sql } from "drizzle-orm";
import { type Db, schema } from "./client";
import type { DatasetRow, Permission } from "./datasets.repo";

export type AclRow = typeof schema.acls.$inferSelect;

/** Adds one permission on several datasets to a principal (user, role or tenant). */
export async function insertGrants(db: Db, principalId: string, permission: Permission, datasetIds: string[]): Promise<void> {
  if (datasetIds.length === 0) return;
  const now = Date.now();
  // D1 allows 100 bound parameters per statement: 4 columns per row, so at most 25 rows per insert.
  const statements = [];
  for (let i = 0; i < datasetIds.length; i += 25) {
    statements.push(
      db
        .insert(schema.acls)
        .values(datasetIds.slice(i, i + 25).map((datasetId) => ({ principalId, datasetId, permission, createdAt: now })))
        .onConflictDoNothing(),
    );
  }
  await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
}

export async function deleteGrants(db: Db, principalId: string, permission: Permission, datasetIds: string[]): Promise<void> {
  if (datasetIds.length === 0) return;
  await db
    .delete(schema.acls)
    .where(
      and(
        eq(schema.acls.principalId, principalId),
        eq(schema.acls.permission, permission),
        sql`${schema.acls.datasetId} IN (SELECT value FROM json_each(${JSON.stringify(datasetIds)}))`,
      ),
    )
    .run();
}

/** Datasets on which exactly this principal (not its memberships) holds a permission. */
export async function directGrantDatasets(db: Db, principalId: string, permission: Permission): Promise<DatasetRow[]> {
  return db
    .select({ d: schema.datasets })
    .from(schema.acls)
    .innerJoin(schema.datasets, eq(schema.datasets.id, schema.acls.datasetId))
    .where(and(eq(schema.acls.principalId, principalId), eq(schema.acls.permission, permission)))
    .orderBy(sql`${schema.datasets.createdAt} DESC`)
    .then((rows) => rows.map((r) => r.d));
}

/** Every grant on the given datasets (provenance). */
export async function grantsOnDatasets(db: Db, datasetIds: string[]): Promise<AclRow[]> {
  if (datasetIds.length === 0) return [];
  return db
    .select()
    .from(schema.acls)
    .where(sql`${schema.acls.datasetId} IN (SELECT value FROM json_each(${JSON.stringify(datasetIds)}))`);
}

export async function datasetsOwnedBy(db: Db, ownerIds: string[]): Promise<DatasetRow[]> {
  if (ownerIds.length === 0) return [];
  return db.select().from(schema.datasets).where(inArray(schema.datasets.ownerId, ownerIds));
}

export async function datasetsInTenant(db: Db, tenantId: string): Promise<DatasetRow[]> {
  return db.select().from(schema.datasets).where(eq(schema.datasets.tenantId, tenantId));
}

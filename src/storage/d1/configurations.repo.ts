import { and, eq, inArray } from "drizzle-orm";
import { newId } from "../../core/ids";
import { type Db, schema } from "./client";

export type ConfigurationRow = typeof schema.userConfigurations.$inferSelect;

/** Upsert by (owner, name): the unique index from migrations/d1/0002_identity.sql. */
export async function upsertConfiguration(db: Db, ownerId: string, name: string, configuration: string): Promise<void> {
  const now = Date.now();
  await db
    .insert(schema.userConfigurations)
    .values({ id: newId(), ownerId, name, configuration, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [schema.userConfigurations.ownerId, schema.userConfigurations.name],
      set: { configuration, updatedAt: now },
    })
    .run();
}

export async function configurationsOf(db: Db, ownerIds: string[]): Promise<ConfigurationRow[]> {
  if (ownerIds.length === 0) return [];
  return db
    .select()
    .from(schema.userConfigurations)
    .where(inArray(schema.userConfigurations.ownerId, ownerIds))
    .orderBy(schema.userConfigurations.createdAt, schema.userConfigurations.id);
}

export async function configurationFor(db: Db, id: string, ownerIds: string[]): Promise<ConfigurationRow | undefined> {
  if (ownerIds.length === 0) return undefined;
  return db
    .select()
    .from(schema.userConfigurations)
    .where(and(eq(schema.userConfigurations.id, id), inArray(schema.userConfigurations.ownerId, ownerIds)))
    .get();
}

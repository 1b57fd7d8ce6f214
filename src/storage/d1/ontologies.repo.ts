import { and, asc, eq, inArray } from "drizzle-orm";
import { type Db, schema } from "./client";

export type OntologyRow = typeof schema.ontologies.$inferSelect;

/** Inserts a new key; false when the workspace already has it (the primary key refuses the row). */
export async function insertOntology(db: Db, row: OntologyRow): Promise<boolean> {
  const res = await db.insert(schema.ontologies).values(row).onConflictDoNothing().run();
  return (res.meta.changes ?? 0) > 0;
}

export async function ontologiesOf(db: Db, workspaceId: string): Promise<Omit<OntologyRow, "terms">[]> {
  const o = schema.ontologies;
  // The terms (up to ~1 MB a row) are left out of listings.
  const columns = {
    workspaceId: o.workspaceId, ontologyKey: o.ontologyKey, filename: o.filename, format: o.format, description: o.description,
    sizeBytes: o.sizeBytes, r2Key: o.r2Key, classCount: o.classCount, propertyCount: o.propertyCount,
    individualCount: o.individualCount, uploadedBy: o.uploadedBy, uploadedAt: o.uploadedAt,
  };
  return db.select(columns).from(schema.ontologies).where(eq(schema.ontologies.workspaceId, workspaceId)).orderBy(asc(schema.ontologies.ontologyKey));
}

export async function ontologiesByKey(db: Db, workspaceId: string, keys: string[]): Promise<OntologyRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(schema.ontologies)
    .where(and(eq(schema.ontologies.workspaceId, workspaceId), inArray(schema.ontologies.ontologyKey, keys)));
}

/** Deletes one key; the removed row (for its R2 object), or undefined when the workspace has no such key. */
export async function deleteOntologyRow(db: Db, workspaceId: string, key: string): Promise<OntologyRow | undefined> {
  return db
    .delete(schema.ontologies)
    .where(and(eq(schema.ontologies.workspaceId, workspaceId), eq(schema.ontologies.ontologyKey, key)))
    .returning()
    .get();
}

import { eq } from "drizzle-orm";
import { uuid5 } from "../../core/ids";
import type { Principal } from "../../lib/types";
import { type Db, schema } from "./client";

export type UserRow = typeof schema.users.$inferSelect;

export const toPrincipal = (u: UserRow, via: Principal["via"]): Principal => ({
  id: u.id,
  email: u.email,
  tenantId: u.tenantId ?? null,
  isSuperuser: u.isSuperuser,
  isAgent: u.isAgent,
  parentUserId: u.parentUserId ?? null,
  via,
});

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.select().from(schema.users).where(eq(schema.users.id, id)).get();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.select().from(schema.users).where(eq(schema.users.email, email.toLowerCase())).get();
}

/** The default user that requests act as when authentication is off; created on first use. */
export async function ensureDefaultUser(db: Db, email: string): Promise<UserRow> {
  // Every unauthenticated request comes here: read first, so a D1 write happens only on first use.
  const existing = await findUserByEmail(db, email);
  if (existing) return existing;
  const id = uuid5(`default-user:${email.toLowerCase()}`);
  const now = Date.now();
  await db
    .insert(schema.users)
    .values({ id, email: email.toLowerCase(), isSuperuser: true, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .run();
  const row = await findUserByEmail(db, email);
  if (!row) throw new Error("default user could not be created");
  return row;
}

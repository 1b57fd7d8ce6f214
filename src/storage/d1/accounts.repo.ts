import { type AnyColumn, and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { newId } from "../../core/ids";
import { type Db, schema } from "./client";
import { agentConnections } from "./agent-connections.repo";
import type { UserRow } from "./users.repo";

/** Table added by migrations/d1/0002_identity.sql (logout of stateless bearer tokens). */
export const revokedTokens = sqliteTable("revoked_tokens", {
  jti: text().primaryKey(),
  userId: text().notNull(),
  expiresAt: integer().notNull(),
});

export type ApiKeyRow = typeof schema.apiKeys.$inferSelect;

// ---- users ----

export async function insertUser(
  db: Db,
  values: {
    email: string;
    hashedPassword?: string | null;
    isStub?: boolean;
    isAgent?: boolean;
    agentName?: string | null;
    parentUserId?: string | null;
    tenantId?: string | null;
    isSuperuser?: boolean;
  },
): Promise<UserRow> {
  const now = Date.now();
  const row = {
    id: newId(),
    email: values.email.toLowerCase(),
    hashedPassword: values.hashedPassword ?? null,
    isStub: values.isStub ?? false,
    isAgent: values.isAgent ?? false,
    agentName: values.agentName ?? null,
    parentUserId: values.parentUserId ?? null,
    tenantId: values.tenantId ?? null,
    isSuperuser: values.isSuperuser ?? false,
    createdAt: now,
    updatedAt: now,
  };
  await db.insert(schema.users).values(row).run();
  return (await db.select().from(schema.users).where(eq(schema.users.id, row.id)).get())!;
}

/** Sets a new password hash and bumps `password_version`, which invalidates every bearer token issued before. */
export async function setPasswordHash(db: Db, userId: string, hashedPassword: string, extra: { isStub?: boolean } = {}) {
  await db
    .update(schema.users)
    .set({
      hashedPassword,
      passwordVersion: sql`${schema.users.passwordVersion} + 1`,
      updatedAt: Date.now(),
      ...(extra.isStub !== undefined ? { isStub: extra.isStub } : {}),
    })
    .where(eq(schema.users.id, userId))
    .run();
}

/** Seeds a password without bumping the version (first use of DEFAULT_USER_PASSWORD); no-op if one is set. */
export async function seedPasswordIfUnset(db: Db, userId: string, hashedPassword: string): Promise<void> {
  await db
    .update(schema.users)
    .set({ hashedPassword, updatedAt: Date.now() })
    .where(and(eq(schema.users.id, userId), sql`${schema.users.hashedPassword} IS NULL`))
    .run();
}

export async function setFlags(db: Db, userId: string, flags: Record<string, unknown>): Promise<void> {
  await db
    .update(schema.users)
    .set({ flags: JSON.stringify(flags), updatedAt: Date.now() })
    .where(eq(schema.users.id, userId))
    .run();
}

export async function setActiveTenant(db: Db, userIds: string[], tenantId: string | null): Promise<void> {
  if (userIds.length === 0) return;
  await db.update(schema.users).set({ tenantId, updatedAt: Date.now() }).where(inArray(schema.users.id, userIds)).run();
}

/** Resets the active tenant of everyone (members and their agents) pointing at a tenant they left. */
export async function clearActiveTenantFor(db: Db, tenantId: string, userIds?: string[]): Promise<void> {
  const where = userIds
    ? and(eq(schema.users.tenantId, tenantId), inArray(schema.users.id, userIds))
    : eq(schema.users.tenantId, tenantId);
  await db.update(schema.users).set({ tenantId: null, updatedAt: Date.now() }).where(where).run();
}

export async function childUsers(db: Db, parentId: string): Promise<UserRow[]> {
  return db.select().from(schema.users).where(eq(schema.users.parentUserId, parentId)).orderBy(schema.users.createdAt);
}

export async function usersByIds(db: Db, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(schema.users)
    .where(sql`${schema.users.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
}

export async function deleteUsers(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const list = JSON.stringify(ids);
  const inList = (col: AnyColumn) => sql`${col} IN (SELECT value FROM json_each(${list}))`;
  await db.batch([
    db.delete(schema.acls).where(inList(schema.acls.principalId)),
    db.delete(schema.capabilityGrants).where(inList(schema.capabilityGrants.principalId)),
    db.delete(schema.userRoles).where(inList(schema.userRoles.userId)),
    db.delete(schema.tenantMembers).where(inList(schema.tenantMembers.userId)),
    db.delete(schema.apiKeys).where(inList(schema.apiKeys.userId)),
    db.delete(schema.userConfigurations).where(inList(schema.userConfigurations.ownerId)),
    db.delete(revokedTokens).where(inList(revokedTokens.userId)),
    db.delete(agentConnections).where(inList(agentConnections.userId)),
    db.delete(schema.searchHistory).where(inList(schema.searchHistory.userId)),
    // Children first: agents reference their parent.
    db.delete(schema.users).where(and(inList(schema.users.id), sql`${schema.users.parentUserId} IS NOT NULL`)),
    db.delete(schema.users).where(inList(schema.users.id)),
  ]);
}

// ---- API keys ----

export async function insertApiKey(
  db: Db,
  values: { userId: string; keyHash: string; keyPrefix: string; name: string | null; label: string | null },
): Promise<ApiKeyRow> {
  const row = { id: newId(), ...values, createdAt: Date.now(), lastUsedAt: null };
  await db.insert(schema.apiKeys).values(row).run();
  return row;
}

export async function apiKeysOf(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(schema.apiKeys).where(eq(schema.apiKeys.userId, userId)).orderBy(desc(schema.apiKeys.createdAt));
}

export async function apiKeyByHash(db: Db, keyHash: string): Promise<ApiKeyRow | undefined> {
  return db.select().from(schema.apiKeys).where(eq(schema.apiKeys.keyHash, keyHash)).get();
}

/** A key and its owner in one statement: every API-key request reads both, one D1 round trip instead of two. */
export async function apiKeyWithOwner(db: Db, keyHash: string): Promise<{ key: ApiKeyRow; user: UserRow } | undefined> {
  return db
    .select({ key: schema.apiKeys, user: schema.users })
    .from(schema.apiKeys)
    .innerJoin(schema.users, eq(schema.users.id, schema.apiKeys.userId))
    .where(eq(schema.apiKeys.keyHash, keyHash))
    .get();
}

export async function deleteApiKeyOf(db: Db, userId: string, id: string): Promise<boolean> {
  const res = await db
    .delete(schema.apiKeys)
    .where(and(eq(schema.apiKeys.id, id), eq(schema.apiKeys.userId, userId)))
    .run();
  return (res.meta.changes ?? 0) > 0;
}

/** Stamps last use at most once a minute, so authentication does not write on every request. */
export async function touchApiKey(db: Db, key: ApiKeyRow): Promise<void> {
  const now = Date.now();
  if (key.lastUsedAt && now - key.lastUsedAt < 60_000) return;
  await db.update(schema.apiKeys).set({ lastUsedAt: now }).where(eq(schema.apiKeys.id, key.id)).run();
}

// ---- login attempts (fixed window per key) ----

export async function attemptsOf(db: Db, keys: string[]): Promise<{ key: string; failures: number; windowStart: number }[]> {
  return db.select().from(schema.loginAttempts).where(inArray(schema.loginAttempts.key, keys));
}

export async function recordFailures(db: Db, keys: string[], windowMs: number): Promise<void> {
  const now = Date.now();
  const expired = now - windowMs;
  const statements = keys.map((key) =>
      db
        .insert(schema.loginAttempts)
        .values({ key, failures: 1, windowStart: now })
        .onConflictDoUpdate({
          target: schema.loginAttempts.key,
          set: {
            failures: sql`CASE WHEN ${schema.loginAttempts.windowStart} < ${expired} THEN 1 ELSE ${schema.loginAttempts.failures} + 1 END`,
            windowStart: sql`CASE WHEN ${schema.loginAttempts.windowStart} < ${expired} THEN ${now} ELSE ${schema.loginAttempts.windowStart} END`,
          },
        }),
  );
  if (statements.length > 0) await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(schema.loginAttempts).where(eq(schema.loginAttempts.key, key)).run();
}

// ---- revoked bearer tokens ----

export async function revokeToken(db: Db, jti: string, userId: string, expiresAt: number): Promise<void> {
  await db.batch([
    db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, Date.now())),
    db.insert(revokedTokens).values({ jti, userId, expiresAt }).onConflictDoNothing(),
  ]);
}

export async function isTokenRevoked(db: Db, jti: string): Promise<boolean> {
  return (await db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, jti)).get()) !== undefined;
}

/** A bearer token's user and whether the token was revoked, in one D1 batch (one round trip). */
export async function tokenHolder(db: Db, userId: string, jti: string): Promise<{ user: UserRow | undefined; revoked: boolean }> {
  const [users, revoked] = await db.batch([
    db.select().from(schema.users).where(eq(schema.users.id, userId)).limit(1),
    db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, jti)).limit(1),
  ]);
  return { user: users[0], revoked: revoked.length > 0 };
}

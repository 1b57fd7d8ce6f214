import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { newId } from "../../core/ids";
import { type Db, schema } from "./client";

export type ConnectionRow = typeof schema.integrationConnections.$inferSelect;
export type SyncRunRow = typeof schema.integrationSyncRuns.$inferSelect;
export type IntegrationItemRow = typeof schema.integrationItems.$inferSelect;

const C = schema.integrationConnections;
const R = schema.integrationSyncRuns;
const I = schema.integrationItems;
const S = schema.integrationResourceStatus;

export interface NewConnection {
  tenantId: string;
  provider: string;
  accountId: string;
  accountLabel: string | null;
  accountType: string | null;
  ownerUserId: string;
  keyId: string;
  ciphertext: string;
  iv: string;
  tokenExpiresAt: number | null;
  scopes: string | null;
  metadata: string;
  datasetName: string;
}

/**
 * Connect (or reconnect) an account: one row per (tenant, provider, account). A reconnect replaces the
 * credential, reactivates the row and moves `connected_at` forward, so it becomes the most recent.
 */
export async function upsertConnection(db: Db, c: NewConnection): Promise<ConnectionRow> {
  const now = Date.now();
  await db
    .insert(C)
    .values({ id: newId(), ...c, status: "active", connectedAt: now, updatedAt: now, selected: null })
    .onConflictDoUpdate({
      target: [C.tenantId, C.provider, C.accountId],
      set: {
        accountLabel: c.accountLabel,
        accountType: c.accountType,
        ownerUserId: c.ownerUserId,
        keyId: c.keyId,
        ciphertext: c.ciphertext,
        iv: c.iv,
        tokenExpiresAt: c.tokenExpiresAt,
        scopes: c.scopes,
        metadata: c.metadata,
        status: "active",
        revokedAt: null,
        lastError: null,
        connectedAt: now,
        updatedAt: now,
      },
    })
    .run();
  return (await db.select().from(C).where(and(eq(C.tenantId, c.tenantId), eq(C.provider, c.provider), eq(C.accountId, c.accountId))).get())!;
}

/** The tenant's active connection to a provider: `accountId`'s, else the most recently connected. */
export async function findConnection(db: Db, tenantId: string, provider: string, accountId?: string | null): Promise<ConnectionRow | undefined> {
  const where = [eq(C.tenantId, tenantId), eq(C.provider, provider), eq(C.status, "active")];
  if (accountId) where.push(eq(C.accountId, accountId));
  return db.select().from(C).where(and(...where)).orderBy(desc(C.connectedAt), desc(C.id)).get();
}

export async function getConnection(db: Db, id: string): Promise<ConnectionRow | undefined> {
  return db.select().from(C).where(eq(C.id, id)).get();
}

export async function connectionsOfTenant(db: Db, tenantId: string): Promise<ConnectionRow[]> {
  return db.select().from(C).where(and(eq(C.tenantId, tenantId), eq(C.status, "active"))).orderBy(desc(C.connectedAt));
}

/** Active connections whose last stamp is older than `before` (or never stamped): the schedule's work. */
export async function connectionsDue(db: Db, before: number, limit: number): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(C)
    .where(and(eq(C.status, "active"), sql`coalesce(${C.lastSyncedAt}, 0) < ${before}`))
    .orderBy(sql`coalesce(${C.lastSyncedAt}, 0)`)
    .limit(limit);
}

/** Active connections of a provider whose clear metadata holds `key` = `value` (webhook routing). */
export async function connectionsByMetadata(db: Db, provider: string, key: string, value: string): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(C)
    .where(and(eq(C.provider, provider), eq(C.status, "active"), sql`json_extract(${C.metadata}, ${"$." + key}) = ${value}`));
}

export async function updateConnection(db: Db, id: string, set: Partial<Omit<ConnectionRow, "id">>): Promise<void> {
  await db.update(C).set({ ...set, updatedAt: Date.now() }).where(eq(C.id, id)).run();
}

/** Local revocation: what cuts access off (credential unusable, no further sync stamps). */
export async function revokeConnection(db: Db, id: string, reason: string | null): Promise<void> {
  const now = Date.now();
  await db.update(C).set({ status: "revoked", revokedAt: now, lastError: reason, updatedAt: now }).where(eq(C.id, id)).run();
}

/**
 * The sync stamp: written only while the connection is still active and held by the same owner
 * (a disconnect or a reconnect by someone else during the run leaves it untouched). True when written.
 */
export async function stampConnection(
  db: Db,
  id: string,
  ownerUserId: string,
  set: { syncStatus: string; lastSyncedAt?: number; cursor?: string | null; lastError?: string | null },
): Promise<boolean> {
  const res = await db
    .update(C)
    .set({ ...set, updatedAt: Date.now() })
    .where(and(eq(C.id, id), eq(C.status, "active"), eq(C.ownerUserId, ownerUserId)))
    .run();
  return (res.meta.changes ?? 0) > 0;
}

// --- sync runs ---

export async function insertRun(db: Db, r: { connectionId: string; ownerUserId: string; trigger: string; cursor: string | null }): Promise<SyncRunRow> {
  const row: SyncRunRow = {
    id: newId(),
    connectionId: r.connectionId,
    ownerUserId: r.ownerUserId,
    status: "running",
    trigger: r.trigger,
    pagesDone: 0,
    cursor: r.cursor,
    requests: 0,
    failures: 0,
    failureLog: "[]",
    warnings: "[]",
    itemsUpserted: 0,
    itemsDeleted: 0,
    abortReason: null,
    startedAt: Date.now(),
    finishedAt: null,
  };
  await db.insert(R).values(row).run();
  return row;
}

export async function getRun(db: Db, id: string): Promise<SyncRunRow | undefined> {
  return db.select().from(R).where(eq(R.id, id)).get();
}

export async function runningRunOf(db: Db, connectionId: string, startedAfter: number): Promise<SyncRunRow | undefined> {
  return db
    .select()
    .from(R)
    .where(and(eq(R.connectionId, connectionId), eq(R.status, "running"), sql`${R.startedAt} > ${startedAfter}`))
    .orderBy(desc(R.startedAt))
    .get();
}

export async function lastRunOf(db: Db, connectionId: string): Promise<SyncRunRow | undefined> {
  return db.select().from(R).where(eq(R.connectionId, connectionId)).orderBy(desc(R.startedAt)).get();
}

/** Runs left `running` past `before` (a lost message chain) are closed as failed. */
export async function closeStaleRuns(db: Db, connectionId: string, before: number): Promise<void> {
  await db
    .update(R)
    .set({ status: "failed", abortReason: "The run stopped reporting and was closed.", finishedAt: Date.now() })
    .where(and(eq(R.connectionId, connectionId), eq(R.status, "running"), lt(R.startedAt, before)))
    .run();
}

/**
 * Records page `page` as done, only if it is still the next page of a running run (the guard that
 * makes a redelivered page message a no-op). True when this call advanced the run.
 */
export async function advanceRun(
  db: Db,
  runId: string,
  page: number,
  set: { cursor: string | null; requests: number; failures: number; failureLog: string; warnings: string; itemsUpserted: number; itemsDeleted: number },
): Promise<boolean> {
  const res = await db
    .update(R)
    .set({ ...set, pagesDone: page + 1 })
    .where(and(eq(R.id, runId), eq(R.pagesDone, page), eq(R.status, "running")))
    .run();
  return (res.meta.changes ?? 0) > 0;
}

/** Closes a running run once (true for the caller that closed it). */
export async function finishRun(db: Db, runId: string, status: string, set: Partial<SyncRunRow> = {}): Promise<boolean> {
  const res = await db
    .update(R)
    .set({ ...set, status, finishedAt: Date.now() })
    .where(and(eq(R.id, runId), eq(R.status, "running")))
    .run();
  return (res.meta.changes ?? 0) > 0;
}

// --- items ---

export async function itemsByExternalIds(db: Db, connectionId: string, externalIds: string[]): Promise<IntegrationItemRow[]> {
  if (!externalIds.length) return [];
  const out: IntegrationItemRow[] = [];
  // D1 caps bound parameters at 100 per statement.
  for (let i = 0; i < externalIds.length; i += 90) {
    out.push(...(await db.select().from(I).where(and(eq(I.connectionId, connectionId), inArray(I.externalId, externalIds.slice(i, i + 90))))));
  }
  return out;
}

export async function putItem(db: Db, row: Omit<IntegrationItemRow, "updatedAt" | "pendingDelete">): Promise<void> {
  const now = Date.now();
  await db
    .insert(I)
    .values({ ...row, pendingDelete: 0, updatedAt: now })
    .onConflictDoUpdate({
      target: [I.connectionId, I.externalId],
      set: { resourceId: row.resourceId, datasetId: row.datasetId, dataId: row.dataId, contentHash: row.contentHash, lastRunId: row.lastRunId, pendingDelete: 0, updatedAt: now },
    })
    .run();
}

export async function touchItems(db: Db, connectionId: string, externalIds: string[], runId: string): Promise<void> {
  for (let i = 0; i < externalIds.length; i += 90) {
    await db
      .update(I)
      .set({ lastRunId: runId, pendingDelete: 0 })
      .where(and(eq(I.connectionId, connectionId), inArray(I.externalId, externalIds.slice(i, i + 90))))
      .run();
  }
}

export async function markPendingDelete(db: Db, connectionId: string, externalIds: string[]): Promise<void> {
  for (let i = 0; i < externalIds.length; i += 90) {
    await db
      .update(I)
      .set({ pendingDelete: 1 })
      .where(and(eq(I.connectionId, connectionId), inArray(I.externalId, externalIds.slice(i, i + 90))))
      .run();
  }
}

/** Items a clean run may remove: marked deleted, or (full-walk providers) not seen in `runId`. */
export async function itemsToDelete(db: Db, connectionId: string, unseenInRun: string | null, limit: number): Promise<IntegrationItemRow[]> {
  const cond = unseenInRun
    ? sql`(${I.pendingDelete} = 1 OR coalesce(${I.lastRunId}, '') <> ${unseenInRun})`
    : sql`${I.pendingDelete} = 1`;
  return db.select().from(I).where(and(eq(I.connectionId, connectionId), cond)).limit(limit);
}

export async function deleteItemRows(db: Db, connectionId: string, externalIds: string[]): Promise<void> {
  for (let i = 0; i < externalIds.length; i += 90) {
    await db.delete(I).where(and(eq(I.connectionId, connectionId), inArray(I.externalId, externalIds.slice(i, i + 90)))).run();
  }
}

export async function countItems(db: Db, connectionId: string): Promise<number> {
  const row = await db.select({ n: sql<number>`count(*)` }).from(I).where(eq(I.connectionId, connectionId)).get();
  return row?.n ?? 0;
}

// --- per-resource outcomes ---

export async function setResourceStatus(db: Db, connectionId: string, resourceIds: string[], status: string): Promise<void> {
  const now = Date.now();
  for (const resourceId of resourceIds) {
    await db
      .insert(S)
      .values({ connectionId, resourceId, status, updatedAt: now })
      .onConflictDoUpdate({ target: [S.connectionId, S.resourceId], set: { status, updatedAt: now } })
      .run();
  }
}

export async function resourceStatuses(db: Db, connectionId: string): Promise<Map<string, string>> {
  const rows = await db.select().from(S).where(eq(S.connectionId, connectionId));
  return new Map(rows.map((r) => [r.resourceId, r.status]));
}

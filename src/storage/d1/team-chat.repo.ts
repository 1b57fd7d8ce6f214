import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { newId } from "../../core/ids";
import { type Db, schema } from "./client";

export type ChatLinkRow = typeof schema.chatAccountLinks.$inferSelect;
export type ChatSubscriptionRow = typeof schema.chatSubscriptions.$inferSelect;
export type ChannelRouteRow = typeof schema.channelRoutes.$inferSelect;
export type ChatHistoryJobRow = typeof schema.chatHistoryJobs.$inferSelect;

// ---- account links ----

/** Links the account to the chat member; a member already linked to another account moves to this one. */
export async function upsertLink(db: Db, row: Omit<ChatLinkRow, "createdAt">): Promise<void> {
  const now = Date.now();
  await db.batch([
    db
      .delete(schema.chatAccountLinks)
      .where(and(eq(schema.chatAccountLinks.teamId, row.teamId), eq(schema.chatAccountLinks.chatUserId, row.chatUserId))),
    db
      .insert(schema.chatAccountLinks)
      .values({ ...row, createdAt: now })
      .onConflictDoUpdate({
        target: [schema.chatAccountLinks.userId, schema.chatAccountLinks.teamId],
        set: { chatUserId: row.chatUserId, teamName: row.teamName, createdAt: now },
      }),
  ]);
}

export async function linksOf(db: Db, userId: string): Promise<ChatLinkRow[]> {
  return db.select().from(schema.chatAccountLinks).where(eq(schema.chatAccountLinks.userId, userId)).orderBy(asc(schema.chatAccountLinks.createdAt));
}

export async function linkOf(db: Db, userId: string, teamId: string): Promise<ChatLinkRow | undefined> {
  return db
    .select()
    .from(schema.chatAccountLinks)
    .where(and(eq(schema.chatAccountLinks.userId, userId), eq(schema.chatAccountLinks.teamId, teamId)))
    .get();
}

// ---- subscriptions ----

export async function upsertSubscription(db: Db, row: Omit<ChatSubscriptionRow, "createdAt">): Promise<void> {
  await db
    .insert(schema.chatSubscriptions)
    .values({ ...row, createdAt: Date.now() })
    .onConflictDoUpdate({
      target: [schema.chatSubscriptions.tenantId, schema.chatSubscriptions.teamId, schema.chatSubscriptions.channelId],
      set: { userId: row.userId, datasetName: row.datasetName },
    });
}

export async function deleteSubscription(db: Db, tenantId: string, teamId: string, channelId: string): Promise<boolean> {
  const res = await db
    .delete(schema.chatSubscriptions)
    .where(
      and(
        eq(schema.chatSubscriptions.tenantId, tenantId),
        eq(schema.chatSubscriptions.teamId, teamId),
        eq(schema.chatSubscriptions.channelId, channelId),
      ),
    )
    .run();
  return (res.meta.changes ?? 0) > 0;
}

export async function subscriptionsOfTenant(db: Db, tenantId: string, teamId?: string): Promise<ChatSubscriptionRow[]> {
  const where = teamId
    ? and(eq(schema.chatSubscriptions.tenantId, tenantId), eq(schema.chatSubscriptions.teamId, teamId))
    : eq(schema.chatSubscriptions.tenantId, tenantId);
  return db.select().from(schema.chatSubscriptions).where(where);
}

export async function subscriptionsOfChannel(db: Db, teamId: string, channelId: string): Promise<ChatSubscriptionRow[]> {
  return db
    .select()
    .from(schema.chatSubscriptions)
    .where(and(eq(schema.chatSubscriptions.teamId, teamId), eq(schema.chatSubscriptions.channelId, channelId)));
}

// ---- channel routes ----

export async function routesOfPrimary(db: Db, provider: string, primaryTenantId: string, resourceId?: string): Promise<ChannelRouteRow[]> {
  const conds = [eq(schema.channelRoutes.provider, provider), eq(schema.channelRoutes.primaryTenantId, primaryTenantId)];
  if (resourceId !== undefined) conds.push(eq(schema.channelRoutes.resourceId, resourceId));
  return db.select().from(schema.channelRoutes).where(and(...conds)).orderBy(asc(schema.channelRoutes.createdAt));
}

export async function routesIntoTenant(db: Db, provider: string, targetTenantId: string): Promise<ChannelRouteRow[]> {
  return db
    .select()
    .from(schema.channelRoutes)
    .where(and(eq(schema.channelRoutes.provider, provider), eq(schema.channelRoutes.targetTenantId, targetTenantId)));
}

export async function upsertRoute(db: Db, row: Omit<ChannelRouteRow, "createdAt">): Promise<ChannelRouteRow> {
  const full = { ...row, createdAt: Date.now() };
  await db
    .insert(schema.channelRoutes)
    .values(full)
    .onConflictDoUpdate({
      target: [schema.channelRoutes.provider, schema.channelRoutes.primaryTenantId, schema.channelRoutes.resourceId, schema.channelRoutes.targetTenantId],
      set: { datasetName: row.datasetName, createdBy: row.createdBy, accountId: row.accountId },
    });
  return full;
}

export async function deleteRoute(db: Db, route: Pick<ChannelRouteRow, "provider" | "primaryTenantId" | "resourceId" | "targetTenantId">): Promise<void> {
  await db
    .delete(schema.channelRoutes)
    .where(
      and(
        eq(schema.channelRoutes.provider, route.provider),
        eq(schema.channelRoutes.primaryTenantId, route.primaryTenantId),
        eq(schema.channelRoutes.resourceId, route.resourceId),
        eq(schema.channelRoutes.targetTenantId, route.targetTenantId),
      ),
    )
    .run();
}

/** Drops every route of one connected account of the primary tenant (disconnect). */
export async function deleteRoutesOfAccount(db: Db, provider: string, primaryTenantId: string, accountId: string): Promise<number> {
  const res = await db
    .delete(schema.channelRoutes)
    .where(
      and(
        eq(schema.channelRoutes.provider, provider),
        eq(schema.channelRoutes.primaryTenantId, primaryTenantId),
        eq(schema.channelRoutes.accountId, accountId),
      ),
    )
    .run();
  return res.meta.changes ?? 0;
}

// ---- history jobs ----

export async function historyJob(db: Db, teamId: string, datasetId: string): Promise<ChatHistoryJobRow | undefined> {
  return db
    .select()
    .from(schema.chatHistoryJobs)
    .where(and(eq(schema.chatHistoryJobs.teamId, teamId), eq(schema.chatHistoryJobs.datasetId, datasetId)))
    .get();
}

export async function historyJobsOfTeam(db: Db, teamId: string): Promise<ChatHistoryJobRow[]> {
  return db.select().from(schema.chatHistoryJobs).where(eq(schema.chatHistoryJobs.teamId, teamId)).orderBy(asc(schema.chatHistoryJobs.createdAt));
}

export async function insertHistoryJob(db: Db, row: Omit<ChatHistoryJobRow, "id" | "createdAt" | "updatedAt">): Promise<ChatHistoryJobRow> {
  const now = Date.now();
  const full: ChatHistoryJobRow = { ...row, id: newId(), createdAt: now, updatedAt: now };
  await db.insert(schema.chatHistoryJobs).values(full).run();
  return full;
}

export async function updateHistoryJob(db: Db, id: string, set: Partial<Omit<ChatHistoryJobRow, "id" | "createdAt">>): Promise<void> {
  await db.update(schema.chatHistoryJobs).set({ ...set, updatedAt: Date.now() }).where(eq(schema.chatHistoryJobs.id, id)).run();
}

/**
 * Claims a due job for one run: moves `next_run_at` forward by a lease in the same statement that checks it
 * is due, so two overlapping cron invocations never run the same job twice.
 */
export async function claimDueJobs(db: Db, now: number, leaseMs: number, limit: number): Promise<ChatHistoryJobRow[]> {
  const due = await db
    .select()
    .from(schema.chatHistoryJobs)
    .where(lte(schema.chatHistoryJobs.nextRunAt, now))
    .orderBy(asc(schema.chatHistoryJobs.nextRunAt))
    .limit(limit);
  const claimed: ChatHistoryJobRow[] = [];
  for (const job of due) {
    const res = await db
      .update(schema.chatHistoryJobs)
      .set({ nextRunAt: now + leaseMs })
      .where(and(eq(schema.chatHistoryJobs.id, job.id), eq(schema.chatHistoryJobs.nextRunAt, job.nextRunAt!)))
      .run();
    if ((res.meta.changes ?? 0) > 0) claimed.push(job);
  }
  return claimed;
}

// ---- stored messages ----

/**
 * Claims message keys for a dataset before they are written; returns the keys this call won. Two deliveries
 * of one event racing each other: only one wins each key, so a message is written once.
 */
export async function claimMessageKeys(db: Db, datasetId: string, keys: string[]): Promise<string[]> {
  const won: string[] = [];
  const now = Date.now();
  for (let i = 0; i < keys.length; i += 25) {
    const slice = keys.slice(i, i + 25);
    const results = await db.batch(
      slice.map((k) =>
        db.insert(schema.chatMessages).values({ datasetId, messageKey: k, dataId: null, createdAt: now }).onConflictDoNothing().returning({ k: schema.chatMessages.messageKey }),
      ) as [any, ...any[]],
    );
    for (const r of results as { k: string }[][]) for (const row of r) won.push(row.k);
  }
  return won;
}

/** Gives back keys whose write failed, so a later delivery or run writes them. */
export async function releaseMessageKeys(db: Db, datasetId: string, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 90) {
    await db
      .delete(schema.chatMessages)
      .where(and(eq(schema.chatMessages.datasetId, datasetId), inArray(schema.chatMessages.messageKey, keys.slice(i, i + 90))))
      .run();
  }
}

export async function setMessageDataIds(db: Db, datasetId: string, pairs: { key: string; dataId: string }[]): Promise<void> {
  for (let i = 0; i < pairs.length; i += 50) {
    await db.batch(
      pairs.slice(i, i + 50).map((p) =>
        db
          .update(schema.chatMessages)
          .set({ dataId: p.dataId })
          .where(and(eq(schema.chatMessages.datasetId, datasetId), eq(schema.chatMessages.messageKey, p.key))),
      ) as [any, ...any[]],
    );
  }
}

// ---- members' names ----

export type ChatMemberNameRow = typeof schema.chatMemberNames.$inferSelect;

/** The stored names of these members of a workspace (D1 binds at most 100 parameters: 90 ids a query). */
export async function storedMemberNames(db: Db, teamId: string, userIds: string[]): Promise<ChatMemberNameRow[]> {
  const out: ChatMemberNameRow[] = [];
  for (let i = 0; i < userIds.length; i += 90) {
    out.push(
      ...(await db
        .select()
        .from(schema.chatMemberNames)
        .where(and(eq(schema.chatMemberNames.teamId, teamId), inArray(schema.chatMemberNames.userId, userIds.slice(i, i + 90))))
        .all()),
    );
  }
  return out;
}

export async function saveMemberNames(db: Db, rows: ChatMemberNameRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 25) {
    await db.batch(
      rows.slice(i, i + 25).map((r) =>
        db
          .insert(schema.chatMemberNames)
          .values(r)
          .onConflictDoUpdate({ target: [schema.chatMemberNames.teamId, schema.chatMemberNames.userId], set: { name: r.name, fetchedAt: r.fetchedAt } }),
      ) as [any, ...any[]],
    );
  }
}

export async function deleteMemberNames(db: Db, teamId: string): Promise<void> {
  await db.delete(schema.chatMemberNames).where(eq(schema.chatMemberNames.teamId, teamId)).run();
}

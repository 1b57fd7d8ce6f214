import { and, desc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { type Db, schema } from "./client";
import type { Statements } from "./write-behind";

/** One model's usage in one hour of one workspace, already priced. */
export interface PricedUsage {
  model: string;
  tokensIn: number;
  tokensOut: number;
  neurons: number;
  costUsd: number;
}

export const HOUR_MS = 3_600_000;
export const hourOf = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;

/**
 * Adds priced usage to the workspace's hourly rows and its burn of that hour, and prunes the
 * workspace's hourly rows older than `keepFrom` (the burns stay, so the balance survives pruning).
 * Statements for one batch (D1 runs a batch as one transaction).
 */
export function usageStatements(db: Db, workspaceId: string, hour: number, usage: PricedUsage[], keepFrom: number): Statements {
  const rows = usage.filter((u) => u.tokensIn > 0 || u.tokensOut > 0 || u.costUsd > 0);
  if (rows.length === 0) return [];
  const t = schema.tokenUsage;
  const cost = rows.reduce((s, u) => s + u.costUsd, 0);
  const statements = rows.map((u) =>
    db
      .insert(t)
      .values({ workspaceId, hour, model: u.model, tokensIn: u.tokensIn, tokensOut: u.tokensOut, neurons: u.neurons, costUsd: u.costUsd })
      .onConflictDoUpdate({
        target: [t.workspaceId, t.hour, t.model],
        set: {
          tokensIn: sql`${t.tokensIn} + ${u.tokensIn}`,
          tokensOut: sql`${t.tokensOut} + ${u.tokensOut}`,
          neurons: sql`${t.neurons} + ${u.neurons}`,
          costUsd: sql`${t.costUsd} + ${u.costUsd}`,
        },
      }),
  );
  const burn =
    cost > 0
      ? [
          db
            .insert(schema.creditLedger)
            .values({ id: `burn:${workspaceId}:${hour}`, workspaceId, kind: "burn", amountUsd: -cost, createdAt: hour })
            .onConflictDoUpdate({ target: schema.creditLedger.id, set: { amountUsd: sql`${schema.creditLedger.amountUsd} - ${cost}` } }),
        ]
      : [];
  const prune = db.delete(t).where(and(eq(t.workspaceId, workspaceId), lt(t.hour, keepFrom)));
  return [...statements, ...burn, prune];
}

export interface Balance {
  /** Grants and purchases. */
  creditedUsd: number;
  /** Burns (positive). */
  spentUsd: number;
}

/** Credited and spent totals per workspace (workspaces without ledger rows are absent). */
export async function balancesOf(db: Db, workspaceIds: string[]): Promise<Map<string, Balance>> {
  const out = new Map<string, Balance>();
  if (workspaceIds.length === 0) return out;
  const l = schema.creditLedger;
  const rows = await db
    .select({
      workspaceId: l.workspaceId,
      credited: sql<number>`coalesce(sum(case when ${l.amountUsd} > 0 then ${l.amountUsd} else 0 end), 0)`,
      spent: sql<number>`coalesce(sum(case when ${l.amountUsd} < 0 then -${l.amountUsd} else 0 end), 0)`,
    })
    .from(l)
    .where(inArray(l.workspaceId, workspaceIds))
    .groupBy(l.workspaceId)
    .all();
  for (const r of rows) out.set(r.workspaceId, { creditedUsd: Number(r.credited), spentUsd: Number(r.spent) });
  return out;
}

export async function balanceOf(db: Db, workspaceId: string): Promise<Balance> {
  return (await balancesOf(db, [workspaceId])).get(workspaceId) ?? { creditedUsd: 0, spentUsd: 0 };
}

export interface CreditInput {
  workspaceId: string;
  kind: "grant" | "purchase";
  amountUsd: number;
  tokens: number;
  currency: string;
  externalId: string | null;
  note: string | null;
  createdBy: string | null;
}

/** Adds a credit; false when a credit with the same external id exists already (nothing added). */
export async function insertCredit(db: Db, credit: CreditInput): Promise<boolean> {
  const rows = await db
    .insert(schema.creditLedger)
    .values({ id: crypto.randomUUID(), ...credit, createdAt: Date.now() })
    .onConflictDoNothing({ target: schema.creditLedger.externalId })
    .returning({ id: schema.creditLedger.id });
  return rows.length > 0;
}

export type CreditRow = typeof schema.creditLedger.$inferSelect;

/** The workspace's credits (grants and purchases), newest first. */
export async function creditsOf(db: Db, workspaceId: string, limit: number): Promise<CreditRow[]> {
  const l = schema.creditLedger;
  return db
    .select()
    .from(l)
    .where(and(eq(l.workspaceId, workspaceId), inArray(l.kind, ["grant", "purchase"])))
    .orderBy(desc(l.createdAt), desc(l.id))
    .limit(limit)
    .all();
}

/** How many purchases the workspace has had (numbers its auto-recharge attempts). */
export async function purchaseCount(db: Db, workspaceId: string): Promise<number> {
  const l = schema.creditLedger;
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(l)
    .where(and(eq(l.workspaceId, workspaceId), eq(l.kind, "purchase")))
    .get();
  return Number(row?.n ?? 0);
}

export type UsageRow = typeof schema.tokenUsage.$inferSelect;

/** Hourly rows of a workspace with `from <= hour <= to`, oldest first. */
export async function usageBetween(db: Db, workspaceId: string, from: number, to: number): Promise<UsageRow[]> {
  const t = schema.tokenUsage;
  return db
    .select()
    .from(t)
    .where(and(eq(t.workspaceId, workspaceId), gte(t.hour, from), lte(t.hour, to)))
    .orderBy(t.hour, t.model)
    .all();
}

export type AutoRechargeRow = typeof schema.autoRecharge.$inferSelect;

export async function getAutoRecharge(db: Db, workspaceId: string): Promise<AutoRechargeRow | undefined> {
  return db.select().from(schema.autoRecharge).where(eq(schema.autoRecharge.workspaceId, workspaceId)).get();
}

export async function putAutoRecharge(db: Db, row: AutoRechargeRow): Promise<void> {
  const { workspaceId, ...rest } = row;
  await db.insert(schema.autoRecharge).values(row).onConflictDoUpdate({ target: schema.autoRecharge.workspaceId, set: rest });
}

export async function setAutoRechargeError(db: Db, workspaceId: string, error: string | null): Promise<void> {
  await db.update(schema.autoRecharge).set({ lastError: error }).where(eq(schema.autoRecharge.workspaceId, workspaceId));
}

/** Records a webhook event id; false when it was recorded before (the event was applied already). */
export async function claimWebhookEvent(db: Db, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(schema.billingWebhookEvents)
    .values({ id, type, receivedAt: Date.now() })
    .onConflictDoNothing()
    .returning({ id: schema.billingWebhookEvents.id });
  return rows.length > 0;
}

/** Forgets a claimed event whose application failed, so the provider's redelivery is applied. */
export async function releaseWebhookEvent(db: Db, id: string): Promise<void> {
  await db.delete(schema.billingWebhookEvents).where(eq(schema.billingWebhookEvents.id, id));
}

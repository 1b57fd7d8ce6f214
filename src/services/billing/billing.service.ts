/**
 * The billing routes (spec: Billing): credits overview, hourly costs, auto-recharge settings, operator
 * grants and the payment webhook. A credit account is a workspace: a tenant's, or a user's personal space.
 */
import { ApiError, forbidden, validationError } from "../../core/errors";
import type { Principal } from "../../lib/types";
import type { Settings } from "../../lib/settings";
import {
  balancesOf,
  claimWebhookEvent,
  creditsOf,
  getAutoRecharge,
  HOUR_MS,
  hourOf,
  insertCredit,
  releaseWebhookEvent,
  usageBetween,
} from "../../storage/d1/billing.repo";
import type { Db } from "../../storage/d1/client";
import { tenantsOf } from "../../storage/d1/tenants.repo";
import { workspaceIdFor } from "../../storage/pods";
import { memberIdFor, requireTenant, requireTenantMember } from "../permissions.service";
import { type AutoRechargeUpdate, autoRechargeView, creditPayment, saveAutoRecharge } from "./auto-recharge.service";
import { type PaymentIntent, verifyStripeSignature } from "./stripe";

const tenantWorkspace = (tenantId: string) => workspaceIdFor(tenantId, "");
/** Rounded for display; the ledger keeps full precision. */
const money = (n: number) => Math.round(n * 1e6) / 1e6;
/** Credits listed in the overview (newest first). */
const OVERVIEW_PURCHASES = 50;
/** Widest hourly window one request reads (about three months of hours, 2,232 rows per model at most). */
const MAX_WINDOW_DAYS = 93;

/** The caller's active workspace (current tenant, else personal space) pays for request-time model calls. */
export const payerOf = (user: Principal) => workspaceIdFor(user.tenantId, memberIdFor(user));

/**
 * `CreditsOverviewResponse` in the camelCase shape cognee's frontend reads: `budget` is the caller's active
 * workspace, `tenants` every tenant the caller belongs to, `purchases` the active workspace's credits.
 */
export async function creditsOverview(db: Db, user: Principal) {
  const own = payerOf(user);
  const tenants = await tenantsOf(db, memberIdFor(user));
  const balances = await balancesOf(db, [own, ...tenants.map((t) => tenantWorkspace(t.id))]);
  const figures = (workspaceId: string) => {
    const b = balances.get(workspaceId) ?? { creditedUsd: 0, spentUsd: 0 };
    return { totalUsd: money(b.creditedUsd), spentUsd: money(b.spentUsd), remainingUsd: money(b.creditedUsd - b.spentUsd) };
  };
  const budget = figures(own);
  return {
    budget: { ...budget, spentPct: budget.totalUsd > 0 ? Math.round((budget.spentUsd / budget.totalUsd) * 10_000) / 100 : budget.spentUsd > 0 ? 100 : 0 },
    tenants: tenants.map((t) => {
      const f = figures(tenantWorkspace(t.id));
      return { tenantId: t.id, tenantName: t.name, spentUsd: f.spentUsd, maxBudgetUsd: f.totalUsd, remainingUsd: f.remainingUsd };
    }),
    purchases: (await creditsOf(db, own, OVERVIEW_PURCHASES)).map((c) => ({
      id: c.id,
      kind: c.kind === "purchase" ? ("purchase" as const) : ("grant" as const),
      tokensPurchased: c.tokens,
      amountPaidUsd: c.kind === "purchase" ? money(c.amountUsd) : 0,
      creditUsd: money(c.amountUsd),
      currency: c.currency,
      createdAt: new Date(c.createdAt).toISOString(),
    })),
  };
}

/** `TenantHourlyCostsResponse`: members only; hours with usage in [start, end], oldest first. */
export async function tenantHourlyCosts(db: Db, user: Principal, tenantId: string, startIso: string | undefined, endIso: string | undefined) {
  const { tenant } = await requireTenantMember(db, tenantId, user);
  const end = endIso ? Date.parse(endIso) : Date.now();
  const start = startIso ? Date.parse(startIso) : end - 7 * 24 * HOUR_MS;
  if (start > end) throw validationError(["query", "start"], "start must not be after end");
  if (end - start > MAX_WINDOW_DAYS * 24 * HOUR_MS) throw validationError(["query", "start"], `the window may span at most ${MAX_WINDOW_DAYS} days`);
  const rows = await usageBetween(db, tenantWorkspace(tenant.id), hourOf(start), end);
  const hours = new Map<number, { hour: string; costUsd: number; tokensIn: number; tokensOut: number; neurons: number; models: { model: string; tokensIn: number; tokensOut: number; costUsd: number }[] }>();
  for (const r of rows) {
    const h = hours.get(r.hour) ?? { hour: new Date(r.hour).toISOString(), costUsd: 0, tokensIn: 0, tokensOut: 0, neurons: 0, models: [] };
    h.costUsd += r.costUsd;
    h.tokensIn += r.tokensIn;
    h.tokensOut += r.tokensOut;
    h.neurons += r.neurons;
    h.models.push({ model: r.model, tokensIn: r.tokensIn, tokensOut: r.tokensOut, costUsd: money(r.costUsd) });
    hours.set(r.hour, h);
  }
  const list = [...hours.values()].map((h) => ({ ...h, costUsd: money(h.costUsd), neurons: Math.round(h.neurons * 1000) / 1000 }));
  return {
    tenantId: tenant.id,
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    currency: "usd",
    totalUsd: money(list.reduce((s, h) => s + h.costUsd, 0)),
    hours: list,
  };
}

export async function getTenantAutoRecharge(db: Db, settings: Settings, user: Principal, tenantId: string) {
  const { tenant } = await requireTenantMember(db, tenantId, user);
  return autoRechargeView(settings, await getAutoRecharge(db, tenantWorkspace(tenant.id)));
}

export async function putTenantAutoRecharge(db: Db, settings: Settings, user: Principal, tenantId: string, update: AutoRechargeUpdate) {
  const access = await requireTenantMember(db, tenantId, user);
  if (!access.owner) throw forbidden("Only the tenant owner can change auto-recharge.");
  return saveAutoRecharge(db, settings, tenantWorkspace(access.tenant.id), user.id, update);
}

/** Operator grant (ledger-only deployments): superusers only. */
export async function grantTenantCredits(db: Db, user: Principal, tenantId: string, amountUsd: number, note: string | null) {
  if (!user.isSuperuser) throw forbidden("Only an operator (superuser) can grant credits.");
  const tenant = await requireTenant(db, tenantId);
  await insertCredit(db, { workspaceId: tenantWorkspace(tenant.id), kind: "grant", amountUsd, tokens: 0, currency: "usd", externalId: null, note, createdBy: user.id });
  const b = (await balancesOf(db, [tenantWorkspace(tenant.id)])).get(tenantWorkspace(tenant.id))!;
  return { tenantId: tenant.id, grantedUsd: money(amountUsd), balanceUsd: money(b.creditedUsd - b.spentUsd) };
}

/**
 * The Stripe webhook: verified signature, then each event applied once (its id is claimed first; a
 * failure releases it so Stripe's redelivery applies it). `payment_intent.succeeded` for a workspace
 * credits the ledger once per PaymentIntent; other events are acknowledged and ignored.
 */
export async function handleStripeWebhook(db: Db, settings: Settings, signature: string | null, payload: string) {
  const stripe = settings.billing.stripe;
  if (!stripe) throw new ApiError(503, "PaymentProviderNotConfiguredError", "No payment provider is configured (STRIPE_SECRET_KEY).");
  await verifyStripeSignature(stripe, signature, payload);
  let event: { id?: unknown; type?: unknown; data?: { object?: PaymentIntent } };
  try {
    event = JSON.parse(payload) as typeof event;
  } catch {
    throw new ApiError(400, "WebhookPayloadError", "The webhook payload is not JSON.");
  }
  if (typeof event.id !== "string" || typeof event.type !== "string") throw new ApiError(400, "WebhookPayloadError", "The webhook payload is not an event.");
  if (!(await claimWebhookEvent(db, event.id, event.type))) return { received: true, duplicate: true, credited: false };
  try {
    const intent = event.data?.object;
    const workspaceId = intent?.metadata?.workspace_id;
    if (event.type !== "payment_intent.succeeded" || !intent || !workspaceId) return { received: true, duplicate: false, credited: false };
    // The ledger is kept in USD; another currency is not converted here.
    if (intent.currency !== "usd") return { received: true, duplicate: false, credited: false };
    const credited = await creditPayment(db, workspaceId, intent.id, (intent.amount_received ?? intent.amount) / 100, intent.currency, "stripe webhook");
    return { received: true, duplicate: false, credited };
  } catch (err) {
    await releaseWebhookEvent(db, event.id).catch(() => {});
    throw err;
  }
}

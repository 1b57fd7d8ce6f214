/**
 * Auto-recharge: settings per workspace (all disabled until configured) and the off-session charge made
 * when the balance falls under the threshold. Needs a payment provider (STRIPE_SECRET_KEY); without one
 * the ledger runs alone and credits come from operator grants.
 */
import { ApiError, validationError } from "../../core/errors";
import type { Settings } from "../../lib/settings";
import {
  type AutoRechargeRow,
  balanceOf,
  getAutoRecharge,
  insertCredit,
  purchaseCount,
  putAutoRecharge,
  setAutoRechargeError,
} from "../../storage/d1/billing.repo";
import type { Db } from "../../storage/d1/client";
import { StripeError, stripeClient } from "./stripe";

export interface AutoRechargeSettings {
  enabled: boolean;
  thresholdUsd: number | null;
  amountUsd: number | null;
  currency: string;
  paymentProvider: "stripe" | null;
  paymentMethodConfigured: boolean;
  lastError: string | null;
}

export interface AutoRechargeUpdate {
  enabled: boolean;
  thresholdUsd?: number | undefined;
  amountUsd?: number | undefined;
  currency: string;
  paymentMethodId?: string | undefined;
}

export function autoRechargeView(settings: Settings, row: AutoRechargeRow | undefined): AutoRechargeSettings {
  return {
    enabled: row?.enabled ?? false,
    thresholdUsd: row?.thresholdUsd ?? null,
    amountUsd: row?.amountUsd ?? null,
    currency: row?.currency ?? "usd",
    paymentProvider: settings.billing.stripe ? "stripe" : null,
    paymentMethodConfigured: !!row?.paymentMethodId,
    lastError: row?.lastError ?? null,
  };
}

/** Saves the settings; a new payment method is attached to the workspace's customer first (created on first use). */
export async function saveAutoRecharge(db: Db, settings: Settings, workspaceId: string, userId: string, update: AutoRechargeUpdate): Promise<AutoRechargeSettings> {
  const current = await getAutoRecharge(db, workspaceId);
  const stripe = settings.billing.stripe;
  if (update.enabled && !stripe) {
    throw new ApiError(409, "PaymentProviderNotConfiguredError", "Auto-recharge needs a payment provider: this deployment has none (STRIPE_SECRET_KEY). Credits are granted by an operator.");
  }
  const thresholdUsd = update.thresholdUsd ?? current?.thresholdUsd;
  const amountUsd = update.amountUsd ?? current?.amountUsd;
  if (update.enabled && thresholdUsd === undefined) throw validationError(["body", "thresholdUsd"], "thresholdUsd is required to enable auto-recharge");
  if (update.enabled && amountUsd === undefined) throw validationError(["body", "amountUsd"], "amountUsd is required to enable auto-recharge");
  let customerId = current?.customerId ?? null;
  let paymentMethodId = current?.paymentMethodId ?? null;
  if (update.paymentMethodId && stripe) {
    const client = stripeClient(stripe);
    try {
      customerId ??= (await client.createCustomer(workspaceId)).id;
      // Stripe refuses a payment method attached to another customer: one workspace cannot charge another's card.
      await client.attachPaymentMethod(update.paymentMethodId, customerId);
    } catch (err) {
      if (err instanceof StripeError) throw new ApiError(err.httpStatus >= 500 ? 502 : 400, "PaymentMethodError", `The payment method was not accepted: ${err.message}`);
      throw err;
    }
    paymentMethodId = update.paymentMethodId;
  }
  if (update.enabled && !paymentMethodId) throw validationError(["body", "paymentMethodId"], "paymentMethodId is required to enable auto-recharge");
  const row: AutoRechargeRow = {
    workspaceId,
    enabled: update.enabled,
    thresholdUsd: thresholdUsd ?? 0,
    amountUsd: amountUsd ?? 0,
    currency: update.currency,
    customerId,
    paymentMethodId,
    lastError: null,
    updatedBy: userId,
    updatedAt: Date.now(),
  };
  await putAutoRecharge(db, row);
  return autoRechargeView(settings, row);
}

/**
 * Charges the saved payment method when the balance is under the threshold. The idempotency key is
 * numbered by the workspace's purchases so far: two units of work finishing together send the same key
 * and Stripe makes one charge; the next recharge (after this one is credited) gets a new key.
 */
export async function maybeAutoRecharge(db: Db, settings: Settings, workspaceId: string): Promise<void> {
  const stripe = settings.billing.stripe;
  if (!stripe) return;
  const cfg = await getAutoRecharge(db, workspaceId);
  if (!cfg?.enabled || !cfg.customerId || !cfg.paymentMethodId) return;
  const b = await balanceOf(db, workspaceId);
  if (b.creditedUsd - b.spentUsd >= cfg.thresholdUsd) return;
  const attempt = (await purchaseCount(db, workspaceId)) + 1;
  try {
    const intent = await stripeClient(stripe).chargeOffSession({
      customerId: cfg.customerId,
      paymentMethodId: cfg.paymentMethodId,
      amountCents: Math.round(cfg.amountUsd * 100),
      currency: cfg.currency,
      workspaceId,
      idempotencyKey: `auto-recharge:${workspaceId}:${attempt}`,
    });
    if (intent.status === "succeeded") await creditPayment(db, workspaceId, intent.id, (intent.amount_received ?? intent.amount) / 100, intent.currency, "auto-recharge");
    await setAutoRechargeError(db, workspaceId, null);
  } catch (err) {
    // The unit of work is done; the failure is shown on the settings (lastError) for the owner to act on.
    const message = err instanceof StripeError ? err.message : "The payment provider could not be reached.";
    await setAutoRechargeError(db, workspaceId, message.slice(0, 300));
  }
}

/** Credits a succeeded payment once per PaymentIntent, whichever path (charge answer or webhook) sees it first. */
export async function creditPayment(db: Db, workspaceId: string, paymentIntentId: string, amountUsd: number, currency: string, note: string): Promise<boolean> {
  return insertCredit(db, { workspaceId, kind: "purchase", amountUsd, tokens: 0, currency, externalId: paymentIntentId, note, createdBy: null });
}

import { z } from "@hono/zod-openapi";
import { aliasedBody } from "./common.schemas";

export { TenantIdParam } from "./tenants.schemas";

/** Stripe's smallest USD charge is $0.50; the cap bounds what one misconfigured setting can charge. */
const MIN_CHARGE_USD = 0.5;
const MAX_CHARGE_USD = 10_000;

const Money = z.number().openapi({ description: "US dollars" });

export const CreditsOverviewSchema = z
  .object({
    budget: z.object({ totalUsd: Money, spentUsd: Money, remainingUsd: Money, spentPct: z.number().openapi({ description: "0-100" }) }),
    tenants: z.array(z.object({ tenantId: z.string(), tenantName: z.string(), spentUsd: Money, maxBudgetUsd: Money, remainingUsd: Money })),
    purchases: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(["grant", "purchase"]),
        tokensPurchased: z.number(),
        amountPaidUsd: Money,
        creditUsd: Money,
        currency: z.string(),
        createdAt: z.string(),
      }),
    ),
  })
  .openapi("CreditsOverviewResponse");

export const HourlyCostsQuery = z.object({
  start: z.iso.datetime({ offset: true }).optional().openapi({ description: "UTC date-time; default 7 days before end", example: "2026-11-17T00:00:00Z" }),
  end: z.iso.datetime({ offset: true }).optional().openapi({ description: "UTC date-time; default now", example: "2026-11-24T00:00:00Z" }),
});

export const TenantHourlyCostsSchema = z
  .object({
    tenantId: z.string(),
    start: z.string(),
    end: z.string(),
    currency: z.string(),
    totalUsd: Money,
    hours: z.array(
      z.object({
        hour: z.string(),
        costUsd: Money,
        tokensIn: z.number(),
        tokensOut: z.number(),
        neurons: z.number().openapi({ description: "Workers AI neurons (0 on other providers)" }),
        models: z.array(z.object({ model: z.string(), tokensIn: z.number(), tokensOut: z.number(), costUsd: Money })),
      }),
    ),
  })
  .openapi("TenantHourlyCostsResponse");

export const AutoRechargeSchema = z
  .object({
    enabled: z.boolean(),
    thresholdUsd: Money.nullable(),
    amountUsd: Money.nullable(),
    currency: z.string(),
    paymentProvider: z.enum(["stripe"]).nullable(),
    paymentMethodConfigured: z.boolean(),
    lastError: z.string().nullable().openapi({ description: "Why the last automatic charge failed, if it did" }),
  })
  .openapi("AutoRechargeSettings");

export const UpdateAutoRechargeSchema = aliasedBody("UpdateAutoRechargeSettings", {
  enabled: z.boolean(),
  thresholdUsd: z.number().positive().max(MAX_CHARGE_USD).optional().openapi({ description: "Recharge when the balance falls under this (USD)" }),
  amountUsd: z.number().min(MIN_CHARGE_USD).max(MAX_CHARGE_USD).optional().openapi({ description: `Amount charged each time (USD, ${MIN_CHARGE_USD} to ${MAX_CHARGE_USD})` }),
  currency: z.enum(["usd"]).default("usd").openapi({ description: "The ledger is kept in USD" }),
  paymentMethodId: z.string().regex(/^pm_[A-Za-z0-9_]{1,200}$/).optional().openapi({ description: "A Stripe PaymentMethod (pm_...) to attach to the workspace's customer" }),
});

export const GrantCreditsSchema = aliasedBody("GrantCredits", {
  amountUsd: z.number().positive().max(1_000_000),
  note: z.string().max(500).optional(),
});

export const GrantResultSchema = z.object({ tenantId: z.string(), grantedUsd: Money, balanceUsd: Money }).openapi("GrantCreditsResult");

export const WebhookResultSchema = z.object({ received: z.boolean(), duplicate: z.boolean(), credited: z.boolean() }).openapi("BillingWebhookResult");

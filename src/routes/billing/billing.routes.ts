import { createRoute } from "@hono/zod-openapi";
import { ErrorDetailSchema, errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import {
  AutoRechargeSchema,
  CreditsOverviewSchema,
  GrantCreditsSchema,
  GrantResultSchema,
  HourlyCostsQuery,
  TenantHourlyCostsSchema,
  TenantIdParam,
  UpdateAutoRechargeSchema,
  WebhookResultSchema,
} from "../../../schemas/billing.schemas";

const tags = ["billing"];
const err = (status: number, description: string) => ({ [status]: jsonContent(ErrorDetailSchema, description) });

export const creditsOverview = createRoute({
  method: "get",
  path: "/billing/credits/overview",
  operationId: "getCreditsOverview",
  tags,
  security,
  summary: "Prepaid credit balance of the caller's active workspace and spend per tenant",
  description:
    "`budget` is the active workspace's account (current tenant, else the personal space): credited (grants and purchases), " +
    "spent (LLM and embedding cost) and remaining USD. `tenants` lists every tenant the caller belongs to; `purchases` the " +
    "active workspace's latest 50 credits.",
  responses: { 200: jsonContent(CreditsOverviewSchema, "Credits overview"), 401: errorResponses[401] },
});

export const hourlyCosts = createRoute({
  method: "get",
  path: "/billing/tenants/{tenant_id}/costs/hourly",
  operationId: "getTenantHourlyCosts",
  tags,
  security,
  summary: "Hourly LLM and embedding cost of a tenant in USD (members only)",
  description:
    "`start` defaults to 7 days before `end`, `end` to now (UTC date-times); start after end, or a window over 93 days, is 422. " +
    "Hours without usage are absent. Hourly rows are kept BILLING_USAGE_RETENTION_DAYS (at least 7, default 30).",
  request: { params: TenantIdParam, query: HourlyCostsQuery },
  responses: { 200: jsonContent(TenantHourlyCostsSchema, "Hourly costs"), ...errorResponses },
});

export const getAutoRecharge = createRoute({
  method: "get",
  path: "/billing/tenants/{tenant_id}/auto-recharge",
  operationId: "getAutoRechargeSettings",
  tags,
  security,
  summary: "Auto-recharge settings of a tenant (all disabled until configured; members only)",
  request: { params: TenantIdParam },
  responses: { 200: jsonContent(AutoRechargeSchema, "Settings"), ...errorResponses },
});

export const putAutoRecharge = createRoute({
  method: "put",
  path: "/billing/tenants/{tenant_id}/auto-recharge",
  operationId: "updateAutoRechargeSettings",
  tags,
  security,
  summary: "Change a tenant's auto-recharge settings (owner only)",
  description:
    "Enabling needs a payment provider (409 `PaymentProviderNotConfiguredError` without one), `thresholdUsd`, `amountUsd` " +
    "(0.5 to 10,000) and a payment method (`paymentMethodId`, attached to the tenant's Stripe customer; kept for later calls). " +
    "When the balance falls under the threshold the method is charged off-session and the ledger credited.",
  request: { params: TenantIdParam, body: { content: { "application/json": { schema: UpdateAutoRechargeSchema } }, required: true } },
  responses: { 200: jsonContent(AutoRechargeSchema, "Settings"), ...errorResponses, ...err(409, "No payment provider configured") },
});

export const grantCredits = createRoute({
  method: "post",
  path: "/billing/tenants/{tenant_id}/credits/grants",
  operationId: "grantTenantCredits",
  tags,
  security,
  summary: "Grant credits to a tenant (operators: superusers only)",
  request: { params: TenantIdParam, body: { content: { "application/json": { schema: GrantCreditsSchema } }, required: true } },
  responses: { 200: jsonContent(GrantResultSchema, "Granted"), ...errorResponses },
});

export const stripeWebhook = createRoute({
  method: "post",
  path: "/billing/webhooks/stripe",
  operationId: "stripeWebhook",
  tags,
  summary: "Stripe webhook: credits the ledger for succeeded payments (signed with STRIPE_WEBHOOK_SECRET)",
  description:
    "No credentials: the `Stripe-Signature` header (HMAC-SHA256 over `<t>.<body>`, timestamp within " +
    "STRIPE_WEBHOOK_TOLERANCE_SECONDS) authenticates it; a bad signature is 400. Each event id is applied once.",
  responses: {
    200: jsonContent(WebhookResultSchema, "Received"),
    ...err(400, "Bad signature or payload"),
    ...err(413, "Payload too large"),
    ...err(503, "No payment provider configured"),
  },
});

export type CreditsOverviewRoute = typeof creditsOverview;
export type HourlyCostsRoute = typeof hourlyCosts;
export type GetAutoRechargeRoute = typeof getAutoRecharge;
export type PutAutoRechargeRoute = typeof putAutoRecharge;
export type GrantCreditsRoute = typeof grantCredits;
export type StripeWebhookRoute = typeof stripeWebhook;


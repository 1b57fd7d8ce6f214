import { ApiError } from "../../core/errors";
import type { AppRouteHandler } from "../../lib/types";
import {
  creditsOverview as overview,
  getTenantAutoRecharge,
  grantTenantCredits,
  handleStripeWebhook,
  putTenantAutoRecharge,
  tenantHourlyCosts,
} from "../../services/billing/billing.service";
import type {
  CreditsOverviewRoute,
  GetAutoRechargeRoute,
  GrantCreditsRoute,
  HourlyCostsRoute,
  PutAutoRechargeRoute,
  StripeWebhookRoute,
} from "./billing.routes";

/** Stripe events are a few KB; anything near this is not one. */
const WEBHOOK_MAX_BYTES = 1024 * 1024;

export const creditsOverview: AppRouteHandler<CreditsOverviewRoute> = async (c) => c.json(await overview(c.get("ports").db, c.get("user")), 200);

export const hourlyCosts: AppRouteHandler<HourlyCostsRoute> = async (c) => {
  const { start, end } = c.req.valid("query");
  return c.json(await tenantHourlyCosts(c.get("ports").db, c.get("user"), c.req.valid("param").tenant_id, start, end), 200);
};

export const getAutoRecharge: AppRouteHandler<GetAutoRechargeRoute> = async (c) =>
  c.json(await getTenantAutoRecharge(c.get("ports").db, c.get("settings"), c.get("user"), c.req.valid("param").tenant_id), 200);

export const putAutoRecharge: AppRouteHandler<PutAutoRechargeRoute> = async (c) =>
  c.json(await putTenantAutoRecharge(c.get("ports").db, c.get("settings"), c.get("user"), c.req.valid("param").tenant_id, c.req.valid("json")), 200);

export const grantCredits: AppRouteHandler<GrantCreditsRoute> = async (c) => {
  const body = c.req.valid("json");
  return c.json(await grantTenantCredits(c.get("ports").db, c.get("user"), c.req.valid("param").tenant_id, body.amountUsd, body.note ?? null), 200);
};

export const stripeWebhook: AppRouteHandler<StripeWebhookRoute> = async (c) => {
  if (Number(c.req.header("content-length") ?? 0) > WEBHOOK_MAX_BYTES) throw new ApiError(413, "PayloadTooLargeError", "Webhook payload too large.");
  const payload = await c.req.text();
  if (payload.length > WEBHOOK_MAX_BYTES) throw new ApiError(413, "PayloadTooLargeError", "Webhook payload too large.");
  return c.json(await handleStripeWebhook(c.get("ports").db, c.get("settings"), c.req.header("stripe-signature") ?? null, payload), 200);
};

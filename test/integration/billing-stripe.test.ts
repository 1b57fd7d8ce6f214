import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import { loadSettings } from "../../src/lib/settings";
import { maybeAutoRecharge } from "../../src/services/billing/auto-recharge.service";
import { createDb } from "../../src/storage/d1/client";
import { AUTH_ON, body, req, status } from "./auth.helpers";
import { grant, inferSchema, llmVars, operator, overview, STRIPE_VARS, tenantOwner } from "./billing.helpers";

const STRIPE_ON = { ...AUTH_ON, ...STRIPE_VARS };

type Charge = { id: string; amount: number; customer: string; payment_method: string; metadata: Record<string, string> };
const charges = async (): Promise<Charge[]> => (await (await fetch("https://fake-stripe.test/__charges")).json()) as Charge[];
const chargesOf = async (tenantId: string) => (await charges()).filter((c) => c.metadata.workspace_id === `tenant:${tenantId}`);

const card = (kind: "visa" | "chargeDeclined" | "rateLimited") => `pm_card_${kind}_${crypto.randomUUID().slice(0, 8)}`;

async function enable(owner: { token: string }, tenantId: string, paymentMethodId: string, thresholdUsd = 1, amountUsd = 10) {
  return req(`/billing/tenants/${tenantId}/auto-recharge`, { method: "PUT", json: { enabled: true, thresholdUsd, amountUsd, paymentMethodId }, token: owner.token, vars: STRIPE_ON });
}

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return [...new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(text)))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Posts an event the way Stripe does: `Stripe-Signature: t=<seconds>,v1=<HMAC-SHA256 of "t.payload">`. */
async function postWebhook(event: unknown, opts: { secret?: string; at?: number; signature?: string; vars?: Record<string, string> } = {}) {
  const payload = JSON.stringify(event);
  const t = Math.floor((opts.at ?? Date.now()) / 1000);
  const signature = opts.signature ?? `t=${t},v1=${await hmacHex(opts.secret ?? STRIPE_VARS.STRIPE_WEBHOOK_SECRET!, `${t}.${payload}`)}`;
  // No credentials: the signature is the authentication (authentication is on).
  const blob = new Blob([payload], { type: "application/json" });
  return req("/billing/webhooks/stripe", { method: "POST", headers: { "stripe-signature": signature, "content-type": "application/json" }, formData: blob as unknown as FormData, vars: opts.vars ?? STRIPE_ON });
}

const succeeded = (id: string, piId: string, workspaceId: string, amount = 2500, currency = "usd") => ({
  id,
  object: "event",
  type: "payment_intent.succeeded",
  data: { object: { id: piId, object: "payment_intent", amount, amount_received: amount, currency, status: "succeeded", metadata: { workspace_id: workspaceId } } },
});

describe("auto-recharge with Stripe (fake payment API)", () => {
  it("enabling attaches the payment method to the tenant's customer; unknown or foreign methods are refused", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    const pm = card("visa");
    const res = await enable(owner, tenantId, pm);
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ enabled: true, thresholdUsd: 1, amountUsd: 10, currency: "usd", paymentProvider: "stripe", paymentMethodConfigured: true, lastError: null });
    const row = await env.DB.prepare("SELECT customer_id, payment_method_id FROM auto_recharge WHERE workspace_id = ?").bind(`tenant:${tenantId}`).first<{ customer_id: string; payment_method_id: string }>();
    expect(row).toMatchObject({ customer_id: expect.stringMatching(/^cus_/), payment_method_id: pm });
    // Another tenant cannot use a card attached to this tenant's customer.
    const other = await tenantOwner();
    const foreign = await enable(other.owner, other.tenantId, pm);
    expect(foreign.status).toBe(400);
    expect((await body(foreign)).detail).toMatch(/already been attached.*\[PaymentMethodError\]$/);
    const unknown = await enable(other.owner, other.tenantId, "pm_card_nonexistent");
    expect(unknown.status).toBe(400);
    await unknown.text();
    // Enabling needs a payment method (none saved for this tenant): 422.
    const none = await req(`/billing/tenants/${other.tenantId}/auto-recharge`, { method: "PUT", json: { enabled: true, thresholdUsd: 1, amountUsd: 10 }, token: other.owner.token, vars: STRIPE_ON });
    expect(none.status).toBe(422);
    expect((await body(none)).detail[0].loc).toEqual(["body", "paymentMethodId"]);
  });

  it("charges off-session once when the balance falls under the threshold, and credits the ledger", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    const op = await operator();
    await status(await grant(op, tenantId, 1.1));
    const pm = card("visa");
    expect((await enable(owner, tenantId, pm, 1, 10)).status).toBe(200);
    // First call: 1.1 - 0.228 = 0.872 < 1 -> one charge of $10.
    expect(await status(await inferSchema(owner, llmVars(STRIPE_VARS)))).toBe(502);
    const made = await chargesOf(tenantId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: 1000, payment_method: pm, metadata: { kind: "auto_recharge" } });
    const out = await overview(owner);
    expect(out.budget.totalUsd).toBeCloseTo(11.1, 6);
    expect(out.purchases[0]).toMatchObject({ kind: "purchase", amountPaidUsd: 10, creditUsd: 10, currency: "usd" });
    // Above the threshold again: the next call charges nothing.
    expect(await status(await inferSchema(owner, llmVars(STRIPE_VARS)))).toBe(502);
    expect(await chargesOf(tenantId)).toHaveLength(1);
  });

  it("two units finishing under the threshold together make one charge (same idempotency key)", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    expect((await enable(owner, tenantId, card("visa"), 1, 5)).status).toBe(200);
    // Both read the same purchase count before either is credited, so both send the same key and
    // Stripe replays the first answer; the ledger credits that PaymentIntent once.
    const settings = loadSettings({ ...env, ...STRIPE_ON });
    const db = createDb(env.DB);
    await Promise.all([maybeAutoRecharge(db, settings, `tenant:${tenantId}`), maybeAutoRecharge(db, settings, `tenant:${tenantId}`)]);
    expect(await chargesOf(tenantId)).toHaveLength(1);
    const purchases = (await overview(owner)).purchases.filter((p: { kind: string }) => p.kind === "purchase");
    expect(purchases).toHaveLength(1);
    expect(purchases[0].amountPaidUsd).toBe(5);
  });

  it("a declined card credits nothing and shows the reason on the settings", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    expect((await enable(owner, tenantId, card("chargeDeclined"), 1, 10)).status).toBe(200);
    expect(await status(await inferSchema(owner, llmVars(STRIPE_VARS)))).toBe(502);
    expect(await chargesOf(tenantId)).toHaveLength(0);
    expect((await overview(owner)).budget.totalUsd).toBe(0);
    const settings = await body(await req(`/billing/tenants/${tenantId}/auto-recharge`, { token: owner.token, vars: STRIPE_ON }));
    expect(settings.lastError).toBe("Your card was declined.");
  });

  it("a rate-limited charge (429) is retried by the next unit of work with the same key, and charged once", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    expect((await enable(owner, tenantId, card("rateLimited"), 1, 10)).status).toBe(200);
    const vars = llmVars(STRIPE_VARS);
    expect(await status(await inferSchema(owner, vars))).toBe(502);
    expect(await chargesOf(tenantId)).toHaveLength(0);
    expect((await body(await req(`/billing/tenants/${tenantId}/auto-recharge`, { token: owner.token, vars: STRIPE_ON }))).lastError).toBe("Too many requests.");
    expect(await status(await inferSchema(owner, vars))).toBe(502);
    expect(await chargesOf(tenantId)).toHaveLength(1);
    expect((await body(await req(`/billing/tenants/${tenantId}/auto-recharge`, { token: owner.token, vars: STRIPE_ON }))).lastError).toBeNull();
    expect((await overview(owner)).budget.totalUsd).toBe(10);
  });
});

describe("POST /api/v1/billing/webhooks/stripe", () => {
  it("credits a succeeded payment once per event id and once per PaymentIntent", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    const ws = `tenant:${tenantId}`;
    const pi = `pi_hook_${crypto.randomUUID().slice(0, 8)}`;
    const first = await postWebhook(succeeded(`evt_${crypto.randomUUID()}`, pi, ws));
    expect(first.status).toBe(200);
    expect(await body(first)).toEqual({ received: true, duplicate: false, credited: true });
    expect((await overview(owner)).budget.totalUsd).toBe(25);
    // Stripe redelivers the same event: nothing changes.
    const event = succeeded(`evt_${crypto.randomUUID()}`, `${pi}_b`, ws, 1000);
    expect(await body(await postWebhook(event))).toEqual({ received: true, duplicate: false, credited: true });
    expect(await body(await postWebhook(event))).toEqual({ received: true, duplicate: true, credited: false });
    // Another event about an already credited PaymentIntent: not credited twice.
    expect(await body(await postWebhook(succeeded(`evt_${crypto.randomUUID()}`, pi, ws)))).toEqual({ received: true, duplicate: false, credited: false });
    expect((await overview(owner)).budget.totalUsd).toBe(35);
    // Events the ledger does not use are acknowledged.
    expect(await body(await postWebhook({ id: `evt_${crypto.randomUUID()}`, type: "customer.created", data: { object: {} } }))).toEqual({ received: true, duplicate: false, credited: false });
  });

  it("refuses a wrong signature, a wrong secret, a stale timestamp and a missing header (400); 503 without a provider", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    const event = succeeded(`evt_${crypto.randomUUID()}`, `pi_bad_${crypto.randomUUID().slice(0, 8)}`, `tenant:${tenantId}`);
    const cases = [
      await postWebhook(event, { secret: "whsec_other" }),
      await postWebhook(event, { at: Date.now() - 10 * 60_000 }),
      await postWebhook(event, { signature: "t=123" }),
      await postWebhook(event, { signature: "" }),
    ];
    for (const res of cases) {
      expect(res.status).toBe(400);
      expect((await body(res)).detail).toMatch(/\[WebhookSignatureError\]$/);
    }
    const noProvider = await postWebhook(event, { vars: AUTH_ON });
    expect(noProvider.status).toBe(503);
    await noProvider.text();
    expect((await overview(owner)).budget.totalUsd).toBe(0);
  });
});

/**
 * The Stripe payment provider (STRIPE_SECRET_KEY; STRIPE_API_BASE points tests at test/fixtures/fake-stripe.ts).
 * Auto-recharge is not a Stripe primitive: a low balance triggers an off-session PaymentIntent on the
 * payment method saved for the workspace's customer, with an idempotency key, and the ledger is credited
 * once per PaymentIntent (synchronously when it succeeds, or by the `payment_intent.succeeded` webhook).
 */
import { ApiError } from "../../core/errors";
import type { StripeConfig } from "../../lib/settings";
import { timingSafeEqual } from "../auth.service";

/** Stripe answers within seconds; a hung API must not hold a request or a queue message. */
const STRIPE_TIMEOUT_MS = 15_000;

export interface PaymentIntent {
  id: string;
  status: string;
  amount: number;
  amount_received?: number;
  currency: string;
  metadata?: Record<string, string>;
}

/** A Stripe API refusal, with Stripe's own message (card declined, no such payment method...). */
export class StripeError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** Stripe's form encoding: nested keys as `metadata[workspace_id]`. */
function form(params: Record<string, string | number | boolean | Record<string, string>>): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && typeof value === "object") for (const [k, v] of Object.entries(value)) out.append(`${key}[${k}]`, v);
    else out.append(key, String(value));
  }
  return out.toString();
}

export function stripeClient(config: StripeConfig) {
  async function post<T>(path: string, params: Parameters<typeof form>[0], idempotencyKey?: string): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${config.apiBase}${path}`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          "content-type": "application/x-www-form-urlencoded",
          ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
        },
        body: form(params),
        signal: AbortSignal.timeout(STRIPE_TIMEOUT_MS),
      });
    } catch {
      throw new StripeError(503, "unreachable", "The payment provider could not be reached.");
    }
    const body = (await res.json().catch(() => ({}))) as T & { error?: { code?: string; decline_code?: string; message?: string } };
    if (!res.ok) throw new StripeError(res.status, body.error?.decline_code ?? body.error?.code, body.error?.message ?? `Stripe answered ${res.status}.`);
    return body;
  }

  return {
    createCustomer: (workspaceId: string) =>
      // One customer per workspace even when two requests race: the key makes the second call return the first's.
      post<{ id: string }>("/v1/customers", { metadata: { workspace_id: workspaceId } }, `customer:${workspaceId}`),
    attachPaymentMethod: (paymentMethodId: string, customerId: string) =>
      post<{ id: string }>(`/v1/payment_methods/${encodeURIComponent(paymentMethodId)}/attach`, { customer: customerId }),
    chargeOffSession: (input: { customerId: string; paymentMethodId: string; amountCents: number; currency: string; workspaceId: string; idempotencyKey: string }) =>
      post<PaymentIntent>(
        "/v1/payment_intents",
        {
          amount: input.amountCents,
          currency: input.currency,
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          off_session: true,
          confirm: true,
          metadata: { workspace_id: input.workspaceId, kind: "auto_recharge" },
        },
        input.idempotencyKey,
      ),
  };
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/**
 * Checks a webhook's `Stripe-Signature` (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, several
 * v1 entries while a secret rolls) and the timestamp's tolerance (replays of an old event are refused).
 */
export async function verifyStripeSignature(config: StripeConfig, header: string | null, payload: string, nowMs = Date.now()): Promise<void> {
  const refuse = (why: string) => new ApiError(400, "WebhookSignatureError", `Invalid webhook signature: ${why}.`);
  if (!config.webhookSecret) throw new ApiError(503, "PaymentProviderNotConfiguredError", "STRIPE_WEBHOOK_SECRET is not set: webhooks cannot be verified.");
  if (!header) throw refuse("no Stripe-Signature header");
  const parts = header.split(",").map((p) => p.trim().split("="));
  const t = Number(parts.find(([k]) => k === "t")?.[1]);
  const signatures = parts.filter(([k, v]) => k === "v1" && v).map(([, v]) => v!.toLowerCase());
  if (!Number.isFinite(t) || signatures.length === 0) throw refuse("malformed header");
  if (Math.abs(nowMs / 1000 - t) > config.webhookToleranceSeconds) throw refuse("timestamp outside the tolerance window");
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(config.webhookSecret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const expected = new TextEncoder().encode(hex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${t}.${payload}`))));
  if (!signatures.some((s) => timingSafeEqual(new TextEncoder().encode(s), expected))) throw refuse("no matching signature");
}

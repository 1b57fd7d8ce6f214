import { env } from "cloudflare:workers";
import { AUTH_ON, body, req, signUp, type TestUser } from "./auth.helpers";
import { FAKE_STRIPE_KEY } from "../fixtures/fake-stripe";

/**
 * The OpenAI-compatible fake with round prices (1,000 USD per million tokens in, 2,000 out, 100 embedding)
 * and a model name of its own, so a test counts only its own requests at the fake.
 */
export const llmVars = (extra: Record<string, string> = {}): Record<string, string> => ({
  ...AUTH_ON,
  AI_PROVIDER: "openai-compatible",
  OPENAI_BASE_URL: "https://fake-llm.test/v1",
  OPENAI_API_KEY: "fake-llm-key",
  LLM_MODEL: `gpt-bill-${crypto.randomUUID().slice(0, 8)}`,
  EMBEDDING_MODEL: "emb-bill",
  BILLING_OPENAI_USD_PER_M_INPUT: "1000",
  BILLING_OPENAI_USD_PER_M_OUTPUT: "2000",
  BILLING_OPENAI_EMBEDDING_USD_PER_M: "100",
  ...extra,
});

/** Cost of one infer-schema call at llmVars' prices: 3 attempts x (42 x 1000 + 17 x 2000) / 1e6 USD. */
export const INFER_COST_USD = 3 * ((42 * 1000 + 17 * 2000) / 1e6);

export const STRIPE_VARS: Record<string, string> = {
  STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
  STRIPE_API_BASE: "https://fake-stripe.test",
  STRIPE_WEBHOOK_SECRET: "whsec_test_secret",
};

/** One infer-schema call on the fake LLM: its answer never validates (502), so 3 attempts of 42 in / 17 out tokens. */
export const inferSchema = (user: TestUser, vars: Record<string, string>) =>
  req("/llm/infer-schema", { json: { text: "Ada Lovelace wrote the first program for the Analytical Engine." }, token: user.token, vars });

export async function createTenant(owner: TestUser, prefix = "bill"): Promise<string> {
  const res = await req(`/tenants?tenant_name=${prefix}-${crypto.randomUUID().slice(0, 8)}`, { method: "POST", token: owner.token });
  if (res.status !== 200) throw new Error(`create tenant ${res.status}: ${await res.text()}`);
  return (await body(res)).tenant_id;
}

export async function addMember(owner: TestUser, tenantId: string, member: TestUser): Promise<void> {
  const res = await req(`/tenants/users?tenant_id=${tenantId}&user_id=${member.id}`, { method: "POST", token: owner.token });
  if (res.status !== 200 && res.status !== 207) throw new Error(`add member ${res.status}: ${await res.text()}`);
  await res.text();
}

/** An owner working in a fresh tenant (its active workspace pays for its model calls). */
export async function tenantOwner(prefix = "bill"): Promise<{ owner: TestUser; tenantId: string }> {
  const owner = await signUp(prefix);
  return { owner, tenantId: await createTenant(owner, prefix) };
}

/** An operator: a superuser account (there is no route that makes one). */
export async function operator(): Promise<TestUser> {
  const user = await signUp("operator");
  await env.DB.prepare("UPDATE users SET is_superuser = 1 WHERE id = ?").bind(user.id).run();
  return user;
}

export async function grant(op: TestUser, tenantId: string, amountUsd: number): Promise<Response> {
  return req(`/billing/tenants/${tenantId}/credits/grants`, { json: { amountUsd }, token: op.token });
}

export const overview = async (user: TestUser, vars?: Record<string, string>) => body(await req("/billing/credits/overview", { token: user.token, ...(vars ? { vars } : {}) }));

/** Requests the fake LLM received for `model`. */
export const llmRequests = async (model: string): Promise<number> =>
  ((await (await fetch("https://fake-llm.test/__requests")).json()) as { body: { model?: string } | null }[]).filter((r) => r.body?.model === model).length;

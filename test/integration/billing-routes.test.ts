import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import { body, req, signUp, status } from "./auth.helpers";
import { addMember, grant, INFER_COST_USD, inferSchema, llmVars, operator, overview, tenantOwner } from "./billing.helpers";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const hourOf = (ms: number) => Math.floor(ms / HOUR) * HOUR;

describe("GET /api/v1/billing/credits/overview", () => {
  it("answers the camelCase shape cognee's frontend reads, all zero for a new account", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    const out = await overview(owner);
    expect(out).toEqual({
      budget: { totalUsd: 0, spentUsd: 0, remainingUsd: 0, spentPct: 0 },
      tenants: [{ tenantId, tenantName: expect.any(String), spentUsd: 0, maxBudgetUsd: 0, remainingUsd: 0 }],
      purchases: [],
    });
  });

  it("shows grants, spend and spent percentage of the active workspace", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    const op = await operator();
    expect((await grant(op, tenantId, 2)).status).toBe(200);
    expect(await status(await inferSchema(owner, llmVars()))).toBe(502);
    const out = await overview(owner);
    expect(out.budget.totalUsd).toBe(2);
    expect(out.budget.spentUsd).toBeCloseTo(INFER_COST_USD, 6);
    expect(out.budget.remainingUsd).toBeCloseTo(2 - INFER_COST_USD, 6);
    expect(out.budget.spentPct).toBeCloseTo((INFER_COST_USD / 2) * 100, 1);
    expect(out.tenants[0]).toMatchObject({ tenantId, maxBudgetUsd: 2 });
    expect(out.tenants[0].spentUsd).toBeCloseTo(INFER_COST_USD, 6);
    expect(out.purchases).toEqual([
      { id: expect.any(String), kind: "grant", tokensPurchased: 0, amountPaidUsd: 0, creditUsd: 2, currency: "usd", createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);
  });

  it("requires authentication", async ({ expect }) => {
    expect(await status(await req("/billing/credits/overview"))).toBe(401);
  });
});

describe("GET /api/v1/billing/tenants/{tenant_id}/costs/hourly", () => {
  it("reports each hour's cost, tokens and models of the tenant's LLM calls", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    const vars = llmVars();
    expect(await status(await inferSchema(owner, vars))).toBe(502);
    const res = await req(`/billing/tenants/${tenantId}/costs/hourly`, { token: owner.token });
    expect(res.status).toBe(200);
    const out = await body(res);
    expect(out.tenantId).toBe(tenantId);
    expect(out.currency).toBe("usd");
    // start defaults to 7 days before end, end to now.
    expect(Date.parse(out.end) - Date.parse(out.start)).toBe(7 * DAY);
    expect(Math.abs(Date.parse(out.end) - Date.now())).toBeLessThan(60_000);
    expect(out.hours).toHaveLength(1);
    expect(out.hours[0]).toMatchObject({ hour: new Date(hourOf(Date.now())).toISOString(), tokensIn: 126, tokensOut: 51, neurons: 0 });
    expect(out.hours[0].costUsd).toBeCloseTo(INFER_COST_USD, 6);
    expect(out.hours[0].models).toEqual([{ model: vars.LLM_MODEL, tokensIn: 126, tokensOut: 51, costUsd: expect.any(Number) }]);
    expect(out.totalUsd).toBeCloseTo(INFER_COST_USD, 6);
  });

  it("counts the local provider's tokens at zero cost", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    // Auth on, AI_PROVIDER local (the test default): the offline extractor reads the sample.
    expect(await status(await req("/llm/infer-schema", { json: { text: "Marie Curie was born in Warsaw. She worked in Paris." }, token: owner.token }))).toBe(200);
    const out = await body(await req(`/billing/tenants/${tenantId}/costs/hourly`, { token: owner.token }));
    expect(out.hours).toHaveLength(1);
    expect(out.hours[0].tokensIn).toBeGreaterThan(0);
    expect(out.hours[0].costUsd).toBe(0);
    expect(out.hours[0].models.map((m: { model: string }) => m.model)).toContain("local-nlp-wink-compromise");
  });

  it("bills cognify (run by the queue consumer) to the workspace holding the items", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    const made = await req("/add", { json: { data: "Marie Curie was born in Warsaw. She won the Nobel Prize.", datasetName: "bill_cognify" }, token: owner.token });
    expect(made.status).toBe(200);
    await made.text();
    const cognified = await req("/cognify", { json: { datasets: ["bill_cognify"] }, token: owner.token });
    expect(cognified.status).toBe(200);
    await cognified.text();
    const out = await body(await req(`/billing/tenants/${tenantId}/costs/hourly`, { token: owner.token }));
    const models = out.hours.flatMap((h: { models: { model: string; tokensIn: number }[] }) => h.models);
    // The offline extractor and the GloVe embedder, priced at zero.
    expect(models.find((m: { model: string }) => m.model === "local-nlp-wink-compromise")?.tokensIn).toBeGreaterThan(0);
    expect(models.find((m: { model: string }) => m.model.startsWith("local-glove"))?.tokensIn).toBeGreaterThan(0);
    expect(out.totalUsd).toBe(0);
  });

  it("keeps at least 7 days of hourly rows: older rows are pruned past the retention, and a retention under 7 days is not accepted", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    const ws = `tenant:${tenantId}`;
    const insert = (hour: number) =>
      env.DB.prepare("INSERT INTO token_usage (workspace_id, hour, model, tokens_in, tokens_out, neurons, cost_usd) VALUES (?, ?, 'old-model', 10, 0, 0, 0.5)").bind(ws, hour).run();
    const eightDays = hourOf(Date.now() - 8 * DAY);
    const fortyDays = hourOf(Date.now() - 40 * DAY);
    await insert(eightDays);
    await insert(fortyDays);
    // BILLING_USAGE_RETENTION_DAYS=3 is under the floor: the default (30 days) applies.
    expect(await status(await inferSchema(owner, llmVars({ BILLING_USAGE_RETENTION_DAYS: "3" })))).toBe(502);
    const hours = (await env.DB.prepare("SELECT hour FROM token_usage WHERE workspace_id = ? ORDER BY hour").bind(ws).all<{ hour: number }>()).results.map((r) => r.hour);
    expect(hours).toEqual([eightDays, hourOf(Date.now())]);
    const window = await body(
      await req(`/billing/tenants/${tenantId}/costs/hourly?start=${new Date(Date.now() - 9 * DAY).toISOString()}`, { token: owner.token }),
    );
    expect(window.hours.map((h: { hour: string }) => h.hour)).toEqual([new Date(eightDays).toISOString(), new Date(hourOf(Date.now())).toISOString()]);
  });

  it("422 on a bad or inverted date and on a window over 93 days", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    const q = async (query: string) => {
      const res = await req(`/billing/tenants/${tenantId}/costs/hourly?${query}`, { token: owner.token });
      return { status: res.status, body: await body(res) };
    };
    const bad = await q("start=yesterday");
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(["query", "start"]);
    expect((await q("end=2026-13-40T00:00:00Z")).status).toBe(422);
    const inverted = await q("start=2026-11-20T00:00:00Z&end=2026-11-19T00:00:00Z");
    expect(inverted.status).toBe(422);
    expect(inverted.body.detail[0].msg).toMatch(/start must not be after end/);
    expect((await q("start=2026-01-01T00:00:00Z&end=2026-11-01T00:00:00Z")).status).toBe(422);
    expect((await q("start=2026-11-19T00:00:00Z&end=2026-11-20T00:00:00Z")).status).toBe(200);
  });

  it("members only: 403 for a non-member, 404 for an unknown tenant; a member reads it", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    const stranger = await signUp("stranger");
    const member = await signUp("member");
    await addMember(owner, tenantId, member);
    expect(await status(await req(`/billing/tenants/${tenantId}/costs/hourly`, { token: stranger.token }))).toBe(403);
    expect(await status(await req(`/billing/tenants/${tenantId}/costs/hourly`, { token: member.token }))).toBe(200);
    expect(await status(await req(`/billing/tenants/${crypto.randomUUID()}/costs/hourly`, { token: owner.token }))).toBe(404);
  });
});

describe("GET/PUT /api/v1/billing/tenants/{tenant_id}/auto-recharge", () => {
  it("answers all-disabled defaults until configured, to members only", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    const res = await req(`/billing/tenants/${tenantId}/auto-recharge`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({
      enabled: false,
      thresholdUsd: null,
      amountUsd: null,
      currency: "usd",
      paymentProvider: null,
      paymentMethodConfigured: false,
      lastError: null,
    });
    const stranger = await signUp("stranger");
    expect(await status(await req(`/billing/tenants/${tenantId}/auto-recharge`, { token: stranger.token }))).toBe(403);
  });

  it("PUT is owner-only (403 for a member) and validates threshold, amount and currency (422)", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    const member = await signUp("member");
    await addMember(owner, tenantId, member);
    const put = (json: unknown, token = owner.token) => req(`/billing/tenants/${tenantId}/auto-recharge`, { method: "PUT", json, token });
    expect(await status(await put({ enabled: false, thresholdUsd: 5, amountUsd: 10 }, member.token))).toBe(403);
    for (const bad of [
      { enabled: false, thresholdUsd: -1, amountUsd: 10 },
      { enabled: false, thresholdUsd: 0, amountUsd: 10 },
      { enabled: false, thresholdUsd: 5, amountUsd: 0 },
      { enabled: false, thresholdUsd: 5, amountUsd: 0.1 },
      { enabled: false, thresholdUsd: 5, amountUsd: 10, currency: "eur" },
      { enabled: "yes", thresholdUsd: 5, amountUsd: 10 },
      { thresholdUsd: 5, amountUsd: 10 },
      { enabled: false, thresholdUsd: 5, amountUsd: 10, paymentMethodId: "card-4242" },
    ]) {
      const res = await put(bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
      await res.text();
    }
    // Disabled settings are saved without a provider; snake_case keys are accepted too.
    const saved = await put({ enabled: false, threshold_usd: 5, amount_usd: 10 });
    expect(saved.status).toBe(200);
    expect(await body(saved)).toMatchObject({ enabled: false, thresholdUsd: 5, amountUsd: 10, currency: "usd" });
    expect(await body(await req(`/billing/tenants/${tenantId}/auto-recharge`, { token: member.token }))).toMatchObject({ thresholdUsd: 5, amountUsd: 10 });
  });

  it("enabling without a payment provider is 409 PaymentProviderNotConfiguredError", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    const res = await req(`/billing/tenants/${tenantId}/auto-recharge`, { method: "PUT", json: { enabled: true, thresholdUsd: 5, amountUsd: 10 }, token: owner.token });
    expect(res.status).toBe(409);
    expect((await body(res)).detail).toMatch(/\[PaymentProviderNotConfiguredError\]$/);
  });
});

describe("POST /api/v1/billing/tenants/{tenant_id}/credits/grants (operator)", () => {
  it("superusers only (403 otherwise, the owner included); 422 on a non-positive amount; 404 on an unknown tenant", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    expect(await status(await grant(owner, tenantId, 5))).toBe(403);
    const op = await operator();
    for (const amountUsd of [0, -3]) expect(await status(await grant(op, tenantId, amountUsd))).toBe(422);
    expect(await status(await grant(op, crypto.randomUUID(), 5))).toBe(404);
    const ok = await grant(op, tenantId, 5);
    expect(ok.status).toBe(200);
    expect(await body(ok)).toEqual({ tenantId, grantedUsd: 5, balanceUsd: 5 });
    expect((await overview(owner)).budget).toMatchObject({ totalUsd: 5, remainingUsd: 5 });
  });
});

import { describe, it } from "vitest";
import { body, req, status } from "./auth.helpers";
import { grant, INFER_COST_USD, inferSchema, llmRequests, llmVars, operator, overview, tenantOwner } from "./billing.helpers";

const ENFORCE = { BILLING_ENFORCE_CREDITS: "true" };

describe("a spent budget refuses LLM and embedding work with 402 before the call", () => {
  it("refuses a workspace without credits: 402 LLMPaymentRequiredError, and the model never receives the call", async ({ expect }) => {
    const { owner } = await tenantOwner();
    const vars = llmVars(ENFORCE);
    const res = await inferSchema(owner, vars);
    expect(res.status).toBe(402);
    const detail = (await body(res)).detail as string;
    expect(detail).toMatch(/^Token budget exhausted: .*\[LLMPaymentRequiredError\]$/);
    expect(detail).toContain(vars.LLM_MODEL);
    expect(await llmRequests(vars.LLM_MODEL)).toBe(0);
  });

  it("admits work while credit remains, then refuses once the spend has used it up (figures kept, workspace not named)", async ({ expect }) => {
    const { owner, tenantId } = await tenantOwner();
    const op = await operator();
    // Less than one call costs: the first call is admitted (balance positive), the second is not.
    await status(await grant(op, tenantId, INFER_COST_USD / 2));
    const vars = llmVars(ENFORCE);
    expect(await status(await inferSchema(owner, vars))).toBe(502);
    expect(await llmRequests(vars.LLM_MODEL)).toBe(3);
    const refused = await inferSchema(owner, vars);
    expect(refused.status).toBe(402);
    const detail = (await body(refused)).detail as string;
    expect(detail).toMatch(/spent 0\.2280 USD of 0\.1140 USD credited/);
    expect(detail).not.toContain(tenantId);
    expect(await llmRequests(vars.LLM_MODEL)).toBe(3);
    // A new grant lets work through again.
    await status(await grant(op, tenantId, 1));
    expect(await status(await inferSchema(owner, vars))).toBe(502);
    expect(await llmRequests(vars.LLM_MODEL)).toBe(6);
  });

  it("refuses an embedding call the same way (a search's query embedding): 402, and the endpoint never receives it", async ({ expect }) => {
    const { owner } = await tenantOwner();
    const made = await req("/add", { json: { data: "Ada Lovelace wrote the first program.", datasetName: "bill_embed" }, token: owner.token });
    expect(made.status).toBe(200);
    await made.text();
    const vars = llmVars({ ...ENFORCE, EMBEDDING_MODEL: `emb-bill-${crypto.randomUUID().slice(0, 8)}` });
    const res = await req("/search", { json: { query: "Who wrote the first program?", search_type: "CHUNKS", datasets: ["bill_embed"] }, token: owner.token, vars });
    expect(res.status).toBe(402);
    expect((await body(res)).detail).toMatch(new RegExp(`model ${vars.EMBEDDING_MODEL}.*\\[LLMPaymentRequiredError\\]$`));
    expect(await llmRequests(vars.EMBEDDING_MODEL!)).toBe(0);
  });

  it("does not refuse when enforcement is off (the default): usage is still billed", async ({ expect }) => {
    const { owner } = await tenantOwner();
    const vars = llmVars();
    expect(await status(await inferSchema(owner, vars))).toBe(502);
    expect(await llmRequests(vars.LLM_MODEL)).toBe(3);
    const out = await overview(owner);
    expect(out.budget.remainingUsd).toBeCloseTo(-INFER_COST_USD, 6);
    expect(out.budget.spentPct).toBe(100);
  });

  it("improve stops with budget_exhausted and 402 when the workspace's credits are spent", async ({ expect }) => {
    const { owner } = await tenantOwner();
    const entry = await req("/remember/entry", {
      json: { entry: { type: "qa", question: "Who is the mayor?", answer: "Ana Lima is the mayor of Braga." }, session_id: "bill-1", dataset_name: "bill_improve" },
      token: owner.token,
    });
    expect(entry.status).toBe(200);
    await entry.text();
    const vars = llmVars(ENFORCE);
    const res = await req("/improve", { json: { dataset_name: "bill_improve", session_ids: ["bill-1"] }, token: owner.token, vars });
    expect(res.status).toBe(402);
    const out = await body(res);
    expect(out.status).toBe("budget_exhausted");
    expect(out.detail).toMatch(/\[LLMPaymentRequiredError\]$/);
    expect(out.stages.some((s: { reason?: string }) => s.reason === "budget_exhausted")).toBe(true);
    expect(await llmRequests(vars.LLM_MODEL)).toBe(0);
  });
});

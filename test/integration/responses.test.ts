import { describe, it } from "vitest";
import { json, postJson } from "../helpers";
import { AUTH_ON, body, req, signUp } from "./auth.helpers";

/**
 * POST /api/v1/responses through the real Worker: the offline provider (the suite's AI_PROVIDER=local) routes the
 * input to one search; with an OpenAI-compatible provider the fake LLM (test/fixtures/fake-llm.ts) decides the
 * calls. Tools run as the caller.
 */

interface ToolCall {
  id: string;
  type: string;
  function: { name: string; arguments: string };
  output: { status: "success" | "error"; data: { result: unknown; status_code?: number } };
}

const llmVars = (model: string) => ({
  ...AUTH_ON,
  AI_PROVIDER: "openai-compatible",
  OPENAI_BASE_URL: "https://fake-llm.test/v1",
  OPENAI_API_KEY: "fake-llm-key",
  LLM_MODEL: model,
  EMBEDDING_MODEL: "emb-resp",
});

async function llmRequests(model: string): Promise<{ path: string; body: any }[]> {
  const all = (await (await fetch("http://fake-llm.test/__requests")).json()) as { path: string; body: any }[];
  return all.filter((r) => r.body?.model === model && r.path === "/v1/chat/completions");
}

async function rememberAs(apiKey: string | null, dataset: string, text: string): Promise<string> {
  const form = new FormData();
  form.append("datasetName", dataset);
  form.append("raw_data", text);
  const res = apiKey ? await req("/remember", { formData: form, apiKey }) : await req("/remember", { formData: form, vars: {} });
  const out = await body(res);
  if (res.status !== 200) throw new Error(`remember ${res.status}: ${JSON.stringify(out)}`);
  return out.dataset_id as string;
}

describe("POST /responses, offline (local provider)", () => {
  it("routes the input with the recall router to one search call run as the caller, in cognee's ResponseBody shape", async ({ expect }) => {
    await rememberAs(null, "resp_offline", "Zebulon Quark founded the Tessaract Cafe in Lisbon.");
    const res = await postJson("/api/v1/responses", { model: "cognee-v1", input: "Summarize what is known about the Tessaract Cafe" });
    expect(res.status).toBe(200);
    const out = await json(res);
    expect(out).toMatchObject({ model: "cognee-v1", object: "response", status: "completed", metadata: { router: { search_type: "GRAPH_SUMMARY_COMPLETION" } } });
    expect(out.id).toMatch(/^resp_[0-9a-f]{32}$/);
    expect(Number.isInteger(out.created)).toBe(true);
    expect(out.tool_calls).toHaveLength(1);
    const call = out.tool_calls[0] as ToolCall;
    expect(call.type).toBe("function");
    expect(call.function.name).toBe("search");
    // The router's pick ("summarize" weighs 5 toward GRAPH_SUMMARY_COMPLETION), not a fixed default.
    expect(JSON.parse(call.function.arguments)).toEqual({ query: "Summarize what is known about the Tessaract Cafe", search_type: "GRAPH_SUMMARY_COMPLETION" });
    expect(call.output.status).toBe("success");
    expect(JSON.stringify(call.output.data.result)).toContain("Tessaract");
    expect(out.usage.prompt_tokens).toBeGreaterThan(0);
    expect(out.usage.total_tokens).toBe(out.usage.prompt_tokens + out.usage.completion_tokens);
  });

  it("a different question routes to a different search type (TEMPORAL for a dated question)", async ({ expect }) => {
    const out = await json(await postJson("/api/v1/responses", { model: "cognee-v1", input: "What happened at the cafe in 2019 and after?" }));
    expect(JSON.parse(out.tool_calls[0].function.arguments).search_type).toBe("TEMPORAL");
  });

  it("honours tool_choice: a forced remember stores the input; none runs nothing; recall answers when search is not offered", async ({ expect }) => {
    const forced = await json(
      await postJson("/api/v1/responses", { input: "Quillon Marsh repairs clocks in Porto.", toolChoice: { type: "function", name: "remember" } }),
    );
    expect(forced.model).toBe("cognee-v1");
    expect(forced.tool_calls.map((c: ToolCall) => c.function.name)).toEqual(["remember"]);
    expect(forced.tool_calls[0].output).toMatchObject({ status: "success", data: { result: { status: "completed", dataset_name: "main_dataset" } } });

    const cognified = await json(
      await postJson("/api/v1/responses", { input: "Ottoline Brisk tunes pianos in Braga.", tools: [{ type: "function", name: "cognify" }], tool_choice: "required" }),
    );
    expect(cognified.tool_calls.map((c: ToolCall) => [c.function.name, JSON.parse(c.function.arguments)])).toEqual([["cognify", { text: "Ottoline Brisk tunes pianos in Braga." }]]);
    expect(cognified.tool_calls[0].output).toMatchObject({ status: "success", data: { result: { status: "completed", dataset_name: "main_dataset" } } });

    const none = await json(await postJson("/api/v1/responses", { input: "Who repairs clocks?", tool_choice: "none" }));
    expect(none.tool_calls).toEqual([]);

    const recalled = await json(await postJson("/api/v1/responses", { input: "Who repairs clocks in Porto?", tools: [{ type: "function", function: { name: "recall" } }] }));
    expect(recalled.tool_calls.map((c: ToolCall) => c.function.name)).toEqual(["recall"]);
    expect(recalled.tool_calls[0].output.status).toBe("success");
    expect(JSON.stringify(recalled.tool_calls[0].output.data.result)).toContain("Quillon");
  });

  it("answers 422 for a missing or empty input, unknown or repeated tools, a tool_choice outside the tools, and out-of-range numbers", async ({ expect }) => {
    const bad: unknown[] = [
      { model: "cognee-v1" },
      { input: "" },
      { input: 42 },
      { input: "q", model: "" },
      { input: "q", tools: [{ type: "function", function: { name: "prune" } }] },
      { input: "q", tools: [{ type: "function", function: { name: "search" } }, { type: "function", function: { name: "search" } }] },
      { input: "q", tools: [{ type: "function", function: { name: "search" } }], tool_choice: { type: "function", function: { name: "remember" } } },
      { input: "q", tool_choice: "sometimes" },
      { input: "q", temperature: 3 },
      { input: "q", max_completion_tokens: 0 },
      { input: "q", tools: [{ type: "retrieval" }] },
    ];
    for (const b of bad) {
      const res = await postJson("/api/v1/responses", b);
      expect(res.status, JSON.stringify(b)).toBe(422);
      const out = await json(res);
      expect(Array.isArray(out.detail), JSON.stringify(out)).toBe(true);
    }
  });
});

describe("POST /responses with authentication on", () => {
  it("refuses a caller without credentials (401) and runs the tools as the key's user: another user's memory is not searched", async ({ expect }) => {
    const none = await req("/responses", { json: { input: "Who founded the observatory?" } });
    expect(none.status).toBe(401);
    await none.text();

    const a = await signUp("respa");
    const b = await signUp("respb");
    await rememberAs(a.apiKey, "resp_private", "Orlaith Venn founded the Kestrel Observatory.");
    const asA = await body(await req("/responses", { json: { input: "Who founded the Kestrel Observatory?" }, apiKey: a.apiKey }));
    expect(asA.tool_calls[0].output.status).toBe("success");
    expect(JSON.stringify(asA.tool_calls[0].output.data.result)).toContain("Orlaith Venn");
    const asB = await body(await req("/responses", { json: { input: "Who founded the Kestrel Observatory?" }, apiKey: b.apiKey }));
    expect(asB.tool_calls[0].output.status).toBe("success");
    expect(JSON.stringify(asB.tool_calls[0].output.data.result)).not.toContain("Orlaith");
  });
});

describe("POST /responses with an LLM deciding the calls (fake OpenAI-compatible endpoint)", () => {
  it("runs the model's calls in order (remember, then search with cognee's search_query) and reports the model's usage", async ({ expect }) => {
    const u = await signUp("respllm");
    const model = `gpt-resp-${crypto.randomUUID().slice(0, 8)}`;
    const res = await req("/responses", {
      json: { model: "cognee-v1", input: 'In dataset resp_llm: Remember that Ysolde Parr builds kites in Galway. Who builds "kites"?', temperature: 0.2, max_completion_tokens: 300 },
      apiKey: u.apiKey,
      vars: llmVars(model),
    });
    const out = await body(res);
    expect(res.status, JSON.stringify(out)).toBe(200);
    expect(out.tool_calls.map((c: ToolCall) => [c.id, c.function.name])).toEqual([
      ["call_fake_1", "remember"],
      ["call_fake_2", "search"],
    ]);
    expect(JSON.parse(out.tool_calls[1].function.arguments)).toMatchObject({ search_query: 'Who builds "kites"?', datasets: ["resp_llm"] });
    expect(out.tool_calls[0].output).toMatchObject({ status: "success", data: { result: { status: "completed", dataset_name: "resp_llm" } } });
    expect(out.tool_calls[1].output.status).toBe("success");
    expect(JSON.stringify(out.tool_calls[1].output.data.result)).toContain("Ysolde Parr");
    expect(out.usage).toEqual({ prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 });
    expect(out.metadata.llm_model).toBe(model);

    // What the model was sent: the four tools with their JSON schemas, tool_choice auto, the caller's temperature and cap.
    const [sent] = await llmRequests(model);
    expect(sent.body.tools.map((t: any) => t.function.name)).toEqual(["search", "recall", "remember", "cognify"]);
    expect(sent.body.tools[0].function.parameters.required).toEqual(["query"]);
    expect(sent.body.tool_choice).toBe("auto");
    expect(sent.body.temperature).toBe(0.2);
    expect(sent.body.max_tokens).toBe(300);
  });

  it("reports a permission failure inside a tool in that call's output (403 PermissionDeniedError), not as a failed response", async ({ expect }) => {
    const owner = await signUp("respowner");
    const other = await signUp("respother");
    const datasetId = await rememberAs(owner.apiKey, "resp_owned", "Tamsin Holt keeps bees in Cork.");
    const model = `gpt-resp-${crypto.randomUUID().slice(0, 8)}`;
    const res = await req("/responses", { json: { input: `In dataset ${datasetId}: Who keeps bees?` }, apiKey: other.apiKey, vars: llmVars(model) });
    expect(res.status).toBe(200);
    const out = await body(res);
    expect(out.tool_calls).toHaveLength(1);
    expect(JSON.parse(out.tool_calls[0].function.arguments)).toMatchObject({ dataset_ids: [datasetId] });
    expect(out.tool_calls[0].output).toEqual({
      status: "error",
      data: { result: expect.stringMatching(/\[read\].*\[PermissionDeniedError\]$/), status_code: 403 },
    });
    expect(JSON.stringify(out)).not.toContain("Tamsin");

    // The owner's own call over the same dataset succeeds.
    const mine = await body(await req("/responses", { json: { input: `In dataset ${datasetId}: Who keeps "bees"?` }, apiKey: owner.apiKey, vars: llmVars(model) }));
    expect(mine.tool_calls[0].output.status).toBe("success");
    expect(JSON.stringify(mine.tool_calls[0].output.data.result)).toContain("Tamsin Holt");
  });

  it("sends a forced tool_choice to the model, and only the offered tools", async ({ expect }) => {
    const u = await signUp("respforce");
    const model = `gpt-resp-${crypto.randomUUID().slice(0, 8)}`;
    const out = await body(
      await req("/responses", {
        json: { input: "Remember that nothing matters.", tools: [{ type: "function", function: { name: "search" } }], tool_choice: { type: "function", function: { name: "search" } } },
        apiKey: u.apiKey,
        vars: llmVars(model),
      }),
    );
    const [sent] = await llmRequests(model);
    expect(sent.body.tools.map((t: any) => t.function.name)).toEqual(["search"]);
    expect(sent.body.tool_choice).toEqual({ type: "function", function: { name: "search" } });
    expect(out.tool_calls.map((c: ToolCall) => c.function.name)).toEqual(["search"]);
    expect(out.tool_calls[0].output.status).toBe("success");
  });

  it("reports a call the service refuses for its arguments in that call's output (400 NoDataError)", async ({ expect }) => {
    const u = await signUp("respargs");
    const model = `gpt-resp-${crypto.randomUUID().slice(0, 8)}`;
    // Forced to remember a question, the fake model sends {query: ...}: remember has nothing to store.
    const res = await req("/responses", { json: { input: "Who builds kites?", tool_choice: { type: "function", name: "remember" } }, apiKey: u.apiKey, vars: llmVars(model) });
    expect(res.status).toBe(200);
    const out = await body(res);
    expect(out.tool_calls).toHaveLength(1);
    expect(out.tool_calls[0].output).toEqual({ status: "error", data: { result: "Send data (text) or filename + content_base64. [NoDataError]", status_code: 400 } });
  });

  it("refuses the whole response with 402 when the model's budget is spent, before any tool runs", async ({ expect }) => {
    const u = await signUp("respbudget");
    const res = await req("/responses", { json: { input: "Remember that the budget is gone." }, apiKey: u.apiKey, vars: llmVars("gpt-budget") });
    expect(res.status).toBe(402);
    const out = await body(res);
    expect(out.detail).toMatch(/\[LLMPaymentRequiredError\]$/);
    expect(out.detail).not.toMatch(/team-secret-77|ops-key/);
    const datasets = await body(await req("/datasets", { apiKey: u.apiKey }));
    expect(datasets).toEqual([]);
  });
});

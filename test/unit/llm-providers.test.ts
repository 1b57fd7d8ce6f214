import { APICallError } from "ai";
import { MockEmbeddingModelV4, MockLanguageModelV4 } from "ai/test";
import { describe, it } from "vitest";
import { LLMPaymentRequiredError, REDACTED, classifyFailure, redact } from "../../src/ai/llm/errors";
import { createLlmProvider, normaliseGraph, objectToGraph, type LlmProviderConfig } from "../../src/ai/llm/llm-provider";
import { DEFAULT_ANSWER_SYSTEM_PROMPT, GRAPH_PROMPT } from "../../src/ai/llm/prompts";
import { createWorkersAiProvider } from "../../src/ai/llm/workers-ai";
import { ApiError } from "../../src/core/errors";
import { loadSettings } from "../../src/lib/settings";

type GenerateResult = Awaited<ReturnType<MockLanguageModelV4["doGenerate"]>>;

const result = (text: string, inputTokens = 11, outputTokens = 7): GenerateResult => ({
  content: [{ type: "text", text }],
  finishReason: { unified: "stop", raw: "stop" },
  usage: {
    inputTokens: { total: inputTokens, noCache: inputTokens, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: outputTokens, text: outputTokens, reasoning: undefined },
  },
  warnings: [],
});

const apiError = (statusCode: number | undefined, body: string, headers: Record<string, string> = {}) =>
  new APICallError({ message: `HTTP ${statusCode}`, url: "https://llm.test/v1/chat/completions", requestBodyValues: {}, statusCode, responseBody: body, responseHeaders: headers });

/** A mock model answering from a script: each entry is a result or an error to throw. */
function scripted(steps: (GenerateResult | Error)[]) {
  let i = 0;
  const model = new MockLanguageModelV4({
    modelId: "mock-llm",
    doGenerate: async () => {
      const step = steps[Math.min(i++, steps.length - 1)]!;
      if (step instanceof Error) throw step;
      return step;
    },
  });
  return { model, calls: () => i };
}

const embeddingModel = (dims = 4) =>
  new MockEmbeddingModelV4({
    modelId: "mock-embed",
    maxEmbeddingsPerCall: 100,
    doEmbed: async ({ values }) => ({
      embeddings: values.map((v: string) => Array.from({ length: dims }, (_, d) => (v.length + d) / 10)),
      usage: { tokens: values.length * 3 },
      warnings: [],
    }),
  });

function provider(model: MockLanguageModelV4, overrides: Partial<LlmProviderConfig> = {}) {
  const sleeps: number[] = [];
  const p = createLlmProvider({
    name: "openai-compatible",
    languageModel: model,
    languageModelId: "mock-llm",
    embeddingModel: embeddingModel(),
    embeddingModelId: "mock-embed",
    embeddingDimensions: 4,
    maxInputTokens: 512,
    embeddingBatchSize: 32,
    retry: { sleep: async (ms) => void sleeps.push(ms), baseDelayMs: 100, maxDelayMs: 1000, maxRetries: 3, malformedRetries: 2 },
    ...overrides,
  });
  return { p, sleeps };
}

const GRAPH = {
  nodes: [
    { id: "Marie Curie", name: "Marie Curie", type: "Person", description: "Physicist" },
    { id: "Warsaw", name: "Warsaw", type: "Location", description: "City" },
    { id: "Marie Curie", name: "Dup", type: "Person", description: "duplicate id: first wins" },
  ],
  edges: [
    { source_node_id: "Marie Curie", target_node_id: "Warsaw", relationship_name: "Born In", description: "Marie Curie was born in Warsaw." },
    { source_node_id: "Marie Curie", target_node_id: "Sorbonne", relationship_name: "worked_at", description: null },
  ],
};

describe("LLM provider: graph extraction", () => {
  it("sends cognee's graph prompt with the chunk, parses the KnowledgeGraph and normalises it", async ({ expect }) => {
    const { model } = scripted([result(JSON.stringify(GRAPH), 120, 80)]);
    const { p } = provider(model);
    const g = await p.extractor.extract("Marie Curie was born in Warsaw.");
    expect(g.nodes.map((n) => n.id)).toEqual(["Marie Curie", "Warsaw", "Sorbonne"]);
    expect(g.nodes[0]!.description).toBe("Physicist");
    expect(g.edges[0]).toEqual({ source_node_id: "Marie Curie", target_node_id: "Warsaw", relationship_name: "born_in", description: "Marie Curie was born in Warsaw." });
    expect(g.edges[1]!.description).toBeUndefined();
    const call = model.doGenerateCalls[0]!;
    expect(call.prompt[0]).toEqual({ role: "system", content: GRAPH_PROMPT });
    expect(JSON.stringify(call.prompt[1])).toContain("Marie Curie was born in Warsaw.");
    expect(call.responseFormat?.type).toBe("json");
    expect(call.temperature).toBe(0);
    expect(p.drainUsage()).toEqual([{ model: "mock-llm", tokensIn: 120, tokensOut: 80 }]);
  });

  it("passes a reference date for relative dates to the model", async ({ expect }) => {
    const { model } = scripted([result(JSON.stringify(GRAPH))]);
    await provider(model).p.extractor.extract("I went there yesterday.", { referenceDate: "2023-05-08" });
    const user = JSON.stringify(model.doGenerateCalls[0]!.prompt[1]);
    expect(user).toContain("Reference date for relative dates in this text: 2023-05-08");
    expect(user).toContain("I went there yesterday.");
  });

  it("a custom prompt replaces the system prompt; a custom graph model is mapped to nodes and edges", async ({ expect }) => {
    const answer = { name: "Acme", type: "Company", employees: [{ name: "Alice", type: "Person", role: "CEO" }] };
    const { model } = scripted([result(JSON.stringify(answer))]);
    const { p } = provider(model);
    const schema = { title: "Company", type: "object", properties: { name: { type: "string" }, employees: { type: "array", items: { type: "object" } } } };
    const g = await p.extractor.extract("Alice runs Acme.", { customPrompt: "Extract companies.", graphModel: schema });
    expect(model.doGenerateCalls[0]!.prompt[0]).toEqual({ role: "system", content: "Extract companies." });
    expect(g.nodes.map((n) => [n.id, n.type])).toEqual([
      ["Acme", "Company"],
      ["Alice", "Person"],
    ]);
    expect(g.edges).toEqual([{ source_node_id: "Acme", target_node_id: "Alice", relationship_name: "employees" }]);
    expect(objectToGraph(GRAPH).nodes).toHaveLength(3);
    expect(normaliseGraph({}).nodes).toEqual([]);
  });
});

describe("LLM provider: failures", () => {
  it("retries 429 with exponential backoff and honours Retry-After, then succeeds", async ({ expect }) => {
    const { model, calls } = scripted([apiError(429, "rate limited"), apiError(429, "rate limited", { "retry-after": "0.9" }), result(JSON.stringify(GRAPH))]);
    const { p, sleeps } = provider(model);
    const g = await p.extractor.extract("text");
    expect(g.nodes.length).toBeGreaterThan(0);
    expect(calls()).toBe(3);
    expect(sleeps).toHaveLength(2);
    expect(sleeps[0]).toBeGreaterThanOrEqual(50);
    expect(sleeps[0]).toBeLessThanOrEqual(100);
    expect(sleeps[1]).toBe(900);
  });

  it("retries 5xx a bounded number of times, then fails with a transient 503 the queue retries later", async ({ expect }) => {
    const { model, calls } = scripted([apiError(503, '{"error":{"message":"upstream overloaded"}}')]);
    const { p, sleeps } = provider(model);
    const err = await p.extractor.extract("text").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(503);
    expect((err as ApiError).errorName).toBe("LLMTransientError");
    expect((err as ApiError).message).toContain("upstream overloaded");
    expect(calls()).toBe(4);
    expect(sleeps).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
    // exponential: each delay cap doubles (jitter keeps it within [cap/2, cap])
    expect(sleeps[2]!).toBeGreaterThanOrEqual(200);
  });

  it("retries malformed structured output, then records a clear error", async ({ expect }) => {
    const ok = scripted([result("{not json"), result(JSON.stringify(GRAPH))]);
    expect((await provider(ok.model).p.extractor.extract("t")).nodes.length).toBeGreaterThan(0);
    expect(ok.calls()).toBe(2);

    const bad = scripted([result('{"nodes": "nope"}')]);
    const { p } = provider(bad.model);
    const err = (await p.extractor.extract("t").catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(502);
    expect(err.errorName).toBe("LLMStructuredOutputError");
    expect(err.message).toMatch(/did not match the expected schema after 3 attempts/);
    expect(bad.calls()).toBe(3);
    // the rejected answers still cost tokens
    expect(p.drainUsage()[0]!.tokensIn).toBe(33);
  });

  it("402 is terminal (no retry) and redacts identifiers while keeping figures and the model name", async ({ expect }) => {
    const body = JSON.stringify({
      error: {
        message:
          "Budget has been exceeded! Team=team-8f3a21 user_id: u_987 key_alias=prod-key tag: campaign-7 organization org-12ab project=proj_55 Current cost: 12.5, Max budget: 10.0 model=gpt-4o-mini api_key sk-abcdef1234567890 owner bob@example.com",
      },
    });
    const { model, calls } = scripted([apiError(402, body)]);
    const { p, sleeps } = provider(model);
    const err = (await p.extractor.extract("t").catch((e: unknown) => e)) as LLMPaymentRequiredError;
    expect(err).toBeInstanceOf(LLMPaymentRequiredError);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(402);
    expect(err.errorName).toBe("LLMPaymentRequiredError");
    expect(calls()).toBe(1);
    expect(sleeps).toEqual([]);
    for (const secret of ["team-8f3a21", "u_987", "prod-key", "campaign-7", "org-12ab", "proj_55", "sk-abcdef1234567890", "bob@example.com"]) {
      expect(err.message).not.toContain(secret);
    }
    expect(err.message).toContain(REDACTED);
    expect(err.message).toContain("12.5");
    expect(err.message).toContain("10.0");
    expect(err.message).toContain("gpt-4o-mini");
    expect(err.toBody()).toEqual({ detail: `${err.message} [LLMPaymentRequiredError]` });
    expect(err.legacyBody()).toEqual({ error: "Token budget exhausted", detail: err.message });
  });

  it("an LLM proxy's spend-cap rejection sent as 429 is reclassified to 402, and so is insufficient_quota", async ({ expect }) => {
    for (const body of [
      '{"error":{"message":"ExceededBudget: User=user-42 over budget. Spend=25.1, Budget=25.0"}}',
      '{"error":{"message":"You exceeded your current quota, please check your plan and billing details.","type":"insufficient_quota"}}',
    ]) {
      const { model, calls } = scripted([apiError(429, body)]);
      const err = await provider(model).p.summarizer.summarize("t").catch((e: unknown) => e);
      expect((err as ApiError).status).toBe(402);
      expect(calls()).toBe(1);
      expect((err as ApiError).message).not.toContain("user-42");
    }
  });

  it("other client errors fail at once as LLMProviderError", async ({ expect }) => {
    const { model, calls } = scripted([apiError(401, '{"error":{"message":"Incorrect API key provided: sk-live-123456789"}}')]);
    const err = (await provider(model).p.answerer.answer({ question: "q", context: "c" }).catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(502);
    expect(err.errorName).toBe("LLMProviderError");
    expect(err.message).not.toContain("sk-live-123456789");
    expect(calls()).toBe(1);
  });

  it("a refused connection is tried twice, then fails with 503 LLMProviderUnavailableError naming the endpoint and what to check", async ({ expect }) => {
    // What the AI SDK throws when fetch cannot connect (its handleFetchError): no status, the cause's text.
    const refused = new APICallError({
      message: "Cannot connect to API: connect ECONNREFUSED 127.0.0.1:11434",
      url: "http://127.0.0.1:11434/v1/chat/completions",
      requestBodyValues: {},
      cause: new TypeError("fetch failed"),
      isRetryable: true,
    });
    const { model, calls } = scripted([refused]);
    const err = (await provider(model).p.extractor.extract("Ada wrote a program.").catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(503);
    expect(err.errorName).toBe("LLMProviderUnavailableError");
    expect(err.message).toMatch(/could not be reached \(.*ECONNREFUSED/);
    expect(calls()).toBe(2);
    expect(classifyFailure(new APICallError({ message: "getaddrinfo ENOTFOUND ollama", url: "http://ollama/v1", requestBodyValues: {} })).kind).toBe("unreachable");
  });

  it("classifies Workers AI binding errors by their codes", ({ expect }) => {
    expect(classifyFailure(new Error("3040: Capacity temporarily exceeded, please try again.")).kind).toBe("transient");
    expect(classifyFailure(new Error("4006: you have used up your daily free allocation of 10,000 neurons")).kind).toBe("payment");
    expect(classifyFailure(new TypeError("fetch failed")).kind).toBe("transient");
    expect(classifyFailure(apiError(undefined, "3043: Internal server error")).kind).toBe("transient");
    expect(classifyFailure(new Error("boom")).kind).toBe("fatal");
  });

  it("redact keeps numbers and models and removes labelled identifiers", ({ expect }) => {
    expect(redact('{"user_id": "abc", "spend": 3.2, "max_budget": 3, "model": "llama"}')).toBe(`{"user_id": "${REDACTED}", "spend": 3.2, "max_budget": 3, "model": "llama"}`);
    expect(redact("key_alias=my-key team_alias: growth")).toBe(`key_alias=${REDACTED} team_alias: ${REDACTED}`);
  });
});

describe("LLM provider: summaries, answers, embeddings, free-form LLM", () => {
  it("summarizes with the SummarizedContent schema", async ({ expect }) => {
    const { model } = scripted([result(JSON.stringify({ summary: "This chunk is about:\n- People: Marie Curie\nFacts:\n- She won.", description: "" }))]);
    const { p } = provider(model);
    expect(await p.summarizer.summarize("Marie Curie won.")).toContain("- People: Marie Curie");
    expect(JSON.stringify(model.doGenerateCalls[0]!.prompt[0])).toContain("This chunk is about:");
  });

  it("answers with cognee's default system prompt, an override, and session history prepended", async ({ expect }) => {
    const { model } = scripted([result("Warsaw.")]);
    const { p } = provider(model);
    expect(await p.answerer.answer({ question: "Where was she born?", context: "Marie Curie was born in Warsaw." })).toBe("Warsaw.");
    expect(model.doGenerateCalls[0]!.prompt[0]).toEqual({ role: "system", content: DEFAULT_ANSWER_SYSTEM_PROMPT });
    const user = JSON.stringify(model.doGenerateCalls[0]!.prompt[1]);
    expect(user).toContain("Where was she born?");
    expect(user).toContain("Marie Curie was born in Warsaw.");
    await p.answerer.answer({ question: "q", context: "c", systemPrompt: "Answer in French.", history: "User: hi\nAssistant: hello" });
    expect(model.doGenerateCalls[1]!.prompt[0]).toEqual({ role: "system", content: "User: hi\nAssistant: hello\nTASK: Answer in French." });
  });

  it("embeds in batches of EMBEDDING_BATCH_SIZE, keeps order, and learns unknown dimensions", async ({ expect }) => {
    const em = embeddingModel(6);
    const { model } = scripted([result("x")]);
    const { p } = provider(model, { embeddingModel: em, embeddingBatchSize: 3, embeddingDimensions: 0 });
    expect(p.embedder.dimensions).toBe(0);
    const texts = ["a", "bb", "ccc", "dddd", "eeeee", "ffffff", "g"];
    const out = await p.embedder.embed(texts);
    expect(out).toHaveLength(7);
    expect(out.every((v) => v instanceof Float32Array && v.length === 6)).toBe(true);
    expect(out[3]![0]).toBeCloseTo(0.4);
    expect(em.doEmbedCalls.map((c) => c.values.length)).toEqual([3, 3, 1]);
    expect(p.embedder.dimensions).toBe(6);
    expect(p.embedder.maxInputTokens).toBe(512);
    expect(p.drainUsage()).toEqual([{ model: "mock-embed", tokensIn: 21, tokensOut: 0 }]);
  });

  it("embedding failures follow the same policy (402 terminal)", async ({ expect }) => {
    let n = 0;
    const em = new MockEmbeddingModelV4({
      modelId: "e",
      doEmbed: async () => {
        n++;
        throw apiError(402, "Payment Required: budget exhausted for team t-1");
      },
    });
    const { model } = scripted([result("x")]);
    const err = await provider(model, { embeddingModel: em }).p.embedder.embed(["a"]).catch((e: unknown) => e);
    expect((err as ApiError).status).toBe(402);
    expect(n).toBe(1);
  });

  it("exposes free-form text and object calls for retrievers", async ({ expect }) => {
    const { model } = scripted([result("plain"), result('{"choice":"GRAPH_COMPLETION"}')]);
    const { p } = provider(model);
    expect(p.llm?.model).toBe("mock-llm");
    expect(await p.llm!.text({ prompt: "hi" })).toBe("plain");
    const { z } = await import("@hono/zod-openapi");
    expect(await p.llm!.object({ prompt: "pick", schema: z.object({ choice: z.string() }) })).toEqual({ choice: "GRAPH_COMPLETION" });
  });
});

describe("Workers AI provider wiring", () => {
  it("calls the AI binding for structured extraction and embeddings with bge-base (768-d, 512 tokens)", async ({ expect }) => {
    const runs: { model: string; inputs: Record<string, unknown> }[] = [];
    const ai = {
      run: async (model: string, inputs: Record<string, unknown>) => {
        runs.push({ model, inputs });
        if (model.includes("bge")) return { shape: [(inputs.text as string[]).length, 768], data: (inputs.text as string[]).map(() => new Array(768).fill(0.01)) };
        return { response: JSON.stringify(GRAPH), usage: { prompt_tokens: 50, completion_tokens: 20 } };
      },
    } as unknown as Ai;
    const settings = loadSettings({ AI_PROVIDER: "workers-ai" });
    const p = createWorkersAiProvider(ai, settings);
    expect(p.name).toBe("workers-ai");
    expect(p.embedder.model).toBe("@cf/baai/bge-base-en-v1.5");
    expect(p.embedder.dimensions).toBe(768);
    expect(p.embedder.maxInputTokens).toBe(512);
    const g = await p.extractor.extract("Marie Curie was born in Warsaw.");
    expect(g.edges[0]!.relationship_name).toBe("born_in");
    expect(runs[0]!.model).toBe("@cf/meta/llama-3.1-8b-instruct");
    expect(JSON.stringify(runs[0]!.inputs)).toContain("json_schema");
    const v = await p.embedder.embed(["a", "b"]);
    expect(v).toHaveLength(2);
    expect(v[0]!.length).toBe(768);
    expect(runs[1]!.model).toBe("@cf/baai/bge-base-en-v1.5");
    const usage = p.drainUsage();
    expect(usage.find((u) => u.model === "@cf/meta/llama-3.1-8b-instruct")).toEqual({ model: "@cf/meta/llama-3.1-8b-instruct", tokensIn: 50, tokensOut: 20 });
  });
});

import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import { LLMPaymentRequiredError } from "../../src/ai/llm/errors";
import { createOpenAiCompatibleProvider } from "../../src/ai/llm/openai-compatible";
import { createAiProvider } from "../../src/ai/provider";
import { ApiError } from "../../src/core/errors";
import { loadSettings } from "../../src/lib/settings";
import { FAKE_LLM_KEY } from "../fixtures/fake-llm";

interface Recorded {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  body: { model?: string; messages?: { role: string; content: string }[]; input?: string[]; response_format?: { type: string; json_schema?: { name?: string; schema?: unknown } }; temperature?: number; dimensions?: number };
}

/** Unique model names keep this file's requests apart in the shared fake host's log. */
const run = crypto.randomUUID().slice(0, 8);

const settingsFor = (model: string, extra: Record<string, string> = {}) =>
  loadSettings({
    AI_PROVIDER: "openai-compatible",
    OPENAI_BASE_URL: "http://fake-llm.test/v1",
    OPENAI_API_KEY: FAKE_LLM_KEY,
    LLM_MODEL: model,
    EMBEDDING_MODEL: `embed-${run}`,
    EMBEDDING_DIMENSIONS: "8",
    EMBEDDING_BATCH_SIZE: "2",
    ...extra,
  });

async function requests(model: string): Promise<Recorded[]> {
  const res = await fetch("http://fake-llm.test/__requests");
  const all = (await res.json()) as Recorded[];
  return all.filter((r) => r.body?.model === model);
}

const fastRetry = { retry: { sleep: async () => {}, baseDelayMs: 1, maxDelayMs: 1, maxRetries: 3, malformedRetries: 1 } };

describe("OpenAI-compatible provider over the wire", () => {
  it("is selected by AI_PROVIDER and posts structured extraction to /v1/chat/completions with the bearer key", async ({ expect }) => {
    const model = `chat-${run}-a`;
    const p = createAiProvider(env as Env, settingsFor(model));
    expect(p.name).toBe("openai-compatible");
    expect(p.llm?.model).toBe(model);
    const g = await p.extractor.extract("Ada Lovelace wrote the first program for the Analytical Engine.");
    expect(g.nodes.map((n) => n.id)).toEqual(["Ada Lovelace", "Analytical Engine"]);
    expect(g.edges[0]).toMatchObject({ source_node_id: "Ada Lovelace", relationship_name: "wrote_program_for", target_node_id: "Analytical Engine" });

    const [req] = await requests(model);
    expect(req!.method).toBe("POST");
    expect(req!.path).toBe("/v1/chat/completions");
    expect(req!.authorization).toBe(`Bearer ${FAKE_LLM_KEY}`);
    expect(req!.contentType).toContain("application/json");
    expect(req!.body.model).toBe(model);
    expect(req!.body.temperature).toBe(0);
    expect(req!.body.messages![0]!.role).toBe("system");
    expect(req!.body.messages![0]!.content).toContain("knowledge graph");
    expect(req!.body.messages![1]).toEqual({ role: "user", content: "Ada Lovelace wrote the first program for the Analytical Engine." });
    expect(req!.body.response_format?.type).toBe("json_schema");
    expect(req!.body.response_format?.json_schema?.name).toBe("KnowledgeGraph");
    expect(JSON.stringify(req!.body.response_format?.json_schema?.schema)).toContain("relationship_name");
    expect(p.drainUsage()).toEqual([{ model, tokensIn: 42, tokensOut: 17 }]);
  });

  it("summarizes and answers through chat completions", async ({ expect }) => {
    const model = `chat-${run}-b`;
    const p = createAiProvider(env as Env, settingsFor(model));
    expect(await p.summarizer.summarize("Ada Lovelace wrote the first program.")).toContain("- People: Ada Lovelace");
    expect(await p.answerer.answer({ question: "Who wrote the first program?", context: "Ada Lovelace wrote the first program." })).toBe("Ada Lovelace.");
    const reqs = await requests(model);
    expect(reqs.map((r) => r.path)).toEqual(["/v1/chat/completions", "/v1/chat/completions"]);
    expect(reqs[0]!.body.response_format?.json_schema?.name).toBe("SummarizedContent");
    expect(reqs[1]!.body.response_format).toBeUndefined();
    expect(reqs[1]!.body.messages![0]).toEqual({ role: "system", content: "Answer the question using the provided context. Be as brief as possible." });
    expect(reqs[1]!.body.messages![1]!.content).toContain("Who wrote the first program?");
  });

  it("posts embeddings to /v1/embeddings in batches of EMBEDDING_BATCH_SIZE with the configured dimensions", async ({ expect }) => {
    const model = `chat-${run}-c`;
    const p = createAiProvider(env as Env, settingsFor(model));
    expect(p.embedder.model).toBe(`embed-${run}`);
    expect(p.embedder.dimensions).toBe(8);
    const vectors = await p.embedder.embed(["one", "two two", "three three three"]);
    expect(vectors).toHaveLength(3);
    expect(vectors.every((v) => v.length === 8)).toBe(true);
    const reqs = (await requests(`embed-${run}`)).filter((r) => r.path === "/v1/embeddings");
    expect(reqs.length).toBeGreaterThanOrEqual(2);
    const last = reqs.slice(-2);
    expect(last.map((r) => r.body.input)).toEqual([["one", "two two"], ["three three three"]]);
    expect(last[0]!.authorization).toBe(`Bearer ${FAKE_LLM_KEY}`);
    expect(last[0]!.body.dimensions).toBe(8);
    expect(p.drainUsage()).toEqual([{ model: `embed-${run}`, tokensIn: 15, tokensOut: 0 }]);
  });

  it("retries a 503 from the endpoint and succeeds", async ({ expect }) => {
    const model = `chat-${run}-flaky`;
    const p = createOpenAiCompatibleProvider(settingsFor(model), fastRetry);
    const g = await p.extractor.extract("Ada.");
    expect(g.nodes.length).toBe(2);
    expect((await requests(model)).length).toBe(2);
  });

  it("a proxy spend-cap rejection (429) is a terminal 402 with identifiers redacted", async ({ expect }) => {
    const model = `chat-${run}-budget`;
    const p = createOpenAiCompatibleProvider(settingsFor(model), fastRetry);
    const err = (await p.extractor.extract("Ada.").catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(LLMPaymentRequiredError);
    expect(err.status).toBe(402);
    expect(err.message).toContain("10.02");
    expect(err.message).not.toContain("team-secret-77");
    expect(err.message).not.toContain("ops-key");
    expect((await requests(model)).length).toBe(1);
  });

  it("malformed structured output is retried and then reported", async ({ expect }) => {
    const model = `chat-${run}-garbage`;
    const p = createOpenAiCompatibleProvider(settingsFor(model), fastRetry);
    const err = (await p.extractor.extract("Ada.").catch((e: unknown) => e)) as ApiError;
    expect(err.errorName).toBe("LLMStructuredOutputError");
    expect((await requests(model)).length).toBe(2);
  });

  it("a wrong API key is a non-retried provider error that never echoes the key", async ({ expect }) => {
    const model = `chat-${run}-d`;
    const p = createOpenAiCompatibleProvider(settingsFor(model, { OPENAI_API_KEY: "sk-wrong-key-123456" }), fastRetry);
    const err = (await p.answerer.answer({ question: "q", context: "c" }).catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(502);
    expect(err.errorName).toBe("LLMProviderError");
    expect(err.message).toContain("401");
    expect(err.message).not.toContain("sk-wrong-key-123456");
    const reqs = await requests(model);
    expect(reqs).toHaveLength(1);
    expect(reqs[0]!.authorization).toBe("Bearer sk-wrong-key-123456");
  });

  it("abandons an attempt that gets no answer within the timeout and names the endpoint's setting, not its address", async ({ expect }) => {
    const requests: string[] = [];
    const hung = createOpenAiCompatibleProvider(settingsFor(`chat-${run}-hung`, { OPENAI_BASE_URL: "http://hung-llm.test/v1" }), {
      retry: { ...fastRetry.retry, timeoutMs: 200, sleep: async (ms: number) => void requests.push(`sleep ${ms}`) },
    });
    const started = Date.now();
    const late = (await hung.extractor.extract("Ada Lovelace wrote a program.").catch((e: unknown) => e)) as ApiError;
    expect(late.errorName).toBe("LLMProviderUnavailableError");
    expect(late.status).toBe(503);
    expect(late.message).toMatch(/no answer within/);
    expect(late.message).toMatch(/OPENAI_BASE_URL/);
    expect(late.message).not.toMatch(/hung-llm\.test/);
    // Not retried after a timeout (the hung host answers only after 5 s).
    expect(requests).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

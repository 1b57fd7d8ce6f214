import { describe, it } from "vitest";
import { loadSettings } from "../../src/lib/settings";

describe("settings schema", () => {
  it("gives the documented defaults for an empty env", ({ expect }) => {
    const s = loadSettings({});
    expect(s.version).toBe("1.6.5");
    expect(s.requireAuthentication).toBe(true);
    expect(s.enableBackendAccessControl).toBe(false);
    expect(s.authRequired).toBe(true);
    expect(s.jwtLifetimeSeconds).toBe(3600);
    expect(s.allowSignup).toBe(true);
    expect(loadSettings({ ALLOW_SIGNUP: "false" }).allowSignup).toBe(false);
    expect(s.aiProvider).toBe("local");
    expect(s.vectorStore).toBe("local");
    expect(s.embeddingModel).toBe("local-glove-lex-192d");
    expect(s.embeddingDimensions).toBeUndefined();
    expect(s.httpFetchMaxBytes).toBe(10 * 1024 * 1024);
    expect(s.graphCountsFailedTtlSeconds).toBe(15);
    expect(s.search.hybridChunkTopK).toBe(20);
    expect(s.search.broad).toEqual({ contextTokens: 8_000, readingTokens: 2_000_000, storeMb: 32, batchMb: 4 });
    expect(s.improve.mergeSimilarity).toBe(0.95);
    expect(s.improve.traceWindowSteps).toBe(0);
    expect(s.mail).toEqual({
      provider: "outbox",
      from: "no-reply@memory.local",
      apiUrl: undefined,
      apiKey: undefined,
      bindingName: "SEND_EMAIL",
      appUrl: "http://localhost:3000",
    });
    expect(s.auth).toEqual({
      maxFailures: 10,
      windowSeconds: 900,
      resetTokenLifetimeSeconds: 3600,
      clientIpHeader: "cf-connecting-ip",
      trustClientIpHeader: true,
    });
    expect(s.llmRequestTimeoutMs).toBe(45_000);
    expect(s.tenants).toEqual({ restoreColdStartMs: 2000, serviceUrlTemplate: undefined });
  });

  it("treats blank values as unset", ({ expect }) => {
    const s = loadSettings({
      SERVICE_VERSION: "  ",
      REQUIRE_AUTHENTICATION: "",
      JWT_LIFETIME_SECONDS: " ",
      JWT_SECRET: "",
      LLM_MODEL: "   ",
      MAIL_FROM: "",
      SEARCH_HYBRID_LANE_TOP_K: "",
      LOGIN_MAX_FAILURES: "",
    });
    expect(s.version).toBe("1.6.5");
    expect(s.requireAuthentication).toBe(true);
    expect(s.jwtLifetimeSeconds).toBe(3600);
    expect(s.jwtSecret).toBeUndefined();
    expect(s.llmModel).toBe("gpt-4o-mini");
    expect(s.mail.from).toBe("no-reply@memory.local");
    expect(s.search.hybridLaneTopK).toBe(10);
    expect(s.auth.maxFailures).toBe(10);
  });

  it("falls back to the default on a bad or out-of-range number", ({ expect }) => {
    const s = loadSettings({
      JWT_LIFETIME_SECONDS: "soon",
      STORAGE_QUOTA_BYTES: "1e3x",
      SEARCH_HYBRID_CHUNK_TOP_K: "0",
      SEARCH_COMMON_TERM_SHARE: "1",
      SEARCH_LEXICAL_TERM_BOUND: "3",
      IMPROVE_MERGE_SIMILARITY: "0.2",
      IMPROVE_TRACE_WINDOW_STEPS: "-4",
      LOGIN_WINDOW_SECONDS: "0",
      TENANT_RESTORE_COLD_START_MS: "-1",
      BROAD_STORE_MB: "Infinity",
    });
    expect(s.jwtLifetimeSeconds).toBe(3600);
    expect(s.storageQuotaBytes).toBe(1_000_000_000);
    expect(s.search.hybridChunkTopK).toBe(20);
    expect(s.search.commonTermShare).toBe(0.1);
    expect(s.search.lexicalTermBound).toBe(1.5);
    expect(s.improve.mergeSimilarity).toBe(0.95);
    expect(s.improve.traceWindowSteps).toBe(0);
    expect(s.auth.windowSeconds).toBe(900);
    expect(s.tenants.restoreColdStartMs).toBe(2000);
    expect(s.search.broad.storeMb).toBe(32);
  });

  it("reads good numbers, counts rounded down, and strings trimmed", ({ expect }) => {
    const s = loadSettings({
      JWT_LIFETIME_SECONDS: " 60 ",
      SEARCH_HYBRID_LANE_TOP_K: "7.9",
      IMPROVE_TRACE_WINDOW_STEPS: "12.5",
      IMPROVE_MERGE_SIMILARITY: "0.9",
      EMBEDDING_BATCH_SIZE: "0",
      EMBEDDING_DIMENSIONS: "384",
      UI_APP_URL: " https://app.example.com// ",
      MAIL_PROVIDER: "HTTP",
    });
    expect(s.jwtLifetimeSeconds).toBe(60);
    expect(s.search.hybridLaneTopK).toBe(7);
    expect(s.improve.traceWindowSteps).toBe(12);
    expect(s.improve.mergeSimilarity).toBe(0.9);
    expect(s.embeddingBatchSize).toBe(1);
    expect(s.embeddingDimensions).toBe(384);
    expect(s.mail.appUrl).toBe("https://app.example.com");
    expect(s.mail.provider).toBe("http");
  });

  it("reads booleans: true, 1, yes, on (any case) are true, anything else false", ({ expect }) => {
    for (const v of ["true", "1", "yes", "on", "TRUE", " On "]) {
      expect(loadSettings({ ALLOW_CYPHER_QUERY: v }).allowCypherQuery, v).toBe(true);
    }
    for (const v of ["false", "0", "no", "off", "enabled"]) {
      expect(loadSettings({ ALLOW_HTTP_REQUESTS: v }).allowHttpRequests, v).toBe(false);
    }
    const off = loadSettings({ REQUIRE_AUTHENTICATION: "false", ENABLE_BACKEND_ACCESS_CONTROL: "yes" });
    expect(off.requireAuthentication).toBe(false);
    expect(off.authRequired).toBe(true);
  });

  it("picks provider-dependent defaults and the Vectorize store when its binding is there", ({ expect }) => {
    const w = loadSettings({ AI_PROVIDER: "Workers-AI", VECTORIZE: {} });
    expect(w.aiProvider).toBe("workers-ai");
    expect(w.vectorStore).toBe("vectorize");
    expect(w.llmModel).toBe("@cf/meta/llama-3.1-8b-instruct");
    expect(loadSettings({ AI_PROVIDER: "workers-ai" }).vectorStore).toBe("local");
    expect(loadSettings({ AI_PROVIDER: "something" }).aiProvider).toBe("local");
  });

  it("parses once per env object", ({ expect }) => {
    const env = { JWT_LIFETIME_SECONDS: "120" };
    const first = loadSettings(env);
    expect(loadSettings(env)).toBe(first);
    expect(loadSettings({ ...env })).not.toBe(first);
    expect(loadSettings({ ...env })).toEqual(first);
  });
});

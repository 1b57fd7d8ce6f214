import { describe, it } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import providerSource from "../../src/ai/provider.ts?raw";
import { bundleFlags, ensureJwtSecret, LOCAL_PROVIDER_IMPORT, provision, readDeployConfig, VECTOR_METADATA_INDEXES, withDatabaseId } from "../../scripts/deploy-lib.mjs";
import { createFirstApiKey } from "../../scripts/first-user-lib.mjs";
import * as realProvider from "../../src/ai/local/local-provider";
import * as stubProvider from "../../src/ai/local/local-provider.stub";
import { ApiError } from "../../src/core/errors";
import worker from "../../src/index";
import { env } from "cloudflare:workers";
import { FakeWrangler } from "../fixtures/fake-wrangler";

describe("npm run deploy: the plan read from wrangler.toml", () => {
  it("lists every bound resource and leaves the offline models out when AI_PROVIDER is not local", ({ expect }) => {
    const config = readDeployConfig(wranglerToml);
    expect(config.aiProvider).toBe("workers-ai");
    expect(config.bundleLocalModels).toBe(false);
    expect(config.d1).toEqual({ binding: "DB", name: "kg-memory-control", id: null });
    expect(config.buckets).toEqual(["kg-memory-raw"]);
    expect(config.queues).toEqual(["kg-memory-pipeline", "kg-memory-pipeline-dlq"]);
    expect(config.vectorIndexes).toEqual(["kg-memory-bge-base-768"]);
    expect(bundleFlags(config)).toEqual(["--alias", `${LOCAL_PROVIDER_IMPORT}:./src/ai/local/local-provider.stub.ts`]);
    // The alias key must be the import the provider factory really uses, or it would swap nothing.
    expect(providerSource).toContain(`from "${LOCAL_PROVIDER_IMPORT}";`);
    const local = readDeployConfig(wranglerToml.replace('AI_PROVIDER = "workers-ai"', 'AI_PROVIDER = "local"'));
    expect(local.bundleLocalModels).toBe(true);
    expect(bundleFlags(local)).toEqual([]);
  });

  it("the deploy copy carries the real D1 id; nothing else changes", ({ expect }) => {
    const out = withDatabaseId(wranglerToml, "abcd-1234");
    expect(out).toContain('database_id = "abcd-1234"');
    expect(out.replace('database_id = "abcd-1234"', 'database_id = "00000000-0000-0000-0000-000000000000"')).toBe(wranglerToml);
  });
});

describe("npm run deploy: provisioning against a (fake) Cloudflare account", () => {
  it("creates every resource on a new account, then reuses them all on a second run", ({ expect }) => {
    const cf = new FakeWrangler();
    const config = readDeployConfig(wranglerToml);
    const first = provision(cf.run, config);
    expect(first.databaseId).toBe(cf.d1.get("kg-memory-control"));
    expect([...cf.buckets]).toEqual(["kg-memory-raw"]);
    expect([...cf.queues]).toEqual(["kg-memory-pipeline", "kg-memory-pipeline-dlq"]);
    const index = cf.indexes.get("kg-memory-bge-base-768")!;
    expect(index).toMatchObject({ dimensions: 768, metric: "cosine" });
    expect([...index.metadata]).toEqual(VECTOR_METADATA_INDEXES);
    expect(first.log.filter((l) => l.includes("created"))).toHaveLength(5);

    const second = provision(cf.run, config);
    expect(second.databaseId).toBe(first.databaseId);
    expect(cf.d1.size).toBe(1);
    expect(second.log.filter((l) => l.includes("created"))).toEqual([]);
    expect(cf.calls.filter((c) => c[0] === "d1" && c[1] === "create")).toHaveLength(1);
    expect(cf.calls.filter((c) => c[0] === "vectorize" && c[1] === "create")).toHaveLength(1);
  });

  it("a real failure stops the run with wrangler's message", ({ expect }) => {
    const cf = new FakeWrangler();
    const failing = (args: string[], input?: string) =>
      args[0] === "queues" ? { status: 1, stdout: "", stderr: "✘ [ERROR] Authentication error [code: 10000]" } : cf.run(args, input);
    expect(() => provision(failing, readDeployConfig(wranglerToml))).toThrow(/creating queue kg-memory-pipeline failed: .*Authentication error/);
  });

  it("sets JWT_SECRET once and never replaces it", ({ expect }) => {
    const cf = new FakeWrangler();
    expect(ensureJwtSecret(cf.run, "a".repeat(64))).toBe("JWT_SECRET: set (random)");
    expect(ensureJwtSecret(cf.run, "b".repeat(64))).toBe("JWT_SECRET: exists");
    expect(cf.secrets.get("JWT_SECRET")).toBe("a".repeat(64));
  });
});

describe("production bundle without the offline models", () => {
  it("the stub has the real module's exports, and choosing local answers a configuration error", ({ expect }) => {
    expect(Object.keys(stubProvider).sort()).toEqual(Object.keys(realProvider).sort());
    expect(stubProvider.LOCAL_NLP_MODEL).toBe(realProvider.LOCAL_NLP_MODEL);
    let thrown: unknown;
    try {
      stubProvider.createLocalProvider();
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 500, name: "CogneeConfigurationError" });
    expect(String((thrown as Error).message)).toContain("AI_PROVIDER=local is not available in this deployment");
  });
});

describe("first user on a deployment (scripts/first-user.mjs)", () => {
  const vars = { REQUIRE_AUTHENTICATION: "true", ALLOW_SIGNUP: "false", DEFAULT_USER_EMAIL: "operator@example.com", DEFAULT_USER_PASSWORD: "Operator-pass-2026!" };
  const viaWorker = async (url: string, init?: RequestInit): Promise<Response> => {
    const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
    return worker.fetch(new Request(url, init), { ...env, ...vars } as Env, ctx);
  };

  it("with sign-up closed, the operator secret yields an API key that works as X-Api-Key and as a bearer token", async ({ expect }) => {
    const signup = await viaWorker("http://localhost:8000/api/v1/auth/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "someone@example.com", password: "Someone-pass-2026!" }),
    });
    expect(signup.status).toBe(403);

    const r = await createFirstApiKey(viaWorker, { baseUrl: "http://localhost:8000/", email: vars.DEFAULT_USER_EMAIL, password: vars.DEFAULT_USER_PASSWORD, keyName: "ops" });
    expect(r.email).toBe("operator@example.com");
    expect(r.apiKey.length).toBeGreaterThan(20);
    const ways: Record<string, string>[] = [{ "x-api-key": r.apiKey }, { authorization: `Bearer ${r.apiKey}` }];
    for (const headers of ways) {
      const me = await viaWorker("http://localhost:8000/api/v1/auth/me", { headers });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { id: string }).id).toBe(r.userId);
    }
  });

  it("a wrong password fails with the API's error, creating nothing", async ({ expect }) => {
    await expect(createFirstApiKey(viaWorker, { baseUrl: "http://localhost:8000", email: vars.DEFAULT_USER_EMAIL, password: "wrong-password-1!" })).rejects.toThrow(
      /login failed \(400\): "LOGIN_BAD_CREDENTIALS"/,
    );
  });
});

import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { fakeInternet } from "./test/fixtures/fake-internet";

const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations/d1"));

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      // AI and Vectorize are remote-only bindings; tests never reach the network.
      remoteBindings: false,
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: migrations,
          REQUIRE_AUTHENTICATION: "false",
          ENABLE_BACKEND_ACCESS_CONTROL: "false",
          AI_PROVIDER: "local",
          VECTOR_STORE: "local",
          JWT_SECRET: "test-only-jwt-secret-0123456789abcdef",
          // The repository-size test (test/integration/code.test.ts) indexes a 60-file repository over this cap.
          CODE_REPO_MAX_FILES: "50",
          // Connectors (issue 19): every provider points at its fake (test/fixtures/fake-<provider>.ts); the queue
          // consumer reads these bindings, so they cannot be per-request overrides.
          INTEGRATION_CREDENTIALS_KEYS: "test1:AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE=",
          GOOGLE_CLIENT_ID: "test-google-client",
          GOOGLE_CLIENT_SECRET: "test-google-secret",
          GOOGLE_AUTH_BASE_URL: "http://fake-google.test",
          GOOGLE_TOKEN_BASE_URL: "http://fake-google.test",
          GOOGLE_DRIVE_API_BASE_URL: "http://fake-google.test",
          GMAIL_API_BASE_URL: "http://fake-gmail.test",
          // The spec's 60 s wait after a quota rejection, shortened for tests (its default is unit-tested).
          GMAIL_QUOTA_RETRY_SECONDS: "1",
          LINEAR_CLIENT_ID: "test-linear-client",
          LINEAR_CLIENT_SECRET: "test-linear-secret",
          LINEAR_AUTH_BASE_URL: "http://fake-linear.test",
          LINEAR_API_BASE_URL: "http://fake-linear.test",
          LINEAR_WEBHOOK_SECRET: "test-linear-webhook-secret",
          // The tracker's request budget per run (default 1,500, unit-tested), small enough to reach in a test.
          LINEAR_MAX_REQUESTS: "4",
          NOTION_CLIENT_ID: "test-notion-client",
          NOTION_CLIENT_SECRET: "test-notion-secret",
          NOTION_API_BASE_URL: "http://fake-notion.test",
        },
        // No network in tests: every outbound fetch is answered by the fake hosts in test/fixtures.
        outboundService: fakeInternet,
        queueConsumers: { "kg-memory-pipeline": { maxBatchTimeout: 0.05 } },
      },
    }),
  ],
  test: {
    include: ["test/**/*.test.ts"],
    // Off: with the file-system module cache on, each new test file's runner is sent the cached code of
    // every module its files import in one "warm modules" WebSocket message. The app's graph (pdf.js 7 MB,
    // the ai SDK 2.7 MB, the MCP SDK, ...) outgrew what workerd accepts in one message ("Message is too
    // large", after which no further file reports). Modules are then fetched one by one instead.
    fsModuleCache: false,
    // Browser tests need Node, not workerd: vitest.node.config.ts runs them.
    exclude: ["test/node/**"],
    setupFiles: ["./test/setup/apply-migrations.ts"],
    // A git smart-HTTP server on loopback for the code-repository tests.
    globalSetup: ["./test/setup/git-server.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Tearing down workerd isolates can overrun vitest's 10 s default ("Worker exited unexpectedly").
    teardownTimeout: 60_000,
  },
});

import { OpenAPIHono } from "@hono/zod-openapi";
import { Scalar } from "@scalar/hono-api-reference";
import { HTTPException } from "hono/http-exception";
import { ApiError, ValidationError } from "./core/errors";
import type { AppBindings } from "./lib/types";
import { loadSettings } from "./lib/settings";
import { portsFor } from "./storage/ports";
import { authMiddleware } from "./middleware/auth";
import { billingScope } from "./middleware/billing";
import { jsonBodyGuard } from "./middleware/json-body";
import { uploadDrain } from "./middleware/upload-drain";
import { healthRouter } from "./routes/health/health.index";
import { apiRouters } from "./routes/api-routers";
import { mcpChallenge } from "./routes/mcp/mcp.handlers";
import { MCP_PATH } from "./routes/mcp/mcp.routes";
import { mcpDiscoveryRouter, mcpRouter } from "./routes/mcp/mcp.index";
import { oauthRouter } from "./routes/oauth/oauth.index";

/** Builds the whole HTTP app: global middleware, error mapping, OpenAPI document and every router. */
export function createApp() {
  const app = new OpenAPIHono<AppBindings>({ strict: false });

  app.use("*", async (c, next) => {
    const settings = loadSettings(c.env);
    c.set("settings", settings);
    let ctx: Pick<ExecutionContext, "waitUntil"> | undefined;
    try {
      ctx = c.executionCtx;
    } catch {
      // No execution context (app.request in a unit test): deferred work is awaited inline.
    }
    const ports = portsFor(c.env, settings, ctx);
    c.set("ports", ports);
    c.set("requestId", crypto.randomUUID());
    try {
      await next();
    } finally {
      ports.writeBehind?.close();
    }
  });

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      // A 401 on the MCP endpoint names its resource metadata (RFC 9728), so MCP clients know how to sign in.
      const challenge = err.status === 401 && c.req.path.startsWith(MCP_PATH) ? { "www-authenticate": mcpChallenge(c.req.url) } : undefined;
      return c.json(err.toBody(), err.status, challenge);
    }
    if (err instanceof ValidationError) return c.json({ detail: err.issues }, 422);
    if (err instanceof HTTPException) {
      const message = err.message || "Bad request";
      if (err.status === 400 && /malformed json/i.test(message)) {
        return c.json({ detail: `Malformed JSON in request body. [MalformedJsonError]` }, 400);
      }
      return c.json({ detail: message }, err.status);
    }
    console.error(`[${c.get("requestId") ?? "-"}] unhandled`, err);
    return c.json({ error: "Internal server error", detail: "An unexpected error occurred." }, 500);
  });

  app.notFound((c) => c.json({ detail: "Not Found" }, 404));

  app.route("/", healthRouter);
  app.route("/", mcpDiscoveryRouter);
  app.route("/", oauthRouter);
  app.use("/api/v1/*", authMiddleware);
  app.use("/api/v1/*", billingScope);
  app.use("/api/v1/*", jsonBodyGuard);
  app.use("/api/v1/*", uploadDrain);
  for (const router of apiRouters) app.route("/api/v1", router);
  app.route("/api/v1", mcpRouter);

  app.openAPIRegistry.registerComponent("securitySchemes", "ApiKeyAuth", {
    type: "apiKey",
    in: "header",
    name: "X-Api-Key",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "BearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
  });
  app.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Knowledge-Graph Memory Service API",
      version: "1.0.0",
      description: "Memory for AI agents: add, cognify, search, recall, remember, improve, forget.",
    },
    // Relative: the document is served by the deployment it describes, whatever its (per-tenant) base address.
    servers: [{ url: "/", description: "This deployment" }],
    tags: OPENAPI_TAGS,
  });
  // The UI script is a static asset of this Worker (public/docs/, see wrangler.toml), not a CDN: /docs
  // works offline like the rest of the API; default fonts would also come from a CDN, so they are off.
  app.get("/docs", Scalar({ url: "/openapi.json", pageTitle: "Memory Service API reference", cdn: DOCS_UI_SCRIPT, withDefaultFonts: false }));
  return app;
}

/**
 * Tag order is the reference UI's section order: the memory operations first, in the spec's order, then
 * datasets and the rest; account and tenant administration last.
 */
const OPENAPI_TAGS = [
  { name: "add", description: "Ingest text, files, web URLs and repositories into a dataset." },
  { name: "cognify", description: "Turn stored data into a knowledge graph: entities, relations, summaries, embeddings." },
  { name: "search", description: "Answer questions over memory with an explicit search type." },
  { name: "recall", description: "Session-aware search that routes the query to a search type itself." },
  { name: "remember", description: "add + cognify (+ improve) in one call, and typed memory entries." },
  { name: "improve", description: "Enrich memory and bridge session content into the graph; optional conflict review." },
  { name: "forget", description: "Remove a dataset, a data item, or everything the caller may delete." },
  { name: "update", description: "Replace a data item's content and re-cognify it." },
  { name: "delete", description: "Deprecated data-item deletion (use forget or the datasets routes)." },
  { name: "memify", description: "Deprecated enrichment entry point." },
  { name: "datasets", description: "Datasets, their data items and processing status." },
  { name: "skills", description: "Skill playbooks (SKILL.md) stored as searchable skill nodes, and their proposals." },
  { name: "sessions", description: "Session history." },
  { name: "visualize", description: "Graph renders and per-dataset summaries." },
  { name: "llm", description: "LLM helpers (graph-schema inference)." },
  { name: "ontologies", description: "Uploaded ontologies that constrain and link extraction (ontology_key)." },
  { name: "responses", description: "OpenAI Responses-compatible: a model picks memory tools that run as the caller." },
  { name: "schema", description: "Provenance schema." },
  { name: "quotas", description: "Storage and document quota usage." },
  { name: "agents", description: "Agent accounts and their connections." },
  { name: "configuration", description: "Per-user configuration records." },
  { name: "auth", description: "Registration, login and password reset." },
  { name: "api-keys", description: "API keys of the caller." },
  { name: "users", description: "The current user, onboarding flags and consents." },
  { name: "survey", description: "Surveys." },
  { name: "permissions", description: "Dataset permissions, roles, tenants and capabilities." },
  { name: "tenants", description: "Workspaces: creation, members, status and restore." },
  { name: "billing", description: "Credits, hourly model costs, auto-recharge and the payment webhook." },
  { name: "integrations", description: "Connectors: OAuth connections, resource selection and syncs of Google Drive, Gmail, Linear and Notion; team chat (Slack): install, channels, account links, channel routes, history import and sync, signed events." },
  { name: "health", description: "Liveness." },
  { name: "dev", description: "Development-only helpers." },
];

export const DOCS_UI_SCRIPT = "/docs/scalar-standalone.js";

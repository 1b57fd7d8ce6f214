import { OpenAPIHono } from "@hono/zod-openapi";
import { Scalar } from "@scalar/hono-api-reference";
import { HTTPException } from "hono/http-exception";
import { ApiError, ValidationError } from "./core/errors";
import type { AppBindings } from "./lib/types";
import { loadSettings } from "./lib/settings";
import { authMiddleware } from "./middleware/auth";
import { healthRouter } from "./routes/health/health.index";
import { apiRouters } from "./routes/api-routers";

/** Builds the whole HTTP app: global middleware, error mapping, OpenAPI document and every router. */
export function createApp() {
  const app = new OpenAPIHono<AppBindings>({ strict: false });

  app.use("*", async (c, next) => {
    c.set("settings", loadSettings(c.env));
    c.set("requestId", crypto.randomUUID());
    await next();
  });

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.toBody(), err.status);
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
  app.use("/api/v1/*", authMiddleware);
  for (const router of apiRouters) app.route("/api/v1", router);

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
  });
  // The UI script is a static asset of this Worker (public/docs/, see wrangler.toml), not a CDN: /docs
  // works offline like the rest of the API; default fonts would also come from a CDN, so they are off.
  app.get("/docs", Scalar({ url: "/openapi.json", pageTitle: "Memory Service API reference", cdn: DOCS_UI_SCRIPT, withDefaultFonts: false }));
  return app;
}

export const DOCS_UI_SCRIPT = "/docs/scalar-standalone.js";

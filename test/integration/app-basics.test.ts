import { describe, it } from "vitest";
import { env } from "cloudflare:workers";
import { BASE, call, callWith, json } from "../helpers";

describe("app basics", () => {
  it("GET /health reports status and version", async ({ expect }) => {
    const res = await call("/health");
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ status: "ready", health: "healthy" });
    expect(typeof body.version).toBe("string");
  });

  it("serves the OpenAPI document with version 1.0.0 and both security schemes", async ({ expect }) => {
    const res = await call("/openapi.json");
    expect(res.status).toBe(200);
    const doc = await json(res);
    expect(doc.info.version).toBe("1.0.0");
    expect(doc.components.securitySchemes.ApiKeyAuth).toMatchObject({ type: "apiKey", in: "header", name: "X-Api-Key" });
    expect(doc.components.securitySchemes.BearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("serves an API reference page at /docs", async ({ expect }) => {
    const res = await call("/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("/openapi.json");
    // Offline: the UI script is this Worker's own static asset, never a CDN.
    expect(html).toContain('src="/docs/scalar-standalone.js"');
    expect(html).not.toContain("cdn.jsdelivr.net");
  });

  it("serves the reference UI script as a static asset", async ({ expect }) => {
    // The asset router in front of the Worker answers this path from the ASSETS store (wrangler.toml [assets]).
    const res = await env.ASSETS.fetch(`${BASE}/docs/scalar-standalone.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("javascript");
    expect((await res.text()).length).toBeGreaterThan(100_000);
  });

  it("answers 404 with a JSON detail for the bare /api prefix and unknown paths", async ({ expect }) => {
    for (const path of ["/api/add", "/api/search", "/api/status", "/nope"]) {
      const res = await call(path, { method: path === "/nope" ? "GET" : "POST" });
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ detail: "Not Found" });
    }
  });

  it("answers the generic 401 naming the posture and both fixes when authentication is required", async ({ expect }) => {
    const res = await callWith({ REQUIRE_AUTHENTICATION: "true" }, "/api/v1/datasets");
    expect(res.status).toBe(401);
    const body = await json(res);
    expect(body.detail).toContain("REQUIRE_AUTHENTICATION=true");
    expect(body.detail).toContain("ENABLE_BACKEND_ACCESS_CONTROL=false");
    expect(body.detail).toContain("DEFAULT_USER_PASSWORD");
    expect(body.detail).toMatch(/\[UnauthorizedError\]$/);
  });
});

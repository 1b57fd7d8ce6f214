import { describe, it } from "vitest";
import { call, callWith } from "../helpers";

describe("GET / (first contact)", () => {
  it("answers a small page with the API reference, the MCP endpoint, health and a dataset picker, also with authentication on", async ({ expect }) => {
    for (const res of [await call("/"), await callWith({ REQUIRE_AUTHENTICATION: "true" }, "/")]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
      const html = await res.text();
      for (const part of ['href="/docs"', 'href="/openapi.json"', 'href="/health"', "/api/v1/mcp", 'id="dataset"', "/api/v1/visualize?dataset_id="]) {
        expect(html, part).toContain(part);
      }
      expect(html).not.toMatch(/https?:\/\/(?!localhost)[a-z0-9.-]+\.(com|net|org|io)\//i);
    }
  });
});

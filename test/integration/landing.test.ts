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

describe("closable sign-up (ALLOW_SIGNUP)", () => {
  it("refuses public registration with 403 RegistrationClosedError when sign-up is off, and creates no account", async ({ expect }) => {
    const email = `closed-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const init = { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: "long-enough-pass-1" }) };
    const closed = await callWith({ REQUIRE_AUTHENTICATION: "true", ALLOW_SIGNUP: "false" }, "/api/v1/auth/register", init);
    expect(closed.status).toBe(403);
    expect(((await closed.json()) as { detail: string }).detail).toMatch(/ALLOW_SIGNUP=false.*\[RegistrationClosedError\]$/);
    // The same address can still sign up where sign-up is open (so nothing was created above).
    const open = await callWith({ REQUIRE_AUTHENTICATION: "true" }, "/api/v1/auth/register", init);
    expect(open.status).toBe(201);
    await open.text();
  });
});

import { auth, Client, StreamableHTTPClientTransport, type OAuthClientProvider } from "@modelcontextprotocol/client";
import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import worker from "../../src/index";
import { BASE } from "../helpers";
import { AUTH_ON, body, req, signUp } from "./auth.helpers";

/**
 * MCP sign-in through the official MCP client SDK's OAuth flow (discovery from the 401, dynamic client
 * registration, authorization code with PKCE S256), the client's fetch routed into the real Worker with
 * authentication on. The "browser" is this test: it posts the login form the authorize URL shows.
 */
const MCP_URL = new URL(`${BASE}/api/v1/mcp`);
const REDIRECT = "http://localhost:8976/callback";
const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
const workerFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> =>
  worker.fetch(new Request(input, init), { ...env, ...AUTH_ON } as Env, ctx);

class MemoryProvider implements OAuthClientProvider {
  client?: Parameters<NonNullable<OAuthClientProvider["saveClientInformation"]>>[0];
  saved?: Parameters<OAuthClientProvider["saveTokens"]>[0];
  verifier = "";
  authorizationUrl?: URL;
  get redirectUrl() {
    return REDIRECT;
  }
  get clientMetadata() {
    return { client_name: "Test MCP client", redirect_uris: [REDIRECT], grant_types: ["authorization_code"], response_types: ["code"], token_endpoint_auth_method: "none" };
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: NonNullable<MemoryProvider["client"]>) {
    this.client = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: NonNullable<MemoryProvider["saved"]>) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(v: string) {
    this.verifier = v;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/** What a person does in the browser: open the authorize URL, fill in the form, follow the redirect. */
async function signInAt(url: URL, email: string, password: string): Promise<Response> {
  const form = await workerFetch(url);
  const html = await form.text();
  const fields = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(m[1]!, m[2]!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"));
  }
  fields.set("email", email);
  fields.set("password", password);
  return workerFetch(new URL(url.pathname, url.origin), { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: fields, redirect: "manual" });
}

describe("MCP OAuth sign-in", () => {
  it("publishes the authorization server from the resource metadata", async ({ expect }) => {
    const prm = (await (await workerFetch(`${BASE}/.well-known/oauth-protected-resource/api/v1/mcp`)).json()) as { authorization_servers: string[] };
    expect(prm.authorization_servers).toEqual([BASE]);
    const meta = (await (await workerFetch(`${BASE}/.well-known/oauth-authorization-server`)).json()) as Record<string, unknown>;
    expect(meta).toMatchObject({
      issuer: BASE,
      authorization_endpoint: `${BASE}/oauth/authorize`,
      token_endpoint: `${BASE}/oauth/token`,
      registration_endpoint: `${BASE}/oauth/register`,
      code_challenge_methods_supported: ["S256"],
    });
  });

  it("the SDK registers, the user signs in, the code becomes a token that opens the MCP endpoint", async ({ expect }) => {
    const u = await signUp("oauthmcp");
    const provider = new MemoryProvider();
    expect(await auth(provider, { serverUrl: MCP_URL, fetchFn: workerFetch })).toBe("REDIRECT");
    expect(provider.client?.client_id).toBeTruthy();
    const url = provider.authorizationUrl!;
    expect(url.pathname).toBe("/oauth/authorize");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");

    const wrong = await signInAt(url, u.email, "not-the-password-1");
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("Wrong email or password.");

    const done = await signInAt(url, u.email, u.password);
    expect(done.status).toBe(302);
    const back = new URL(done.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get("state")).toBe(url.searchParams.get("state"));
    const code = back.searchParams.get("code")!;

    expect(await auth(provider, { serverUrl: MCP_URL, authorizationCode: code, fetchFn: workerFetch })).toBe("AUTHORIZED");
    expect(provider.saved?.access_token).toBeTruthy();

    const client = new Client({ name: "oauth-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(MCP_URL, { fetch: workerFetch, authProvider: provider }));
    const listed = (await client.callTool({ name: "list_datasets", arguments: {} })) as { isError?: boolean };
    expect(listed.isError).toBeFalsy();
    await client.close();

    // The token is the caller's own: /auth/me names the user who signed in.
    const me = await body(await req("/auth/me", { token: provider.saved!.access_token }));
    expect(me.email).toBe(u.email);

    // A code works once.
    const again = await workerFetch(`${BASE}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "authorization_code", code, client_id: provider.client!.client_id, redirect_uri: REDIRECT, code_verifier: provider.verifier }),
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("refuses a wrong PKCE verifier, an unregistered redirect URI and a forged client id", async ({ expect }) => {
    const u = await signUp("oauthbad");
    const provider = new MemoryProvider();
    await auth(provider, { serverUrl: MCP_URL, fetchFn: workerFetch });
    const url = provider.authorizationUrl!;
    const code = new URL((await signInAt(url, u.email, u.password)).headers.get("location")!).searchParams.get("code")!;
    const exchange = (verifier: string) =>
      workerFetch(`${BASE}/oauth/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "authorization_code", code, client_id: provider.client!.client_id, redirect_uri: REDIRECT, code_verifier: verifier }),
      });
    const bad = await exchange("x".repeat(64));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "invalid_grant", error_description: "code_verifier does not match the code_challenge." });

    const elsewhere = new URL(url);
    elsewhere.searchParams.set("redirect_uri", "https://attacker.example/cb");
    const refused = await workerFetch(elsewhere);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("redirect_uri is not one the client registered.");

    const forged = new URL(url);
    forged.searchParams.set("client_id", `${provider.client!.client_id.slice(0, -4)}AAAA`);
    expect((await workerFetch(forged)).status).toBe(400);

    // API keys keep working as bearer tokens on the MCP endpoint alongside OAuth.
    const key = (await body(await req("/api-keys", { json: { name: "k" }, token: u.token }))).key as string;
    const client = new Client({ name: "key-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(MCP_URL, { fetch: workerFetch, requestInit: { headers: { authorization: `Bearer ${key}` } } }));
    expect(((await client.listTools()).tools ?? []).length).toBeGreaterThan(0);
    await client.close();
  });
});

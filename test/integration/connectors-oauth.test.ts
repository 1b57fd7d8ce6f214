import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { body, req, signUp, status } from "./auth.helpers";
import { callback, connect, control, FAKE_GOOGLE, startAuthorize, tenantWithMember } from "./connectors-helpers";
import { loadSettings } from "../../src/lib/settings";
import { signState } from "../../src/services/integrations/oauth";

const P = "google_drive";

describe("connectors: catalog", () => {
  it("lists providers with whether secrets are present, never their values; authenticated only", async () => {
    const user = await signUp("cat");
    const res = await req("/integrations/connectors", { token: user.token });
    const text = await res.text();
    expect(res.status).toBe(200);
    const drive = JSON.parse(text).connectors.find((c: any) => c.provider === P);
    expect(drive).toMatchObject({ configured: true, secrets_present: true, missing: [] });
    expect(text).not.toContain("test-google-secret");
    expect(await status(await req("/integrations/connectors"))).toBe(401);
    const unset = await body(await req("/integrations/connectors", { token: user.token, vars: { REQUIRE_AUTHENTICATION: "true", GOOGLE_CLIENT_SECRET: "" } }));
    expect(unset.connectors.find((c: any) => c.provider === P)).toMatchObject({ configured: false, missing: ["GOOGLE_CLIENT_SECRET"] });
  });
});

describe("connectors: OAuth flow (spec Authentication 7-9)", () => {
  it("authorize is owner-only, answers the install URL and sets the nonce cookie; 503 names a missing setting", async () => {
    const { owner, member, tenantId } = await tenantWithMember("oauth1");
    const a = await startAuthorize(owner, P, tenantId);
    expect(a.status).toBe(200);
    expect(a.out.url).toMatch(/^http:\/\/fake-google\.test\/o\/oauth2\/v2\/auth\?/);
    expect(new URL(a.out.url).searchParams.get("redirect_uri")).toBe("http://localhost:8000/api/v1/integrations/google_drive/callback");
    expect(a.setCookie).toMatch(/^kgm_oauth_nonce_google_drive_[A-Za-z0-9_-]+=1; Path=\/api\/v1\/integrations; Max-Age=600; HttpOnly; SameSite=Lax$/);
    expect((await startAuthorize(member, P, tenantId)).status).toBe(403);
    const outsider = await signUp("oauth1-out");
    expect((await startAuthorize(outsider, P, tenantId)).status).toBe(403);
    const res = await req(`/integrations/${P}/authorize?tenant_id=${tenantId}`, { method: "POST", token: owner.token, vars: { REQUIRE_AUTHENTICATION: "true", GOOGLE_CLIENT_ID: "" } });
    expect(res.status).toBe(503);
    expect((await body(res)).detail).toMatch(/GOOGLE_CLIENT_ID.*\[IntegrationNotConfiguredError\]/);
    const noKeys = await req(`/integrations/${P}/authorize?tenant_id=${tenantId}`, { method: "POST", token: owner.token, vars: { REQUIRE_AUTHENTICATION: "true", INTEGRATION_CREDENTIALS_KEYS: "" } });
    expect(noKeys.status).toBe(503);
    expect((await body(noKeys)).detail).toContain("INTEGRATION_CREDENTIALS_KEYS");
    expect(await status(await req(`/integrations/nope/authorize?tenant_id=${tenantId}`, { method: "POST", token: owner.token }))).toBe(404);
  });

  it("the callback needs both the signed state and its cookie: wrong state, missing cookie, expired state are invalid-state errors", async () => {
    const { owner, tenantId } = await tenantWithMember("oauth2");
    const acct = await control(`${FAKE_GOOGLE}/__control/drive/accounts`, { json: { email: "ada@example.com" } });
    const a = await startAuthorize(owner, P, tenantId);
    // Missing cookie.
    let res = await callback(P, { state: a.state, code: acct.code });
    expect(res.status).toBe(400);
    expect((await body(res)).detail).toMatch(/cookie.*\[InvalidOAuthStateError\]/);
    // Wrong state (tampered signature), with the cookie.
    res = await callback(P, { state: a.state.slice(0, -3) + "AAA", code: acct.code }, a.cookie);
    expect((await body(res)).detail).toContain("[InvalidOAuthStateError]");
    // A cookie for another nonce does not stand in for this state's.
    const b = await startAuthorize(owner, P, tenantId);
    res = await callback(P, { state: a.state, code: acct.code }, b.cookie);
    expect(res.status).toBe(400);
    await res.text();
    // Expired state (signed with the deployment's secret, 10 minutes passed).
    const nonce = "expired-nonce";
    const expired = await signState(loadSettings(env).integrations, {
      provider: P,
      tenantId,
      userId: owner.id,
      nonce,
      accountType: null,
      redirectUri: "http://localhost:8000/api/v1/integrations/google_drive/callback",
      expiresAt: Date.now() - 1,
    });
    res = await callback(P, { state: expired, code: acct.code }, `kgm_oauth_nonce_${P}_${nonce}=1`);
    expect(res.status).toBe(400);
    expect((await body(res)).detail).toMatch(/expired.*\[InvalidOAuthStateError\]/);
    // Nothing was connected by any of these.
    expect((await body(await req(`/integrations/${P}/connection?tenant_id=${tenantId}`, { token: owner.token }))).connected).toBe(false);
    // The right pair connects, and clears the cookie.
    res = await callback(P, { state: a.state, code: acct.code }, a.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    const conn = await body(res);
    expect(conn).toMatchObject({ connected: true, account_id: acct.permissionId, account_label: "ada@example.com", account_type: "personal" });
    expect(JSON.stringify(conn)).not.toMatch(/at-|rt-/);
  });

  it("stores tokens encrypted, reports workspace accounts, keeps several accounts (most recent wins) and disconnects locally first", async () => {
    const { owner, member, tenantId } = await tenantWithMember("oauth3");
    const one = await control(`${FAKE_GOOGLE}/__control/drive/accounts`, { json: { email: "one@corp.example", hd: "corp.example" } });
    const two = await control(`${FAKE_GOOGLE}/__control/drive/accounts`, { json: { email: "two@example.com" } });
    const c1 = await connect(owner, P, tenantId, one.code, "&account_type=workspace");
    expect(c1.account_type).toBe("workspace");
    await connect(owner, P, tenantId, two.code);
    const rows = await env.DB.prepare("SELECT account_id, ciphertext, key_id FROM integration_connections WHERE tenant_id = ?").bind(tenantId).all<any>();
    expect(rows.results.length).toBe(2);
    for (const r of rows.results) {
      expect(r.key_id).toBe("test1");
      expect(r.ciphertext).not.toMatch(/at-|rt-/);
    }
    // Without account_id the most recently connected wins; with it, that one. Members may read.
    expect((await body(await req(`/integrations/${P}/connection?tenant_id=${tenantId}`, { token: member.token }))).account_id).toBe(two.permissionId);
    expect((await body(await req(`/integrations/${P}/connection?tenant_id=${tenantId}&account_id=${one.permissionId}`, { token: member.token }))).account_id).toBe(one.permissionId);
    // Disconnect: owner only; local revocation, then the remote revoke (best effort).
    expect(await status(await req(`/integrations/${P}/connection?tenant_id=${tenantId}`, { method: "DELETE", token: member.token }))).toBe(403);
    const del = await body(await req(`/integrations/${P}/connection?tenant_id=${tenantId}&account_id=${two.permissionId}`, { method: "DELETE", token: owner.token }));
    expect(del).toMatchObject({ status: "disconnected", remote_revocation: "revoked" });
    expect((await control(`${FAKE_GOOGLE}/__control/drive/${two.account}/stats`)).revoked).toBe(1);
    expect((await body(await req(`/integrations/${P}/connection?tenant_id=${tenantId}`, { token: owner.token }))).account_id).toBe(one.permissionId);
    // A provider that refuses the remote revoke still ends disconnected locally.
    await control(`${FAKE_GOOGLE}/__control/drive/${one.account}/revoke-refresh`, { json: {} });
    const del2 = await body(await req(`/integrations/${P}/connection?tenant_id=${tenantId}`, { method: "DELETE", token: owner.token }));
    expect(del2).toMatchObject({ status: "disconnected", remote_revocation: "failed" });
    expect((await body(await req(`/integrations/${P}/connection?tenant_id=${tenantId}`, { token: owner.token }))).connected).toBe(false);
  });

  it("refreshes an expired access token, and revokes locally on a permanent refresh failure", async () => {
    const { owner, tenantId } = await tenantWithMember("oauth4");
    // Tokens that expire within the 5-minute lead are refreshed before use.
    const acct = await control(`${FAKE_GOOGLE}/__control/drive/accounts`, { json: { expiresIn: 120 } });
    await connect(owner, P, tenantId, acct.code);
    await control(`${FAKE_GOOGLE}/__control/drive/${acct.account}/files`, { json: { id: "f1", name: "Folder A", mimeType: "application/vnd.google-apps.folder" } });
    let res = await req(`/integrations/${P}/folders?tenant_id=${tenantId}`, { token: owner.token });
    expect(res.status).toBe(200);
    await res.text();
    expect((await control(`${FAKE_GOOGLE}/__control/drive/${acct.account}/stats`)).refreshes).toBe(1);
    // A token the provider refuses (401) is refreshed once and the call repeated.
    const long = await control(`${FAKE_GOOGLE}/__control/drive/accounts`, { json: { expiresIn: 3600 } });
    const { owner: o2, tenantId: t2 } = await tenantWithMember("oauth4b");
    await connect(o2, P, t2, long.code);
    await control(`${FAKE_GOOGLE}/__control/drive/${long.account}/expire-tokens`, { json: {} });
    res = await req(`/integrations/${P}/folders?tenant_id=${t2}`, { token: o2.token });
    expect(res.status).toBe(200);
    await res.text();
    expect((await control(`${FAKE_GOOGLE}/__control/drive/${long.account}/stats`)).refreshes).toBe(1);
    // The grant is gone: the credential is revoked locally.
    await control(`${FAKE_GOOGLE}/__control/drive/${long.account}/revoke-refresh`, { json: {} });
    res = await req(`/integrations/${P}/folders?tenant_id=${t2}`, { token: o2.token });
    expect(res.status).toBe(409);
    expect((await body(res)).detail).toContain("[IntegrationRevokedError]");
    const conn = await body(await req(`/integrations/${P}/connection?tenant_id=${t2}`, { token: o2.token }));
    expect(conn.connected).toBe(false);
  });
});

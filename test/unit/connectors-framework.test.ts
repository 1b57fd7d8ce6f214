import { describe, expect, it } from "vitest";
import { loadSettings } from "../../src/lib/settings";
import { hasCookie, nonceCookie, nonceCookieName, OAUTH_STATE_TTL_MS, signState, verifyState } from "../../src/services/integrations/oauth";
import { keyRing, keyRingGap, open, seal } from "../../src/services/integrations/crypto";
import { retryAfterSeconds, tokenSetFrom } from "../../src/services/integrations/connector";

const key = (byte: number) => btoa(String.fromCharCode(...new Uint8Array(32).fill(byte)));
const settingsWith = (vars: Record<string, string>) => loadSettings({ JWT_SECRET: "unit-test-secret-0123456789", ...vars });

describe("connectors: OAuth state", () => {
  const config = settingsWith({}).integrations;
  const base = { provider: "google_drive", tenantId: "t", userId: "u", nonce: "n1", accountType: null, redirectUri: "https://x/cb" };

  it("round-trips a signed state and refuses a tampered, foreign or expired one", async () => {
    const state = await signState(config, { ...base, expiresAt: Date.now() + OAUTH_STATE_TTL_MS });
    expect((await verifyState(config, "google_drive", state)).nonce).toBe("n1");
    const [payload, sig] = state.split(".");
    const forged = `${payload!.slice(0, -2)}AA.${sig}`;
    await expect(verifyState(config, "google_drive", forged)).rejects.toThrow(/InvalidOAuthStateError|signature|malformed/);
    await expect(verifyState(config, "notion", state)).rejects.toThrow(/another provider/);
    const expired = await signState(config, { ...base, expiresAt: Date.now() - 1 });
    await expect(verifyState(config, "google_drive", expired)).rejects.toThrow(/expired/);
    // Signed with another secret: refused.
    const other = await signState(settingsWith({ INTEGRATION_STATE_SECRET: "another-secret-0123456789" }).integrations, { ...base, expiresAt: Date.now() + 1000 });
    await expect(verifyState(config, "google_drive", other)).rejects.toThrow(/signature/);
  });

  it("builds the nonce cookie the spec names: HttpOnly, path /api/v1/integrations, 10 minutes, Lax (Secure over HTTPS) or None; Secure", () => {
    expect(nonceCookieName(config, "notion", "abc")).toBe("kgm_oauth_nonce_notion_abc");
    const http = nonceCookie(config, "notion", "abc", false);
    expect(http).toBe("kgm_oauth_nonce_notion_abc=1; Path=/api/v1/integrations; Max-Age=600; HttpOnly; SameSite=Lax");
    expect(nonceCookie(config, "notion", "abc", true)).toContain("SameSite=Lax; Secure");
    const cross = settingsWith({ INTEGRATION_COOKIE_CROSS_SITE: "true", INTEGRATION_COOKIE_PREFIX: "app" }).integrations;
    expect(nonceCookie(cross, "notion", "abc", false)).toBe("app_oauth_nonce_notion_abc=1; Path=/api/v1/integrations; Max-Age=600; HttpOnly; SameSite=None; Secure");
    expect(hasCookie("a=b; kgm_oauth_nonce_notion_abc=1", "kgm_oauth_nonce_notion_abc")).toBe(true);
    expect(hasCookie("kgm_oauth_nonce_notion_abcd=1", "kgm_oauth_nonce_notion_abc")).toBe(false);
    expect(hasCookie("kgm_oauth_nonce_notion_abc=", "kgm_oauth_nonce_notion_abc")).toBe(false);
  });
});

describe("connectors: credential key ring", () => {
  it("names the gap when unset, seals under the active key and still opens what an older key sealed", async () => {
    expect(keyRingGap(settingsWith({}).integrations)).toBe("INTEGRATION_CREDENTIALS_KEYS");
    expect(keyRingGap(settingsWith({ INTEGRATION_CREDENTIALS_KEYS: "k1:c2hvcnQ=" }).integrations)).toMatch(/32 bytes/);
    const v1 = settingsWith({ INTEGRATION_CREDENTIALS_KEYS: `k1:${key(1)}` }).integrations;
    const sealed = await seal(await keyRing(v1), { accessToken: "secret-token" }, "row-a");
    expect(sealed.keyId).toBe("k1");
    expect(sealed.ciphertext).not.toContain("secret-token");
    const v2 = settingsWith({ INTEGRATION_CREDENTIALS_KEYS: `k1:${key(1)},k2:${key(2)}`, INTEGRATION_CREDENTIALS_ACTIVE_KEY_ID: "k2" }).integrations;
    const ring2 = await keyRing(v2);
    expect(await open(ring2, sealed, "row-a")).toEqual({ accessToken: "secret-token" });
    expect((await seal(ring2, { a: 1 }, "row-a")).keyId).toBe("k2");
    // Bound to its row: the same ciphertext does not open as another row's.
    await expect(open(ring2, sealed, "row-b")).rejects.toThrow();
  });
});

describe("connectors: provider responses", () => {
  it("reads Retry-After as seconds or a date, and maps token responses", () => {
    expect(retryAfterSeconds(new Response(null, { status: 429, headers: { "retry-after": "7" } }), 30)).toBe(7);
    expect(retryAfterSeconds(new Response(null, { status: 429 }), 30)).toBe(30);
    const t = tokenSetFrom({ access_token: "a", expires_in: 3600 }, { accessToken: "old", refreshToken: "r" });
    expect(t.refreshToken).toBe("r");
    expect(t.expiresAt! - Date.now()).toBeGreaterThan(3500_000);
  });
});

import { gmailPacingSeconds, GMAIL_UNITS } from "../../src/services/integrations/providers/gmail";

describe("connectors: Gmail pacing (spec Limits: 5,000 quota units per minute)", () => {
  it("defaults to 5,000 units per minute and a 60 s wait after a quota rejection, and paces a page's spend", () => {
    const g = loadSettings({}).integrations.google;
    expect(g.gmailQuotaUnitsPerMinute).toBe(5000);
    expect(g.gmailQuotaRetrySeconds).toBe(60);
    expect(loadSettings({}).integrations.pageRetries).toBe(5);
    // The other connector limits of the spec: 25 MB per drive file, 1,500 tracker requests per run.
    expect(g.driveMaxFileSizeMb).toBe(25);
    expect(loadSettings({}).integrations.linear.maxRequests).toBe(1500);
    // A page of 25 messages: one list + 25 gets = 130 units -> 1.56 s, so 5,000 units take at least a minute.
    const page = GMAIL_UNITS.list + 25 * GMAIL_UNITS.get;
    expect(gmailPacingSeconds(page, 5000)).toBeCloseTo(1.56, 2);
    expect(gmailPacingSeconds(5000, 5000)).toBe(60);
  });
});

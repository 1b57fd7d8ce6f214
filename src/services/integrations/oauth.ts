import { ApiError } from "../../core/errors";
import type { IntegrationsConfig } from "../../lib/settings";
import { fromB64Url, hmacSha256, notConfigured, sameBytes, toB64Url } from "./crypto";

/** Spec (Limits, Authentication 8): the signed state and the nonce cookie live 10 minutes. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
export const NONCE_COOKIE_PATH = "/api/v1/integrations";

export interface OAuthState {
  provider: string;
  tenantId: string;
  userId: string;
  nonce: string;
  accountType: string | null;
  redirectUri: string;
  /** Epoch ms. */
  expiresAt: number;
}

export const invalidState = (why: string) => new ApiError(400, "InvalidOAuthStateError", `Invalid OAuth state: ${why}. Start the connection again.`);

function stateSecret(config: IntegrationsConfig): string {
  if (!config.stateSecret || config.stateSecret.length < 16) throw notConfigured("INTEGRATION_STATE_SECRET (or JWT_SECRET, 16+ characters)");
  return config.stateSecret;
}

/** `<payload>.<hmac-sha256>` (base64url), the payload JSON carrying its own expiry. */
export async function signState(config: IntegrationsConfig, s: OAuthState): Promise<string> {
  const payload = toB64Url(new TextEncoder().encode(JSON.stringify(s)));
  return `${payload}.${toB64Url(await hmacSha256(stateSecret(config), payload))}`;
}

export async function verifyState(config: IntegrationsConfig, provider: string, state: string | undefined | null, now = Date.now()): Promise<OAuthState> {
  if (!state) throw invalidState("the state is missing");
  const [payload, sig, extra] = state.split(".");
  if (!payload || !sig || extra !== undefined) throw invalidState("the state is malformed");
  let given: Uint8Array;
  try {
    given = fromB64Url(sig);
  } catch {
    throw invalidState("the state is malformed");
  }
  if (!sameBytes(given, await hmacSha256(stateSecret(config), payload))) throw invalidState("the signature does not match");
  let s: OAuthState;
  try {
    s = JSON.parse(new TextDecoder().decode(fromB64Url(payload))) as OAuthState;
  } catch {
    throw invalidState("the state is malformed");
  }
  if (s.provider !== provider) throw invalidState("the state was issued for another provider");
  if (!(s.expiresAt > now)) throw invalidState("the state has expired");
  return s;
}

/** `<prefix>_oauth_nonce_<provider>_<nonce>` (spec: Authentication 8). */
export const nonceCookieName = (config: IntegrationsConfig, provider: string, nonce: string) =>
  `${config.cookiePrefix}_oauth_nonce_${provider}_${nonce}`;

/**
 * The nonce cookie: HttpOnly, path /api/v1/integrations, 10 minutes; SameSite=Lax and Secure over HTTPS,
 * or SameSite=None; Secure for deployments whose app and API are on different registrable domains.
 */
export function nonceCookie(config: IntegrationsConfig, provider: string, nonce: string, https: boolean, clear = false): string {
  const parts = [
    `${nonceCookieName(config, provider, nonce)}=${clear ? "" : "1"}`,
    `Path=${NONCE_COOKIE_PATH}`,
    `Max-Age=${clear ? 0 : OAUTH_STATE_TTL_MS / 1000}`,
    "HttpOnly",
  ];
  if (config.cookieCrossSite) parts.push("SameSite=None", "Secure");
  else {
    parts.push("SameSite=Lax");
    if (https) parts.push("Secure");
  }
  return parts.join("; ");
}

export function hasCookie(cookieHeader: string | null | undefined, name: string): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((c) => {
    const at = c.indexOf("=");
    return (at < 0 ? c : c.slice(0, at)).trim() === name && (at < 0 ? "" : c.slice(at + 1).trim()) !== "";
  });
}

export const newNonce = () => toB64Url(crypto.getRandomValues(new Uint8Array(18)));

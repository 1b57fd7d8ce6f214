/**
 * A small OAuth 2.1 authorization server so OAuth-capable MCP clients can sign in (MCP authorization spec):
 * metadata (RFC 8414), dynamic client registration (RFC 7591, public clients only), the authorization-code
 * grant with PKCE S256, and the login form. Stateless where it can be: a client id is a signed record of the
 * client's redirect URIs and an authorization code a signed, 60-second record of the user and the PKCE
 * challenge (both HS256 with JWT_SECRET), so nothing is stored but the used codes (the revoked-token table:
 * a code works once). The access token is the same bearer token `/auth/login` issues; API keys stay valid.
 */
import { SignJWT, decodeJwt, jwtVerify } from "jose";
import { ApiError } from "../core/errors";
import type { Settings } from "../lib/settings";
import type { Db } from "../storage/d1/client";
import { isTokenRevoked, revokeToken } from "../storage/d1/accounts.repo";
import { findUserById } from "../storage/d1/users.repo";
import { issueAccessToken, requireJwtSecret } from "./auth.service";

const CLIENT_AUDIENCE = "oauth:client";
const CODE_AUDIENCE = "oauth:code";
/** RFC 6749 §4.1.2 recommends at most 10 minutes; a client redeems at once, 60 s is plenty. */
const CODE_LIFETIME_SECONDS = 60;
/** Registered clients do not expire: the MCP client keeps its id across sessions (re-registration is free). */
const MAX_REDIRECT_URIS = 10;
const MAX_URI_LENGTH = 2_000;

export const OAUTH_PATHS = { authorize: "/oauth/authorize", token: "/oauth/token", register: "/oauth/register" } as const;

/** An OAuth error (RFC 6749 §5.2): `{error, error_description}` with the given status. */
export class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export function authorizationServerMetadata(origin: string) {
  return {
    issuer: origin,
    authorization_endpoint: `${origin}${OAUTH_PATHS.authorize}`,
    token_endpoint: `${origin}${OAUTH_PATHS.token}`,
    registration_endpoint: `${origin}${OAUTH_PATHS.register}`,
    response_types_supported: ["code"],
    grant_types_supported: ["authorization_code"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: ["none"],
    scopes_supported: [],
  };
}

/** Redirect URIs a client may register: https anywhere, http only on loopback (native apps, RFC 8252). */
function validRedirectUri(uri: unknown): uri is string {
  if (typeof uri !== "string" || uri.length > MAX_URI_LENGTH) return false;
  try {
    const u = new URL(uri);
    if (u.hash) return false;
    if (u.protocol === "https:") return true;
    return u.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(u.hostname);
  } catch {
    return false;
  }
}

/** RFC 7591 registration: the client id is a signed record of the redirect URIs, nothing is stored. */
export async function registerClient(settings: Settings, body: unknown) {
  const input = (body && typeof body === "object" ? body : {}) as { redirect_uris?: unknown; client_name?: unknown };
  const uris = input.redirect_uris;
  if (!Array.isArray(uris) || uris.length === 0 || uris.length > MAX_REDIRECT_URIS || !uris.every(validRedirectUri)) {
    throw new OAuthError(400, "invalid_redirect_uri", `redirect_uris: 1 to ${MAX_REDIRECT_URIS} https URLs (http only on localhost), without fragments`);
  }
  const name = typeof input.client_name === "string" ? input.client_name.slice(0, 200) : undefined;
  const clientId = await new SignJWT({ ru: uris, ...(name ? { nm: name } : {}) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setAudience(CLIENT_AUDIENCE)
    .setIssuedAt()
    .sign(requireJwtSecret(settings));
  return {
    client_id: clientId,
    client_id_issued_at: Math.floor(Date.now() / 1000),
    redirect_uris: uris as string[],
    ...(name ? { client_name: name } : {}),
    grant_types: ["authorization_code"],
    response_types: ["code"],
    token_endpoint_auth_method: "none",
  };
}

async function clientOf(settings: Settings, clientId: string | undefined): Promise<{ redirectUris: string[]; name: string | null } | null> {
  if (!clientId) return null;
  try {
    const { payload } = await jwtVerify(clientId, requireJwtSecret(settings), { audience: CLIENT_AUDIENCE, algorithms: ["HS256"] });
    if (!Array.isArray(payload.ru)) return null;
    return { redirectUris: payload.ru as string[], name: typeof payload.nm === "string" ? payload.nm : null };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    return null;
  }
}

export interface AuthorizeRequest {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  state?: string;
  scope?: string;
  resource?: string;
}

export type CheckedAuthorize = { ok: true; clientName: string | null; redirectUri: string } | { ok: false; status: 400; message: string };

/**
 * Checks an authorization request. Until the client and its redirect URI are known good, errors are shown
 * to the user, never redirected (RFC 6749 §4.1.2.1: no open redirector).
 */
export async function checkAuthorizeRequest(settings: Settings, q: AuthorizeRequest): Promise<CheckedAuthorize> {
  const client = await clientOf(settings, q.client_id);
  if (!client) return { ok: false, status: 400, message: "Unknown client: register it first (dynamic client registration)." };
  if (!q.redirect_uri || !client.redirectUris.includes(q.redirect_uri)) return { ok: false, status: 400, message: "redirect_uri is not one the client registered." };
  if (q.response_type !== "code") return { ok: false, status: 400, message: "response_type must be code." };
  if (!q.code_challenge || q.code_challenge_method !== "S256" || !/^[A-Za-z0-9_-]{43,128}$/.test(q.code_challenge)) {
    return { ok: false, status: 400, message: "PKCE is required: code_challenge with code_challenge_method=S256." };
  }
  return { ok: true, clientName: client.name, redirectUri: q.redirect_uri };
}

/** After a successful login (`accessToken` from auth.service login): the redirect carrying the code. */
export async function authorizationRedirect(settings: Settings, q: AuthorizeRequest, accessToken: string): Promise<string> {
  const claims = decodeJwt(accessToken);
  const code = await new SignJWT({ pv: claims.pv, cid: q.client_id, ru: q.redirect_uri, cc: q.code_challenge })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.sub))
    .setAudience(CODE_AUDIENCE)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + CODE_LIFETIME_SECONDS)
    .sign(requireJwtSecret(settings));
  const target = new URL(q.redirect_uri!);
  target.searchParams.set("code", code);
  if (q.state) target.searchParams.set("state", q.state);
  return target.toString();
}

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** The token endpoint (authorization_code grant only): verifies the code, its client, redirect URI and PKCE. */
export async function exchangeCode(db: Db, settings: Settings, form: Record<string, string | undefined>) {
  if (form.grant_type !== "authorization_code") throw new OAuthError(400, "unsupported_grant_type", "Only authorization_code is supported.");
  const invalid = (why: string) => new OAuthError(400, "invalid_grant", why);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(form.code ?? "", requireJwtSecret(settings), { audience: CODE_AUDIENCE, algorithms: ["HS256"], requiredClaims: ["exp", "jti", "sub"] }));
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw invalid("The code is invalid or expired.");
  }
  if (payload.cid !== form.client_id) throw invalid("The code was issued to another client.");
  if (payload.ru !== form.redirect_uri) throw invalid("redirect_uri differs from the authorization request's.");
  const verifier = form.code_verifier ?? "";
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) throw invalid("code_verifier is missing or malformed.");
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  if (base64url(digest) !== payload.cc) throw invalid("code_verifier does not match the code_challenge.");
  const jti = String(payload.jti);
  if (await isTokenRevoked(db, jti)) throw invalid("The code was already used.");
  await revokeToken(db, jti, String(payload.sub), Number(payload.exp) * 1000);
  const user = await findUserById(db, String(payload.sub));
  if (!user || !user.isActive || user.isStub || user.passwordVersion !== payload.pv) throw invalid("The account changed since the code was issued.");
  return { access_token: await issueAccessToken(settings, user), token_type: "bearer", expires_in: settings.jwtLifetimeSeconds };
}

import { eq } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import { ApiError } from "../core/errors";
import type { AuthLimits, Settings } from "../lib/settings";
import type { Principal } from "../lib/types";
import {
  apiKeyByHash,
  apiKeyWithOwner,
  apiKeysOf,
  attemptsOf,
  clearAttempts,
  deleteApiKeyOf,
  insertApiKey,
  insertUser,
  recordFailures,
  revokeToken,
  seedPasswordIfUnset,
  setPasswordHash,
  tokenHolder,
  touchApiKey,
} from "../storage/d1/accounts.repo";
import { type Db, schema } from "../storage/d1/client";
import { ensureDefaultUser, findUserByEmail, findUserById, toPrincipal, type UserRow } from "../storage/d1/users.repo";
import type { Ports } from "../storage/ports";
import { deliver, mailTemplates } from "./mail.service";

// ---------------------------------------------------------------------------------------------
// Login throttling and reset-token lifetime: the `auth` section of the settings (src/lib/settings.ts).

// ---------------------------------------------------------------------------------------------
// Errors with cognee's (fastapi-users') bodies: `{"detail": "<CODE>"}`.

const codeError = (status: 400 | 401 | 429, code: string, detail: unknown = code) =>
  new ApiError(status, code, code, { detail });

export const loginBadCredentials = () => codeError(400, "LOGIN_BAD_CREDENTIALS");

/**
 * 503: the service is not configured for what the request needs (no stack, no secret leaked). Only the
 * routes that mint or read tokens answer it; elsewhere a bearer token that cannot be verified is the
 * spec's generic 401, and API keys keep working.
 */
export const configurationError = (message: string) => new ApiError(503, "CogneeConfigurationError", message);

export const MIN_JWT_SECRET_LENGTH = 32;

/**
 * The signing secret comes from `JWT_SECRET` (wrangler secret, or `.dev.vars` locally; `npm run dev`
 * generates one per state directory). Without one, bearer tokens can be neither issued nor verified: the
 * token routes answer 503 `CogneeConfigurationError` instead of silently signing with a default
 * (cognee's `super_secret`).
 */
export const hasJwtSecret = (settings: Settings) => (settings.jwtSecret?.length ?? 0) >= MIN_JWT_SECRET_LENGTH;

export function requireJwtSecret(settings: Settings): Uint8Array {
  const secret = settings.jwtSecret;
  if (!secret) {
    throw configurationError(
      "JWT_SECRET is not set: authentication is on but no token signing secret is configured. " +
        "Set it with `wrangler secret put JWT_SECRET` (or in .dev.vars locally), at least 32 characters.",
    );
  }
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw configurationError(`JWT_SECRET is too short: use at least ${MIN_JWT_SECRET_LENGTH} random characters.`);
  }
  return new TextEncoder().encode(secret);
}

// ---------------------------------------------------------------------------------------------
// Passwords: PBKDF2-HMAC-SHA256 via WebCrypto.

/**
 * Cloudflare's production runtime refuses PBKDF2 above 100,000 iterations ("NotSupportedError: Pbkdf2
 * failed: iteration counts above 100000 are not supported", cloudflare/workerd#1346: a DoS guard from
 * when Workers had a 50 ms CPU limit). The open-source workerd under `wrangler dev` and the tests does not
 * enforce it, so a higher count would pass every local test and fail every deployed login: 100,000 is
 * the ceiling we can use. OWASP's 600,000 for PBKDF2-SHA256 is out of reach on Workers; the per-account
 * and per-address login throttle limits online guessing, and hashes record their count so it can rise.
 */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
const b64url = (bytes: Uint8Array) => b64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

async function pbkdf2(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BYTES * 8);
  return new Uint8Array(bits);
}

/** Stored as `pbkdf2_sha256$<iterations>$<salt b64>$<hash b64>` so the cost can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await pbkdf2(password, salt, PBKDF2_ITERATIONS);
  return `pbkdf2_sha256$${PBKDF2_ITERATIONS}$${b64(salt)}$${b64(hash)}`;
}

/** Constant-time equality (workerd's `crypto.subtle.timingSafeEqual`); unequal lengths are simply false. */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  return crypto.subtle.timingSafeEqual(a, b);
}

// Used when the account does not exist, so a miss costs the same PBKDF2 work as a wrong password.
const DUMMY_HASH = `pbkdf2_sha256$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? DUMMY_HASH).split("$");
  const valid = parts.length === 4 && parts[0] === "pbkdf2_sha256";
  const iterations = valid ? Number(parts[1]) : PBKDF2_ITERATIONS;
  const [salt, expected] = valid ? [unb64(parts[2]!), unb64(parts[3]!)] : [unb64("AAAAAAAAAAAAAAAAAAAAAA=="), new Uint8Array(HASH_BYTES)];
  const actual = await pbkdf2(password, salt, Math.min(Math.max(iterations, 1), PBKDF2_ITERATIONS));
  return timingSafeEqual(actual, expected) && valid && stored !== null && stored !== undefined;
}

export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Password should be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password should be at most ${MAX_PASSWORD_LENGTH} characters`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Bearer tokens: HS256 JWTs bound to the password they were issued under.

const AUTH_AUDIENCE = "fastapi-users:auth";
const RESET_AUDIENCE = "fastapi-users:reset";

interface TokenClaims {
  sub: string;
  pv: number;
  jti: string;
  exp: number;
}

async function signToken(settings: Settings, user: UserRow, audience: string, lifetimeSeconds: number): Promise<string> {
  return new SignJWT({ pv: user.passwordVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
    .setAudience(audience)
    .setIssuedAt()
    .setJti(crypto.randomUUID())
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(requireJwtSecret(settings));
}

async function readToken(settings: Settings, token: string, audience: string): Promise<TokenClaims | null> {
  try {
    // A token without `exp` would never expire: refused even when its signature is good.
    const { payload } = await jwtVerify(token, requireJwtSecret(settings), { audience, algorithms: ["HS256"], requiredClaims: ["exp"] });
    if (typeof payload.sub !== "string" || typeof payload.pv !== "number" || typeof payload.jti !== "string") return null;
    return { sub: payload.sub, pv: payload.pv, jti: payload.jti, exp: payload.exp ?? 0 };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    return null;
  }
}

export const issueAccessToken = (settings: Settings, user: UserRow) =>
  signToken(settings, user, AUTH_AUDIENCE, settings.jwtLifetimeSeconds);

/** The token's user, if it verifies, is not revoked, and was issued under the current password. */
async function userForAccessToken(db: Db, settings: Settings, token: string): Promise<{ user: UserRow; claims: TokenClaims } | null> {
  const claims = await readToken(settings, token, AUTH_AUDIENCE);
  if (!claims) return null;
  const { user, revoked } = await tokenHolder(db, claims.sub, claims.jti);
  if (!user || !user.isActive || user.isStub || user.passwordVersion !== claims.pv || revoked) return null;
  return { user, claims };
}

// ---------------------------------------------------------------------------------------------
// API keys: random, shown once, stored as SHA-256.

/** SHA-256 hex of an API key: keys are high-entropy random strings, so a fast hash is sufficient. */
export async function hashApiKey(key: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const API_KEY_PREFIX_LENGTH = 8;
export const maskApiKey = (prefix: string) => `${prefix}************`;

export async function createApiKey(db: Db, userId: string, name: string | null) {
  const key = `cog_${b64url(crypto.getRandomValues(new Uint8Array(32)))}`;
  const row = await insertApiKey(db, {
    userId,
    keyHash: await hashApiKey(key),
    keyPrefix: key.slice(0, API_KEY_PREFIX_LENGTH),
    name,
    label: name ?? "API key",
  });
  return { id: row.id, key, name: row.name, label: row.label, created_at: new Date(row.createdAt).toISOString() };
}

export async function listApiKeys(db: Db, userId: string) {
  return (await apiKeysOf(db, userId)).map((k) => ({
    id: k.id,
    key: maskApiKey(k.keyPrefix),
    name: k.name,
    label: k.label,
    created_at: new Date(k.createdAt).toISOString(),
    last_used_at: k.lastUsedAt ? new Date(k.lastUsedAt).toISOString() : null,
  }));
}

export async function deleteApiKey(db: Db, userId: string, id: string): Promise<{ id: string; deleted: true }> {
  if (!(await deleteApiKeyOf(db, userId, id))) {
    throw new ApiError(404, "ApiKeyNotFoundError", `API key (${id}) not found.`);
  }
  return { id, deleted: true };
}

/** Whether a presented key is valid and belongs to the caller (never reveals another user's key). */
export async function checkApiKey(db: Db, user: Principal, key: string | null): Promise<{ valid: boolean; user_id: string | null }> {
  if (!key) return { valid: user.via === "api_key", user_id: user.via === "api_key" ? user.id : null };
  const row = await apiKeyByHash(db, await hashApiKey(key));
  const valid = row !== undefined && row.userId === user.id;
  return { valid, user_id: valid ? user.id : null };
}

// ---------------------------------------------------------------------------------------------
// Request authentication.

export type Credentials =
  | { kind: "none" }
  | { kind: "invalid" }
  | { kind: "ok"; principal: Principal; user: UserRow };

/** Order as cognee: `X-Api-Key` first, then `Authorization: Bearer`. */
/** A JWT is three base64url segments; anything else sent as a bearer token is taken as an API key. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/;

export async function resolveCredentials(db: Db, settings: Settings, headers: Headers): Promise<Credentials> {
  // cognee's MCP server and many clients send API keys as `Authorization: Bearer <key>`.
  const bearerValue = bearerToken(headers);
  const apiKey = headers.get("x-api-key") ?? (bearerValue && !JWT_SHAPE.test(bearerValue) ? bearerValue : null);
  if (apiKey) {
    const found = await apiKeyWithOwner(db, await hashApiKey(apiKey));
    const user = found?.user;
    if (!found || !user || !user.isActive || user.isStub) return { kind: "invalid" };
    await touchApiKey(db, found.key);
    return { kind: "ok", principal: toPrincipal(user, "api_key"), user };
  }
  const bearer = bearerValue;
  if (bearer) {
    // Without a signing secret no token can be genuine: the generic 401, not a configuration error.
    if (!hasJwtSecret(settings)) return { kind: "invalid" };
    const found = await userForAccessToken(db, settings, bearer);
    return found ? { kind: "ok", principal: toPrincipal(found.user, "bearer"), user: found.user } : { kind: "invalid" };
  }
  return { kind: "none" };
}

/** Resolves credentials on a request into a principal, or null when none are sent or they do not verify. */
export async function authenticateRequest(db: Db, settings: Settings, headers: Headers): Promise<Principal | null> {
  const creds = await resolveCredentials(db, settings, headers);
  return creds.kind === "ok" ? creds.principal : null;
}

export function bearerToken(headers: Headers): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "");
  return m ? m[1]! : null;
}

// ---------------------------------------------------------------------------------------------
// Sign-up, login, logout, password reset and change.

const AGENT_DOMAIN = "@cognee.agent";

export interface UserRead {
  id: string;
  email: string;
  is_active: boolean;
  is_superuser: boolean;
  is_verified: boolean;
  tenant_id: string | null;
  parent_user_id: string | null;
}

export const toUserRead = (u: UserRow): UserRead => ({
  id: u.id,
  email: u.email,
  is_active: u.isActive,
  is_superuser: u.isSuperuser,
  is_verified: u.isVerified,
  tenant_id: u.tenantId ?? null,
  parent_user_id: u.parentUserId ?? null,
});

/**
 * Public sign-up. `parent_user_id` is never taken from the body. An invited (stub) address becomes a
 * real account here and keeps the memberships it was invited to.
 */
export async function register(db: Db, settings: Settings, input: { email: string; password: string }): Promise<UserRow> {
  if (!settings.allowSignup) {
    throw new ApiError(403, "RegistrationClosedError", "Public sign-up is closed on this deployment (ALLOW_SIGNUP=false): ask an operator for an account.");
  }
  const email = input.email.trim().toLowerCase();
  // The default user's address is reserved: signing it up would block DEFAULT_USER_PASSWORD logins.
  if (email === settings.defaultUserEmail.toLowerCase()) throw codeError(400, "REGISTER_USER_ALREADY_EXISTS");
  if (email.endsWith(AGENT_DOMAIN)) {
    throw codeError(400, "REGISTER_INVALID_EMAIL", { code: "REGISTER_INVALID_EMAIL", reason: `Addresses ending in ${AGENT_DOMAIN} are reserved for agents` });
  }
  const problem = passwordProblem(input.password);
  if (problem) throw codeError(400, "REGISTER_INVALID_PASSWORD", { code: "REGISTER_INVALID_PASSWORD", reason: problem });
  const existing = await findUserByEmail(db, email);
  const hashed = await hashPassword(input.password);
  if (existing && !existing.isStub) throw codeError(400, "REGISTER_USER_ALREADY_EXISTS");
  if (existing) {
    await setPasswordHash(db, existing.id, hashed, { isStub: false });
    return (await findUserById(db, existing.id))!;
  }
  try {
    return await insertUser(db, { email, hashedPassword: hashed });
  } catch (err) {
    // A concurrent sign-up with the same address lost the race on the UNIQUE index.
    if (/unique/i.test(String(err))) throw codeError(400, "REGISTER_USER_ALREADY_EXISTS");
    throw err;
  }
}

/** 429 with the seconds until the window ends (the login route sends them as `Retry-After`). */
export class LoginRateLimitedError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, "TooManyLoginAttemptsError", `Too many failed login attempts. Try again in ${retryAfterSeconds} seconds.`);
  }
}

const accountKey = (email: string) => `acct:${email.toLowerCase()}`;
const addressKey = (address: string) => `addr:${address}`;

/**
 * The key of the per-address login limit. The address header counts only where the platform sets it
 * (`TRUST_CLIENT_IP_HEADER`): otherwise a client rotating it would escape the limit. Without a trusted
 * address the key is a fingerprint of the client's own headers (user agent, languages), so clients without
 * an address no longer share one bucket that ten failures lock for everyone; the per-account limit holds
 * either way.
 */
export async function clientAddress(headers: Headers, limits: Pick<AuthLimits, "clientIpHeader" | "trustClientIpHeader">): Promise<string> {
  const address = limits.trustClientIpHeader ? headers.get(limits.clientIpHeader)?.trim() : undefined;
  if (address) return address;
  const fingerprint = `${headers.get("user-agent") ?? ""}\u0000${headers.get("accept-language") ?? ""}`;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(fingerprint)));
  return `client:${[...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Password login (OAuth2 form `username`/`password` or JSON `email`/`password`). Failures count per
 * account and per address; at the limit the next attempt gets 429 before any password is checked.
 */
export async function login(
  db: Db,
  settings: Settings,
  limits: AuthLimits,
  input: { username: string | undefined; password: string | undefined; address: string },
): Promise<{ access_token: string; token_type: "bearer" }> {
  const email = (input.username ?? "").trim().toLowerCase();
  const password = input.password ?? "";
  if (!email || !password || password.length > MAX_PASSWORD_LENGTH) throw loginBadCredentials();
  // The input is checked first: a malformed login is the caller's error whatever the configuration.
  requireJwtSecret(settings);

  const keys = [accountKey(email), addressKey(input.address)];
  const windowMs = limits.windowSeconds * 1000;
  const now = Date.now();
  const blocked = (await attemptsOf(db, keys)).filter((a) => a.windowStart > now - windowMs && a.failures >= limits.maxFailures);
  if (blocked.length > 0) {
    const retryAfter = Math.max(1, Math.ceil((Math.max(...blocked.map((b) => b.windowStart)) + windowMs - now) / 1000));
    throw new LoginRateLimitedError(retryAfter);
  }

  let user = await findUserByEmail(db, email);
  if (settings.defaultUserPassword && email === settings.defaultUserEmail.toLowerCase()) {
    // DEFAULT_USER_PASSWORD makes the default user loginable; a password changed later wins.
    user = await ensureDefaultUser(db, settings.defaultUserEmail);
    if (!user.hashedPassword) {
      await seedPasswordIfUnset(db, user.id, await hashPassword(settings.defaultUserPassword));
      user = await findUserById(db, user.id);
    }
  }
  const ok = await verifyPassword(password, user?.hashedPassword);
  if (!ok || !user || !user.isActive || user.isStub || user.isAgent) {
    await recordFailures(db, keys, windowMs);
    throw loginBadCredentials();
  }
  await clearAttempts(db, keys[0]!);
  return { access_token: await issueAccessToken(settings, user), token_type: "bearer" };
}

/** Revokes the bearer token the request was made with (API keys are revoked through /api-keys). */
export async function logout(db: Db, settings: Settings, headers: Headers): Promise<void> {
  const token = bearerToken(headers);
  if (!token) return;
  const claims = await readToken(settings, token, AUTH_AUDIENCE);
  if (claims) await revokeToken(db, claims.jti, claims.sub, claims.exp * 1000);
}

/** Always 202: whether the address has an account is never revealed. The token goes out by mail. */
export async function forgotPassword(ports: Pick<Ports, "db" | "settings" | "mail">, email: string): Promise<void> {
  const { db, settings, mail } = ports;
  const user = await findUserByEmail(db, email.trim());
  if (!user || !user.isActive || user.isStub || user.isAgent) return;
  const limits = settings.auth;
  // At most LOGIN_MAX_FAILURES reset mails per account per window: nobody can flood an inbox.
  const key = `reset:${user.email}`;
  const windowMs = limits.windowSeconds * 1000;
  const [sent] = await attemptsOf(db, [key]);
  if (sent && sent.windowStart > Date.now() - windowMs && sent.failures >= limits.maxFailures) return;
  await recordFailures(db, [key], windowMs);
  const token = await signToken(settings, user, RESET_AUDIENCE, limits.resetTokenLifetimeSeconds);
  await deliver(mail, mailTemplates.passwordReset(user.email, token, settings.mail.appUrl, limits.resetTokenLifetimeSeconds));
}

/** A reset token is bound to the password version too: it works once, and every older token dies. */
export async function resetPassword(db: Db, settings: Settings, token: string, password: string): Promise<void> {
  const claims = await readToken(settings, token, RESET_AUDIENCE);
  const user = claims ? await findUserById(db, claims.sub) : undefined;
  if (!claims || !user || !user.isActive || user.passwordVersion !== claims.pv) throw codeError(400, "RESET_PASSWORD_BAD_TOKEN");
  const problem = passwordProblem(password);
  if (problem) throw codeError(400, "RESET_PASSWORD_INVALID_PASSWORD", { code: "RESET_PASSWORD_INVALID_PASSWORD", reason: problem });
  await setPasswordHash(db, user.id, await hashPassword(password));
}

export async function changePassword(db: Db, user: Principal, password: string): Promise<UserRow> {
  if (user.isAgent) throw new ApiError(403, "PermissionDeniedError", "Agent users have no password.");
  const problem = passwordProblem(password);
  if (problem) throw codeError(400, "UPDATE_USER_INVALID_PASSWORD", { code: "UPDATE_USER_INVALID_PASSWORD", reason: problem });
  await setPasswordHash(db, user.id, await hashPassword(password));
  return (await findUserById(db, user.id))!;
}

/** Agents are child users: a random unusable identity plus one API key. */
export async function createAgentUser(db: Db, parent: Principal, name: string) {
  const slug = name.trim().toLowerCase().replace(/\s+/g, "-");
  const email = `${slug}+${parent.id}${AGENT_DOMAIN}`;
  if (await findUserByEmail(db, email)) {
    throw new ApiError(409, "AgentAlreadyExistsError", `Agent with name '${name}' already exists.`);
  }
  const agent = await insertUser(db, {
    email,
    isAgent: true,
    agentName: name.trim(),
    parentUserId: parent.id,
    tenantId: parent.tenantId,
  });
  const key = await createApiKey(db, agent.id, slug);
  return { agent, apiKey: key.key };
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  return (await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, id)).get()) !== undefined;
}

import { createMiddleware } from "hono/factory";
import { ApiError } from "../core/errors";
import type { AppBindings, Principal } from "../lib/types";
import { resolveCredentials } from "../services/auth.service";
import { createDb } from "../storage/d1/client";
import { ensureDefaultUser, toPrincipal } from "../storage/d1/users.repo";

/** Routes reachable without credentials even when authentication is required. */
const PUBLIC_PATHS = [
  /^\/health(\/.*)?$/,
  /^\/openapi\.json$/,
  /^\/docs(\/.*)?$/,
  /^\/\.well-known\/oauth-protected-resource(\/.*)?$/,
  /^\/\.well-known\/oauth-authorization-server$/,
  /^\/oauth\/(authorize|token|register)$/,
  /^\/api\/v1\/auth\/(register|login|forgot-password|reset-password)$/,
  // Authenticated by its Stripe-Signature instead (src/services/billing/stripe.ts).
  /^\/api\/v1\/billing\/webhooks\/stripe$/,
  // Connector OAuth redirects (the signed state + nonce cookie authenticate them) and signed provider webhooks.
  /^\/api\/v1\/integrations\/[a-z0-9_-]+\/(callback|webhook)$/,
];

export const isPublicPath = (path: string) => PUBLIC_PATHS.some((re) => re.test(path));

/** The generic 401: names the resolved posture and the two fixes (spec: Authentication, 3). */
export function genericUnauthorized(settings: { requireAuthentication: boolean; enableBackendAccessControl: boolean }) {
  const posture =
    `REQUIRE_AUTHENTICATION=${settings.requireAuthentication}, ` +
    `ENABLE_BACKEND_ACCESS_CONTROL=${settings.enableBackendAccessControl}`;
  return new ApiError(
    401,
    "UnauthorizedError",
    `Authentication required (resolved posture: ${posture}). Send an X-Api-Key header or an ` +
      `Authorization: Bearer token. To change the posture, set ENABLE_BACKEND_ACCESS_CONTROL=false ` +
      `(with REQUIRE_AUTHENTICATION=false) to run as the default user, or set DEFAULT_USER_PASSWORD ` +
      `to make the default user loginable.`,
  );
}

/**
 * Resolves the caller into `c.var.user`.
 * - Authentication on (`REQUIRE_AUTHENTICATION` or `ENABLE_BACKEND_ACCESS_CONTROL`): an API key
 *   (`X-Api-Key`) or a bearer token is required outside the public paths. Without a signing secret
 *   (`JWT_SECRET`) bearer tokens cannot verify (generic 401) and the token routes answer 503.
 * - Authentication off: requests without credentials act as the default user; credentials that are
 *   sent are still honoured, and credentials that do not verify are refused (never silently downgraded
 *   to the default user, which would write into someone else's memory).
 */
export const authMiddleware = createMiddleware<AppBindings>(async (c, next) => {
  const settings = c.get("settings");
  const db = createDb(c.env.DB);
  const creds = await resolveCredentials(db, settings, c.req.raw.headers);
  const publicPath = isPublicPath(c.req.path);
  let user: Principal | null = null;
  if (creds.kind === "ok") user = creds.principal;
  else if (creds.kind === "invalid" && !publicPath) throw genericUnauthorized(settings);
  else if (creds.kind === "none" && !settings.authRequired) {
    user = toPrincipal(await ensureDefaultUser(db, settings.defaultUserEmail), "default");
  }
  if (!user) {
    if (publicPath) return next();
    throw genericUnauthorized(settings);
  }
  c.set("user", user);
  return next();
});

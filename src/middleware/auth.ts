import { createMiddleware } from "hono/factory";
import { ApiError } from "../lib/errors";
import type { AppBindings, Principal } from "../lib/types";
import { authenticateRequest } from "../services/auth.service";
import { createDb } from "../storage/d1/client";
import { ensureDefaultUser, toPrincipal } from "../storage/d1/users.repo";

/** Routes reachable without credentials even when authentication is required. */
const PUBLIC_PATHS = [
  /^\/health(\/.*)?$/,
  /^\/openapi\.json$/,
  /^\/docs(\/.*)?$/,
  /^\/api\/v1\/auth\/(register|login|forgot-password|reset-password)$/,
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
 * Resolves the caller into `c.var.user`. With authentication off every request acts as the default
 * user; otherwise an API key (`X-Api-Key`) or a bearer token is required outside the public paths.
 */
export const authMiddleware = createMiddleware<AppBindings>(async (c, next) => {
  const settings = c.get("settings");
  const db = createDb(c.env.DB);
  const credentialed = await authenticateRequest(db, settings, c.req.raw.headers);
  let user: Principal | null = credentialed;
  if (!user && !settings.authRequired) {
    user = toPrincipal(await ensureDefaultUser(db, settings.defaultUserEmail), "default");
  }
  if (!user) {
    if (isPublicPath(c.req.path)) return next();
    throw genericUnauthorized(settings);
  }
  c.set("user", user);
  return next();
});

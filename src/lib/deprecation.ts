import type { Context } from "hono";

/**
 * The date after which deprecated routes, fields and search types may be removed (RFC 8594 `Sunset`). The
 * spec removes each "one release later"; this deployment promises at least until this date, and the README
 * says so. Moving it is a configuration of the release, not of a request.
 */
export const SUNSET = "Fri, 01 Jan 2027 00:00:00 GMT";

/**
 * Marks the answer as using something deprecated: `Deprecation: true` (as cognee's clients read it),
 * `Sunset`, a `Link` to the successor when there is one, and a `Warning` (299) that says what to use.
 * One convention for every deprecated route, field and value.
 */
export function markDeprecated(c: Context, what: string, successor: { href: string; use: string } | null = null): void {
  c.header("Deprecation", "true");
  c.header("Sunset", SUNSET);
  if (successor) c.header("Link", `<${successor.href}>; rel="successor-version"`);
  c.header("Warning", `299 - "${what} is deprecated${successor ? `; use ${successor.use}` : ""}"`, { append: true });
}

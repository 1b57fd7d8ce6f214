import { landingPage } from "./landing-page";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./health.routes";

export const health: AppRouteHandler<typeof routes.health> = (c) => c.json({ status: "ready", health: "healthy" as const, version: c.get("settings").version }, 200);

export const landing: AppRouteHandler<typeof routes.landing> = (c) => {
  // The page's only script is inline and talks to this origin alone.
  c.header("content-security-policy", "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'");
  return c.html(landingPage(c.get("settings").version), 200);
};

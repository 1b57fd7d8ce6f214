import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import type { Settings } from "./settings";
import type { Ports } from "../storage/ports";

/** The authenticated (or default) caller, resolved once per request by the auth middleware. */
export interface Principal {
  id: string;
  email: string;
  /** Active tenant; null means the user's personal workspace. */
  tenantId: string | null;
  isSuperuser: boolean;
  isAgent: boolean;
  parentUserId: string | null;
  /** How the caller authenticated; `default` when authentication is off. */
  via: "default" | "api_key" | "bearer";
}

export interface AppBindings {
  Bindings: Env;
  Variables: {
    settings: Settings;
    /** Bindings turned into ports once per request (src/storage/ports.ts); handlers pass these to services. */
    ports: Ports;
    user: Principal;
    requestId: string;
  };
}

export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppBindings>;

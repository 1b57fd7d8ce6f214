import { ApiError } from "../../core/errors";
import type { AppRouteHandler } from "../../lib/types";
import * as svc from "../../services/integrations";
import type * as routes from "./integrations.routes";

/** The issue tracker behind `/integrations/tracker/resources`. */
const TRACKER = "linear";

export const catalog: AppRouteHandler<typeof routes.catalog> = (c) => c.json({ connectors: svc.catalog(c.get("settings")) }, 200);

export const status: AppRouteHandler<typeof routes.status> = async (c) =>
  c.json(await svc.integrationsStatus(c.get("ports").db, c.get("user"), c.req.valid("query").tenant_id), 200);

export const trackerResources: AppRouteHandler<typeof routes.trackerResources> = async (c) => {
  const q = c.req.valid("query");
  return c.json(await svc.listResources(c.get("ports").db, c.get("settings"), c.get("user"), TRACKER, q.tenant_id, q.account_id), 200);
};

export const putTrackerResources: AppRouteHandler<typeof routes.putTrackerResources> = async (c) => {
  const q = c.req.valid("query");
  return c.json(await svc.setResources(c.get("ports").db, c.get("user"), TRACKER, q.tenant_id, q.account_id, c.req.valid("json").selected), 200);
};

export const authorize: AppRouteHandler<typeof routes.authorize> = async (c) => {
  const q = c.req.valid("query");
  const out = await svc.authorize(c.get("ports").db, c.get("settings"), c.get("user"), c.req.valid("param").provider, {
    tenantId: q.tenant_id,
    accountType: q.account_type ?? null,
    requestUrl: c.req.url,
  });
  c.header("set-cookie", out.cookie);
  c.header("cache-control", "no-store");
  return c.json(out.body, 200);
};

export const callback: AppRouteHandler<typeof routes.callback> = async (c) => {
  const q = c.req.valid("query");
  const out = await svc.callback(c.get("ports").db, c.get("settings"), c.req.valid("param").provider, {
    state: q.state,
    code: q.code,
    error: q.error,
    cookieHeader: c.req.header("cookie") ?? null,
    requestUrl: c.req.url,
  });
  c.header("set-cookie", out.clearCookie);
  c.header("cache-control", "no-store");
  return c.json(out.body, 200);
};

export const connection: AppRouteHandler<typeof routes.connection> = async (c) => {
  const q = c.req.valid("query");
  return c.json(await svc.getConnectionState(c.get("ports").db, c.get("user"), c.req.valid("param").provider, q.tenant_id, q.account_id), 200);
};

export const disconnect: AppRouteHandler<typeof routes.disconnect> = async (c) => {
  const q = c.req.valid("query");
  return c.json(await svc.disconnect(c.get("ports").db, c.get("settings"), c.get("user"), c.req.valid("param").provider, q.tenant_id, q.account_id), 200);
};

const lister =
  (which: "listResources" | "listFolders" | "listLabels"): AppRouteHandler<typeof routes.resources> =>
  async (c) => {
    const q = c.req.valid("query");
    return c.json(await svc.listResources(c.get("ports").db, c.get("settings"), c.get("user"), c.req.valid("param").provider, q.tenant_id, q.account_id, which), 200);
  };

export const resources = lister("listResources");
export const folders = lister("listFolders");
export const labels = lister("listLabels");

export const putResources: AppRouteHandler<typeof routes.putResources> = async (c) => {
  const q = c.req.valid("query");
  return c.json(await svc.setResources(c.get("ports").db, c.get("user"), c.req.valid("param").provider, q.tenant_id, q.account_id, c.req.valid("json").selected), 200);
};

export const sync: AppRouteHandler<typeof routes.sync> = async (c) => {
  const q = c.req.valid("query");
  const ports = c.get("ports");
  return c.json(await svc.requestSync(ports.db, ports.queue, c.get("user"), c.req.valid("param").provider, q.tenant_id, q.account_id), 202);
};

export const webhook: AppRouteHandler<typeof routes.webhook> = async (c) => {
  const ports = c.get("ports");
  // Bounded: webhook payloads are small; 1 MB is far above Linear's.
  const raw = new Uint8Array(await c.req.arrayBuffer());
  if (raw.length > 1024 * 1024) throw new ApiError(413, "PayloadTooLargeError", "Webhook payloads are limited to 1 MB.");
  return c.json(await svc.handleWebhook(ports.db, ports.queue, c.get("settings"), c.req.valid("param").provider, c.req.raw.headers, raw), 200);
};

import * as tenants from "../../services/tenants.service";
import { datasetRemoverFor } from "../../services/users.service";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./tenants.routes";

export const create: AppRouteHandler<typeof routes.create> = async (c) =>
  c.json(await tenants.createTenant(c.get("ports"), c.get("user"), c.req.valid("query").tenant_name), 200);

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const ports = c.get("ports");
  return c.json(await tenants.deleteTenant(ports, c.get("user"), c.req.valid("query").tenant_id, datasetRemoverFor(ports)), 200);
};

export const current: AppRouteHandler<typeof routes.current> = async (c) => c.json(await tenants.currentTenant(c.get("ports"), c.get("user")), 200);

export const serviceUrl: AppRouteHandler<typeof routes.serviceUrl> = async (c) =>
  c.json(await tenants.currentServiceUrl(c.get("ports").db, c.get("user"), c.get("settings").tenants, c.req.url), 200);

export const mine: AppRouteHandler<typeof routes.mine> = async (c) => c.json(await tenants.myTenantsWithStatus(c.get("ports"), c.get("user")), 200);

export const addMember: AppRouteHandler<typeof routes.addMember> = async (c) => {
  const q = c.req.valid("query");
  const user = c.get("user");
  const result = await tenants.addMember(c.get("ports"), user, tenants.ownerGate(user), {
    tenantId: q.tenant_id,
    userId: q.user_id,
    email: q.email,
  });
  return result.status === 200 ? c.json(result.body, 200) : c.json(result.body, 207);
};

export const removeMember: AppRouteHandler<typeof routes.removeMember> = async (c) => {
  const q = c.req.valid("query");
  const gate = tenants.ownerGate(c.get("user"));
  return c.json(await tenants.removeMember(c.get("ports"), gate, { tenantId: q.tenant_id, userId: q.user_id }), 200);
};

export const resendInvite: AppRouteHandler<typeof routes.resendInvite> = async (c) => {
  const q = c.req.valid("query");
  return c.json(await tenants.resendInvite(c.get("ports"), c.get("user"), q.tenant_id, q.email), 200);
};

export const users: AppRouteHandler<typeof routes.users> = async (c) =>
  c.json(await tenants.tenantUsers(c.get("ports"), c.get("user"), c.req.valid("param").tenant_id), 200);

export const status: AppRouteHandler<typeof routes.status> = async (c) =>
  c.json(await tenants.tenantStatus(c.get("ports"), c.get("user"), c.req.valid("param").tenant_id), 200);

export const restore: AppRouteHandler<typeof routes.restore> = async (c) =>
  c.json(
    await tenants.restoreTenant(c.get("ports"), c.get("user"), c.req.valid("param").tenant_id),
    200,
  );

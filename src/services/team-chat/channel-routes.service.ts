import { badRequest, conflict } from "../../core/errors";
import type { Principal } from "../../lib/types";
import type { Db } from "../../storage/d1/client";
import { type ChannelRouteRow, deleteRoute, routesOfPrimary, upsertRoute } from "../../storage/d1/team-chat.repo";
import { CHAT_DEFAULT_DATASET, CHAT_PROVIDER } from "./chat-ingest";
import { installationOfTenant } from "./chat-installations";
import { requireTenantRole } from "../integrations/connections.service";

const routeView = (r: ChannelRouteRow) => ({
  provider: r.provider,
  tenant_id: r.primaryTenantId,
  resource_id: r.resourceId,
  target_tenant_id: r.targetTenantId,
  dataset_name: r.datasetName,
  account_id: r.accountId,
  created_by: r.createdBy,
  created_at: new Date(r.createdAt).toISOString(),
});

/** `GET /integrations/{provider}/channel-routes` (member of the primary tenant). */
export async function listChannelRoutes(db: Db, user: Principal, provider: string, tenantId: string) {
  await requireTenantRole(db, user, tenantId, "member");
  const routes = await routesOfPrimary(db, provider, tenantId);
  return { provider, tenant_id: tenantId, routes: routes.map(routeView) };
}

export interface ChannelRoutePayload {
  resource_id: string;
  target_tenant_id: string;
  dataset_name?: string | null;
}

/**
 * `PUT /integrations/{provider}/channel-routes`: the caller must own the primary tenant and the target. The
 * primary is never a target (it always keeps receiving the resource); re-putting a route updates its dataset.
 */
export async function putChannelRoute(db: Db, user: Principal, provider: string, tenantId: string, body: ChannelRoutePayload) {
  if (body.target_tenant_id === tenantId) throw badRequest("A route targets another tenant: the primary tenant always receives its own resources.", "InvalidChannelRouteError");
  await requireTenantRole(db, user, tenantId, "owner");
  await requireTenantRole(db, user, body.target_tenant_id, "owner");
  const install = provider === CHAT_PROVIDER ? await installationOfTenant(db, tenantId) : undefined;
  const route = await upsertRoute(db, {
    provider,
    primaryTenantId: tenantId,
    resourceId: body.resource_id,
    targetTenantId: body.target_tenant_id,
    accountId: install?.teamId ?? null,
    datasetName: body.dataset_name?.trim() || CHAT_DEFAULT_DATASET,
    createdBy: user.id,
  });
  return routeView(route);
}

/**
 * `DELETE /integrations/{provider}/channel-routes/{resource_id}` (owner of the primary tenant only). With
 * `target_tenant_id`: that route. Without: the single route of the resource; nothing when there is none;
 * 409 when there are several (the caller must name the target).
 */
export async function deleteChannelRoute(db: Db, user: Principal, provider: string, tenantId: string, resourceId: string, targetTenantId?: string | null) {
  await requireTenantRole(db, user, tenantId, "owner");
  const routes = await routesOfPrimary(db, provider, tenantId, resourceId);
  const chosen = targetTenantId ? routes.filter((r) => r.targetTenantId === targetTenantId) : routes;
  if (!targetTenantId && chosen.length > 1) {
    throw conflict(
      `Resource ${resourceId} is routed to ${chosen.length} tenants (${chosen.map((r) => r.targetTenantId).join(", ")}); repeat with target_tenant_id.`,
      "AmbiguousChannelRouteError",
    );
  }
  for (const r of chosen) await deleteRoute(db, r);
  return { provider, tenant_id: tenantId, resource_id: resourceId, deleted: chosen.map((r) => r.targetTenantId) };
}

import type { Context } from "hono";
import { forbidden } from "../../core/errors";
import type { AppBindings } from "../../lib/types";
import { requireTenant } from "../../services/permissions.service";
import { tenantPod } from "../../services/tenants.service";
import { readOutbox } from "../../storage/mail/outbox";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./dev.routes";

/** Operator/dev surface: open when authentication is off (local), else superusers only. */
function requireOperator(c: Context<AppBindings>): void {
  if (c.get("settings").authRequired && !c.get("user").isSuperuser) {
    throw forbidden("Only available with authentication off or to superusers.");
  }
}

export const outbox: AppRouteHandler<typeof routes.outbox> = async (c) => {
  requireOperator(c);
  const q = c.req.valid("query");
  const rows = await readOutbox(c.get("ports").db, { to: q.to, limit: q.limit });
  return c.json(
    rows.map((r) => ({ id: r.id, to: r.toAddress, subject: r.subject, body: r.body, kind: r.kind, created_at: new Date(r.createdAt).toISOString() })),
    200,
  );
};

export const suspend: AppRouteHandler<typeof routes.suspend> = async (c) => {
  requireOperator(c);
  const tenant = await requireTenant(c.get("ports").db, c.req.valid("param").tenant_id);
  const pod = tenantPod(c.get("ports"), tenant.id);
  await pod.initTenant(tenant.id, tenant.ownerId, null);
  const state = await pod.suspend();
  return c.json({ tenant_id: tenant.id, status: state?.status ?? "unknown" }, 200);
};

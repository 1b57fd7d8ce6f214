import { forbidden } from "../../core/errors";
import type { Principal } from "../../lib/types";
import type { Db } from "../../storage/d1/client";
import type { TenantRow } from "../../storage/d1/tenants.repo";
import { tenantAccess } from "../permissions.service";

/** Spec (Authentication 7): owner-only and member-level operations, checked against the tenant (404 when it is missing). */
export async function requireTenantRole(db: Db, user: Principal, tenantId: string, role: "owner" | "member"): Promise<TenantRow> {
  const access = await tenantAccess(db, tenantId, user);
  if (role === "owner" && !access.owner) throw forbidden("Only the tenant owner can do this.");
  if (!access.member) throw forbidden("You are not a member of this tenant.");
  return access.tenant;
}

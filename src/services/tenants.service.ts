import { ApiError, forbidden, notFound } from "../core/errors";
import { isUuid } from "../core/ids";
import type { TenantsConfig } from "../lib/settings";
import type { Principal } from "../lib/types";
import { childUsers, insertUser, setActiveTenant } from "../storage/d1/accounts.repo";
import type { Db } from "../storage/d1/client";
import {
  addTenantMember,
  getTenantByName,
  insertTenant,
  isTenantMember,
  membersOf,
  removeTenantMember,
  setTenantStatus,
  type TenantRow,
  tenantsOf,
  deleteTenantRows,
} from "../storage/d1/tenants.repo";
import { datasetsInTenant } from "../storage/d1/grants.repo";
import { findUserByEmail, findUserById, toPrincipal, type UserRow } from "../storage/d1/users.repo";
import { type PodStub, workspaceIdFor } from "../storage/pods";
import type { Ports } from "../storage/ports";
import { deliver, mailTemplates } from "./mail.service";
import { memberIdFor, requireTenant, requireTenantMember } from "./permissions.service";
import { type PodMember, type PodState } from "../core/pod/membership";
import type { DatasetRow } from "../storage/d1/datasets.repo";

/** Statuses reported for a tenant (spec: States and transitions). */
export type TenantStatus = "provisioning" | "healthy" | "suspended" | "failed" | "terminating" | "unknown";
export type SyncStatus = "ok" | "unreachable" | "rejected";

/** What the tenant services use: the control plane, the tenants' pods, settings and the mail provider. */
export type TenantPorts = Pick<Ports, "db" | "pods" | "settings" | "mail">;

/** The tenant's Durable Object is its pod. */
export const tenantPod = (ports: Pick<Ports, "pods">, tenantId: string): PodStub => ports.pods(workspaceIdFor(tenantId, ""));

/** Pod errors arrive as `ApiError`s (src/storage/pods.ts); a 503 (suspended) or a transport failure means unreachable. */
function classifyPodFailure(err: unknown): { sync: Exclude<SyncStatus, "ok">; status: number | null; name: string | null; message: string } {
  if (!(err instanceof ApiError)) return { sync: "unreachable", status: null, name: null, message: err instanceof Error ? err.message : String(err) };
  return { sync: err.status === 503 ? "unreachable" : "rejected", status: err.status, name: err.errorName, message: err.message };
}

const TENANT_NAME = /^[\p{L}\p{N}][\p{L}\p{N} _.'\-]{0,99}$/u;

const podMembers = (tenant: TenantRow, members: UserRow[]): PodMember[] =>
  members.map((u) => ({ userId: u.id, email: u.email, role: u.id === tenant.ownerId ? "owner" : "member" }));

const tenantDto = (t: TenantRow, status: TenantStatus) => ({
  id: t.id,
  tenant_id: t.id,
  name: t.name,
  tenant_name: t.name,
  owner_id: t.ownerId,
  status,
  created_at: new Date(t.createdAt).toISOString(),
});

// ---------------------------------------------------------------------------------------------

export async function createTenant(ports: TenantPorts, caller: Principal, rawName: string) {
  const { db } = ports;
  if (caller.isAgent) throw forbidden("Agents cannot create tenants.");
  const name = (rawName ?? "").trim();
  if (!TENANT_NAME.test(name)) {
    throw new ApiError(400, "InvalidTenantNameError", "Tenant names are 1-100 letters, digits, spaces, '.', '_', ''' or '-', starting with a letter or digit.");
  }
  if (await getTenantByName(db, name)) throw new ApiError(400, "TenantAlreadyExistsError", `A tenant named "${name}" already exists.`);
  let tenant: TenantRow;
  try {
    tenant = await insertTenant(db, name, caller.id);
  } catch (err) {
    if (/unique/i.test(String(err))) throw new ApiError(400, "TenantAlreadyExistsError", `A tenant named "${name}" already exists.`);
    throw err;
  }
  const status = await provision(ports, tenant, caller.email);
  // The creator works in the new tenant from now on (cognee).
  await setActiveTenant(db, [caller.id], tenant.id);
  return { message: "Tenant created.", tenant_id: tenant.id, tenant_name: tenant.name, status };
}

/** Binds the pod to the tenant; a pod that cannot be reached leaves the tenant `provisioning` (retried on status reads). */
async function provision(ports: Pick<Ports, "db" | "pods">, tenant: TenantRow, ownerEmail: string | null): Promise<TenantStatus> {
  const { db } = ports;
  try {
    await tenantPod(ports, tenant.id).initTenant(tenant.id, tenant.ownerId, ownerEmail);
    await setTenantStatus(db, tenant.id, "healthy");
    return "healthy";
  } catch (err) {
    console.warn(`tenant ${tenant.id} provisioning deferred: ${classifyPodFailure(err).message}`);
    return "provisioning";
  }
}

const mapPodStatus = (state: PodState | null): TenantStatus => {
  switch (state?.status) {
    case "healthy":
      return "healthy";
    case "suspended":
      return "suspended";
    // Cold start after a restore: not serving yet.
    case "restoring":
      return "provisioning";
    case "failed":
      return "failed";
    case "terminating":
      return "terminating";
    default:
      return "unknown";
  }
};

export async function resolveStatus(ports: Pick<Ports, "db" | "pods">, tenant: TenantRow): Promise<TenantStatus> {
  const { db } = ports;
  if (tenant.status === "terminating" || tenant.status === "failed") return tenant.status;
  if (tenant.status === "provisioning") {
    const owner = await findUserById(db, tenant.ownerId);
    const status = await provision(ports, tenant, owner?.email ?? null);
    if (status !== "healthy") return status;
  }
  try {
    return mapPodStatus(await tenantPod(ports, tenant.id).podState());
  } catch {
    return "unknown";
  }
}

export async function deleteTenant(ports: TenantPorts, caller: Principal, tenantId: string, removeDataset: DatasetRemover) {
  const { db } = ports;
  const tenant = await requireTenant(db, tenantId);
  if (tenant.ownerId !== caller.id) throw forbidden("Only the tenant owner can delete the tenant.");
  await deleteTenantCompletely(ports, tenant, removeDataset);
  return { message: "Tenant deleted.", tenant_id: tenant.id };
}

/**
 * Marks the tenant terminating, removes each dataset as its owner would (pod content, external
 * vectors, raw files), wipes the pod, then the control-plane rows. A pod that cannot be reached leaves
 * the tenant `terminating` (503): the deletion can be repeated.
 */
export async function deleteTenantCompletely(ports: Pick<Ports, "db" | "pods">, tenant: TenantRow, removeDataset: DatasetRemover): Promise<void> {
  const { db } = ports;
  await setTenantStatus(db, tenant.id, "terminating");
  try {
    for (const d of await datasetsInTenant(db, tenant.id)) {
      const owner = await findUserById(db, d.ownerId);
      if (owner) await removeDataset(d, toPrincipal(owner, "default"));
    }
    await tenantPod(ports, tenant.id).destroyWorkspace();
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) throw err;
    console.warn(`tenant ${tenant.id} workspace not destroyed: ${classifyPodFailure(err).message}`);
    throw new ApiError(503, "WorkspaceUnreachableError", "The workspace could not be reached; the tenant is marked terminating. Retry the deletion.");
  }
  await deleteTenantRows(db, tenant.id);
}

export async function currentTenant(ports: TenantPorts, caller: Principal) {
  const { db } = ports;
  if (!caller.tenantId) throw notFound("No tenant is selected for this user.", "TenantNotFoundError");
  const access = await requireTenantMember(db, caller.tenantId, caller);
  return tenantDto(access.tenant, await resolveStatus(ports, access.tenant));
}

export async function currentServiceUrl(db: Db, caller: Principal, config: TenantsConfig, requestUrl: string) {
  if (!caller.tenantId) throw notFound("No tenant is selected for this user.", "TenantNotFoundError");
  const { tenant } = await requireTenantMember(db, caller.tenantId, caller);
  const base = config.serviceUrlTemplate ? config.serviceUrlTemplate.replaceAll("{tenant_id}", tenant.id) : new URL(requestUrl).origin;
  return { tenant_id: tenant.id, service_url: base.replace(/\/+$/, "") };
}

export async function myTenantsWithStatus(ports: TenantPorts, caller: Principal) {
  const { db } = ports;
  const memberId = memberIdFor(caller);
  const out = [];
  for (const t of await tenantsOf(db, memberId)) {
    const owner = await findUserById(db, t.ownerId);
    out.push({
      ...tenantDto(t, await resolveStatus(ports, t)),
      is_owner: t.ownerId === memberId,
      is_current: caller.tenantId === t.id,
      owner: { id: t.ownerId, email: owner?.email ?? null },
    });
  }
  return out;
}

/** Any member may list the members; the pod itself confirms the caller before anything is returned. */
export async function tenantUsers(ports: TenantPorts, caller: Principal, tenantId: string) {
  const { db } = ports;
  const { tenant } = await requireTenantMember(db, tenantId, caller);
  await podCall(() => tenantPod(ports, tenant.id).assertMember(memberIdFor(caller)));
  return (await membersOf(db, tenant.id)).map((u) => ({
    id: u.id,
    email: u.email,
    is_owner: u.id === tenant.ownerId,
    pending_invite: u.isStub,
  }));
}

/** Pod refusals keep their status (403 not a member); an unreachable pod is 503. */
async function podCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const f = classifyPodFailure(err);
    if (f.status && f.name) throw new ApiError(f.status as ApiError["status"], f.name, f.message);
    throw new ApiError(503, "WorkspaceUnreachableError", "The workspace could not be reached; retry once it is running.");
  }
}

export async function tenantStatus(ports: TenantPorts, caller: Principal, tenantId: string) {
  const { db } = ports;
  const { tenant } = await requireTenantMember(db, tenantId, caller);
  return { tenant_id: tenant.id, status: await resolveStatus(ports, tenant) };
}

/**
 * Any member may restore. The pod re-learns the member list (pushes may have been missed while it
 * was scaled to zero), checks the caller itself, and starts the cold start. A refusal or an
 * unreachable control plane is 502.
 */
export async function restoreTenant(ports: TenantPorts, caller: Principal, tenantId: string) {
  const { db } = ports;
  const { tenant } = await requireTenantMember(db, tenantId, caller);
  let state: PodState;
  try {
    state = await tenantPod(ports, tenant.id).restore(
      tenant.id,
      tenant.ownerId,
      memberIdFor(caller),
      podMembers(tenant, await membersOf(db, tenant.id)),
      ports.settings.tenants.restoreColdStartMs,
    );
  } catch (err) {
    const f = classifyPodFailure(err);
    if (f.status === 403) throw forbidden(f.message);
    throw new ApiError(502, "ControlPlaneError", `The control plane could not restore the workspace: ${f.status ? f.message : "unreachable"}.`);
  }
  if (tenant.status === "provisioning") await setTenantStatus(db, tenant.id, "healthy");
  return { tenant_id: tenant.id, status: state.status === "restoring" ? "restoring" : mapPodStatus(state) };
}

// ---------------------------------------------------------------------------------------------
// Members

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface AddMemberResult {
  message: string;
  user_id: string;
  pending_invite: boolean;
  invite_email_sent: boolean;
  sync_status: SyncStatus;
  already_member: boolean;
}

/** The owner (tenant routes) or a `manage_users` holder (permission routes) may add members. */
export type MemberGate = (tenant: TenantRow) => Promise<void>;

export const ownerGate =
  (caller: Principal): MemberGate =>
  async (tenant) => {
    if (tenant.ownerId !== caller.id) throw forbidden("Only the tenant owner can manage its members.");
  };

/**
 * Adds a member by id or by address (a stub account is created for an unknown address; it joins on
 * sign-up). The membership is pushed to the pod; only when the pod confirmed it does the mail go out
 * (sign-up call-to-action or access notice). A pod that did not learn of it gives 207 and no mail.
 */
export async function addMember(
  ports: TenantPorts,
  caller: Principal,
  gate: MemberGate,
  input: { tenantId: string; userId?: string | null; email?: string | null; refuseExisting?: boolean },
): Promise<{ status: 200 | 207; body: AddMemberResult }> {
  const { db } = ports;
  if (!input.userId && !input.email) {
    throw new ApiError(400, "InvalidRequestError", "Either user_id or email must be provided.");
  }
  const tenant = await requireTenant(db, input.tenantId);
  await gate(tenant);

  let user: UserRow | undefined;
  let created = false;
  if (input.userId) {
    user = isUuid(input.userId) ? await findUserById(db, input.userId) : undefined;
    if (!user) throw notFound(`User (${input.userId}) not found.`, "UserNotFoundError");
  } else {
    const email = input.email!.trim().toLowerCase();
    if (!EMAIL.test(email) || email.length > 320) throw new ApiError(400, "InvalidEmailError", `"${email.slice(0, 80)}" is not a valid e-mail address.`);
    user = await findUserByEmail(db, email);
    if (!user) {
      user = await insertUser(db, { email, isStub: true });
      created = true;
    }
  }
  if (user.isAgent) throw new ApiError(400, "InvalidRequestError", "Agent users act through their parent and cannot be members.");

  if (input.refuseExisting && (user.id === tenant.ownerId || (await isTenantMember(db, tenant.id, user.id)))) {
    throw new ApiError(409, "EntityAlreadyExistsError", "The user is already a member of the tenant.");
  }
  const alreadyMember = user.id === tenant.ownerId || !(await addTenantMember(db, tenant.id, user.id));
  const pendingInvite = user.isStub;

  let sync: SyncStatus = "ok";
  try {
    await tenantPod(ports, tenant.id).addMember(tenant.id, tenant.ownerId, {
      userId: user.id,
      email: user.email,
      role: user.id === tenant.ownerId ? "owner" : "member",
    });
  } catch (err) {
    sync = classifyPodFailure(err).sync;
  }

  let mailed = false;
  if (sync === "ok") {
    const inviter = caller.email;
    const appUrl = ports.settings.mail.appUrl;
    const message = pendingInvite
      ? mailTemplates.tenantInviteSignup(user.email, tenant.name, inviter, appUrl)
      : mailTemplates.tenantAccessNotice(user.email, tenant.name, inviter, appUrl);
    mailed = (await deliver(ports.mail, message)).sent;
  }

  const message =
    sync !== "ok"
      ? `User added to tenant, but the workspace did not learn of it (${sync}); no mail was sent. Repeat the same request later.`
      : alreadyMember
        ? "User is already a member; membership re-synced and notification re-sent."
        : created || pendingInvite
          ? "Invitation created; the user joins on sign-up."
          : "User added to tenant.";
  return {
    status: sync === "ok" ? 200 : 207,
    body: {
      message,
      user_id: user.id,
      pending_invite: pendingInvite,
      invite_email_sent: mailed,
      sync_status: sync,
      already_member: alreadyMember,
    },
  };
}

/**
 * Removes a member: access is revoked on the pod first; if the pod cannot be reached nothing is
 * removed (503). Then the membership, its roles, capability grants and dataset grants in the tenant
 * go (datasets the member owned there pass to the owner), and the member is mailed.
 */
export async function removeMember(
  ports: TenantPorts,
  gate: MemberGate,
  input: { tenantId: string; userId: string },
) {
  const { db } = ports;
  const tenant = await requireTenant(db, input.tenantId);
  await gate(tenant);
  if (input.userId === tenant.ownerId) {
    throw new ApiError(400, "InvalidRequestError", "The tenant owner cannot be removed from the tenant.");
  }
  const user = isUuid(input.userId) ? await findUserById(db, input.userId) : undefined;
  if (!user || !(await isTenantMember(db, tenant.id, user.id))) {
    throw notFound("The user is not a member of this tenant.", "TenantMembershipNotFoundError");
  }
  try {
    await tenantPod(ports, tenant.id).removeMember(tenant.id, tenant.ownerId, user.id);
  } catch (err) {
    const f = classifyPodFailure(err);
    throw new ApiError(503, "WorkspaceUnreachableError", `The workspace could not revoke access (${f.name ?? "unreachable"}); nothing was removed. Retry once it is running.`);
  }
  const agents = (await childUsers(db, user.id)).map((a) => a.id);
  await removeTenantMember(db, tenant, [user.id, ...agents]);
  const mailed = (await deliver(ports.mail, mailTemplates.tenantRemoval(user.email, tenant.name))).sent;
  return { message: "User removed from tenant.", tenant_id: tenant.id, user_id: user.id, notice_email_sent: mailed };
}

/** Re-sends the membership mail only; the variant follows the member's current state. */
export async function resendInvite(ports: TenantPorts, caller: Principal, tenantId: string, email: string) {
  const { db } = ports;
  const tenant = await requireTenant(db, tenantId);
  await ownerGate(caller)(tenant);
  const user = await findUserByEmail(db, (email ?? "").trim());
  if (!user || !(await isTenantMember(db, tenant.id, user.id))) {
    throw notFound("The address is not a member of this tenant.", "TenantMembershipNotFoundError");
  }
  const appUrl = ports.settings.mail.appUrl;
  const message = user.isStub
    ? mailTemplates.tenantInviteSignup(user.email, tenant.name, caller.email, appUrl)
    : mailTemplates.tenantAccessNotice(user.email, tenant.name, caller.email, appUrl);
  const sent = (await deliver(ports.mail, message)).sent;
  return { message: sent ? "Membership mail re-sent." : "The membership mail could not be sent.", invite_email_sent: sent, pending_invite: user.isStub };
}

/** Switches the caller's active tenant (null: personal workspace). Agents follow their parent's memberships. */
export async function selectTenant(db: Db, caller: Principal, tenantId: string | null) {
  if (tenantId) await requireTenantMember(db, tenantId, caller);
  await setActiveTenant(db, [caller.id], tenantId);
  return { message: "Tenant selected.", tenant_id: tenantId };
}

/** Used by account deletion: drop a user's membership everywhere, telling each pod (best effort). */
export async function leaveAllTenants(ports: Pick<Ports, "db" | "pods">, userIds: string[]): Promise<void> {
  const { db } = ports;
  for (const userId of userIds) {
    for (const t of await tenantsOf(db, userId)) {
      if (t.ownerId === userId) continue;
      try {
        await tenantPod(ports, t.id).removeMember(t.id, t.ownerId, userId);
      } catch (err) {
        // The account is going away: it can no longer authenticate, so a stale pod entry grants nothing.
        console.warn(`tenant ${t.id}: member ${userId} not removed from pod: ${classifyPodFailure(err).message}`);
      }
      await removeTenantMember(db, t, [userId]);
    }
  }
}

/** Removes one dataset completely (pod content, external vectors, raw files, D1 row and grants). */
export type DatasetRemover = (dataset: DatasetRow, owner: Principal) => Promise<void>;

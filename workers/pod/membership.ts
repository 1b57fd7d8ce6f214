import { ApiError } from "../../src/core/errors";
import { all, one, run } from "./sql";
import { type PodMember, type PodState, type PodStatus } from "../../src/core/pod/membership";

interface StateRow {
  tenant_id: string | null;
  owner_id: string | null;
  status: PodStatus;
  restore_due_at: number | null;
}

/** Reads the state; a restore whose cold start is over becomes `healthy` here (no alarm needed). */
export function readState(sql: SqlStorage, now = Date.now()): PodState | null {
  const row = one<StateRow>(sql, `SELECT tenant_id, owner_id, status, restore_due_at FROM pod_state WHERE id = 1`);
  if (!row) return null;
  if (row.status === "restoring" && (row.restore_due_at ?? 0) <= now) {
    run(sql, `UPDATE pod_state SET status = 'healthy', restore_due_at = NULL, updated_at = ? WHERE id = 1`, now);
    return { tenantId: row.tenant_id, ownerId: row.owner_id, status: "healthy", restoreDueAt: null };
  }
  return { tenantId: row.tenant_id, ownerId: row.owner_id, status: row.status, restoreDueAt: row.restore_due_at };
}

/** Binds the pod to its tenant on first contact; a pod never serves two tenants. */
export function ensureTenant(sql: SqlStorage, tenantId: string, ownerId: string, ownerEmail?: string | null): PodState {
  const state = readState(sql);
  if (state && state.tenantId && state.tenantId !== tenantId) {
    throw new ApiError(409, "WorkspaceMismatchError", "This workspace pod belongs to another tenant.");
  }
  const now = Date.now();
  if (!state) {
    run(
      sql,
      `INSERT INTO pod_state (id, tenant_id, owner_id, status, restore_due_at, updated_at) VALUES (1, ?, ?, 'healthy', NULL, ?)`,
      tenantId,
      ownerId,
      now,
    );
  } else if (state.ownerId !== ownerId || !state.tenantId) {
    run(sql, `UPDATE pod_state SET tenant_id = ?, owner_id = ?, updated_at = ? WHERE id = 1`, tenantId, ownerId, now);
  }
  upsertMember(sql, { userId: ownerId, email: ownerEmail ?? null, role: "owner" });
  return readState(sql)!;
}

/** Membership changes need a running pod: suspended/restoring is "unreachable" (503), failed/terminating rejects (409). */
export function requireReachable(state: PodState | null): void {
  if (!state) return;
  if (state.status === "suspended" || state.status === "restoring") {
    throw new ApiError(
      503,
      "WorkspaceSuspendedError",
      state.status === "suspended"
        ? "The workspace is suspended (scaled to zero, data intact). Restore it with POST /api/v1/tenants/{tenant_id}/restore."
        : "The workspace is starting after a restore; retry in a moment.",
    );
  }
  if (state.status === "failed" || state.status === "terminating") {
    throw new ApiError(409, "WorkspaceUnavailableError", `The workspace is ${state.status} and does not accept changes.`);
  }
}

export function upsertMember(sql: SqlStorage, m: PodMember): void {
  run(
    sql,
    `INSERT INTO members (user_id, email, role, added_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET email = COALESCE(excluded.email, members.email), role = excluded.role`,
    m.userId,
    m.email ?? null,
    m.role ?? "member",
    Date.now(),
  );
}

export function removeMember(sql: SqlStorage, userId: string): boolean {
  return run(sql, `DELETE FROM members WHERE user_id = ?`, userId) > 0;
}

/** Replaces the member list with the control plane's (used on restore, when pushes may have been missed). */
export function syncMembers(sql: SqlStorage, members: PodMember[]): void {
  const keep = new Set(members.map((m) => m.userId));
  for (const row of all<{ user_id: string }>(sql, `SELECT user_id FROM members`)) {
    if (!keep.has(row.user_id)) removeMember(sql, row.user_id);
  }
  for (const m of members) upsertMember(sql, m);
}

export function listMembers(sql: SqlStorage): { userId: string; email: string | null; role: string }[] {
  return all<{ user_id: string; email: string | null; role: string }>(
    sql,
    `SELECT user_id, email, role FROM members ORDER BY added_at, user_id`,
  ).map((r) => ({ userId: r.user_id, email: r.email, role: r.role }));
}

export function isMember(sql: SqlStorage, userId: string): boolean {
  return one<{ n: number }>(sql, `SELECT count(*) AS n FROM members WHERE user_id = ?`, userId)!.n > 0;
}

/** Refuses a user the pod does not know. Personal pods (no tenant state) defer to dataset grants. */
export function assertMember(sql: SqlStorage, userId: string): void {
  const state = readState(sql);
  if (!state?.tenantId) return;
  if (!isMember(sql, userId)) {
    throw new ApiError(403, "PermissionDeniedError", "User is not a member of this workspace.");
  }
}

/** For RPCs that serve or change data: the pod must be running, and the user (when given) a member. */
export function assertServing(sql: SqlStorage, userId?: string | null): void {
  const state = readState(sql);
  if (state && state.status !== "healthy") {
    if (state.status === "suspended" || state.status === "restoring") requireReachable(state);
    throw new ApiError(503, "WorkspaceUnavailableError", `The workspace is ${state.status}.`);
  }
  if (userId) assertMember(sql, userId);
}

export function setStatus(sql: SqlStorage, status: PodStatus): PodState | null {
  run(sql, `UPDATE pod_state SET status = ?, restore_due_at = NULL, updated_at = ? WHERE id = 1`, status, Date.now());
  return readState(sql);
}

/**
 * Starts a restore: `suspended` becomes `restoring` until `dueAt` (the cold start), then `healthy`.
 * Anything but suspended/restoring/healthy is refused (the control plane answers 502).
 */
export function beginRestore(sql: SqlStorage, dueAt: number): PodState {
  const state = readState(sql);
  if (!state) throw new ApiError(404, "TenantNotFoundError", "The workspace has no tenant state.");
  if (state.status === "healthy" || state.status === "restoring") return state;
  if (state.status !== "suspended") {
    throw new ApiError(502, "RestoreRejectedError", `The control plane cannot restore a workspace that is ${state.status}.`);
  }
  run(sql, `UPDATE pod_state SET status = 'restoring', restore_due_at = ?, updated_at = ? WHERE id = 1`, dueAt, Date.now());
  return readState(sql, 0)!;
}

/** Alarm hook: finishes a restore whose cold start is over; returns the next due time, if any. */
export function finishDueRestore(sql: SqlStorage, now = Date.now()): number | null {
  const state = readState(sql, now);
  return state?.status === "restoring" ? state.restoreDueAt : null;
}

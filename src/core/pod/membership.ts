/** Workspace state and members as the pod keeps them. */

export interface PodMember {
  userId: string;
  email?: string | null;
  role?: "owner" | "member";
}

export interface PodState {
  tenantId: string | null;
  ownerId: string | null;
  status: PodStatus;
  restoreDueAt: number | null;
}

/**
 * Membership and lifecycle state of a workspace pod (schema: tables `members`, `pod_state`).
 *
 * A tenant's pod learns its members from the control plane (pushed on add/remove/restore) and enforces
 * access itself: `assertMember` refuses users it does not know, and `assertServing` additionally refuses
 * while the pod is suspended (scaled to zero, data intact) or still cold-starting after a restore.
 * A personal pod (`user:<id>`) has no tenant state: access there is decided by dataset grants alone.
 */
export type PodStatus = "healthy" | "suspended" | "restoring" | "failed" | "terminating";

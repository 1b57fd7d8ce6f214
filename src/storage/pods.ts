import type { WorkspacePod } from "../../workers/workspace-pod.do";

/** Durable Object name of a workspace: a tenant's, or a user's personal space. */
export const workspaceIdFor = (tenantId: string | null, userId: string) =>
  tenantId ? `tenant:${tenantId}` : `user:${userId}`;

export type PodStub = DurableObjectStub<WorkspacePod>;

/** The only place that resolves workspace pod stubs. */
export const getPod = (env: Env, workspaceId: string): PodStub =>
  (env.WORKSPACE_POD as unknown as DurableObjectNamespace<WorkspacePod>).getByName(workspaceId);

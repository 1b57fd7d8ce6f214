import type { WorkspacePod } from "../../workers/workspace-pod.do";
import type { PodApi } from "../core/pod-api";
import { decodePodError } from "../core/pod-errors";

/** Durable Object name of a workspace: a tenant's, or a user's personal space. */
export const workspaceIdFor = (tenantId: string | null, userId: string) =>
  tenantId ? `tenant:${tenantId}` : `user:${userId}`;

/** The pod as services see it: the typed contract of src/core/pod-api.ts (each service takes its group). */
export type PodStub = PodApi;

/** Stub members that are not pod RPCs: passed through untouched (test helpers inspect `id` and `fetch`). */
const NOT_RPC = new Set<PropertyKey>(["id", "name", "fetch", "connect", "then", "dup"]);

/**
 * Wraps a pod stub so every RPC's rejection goes through `decodePodError`: an `ApiError` thrown in the pod
 * arrives here as an `ApiError` again, with its status and name (src/core/pod-errors.ts).
 */
function decodingStub(stub: DurableObjectStub<WorkspacePod>): PodStub {
  const typed: PodStub = stub;
  return new Proxy(typed, {
    get(target, prop) {
      const value = Reflect.get(target, prop) as unknown;
      if (typeof value !== "function" || prop === "constructor") return value;
      // RPC methods are proxies themselves (`value.apply` would be an RPC call): Reflect.apply calls them.
      const call = (...args: unknown[]): unknown => Reflect.apply(value, target, args);
      if (typeof prop === "symbol" || NOT_RPC.has(prop)) return call;
      return (...args: unknown[]) =>
        Promise.resolve(call(...args)).catch((err: unknown) => {
          throw decodePodError(err);
        });
    },
  });
}

/** The only place that resolves workspace pod stubs. */
export const getPod = (env: Env, workspaceId: string): PodStub =>
  decodingStub((env.WORKSPACE_POD as unknown as DurableObjectNamespace<WorkspacePod>).getByName(workspaceId));

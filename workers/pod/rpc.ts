import { encodePodError } from "../../src/core/pod-errors";
import { assertServing } from "./membership";

/**
 * RPCs that keep working while the pod is suspended: lifecycle, membership, liveness and wholesale
 * deletion by the control plane (tenant and account deletion). Everything else serves or changes data.
 */
export const CONTROL_RPCS = new Set([
  "stats",
  "initTenant",
  "addMember",
  "removeMember",
  "listMembers",
  "assertMember",
  "assertServing",
  "podState",
  "suspend",
  "restore",
  "destroyWorkspace",
  "purgeDataset",
  "deleteDatasetContent",
  "forgetDatasetSessions",
  "forgetUserSessions",
]);

/** Not RPCs: the runtime's own entry points keep their errors as they are. */
const RUNTIME_HOOKS = new Set(["constructor", "alarm", "fetch"]);

type AsyncMethod = (...args: unknown[]) => Promise<unknown>;

/**
 * The one wrapper around every async RPC of the pod class, so RPCs added later are covered without each
 * one remembering a check:
 * - outside CONTROL_RPCS the pod must be serving (503 WorkspaceSuspendedError while suspended or
 *   cold-starting); personal pods and healthy tenants pay one single-row read per call;
 * - an `ApiError` thrown inside is encoded so its status and name survive RPC (src/core/pod-errors.ts);
 *   anything else crosses as it is and the Worker answers a generic 500.
 * A call from one RPC to another inside the pod goes through the wrapper again (one more row read).
 */
export function wrapPodRpcs(cls: { prototype: object }): void {
  const proto = cls.prototype as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(proto)) {
    if (RUNTIME_HOOKS.has(name)) continue;
    const desc = Object.getOwnPropertyDescriptor(proto, name);
    const original = desc?.value as AsyncMethod | undefined;
    if (!desc || typeof original !== "function" || original.constructor.name !== "AsyncFunction") continue;
    const dataRpc = !CONTROL_RPCS.has(name);
    Object.defineProperty(proto, name, {
      ...desc,
      value: async function rpc(this: { ctx: DurableObjectState }, ...args: unknown[]) {
        try {
          if (dataRpc) assertServing(this.ctx.storage.sql);
          return await original.apply(this, args);
        } catch (err) {
          throw encodePodError(err);
        }
      },
    });
  }
}

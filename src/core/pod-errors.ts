import { ApiError } from "./errors";

/**
 * The one error path across the pod's RPC boundary.
 *
 * Workers RPC keeps a thrown Error's `name` and `message` only: no subclass, no own properties such as
 * `ApiError.status`. So the pod's RPC wrapper (workers/pod/rpc.ts) re-throws an `ApiError` as a plain
 * Error whose message is `<status>|<ErrorName>|<message>` (status: three digits, 400-599; name: letters),
 * and the Worker's stub wrapper (src/storage/pods.ts) turns that back into an `ApiError`, so services and
 * `app.onError` see the real thing. Any other error crosses unchanged and answers a generic 500.
 */
const ENCODED = /^([45]\d{2})\|([A-Za-z]+)\|([\s\S]*)$/;

/** Pod side: an `ApiError` becomes an Error that survives RPC; anything else is returned as it is. */
export function encodePodError(err: unknown): unknown {
  if (!(err instanceof ApiError)) return err;
  const encoded = new Error(`${err.status}|${err.errorName}|${err.message}`);
  encoded.name = err.errorName;
  return encoded;
}

/** Worker side: an Error encoded by `encodePodError` becomes an `ApiError` again; anything else is unchanged. */
export function decodePodError(err: unknown): unknown {
  if (err instanceof ApiError || !(err instanceof Error)) return err;
  const m = ENCODED.exec(err.message);
  if (!m) return err;
  return new ApiError(Number(m[1]) as ApiError["status"], m[2]!, m[3]!);
}

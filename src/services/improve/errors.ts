import { HTTPException } from "hono/http-exception";
import { ApiError, ValidationError } from "../../core/errors";

/**
 * Spec (Errors): named service errors keep their status and `detail`; anything unexpected on remember,
 * improve and recall answers 409 with an `error` field (cognee's fallback), never a 500 with a trace.
 */
export async function withConflictFallback<T>(message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ApiError || err instanceof ValidationError || err instanceof HTTPException) throw err;
    // The cause goes to the log only: a raw internal message ("Maximum call stack size exceeded", a SQL
    // error) tells the caller nothing actionable and can leak internals.
    console.error(message, err);
    throw new ApiError(409, "ConflictError", message, { error: message, detail: `${message} [ConflictError]` });
  }
}

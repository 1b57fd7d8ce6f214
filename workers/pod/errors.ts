/**
 * Errors crossing Workers RPC keep only `name` and `message` (no subclass, no own properties), so pod
 * errors encode the HTTP status and error name in the message; `createApp().onError` decodes them.
 */
export function podError(status: number, errorName: string, message: string): Error {
  const err = new Error(`${status}|${errorName}|${message}`);
  err.name = errorName;
  return err;
}

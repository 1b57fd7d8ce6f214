import { createMiddleware } from "hono/factory";
import { ApiError } from "../core/errors";
import { assertJsonBodyShape, JSON_BODY_MAX_BYTES } from "../core/json";
import type { AppBindings } from "../lib/types";

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * Every JSON body is read once here, bounded, before any handler or validator sees it:
 * - over `JSON_BODY_MAX_BYTES` → 413, read no further (the stream is cancelled);
 * - not UTF-8 → 400 `MalformedJsonError` (a lossy decode would store U+FFFD in names and texts);
 * - nested deeper than `JSON_MAX_DEPTH` → 400 `JsonTooDeepError` (deep values overflow the stack when
 *   parsed, structured-cloned to the pod or walked);
 * - an array of more than `JSON_MAX_ARRAY_ITEMS` entries anywhere → 413 `TooManyItemsError`.
 * The request is then rebuilt over the same bytes, so validators and services read it as usual.
 */
export const jsonBodyGuard = createMiddleware<AppBindings>(async (c, next) => {
  const raw = c.req.raw;
  if (!raw.body || !JSON_TYPE.test(raw.headers.get("content-type") ?? "")) return next();
  const declared = Number(raw.headers.get("content-length") ?? "NaN");
  if (declared > JSON_BODY_MAX_BYTES) {
    await raw.body.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const reader = raw.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const r = await reader.read();
    if (r.done) break;
    size += r.value.length;
    if (size > JSON_BODY_MAX_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(r.value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ApiError(400, "MalformedJsonError", "Malformed JSON in request body: it is not valid UTF-8.");
  }
  assertJsonBodyShape(text);
  c.req.raw = new Request(raw, { body: bytes });
  return next();
});

const tooLarge = () =>
  new ApiError(413, "RequestTooLargeError", `JSON bodies are limited to ${JSON_BODY_MAX_BYTES} bytes; upload large content as multipart files.`);

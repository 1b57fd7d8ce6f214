import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../lib/types";

/**
 * Most bytes read and discarded after an early error. Cloudflare caps request bodies at 100 MB (Free and
 * Pro plans), so this covers any upload that can reach the Worker; past it the connection is closed.
 */
export const DRAIN_MAX_BYTES = 100 * 1024 * 1024;

/**
 * Uploads refused part-way (a 413 on an oversized field, a 4xx on a bad part) are read to their end
 * before the answer goes out. A server that answers and closes while the client is still sending makes
 * many clients (curl, fetch, requests) report a reset connection instead of the 413 they were sent.
 * The handler reads the body through a pass-through whose cancel does not reach the client's stream,
 * so what it leaves unread can still be drained here.
 */
export const uploadDrain = createMiddleware<AppBindings>(async (c, next) => {
  const raw = c.req.raw;
  const type = raw.headers.get("content-type") ?? "";
  if (!raw.body || /^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) return next();
  const source = raw.body.getReader();
  let ended = false;
  const passThrough = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const r = await source.read();
        if (r.done) {
          ended = true;
          controller.close();
        } else controller.enqueue(r.value);
      },
      // Deliberately not forwarded: the rest is drained (or cancelled) below, once the answer is known.
      cancel: () => undefined,
    },
    { highWaterMark: 0 },
  );
  c.req.raw = new Request(raw, { body: passThrough, duplex: "half" } as RequestInit);
  try {
    await next();
  } finally {
    // Successful answers are left alone (a handler may still be reading, as before this middleware).
    if (!ended && c.res.status >= 400) {
      let drained = 0;
      while (drained <= DRAIN_MAX_BYTES) {
        const r = await source.read().catch(() => ({ done: true as const, value: undefined }));
        if (r.done) {
          ended = true;
          break;
        }
        drained += r.value.length;
      }
      if (!ended) await source.cancel().catch(() => undefined);
    }
  }
});

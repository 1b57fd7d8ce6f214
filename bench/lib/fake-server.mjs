// Serves one of the tests' fake third-party APIs (test/fixtures/fake-*.ts: `(request, url) => Response`) over
// HTTP on 127.0.0.1, so the dev server can reach the same fake the tests use instead of a second copy.
import { createServer } from "node:http";
import { Readable } from "node:stream";

/** node:http request + its body → the WHATWG Request a fake handler takes (URL on the served origin). */
export function toWebRequest(incoming, body, origin) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = incoming.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD" && body.length > 0;
  return new Request(new URL(incoming.url ?? "/", origin), { method, headers, body: hasBody ? body : undefined });
}

/**
 * Listens on a free loopback port. A handler that throws answers 500 (a fake's bug shows as a failed
 * request in the service's log, not a crashed bench). `requests` counts what was served.
 */
export function serveFake(handler) {
  const stats = { requests: 0, errors: 0 };
  const server = createServer(async (incoming, outgoing) => {
    stats.requests++;
    const parts = [];
    for await (const chunk of incoming) parts.push(chunk);
    let res;
    try {
      const origin = `http://${incoming.headers.host ?? "127.0.0.1"}`;
      const req = toWebRequest(incoming, Buffer.concat(parts), origin);
      res = await handler(req, new URL(req.url));
    } catch (err) {
      stats.errors++;
      res = new Response(`fake failed: ${err?.message ?? err}`, { status: 500 });
    }
    outgoing.writeHead(res.status, Object.fromEntries(res.headers));
    if (res.body) Readable.fromWeb(res.body).pipe(outgoing);
    else outgoing.end();
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        stats,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

import { test } from "node:test";
import assert from "node:assert/strict";
import { DOCUMENTS, driveDocuments, syncFigures } from "../suites/connectors.mjs";
import { serveFake, toWebRequest } from "../lib/fake-server.mjs";
import { parseArgs } from "../lib/args.mjs";

test("drive documents: 1,000 by default, deterministic, bounded sizes, text and Markdown, unique code words", () => {
  const a = driveDocuments({ seed: "s1" });
  assert.equal(a.length, DOCUMENTS);
  assert.deepEqual(a.slice(0, 20), driveDocuments({ seed: "s1" }).slice(0, 20));
  assert.notEqual(a[0].content, driveDocuments({ seed: "s2" })[0].content);
  const sizes = a.map((d) => Buffer.byteLength(d.content));
  assert.ok(Math.max(...sizes) <= 4096, `max ${Math.max(...sizes)}`);
  assert.ok(Math.min(...sizes) >= 300, `min ${Math.min(...sizes)}`);
  const mean = sizes.reduce((x, y) => x + y, 0) / sizes.length;
  assert.ok(mean > 1500 && mean < 3500, `mean ${mean}`);
  assert.deepEqual(new Set(a.map((d) => d.mimeType)), new Set(["text/plain", "text/markdown"]));
  for (const d of a.filter((x) => x.mimeType === "text/markdown").slice(0, 10)) assert.match(d.content, /^# Project note/);
  assert.equal(new Set(a.map((d) => d.id)).size, a.length);
  assert.equal(new Set(a.map((d) => d.code)).size, a.length);
  for (const d of a.slice(0, 50)) assert.ok(d.content.includes(d.code));
  assert.equal(driveDocuments({ seed: "s1", count: 3 }).length, 3);
});

test("sync figures: items/s and KB/s over the measured interval, null for an empty interval", () => {
  assert.deepEqual(syncFigures({ startedMs: 1000, endedMs: 21_000, itemsUpserted: 1000, bytes: 2048 * 1000 }), { seconds: 20, items: 1000, items_per_s: 50, kb_per_s: 100 });
  assert.equal(syncFigures({ startedMs: 5, endedMs: 5, itemsUpserted: 3, bytes: 10 }).items_per_s, null);
});

test("toWebRequest keeps method, path, query, repeated headers and the body; no body on GET", async () => {
  const incoming = { method: "POST", url: "/token?x=1", headers: { "content-type": "application/x-www-form-urlencoded", "x-tag": ["a", "b"] } };
  const req = toWebRequest(incoming, Buffer.from("grant_type=refresh_token"), "http://127.0.0.1:9");
  assert.equal(req.method, "POST");
  assert.equal(req.url, "http://127.0.0.1:9/token?x=1");
  assert.equal(req.headers.get("x-tag"), "a, b");
  assert.equal(await req.text(), "grant_type=refresh_token");
  const get = toWebRequest({ method: "GET", url: "/a", headers: {} }, Buffer.alloc(0), "http://127.0.0.1:9");
  assert.equal(get.body, null);
});

test("serveFake answers over loopback with the handler's response, and 500 when the handler throws", async () => {
  const srv = await serveFake(async (req, url) => {
    if (url.pathname === "/boom") throw new Error("bug");
    return Response.json({ method: req.method, path: url.pathname, q: url.searchParams.get("q"), body: await req.text() }, { status: 201, headers: { "retry-after": "1" } });
  });
  try {
    assert.match(srv.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${srv.url}/files?q=x`, { method: "POST", body: "hello" });
    assert.equal(res.status, 201);
    assert.equal(res.headers.get("retry-after"), "1");
    assert.deepEqual(await res.json(), { method: "POST", path: "/files", q: "x", body: "hello" });
    const boom = await fetch(`${srv.url}/boom`);
    assert.equal(boom.status, 500);
    await boom.text();
    assert.deepEqual(srv.stats, { requests: 2, errors: 1 });
  } finally {
    await srv.close();
  }
});

test("connectors is a known suite, opt-in (not in the defaults)", () => {
  assert.deepEqual(parseArgs(["--suites", "connectors"]).suites, ["connectors"]);
  assert.ok(!parseArgs([]).suites.includes("connectors"));
});

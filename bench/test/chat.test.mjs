import { test } from "node:test";
import assert from "node:assert/strict";
import { countMessages, messagesPerSecond, seedChatHistory, serveFake } from "../suites/chat.mjs";

test("the seeded chat history holds exactly the asked number of messages, threads included, deterministically", () => {
  for (const total of [1, 2, 13, 600, 10_000]) {
    const { channels } = seedChatHistory({ seed: "t", total });
    assert.equal(countMessages(channels), total, `total ${total}`);
  }
  const a = seedChatHistory({ seed: "t", total: 500 });
  const b = seedChatHistory({ seed: "t", total: 500 });
  assert.deepEqual(a, b);
  assert.notDeepEqual(seedChatHistory({ seed: "u", total: 500 }).channels, a.channels);
});

test("seeded messages look like chat: several channels, threads of 2-8 replies, unique increasing ts, realistic lengths", () => {
  const { channels, users } = seedChatHistory({ seed: "t", total: 10_000 });
  assert.equal(channels.length, 4);
  const threads = channels.flatMap((c) => c.messages.filter((m) => m.replies));
  assert.ok(threads.length > 300, `threads ${threads.length}`);
  for (const t of threads) assert.ok(t.replies.length >= 2 && t.replies.length <= 8);
  const userIds = new Set(users.map((u) => u.id));
  for (const c of channels) {
    // Threads in every channel: a channel of nothing but threads is another case (see BENCHMARKS.md).
    const mine = c.messages.filter((m) => m.replies).length;
    assert.ok(mine > 50 && mine < c.messages.length / 5, `${c.name}: ${mine} threads of ${c.messages.length}`);
    const all = c.messages.flatMap((m) => [m, ...(m.replies ?? [])]);
    const ts = all.map((m) => m.ts);
    assert.equal(new Set(ts).size, ts.length, `unique ts in ${c.name}`);
    for (const m of all) {
      assert.match(m.ts, /^\d{10}\.\d{6}$/);
      assert.ok(userIds.has(m.user));
      assert.ok(m.text.length >= 20 && m.text.length <= 800, `length ${m.text.length}`);
    }
    // A thread's replies come after their parent, and top-level messages are in time order.
    for (const m of c.messages) for (const r of m.replies ?? []) assert.ok(Number(r.ts) > Number(m.ts));
    for (let i = 1; i < c.messages.length; i++) assert.ok(Number(c.messages[i].ts) > Number(c.messages[i - 1].ts));
  }
});

test("messages per second", () => {
  assert.equal(messagesPerSecond(10_000, 200_000), 50);
  assert.equal(messagesPerSecond(1, 3000), 0.3);
  assert.equal(messagesPerSecond(5, 0), null);
});

test("the node:http adapter hands the fake a Request (method, path, headers, body) and relays its Response", async () => {
  const fake = await serveFake(async (req, url) =>
    Response.json({ method: req.method, path: url.pathname, q: url.searchParams.get("q"), type: req.headers.get("content-type"), body: await req.text() }, { status: 201, headers: { "retry-after": "3" } }),
  );
  try {
    assert.match(fake.baseUrl, /^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${fake.baseUrl}/api/conversations.history?q=1`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "channel=C1" });
    assert.equal(res.status, 201);
    assert.equal(res.headers.get("retry-after"), "3");
    assert.deepEqual(await res.json(), { method: "POST", path: "/api/conversations.history", q: "1", type: "application/x-www-form-urlencoded", body: "channel=C1" });
  } finally {
    await fake.close();
  }
});

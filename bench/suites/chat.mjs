// Suite (opt-in: `--suites chat`): team-chat history import throughput (issue 20). The fake Slack Web API of
// the tests (test/fixtures/fake-chat.ts, imported as TypeScript: Node >= 22.18 strips the types) is served on
// 127.0.0.1 by a small node:http adapter and seeded with `--chat-messages` messages (default 10,000, thread
// replies included) over a few channels. A second dev server, started by this suite with the SLACK_*
// variables pointing at that fake, authentication on and `--test-scheduled`, is driven through the public
// routes only: sign up, tenant, install (authorize -> the fake's consent, i.e. a code it will accept ->
// callback with the nonce cookie), channel selection, `POST /chatprovider/history/{team}/import`. The import
// request runs one bounded pass (12 Web API requests at most); the rest runs on the cron, which the suite
// fires through wrangler's `/__scheduled` until the job leaves `importing`, reading the job's state between
// ticks. Reported: messages imported, seconds from the import request to the job's completion, messages/s,
// scheduled passes, Web API calls. Cognify of every written batch runs in the background meanwhile (as in
// production), so the figure is "import while the pipeline works", not the write path alone.
import { createServer } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRng } from "../lib/prng.mjs";
import { createWorld, paragraph } from "../lib/prose.mjs";
import { startService, tmpWorkDir } from "../lib/service.mjs";
import { round } from "../lib/stats.mjs";

export const DEFAULT_MESSAGES = 10_000;
export const CHANNELS = ["general", "engineering", "support", "random"];
/** Caps: scheduled passes and wall-clock seconds of the drive loop (both bounded whatever the service does). */
const MAX_PASSES = 2_000;
const MAX_SECONDS_DEFAULT = 1_800;
/** Scheduled passes in a row that import nothing before the suite calls the job stalled (and stops). */
const STALL_PASSES = 40;

/**
 * Seeded channels for the fake: `total` messages in all (thread replies counted), spread over `channels`,
 * about one top-level message in `threadEvery` (at random, in every channel) starting a thread of 2..8 replies. Texts are one to three sentences
 * of the bench's prose (40 to ~400 characters, like chat), timestamps increase by ~1 minute from `start`
 * (seconds) and are unique per channel, Slack's `"<secs>.<6 digits>"`.
 */
export function seedChatHistory({ seed = "chat", total = DEFAULT_MESSAGES, channels = CHANNELS, threadEvery = 12, start = 1_700_000_000 } = {}) {
  const rng = createRng(`chat-${seed}`);
  const world = createWorld(`chat-${seed}`);
  const users = world.people.slice(0, 40).map((p, i) => ({ id: `U${String(i + 1).padStart(4, "0")}`, name: p.first.toLowerCase() }));
  const out = channels.map((name, i) => ({ id: `C${String(i + 1).padStart(8, "0")}`, name, messages: [] }));
  const clock = out.map(() => start);
  const msg = (c) => {
    clock[c] += rng.int(5, 120);
    return { ts: `${clock[c]}.${String(rng.int(0, 999_999)).padStart(6, "0")}`, user: rng.pick(users).id, text: paragraph(rng, world, rng.int(1, 3)) };
  };
  let left = total;
  let n = 0;
  while (left > 0) {
    const c = n++ % out.length;
    const parent = msg(c);
    left--;
    if (left > 1 && rng.chance(1 / threadEvery)) {
      const k = Math.min(left, rng.int(2, 8));
      parent.replies = Array.from({ length: k }, () => msg(c));
      left -= k;
    }
    out[c].messages.push(parent);
  }
  return { channels: out, users };
}

/** Messages in seeded channels, thread replies included. */
export const countMessages = (channels) => channels.reduce((a, c) => a + c.messages.reduce((b, m) => b + 1 + (m.replies?.length ?? 0), 0), 0);

/** Messages per second, one decimal (null without a positive duration). */
export const messagesPerSecond = (messages, ms) => (ms > 0 ? round((messages * 1000) / ms, 1) : null);

/** Serves a `(Request, URL) => Response` fake on 127.0.0.1 (a free port); returns its base URL and close(). */
export async function serveFake(handler) {
  const server = createServer(async (req, res) => {
    try {
      const chunks = [];
      for await (const ch of req) chunks.push(ch);
      const url = new URL(req.url, `http://${req.headers.host}`);
      const body = chunks.length && req.method !== "GET" && req.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
      const headers = Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]));
      const out = await handler(new Request(url, { method: req.method, headers, body }), url);
      res.writeHead(out.status, Object.fromEntries(out.headers));
      res.end(Buffer.from(await out.arrayBuffer()));
    } catch (err) {
      res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(err?.message ?? err));
    }
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address();
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(base, path, { method, json, form, token, cookie } = {}) {
  const headers = {};
  let body;
  if (json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(json);
  } else if (form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(form).toString();
  }
  if (token) headers.authorization = `Bearer ${token}`;
  if (cookie) headers.cookie = cookie;
  const res = await fetch(`${base}${path}`, { method: method ?? (body ? "POST" : "GET"), headers, body, signal: AbortSignal.timeout(600_000) });
  const text = await res.text();
  let parsed = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

function must(res, what, status = 200) {
  if (res.status !== status) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

export async function run(ctx) {
  const { log, repoRoot, benchRoot, options } = ctx;
  const total = options.chatMessages ?? DEFAULT_MESSAGES;
  const maxSeconds = options.chatSeconds ?? MAX_SECONDS_DEFAULT;
  let fakeModule;
  try {
    fakeModule = await import(pathToFileURL(join(repoRoot, "test", "fixtures", "fake-chat.ts")).href);
  } catch (err) {
    return { skipped: `cannot load test/fixtures/fake-chat.ts (needs Node >= 22.18 type stripping): ${err.message}` };
  }
  const fake = fakeModule.fakeChat;
  const admin = async (path, payload) => {
    const url = new URL(`http://fake.local/__admin/${path}`);
    const res = await fake(new Request(url, payload === undefined ? {} : { method: "POST", body: JSON.stringify(payload) }), url);
    if (!res.ok) throw new Error(`fake ${path}: ${res.status}`);
    return res.json();
  };
  const teamId = `TBENCH${String(Date.now()).slice(-6)}`;
  const seeded = seedChatHistory({ seed: options.seed, total });
  await admin("team", { id: teamId, name: "Bench team", channels: seeded.channels, users: seeded.users });
  const threads = seeded.channels.reduce((a, c) => a + c.messages.filter((m) => m.replies?.length).length, 0);
  log(`chat: fake Slack seeded with ${countMessages(seeded.channels)} messages (${threads} threads) over ${seeded.channels.length} channels`);

  const server = await serveFake(fake);
  let service = null;
  let onExit = null;
  try {
    const keyBytes = Buffer.from(Array.from({ length: 32 }, (_, i) => (i * 7 + 3) & 0xff)).toString("base64");
    service = await startService({
      repoRoot,
      logDir: tmpWorkDir(benchRoot),
      startTimeoutMs: 240_000,
      snapshot: options.snapshot !== false,
      extraArgs: ["--test-scheduled"],
      extraVars: [
        "REQUIRE_AUTHENTICATION:true",
        // The fake checks the OAuth client against its own constants.
        `SLACK_CLIENT_ID:${fakeModule.FAKE_CHAT_CLIENT_ID}`,
        `SLACK_CLIENT_SECRET:${fakeModule.FAKE_CHAT_CLIENT_SECRET}`,
        "SLACK_SIGNING_SECRET:bench-chat-signing-secret",
        `SLACK_API_BASE_URL:${server.baseUrl}/api`,
        `SLACK_AUTHORIZE_URL:${server.baseUrl}/oauth/v2/authorize`,
        `INTEGRATION_CREDENTIALS_KEYS:k1:${keyBytes}`,
        "INTEGRATION_CREDENTIALS_ACTIVE_KEY_ID:k1",
      ],
    });
    // run.mjs exits on SIGINT/SIGTERM without unwinding this suite: take this service's process group along.
    const started = service;
    onExit = () => {
      try {
        process.kill(-started.pid, "SIGTERM");
      } catch {
        // already gone
      }
    };
    process.on("exit", onExit);
    const base = service.baseUrl;
    const api = `${base}/api/v1`;
    log(`chat: service with the Slack variables up at ${base} (fake Slack at ${server.baseUrl}, log ${service.logFile})`);

    const email = `chat-bench-${Date.now()}@example.com`;
    const password = "bench-passw0rd-chat";
    must(await call(api, "/auth/register", { json: { email, password } }), "register", 201);
    const token = must(await call(api, "/auth/login", { form: { username: email, password } }), "login").access_token;
    const tenantId = must(await call(api, `/tenants?tenant_name=chat-bench`, { method: "POST", token }), "tenant").tenant_id;

    const auth = await call(api, `/integrations/chatprovider/authorize?tenant_id=${tenantId}`, { method: "POST", token });
    const { url } = must(auth, "authorize");
    const cookie = (auth.headers.get("set-cookie") ?? "").split(";")[0];
    const state = new URL(url).searchParams.get("state");
    const code = `bench-code-${Date.now()}`;
    await admin("code", { code, team_id: teamId, authed_user_id: "U_OWNER", bot: true });
    must(await call(api, `/integrations/chatprovider/callback?code=${code}&state=${encodeURIComponent(state)}`, { cookie }), "callback");
    const channelIds = seeded.channels.map((c) => c.id);
    must(await call(api, `/integrations/chatprovider/channels?tenant_id=${tenantId}`, { method: "PUT", json: { channels: channelIds }, token }), "select channels");

    const t0 = performance.now();
    const first = must(await call(api, `/chatprovider/history/${teamId}/import`, { json: { dataset_name: "chat_bench", channels: channelIds, include_threads: true }, token }), "import");
    const importRequestMs = performance.now() - t0;
    log(`chat: import request ${Math.round(importRequestMs)} ms, ${first.messages_imported} messages in its pass, status ${first.status}`);

    let job = first;
    let passes = 0;
    let tickErrors = 0;
    let idle = 0;
    const deadline = Date.now() + maxSeconds * 1000;
    while (job.status === "importing" && passes < MAX_PASSES && Date.now() < deadline) {
      const tick = await fetch(`${base}/__scheduled`, { signal: AbortSignal.timeout(600_000) }).catch((err) => ({ ok: false, status: 0, text: async () => String(err) }));
      await tick.text();
      if (!tick.ok) tickErrors++;
      passes++;
      const state = must(await call(api, `/chatprovider/history/${teamId}`, { token }), "history state");
      const before = job.messages_imported;
      job = state.jobs.find((j) => j.dataset_id === first.dataset_id) ?? job;
      idle = job.messages_imported === before ? idle + 1 : 0;
      if (idle >= STALL_PASSES) {
        log(`chat: STALLED: ${idle} scheduled passes in a row imported nothing (status ${job.status}, ${job.last_error})`);
        break;
      }
      if (passes % 10 === 0) log(`chat: ${passes} scheduled passes, ${job.messages_imported} messages, status ${job.status}`);
      // A job deferred by a 429 (none is armed here) would wait for its next_run_at: do not spin on it.
      if (job.status === "importing" && job.next_run_at && Date.parse(job.next_run_at) > Date.now() + 1000) await sleep(Math.min(5000, Date.parse(job.next_run_at) - Date.now()));
      if (tickErrors > 20) throw new Error(`/__scheduled failed ${tickErrors} times (is --test-scheduled passed?)`);
    }
    const ms = performance.now() - t0;
    const calls = (await admin(`calls?team_id=${teamId}`)).calls;
    const result = {
      messages_seeded: countMessages(seeded.channels),
      channels: seeded.channels.length,
      threads,
      messages_imported: job.messages_imported,
      status: job.status,
      last_error: job.last_error,
      seconds: round(ms / 1000, 1),
      messages_per_second: messagesPerSecond(job.messages_imported, ms),
      import_request_ms: Math.round(importRequestMs),
      first_pass_messages: first.messages_imported,
      scheduled_passes: passes,
      stalled: idle >= STALL_PASSES,
      web_api_calls: calls,
      complete: job.status === "ok" && job.messages_imported === countMessages(seeded.channels),
    };
    log(`chat: ${result.messages_imported} messages in ${result.seconds} s = ${result.messages_per_second} messages/s (${passes} scheduled passes, status ${job.status})`);
    return result;
  } finally {
    if (onExit) process.off("exit", onExit);
    if (service) await service.stop();
    await server.close();
  }
}

export function tables(r) {
  if (r.skipped || r.error) return [];
  return [
    {
      title: `Team chat history import (fake Slack on loopback, ${r.channels} channels, ${r.threads} threads; import request + /__scheduled passes; cognify running in the background)`,
      headers: ["messages seeded", "imported", "status", "seconds", "messages/s", "first pass (request)", "request ms", "scheduled passes", "history calls", "replies calls"],
      rows: [[r.messages_seeded, r.messages_imported, r.status, r.seconds, r.messages_per_second, r.first_pass_messages, r.import_request_ms, r.scheduled_passes, r.web_api_calls?.["conversations.history"] ?? null, r.web_api_calls?.["conversations.replies"] ?? null]],
    },
  ];
}

export function charts() {
  return [];
}

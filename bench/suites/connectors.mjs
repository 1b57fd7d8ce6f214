// Suite "connectors" (issue 19, opt-in: `--suites connectors`): a Google Drive sync of 1,000 documents.
// The tests' own fake of Google OAuth + Drive (test/fixtures/fake-google-drive.ts) is served on 127.0.0.1
// by this process (lib/fake-server.mjs) and seeded with plain-text and Markdown files of 1-4 KB; the dev
// server starts with GOOGLE_*_BASE_URL pointing at it (`prepare`, before the service starts). The suite
// then connects as a tenant owner (authorize -> the fake's consent page -> callback with the nonce cookie),
// starts POST /integrations/google_drive/sync and polls the connection until the run ends: items synced,
// seconds, items/s. Each synced page also queues a background cognify of its items; the time until the
// connector's dataset reads completed after the run ended is reported separately.
// Only loopback traffic: the fake and the service both listen on 127.0.0.1.
import { join } from "node:path";
import { serveFake } from "../lib/fake-server.mjs";
import { createRng } from "../lib/prng.mjs";
import { createWorld, paragraph } from "../lib/prose.mjs";
import { assertLoopback } from "../lib/service.mjs";
import { round } from "../lib/stats.mjs";
import { importTsModule } from "../lib/ts-module.mjs";

const PROVIDER = "google_drive";
const DATASET = `${PROVIDER}_connector`;
export const DOCUMENTS = 1000;
// The fake checks these exact client credentials (test/fixtures/fake-google-drive.ts, vitest.config.ts).
const CLIENT_ID = "test-google-client";
const CLIENT_SECRET = "test-google-secret";
// A fixed, bench-only key ring (AES-256-GCM sealing of the fake's tokens in the throwaway state directory).
const KEY_RING = `bench1:${Buffer.alloc(32, 7).toString("base64")}`;
/** Bounds of the polling loops: the sync run, then cognify of what it wrote. */
const SYNC_TIMEOUT_MS = 20 * 60_000;
const COGNIFY_TIMEOUT_MS = 20 * 60_000;
const POLL_MS = 250;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * `count` Drive files of `minBytes`..`maxBytes` UTF-8 bytes (a meeting note or a README's size), alternately
 * text/plain and text/markdown, deterministic for a seed. Each names a unique code word so a search can find it.
 */
export function driveDocuments({ seed, count = DOCUMENTS, minBytes = 1024, maxBytes = 4096 }) {
  const rng = createRng(`drive:${seed}`);
  const world = createWorld(`drive-world:${seed}`);
  const docs = [];
  for (let i = 0; i < count; i++) {
    const markdown = i % 2 === 1;
    const want = rng.int(minBytes, maxBytes);
    const code = `zq${String(i).padStart(4, "0")}x`;
    const title = `Project note ${i + 1} (${code})`;
    const parts = [markdown ? `# ${title}` : title];
    let size = Buffer.byteLength(parts[0]);
    while (true) {
      const p = paragraph(rng, world, rng.int(2, 5));
      const line = markdown && parts.length % 3 === 0 ? `## Section ${parts.length}\n\n${p}` : p;
      if (size + line.length + 2 > want && parts.length > 1) break;
      parts.push(line);
      size += Buffer.byteLength(line) + 2;
    }
    const content = `${parts.join("\n\n")}\n`;
    docs.push({ id: `bench-${i}`, name: `note-${i + 1}.${markdown ? "md" : "txt"}`, mimeType: markdown ? "text/markdown" : "text/plain", content, code });
  }
  return docs;
}

/** The run's figures from its start/end instants and the connection's last run. */
export function syncFigures({ startedMs, endedMs, itemsUpserted, bytes }) {
  const seconds = (endedMs - startedMs) / 1000;
  return {
    seconds: round(seconds, 1),
    items: itemsUpserted,
    items_per_s: seconds > 0 ? round(itemsUpserted / seconds, 1) : null,
    kb_per_s: seconds > 0 && bytes ? round(bytes / 1024 / seconds, 1) : null,
  };
}

/**
 * Before the service starts: the fake on a loopback port, seeded, and the variables that point the
 * service's Google settings at it. Returns `{ vars, close, ... }` for run.mjs.
 */
export async function prepare({ options, repoRoot, log }) {
  const fake = await importTsModule(repoRoot, join("test", "fixtures", "fake-google-drive.ts"), { platform: "node" });
  if (!fake?.fakeGoogle) throw new Error("could not load test/fixtures/fake-google-drive.ts (root npm install with esbuild needed)");
  const server = await serveFake(fake.fakeGoogle);
  const call = async (path, json) => {
    const res = await fake.fakeGoogle(new Request(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(json) }), new URL(`${server.url}${path}`));
    if (!res.ok) throw new Error(`fake control ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const account = await call("/__control/drive/accounts", { email: "bench@example.com" });
  const docs = driveDocuments({ seed: options.seed });
  for (const d of docs) await call(`/__control/drive/${account.account}/files`, { id: d.id, name: d.name, mimeType: d.mimeType, content: d.content });
  const bytes = docs.reduce((n, d) => n + Buffer.byteLength(d.content), 0);
  log(`connectors: fake Google Drive at ${server.url} with ${docs.length} documents (${round(bytes / 1024 / 1024, 2)} MB)`);
  return {
    vars: [
      `GOOGLE_CLIENT_ID:${CLIENT_ID}`,
      `GOOGLE_CLIENT_SECRET:${CLIENT_SECRET}`,
      `GOOGLE_AUTH_BASE_URL:${server.url}`,
      `GOOGLE_TOKEN_BASE_URL:${server.url}`,
      `GOOGLE_DRIVE_API_BASE_URL:${server.url}`,
      `INTEGRATION_CREDENTIALS_KEYS:${KEY_RING}`,
    ],
    fakeUrl: server.url,
    fakeStats: () => ({ ...server.stats, ...(fake.googleAccounts.get(account.account)?.stats ?? {}) }),
    account,
    docs,
    bytes,
    close: server.close,
  };
}

/** fetch with the response headers (the nonce cookie), JSON body when there is one. */
async function raw(baseUrl, path, { method = "GET", headers = {}, apiKey } = {}) {
  const res = await fetch(`${baseUrl}${path}`, { method, headers: { ...headers, ...(apiKey ? { "X-Api-Key": apiKey } : {}) }, redirect: "manual", signal: AbortSignal.timeout(60_000) });
  const text = await res.text();
  let body = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, body };
}

const fail = (what, res) => new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);

export async function run(ctx) {
  const { client, log } = ctx;
  const prep = ctx.prepared?.connectors;
  if (!prep) return { skipped: "needs the bench to start the service (it points the service's Google settings at the fake; not --url/--port)" };
  const base = client.baseUrl;
  const apiKey = ctx.options.apiKey ?? process.env.BENCH_API_KEY;

  // A tenant of the acting user (creating it makes it the user's active tenant: the connector's dataset is its).
  const tenant = await raw(base, `/api/v1/tenants?tenant_name=bench-connectors-${ctx.tag}`, { method: "POST", apiKey });
  if (tenant.status !== 200) throw fail("create tenant", tenant);
  const tenantId = tenant.body.tenant_id;

  const t0 = performance.now();
  const auth = await raw(base, `/api/v1/integrations/${PROVIDER}/authorize?tenant_id=${tenantId}`, { method: "POST", apiKey });
  if (auth.status !== 200) throw fail("authorize", auth);
  const cookie = (auth.headers.get("set-cookie") ?? "").split(";")[0];
  const installUrl = new URL(auth.body.url);
  // The consent page is the fake's (loopback only); the fake's consent is the code its control API issued.
  assertLoopback(installUrl.origin);
  const consent = await fetch(installUrl, { signal: AbortSignal.timeout(10_000) });
  await consent.arrayBuffer();
  if (!consent.ok) throw new Error(`consent page: HTTP ${consent.status}`);
  const q = new URLSearchParams({ state: installUrl.searchParams.get("state") ?? "", code: prep.account.code });
  const cb = await raw(base, `/api/v1/integrations/${PROVIDER}/callback?${q}`, { headers: { cookie }, apiKey });
  if (cb.status !== 200 || !cb.body?.connected) throw fail("callback", cb);
  const connectMs = performance.now() - t0;
  log(`connectors: connected ${cb.body.account_label ?? cb.body.account_id} in ${Math.round(connectMs)} ms; starting the sync of ${prep.docs.length} documents`);

  const syncStart = performance.now();
  const started = await raw(base, `/api/v1/integrations/${PROVIDER}/sync?tenant_id=${tenantId}`, { method: "POST", apiKey });
  if (started.status !== 202) throw fail("sync", started);
  const runId = started.body.run_id;
  let conn = null;
  let lastLog = syncStart;
  while (performance.now() - syncStart < SYNC_TIMEOUT_MS) {
    const res = await raw(base, `/api/v1/integrations/${PROVIDER}/connection?tenant_id=${tenantId}`, { apiKey });
    if (res.status === 200) {
      conn = res.body;
      if (conn.last_run?.id === runId && conn.last_run.status !== "running") break;
    }
    if (performance.now() - lastLog > 15_000) {
      lastLog = performance.now();
      log(`connectors: syncing, ${conn?.last_run?.items_upserted ?? 0} items after ${Math.round((lastLog - syncStart) / 1000)} s`);
    }
    await sleep(POLL_MS);
  }
  const syncEnd = performance.now();
  const lastRun = conn?.last_run ?? null;
  if (!lastRun || lastRun.id !== runId || lastRun.status === "running") throw new Error(`the sync run did not finish within ${SYNC_TIMEOUT_MS / 60_000} min (${lastRun?.items_upserted ?? 0} items so far)`);
  const figures = syncFigures({ startedMs: syncStart, endedMs: syncEnd, itemsUpserted: lastRun.items_upserted, bytes: prep.bytes });
  log(`connectors: run ${lastRun.status}: ${figures.items} items in ${figures.seconds} s = ${figures.items_per_s} items/s`);

  // Cognify: each page queued a background cognify; wait until every item of the dataset is completed or
  // errored (the progress counts, not only the dataset's status word).
  const list = await client.get("/api/v1/datasets");
  const dataset = list.ok ? list.body.find((d) => d.name === DATASET) : null;
  let cognify = { status: "dataset not found" };
  if (dataset) {
    const c0 = performance.now();
    let progress = null;
    while (performance.now() - c0 < COGNIFY_TIMEOUT_MS) {
      const res = await client.get(`/api/v1/datasets/status/progress?dataset=${dataset.id}`);
      progress = res.ok ? res.body?.[dataset.id] : null;
      if (progress && progress.totalItems >= figures.items && progress.completedItems + progress.erroredItems >= progress.totalItems) break;
      await sleep(1000);
    }
    const after = (performance.now() - c0) / 1000;
    const status = await client.get(`/api/v1/datasets/status?dataset=${dataset.id}`);
    // Search end to end: one document's code word, lexical chunks.
    const probe = prep.docs[Math.floor(prep.docs.length / 2)];
    const hit = await client.search({ query: probe.code, search_type: "CHUNKS_LEXICAL", datasets: [DATASET], top_k: 3 });
    cognify = {
      status: status.ok ? status.body?.[dataset.id] : null,
      items_total: progress?.totalItems ?? null,
      items_completed: progress?.completedItems ?? null,
      items_errored: progress?.erroredItems ?? null,
      seconds_after_sync: round(after, 1),
      seconds_from_sync_start: round((performance.now() - syncStart) / 1000, 1),
      search_finds_probe: hit.ok && JSON.stringify(hit.body).includes(probe.code),
    };
    log(`connectors: cognify ${cognify.status}, ${cognify.items_completed}/${cognify.items_total} items completed (${cognify.items_errored} errored) ${cognify.seconds_after_sync} s after the run ended (${cognify.seconds_from_sync_start} s from the sync start)`);
  }
  const fakeStats = prep.fakeStats();
  return {
    provider: PROVIDER,
    documents: prep.docs.length,
    mb: round(prep.bytes / 1024 / 1024, 2),
    connect_ms: Math.round(connectMs),
    run_status: lastRun.status,
    failures: lastRun.failures,
    warnings: lastRun.warnings,
    ...figures,
    drive_requests: fakeStats.requests,
    downloads: fakeStats.downloads,
    cognify,
    notes: [
      "The fake Google Drive is the tests' own (test/fixtures/fake-google-drive.ts) served on 127.0.0.1 by the bench; the provider lists 25 files per page, one queue message per page, and downloads each file.",
      "Each page also queues a background cognify of its items, so cognify overlaps the sync; 'cognify after sync' is the wait from the run's end until the dataset reads completed.",
    ],
  };
}

export function tables(r) {
  const c = r.cognify ?? {};
  return [
    {
      title: `Google Drive sync through the connector (${r.documents} plain-text/Markdown files, ${r.mb} MB, fake Drive on loopback)`,
      headers: ["run", "items", "sync s", "items/s", "KB/s", "Drive requests", "downloads", "cognify after sync s", "sync start to cognified s", "cognified / errored", "search finds a doc"],
      rows: [[r.run_status, r.items, r.seconds, r.items_per_s, r.kb_per_s, r.drive_requests, r.downloads, c.seconds_after_sync ?? "–", c.seconds_from_sync_start ?? "–", c.items_completed == null ? "–" : `${c.items_completed} / ${c.items_errored}`, c.search_finds_probe === undefined ? "–" : c.search_finds_probe ? "yes" : "no"]],
    },
  ];
}

export function charts() {
  return [];
}

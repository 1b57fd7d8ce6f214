// Suite "faults" (issue 24): load and faults.
// 1. Load: N concurrent clients (8, then 32) run a mixed workload (add, search, recall, dataset list and
//    count) for a bounded time; p50/p95/p99 per operation, errors by status, then a count check that every
//    acknowledged add is stored (nothing acknowledged is lost). Targets: 0 errors, 0 lost at 32 clients.
// 2. Kill and restart: 100 items, a background cognify, the service killed (SIGKILL to its process group)
//    0.25 s later and restarted on the same state; time until it answers, time until every item is
//    cognified, and a duplicate check against a control dataset holding the same texts cognified without a
//    crash (equal node and edge counts). Target: recovery under 90 s, no duplicates. Needs the bench to
//    have started the service (not --url/--port).
import { createRng } from "../lib/prng.mjs";
import { round, summarize } from "../lib/stats.mjs";

export const TARGETS = { errors: 0, lost: 0, recovery_seconds: 90, duplicates: 0 };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const WORDS = "engine ledger harbor quartz meadow signal copper violet orbit lantern canyon ember falcon glacier".split(" ");

function sentence(rng, i, tag) {
  const w = () => WORDS[Math.floor(rng() * WORDS.length)];
  return `Note ${i} of run ${tag}: the ${w()} team moved the ${w()} budget to the ${w()} project on day ${1 + Math.floor(rng() * 28)}.`;
}

async function loadPhase(ctx, clients, seconds) {
  const { client, log } = ctx;
  const tag = `${ctx.tag}_${clients}`;
  const dataset = `bench_load_${tag}`;
  // The dataset exists before the clock starts, so searches never race its creation.
  const first = await client.post("/api/v1/add", { data: [`Seed note of ${tag}.`], datasetName: dataset });
  if (!first.ok) throw new Error(`seed add: ${first.status} ${JSON.stringify(first.body).slice(0, 200)}`);
  const datasetId = first.body.dataset_id;
  const acknowledged = new Set(first.body.data_ingestion_info.map((i) => i.data_id));
  const lat = { add: [], search: [], recall: [], list: [], count: [] };
  const statuses = {};
  const errors = [];
  const deadline = performance.now() + seconds * 1000;
  let seq = 0;
  const worker = async (w) => {
    const rng = createRng(`${ctx.options.seed}-load-${tag}-${w}`).next;
    while (performance.now() < deadline) {
      const pick = rng();
      let op;
      let res;
      if (pick < 0.3) {
        op = "add";
        res = await client.post("/api/v1/add", { data: [sentence(rng, seq++, tag)], datasetName: dataset });
        if (res.ok) for (const i of res.body.data_ingestion_info) acknowledged.add(i.data_id);
      } else if (pick < 0.6) {
        op = "search";
        res = await client.search({ query: WORDS[Math.floor(rng() * WORDS.length)], search_type: rng() < 0.5 ? "CHUNKS_LEXICAL" : "CHUNKS", datasets: [dataset], top_k: 5 });
      } else if (pick < 0.75) {
        op = "recall";
        res = await client.post("/api/v1/recall", { query: `Which project got the ${WORDS[Math.floor(rng() * WORDS.length)]} budget?`, datasets: [dataset], search_type: "CHUNKS_LEXICAL" });
      } else if (pick < 0.9) {
        op = "list";
        res = await client.get("/api/v1/datasets");
      } else {
        op = "count";
        res = await client.get(`/api/v1/datasets/${datasetId}/data/count`);
      }
      lat[op].push(res.ms);
      const key = res.status === 0 ? "network" : String(res.status);
      statuses[key] = (statuses[key] ?? 0) + 1;
      if (!res.ok && errors.length < 10) errors.push(`${op}: ${res.status} ${res.error ?? JSON.stringify(res.body).slice(0, 160)}`);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, w) => worker(w)));
  const elapsed = (performance.now() - t0) / 1000;
  // Nothing acknowledged is lost: every data id an add answered with is in the dataset.
  const stored = new Set();
  for (let offset = 0; ; offset += 1000) {
    const page = await client.get(`/api/v1/datasets/${datasetId}/data?limit=1000&offset=${offset}`);
    if (!page.ok) throw new Error(`listing data: ${page.status}`);
    for (const item of page.body) stored.add(item.id);
    if (page.body.length < 1000) break;
  }
  const lost = [...acknowledged].filter((id) => !stored.has(id)).length;
  const requests = Object.values(statuses).reduce((a, b) => a + b, 0);
  const failed = Object.entries(statuses).filter(([s]) => !s.startsWith("2")).reduce((a, [, n]) => a + n, 0);
  const ops = Object.fromEntries(
    Object.entries(lat).map(([op, v]) => {
      const s = summarize(v);
      return [op, { n: v.length, p50_ms: round(s.p50, 1), p95_ms: round(s.p95, 1), p99_ms: round(s.p99, 1) }];
    }),
  );
  log(`faults: ${clients} clients, ${round(elapsed, 1)} s: ${requests} requests (${round(requests / elapsed, 1)}/s), ${failed} errors, ${acknowledged.size} acknowledged adds, ${lost} lost`);
  return { clients, seconds: round(elapsed, 1), requests, requests_per_s: round(requests / elapsed, 1), errors: failed, statuses, error_samples: errors, acknowledged: acknowledged.size, stored: stored.size, lost, ops };
}

async function waitCompleted(client, datasetId, timeoutMs) {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    const res = await client.get(`/api/v1/datasets/status?dataset=${datasetId}`);
    const status = res.ok ? res.body?.[datasetId] : null;
    if (status === "DATASET_PROCESSING_COMPLETED") return { ms: performance.now() - t0, status };
    if (status === "DATASET_PROCESSING_ERRORED") return { ms: performance.now() - t0, status };
    await sleep(500);
  }
  return { ms: performance.now() - t0, status: "timeout" };
}

async function graphCounts(client, datasetId) {
  const res = await client.get(`/api/v1/datasets/graph-summary?dataset_ids=${datasetId}`);
  const row = res.ok ? res.body.find((r) => r.datasetId === datasetId) : null;
  return row ? { nodes: row.numNodes, edges: row.numEdges } : null;
}

async function killRestart(ctx) {
  const { log } = ctx;
  if (!ctx.restartService) return { skipped: "needs the bench to start the service (not --url/--port)" };
  const rng = createRng(`${ctx.options.seed}-kill`).next;
  const texts = Array.from({ length: 100 }, (_, i) => sentence(rng, i, `${ctx.tag}_kill`));
  const killed = `bench_kill_${ctx.tag}`;
  const control = `bench_kill_control_${ctx.tag}`;
  let client = ctx.client;
  const added = await client.post("/api/v1/add", { data: texts, datasetName: killed });
  if (!added.ok) throw new Error(`add: ${added.status}`);
  const killedId = added.body.dataset_id;
  const started = await client.post("/api/v1/cognify", { datasets: [killed], run_in_background: true });
  if (!started.ok) throw new Error(`cognify: ${started.status}`);
  await sleep(250);
  const tKill = performance.now();
  client = await ctx.restartService();
  const upMs = performance.now() - tKill;
  log(`faults: killed 0.25 s into cognify; the service answered again after ${round(upMs / 1000, 1)} s`);
  // What a caller does after a crash: cognify again. It must not claim completion while items are unprocessed.
  const again = await client.post("/api/v1/cognify", { datasets: [killed], run_in_background: true });
  const againInfo = again.body?.[killedId] ?? null;
  const tUp = performance.now();
  const done = await waitCompleted(client, killedId, 600_000);
  const recoveryMs = performance.now() - tUp;
  log(`faults: every item cognified ${round(recoveryMs / 1000, 1)} s after the restart (${done.status})`);

  const controlAdd = await client.post("/api/v1/add", { data: texts, datasetName: control });
  const controlRun = await client.cognify({ datasets: [control] }, { timeout: 900_000 });
  if (!controlAdd.ok || !controlRun.ok) throw new Error(`control run: ${controlAdd.status}/${controlRun.status}`);
  const controlId = controlAdd.body.dataset_id;
  const [a, b] = [await graphCounts(client, killedId), await graphCounts(client, controlId)];
  const count = await client.get(`/api/v1/datasets/${killedId}/data/count`);
  const duplicates = a && b ? Math.max(0, a.nodes - b.nodes) + Math.max(0, a.edges - b.edges) : null;
  return {
    items: texts.length,
    service_answered_s: round(upMs / 1000, 1),
    cognify_after_restart: againInfo ? { status: againInfo.status, total_items: againInfo.progress?.total_items ?? null } : { http: again.status },
    recovery_s: round(recoveryMs / 1000, 1),
    final_status: done.status,
    items_stored: count.body?.count ?? null,
    graph_after_crash: a,
    graph_control: b,
    duplicates,
  };
}

export async function run(ctx) {
  const seconds = Number(ctx.options.loadSeconds ?? 30);
  const load = [];
  for (const clients of [8, 32]) load.push(await loadPhase(ctx, clients, seconds));
  const kill = await killRestart(ctx);
  const notes = kill.skipped ? [`kill and restart not measured: ${kill.skipped}`] : [];
  return { targets: TARGETS, load, kill_restart: kill, notes };
}

export function tables(r) {
  const f = (o) => `${o.p50_ms} / ${o.p95_ms} / ${o.p99_ms}`;
  const out = [
    {
      title: `Load: mixed workload (30% add, 30% search, 15% recall, 25% reads); targets ${r.targets.errors} errors and ${r.targets.lost} lost`,
      headers: ["clients", "s", "requests/s", "errors", "statuses", "acknowledged adds", "lost", "add p50/p95/p99 ms", "search p50/p95/p99 ms", "recall p50/p95/p99 ms", "list p50/p95/p99 ms"],
      rows: (r.load ?? []).map((l) => [l.clients, l.seconds, l.requests_per_s, l.errors, JSON.stringify(l.statuses), l.acknowledged, l.lost, f(l.ops.add), f(l.ops.search), f(l.ops.recall), f(l.ops.list)]),
    },
  ];
  const k = r.kill_restart;
  if (k && !k.skipped) {
    out.push({
      title: `Kill mid-cognify and restart (target: recovery under ${r.targets.recovery_seconds} s, ${r.targets.duplicates} duplicates)`,
      headers: ["items", "answering again s", "cognify after restart", "all cognified s after restart", "final", "items stored", "graph after crash", "graph control", "duplicates"],
      rows: [[k.items, k.service_answered_s, JSON.stringify(k.cognify_after_restart), k.recovery_s, k.final_status, k.items_stored, JSON.stringify(k.graph_after_crash), JSON.stringify(k.graph_control), k.duplicates]],
    });
  }
  return out;
}

export function charts() {
  return [];
}

#!/usr/bin/env node
// A CPU profile of searches against a running `npm run dev`, read over wrangler's inspector (DevTools
// protocol): self time per function per request, and the callers of the heaviest. Under `npm run dev` the
// Worker, its queue consumer and the workspace objects share one isolate, so the profile covers the whole
// request (D1 and SQLite reads show as native `toArray`/`exec`, the vector kernel as `wasm-function[...]`).
//
//   npm run dev -- --persist-to /tmp/lat100k/state --port 8790        # inspector on 9229 by default
//   node bench/cpu-profile.mjs --port 8790 --dataset bench_latency_lat100k --type GRAPH_COMPLETION
//
// Options: --inspector-port (9229), --queries N (300; the latency suite's seeded queries, after 20 unprofiled
// ones), --interval µs (100), --top N (40), --callers NAME (print who calls NAME), --out FILE (.cpuprofile,
// opens in Chrome DevTools). Needs Node 22 (its WebSocket sends the Origin header wrangler's proxy requires).
// The sampler's clock is wall time: on a busy machine idle and descheduled time land on whatever ran last,
// so compare profiles taken back to back, and read small entries with care.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { generateQueries } from "./lib/prose.mjs";
import { latencyWorld } from "./suites/latency.mjs";

const { values: o } = parseArgs({
  options: {
    port: { type: "string" },
    "inspector-port": { type: "string", default: "9229" },
    dataset: { type: "string" },
    type: { type: "string", default: "GRAPH_COMPLETION" },
    queries: { type: "string", default: "300" },
    interval: { type: "string", default: "100" },
    top: { type: "string", default: "40" },
    callers: { type: "string" },
    out: { type: "string" },
    seed: { type: "string", default: "kg-bench-1" },
  },
});
if (!o.port || !o.dataset) {
  console.error("usage: node bench/cpu-profile.mjs --port N --dataset NAME [--type T] [--queries N] [--inspector-port N] [--callers FN] [--out FILE]");
  process.exit(2);
}
if (typeof WebSocket === "undefined") {
  console.error("needs Node 22 or later (global WebSocket)");
  process.exit(2);
}
const n = Number(o.queries);
const queries = generateQueries({ seed: `${o.seed}:latency`, count: 200, world: latencyWorld(o.seed) });
const origin = `http://127.0.0.1:${o["inspector-port"]}`;
const ws = new WebSocket(`ws://127.0.0.1:${o["inspector-port"]}/ws`, { headers: { Origin: origin } });
await new Promise((resolve, reject) => {
  ws.onopen = resolve;
  ws.onerror = () => reject(new Error(`no inspector at ${origin}`));
});
let id = 0;
const pending = new Map();
ws.onmessage = (e) => {
  const m = JSON.parse(String(e.data));
  if (!m.id || !pending.has(m.id)) return;
  // wrangler's proxy answers a call by relaying it back with its result merged in, and with no result at all
  // when the result is empty (Profiler.enable, Profiler.start).
  if (m.error) console.error(`inspector: ${JSON.stringify(m.error)}`);
  pending.get(m.id)(m.error ? null : (m.result ?? {}));
  pending.delete(m.id);
};
// wrangler's inspector proxy drops the socket when the Worker reloads: fail then, do not wait forever.
let closed = false;
ws.onclose = () => {
  closed = true;
  for (const resolve of pending.values()) resolve(null);
  pending.clear();
};
const send = async (method, params = {}) => {
  const result = closed ? null : await new Promise((resolve) => {
    const i = ++id;
    pending.set(i, resolve);
    ws.send(JSON.stringify({ id: i, method, params }));
  });
  if (!result) throw new Error(`no reply to ${method}: the inspector refused it or closed the connection (did the Worker reload?)`);
  return result;
};
const search = async (q) => {
  const res = await fetch(`http://127.0.0.1:${o.port}/api/v1/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ search_type: o.type, datasets: [o.dataset], top_k: 10, only_context: true, query: q }),
  });
  await res.text();
  if (!res.ok) throw new Error(`search answered ${res.status}`);
};

for (let i = 0; i < 20; i++) await search(queries[i % queries.length]);
await send("Profiler.enable");
await send("Profiler.setSamplingInterval", { interval: Number(o.interval) });
await send("Profiler.start");
const t0 = performance.now();
for (let i = 0; i < n; i++) await search(queries[i % queries.length]);
const wall = performance.now() - t0;
const { profile } = await send("Profiler.stop");
ws.close();
if (o.out) writeFileSync(o.out, JSON.stringify(profile));

const byId = new Map(profile.nodes.map((x) => [x.id, x]));
const parent = new Map();
for (const x of profile.nodes) for (const c of x.children ?? []) parent.set(c, x.id);
const selfUs = new Map();
profile.samples.forEach((s, i) => selfUs.set(s, (selfUs.get(s) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const label = (f) => `${f.functionName || "(anonymous)"} ${f.url ? `${f.url.split("/").slice(-2).join("/")}:${f.lineNumber}` : ""}`.trim();
const perFn = new Map();
for (const [nodeId, us] of selfUs) {
  const key = label(byId.get(nodeId).callFrame);
  perFn.set(key, (perFn.get(key) ?? 0) + us);
}
const ms = (us) => (us / 1000 / n).toFixed(3).padStart(7);
console.log(`${o.type} on ${o.dataset}: ${n} searches one at a time, ${(wall / n).toFixed(2)} ms each (wall, profiler on)`);
console.log("self ms/request  function");
for (const [k, us] of [...perFn].sort((a, b) => b[1] - a[1]).slice(0, Number(o.top))) console.log(`${ms(us)}  ${k}`);
if (o.callers) {
  const chains = new Map();
  for (const [nodeId, us] of selfUs) {
    if (byId.get(nodeId).callFrame.functionName !== o.callers) continue;
    const chain = [];
    for (let c = parent.get(nodeId), k = 0; c && k < 5; c = parent.get(c), k++) chain.push(label(byId.get(c).callFrame));
    chains.set(chain.join(" < "), (chains.get(chain.join(" < ")) ?? 0) + us);
  }
  console.log(`\ncallers of ${o.callers} (self ms/request)`);
  for (const [k, us] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${ms(us)}  ${k}`);
}

#!/usr/bin/env node
// Search latency against a running `npm run dev` on a state that already holds a dataset (e.g. the latency
// suite's, kept with --persist-to): the latency suite's seeded queries, one at a time, `only_context` as the
// suite asks, for each type in turn, `--rounds` times (types interleaved, so a drift of the machine lands on
// every type alike). Prints p50/p95 per type and round. For A/B runs of two builds on one state without
// rebuilding it (the suite itself re-adds and re-cognifies its corpus, ~7 min at 100k chunks):
//
//   npm run dev -- --persist-to /tmp/lat100k/state --port 8790
//   node bench/search-timing.mjs --port 8790 --dataset bench_latency_lat100k --types CHUNKS,GRAPH_COMPLETION
//
// Options: --queries N (200), --warmup N (20, per type and round, not measured), --rounds N (3), --seed S.
// The figures depend on what the page cache holds of the workspace's SQLite file (BENCHMARKS.md section 6).
import { parseArgs } from "node:util";
import { generateQueries } from "./lib/prose.mjs";
import { createClient } from "./lib/service.mjs";
import { latencyWorld, phase } from "./suites/latency.mjs";

const { values: o } = parseArgs({
  options: {
    port: { type: "string" },
    dataset: { type: "string" },
    types: { type: "string", default: "CHUNKS,GRAPH_COMPLETION" },
    queries: { type: "string", default: "200" },
    warmup: { type: "string", default: "20" },
    rounds: { type: "string", default: "3" },
    seed: { type: "string", default: "kg-bench-1" },
  },
});
if (!o.port || !o.dataset) {
  console.error("usage: node bench/search-timing.mjs --port N --dataset NAME [--types A,B] [--queries N] [--warmup N] [--rounds N]");
  process.exit(2);
}
const client = createClient(`http://127.0.0.1:${o.port}`);
const queries = generateQueries({ seed: `${o.seed}:latency`, count: Number(o.queries), world: latencyWorld(o.seed) });
// One client, no time cap that matters: the latency suite's single-client phase, with its request body.
const once = (body, list) => phase(client, body, list, { clients: 1, requests: list.length, seconds: 3600 });
console.log(`| round | type | p50 ms | p95 ms |\n| ---: | --- | ---: | ---: |`);
for (let r = 1; r <= Number(o.rounds); r++) {
  for (const type of o.types.split(",")) {
    const body = { search_type: type, datasets: [o.dataset], top_k: 10, only_context: true };
    await once(body, queries.slice(0, Number(o.warmup)));
    const s = await once(body, queries);
    if (s.errors) throw new Error(`${type}: ${s.errors} failed searches, first: ${s.first_error}`);
    console.log(`| ${r} | ${type} | ${s.p50} | ${s.p95} |`);
  }
}

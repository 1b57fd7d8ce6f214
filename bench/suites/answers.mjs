// Suite: answer quality on LoCoMo's QA (categories 1-4), through the API, each question asked in its own
// conversation's dataset (loaded once per run, shared with the locomo suite). Per completion type:
// - answer_has_gold: share of answers that contain the normalised gold answer (SQuAD normalisation:
//   lower case, punctuation and articles dropped, spaces collapsed);
// - f1: token F1 of the answer against the gold answer;
// - context_has_gold: the same share for the type's own top-10 context (only_context), so the answerer's
//   loss is visible: answer_given_context = answers containing gold among questions whose context does;
// - answer length (characters): the answerer promises at most 300.
// CHUNKS and CHUNKS_LEXICAL give context only: their gold-in-top-10 share is the retrieval ceiling, and
// vector CHUNKS over lexical CHUNKS is the local embedder's figure.
import { appendFileSync } from "node:fs";
import { CATEGORY_NAMES } from "../lib/locomo.mjs";
import { describeFailure } from "../lib/service.mjs";
import { round, summarize } from "../lib/stats.mjs";
import { ensureLocomoLoaded } from "./locomo.mjs";

export const COMPLETION_TYPES = ["GRAPH_COMPLETION", "RAG_COMPLETION", "HYBRID_COMPLETION", "GRAPH_COMPLETION_COT"];
export const CONTEXT_TYPES = ["CHUNKS_LEXICAL", "CHUNKS"];
export const TOP_K = 10;
export const TARGETS = { answer_given_context: 0.85, max_answer_chars: 300, vector_over_lexical: 0.9 };

/** SQuAD-style answer normalisation. */
export function normalise(s) {
  return String(s ?? "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\b(a|an|the|and)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function contains(text, gold) {
  const g = normalise(gold);
  if (!g) return false;
  return ` ${normalise(text)} `.includes(` ${g} `);
}

export function tokenF1(pred, gold) {
  const p = normalise(pred).split(" ").filter(Boolean);
  const g = normalise(gold).split(" ").filter(Boolean);
  if (!p.length || !g.length) return 0;
  const counts = new Map();
  for (const t of g) counts.set(t, (counts.get(t) ?? 0) + 1);
  let same = 0;
  for (const t of p) {
    const c = counts.get(t) ?? 0;
    if (c > 0) {
      same++;
      counts.set(t, c - 1);
    }
  }
  if (!same) return 0;
  const precision = same / p.length;
  const recall = same / g.length;
  return (2 * precision * recall) / (precision + recall);
}

/** Every text a search result carries: context strings, completions, and objects' text fields. */
export function resultText(body) {
  const out = [];
  const visit = (node, depth = 0) => {
    if (depth > 6 || node == null) return;
    if (typeof node === "string") out.push(node);
    else if (Array.isArray(node)) node.forEach((n) => visit(n, depth + 1));
    else if (typeof node === "object") {
      if ("search_result" in node) return visit(node.search_result, depth + 1);
      for (const k of ["text", "description", "name"]) if (typeof node[k] === "string") out.push(node[k]);
      for (const v of Object.values(node)) if (v && typeof v === "object") visit(v, depth + 1);
    }
  };
  visit(body);
  return out.join("\n");
}

async function ask(client, q, dataset, type, onlyContext) {
  const res = await client.search({ query: q.question, search_type: type, datasets: [dataset], top_k: TOP_K, only_context: onlyContext });
  return res.ok ? { ok: true, text: resultText(res.body), ms: res.ms } : { ok: false, error: describeFailure(res) };
}

function share(flags) {
  return flags.length ? round(flags.filter(Boolean).length / flags.length, 3) : null;
}

export async function run(ctx) {
  const { client, log, options } = ctx;
  const load = await ensureLocomoLoaded(ctx);
  const qs = [];
  for (const c of load.convs) for (const q of c.conv.questions) if (q.answer !== null && q.answer !== undefined && String(q.answer).trim()) qs.push({ q, dataset: c.name });
  const types = options.types?.length ? options.types : [...CONTEXT_TYPES, ...COMPLETION_TYPES];
  const perType = [];
  for (const type of types) {
    if (ctx.outOfTime()) {
      perType.push({ type, skipped: "suite time budget used up" });
      continue;
    }
    const completion = !CONTEXT_TYPES.includes(type);
    const ctxHas = [];
    const ansHas = [];
    const ansGivenCtx = [];
    const f1s = [];
    const lengths = [];
    const latencies = [];
    const byCat = { 1: { ctx: [], ans: [] }, 2: { ctx: [], ans: [] }, 3: { ctx: [], ans: [] }, 4: { ctx: [], ans: [] } };
    let errors = 0;
    let firstError = null;
    for (const { q, dataset } of qs) {
      const c = await ask(client, q, dataset, type, true);
      if (!c.ok) {
        errors++;
        firstError ??= c.error;
        continue;
      }
      const inCtx = contains(c.text, q.answer);
      ctxHas.push(inCtx);
      byCat[q.category]?.ctx.push(inCtx);
      if (!completion) {
        latencies.push(c.ms);
        continue;
      }
      const a = await ask(client, q, dataset, type, false);
      if (!a.ok) {
        errors++;
        firstError ??= a.error;
        continue;
      }
      latencies.push(a.ms);
      const inAns = contains(a.text, q.answer);
      // ANSWERS_DUMP=<file>: one JSON line per answer with its context, to study the answerer offline.
      if (process.env.ANSWERS_DUMP) appendFileSync(process.env.ANSWERS_DUMP, `${JSON.stringify({ type, question: q.question, gold: String(q.answer), category: q.category, context: c.text, answer: a.text })}\n`);
      ansHas.push(inAns);
      byCat[q.category]?.ans.push(inAns);
      if (inCtx) ansGivenCtx.push(inAns);
      f1s.push(tokenF1(a.text, q.answer));
      lengths.push(a.text.length);
    }
    const r = {
      type,
      questions: qs.length,
      context_has_gold: share(ctxHas),
      ...(completion
        ? {
            answer_has_gold: share(ansHas),
            answer_given_context: share(ansGivenCtx),
            context_with_gold: ansGivenCtx.length,
            f1: f1s.length ? round(f1s.reduce((a, b) => a + b, 0) / f1s.length, 3) : null,
            answer_chars: { ...summarize(lengths), max: lengths.length ? Math.max(...lengths) : null },
            over_300_chars: lengths.filter((l) => l > TARGETS.max_answer_chars).length,
          }
        : {}),
      by_category: Object.fromEntries(Object.entries(byCat).map(([k, v]) => [k, { context_has_gold: share(v.ctx), answer_has_gold: completion ? share(v.ans) : null }])),
      latency_ms: summarize(latencies),
      errors,
      first_error: firstError,
    };
    log(`answers: ${type}: context ${r.context_has_gold}${completion ? `, answer ${r.answer_has_gold}, answer|context ${r.answer_given_context}, F1 ${r.f1}, max ${r.answer_chars.max} chars` : ""}, errors ${errors}`);
    perType.push(r);
  }
  const lexical = perType.find((t) => t.type === "CHUNKS_LEXICAL")?.context_has_gold;
  const vector = perType.find((t) => t.type === "CHUNKS")?.context_has_gold;
  return {
    conversations: load.convs.length,
    questions: qs.length,
    categories: CATEGORY_NAMES,
    top_k: TOP_K,
    types: perType,
    vector_over_lexical: lexical && vector !== undefined ? round(vector / lexical, 3) : null,
    targets: TARGETS,
  };
}

export function tables(r) {
  const rows = r.types.map((t) =>
    t.skipped
      ? [t.type, null, null, null, null, null, null, null, t.skipped]
      : [t.type, t.context_has_gold, t.answer_has_gold ?? null, t.answer_given_context ?? null, t.context_with_gold ?? null, t.f1 ?? null, t.answer_chars?.max ?? null, t.latency_ms.p50, t.errors],
  );
  return [
    {
      title: `LoCoMo answers (${r.questions} questions with gold answers, categories 1-4, ${r.conversations} conversations; local provider; top_k ${r.top_k}; vector CHUNKS / lexical CHUNKS gold-in-context ${r.vector_over_lexical})`,
      headers: ["search type", "gold in top-10 context", "gold in answer", "gold in answer, given in context", "n (gold in context)", "token F1", "max answer chars", "p50 ms (answer)", "errors"],
      rows,
    },
  ];
}

export function charts() {
  return [];
}

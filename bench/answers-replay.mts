// Replays the offline answerer over a dump of the answers suite (ANSWERS_DUMP=<file> npm run bench -- --suites
// answers), in process, so answerer changes are measured on identical contexts in seconds:
//   npx tsx bench/answers-replay.mts <dump.jsonl> [--split 5] [--misses TYPE]
// Per completion type: gold in answer among questions whose context holds it, for the tuning conversations
// (index < split), the held-out ones (>= split) and all; mean and max answer length. The dump carries no
// conversation id: rows come per type in the suite's question order, which is rebuilt from the LoCoMo files
// (read in place, never copied). LoCoMo text stays out of the repository and the output (figures only).
// RAG and HYBRID answers also get each passage's two preceding turns, as the service reads them from the
// pod's reading order (the suite adds one item per turn, in order).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LocalAnswerer } from "../src/ai/local/answerer";
import { GloveEmbedder, useVocabularyAsFrequentWords } from "../src/ai/local/embedder";
import { contains, tokenF1 } from "./suites/answers.mjs";
import { loadLocomo, locomoDir } from "./lib/locomo.mjs";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--"));
if (!file) throw new Error("usage: answers-replay.mts <dump.jsonl> [--split N] [--misses TYPE]");
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const split = Number(opt("split") ?? 5);
const missType = opt("misses");

const root = join(import.meta.dirname, "..");
const glove = readFileSync(join(root, "src/ai/local/assets/generated/glove.bin"));
const embedder = new GloveEmbedder(glove.buffer.slice(glove.byteOffset, glove.byteOffset + glove.byteLength));
// As the local provider does: without the vocabulary's frequent words, a capitalised common word reads as a name.
useVocabularyAsFrequentWords(embedder);
const answerer = new LocalAnswerer(embedder);

// The suite's question order: conversations by file number, questions with a gold answer.
const convs: { questions: { question: string; answer: unknown }[]; turns: { text: string }[] }[] = loadLocomo(locomoDir(root));
const previousTurn = convs.map((c) => new Map(c.turns.map((t, i) => [t.text, c.turns.slice(Math.max(0, i - 2), i).map((p) => p.text).join("\n")])));
const WITH_READING_ORDER = new Set(["RAG_COMPLETION", "HYBRID_COMPLETION"]);
const order: { question: string; conv: number }[] = [];
convs.forEach((c, i) => {
  for (const q of c.questions) if (q.answer !== null && q.answer !== undefined && String(q.answer).trim()) order.push({ question: q.question, conv: i });
});

type Row = { type: string; question: string; gold: string; context: string; answer: string };
const rows: Row[] = readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l));
const seenPerType = new Map<string, number>();
type Tally = { n: number; hit: number; dumpHit: number; len: number; dumpLen: number; max: number; f1: number; all: number };
const tally = new Map<string, Tally>();
const bump = (key: string, f: (t: Tally) => void) => {
  let t = tally.get(key);
  if (!t) tally.set(key, (t = { n: 0, hit: 0, dumpHit: 0, len: 0, dumpLen: 0, max: 0, f1: 0, all: 0 }));
  f(t);
};
for (const r of rows) {
  const i = seenPerType.get(r.type) ?? 0;
  seenPerType.set(r.type, i + 1);
  const o = order[i];
  if (!o || o.question !== r.question) throw new Error(`dump row ${i} of ${r.type} is not the suite's question ${i}`);
  const part = o.conv < split ? "tune" : "held";
  let preceding: Record<string, string> | undefined;
  if (WITH_READING_ORDER.has(r.type)) {
    preceding = {};
    for (const line of r.context.split("\n")) {
      const prev = previousTurn[o.conv]!.get(line.trim());
      if (prev) preceding[line.trim()] = prev;
    }
  }
  const a = await answerer.answer({ question: r.question, context: r.context, preceding });
  const inCtx = contains(r.context, r.gold);
  const hit = contains(a, r.gold);
  for (const key of [`${r.type}|${part}`, `${r.type}|all`]) {
    bump(key, (t) => {
      t.all++;
      t.len += a.length;
      t.dumpLen += r.answer.length;
      t.max = Math.max(t.max, a.length);
      t.f1 += tokenF1(a, r.gold);
      if (!inCtx) return;
      t.n++;
      if (hit) t.hit++;
      if (contains(r.answer, r.gold)) t.dumpHit++;
    });
  }
  if (missType === r.type && inCtx && !hit && part === "tune") console.log(JSON.stringify({ q: r.question, gold: r.gold, a }));
}
const f = (x: number) => x.toFixed(3);
console.log("type|part n(gold in context) | dump answer | replay answer | mean chars dump -> replay | max | F1");
for (const [k, t] of [...tally].sort()) {
  console.log(`${k.padEnd(28)} n ${String(t.n).padStart(4)}  dump ${f(t.dumpHit / t.n)}  now ${f(t.hit / t.n)}  chars ${(t.dumpLen / t.all).toFixed(0)} -> ${(t.len / t.all).toFixed(0)}  max ${t.max}  F1 ${f(t.f1 / t.all)}`);
}

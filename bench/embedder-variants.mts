// LoCoMo evidence recall@k of the local embedder and of variants that add hashed lexical features, beside
// BM25, in process (no service): each conversation's turns embedded, each question ranked by cosine.
// It measures what issue 23 asked about the embedder: how much of lexical recall a single local vector
// reaches, and at what size. Run from the repository root with the root's tsx:
//   npx tsx bench/embedder-variants.mts [--conversations N]
// Variants (the vector is L2-normalised as a whole; lexical = content-word stems, each a pseudo-random
// direction seeded by its FNV-1a hash, weighted by a smooth-inverse-frequency weight from its GloVe rank):
// - glove-sif-100d: the shipped embedder (src/ai/local/embedder.ts);
// - +lexical in the same 100 dims (what fits the current index size);
// - +lexical in 156 extra dims (256-d vectors) and in 1,024 extra sparse dims (4 signed buckets per word).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fnv1a, GloveEmbedder } from "../src/ai/local/embedder.ts";
import { contentTerms } from "../src/ai/local/stopwords.ts";
import { Bm25 } from "./lib/bm25.mjs";
import { loadLocomo, locomoDir, recallAtK } from "./lib/locomo.mjs";

const root = join(import.meta.dirname, "..");
const arg = process.argv.indexOf("--conversations");
const limit = arg > 0 ? Number(process.argv[arg + 1]) : undefined;
const file = readFileSync(join(root, "src/ai/local/assets/generated/glove.bin"));
const glove = new GloveEmbedder(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
const vocab = glove.glove;
const SOURCE_VOCABULARY = 341_479;
const ZIPF = Math.log(SOURCE_VOCABULARY) + 0.5772;
const LEX_A = 1e-3;

function lexical(text: string, dims: number, sparse: boolean): Float32Array {
  const out = new Float32Array(dims);
  const tf = new Map<string, number>();
  for (const t of contentTerms(text)) tf.set(t, (tf.get(t) ?? 0) + 1);
  for (const [t, c] of tf) {
    const rank = vocab.index.get(t);
    const p = rank === undefined ? 1 / (SOURCE_VOCABULARY * ZIPF) : 1 / ((rank + 1) * ZIPF);
    const w = (LEX_A / (LEX_A + p)) * (1 + Math.log(c));
    let x = fnv1a(t) || 1;
    for (let k = 0; k < (sparse ? 4 : dims); k++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      if (sparse) out[(x >>> 0) % dims] += (x & 0x100 ? 1 : -1) * w;
      else out[k] += w * (((x >>> 0) / 0xffffffff) * 2 - 1);
    }
  }
  return out;
}

const unit = (v: Float32Array) => {
  const n = Math.hypot(...v) || 1;
  return v.map((x) => x / n);
};

/** semantic (unit) * 1 + lexical (unit) * beta, either added onto the same dims or appended. */
function variant(extra: number, beta: number, sparse: boolean) {
  return (text: string) => {
    const sem = glove.embedOne(text);
    if (!beta) return sem;
    const lex = unit(lexical(text, extra || sem.length, sparse));
    const out = new Float32Array(sem.length + extra);
    out.set(sem);
    for (let d = 0; d < lex.length; d++) out[(extra ? sem.length : 0) + d] += beta * lex[d]!;
    return unit(out);
  };
}

const variants: [string, (t: string) => Float32Array][] = [
  ["glove-sif-100d (shipped)", variant(0, 0, false)],
  ["+lexical in the same 100 dims (beta 0.3)", variant(0, 0.3, false)],
  ["+lexical, 156 extra dims = 256-d (beta 0.7)", variant(156, 0.7, false)],
  ["+lexical, 1024 extra sparse dims = 1124-d (beta 1)", variant(1024, 1, true)],
];

const convs = loadLocomo(locomoDir(root), { limitConversations: limit });
const questions: unknown[] = [];
const bm: string[][] = [];
for (const c of convs) {
  const index = new Bm25();
  for (const t of c.turns) index.add(t.diaId, t.text);
  for (const q of c.questions) {
    questions.push(q);
    bm.push(index.search(q.question, 20).map((h: { id: string }) => h.id));
  }
}
const base = recallAtK(questions, bm, [1, 5, 10, 20]);
console.log(`${convs.length} conversations, ${questions.length} questions (categories 1-4)`);
console.log(`| method | dims | r@5 | r@10 | r@20 | r@10 / BM25 r@10 |\n| --- | ---: | ---: | ---: | ---: | ---: |`);
console.log(`| BM25 | - | ${base[5].toFixed(3)} | ${base[10].toFixed(3)} | ${base[20].toFixed(3)} | 1 |`);
for (const [name, embed] of variants) {
  const ranked: string[][] = [];
  let dims = 0;
  for (const c of convs) {
    const vecs = c.turns.map((t: { text: string }) => embed(t.text));
    dims = vecs[0]!.length;
    for (const q of c.questions) {
      const qv = embed(q.question);
      const scored = vecs.map((v: Float32Array, i: number) => {
        let s = 0;
        for (let d = 0; d < v.length; d++) s += v[d]! * qv[d]!;
        return [s, i] as const;
      });
      scored.sort((a, b) => b[0] - a[0]);
      ranked.push(scored.slice(0, 20).map(([, i]) => c.turns[i].diaId));
    }
  }
  const r = recallAtK(questions, ranked, [1, 5, 10, 20]);
  console.log(`| ${name} | ${dims} | ${r[5].toFixed(3)} | ${r[10].toFixed(3)} | ${r[20].toFixed(3)} | ${(r[10] / base[10]).toFixed(3)} |`);
}

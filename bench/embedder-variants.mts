// LoCoMo evidence recall@k of the local embedder and of variants that add hashed lexical features, beside
// BM25, in process (no service): each conversation's turns embedded, each question ranked by cosine.
// It measures what issue 23 asked about the embedder: how much of lexical recall a single local vector
// reaches, and at what size. Run from the repository root with the root's tsx:
//   npx tsx bench/embedder-variants.mts [--conversations N]
// Every vector is scored as the pod's index scores it (workers/pod/vectors.ts): rows quantised to 7 bits
// (-63..63) by their largest component, the query to 8 bits; the float cosine's ratio is printed beside it.
// The last two columns split the questions into conversations 1-5 and 6-10 (the shipped constants were
// chosen on all ten; the halves show how much one half's choice would move on the other).
// Variants:
// - glove-sif-100d: the word-vector average alone (GloveEmbedder.embedOne; the embedder shipped before);
// - last session's hashed-lexical variants (lexical = content-word stems, each a pseudo-random direction
//   seeded by its FNV-1a hash, weighted by a smooth-inverse-frequency weight from its GloVe rank): in the
//   same 100 dims, in 156 extra dims (256-d) and in 1,024 extra sparse dims (4 signed buckets per word);
// - glove-lex: the shipped embedder (GloveEmbedder.embed, src/ai/local/embedder.ts: word average of the
//   in-vocabulary words + tf-weighted content words hashed into 2 signed buckets of LEXICAL_DIMS more dims,
//   lexical norm 0.3, capitalised words inside a sentence at weight 0.5) at its size and at others, and
//   without the name weight.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fnv1a, GloveEmbedder, LEXICAL_DIMS } from "../src/ai/local/embedder.ts";
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
  let n = 0;
  for (let d = 0; d < v.length; d++) n += v[d]! * v[d]!;
  n = Math.sqrt(n) || 1;
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

const lex = (lexicalDims: number, nameWeight?: number) => {
  const e = new GloveEmbedder(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength), { lexicalDims, nameWeight });
  return (text: string) => e.embedText(text);
};

const variants: [string, (t: string) => Float32Array][] = [
  ["glove-sif-100d (shipped before)", variant(0, 0, false)],
  ["+lexical in the same 100 dims (beta 0.3)", variant(0, 0.3, false)],
  ["+lexical, 156 extra dims = 256-d (beta 0.7)", variant(156, 0.7, false)],
  ["+lexical, 1024 extra sparse dims = 1124-d (beta 1)", variant(1024, 1, true)],
  [`glove-lex, ${LEXICAL_DIMS} lexical dims (shipped)`, lex(LEXICAL_DIMS)],
  [`glove-lex, ${LEXICAL_DIMS} lexical dims, names at full weight`, lex(LEXICAL_DIMS, 1)],
  ["glove-lex, 28 lexical dims", lex(28)],
  ["glove-lex, 60 lexical dims", lex(60)],
  ["glove-lex, 156 lexical dims", lex(156)],
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
const half = convs.slice(0, Math.ceil(convs.length / 2)).reduce((n: number, c: { questions: unknown[] }) => n + c.questions.length, 0);
const at10 = (ranked: string[][], from: number, to: number) => recallAtK(questions.slice(from, to), ranked.slice(from, to), [10])[10];
const ratio = (ranked: string[][], from = 0, to = questions.length) => (at10(ranked, from, to) / at10(bm, from, to)).toFixed(3);

/** As workers/pod/vectors.ts stores a row (7-bit, offset removed) or quantises a query (8-bit): value * scale. */
function quantised(v: Float32Array, max: number): Float32Array {
  let m = 0;
  for (let d = 0; d < v.length; d++) m = Math.max(m, Math.abs(v[d]!));
  const s = m / max || 1;
  return v.map((x) => Math.round(x / s) * s);
}

const base = recallAtK(questions, bm, [1, 5, 10, 20]);
console.log(`${convs.length} conversations, ${questions.length} questions (categories 1-4)`);
console.log(
  "| method | dims | int8 bytes/row | r@5 | r@10 | r@20 | r@10 / BM25 r@10 | same, float cosine | conversations 1-5 | 6-10 |\n" +
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
);
console.log(`| BM25 | - | - | ${base[5].toFixed(3)} | ${base[10].toFixed(3)} | ${base[20].toFixed(3)} | 1 | | | |`);
for (const [name, embed] of variants) {
  const ranked: string[][] = [];
  const rankedFloat: string[][] = [];
  let dims = 0;
  for (const c of convs) {
    const unitVecs = c.turns.map((t: { text: string }) => unit(embed(t.text)));
    const vecs = unitVecs.map((v: Float32Array) => quantised(v, 63));
    dims = vecs[0]!.length;
    for (const q of c.questions) {
      const qf = unit(embed(q.question));
      for (const [rows, qv, out] of [[vecs, quantised(qf, 127), ranked], [unitVecs, qf, rankedFloat]] as const) {
        const scored = rows.map((v: Float32Array, i: number) => {
          let s = 0;
          for (let d = 0; d < v.length; d++) s += v[d]! * qv[d]!;
          return [s, i] as const;
        });
        scored.sort((a, b) => b[0] - a[0]);
        out.push(scored.slice(0, 20).map(([, i]) => c.turns[i].diaId));
      }
    }
  }
  const r = recallAtK(questions, ranked, [1, 5, 10, 20]);
  const bytes = dims <= 128 ? dims : Math.ceil(dims / 16) * 16;
  console.log(
    `| ${name} | ${dims} | ${bytes} | ${r[5].toFixed(3)} | ${r[10].toFixed(3)} | ${r[20].toFixed(3)} | ${ratio(ranked)} | ${ratio(rankedFloat)} | ${ratio(ranked, 0, half)} | ${ratio(ranked, half)} |`,
  );
}

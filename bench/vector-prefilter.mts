// Would a cheaper first pass over the pod's vectors keep exact top-k? In process on LoCoMo's turns (all ten
// conversations pooled, the local embedder), each question's exact top-k as the pod scores it (rows 7-bit by their
// largest component, the query 8-bit: workers/pod/vectors.ts) against the candidates of two 1-bit-per-dimension
// first passes that would read 24 bytes a point instead of 192:
// - sign: Hamming distance between the query's and the row's sign bits;
// - ternary: the int8 query against each row's sign (-1, 0, +1), i.e. a sign-bit row with a zero mask.
// Printed: the share of the exact top-k that lies within each pass's top fraction of the collection (1.0 would let
// exact rescoring of those candidates return what the full scan returns). Then an exact alternative: the word-vector
// dimensions first (the embedder's first `glove.dims`), the lexical rest bounded by Cauchy-Schwarz (|q_lex|·|r_lex|):
// the share of rows whose bound still reaches the k-th exact score, whose lexical part a pruned scan would read
// too. Run from the repository root:
//   npx tsx bench/vector-prefilter.mts [--questions 600]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { GloveEmbedder } from "../src/ai/local/embedder.ts";
import { loadLocomo, locomoDir } from "./lib/locomo.mjs";

const root = join(import.meta.dirname, "..");
const arg = process.argv.indexOf("--questions");
const limit = arg > 0 ? Number(process.argv[arg + 1]) : 600;
const file = readFileSync(join(root, "src/ai/local/assets/generated/glove.bin"));
const glove = new GloveEmbedder(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
const texts: string[] = [];
const questions: string[] = [];
for (const c of loadLocomo(locomoDir(root))) {
  for (const t of c.turns) texts.push(t.text);
  for (const q of c.questions) questions.push(q.question);
}
async function embed(list: string[]): Promise<Float32Array[]> {
  const out: Float32Array[] = [];
  for (let i = 0; i < list.length; i += 256) out.push(...(await glove.embed(list.slice(i, i + 256))));
  return out;
}
/** As the pod quantises: by the largest component to -max..max. Returns the values and the scale. */
function quantise(v: Float32Array, max: number): { q: Int8Array; scale: number } {
  let m = 0;
  for (const x of v) m = Math.max(m, Math.abs(x));
  const scale = m / max || 1;
  return { q: Int8Array.from(v, (x) => Math.round(x / scale)), scale };
}
const rows = (await embed(texts)).map((v) => quantise(v, 63));
const queries = (await embed(questions.slice(0, limit))).map((v) => quantise(v, 127).q);
const dims = rows[0]!.q.length;
const n = rows.length;
const ranked = (score: (r: Int8Array, i: number) => number) =>
  rows.map((r, i) => [score(r.q, i), i] as const).sort((a, b) => b[0] - a[0]).map((x) => x[1]);

console.log(`${n} turns, ${queries.length} questions, ${dims}-d`);
console.log("k    fraction  candidates  sign    ternary");
const fractions = [0.02, 0.05, 0.1];
for (const k of [10, 50, 100]) {
  const hits = fractions.map(() => ({ sign: 0, ternary: 0 }));
  for (const q of queries) {
    const exact = ranked((r, i) => {
      let s = 0;
      for (let d = 0; d < dims; d++) s += q[d]! * r[d]!;
      return s * rows[i]!.scale;
    }).slice(0, k);
    const sign = ranked((r) => {
      let h = 0;
      for (let d = 0; d < dims; d++) if (q[d]! > 0 !== r[d]! > 0) h++;
      return -h;
    });
    const ternary = ranked((r) => {
      let s = 0;
      for (let d = 0; d < dims; d++) s += r[d]! > 0 ? q[d]! : r[d]! < 0 ? -q[d]! : 0;
      return s;
    });
    fractions.forEach((f, j) => {
      const m = Math.max(k, Math.ceil(f * n));
      const S = new Set(sign.slice(0, m));
      const T = new Set(ternary.slice(0, m));
      for (const e of exact) {
        if (S.has(e)) hits[j]!.sign++;
        if (T.has(e)) hits[j]!.ternary++;
      }
    });
  }
  fractions.forEach((f, j) => {
    const total = k * queries.length;
    console.log(`${String(k).padEnd(4)} ${String(f).padEnd(9)} ${String(Math.max(k, Math.ceil(f * n))).padEnd(11)} ${(hits[j]!.sign / total).toFixed(3)}   ${(hits[j]!.ternary / total).toFixed(3)}`);
  });
}

// The exact bound: semantic part read, lexical part bounded.
const semantic = glove.glove.dims;
const lexNorm = rows.map((r) => {
  let x = 0;
  for (let d = semantic; d < dims; d++) x += r.q[d]! * r.q[d]!;
  return Math.sqrt(x);
});
for (const k of [10, 100]) {
  let share = 0;
  for (const q of queries) {
    let qn = 0;
    for (let d = semantic; d < dims; d++) qn += q[d]! * q[d]!;
    qn = Math.sqrt(qn);
    const exact: number[] = [];
    const bound: number[] = [];
    rows.forEach((r, i) => {
      let sem = 0;
      let lex = 0;
      for (let d = 0; d < semantic; d++) sem += q[d]! * r.q[d]!;
      for (let d = semantic; d < dims; d++) lex += q[d]! * r.q[d]!;
      exact.push((sem + lex) * r.scale);
      bound.push((sem + qn * lexNorm[i]!) * r.scale);
    });
    const kth = [...exact].sort((a, b) => b - a)[k - 1]!;
    share += bound.filter((b) => b >= kth).length / n;
  }
  console.log(`exact bound (first ${semantic} dims, the rest by Cauchy-Schwarz): k ${k}, rows whose bound reaches the k-th score ${(share / queries.length).toFixed(3)}`);
}

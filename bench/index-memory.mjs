// Memory and scan time of the pod's local vector index per 100k points, by dimension: the pod's own SIMD arena
// (workers/pod/simd/dots.ts, bundled with its kernels) allocates 100k rows as loadSegment does (int8 rows,
// `rowStride(dims)` apart, plus a float32 scale each), fills them with random 7-bit values and scans them.
// Prints the arena's WebAssembly memory (what the isolate holds) and one full similarity scan's time; each
// size in its own process, as WebAssembly memory never shrinks.
// With `--columns C` the last C of the dims are kept by column as vectors.ts keeps mostly-zero dimensions (the
// local model's 92 hashed word dims), and the query is non-zero on `--query-nnz K` of them (default 6, a
// median benchmark question): the scan reads dims - C + K bytes a point.
// Needs relaxed SIMD, so the root's Node 22: `npx node bench/index-memory.mjs [--points 100000] [--dims 100,192]
// [--columns 92 --query-nnz 6]`.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { importTsModule } from "./lib/ts-module.mjs";

const root = join(import.meta.dirname, "..");
const opt = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const n = Number(opt("points", "100000"));
const dimsList = opt("dims", "100,160,192,256").split(",").map(Number);
const columns = Number(opt("columns", "0"));
const queryNnz = Number(opt("query-nnz", "6"));
if (dimsList.length > 1) {
  console.log(`| dims | bytes read/row | WebAssembly memory MB holding ${n} points | scan ms |\n| ---: | ---: | ---: | ---: |`);
  const extra = ["--columns", String(columns), "--query-nnz", String(queryNnz)];
  for (const d of dimsList) process.stdout.write(execFileSync(process.execPath, [process.argv[1], "--points", String(n), "--dims", String(d), ...extra]));
} else {
  const dims = dimsList[0];
  const dots = await importTsModule(root, "workers/pod/simd/dots.ts", { platform: "node" });
  if (!dots) throw new Error("esbuild (root npm install) or workers/pod/simd/dots.ts missing");
  const { colStride, rowsBytes, rowStride, simdArena, QUANT_MAX, STORED_OFFSET } = dots;
  const dense = dims - columns;
  const arena = simdArena();
  const probe = arena.alloc(16);
  const empty = arena.view(probe).buffer.byteLength;
  const rows = arena.alloc(rowsBytes(n, dense));
  const cols = columns ? arena.alloc(columns * colStride(n)) : null;
  const scales = arena.alloc(n * 4);
  const data = arena.view(rows);
  const colData = cols ? arena.view(cols) : null;
  const sc = arena.floats(scales);
  const stride = rowStride(dense);
  let x = 1;
  const next = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return ((x >>> 0) % (2 * QUANT_MAX + 1)) - QUANT_MAX;
  };
  for (let i = 0; i < n; i++) {
    for (let d = 0; d < dense; d++) data[i * stride + d] = next() + STORED_OFFSET;
    sc[i] = 0.01;
  }
  if (colData) colData.forEach((_, k) => (colData[k] = next()));
  const q = new Int8Array(Math.ceil(dense / 16) * 16).fill(3);
  const colQuery = Array.from({ length: Math.min(queryNnz, columns) }, (_, j) => [Math.floor((j * columns) / Math.max(1, queryNnz)), 3]);
  const seg = { rows, rowDims: dense, cols, scales };
  arena.similaritiesSplit(q, colQuery, seg, n);
  const t0 = performance.now();
  for (let r = 0; r < 20; r++) arena.similaritiesSplit(q, colQuery, seg, n);
  const ms = (performance.now() - t0) / 20;
  const held = arena.view(rows).buffer.byteLength - empty;
  console.log(`| ${dims}${columns ? ` (${columns} by column, query on ${colQuery.length})` : ""} | ${stride + colQuery.length} | ${(held / 1e6).toFixed(1)} | ${ms.toFixed(2)} |`);
}

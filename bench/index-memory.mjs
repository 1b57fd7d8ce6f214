// Memory and scan time of the pod's local vector index per 100k points, by dimension: the pod's own SIMD arena
// (workers/pod/simd/dots.ts, bundled with its kernels) allocates 100k rows as loadSegment does (int8 rows,
// `rowStride(dims)` apart, plus a float32 scale each), fills them with random 7-bit values and scans them.
// Prints the arena's WebAssembly memory (what the isolate holds) and one full similarity scan's time; each
// size in its own process, as WebAssembly memory never shrinks.
// Needs relaxed SIMD, so the root's Node 22: `npx node bench/index-memory.mjs [--points 100000] [--dims 100,192]`.
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
if (dimsList.length > 1) {
  console.log(`| dims | bytes/row | WebAssembly memory MB holding ${n} points | scan ms |\n| ---: | ---: | ---: | ---: |`);
  for (const d of dimsList) process.stdout.write(execFileSync(process.execPath, [process.argv[1], "--points", String(n), "--dims", String(d)]));
} else {
  const dims = dimsList[0];
  const dots = await importTsModule(root, "workers/pod/simd/dots.ts", { platform: "node" });
  if (!dots) throw new Error("esbuild (root npm install) or workers/pod/simd/dots.ts missing");
  const { rowsBytes, rowStride, simdArena, QUANT_MAX, STORED_OFFSET } = dots;
  const arena = simdArena();
  const probe = arena.alloc(16);
  const empty = arena.view(probe).buffer.byteLength;
  const rows = arena.alloc(rowsBytes(n, dims));
  const scales = arena.alloc(n * 4);
  const data = arena.view(rows);
  const sc = arena.floats(scales);
  const stride = rowStride(dims);
  let x = 1;
  for (let i = 0; i < n; i++) {
    for (let d = 0; d < dims; d++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      data[i * stride + d] = ((x >>> 0) % (2 * QUANT_MAX + 1)) - QUANT_MAX + STORED_OFFSET;
    }
    sc[i] = 0.01;
  }
  const q = new Int8Array(Math.ceil(dims / 16) * 16).fill(3);
  arena.similarities(q, rows, scales, n, dims);
  const t0 = performance.now();
  for (let r = 0; r < 20; r++) arena.similarities(q, rows, scales, n, dims);
  const ms = (performance.now() - t0) / 20;
  const held = arena.view(rows).buffer.byteLength - empty;
  console.log(`| ${dims} | ${stride} | ${(held / 1e6).toFixed(1)} | ${ms.toFixed(2)} |`);
}

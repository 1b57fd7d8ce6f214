import { describe, it } from "vitest";
import { colStride, QUANT_MAX, rowsBytes, rowStride, SIM_BLOCK, simdArena, STORED_OFFSET } from "../../workers/pod/simd/dots";
import { selectTop } from "../../workers/pod/vectors";

/** Random 7-bit rows stored as the index stores them, the query, and the similarities computed in JS. */
function fixture(dims: number, n: number, seed: number) {
  let s = seed;
  const rand = (m: number) => ((s = (s * 1103515245 + 12345) & 0x7fffffff) % (2 * m + 1)) - m;
  const stride = rowStride(dims);
  const rows = new Int8Array(rowsBytes(n, dims));
  const values: number[][] = [];
  for (let i = 0; i < n; i++) {
    values.push(Array.from({ length: dims }, () => rand(QUANT_MAX)));
    values[i]!.forEach((v, d) => (rows[i * stride + d] = v + STORED_OFFSET));
  }
  const scales = Float32Array.from({ length: n }, (_, i) => 0.001 * (1 + (i % 7)));
  const query = new Int8Array(Math.ceil(dims / 16) * 16);
  for (let d = 0; d < dims; d++) query[d] = rand(127);
  const expected = values.map((v, i) => Math.fround(v.reduce((a, x, d) => a + x * query[d]!, 0) * scales[i]!));
  return { rows, scales, query, expected };
}

describe("SIMD vector scan (workers/pod/simd/dots-relaxed.wasm)", () => {
  it("is available in the runtime and computes exact similarities for unpadded (unrolled) and padded rows, across compaction", ({ expect }) => {
    const arena = simdArena();
    // 100-d: 7 blocks, 192-d (the local model): 12 blocks, 250-d: 16 blocks, unrolled kernels, rows `dims`
    // bytes apart; 300-d: 19 blocks, generic kernel, padded rows.
    for (const dims of [100, 16, 160, 192, 250, 300]) {
      const n = 300;
      const { rows, scales, query, expected } = fixture(dims, n, dims);
      expect(rowStride(dims)).toBe(dims <= 256 ? dims : Math.ceil(dims / 16) * 16);
      // A garbage region before the live ones forces compaction to move them.
      const junk = arena.alloc(9 * 1024 * 1024);
      const r = arena.alloc(rows.length);
      const sc = arena.alloc(n * 4);
      arena.view(r).set(rows);
      arena.floats(sc).set(scales);
      const first = arena.similarities(query, r, sc, n, dims);
      expect(Array.from(first.sims)).toEqual(expected);
      if (dims <= 256) {
        // Block maxima of the unrolled kernels, the last block partial (300 = 4 x 64 + 44).
        const blockMax = Array.from({ length: Math.ceil(n / SIM_BLOCK) }, (_, b) => Math.max(...expected.slice(b * SIM_BLOCK, (b + 1) * SIM_BLOCK)));
        expect(Array.from(first.maxes!)).toEqual(blockMax);
      } else expect(first.maxes).toBeNull();
      arena.free(junk);
      const other = arena.alloc(1024);
      expect(r.offset).toBeLessThan(junk.offset + junk.bytes);
      expect(Array.from(arena.similarities(query, r, sc, n, dims).sims)).toEqual(expected);
      arena.free(other);
      arena.free(r);
      arena.free(sc);
    }
  });

  it("gives the same similarities when mostly-zero dimensions are stored by column and the query reads only its non-zero ones", ({ expect }) => {
    const arena = simdArena();
    let s = 11;
    const rand = (m: number) => ((s = (s * 1103515245 + 12345) & 0x7fffffff) % (2 * m + 1)) - m;
    // 100 dense + 92 sparse (the local model's layout); all sparse (no row part); 300 dense + 20 sparse (the
    // generic kernel); n not a multiple of 16 so the columns' padding is read.
    for (const [dense, sparse, n] of [[100, 92, 333], [0, 40, 70], [300, 20, 129], [16, 0, 65]] as const) {
      const dims = dense + sparse;
      const values = Array.from({ length: n }, () => Array.from({ length: dims }, (_, d) => (d < dense || rand(5) === 0 ? rand(QUANT_MAX) : 0)));
      const scales = Float32Array.from({ length: n }, (_, i) => 0.002 * (1 + (i % 5)));
      const query = Array.from({ length: dims }, (_, d) => (d < dense || rand(9) === 0 ? rand(127) : 0));
      const expected = values.map((v, i) => Math.fround(v.reduce((a, x, d) => a + x * query[d]!, 0) * scales[i]!));
      const stride = rowStride(dense);
      const rows = arena.alloc(rowsBytes(n, dense));
      const cols = sparse ? arena.alloc(sparse * colStride(n)) : null;
      const sc = arena.alloc(n * 4);
      const rowView = arena.view(rows);
      values.forEach((v, i) => v.slice(0, dense).forEach((x, d) => (rowView[i * stride + d] = x + STORED_OFFSET)));
      if (cols) {
        const colView = arena.view(cols);
        values.forEach((v, i) => v.slice(dense).forEach((x, k) => (colView[k * colStride(n) + i] = x)));
      }
      arena.floats(sc).set(scales);
      const rowQuery = new Int8Array(Math.ceil(dense / 16) * 16);
      query.slice(0, dense).forEach((x, d) => (rowQuery[d] = x));
      const colQuery = query.slice(dense).flatMap((x, k): [number, number][] => (x ? [[k, x]] : []));
      expect(colQuery.length).toBeLessThan(Math.max(1, sparse));
      const got = arena.similaritiesSplit(rowQuery, colQuery, { rows, rowDims: dense, cols, scales: sc }, n);
      expect(Array.from(got.sims)).toEqual(expected);
      if (dense <= 256) {
        const blockMax = Array.from({ length: Math.ceil(n / SIM_BLOCK) }, (_, b) => Math.max(...expected.slice(b * SIM_BLOCK, (b + 1) * SIM_BLOCK)));
        expect(Array.from(got.maxes!)).toEqual(blockMax);
      }
      arena.free(rows);
      if (cols) arena.free(cols);
      arena.free(sc);
    }
  });

  it("selects exactly the k most similar rows through block maxima, ties and a partial last block included", ({ expect }) => {
    let seed = 3;
    const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    for (const [n, k] of [[20000, 100], [5000, 100], [1000, 10], [130, 100], [70, 1]] as const) {
      // Coarse values so that ties are common.
      const sims = Float32Array.from({ length: n }, () => Math.round(rand() * 50) / 50);
      const maxes = Float32Array.from({ length: Math.ceil(n / SIM_BLOCK) }, (_, b) => Math.max(...sims.subarray(b * SIM_BLOCK, (b + 1) * SIM_BLOCK)));
      const got = selectTop(sims, maxes, k).map((x) => x.sim);
      const want = Array.from(sims).sort((a, b) => b - a).slice(0, k);
      expect(got).toEqual(want);
      expect(selectTop(sims, null, k).map((x) => x.sim)).toEqual(want);
    }
  });
});

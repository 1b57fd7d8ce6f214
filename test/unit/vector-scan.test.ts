import { describe, it } from "vitest";
import { simdArena } from "../../workers/pod/simd/dots";

describe("SIMD vector scan (workers/pod/simd/dots.wasm)", () => {
  it("is available in the runtime and computes exact int8 dot products, across arena compaction", ({ expect }) => {
    const arena = simdArena();
    expect(arena).not.toBeNull();
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 255) - 127;
    const dims = 100;
    const blocks = Math.ceil(dims / 16);
    const stride = blocks * 16;
    const n = 500;
    const rows = new Int8Array(n * stride);
    for (let i = 0; i < n; i++) for (let d = 0; d < dims; d++) rows[i * stride + d] = rand();
    const q = new Int8Array(stride);
    for (let d = 0; d < dims; d++) q[d] = rand();
    const expected = Array.from({ length: n }, (_, i) => {
      let s = 0;
      for (let d = 0; d < dims; d++) s += q[d]! * rows[i * stride + d]!;
      return s;
    });
    // A garbage region before the live one forces compaction to move it.
    const junk = arena!.alloc(9 * 1024 * 1024);
    const h = arena!.alloc(rows.length);
    arena!.view(h).set(rows);
    expect(Array.from(arena!.scan(q, h, n, blocks))).toEqual(expected);
    arena!.free(junk);
    const other = arena!.alloc(1024);
    expect(h.offset).toBeLessThan(junk.offset + junk.bytes);
    expect(Array.from(arena!.scan(q, h, n, blocks))).toEqual(expected);
    arena!.free(other);
    arena!.free(h);
  });
});

import kernelsModule from "./dots-relaxed.wasm";

/**
 * Int8 vectors kept in one WebAssembly memory and scanned by the SIMD kernels in dots-relaxed.wasm (see
 * build-dots-wasm.mjs). Stored values are 7-bit (-63..63) offset by +64, as the relaxed dot instruction
 * needs its second operand in 0..127; `similarities` removes the offset. Freed regions are reclaimed by
 * compaction (live blocks slide down) once garbage outweighs live data; WASM memory never shrinks, so the
 * high-water mark stays (~19 MB per 100k x 192-d collection, the local model).
 */
export interface ArenaHandle {
  offset: number;
  bytes: number;
  freed: boolean;
}

/** The value stored for a quantised component q in -63..63. */
export const STORED_OFFSET = 64;
/** Components are quantised to -QUANT_MAX..QUANT_MAX before the offset. */
export const QUANT_MAX = 63;
/** Rows up to this many 16-byte blocks (256 dims: the local 192-d model's 12 among them) have an unrolled kernel and are stored unpadded. */
const MAX_UNROLLED_BLOCKS = 16;

type DotsFn = (q: number, data: number, n: number, blocks: number, out: number) => void;
/** sims1..16 take the first eight arguments, simsAcc0..16 all nine. */
type SimsFn = (q: number, data: number, n: number, stride: number, out: number, scales: number, corr: number, maxes: number, acc: number) => void;
type ColsFn = (list: number, m: number, n: number, acc: number) => void;

/** Rows per block of `Similarities.maxes`. */
export const SIM_BLOCK = 64;

/**
 * Rows split by dimension (vectors.ts): the dense dimensions row by row as `similarities` reads them (7-bit,
 * offset), the mostly-zero ones by column, `colStride(n)` signed bytes apart, so a query reads only the
 * columns where it is non-zero.
 */
export interface SplitRows {
  rows: ArenaHandle;
  rowDims: number;
  cols: ArenaHandle | null;
  scales: ArenaHandle;
}

/** Bytes between consecutive columns of `n` rows (the `cols` kernel reads 16 rows a step). */
export function colStride(n: number): number {
  return Math.ceil(n / 16) * 16;
}

export interface Similarities {
  /** One per row. */
  sims: Float32Array;
  /** The largest similarity of each SIM_BLOCK rows (the last block may be partial), when the kernel gives it. */
  maxes: Float32Array | null;
}

const RESERVED = 64 * 1024;

/** Bytes between consecutive rows of `dims` components: unpadded where an unrolled kernel reads them. */
export function rowStride(dims: number): number {
  const blocks = Math.ceil(dims / 16);
  return blocks <= MAX_UNROLLED_BLOCKS ? dims : blocks * 16;
}

/** Bytes to allocate for `n` rows: the unrolled kernels read up to 15 bytes past the last row. */
export function rowsBytes(n: number, dims: number): number {
  return n * rowStride(dims) + 16;
}

class SimdArena {
  private readonly memory: WebAssembly.Memory;
  private readonly dots: DotsFn;
  private readonly sims: (SimsFn | undefined)[];
  private readonly simsAcc: (SimsFn | undefined)[];
  private readonly cols: ColsFn;
  private top = RESERVED;
  private readonly live = new Set<ArenaHandle>();
  private garbage = 0;

  constructor() {
    const instance = new WebAssembly.Instance(kernelsModule, {});
    this.memory = instance.exports.memory as WebAssembly.Memory;
    this.dots = instance.exports.dots as DotsFn;
    this.sims = Array.from({ length: MAX_UNROLLED_BLOCKS + 1 }, (_, b) => instance.exports[`sims${b}`] as SimsFn | undefined);
    this.simsAcc = Array.from({ length: MAX_UNROLLED_BLOCKS + 1 }, (_, b) => instance.exports[`simsAcc${b}`] as SimsFn | undefined);
    this.cols = instance.exports.cols as ColsFn;
  }

  private ensure(end: number): void {
    const have = this.memory.buffer.byteLength;
    if (end > have) this.memory.grow(Math.ceil((end - have) / 65536));
  }

  alloc(bytes: number): ArenaHandle {
    if (this.garbage > 8 * 1024 * 1024 && this.garbage > this.liveBytes()) this.compact();
    const offset = (this.top + 15) & ~15;
    this.ensure(offset + bytes);
    this.top = offset + bytes;
    const h: ArenaHandle = { offset, bytes, freed: false };
    this.live.add(h);
    return h;
  }

  free(h: ArenaHandle): void {
    if (h.freed) return;
    h.freed = true;
    this.live.delete(h);
    this.garbage += h.bytes;
  }

  view(h: ArenaHandle): Int8Array {
    return new Int8Array(this.memory.buffer, h.offset, h.bytes);
  }

  floats(h: ArenaHandle): Float32Array {
    return new Float32Array(this.memory.buffer, h.offset, h.bytes >> 2);
  }

  private liveBytes(): number {
    let n = 0;
    for (const h of this.live) n += h.bytes;
    return n;
  }

  private compact(): void {
    const mem = new Int8Array(this.memory.buffer);
    let at = RESERVED;
    for (const h of [...this.live].sort((a, b) => a.offset - b.offset)) {
      at = (at + 15) & ~15;
      if (h.offset !== at) mem.copyWithin(at, h.offset, h.offset + h.bytes);
      h.offset = at;
      at += h.bytes;
    }
    this.top = at;
    this.garbage = 0;
  }

  /**
   * Similarities (Σ query·row, offset removed, × the row's scale) of the `n` rows of `rows` (laid out by
   * `rowStride(dims)`) with `query` (Int8, zero beyond `dims`, at least ceil(dims/16)*16 long). The
   * arrays are views into WebAssembly memory, valid until the next call on the arena: read them, don't keep them.
   */
  similarities(query: Int8Array, rows: ArenaHandle, scales: ArenaHandle, n: number, dims: number): Similarities {
    return this.scan(query, { rows, rowDims: dims, cols: null, scales }, [], n);
  }

  /**
   * `similarities` over split rows: `rowQuery` for the row part (as above, `rowDims` long), `colQuery` the
   * query's non-zero components on the column part as (column index, value) pairs. Exactly the sums a
   * whole-row scan gives: the query is zero on every column left out.
   */
  similaritiesSplit(rowQuery: Int8Array, colQuery: [number, number][], seg: SplitRows, n: number): Similarities {
    return this.scan(rowQuery, seg, seg.cols ? colQuery : [], n);
  }

  private scan(query: Int8Array, seg: SplitRows, colQuery: [number, number][], n: number): Similarities {
    const dims = seg.rowDims;
    const blocks = Math.ceil(dims / 16);
    let qsum = 0;
    for (let d = 0; d < dims; d++) qsum += query[d]!;
    const corr = STORED_OFFSET * qsum;
    // Scratch after the live blocks: similarities, block maxima, then (split rows) the column sums and pairs.
    const outOffset = (this.top + 15) & ~15;
    const maxesOffset = (outOffset + n * 4 + 15) & ~15;
    const nBlocks = Math.ceil(n / SIM_BLOCK);
    const accOffset = (maxesOffset + nBlocks * 4 + 15) & ~15;
    const cstride = colStride(n);
    const listOffset = accOffset + cstride * 4;
    this.ensure(colQuery.length ? listOffset + colQuery.length * 8 : accOffset);
    new Int8Array(this.memory.buffer, 0, blocks * 16).set(query.subarray(0, blocks * 16));
    if (colQuery.length) {
      const list = new Int32Array(this.memory.buffer, listOffset, colQuery.length * 2);
      colQuery.forEach(([c, q], j) => {
        list[2 * j] = seg.cols!.offset + c * cstride;
        list[2 * j + 1] = q;
      });
      this.cols(listOffset, colQuery.length, n, accOffset);
    }
    const stride = rowStride(dims);
    // Unrolled kernels up to 256 row dims; `sims` ignores the trailing `acc` argument.
    const kernel = colQuery.length ? this.simsAcc[blocks] : this.sims[blocks];
    if (kernel) {
      kernel(0, seg.rows.offset, n, stride, outOffset, seg.scales.offset, corr, maxesOffset, accOffset);
      return { sims: new Float32Array(this.memory.buffer, outOffset, n), maxes: new Float32Array(this.memory.buffer, maxesOffset, nBlocks) };
    }
    // More than 256 dense dimensions (e.g. 768-d hosted models): the generic kernel, rows padded to blocks.
    this.dots(0, seg.rows.offset, n, blocks, outOffset);
    const dots = new Int32Array(this.memory.buffer, outOffset, n);
    const acc = colQuery.length ? new Int32Array(this.memory.buffer, accOffset, n) : null;
    const scale = new Float32Array(this.memory.buffer, seg.scales.offset, n);
    const out = new Float32Array(this.memory.buffer, outOffset, n);
    for (let i = 0; i < n; i++) out[i] = (dots[i]! + (acc ? acc[i]! : 0) - corr) * scale[i]!;
    return { sims: out, maxes: null };
  }
}

let arena: SimdArena | undefined;

/**
 * The isolate's SIMD arena. No fallback: the kernels' module is compiled when the Worker loads, so an
 * engine without (relaxed) WebAssembly SIMD never gets this far.
 */
export function simdArena(): SimdArena {
  arena ??= new SimdArena();
  return arena;
}

export type { SimdArena };

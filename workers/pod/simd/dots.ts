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
type SimsFn = (q: number, data: number, n: number, stride: number, out: number, scales: number, corr: number, maxes: number) => void;

/** Rows per block of `Similarities.maxes`. */
export const SIM_BLOCK = 64;

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
  private top = RESERVED;
  private readonly live = new Set<ArenaHandle>();
  private garbage = 0;

  constructor() {
    const instance = new WebAssembly.Instance(kernelsModule, {});
    this.memory = instance.exports.memory as WebAssembly.Memory;
    this.dots = instance.exports.dots as DotsFn;
    this.sims = Array.from({ length: MAX_UNROLLED_BLOCKS + 1 }, (_, b) => instance.exports[`sims${b}`] as SimsFn | undefined);
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
    const blocks = Math.ceil(dims / 16);
    let qsum = 0;
    for (let d = 0; d < dims; d++) qsum += query[d]!;
    const corr = STORED_OFFSET * qsum;
    const outOffset = (this.top + 15) & ~15;
    const maxesOffset = (outOffset + n * 4 + 15) & ~15;
    const nBlocks = Math.ceil(n / SIM_BLOCK);
    this.ensure(maxesOffset + nBlocks * 4);
    new Int8Array(this.memory.buffer, 0, blocks * 16).set(query.subarray(0, blocks * 16));
    const sims = this.sims[blocks];
    if (sims) {
      sims(0, rows.offset, n, rowStride(dims), outOffset, scales.offset, corr, maxesOffset);
      return { sims: new Float32Array(this.memory.buffer, outOffset, n), maxes: new Float32Array(this.memory.buffer, maxesOffset, nBlocks) };
    }
    this.dots(0, rows.offset, n, blocks, outOffset);
    const dots = new Int32Array(this.memory.buffer, outOffset, n);
    const scale = new Float32Array(this.memory.buffer, scales.offset, n);
    const out = new Float32Array(this.memory.buffer, outOffset, n);
    for (let i = 0; i < n; i++) out[i] = (dots[i]! - corr) * scale[i]!;
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

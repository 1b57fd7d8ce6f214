import dotsModule from "./dots.wasm";

/**
 * Int8 vectors kept in one WebAssembly memory and scanned by the SIMD kernel in dots.wasm (see
 * build-dots-wasm.mjs). Rows are padded to 16-byte blocks. Freed regions are reclaimed by compaction
 * (live blocks slide down) once garbage outweighs live data; WASM memory never shrinks, so the high-water
 * mark stays (~10 MB per 100k x 100-d collection).
 */
export interface ArenaHandle {
  offset: number;
  bytes: number;
  freed: boolean;
}

type DotsFn = (q: number, data: number, n: number, blocks: number, out: number) => void;

const RESERVED = 64 * 1024;

class SimdArena {
  private readonly memory: WebAssembly.Memory;
  private readonly dots: DotsFn;
  private top = RESERVED;
  private readonly live = new Set<ArenaHandle>();
  private garbage = 0;

  constructor() {
    const instance = new WebAssembly.Instance(dotsModule, {});
    this.memory = instance.exports.memory as WebAssembly.Memory;
    this.dots = instance.exports.dots as DotsFn;
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

  /** Integer dot products of `query` (one padded row) with the `n` rows of a handle. */
  scan(query: Int8Array, h: ArenaHandle, n: number, blocks: number): Int32Array {
    const outOffset = (this.top + 15) & ~15;
    this.ensure(outOffset + n * 4);
    new Int8Array(this.memory.buffer, 0, query.length).set(query);
    this.dots(0, h.offset, n, blocks, outOffset);
    return new Int32Array(this.memory.buffer, outOffset, n).slice();
  }
}

let arena: SimdArena | null | undefined;

/** The isolate's SIMD arena, or null where WebAssembly SIMD is unavailable (the JS scan is used instead). */
export function simdArena(): SimdArena | null {
  if (arena === undefined) {
    try {
      arena = new SimdArena();
    } catch {
      arena = null;
    }
  }
  return arena;
}

export type { SimdArena };

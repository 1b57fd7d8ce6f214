import { ApiError } from "../../src/core/errors";
import { type ArenaHandle, QUANT_MAX, rowsBytes, rowStride, SIM_BLOCK, simdArena, STORED_OFFSET } from "./simd/dots";
import { all, type SqlValue } from "./sql";
import { type VectorHit } from "../../src/core/pod/retrieval";
import { type VectorPoint, type VectorUpsertSlice, encodeVectorUpserts, normalise, segKey } from "../../src/core/pod/graph-writes";
import { json } from "../../src/core/json";

/**
 * A query whose dimensions differ from the stored points: never answer it with silently empty results. A
 * named 409, encoded across the RPC like every pod ApiError (workers/pod/rpc.ts).
 */
const dimensionMismatch = (message: string) => new ApiError(409, "EmbeddingDimensionMismatchError", message);

/**
 * Only ids and the Int8 vectors stay in memory: texts and payloads (hundreds of bytes per point, twice
 * that as JS strings) are read from SQLite for the few hits a query keeps. 100k points x 192 dims is then
 * ~19 MB of vectors plus ~7 MB of ids, instead of ~100 MB with texts inside the 128 MB isolate.
 */
interface Segment {
  ids: string[];
  dims: number;
  /** Rows (7-bit + offset, `rowStride(dims)` apart) and their scales, in the SIMD arena. */
  rows: ArenaHandle;
  scales: ArenaHandle;
}

const segments = new Map<string, Segment>();
/** Collections known to hold no points (every graph search asks for PdfDocument_name, CsvDocument_name...). */
const absent = new Set<string>();

function dropSegment(key: string): void {
  absent.delete(key);
  const seg = segments.get(key);
  if (!seg) return;
  simdArena().free(seg.rows);
  simdArena().free(seg.scales);
  segments.delete(key);
}

/**
 * Executes one upsert slice (idempotent by (dataset, collection, id)). A re-written point whose model,
 * vector, text and payload are unchanged is left alone (re-mentioned entities and types). Invalidates the
 * cached segments touched.
 */
export function execVectorUpsert(sql: SqlStorage, slice: VectorUpsertSlice): void {
  sql.exec(
    `INSERT INTO vectors (dataset_id, collection, id, model, dims, vector, text, payload)
     SELECT ?1, value->>0, value->>1, value->>2, value->>3, coalesce(substr(?2, (value->>4) + 1, (value->>3) * 4), x''), value->>5, value->>6
       FROM json_each(?3) WHERE true
     ON CONFLICT(dataset_id, collection, id) DO UPDATE SET
       model = excluded.model, dims = excluded.dims, vector = excluded.vector, text = excluded.text, payload = excluded.payload
     WHERE vectors.model IS NOT excluded.model OR vectors.vector IS NOT excluded.vector
        OR vectors.text IS NOT excluded.text OR vectors.payload IS NOT excluded.payload`,
    slice.datasetId,
    slice.blob,
    slice.meta,
  );
  for (const key of slice.segments) dropSegment(key);
}

/** Upserts points, set-wise (see encodeVectorUpserts and execVectorUpsert). */
export function upsertVectors(sql: SqlStorage, points: VectorPoint[]): void {
  encodeVectorUpserts(points, (slice) => execVectorUpsert(sql, slice));
}

export function deleteVectors(sql: SqlStorage, datasetId: string, refs: { collection: string; id: string }[]): void {
  for (const r of refs) {
    sql.exec(`DELETE FROM vectors WHERE dataset_id = ? AND collection = ? AND id = ?`, datasetId, r.collection, r.id);
  }
  invalidateDataset(datasetId);
}

export function invalidateDataset(datasetId: string): void {
  for (const key of [...segments.keys(), ...absent]) if (key.startsWith(`${datasetId}\u0000`)) dropSegment(key);
}

function loadSegment(sql: SqlStorage, datasetId: string, model: string, collection: string): Segment | null {
  const key = segKey(datasetId, model, collection);
  const cached = segments.get(key);
  if (cached) return cached;
  if (absent.has(key)) return null;
  const rows = all<{ id: string; dims: number; vector: ArrayBuffer }>(
    sql,
    `SELECT id, dims, vector FROM vectors WHERE dataset_id = ? AND model = ? AND collection = ?`,
    datasetId,
    model,
    collection,
  );
  if (rows.length === 0) {
    absent.add(key);
    return null;
  }
  const dims = rows[0]!.dims;
  const stride = rowStride(dims);
  const arena = simdArena();
  const seg: Segment = { ids: new Array<string>(rows.length), dims, rows: arena.alloc(rowsBytes(rows.length, dims)), scales: arena.alloc(rows.length * 4) };
  // Views after both allocations (an allocation may grow the memory or compact the arena).
  const data = arena.view(seg.rows);
  const scales = arena.floats(seg.scales);
  rows.forEach((r, i) => {
    const v = new Float32Array(r.vector);
    let max = 0;
    for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(v[d]!));
    const scale = max / QUANT_MAX || 1;
    for (let d = 0; d < dims; d++) data[i * stride + d] = Math.round(v[d]! / scale) + STORED_OFFSET;
    scales[i] = scale;
    seg.ids[i] = r.id;
  });
  segments.set(key, seg);
  return seg;
}

/** A bounded min-heap on similarity (the root is the worst kept): O(n log k) top-k. */
class TopK {
  readonly idx: Int32Array;
  readonly sim: Float32Array;
  size = 0;
  worst = -Infinity;
  constructor(private readonly k: number) {
    this.idx = new Int32Array(k);
    this.sim = new Float32Array(k);
  }

  push(i: number, sim: number): void {
    const { idx, sim: heap, k } = this;
    if (this.size < k) {
      let c = this.size++;
      while (c > 0) {
        const p = (c - 1) >> 1;
        if (heap[p]! <= sim) break;
        heap[c] = heap[p]!;
        idx[c] = idx[p]!;
        c = p;
      }
      heap[c] = sim;
      idx[c] = i;
      if (this.size === k) this.worst = heap[0]!;
    } else if (sim > this.worst) {
      let c = 0;
      for (;;) {
        const l = 2 * c + 1;
        if (l >= k) break;
        const r = l + 1;
        const m = r < k && heap[r]! < heap[l]! ? r : l;
        if (heap[m]! >= sim) break;
        heap[c] = heap[m]!;
        idx[c] = idx[m]!;
        c = m;
      }
      heap[c] = sim;
      idx[c] = i;
      this.worst = heap[0]!;
    }
  }

  /** Kept entries, best first. */
  sorted(): { idx: number; sim: number }[] {
    return Array.from({ length: this.size }, (_, j) => ({ idx: this.idx[j]!, sim: this.sim[j]! })).sort((a, b) => b.sim - a.sim);
  }
}

/**
 * The `k` most similar rows. With block maxima, the k-th largest block maximum M is a safe threshold
 * (k blocks each hold a row >= M, so the k-th best row is >= M): only blocks whose maximum reaches M can
 * hold a winner, so ~k blocks of SIM_BLOCK rows are visited instead of every row (exact, same result).
 */
export function selectTop(sims: Float32Array, maxes: Float32Array | null, k: number): { idx: number; sim: number }[] {
  const n = sims.length;
  const top = new TopK(Math.min(k, n));
  if (!maxes || maxes.length <= k) {
    for (let i = 0; i < n; i++) top.push(i, sims[i]!);
    return top.sorted();
  }
  const blockTop = new TopK(k);
  for (let b = 0; b < maxes.length; b++) blockTop.push(b, maxes[b]!);
  const threshold = blockTop.worst;
  for (let b = 0; b < maxes.length; b++) {
    if (maxes[b]! < threshold) continue;
    const end = Math.min(n, (b + 1) * SIM_BLOCK);
    for (let i = b * SIM_BLOCK; i < end; i++) top.push(i, sims[i]!);
  }
  return top.sorted();
}

/**
 * The `want` smallest distances of a segment (indices and scores, best first). The query is quantised to
 * Int8 and the kernel returns each row's similarity (and each block's best), so selection reads a few
 * blocks instead of comparing every row.
 */
function nearest(seg: Segment, query: Float32Array, want: number): { idx: Int32Array; score: Float32Array } {
  const dims = seg.dims;
  let qmax = 0;
  for (let d = 0; d < dims; d++) qmax = Math.max(qmax, Math.abs(query[d]!));
  const qscale = qmax / 127 || 1;
  const q = new Int8Array(Math.ceil(dims / 16) * 16);
  for (let d = 0; d < dims; d++) q[d] = Math.round(query[d]! / qscale);
  const n = seg.ids.length;
  // Views into WASM memory: read before any other arena call.
  const { sims, maxes } = simdArena().similarities(q, seg.rows, seg.scales, n, dims);
  const best = selectTop(sims, maxes, want);
  return { idx: Int32Array.from(best, (b) => b.idx), score: Float32Array.from(best, (b) => 1 - b.sim * qscale) };
}

/** Text and payload of some points of one collection, by id (primary-key lookups). */
function pointDetails(
  sql: SqlStorage,
  datasetId: string,
  collection: string,
  ids: string[],
  textOnly = false,
): Map<string, { text: string | null; payload: string | null }> {
  const out = new Map<string, { text: string | null; payload: string | null }>();
  if (ids.length === 0) return out;
  const rows = all<{ id: string; text: string | null; payload: string | null }>(
    sql,
    `SELECT id, text, ${textOnly ? "NULL AS payload" : "payload"} FROM vectors
      WHERE dataset_id = ? AND collection = ? AND id IN (SELECT value FROM json_each(?))`,
    datasetId,
    collection,
    JSON.stringify(ids),
  );
  for (const r of rows) out.set(r.id, { text: r.text, payload: r.payload });
  return out;
}

/**
 * Exact top-k by cosine distance over one or more collections of the given datasets. `filter` keeps only
 * points whose payload matches (e.g. a node set); `limit` 0 means "all".
 */
export function queryVectors(
  sql: SqlStorage,
  q: {
    datasetIds: string[];
    collections: string[];
    model: string;
    vector: ArrayLike<number>;
    limit: number;
    filter?: (payload: Record<string, unknown>) => boolean;
    /** Skip payloads (hits carry id, score and text only) unless a filter needs them. */
    lean?: boolean;
    /**
     * With `lean`: the collections whose hits need their text; the others answer ids and scores only, with
     * no read at all (the graph search needs fact sentences, not the texts of 100 chunks and summaries).
     */
    textFor?: string[];
  },
): VectorHit[] {
  const query = normalise(q.vector);
  const hits: VectorHit[] = [];
  for (const datasetId of q.datasetIds) {
    for (const collection of q.collections) {
      const seg = loadSegment(sql, datasetId, q.model, collection);
      if (!seg) continue;
      if (seg.dims !== query.length) {
        throw dimensionMismatch(
          `Stored vectors in ${collection} have ${seg.dims} dimensions but the embedding model produces ${query.length}. ` +
            `Re-index the dataset (forget with memory_only, then cognify).`,
        );
      }
      const n = seg.ids.length;
      // With a filter, over-fetch candidates and widen to every point only if the filter keeps too few.
      let want = q.limit > 0 ? (q.filter ? Math.max(q.limit * 8, 256) : q.limit) : n;
      for (;;) {
        const best = nearest(seg, query, want);
        const ids = Array.from(best.idx, (i) => seg.ids[i]!);
        if (q.lean && !q.filter && q.textFor && !q.textFor.includes(collection)) {
          // Segments are dropped on every write to their collection, so the ids are current.
          const found = ids.slice(0, q.limit > 0 ? q.limit : ids.length).map((id, r) => ({ collection, id, score: best.score[r]!, text: null, payload: {}, datasetId }));
          hits.push(...found);
          break;
        }
        const details = pointDetails(sql, datasetId, collection, ids, !!q.lean && !q.filter);
        const found: VectorHit[] = [];
        for (let r = 0; r < ids.length; r++) {
          const d = details.get(ids[r]!);
          if (!d) continue;
          const payload = json<Record<string, unknown>>(d.payload, {});
          if (q.filter && !q.filter(payload)) continue;
          found.push({ collection, id: ids[r]!, score: best.score[r]!, text: d.text, payload, datasetId });
          if (q.limit > 0 && found.length >= q.limit) break;
        }
        if (q.limit <= 0 || found.length >= q.limit || want >= n) {
          hits.push(...found);
          break;
        }
        want = n;
      }
    }
  }
  hits.sort((a, b) => a.score - b.score);
  return q.limit > 0 ? hits.slice(0, q.limit * Math.max(1, q.collections.length)) : hits;
}

export function vectorPayloads(sql: SqlStorage, datasetIds: string[], collection: string, ids: string[]) {
  if (ids.length === 0) return [];
  return all<{ dataset_id: string; id: string; text: string | null; payload: string | null }>(
    sql,
    `SELECT dataset_id, id, text, payload FROM vectors
      WHERE collection = ? AND dataset_id IN (SELECT value FROM json_each(?)) AND id IN (SELECT value FROM json_each(?))`,
    collection,
    JSON.stringify(datasetIds),
    JSON.stringify(ids),
  ).map((r) => ({ datasetId: r.dataset_id, id: r.id, text: r.text, payload: json<Record<string, unknown>>(r.payload, {}) }));
}

export type { SqlValue };

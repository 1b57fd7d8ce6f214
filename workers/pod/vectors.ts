import { ApiError } from "../../src/core/errors";
import { colStride, QUANT_MAX, rowsBytes, rowStride, SIM_BLOCK, simdArena, type SplitRows, STORED_OFFSET } from "./simd/dots";
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
 *
 * A scan reads every byte of its segment, and a GRAPH_COMPLETION search scans ~584k points at 100k chunks
 * (112 MB at 192 dims), more than the CPU caches hold: there the scan runs at memory bandwidth (584k x 192-d
 * 12.1 ms against 4.25 ms at 100-d in `bench/index-memory.mjs`, 100k x 192-d 1.12 ms). So dimensions that are
 * zero in most of a segment's rows (the local model's 92 hashed word dimensions: 88% zero in fact sentences,
 * 65% in chunks) are kept by column, and a query reads only the columns where it is non-zero (6 of 92 for a
 * median benchmark question, 10 for LoCoMo's): ~106 bytes a point instead of 192, the same sums. Dense models
 * (hosted 768-d embeddings) keep every dimension in the rows, as before.
 */
interface Segment {
  ids: string[];
  dims: number;
  /** The original dimensions of the row part and of the columns, ascending. */
  rowDims: Int32Array;
  colDims: Int32Array;
  /** Rows (7-bit + offset, `rowStride(rowDims.length)` apart), columns (signed, `colStride(n)` apart), scales: in the SIMD arena. */
  data: SplitRows;
}

/** A dimension zero in at least this share of a segment's sampled rows is kept by column (a query reads a column only where it is non-zero). */
const COLUMN_ZERO_SHARE = 0.5;
/** Rows sampled to choose the columns (evenly spread): the choice only moves bytes, never results. */
const LAYOUT_SAMPLE = 4096;

const segments = new Map<string, Segment>();
/** Collections known to hold no points (every graph search asks for PdfDocument_name, CsvDocument_name...). */
const absent = new Set<string>();

function dropSegment(key: string): void {
  absent.delete(key);
  const seg = segments.get(key);
  if (!seg) return;
  simdArena().free(seg.data.rows);
  if (seg.data.cols) simdArena().free(seg.data.cols);
  simdArena().free(seg.data.scales);
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

/** Quantises a vector as the index stores it: by its largest component to -QUANT_MAX..QUANT_MAX (writes `into`, returns the scale). */
function quantiseRow(v: Float32Array, into: Int8Array): number {
  // A short (or empty) stored vector reads as zeros past its end.
  let max = 0;
  for (let d = 0; d < into.length; d++) max = Math.max(max, Math.abs(v[d] ?? 0));
  const scale = max / QUANT_MAX || 1;
  for (let d = 0; d < into.length; d++) into[d] = Math.round((v[d] ?? 0) / scale);
  return scale;
}

/** Which dimensions go by column: those zero in at least COLUMN_ZERO_SHARE of a sample of the rows. */
function chooseLayout(vectors: ArrayBuffer[], dims: number): { rowDims: Int32Array; colDims: Int32Array } {
  const step = Math.max(1, Math.floor(vectors.length / LAYOUT_SAMPLE));
  const zeros = new Int32Array(dims);
  const q = new Int8Array(dims);
  let sampled = 0;
  for (let i = 0; i < vectors.length; i += step, sampled++) {
    quantiseRow(new Float32Array(vectors[i]!), q);
    for (let d = 0; d < dims; d++) if (q[d] === 0) zeros[d]!++;
  }
  const isCol = (d: number) => zeros[d]! >= COLUMN_ZERO_SHARE * sampled;
  const all = Array.from({ length: dims }, (_, d) => d);
  return { rowDims: Int32Array.from(all.filter((d) => !isCol(d))), colDims: Int32Array.from(all.filter(isCol)) };
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
  const n = rows.length;
  const dims = rows[0]!.dims;
  const { rowDims, colDims } = chooseLayout(rows.map((r) => r.vector), dims);
  const stride = rowStride(rowDims.length);
  const cstride = colStride(n);
  const arena = simdArena();
  const seg: Segment = {
    ids: new Array<string>(n),
    dims,
    rowDims,
    colDims,
    data: {
      rows: arena.alloc(rowsBytes(n, rowDims.length)),
      rowDims: rowDims.length,
      cols: colDims.length ? arena.alloc(colDims.length * cstride) : null,
      scales: arena.alloc(n * 4),
    },
  };
  // Views after every allocation (an allocation may grow the memory or compact the arena).
  const data = arena.view(seg.data.rows);
  const cols = seg.data.cols ? arena.view(seg.data.cols) : null;
  const scales = arena.floats(seg.data.scales);
  const q = new Int8Array(dims);
  rows.forEach((r, i) => {
    scales[i] = quantiseRow(new Float32Array(r.vector), q);
    for (let k = 0; k < rowDims.length; k++) data[i * stride + k] = q[rowDims[k]!]! + STORED_OFFSET;
    for (let k = 0; k < colDims.length; k++) cols![k * cstride + i] = q[colDims[k]!]!;
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
  const quantised = (d: number) => Math.round(query[d]! / qscale);
  const rowQuery = new Int8Array(Math.ceil(seg.rowDims.length / 16) * 16);
  seg.rowDims.forEach((d, k) => (rowQuery[k] = quantised(d)));
  const colQuery: [number, number][] = [];
  seg.colDims.forEach((d, k) => {
    const v = quantised(d);
    if (v !== 0) colQuery.push([k, v]);
  });
  const n = seg.ids.length;
  // Views into WASM memory: read before any other arena call.
  const { sims, maxes } = simdArena().similaritiesSplit(rowQuery, colQuery, seg.data, n);
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

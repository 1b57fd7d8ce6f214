import { all, json, type SqlValue } from "./sql";

/**
 * Local exact vector index inside the workspace pod (stands in for Vectorize when none is bound).
 * Rows keep L2-normalised Float32 vectors; queries scan an in-memory Int8 copy per
 * (dataset, model, collection): 100k x 100-d is 10 MB as Int8 versus 40 MB as Float32, which matters
 * inside the 128 MB isolate. Scores are cosine distances (0 = identical, 2 = opposite), as cognee returns.
 */
export interface VectorPoint {
  datasetId: string;
  collection: string;
  id: string;
  model: string;
  vector: ArrayLike<number>;
  text?: string | null;
  payload?: Record<string, unknown> | null;
}

export interface VectorHit {
  collection: string;
  id: string;
  score: number;
  text: string | null;
  payload: Record<string, unknown>;
  datasetId: string;
}

/** A query whose dimensions differ from the stored points: never answer it with silently empty results. */
export class DimensionMismatch extends Error {}

interface Segment {
  ids: string[];
  texts: (string | null)[];
  payloads: (string | null)[];
  dims: number;
  data: Int8Array;
  scales: Float32Array;
}

const segments = new Map<string, Segment>();
const segKey = (datasetId: string, model: string, collection: string) => `${datasetId}\u0000${model}\u0000${collection}`;

export function normalise(v: ArrayLike<number>): Float32Array {
  const out = new Float32Array(v.length);
  let norm = 0;
  for (let i = 0; i < v.length; i++) norm += v[i]! * v[i]!;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < v.length; i++) out[i] = v[i]! / norm;
  return out;
}

/** Upserts points (idempotent by (dataset, collection, id)). Invalidates the cached segments touched. */
export function upsertVectors(sql: SqlStorage, points: VectorPoint[]): void {
  for (const p of points) {
    const v = normalise(p.vector);
    sql.exec(
      `INSERT INTO vectors (dataset_id, collection, id, model, dims, vector, text, payload)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(dataset_id, collection, id) DO UPDATE SET
         model = excluded.model, dims = excluded.dims, vector = excluded.vector, text = excluded.text, payload = excluded.payload`,
      p.datasetId,
      p.collection,
      p.id,
      p.model,
      v.length,
      v.buffer as ArrayBuffer,
      p.text ?? null,
      p.payload ? JSON.stringify(p.payload) : null,
    );
    segments.delete(segKey(p.datasetId, p.model, p.collection));
  }
}

export function deleteVectors(sql: SqlStorage, datasetId: string, refs: { collection: string; id: string }[]): void {
  for (const r of refs) {
    sql.exec(`DELETE FROM vectors WHERE dataset_id = ? AND collection = ? AND id = ?`, datasetId, r.collection, r.id);
  }
  invalidateDataset(datasetId);
}

export function invalidateDataset(datasetId: string): void {
  for (const key of segments.keys()) if (key.startsWith(`${datasetId}\u0000`)) segments.delete(key);
}

function loadSegment(sql: SqlStorage, datasetId: string, model: string, collection: string): Segment | null {
  const key = segKey(datasetId, model, collection);
  const cached = segments.get(key);
  if (cached) return cached;
  const rows = all<{ id: string; dims: number; vector: ArrayBuffer; text: string | null; payload: string | null }>(
    sql,
    `SELECT id, dims, vector, text, payload FROM vectors WHERE dataset_id = ? AND model = ? AND collection = ?`,
    datasetId,
    model,
    collection,
  );
  if (rows.length === 0) return null;
  const dims = rows[0]!.dims;
  const data = new Int8Array(rows.length * dims);
  const scales = new Float32Array(rows.length);
  const seg: Segment = { ids: [], texts: [], payloads: [], dims, data, scales };
  rows.forEach((r, i) => {
    const v = new Float32Array(r.vector);
    let max = 0;
    for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(v[d]!));
    const scale = max / 127 || 1;
    for (let d = 0; d < dims; d++) data[i * dims + d] = Math.round(v[d]! / scale);
    scales[i] = scale;
    seg.ids.push(r.id);
    seg.texts.push(r.text);
    seg.payloads.push(r.payload);
  });
  segments.set(key, seg);
  return seg;
}

/** Models that have vectors stored for a dataset (used to refuse a silent model/dimension mismatch). */
export function storedModels(sql: SqlStorage, datasetId: string): { model: string; dims: number }[] {
  return all<{ model: string; dims: number }>(
    sql,
    `SELECT DISTINCT model, dims FROM vectors WHERE dataset_id = ?`,
    datasetId,
  );
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
  },
): VectorHit[] {
  const query = normalise(q.vector);
  const hits: VectorHit[] = [];
  for (const datasetId of q.datasetIds) {
    for (const collection of q.collections) {
      const seg = loadSegment(sql, datasetId, q.model, collection);
      if (!seg) continue;
      if (seg.dims !== query.length) {
        throw new DimensionMismatch(
          `Stored vectors in ${collection} have ${seg.dims} dimensions but the embedding model produces ${query.length}. ` +
            `Re-index the dataset (forget with memory_only, then cognify).`,
        );
      }
      const n = seg.ids.length;
      const scores = new Float32Array(n);
      for (let i = 0; i < n; i++) {
        let dot = 0;
        const off = i * seg.dims;
        for (let d = 0; d < seg.dims; d++) dot += query[d]! * seg.data[off + d]!;
        scores[i] = 1 - dot * seg.scales[i]!;
      }
      const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => scores[a]! - scores[b]!);
      let taken = 0;
      for (const i of order) {
        const payload = json<Record<string, unknown>>(seg.payloads[i], {});
        if (q.filter && !q.filter(payload)) continue;
        hits.push({ collection, id: seg.ids[i]!, score: scores[i]!, text: seg.texts[i]!, payload, datasetId });
        if (q.limit > 0 && ++taken >= q.limit) break;
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

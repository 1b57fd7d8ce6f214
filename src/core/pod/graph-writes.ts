/**
 * Encoding of the graph writes of cognify into set-wise SQL statements: pure code shared by the cognify
 * write buffer (which encodes before its RPC, so strings rather than row objects cross it) and the pod
 * (which executes them; workers/pod/graph-store.ts holds the SQL).
 */

/**
 * Graph writes of the cognify pipeline. Every write is an idempotent upsert keyed by deterministic ids,
 * so a redelivered queue message (delivery is at least once) never duplicates chunks, nodes, edges or
 * vectors; the ledger records which data item produced what (see purge.ts).
 */
export interface ChunkWrite {
  id: string;
  index: number;
  text: string;
  tokenCount: number;
  cutType: string | null;
}

export interface GraphNodeWrite {
  id: string;
  type: string;
  name: string | null;
  description: string | null;
  props?: Record<string, unknown>;
}

export interface GraphEdgeWrite {
  id: string;
  sourceId: string;
  targetId: string;
  relationshipName: string;
  edgeText: string | null;
  props?: Record<string, unknown>;
}

export interface GraphBatch {
  chunks: ChunkWrite[];
  nodes: GraphNodeWrite[];
  edges: GraphEdgeWrite[];
  /** Points for the local vector index; empty when Vectorize holds the vectors. */
  vectors: Omit<VectorPoint, "datasetId">[];
  /** Vector refs (`collection|id`) to record in the ledger even when the vectors live in Vectorize. */
  vectorRefs?: string[];
}

/**
 * DO SQLite binds at most 100 parameters per statement and caps a string or BLOB value at 2 MB, so rows
 * travel as one JSON array parameter per statement (read back with json_each), sliced to stay well under
 * the cap (chars, so even 3-byte UTF-8 text stays under ~800 KB).
 */
const SLICE_CHARS = 256_000;

/**
 * Rows as JSON arrays, sliced to the parameter cap, each slice bound as one json_each parameter. Encoded
 * slice by slice so a large commit never holds a second, string copy of all its rows.
 */
function eachSlice(rows: unknown[][], exec: (json: string) => void): void {
  let part: string[] = [];
  let used = 0;
  for (const row of rows) {
    const e = JSON.stringify(row);
    if (part.length && used + e.length + 1 > SLICE_CHARS) {
      exec(`[${part.join(",")}]`);
      part = [];
      used = 0;
    }
    part.push(e);
    used += e.length + 1;
  }
  if (part.length) exec(`[${part.join(",")}]`);
}

/** Node and edge props as stored JSON ("{}" when empty, which the upserts read as "leave as is"). */
const propsJson = (p: Record<string, unknown> | undefined) => (p && Object.keys(p).length ? JSON.stringify(p) : "{}");

/**
 * The vector collection that mirrors a node of this type one to one (same point id as the node id), or
 * null. Such points are not ledgered: purge removes them with their node (purge.ts).
 */
export function mirroredCollection(nodeType: string): string | null {
  switch (nodeType) {
    case "Entity":
    case "EntityType":
      return `${nodeType}_name`;
    case "DocumentChunk":
    case "TextSummary":
      return `${nodeType}_text`;
    default:
      return nodeType.endsWith("Document") ? `${nodeType}_name` : null;
  }
}

/**
 * Whether a node is one only this data item can produce: its chunks, their summaries and its document node
 * (ids derived from the data id). They, the edges touching them and their mirrored points are not
 * ledgered: purge finds them from the item's chunks (purge.ts), and a `contains` edge per entity mention
 * was the largest class of ledger rows.
 */
export function isItemOwnNode(dataId: string, node: { id: string; type: string }): boolean {
  return node.type === "DocumentChunk" || node.type === "TextSummary" || (node.id === dataId && node.type.endsWith("Document"));
}

/** One set-wise statement of a graph write: a table and its rows as a JSON array (vectors: a slice). */
export type GraphStatement =
  | { table: "chunks" | "nodes" | "edges" | "ledger"; rows: string }
  | { table: "vectors"; slice: VectorUpsertSlice };

/**
 * Rows sorted by (head, tail) keys, stably, with consecutive rows of the same key folded into one where
 * `fold(earlier, later)` can express both writes as one (null: it cannot, both rows stay). Items of a
 * commit share most entities, types and their points: commits of 14 items of the ingest corpus carried
 * 25k node, 78k edge and 52k point rows for 9k, 61k and 34k distinct keys, each duplicate an upsert
 * (a JSON parse, a b-tree probe and a row rewrite) in the pod. `head` is a label of few values (a
 * collection, a ledger kind; "" when absent) and `tail` starts with an id.
 */
function sortedFolded<T>(rows: T[], tail: (row: T) => string, fold: (earlier: T, later: T) => T | null, head?: (row: T) => string): T[] {
  const n = rows.length;
  const tails = new Array<string>(n);
  const heads = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    tails[i] = tail(rows[i]!);
    heads[i] = head ? head(rows[i]!) : "";
  }
  const order = sortOrder(heads, tails);
  const out: T[] = [];
  let prev = -1;
  let prevRow: T | null = null;
  for (const i of order) {
    if (prev >= 0 && heads[prev] === heads[i] && tails[prev] === tails[i]) {
      const merged = fold(prevRow!, rows[i]!);
      if (merged) {
        prevRow = merged;
        continue;
      }
    }
    if (prevRow !== null) out.push(prevRow);
    prev = i;
    prevRow = rows[i]!;
  }
  if (prevRow !== null) out.push(prevRow);
  return out;
}

const compareKeys = (heads: string[], tails: string[]) => (a: number, b: number) => {
  const ha = heads[a]!;
  const hb = heads[b]!;
  if (ha !== hb) return ha < hb ? -1 : 1;
  const ta = tails[a]!;
  const tb = tails[b]!;
  return ta < tb ? -1 : ta > tb ? 1 : a - b;
};

/**
 * Row indexes in (head, tail, index) order. String comparisons were most of the sort (~0.5 s per MB of
 * text: keys share long prefixes, a collection name, a ledger kind): when every tail starts with 7
 * lowercase hex digits (the ids are uuids) and there are at most 32 heads and 2^20 rows, each row's
 * order is one exact float64 (head rank, 28 bits of its id, its index) sorted natively, and only rows
 * whose ranks tie (the same id prefix: repeated keys, mostly) are compared as strings. Hex digits sort
 * as their characters do, so the order is the string order either way.
 */
function sortOrder(heads: string[], tails: string[]): number[] {
  const n = tails.length;
  const cmp = compareKeys(heads, tails);
  const distinct = [...new Set(heads)].sort();
  const slow = () => Array.from({ length: n }, (_, i) => i).sort(cmp);
  if (distinct.length > 32 || n >= 1 << 20) return slow();
  const headRank = new Map(distinct.map((h, r) => [h, r]));
  const ranks = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t = tails[i]!;
    if (t.length < 7) return slow();
    let id = 0;
    for (let j = 0; j < 7; j++) {
      const c = t.charCodeAt(j);
      const d = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : -1;
      if (d < 0) return slow();
      id = id * 16 + d;
    }
    ranks[i] = (headRank.get(heads[i]!)! * 2 ** 28 + id) * 2 ** 20 + i;
  }
  ranks.sort();
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) order[i] = ranks[i]! % 2 ** 20;
  for (let i = 0; i < n; ) {
    const r = Math.floor(ranks[i]! / 2 ** 20);
    let j = i + 1;
    while (j < n && Math.floor(ranks[j]! / 2 ** 20) === r) j++;
    if (j - i > 1) {
      const run = order.slice(i, j).sort(cmp);
      for (let q = 0; q < run.length; q++) order[i + q] = run[q]!;
    }
    i = j;
  }
  return order;
}

const hasNull = (v: unknown): boolean =>
  v === null || (typeof v === "object" && Object.values(v as Record<string, unknown>).some(hasNull));

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Two null-free JSON merge patches (RFC 7396, SQLite's json_patch) as one: json_patch(json_patch(s, a), b)
 * equals json_patch(s, merged) for every s. Null when no such patch exists: a key whose value is not an
 * object in `a` but an object in `b` (in order, b's object replaces a's value; merged, it would merge into s).
 */
function mergePatches(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> | null {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    if (!isObject(v) || !(k in out)) {
      out[k] = v;
      continue;
    }
    const prev = out[k];
    if (!isObject(prev)) return null;
    const merged = mergePatches(prev, v);
    if (!merged) return null;
    out[k] = merged;
  }
  return out;
}

/** Props of two upserts of one row as one, or false when no single patch does what both do in order. */
function foldProps(a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined): Record<string, unknown> | undefined | false {
  const emptyA = !a || Object.keys(a).length === 0;
  const emptyB = !b || Object.keys(b).length === 0;
  if (emptyB) return a;
  // json_patch drops a patch's nulls where an insert would store them: only null-free patches fold.
  if (hasNull(b) || (!emptyA && hasNull(a))) return false;
  return emptyA ? b : (mergePatches(a!, b!) ?? false);
}

/** Two node upserts as one, with the node upsert's rules (GRAPH_SQL.nodes): later name wins, first non-empty description, props patched in order. */
function foldNodes(a: GraphNodeWrite, b: GraphNodeWrite): GraphNodeWrite | null {
  const props = foldProps(a.props, b.props);
  if (props === false) return null;
  return { ...a, name: b.name ?? a.name, description: a.description === null || a.description === "" ? b.description : a.description, props };
}

/** Two edge upserts as one, with the edge upsert's rules (GRAPH_SQL.edges): first fact text, props patched in order. */
function foldEdges(a: GraphEdgeWrite, b: GraphEdgeWrite): GraphEdgeWrite | null {
  const props = foldProps(a.props, b.props);
  if (props === false) return null;
  return { ...a, edgeText: a.edgeText ?? b.edgeText, props };
}

/**
 * Encodes the batches of one or more data items of a dataset into set-wise statements, emitted one at
 * a time (so the pod can execute each before the next is built, never holding a second, string copy of
 * all rows; the cognify write buffer collects them instead, to send strings rather than objects over RPC).
 * Rows of all items go in together, sorted by each table's key: the nodes, edges, vectors and ledger
 * b-trees are keyed by random ids, and key order lets consecutive rows share pages. The sort is stable,
 * so rows for the same key still apply in item order (merges, last-written vector) as one-by-one writes
 * would. Pure: no storage access.
 */
export function encodeGraphWrites(datasetId: string, writes: { dataId: string; batch: GraphBatch }[], emit: (s: GraphStatement) => void): void {
  const table = (name: "chunks" | "nodes" | "edges" | "ledger") => (rows: string) => emit({ table: name, rows });
  const chunks = writes.flatMap((w) => w.batch.chunks.map((c) => [c.id, c.index, c.text, c.tokenCount, c.cutType, w.dataId]));
  eachSlice(chunks, table("chunks"));
  const nodes = sortedFolded(writes.flatMap((w) => w.batch.nodes), (n) => n.id, foldNodes);
  eachSlice(nodes.map((n) => [n.id, n.type, n.name, n.description, propsJson(n.props)]), table("nodes"));
  const edges = sortedFolded(writes.flatMap((w) => w.batch.edges), (e) => `${e.sourceId}\u0000${e.relationshipName}\u0000${e.targetId}`, foldEdges);
  eachSlice(edges.map((e) => [e.sourceId, e.relationshipName, e.targetId, e.id, e.edgeText, propsJson(e.props)]), table("edges"));
  // A point's upsert replaces it whole: the last write of a key is the one that counts.
  const vectors = sortedFolded(writes.flatMap((w) => w.batch.vectors), (v) => v.id, (_earlier, later) => later, (v) => v.collection);
  encodeVectorUpserts(vectors.map((v) => ({ ...v, datasetId })), (slice) => emit({ table: "vectors", slice }));
  let ledger: [string, string, string][] = [];
  for (const { dataId, batch } of writes) {
    // What purge derives needs no ledger row (purge.ts).
    const own = new Set(batch.nodes.filter((n) => isItemOwnNode(dataId, n)).map((n) => n.id));
    const mirrored = new Set<string>();
    for (const n of batch.nodes) {
      const c = mirroredCollection(n.type);
      if (c) mirrored.add(`${c}|${n.id}`);
      if (!own.has(n.id)) ledger.push([dataId, "node", n.id]);
    }
    for (const e of batch.edges) if (!own.has(e.sourceId) && !own.has(e.targetId)) ledger.push([dataId, "edge", e.id]);
    for (const ref of new Set([...(batch.vectorRefs ?? []), ...batch.vectors.map((v) => `${v.collection}|${v.id}`)])) {
      if (!mirrored.has(ref)) ledger.push([dataId, "vector", ref]);
    }
  }
  // The key is the whole row: rows of one key (an item delivered twice in a batch) are the same row.
  // (kind, ref, item) order; a vector ref's collection goes to the head so that its tail starts with the id.
  const cut = (r: [string, string, string]) => (r[1] === "vector" ? r[2].indexOf("|") + 1 : 0);
  ledger = sortedFolded(ledger, (r) => `${r[2].slice(cut(r))}\u0000${r[0]}`, (earlier) => earlier, (r) => `${r[1]}\u0000${r[2].slice(0, cut(r))}`);
  eachSlice(ledger, table("ledger"));
}

/**
 * Local exact vector index inside the workspace pod (stands in for Vectorize when none is bound).
 * Rows keep L2-normalised Float32 vectors; queries scan an in-memory Int8 copy per
 * (dataset, model, collection): 100k x 192-d is 19 MB as Int8 (7-bit components, see simd/dots.ts)
 * versus 77 MB as Float32, which matters inside the 128 MB isolate. Scores are cosine distances
 * (0 = identical, 2 = opposite), as cognee returns.
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

export function normalise(v: ArrayLike<number>): Float32Array {
  const out = new Float32Array(v.length);
  let norm = 0;
  for (let i = 0; i < v.length; i++) norm += v[i]! * v[i]!;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < v.length; i++) out[i] = v[i]! / norm;
  return out;
}

export const segKey = (datasetId: string, model: string, collection: string) => `${datasetId}\u0000${model}\u0000${collection}`;

/**
 * Metadata of one statement's points travels as one JSON parameter and their vectors as one BLOB
 * (read back with substr): DO SQLite binds at most 100 parameters and caps a value at 2 MB.
 */
const UPSERT_SLICE_CHARS = 256_000;

const UPSERT_SLICE_BLOB_BYTES = 512_000;

/** One set-wise vector upsert: metadata rows (JSON) and their vectors as one BLOB, for one dataset. */
export interface VectorUpsertSlice {
  datasetId: string;
  meta: string;
  blob: ArrayBuffer;
  /** Cached segments the slice invalidates. */
  segments: string[];
}

/**
 * Encodes points (vectors L2-normalised) into upsert slices under the parameter caps; pure, so the
 * cognify write buffer can encode before its RPC and the pod only executes.
 */
export function encodeVectorUpserts(points: VectorPoint[], emit: (slice: VectorUpsertSlice) => void): void {
  let i = 0;
  while (i < points.length) {
    const meta: string[] = [];
    const vecs: Float32Array[] = [];
    const touched = new Set<string>();
    let chars = 0;
    let bytes = 0;
    const datasetId = points[i]!.datasetId;
    while (i < points.length && points[i]!.datasetId === datasetId) {
      const p = points[i]!;
      const v = normalise(p.vector);
      const row = JSON.stringify([p.collection, p.id, p.model, v.length, bytes, p.text ?? null, p.payload ? JSON.stringify(p.payload) : null]);
      if (meta.length && (chars + row.length > UPSERT_SLICE_CHARS || bytes + v.byteLength > UPSERT_SLICE_BLOB_BYTES)) break;
      meta.push(row);
      vecs.push(v);
      chars += row.length + 1;
      bytes += v.byteLength;
      touched.add(segKey(p.datasetId, p.model, p.collection));
      i++;
    }
    const blob = new Uint8Array(bytes);
    let off = 0;
    for (const v of vecs) {
      blob.set(new Uint8Array(v.buffer, v.byteOffset, v.byteLength), off);
      off += v.byteLength;
    }
    emit({ datasetId, meta: `[${meta.join(",")}]`, blob: blob.buffer as ArrayBuffer, segments: [...touched] });
  }
}

/**
 * One commit for the graph writes and completions of several data items (a queue batch of cognify).
 * Each commit rewrites every b-tree page it touched, and the ledger, edge and vector indexes are keyed by
 * random ids, so one commit per item wrote ~1,500 pages (6 MB) for a 20 KB item; items of one batch
 * share entity, type and index pages, which a single commit writes once. Writes are idempotent upserts
 * and completion only counts the transition out of "started", so a redelivered batch changes nothing.
 */
type Completion = {
  kind: "complete";
  datasetId: string;
  dataId: string;
  pipeline: string;
  runId: string;
  result: { tokenCount?: number; stageMs?: Record<string, number> };
};

/** What the cognify write buffer holds: an item's graph batch, or its completion. */
export type CognifyWrite = { kind: "write"; datasetId: string; dataId: string; pipeline: string; runId: string; batch: GraphBatch } | Completion;

/** What a commit carries to the pod: the writes of one dataset's items, encoded (encodeCognifyWrites), and completions. */
export type CognifyCommitEntry =
  | { kind: "encoded"; datasetId: string; items: { dataId: string; pipeline: string }[]; statements: GraphStatement[] }
  | Completion;

/**
 * Encodes the buffered writes of a commit before they cross RPC: one "encoded" entry per dataset (items
 * in order) holding JSON strings and BLOBs, which the structured clone copies flat, instead of ~75k row
 * objects per 1 MB of text that were serialised, rebuilt in the pod and only then encoded there
 * (~1 s of a 10 s local cognify). Completions pass through unchanged.
 */
export function encodeCognifyWrites(entries: CognifyWrite[]): CognifyCommitEntry[] {
  const byDataset = new Map<string, { dataId: string; pipeline: string; batch: GraphBatch }[]>();
  const rest: CognifyCommitEntry[] = [];
  for (const e of entries) {
    if (e.kind !== "write") {
      rest.push(e);
      continue;
    }
    const list = byDataset.get(e.datasetId) ?? [];
    list.push({ dataId: e.dataId, pipeline: e.pipeline, batch: e.batch });
    byDataset.set(e.datasetId, list);
  }
  const encoded: CognifyCommitEntry[] = [...byDataset].map(([datasetId, writes]) => {
    const statements: GraphStatement[] = [];
    encodeGraphWrites(datasetId, writes, (s) => statements.push(s));
    return { kind: "encoded", datasetId, items: writes.map((w) => ({ dataId: w.dataId, pipeline: w.pipeline })), statements };
  });
  return [...encoded, ...rest];
}

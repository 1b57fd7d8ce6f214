import { all, one, run } from "./sql";
import { encodeVectorUpserts, execVectorUpsert, type VectorPoint, type VectorUpsertSlice } from "./vectors";

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

export interface GraphNodeRow {
  dataset_id: string;
  id: string;
  type: string;
  name: string | null;
  description: string | null;
  props: string;
  created_at: number;
  updated_at: number;
}

export interface GraphEdgeRow {
  dataset_id: string;
  source_id: string;
  relationship_name: string;
  target_id: string;
  id: string;
  edge_text: string | null;
  props: string;
  created_at: number;
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

/**
 * Writes one batch of a data item's graph in one transaction. Set-wise: one statement per table per
 * slice instead of one per row (a 20 KB item is ~3,000 rows), which saves the per-statement overhead.
 */
export function writeGraphBatch(storage: DurableObjectStorage, datasetId: string, dataId: string, batch: GraphBatch): void {
  storage.transactionSync(() => applyGraphWrites(storage.sql, datasetId, [{ dataId, batch }], Date.now()));
}

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

const GRAPH_SQL: Record<"chunks" | "nodes" | "edges" | "ledger", string> = {
  chunks: `INSERT INTO chunks (id, dataset_id, data_id, chunk_index, text, token_count, cut_type, created_at)
     SELECT value->>0, ?1, value->>5, value->>1, value->>2, value->>3, value->>4, ?2 FROM json_each(?3) WHERE true
     ON CONFLICT(id) DO UPDATE SET text = excluded.text, token_count = excluded.token_count, cut_type = excluded.cut_type
     WHERE chunks.text <> excluded.text OR chunks.token_count <> excluded.token_count`,
  // Props '{}' (most re-mentions of an entity type or node set) leave the stored props untouched.
  nodes: `INSERT INTO nodes (dataset_id, id, type, name, description, props, created_at, updated_at)
     SELECT ?1, value->>0, value->>1, value->>2, value->>3, value->>4, ?2, ?2 FROM json_each(?3) WHERE true
     ON CONFLICT(dataset_id, id) DO UPDATE SET
       name = COALESCE(excluded.name, nodes.name),
       description = CASE WHEN nodes.description IS NULL OR nodes.description = '' THEN excluded.description ELSE nodes.description END,
       props = CASE WHEN excluded.props = '{}' THEN nodes.props ELSE json_patch(nodes.props, excluded.props) END,
       updated_at = excluded.updated_at`,
  edges: `INSERT INTO edges (dataset_id, source_id, relationship_name, target_id, id, edge_text, props, created_at)
     SELECT ?1, value->>0, value->>1, value->>2, value->>3, value->>4, value->>5, ?2 FROM json_each(?3) WHERE true
     ON CONFLICT(dataset_id, source_id, relationship_name, target_id) DO UPDATE SET
       edge_text = COALESCE(edges.edge_text, excluded.edge_text),
       props = CASE WHEN excluded.props = '{}' THEN edges.props ELSE json_patch(edges.props, excluded.props) END
     WHERE (edges.edge_text IS NULL AND excluded.edge_text IS NOT NULL) OR excluded.props <> '{}'`,
  // ?2 (the time) is unused here; every statement binds the same three parameters.
  ledger: `INSERT OR IGNORE INTO ledger (dataset_id, data_id, kind, ref_id) SELECT ?1, value->>0, value->>1, value->>2 FROM json_each(?3)`,
};

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

/** Executes one encoded statement (call inside a transaction). */
export function execGraphStatement(sql: SqlStorage, datasetId: string, now: number, s: GraphStatement): void {
  if (s.table === "vectors") execVectorUpsert(sql, s.slice);
  else sql.exec(GRAPH_SQL[s.table], datasetId, now, s.rows);
}

/** Writes the batches of one or more data items of a dataset (call inside a transaction). */
export function applyGraphWrites(sql: SqlStorage, datasetId: string, writes: { dataId: string; batch: GraphBatch }[], now: number): void {
  encodeGraphWrites(datasetId, writes, (s) => execGraphStatement(sql, datasetId, now, s));
}

export function graphCounts(sql: SqlStorage, datasetId: string): { nodes: number; edges: number } {
  return {
    nodes: one<{ n: number }>(sql, `SELECT count(*) AS n FROM nodes WHERE dataset_id = ?`, datasetId)?.n ?? 0,
    edges: one<{ n: number }>(sql, `SELECT count(*) AS n FROM edges WHERE dataset_id = ?`, datasetId)?.n ?? 0,
  };
}

export function getNodes(sql: SqlStorage, datasetId: string, ids: string[]): GraphNodeRow[] {
  if (ids.length === 0) return [];
  // DO SQLite: at most 100 bound parameters per statement; bind one JSON array instead.
  return all<GraphNodeRow>(
    sql,
    `SELECT * FROM nodes WHERE dataset_id = ? AND id IN (SELECT value FROM json_each(?))`,
    datasetId,
    JSON.stringify(ids),
  );
}

export function deleteNodesAndEdges(sql: SqlStorage, datasetId: string, nodeIds: string[]): number {
  let removed = 0;
  for (const id of nodeIds) {
    run(sql, `DELETE FROM edges WHERE dataset_id = ? AND (source_id = ? OR target_id = ?)`, datasetId, id, id);
    removed += run(sql, `DELETE FROM nodes WHERE dataset_id = ? AND id = ?`, datasetId, id);
  }
  return removed;
}

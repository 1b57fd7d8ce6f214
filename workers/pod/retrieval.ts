import type { Literal } from "../../src/core/cypher/ast";
import { type CypherEdge, type CypherNode, type CypherLimits, DEFAULT_CYPHER_LIMITS, executeCypher, type CypherResult, type GraphSource } from "../../src/core/cypher/executor";
import type { CypherQuery } from "../../src/core/cypher/ast";
import { ftsQuery, keywords } from "../../src/core/text";
import { all, one, type SqlValue } from "./sql";
import { type ChunkRow, type DatasetProfile, type DatedFact, type EntityBlock, type GraphEdgeOut, type GraphNodeOut, type LexicalQuery, STRUCTURAL_RELATIONS, type ScoredTriplet, type SequenceAnchor, type SequenceNeighbour, type TripletProjectionInput } from "../../src/core/pod/retrieval";
import { factStatusPenalty } from "../../src/core/pod/fact-conflicts";
import { json } from "../../src/core/json";

/**
 * The pod side of retrieval: one function per retrieval step (lexical chunk search, triplet projection,
 * entity neighbourhoods, dated facts, whole-dataset scans, Cypher), each answering in one RPC. Every
 * scan is bounded (LIMITs per node, per step) so a 100,000-chunk dataset answers in milliseconds.
 */

/** Same text as the partial index edges_fact_text_idx (schema v7), so SQLite can use it. */
const FACT_EDGE = `relationship_name NOT IN ('contains', 'is_part_of', 'made_from', 'belongs_to_set', 'is_a')`;

interface RawChunk {
  id: string;
  dataset_id: string;
  data_id: string;
  chunk_index: number;
  text: string;
  token_count: number;
  cut_type: string | null;
  created_at: number;
  document_name: string | null;
  score?: number;
  node_props?: string | null;
}

const toChunk = (r: RawChunk): ChunkRow => ({
  id: r.id,
  datasetId: r.dataset_id,
  dataId: r.data_id,
  chunkIndex: r.chunk_index,
  text: r.text,
  tokenCount: r.token_count,
  cutType: r.cut_type,
  documentName: r.document_name,
  score: r.score !== undefined ? -r.score : 0,
  effectiveDate: (json<Record<string, unknown>>(r.node_props, {}).effective_date as string | undefined) ?? null,
  createdAt: r.created_at,
});

/** FTS5 MATCH expression: content words quoted (no FTS syntax leaks through) and OR-ed. */
export function lexicalMatch(query: string): string | null {
  return ftsQuery(query, 24);
}

export const DEFAULT_LEXICAL_TERM_BOUND = 1.5;
const DEFAULT_PRUNE_MIN_MATCHES = 2_000;

interface Ranked {
  rid: number;
  /** bm25() as FTS5 gives it: negative, lower is better. */
  score: number;
}

const quoted = (terms: string[]) => terms.map((t) => `"${t.replace(/"/g, "")}"`).join(" OR ");

/**
 * Top `limit` rows by FTS5 bm25() over the OR of `terms`, scoring only the rows that can make the list.
 * bm25() per matching row is what a broad query costs (~1 us a row: 30 ms for the ~30,000 rows a 3-word
 * query matches at 100,000 chunks; walking the doclists alone is ~1.5 ms). BM25 is a sum over the query's
 * terms, each term's IDF fixed by the index, so with the terms sorted rarest first and split into R (rarest)
 * and C (the rest), every row matching R is scored exactly by two queries with the same phrases,
 * `(R) NOT (C)` and `(R) AND (C)`, and a row matching only C scores at most bound x sum(IDF(C)). When the
 * list's last score beats that, no C-only row can enter it; otherwise the next term moves into R, and past
 * half of the matches the plain query runs. Scores are bm25()'s own, identical to the plain ranking's.
 */
function rankPruned(
  sql: SqlStorage,
  terms: string[],
  limit: number,
  opts: { bound: number; minMatches: number },
  rank: (match: string) => Ranked[],
): Ranked[] {
  if (terms.length < 2 || !(opts.bound > 0)) return rank(quoted(terms));
  const counted = terms.map((t) => ({ t, n: one<{ n: number }>(sql, `SELECT count(*) AS n FROM chunks_fts WHERE chunks_fts MATCH ?`, `"${t.replace(/"/g, "")}"`)?.n ?? 0 }));
  const present = counted.filter((c) => c.n > 0).sort((a, b) => a.n - b.n);
  if (present.length === 0) return [];
  const total = present.reduce((s, c) => s + c.n, 0);
  if (present.length === 1 || total <= opts.minMatches) return rank(quoted(present.map((c) => c.t)));
  const rows = Math.max(cachedCount(sql, null), present[present.length - 1]!.n);
  const idf = (n: number) => Math.max(1e-6, Math.log((rows - n + 0.5) / (n + 0.5)));
  let scored = 0;
  for (let i = 1; i < present.length; i++) {
    scored += present[i - 1]!.n;
    if (scored > total / 2) break;
    const r = quoted(present.slice(0, i).map((c) => c.t));
    const c = quoted(present.slice(i).map((c) => c.t));
    const best = new Map<number, number>();
    for (const row of [...rank(`(${r}) NOT (${c})`), ...rank(`(${r}) AND (${c})`)]) {
      const s = best.get(row.rid);
      if (s === undefined || row.score < s) best.set(row.rid, row.score);
    }
    const top = [...best].map(([rid, score]) => ({ rid, score })).sort((a, b) => a.score - b.score || a.rid - b.rid).slice(0, limit);
    const threshold = top.length === limit ? -top[top.length - 1]!.score : 0;
    const ceiling = opts.bound * present.slice(i).reduce((s, x) => s + idf(x.n), 0);
    if (ceiling < threshold) return top;
  }
  return rank(quoted(present.map((c) => c.t)));
}

/** Chunk counts per dataset and of the whole pod, re-read at most every 30 s (a count reads every row). */
const sizeCache = new Map<string, { n: number; at: number }>();
function cachedCount(sql: SqlStorage, datasetId: string | null): number {
  const key = datasetId ?? "*";
  const hit = sizeCache.get(key);
  if (hit && Date.now() - hit.at < 30_000) return hit.n;
  const n = datasetId
    ? one<{ n: number }>(sql, `SELECT count(*) AS n FROM chunks WHERE dataset_id = ?`, datasetId)?.n ?? 0
    : one<{ n: number }>(sql, `SELECT count(*) AS n FROM chunks`)?.n ?? 0;
  if (sizeCache.size > 1000) sizeCache.clear();
  sizeCache.set(key, { n, at: Date.now() });
  return n;
}

/** The query's content words minus those present in more than `share` of every searched dataset's chunks. */
export function discriminatingTerms(sql: SqlStorage, datasetIds: string[], terms: string[], share: number): string[] {
  if (terms.length < 2 || !(share > 0 && share < 1)) return terms;
  const total = cachedCount(sql, null);
  const sizes = datasetIds.map((id) => cachedCount(sql, id));
  const common = (term: string): boolean => {
    const phrase = `"${term}"`;
    return datasetIds.every((id, i) => {
      const cap = Math.floor(share * sizes[i]!) + 1;
      if (sizes[i]! < 20) return false;
      // The whole index first (a doclist walk, no join): rarer there means rarer in the dataset.
      const global = one<{ n: number }>(sql, `SELECT count(*) AS n FROM (SELECT 1 FROM chunks_fts WHERE chunks_fts MATCH ? LIMIT ?)`, phrase, cap)?.n ?? 0;
      if (global < cap || sizes[i] === total) return global >= cap;
      const local = one<{ n: number }>(
        sql,
        `SELECT count(*) AS n FROM (SELECT 1 FROM chunks_fts f JOIN chunks c ON c.rowid = f.rowid WHERE chunks_fts MATCH ? AND c.dataset_id = ? LIMIT ?)`,
        phrase,
        id,
        cap,
      )?.n ?? 0;
      return local >= cap;
    });
  };
  const kept = terms.filter((t) => !common(t));
  return kept.length ? kept : terms;
}

/** BM25 over the FTS5 index (`bm25()`, porter tokenizer), best first. */
export function lexicalChunks(sql: SqlStorage, q: LexicalQuery): ChunkRow[] {
  if (!lexicalMatch(q.query) || q.limit <= 0) return [];
  let terms = keywords(q.query).slice(0, 24);
  if (q.commonTermShare) terms = discriminatingTerms(sql, q.datasetIds, terms, q.commonTermShare);
  terms = [...new Set(terms.map((t) => t.replace(/"/g, "")).filter(Boolean))];
  if (terms.length === 0) return [];
  const limit = Math.min(q.limit, 1000);
  const prune = { bound: q.termBound ?? DEFAULT_LEXICAL_TERM_BOUND, minMatches: q.pruneMinMatches ?? DEFAULT_PRUNE_MIN_MATCHES };
  const datasets = JSON.stringify(q.datasetIds);
  const detail = (top: Ranked[]) =>
    top.length === 0
      ? []
      : all<RawChunk>(
          sql,
          `WITH top AS (SELECT json_extract(value, '$[0]') AS rid, json_extract(value, '$[1]') AS score FROM json_each(?))
           SELECT c.id, c.dataset_id, c.data_id, c.chunk_index, c.text, c.token_count, c.cut_type, c.created_at,
                  d.name AS document_name, top.score AS score, n.props AS node_props
             FROM top JOIN chunks c ON c.rowid = top.rid
             LEFT JOIN data_items d ON d.dataset_id = c.dataset_id AND d.id = c.data_id
             LEFT JOIN nodes n ON n.dataset_id = c.dataset_id AND n.id = c.id
            ORDER BY top.score`,
          JSON.stringify(top.map((t) => [t.rid, t.score])),
        );
  if (!q.dataIds && !q.nodeSets?.length) {
    // Fast path: rank the whole index without touching the chunks table, then keep the rows of the asked
    // datasets. When every kept row belongs to them (a workspace usually searches its own datasets) the
    // answer is exact; otherwise the filtered query below runs.
    const top = rankPruned(sql, terms, limit, prune, (match) =>
      all<Ranked>(sql, `SELECT rowid AS rid, bm25(chunks_fts) AS score FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY score LIMIT ?`, match, limit),
    );
    const rows = detail(top);
    const wanted = new Set(q.datasetIds);
    if (rows.every((r) => wanted.has(r.dataset_id))) return rows.map(toChunk);
  }
  const params: SqlValue[] = [datasets];
  let filter = "";
  if (q.dataIds) {
    filter += ` AND c.data_id IN (SELECT value FROM json_each(?))`;
    params.push(JSON.stringify(q.dataIds));
  }
  if (q.nodeSets?.length) {
    filter += ` AND EXISTS (SELECT 1 FROM edges s JOIN nodes ns ON ns.dataset_id = s.dataset_id AND ns.id = s.target_id
                 WHERE s.dataset_id = c.dataset_id AND s.source_id = c.id AND s.relationship_name = 'belongs_to_set'
                   AND ns.type = 'NodeSet' AND lower(ns.name) IN (SELECT lower(value) FROM json_each(?)))`;
    params.push(JSON.stringify(q.nodeSets));
  }
  const top = rankPruned(sql, terms, limit, prune, (match) =>
    all<Ranked>(
      sql,
      `SELECT c.rowid AS rid, f.score AS score
         FROM (SELECT rowid, bm25(chunks_fts) AS score FROM chunks_fts WHERE chunks_fts MATCH ?) f
         JOIN chunks c ON c.rowid = f.rowid
        WHERE c.dataset_id IN (SELECT value FROM json_each(?))${filter}
        ORDER BY f.score LIMIT ?`,
      match,
      ...params,
      limit,
    ),
  );
  return detail(top).map(toChunk);
}

/** Chunks by id with their document names (in the order asked). */
export function chunksByIds(sql: SqlStorage, datasetIds: string[], ids: string[]): ChunkRow[] {
  if (ids.length === 0) return [];
  const rows = all<RawChunk>(
    sql,
    `SELECT c.id, c.dataset_id, c.data_id, c.chunk_index, c.text, c.token_count, c.cut_type, c.created_at,
            d.name AS document_name, n.props AS node_props
       FROM chunks c
       LEFT JOIN data_items d ON d.dataset_id = c.dataset_id AND d.id = c.data_id
       LEFT JOIN nodes n ON n.dataset_id = c.dataset_id AND n.id = c.id
      WHERE c.id IN (SELECT value FROM json_each(?)) AND c.dataset_id IN (SELECT value FROM json_each(?))`,
    JSON.stringify(ids),
    JSON.stringify(datasetIds),
  );
  const byId = new Map(rows.map((r) => [r.id, toChunk(r)]));
  return ids.map((id) => byId.get(id)).filter((c): c is ChunkRow => !!c);
}

/**
 * Chunks next to each anchor in the dataset's reading order, up to `radius` steps away. Inside an item the
 * order is chunk_index. Memories stored one per item (a chat turn, a note: items of a single chunk) form a
 * stream in the order they were added (`created_at`, unique per pod): such an item's neighbours are the
 * single-chunk items added just before and after it, and the walk stops at a multi-chunk item (a document
 * is not the context of a message). Lean rows: texts are read only for the chunks finally shown.
 */
export function sequenceNeighbours(sql: SqlStorage, datasetId: string, anchors: SequenceAnchor[], radius: number): SequenceNeighbour[] {
  const r = Math.min(Math.max(0, Math.floor(radius)), 5);
  if (anchors.length === 0 || r === 0) return [];
  const out: SequenceNeighbour[] = [];
  for (const a of anchors.slice(0, 100)) {
    const inItem = all<{ id: string; chunk_index: number }>(
      sql,
      `SELECT id, chunk_index FROM chunks WHERE dataset_id = ? AND data_id = ? AND chunk_index BETWEEN ? AND ?`,
      datasetId,
      a.dataId,
      a.chunkIndex - r,
      a.chunkIndex + r,
    );
    const single = a.chunkIndex === 0 && inItem.every((c) => c.chunk_index === 0);
    if (!single) {
      for (const c of inItem) {
        if (c.chunk_index !== a.chunkIndex) out.push({ anchorId: a.id, distance: Math.abs(c.chunk_index - a.chunkIndex), before: c.chunk_index < a.chunkIndex, id: c.id, dataId: a.dataId, chunkIndex: c.chunk_index });
      }
      continue;
    }
    const at = one<{ created_at: number }>(sql, `SELECT created_at FROM data_items WHERE dataset_id = ? AND id = ?`, datasetId, a.dataId);
    if (!at) continue;
    for (const dir of ["<", ">"] as const) {
      const items = all<{ id: string; chunk_id: string | null; multi: number }>(
        sql,
        `SELECT d.id,
                (SELECT c.id FROM chunks c WHERE c.dataset_id = d.dataset_id AND c.data_id = d.id AND c.chunk_index = 0) AS chunk_id,
                EXISTS (SELECT 1 FROM chunks c WHERE c.dataset_id = d.dataset_id AND c.data_id = d.id AND c.chunk_index = 1) AS multi
           FROM data_items d WHERE d.dataset_id = ? AND d.created_at ${dir} ?
          ORDER BY d.created_at ${dir === "<" ? "DESC" : "ASC"} LIMIT ?`,
        datasetId,
        at.created_at,
        r,
      );
      let distance = 0;
      for (const it of items) {
        distance++;
        if (it.multi) break;
        if (it.chunk_id) out.push({ anchorId: a.id, distance, before: dir === "<", id: it.chunk_id, dataId: it.id, chunkIndex: 0 });
      }
    }
  }
  return out;
}

// ---- graph projection (GRAPH_COMPLETION family) ----

interface RawNode {
  id: string;
  type: string;
  name: string | null;
  description: string | null;
  props: string;
  chunk_text?: string | null;
}

interface RawEdge {
  source_id: string;
  relationship_name: string;
  target_id: string;
  id: string;
  edge_text: string | null;
  props: string;
}

const toNode = (r: RawNode): GraphNodeOut => {
  const props = json<Record<string, unknown>>(r.props, {});
  const weight = typeof props.importance_weight === "number" ? props.importance_weight : 0.5;
  return {
    id: r.id,
    type: r.type,
    name: r.name,
    description: r.description,
    text: r.chunk_text ?? (typeof props.text === "string" ? props.text : null),
    importanceWeight: weight,
    props,
  };
};

const toEdge = (r: RawEdge): GraphEdgeOut => ({
  id: r.id,
  sourceId: r.source_id,
  targetId: r.target_id,
  relationshipName: r.relationship_name,
  edgeText: r.edge_text,
  props: json<Record<string, unknown>>(r.props, {}),
});

/** Nodes by id with chunk text joined (one statement; ids bound as one JSON array: 100-parameter limit). */
export function nodesByIds(sql: SqlStorage, datasetId: string, ids: string[]): Map<string, GraphNodeOut> {
  const out = new Map<string, GraphNodeOut>();
  if (ids.length === 0) return out;
  const rows = all<RawNode>(
    sql,
    `SELECT n.id, n.type, n.name, n.description, n.props, c.text AS chunk_text
       FROM nodes n LEFT JOIN chunks c ON n.type = 'DocumentChunk' AND c.id = n.id
      WHERE n.dataset_id = ? AND n.id IN (SELECT value FROM json_each(?))`,
    datasetId,
    JSON.stringify(ids),
  );
  for (const r of rows) out.set(r.id, toNode(r));
  return out;
}

/** Ids of nodes tagged (belongs_to_set) with one of the named node sets. */
function nodeSetMembers(sql: SqlStorage, datasetId: string, nodeSets: string[], candidates: string[]): Set<string> {
  const rows = all<{ id: string }>(
    sql,
    `SELECT e.source_id AS id FROM edges e JOIN nodes ns ON ns.dataset_id = e.dataset_id AND ns.id = e.target_id
      WHERE e.dataset_id = ? AND e.relationship_name = 'belongs_to_set' AND ns.type = 'NodeSet'
        AND lower(ns.name) IN (SELECT lower(value) FROM json_each(?))
        AND e.source_id IN (SELECT value FROM json_each(?))`,
    datasetId,
    JSON.stringify(nodeSets),
    JSON.stringify(candidates),
  );
  return new Set(rows.map((r) => r.id));
}

interface LeanEdge {
  source_id: string;
  relationship_name: string;
  target_id: string;
  id: string;
  edge_text: string | null;
  /** Read with the edge where it is cheap (the walk and fact queries: ~140 chars); else looked up for the pool. */
  props?: string;
}

/**
 * Every edge touching one of the nodes, at most `cap` per node and direction. Lean columns only: edge
 * properties are JSON and are parsed just for the triplets finally kept.
 */
function incidentEdges(sql: SqlStorage, datasetId: string, ids: string[], cap: number): LeanEdge[] {
  const seen = new Map<string, LeanEdge>();
  for (const id of ids) {
    for (const dir of ["source_id", "target_id"] as const) {
      const rows = all<LeanEdge>(
        sql,
        `SELECT source_id, relationship_name, target_id, id, edge_text FROM edges WHERE dataset_id = ? AND ${dir} = ? LIMIT ?`,
        datasetId,
        id,
        cap,
      );
      for (const r of rows) {
        const key = `${r.source_id}|${r.relationship_name}|${r.target_id}`;
        if (!seen.has(key)) seen.set(key, r);
      }
    }
  }
  return [...seen.values()];
}

/**
 * cognee's brute-force triplet search, pod side: project the one-hop neighbourhood of the vector hits,
 * give every node and edge its distance (penalty when not hit), score each triplet as
 * Σ (2 - importance_weight) x distance over {source, edge, target}, keep the best `topK`.
 */
export function projectTriplets(sql: SqlStorage, q: TripletProjectionInput): ScoredTriplet[] {
  const hitIds = Object.keys(q.nodeDistances);
  const factTexts = Object.keys(q.edgeTextDistances);
  if (hitIds.length === 0 && factTexts.length === 0) return [];
  const keyOf = (e: LeanEdge) => `${e.source_id}|${e.relationship_name}|${e.target_id}`;
  // A triplet scores Σ (2 - w) x distance with distance 6.5 for anything not hit, and hits are at most 2
  // apart: with the default weights every triplet with two hit elements beats every triplet with one. So
  // the edges joining two hit nodes, and the fact edges whose sentence was hit and that touch a hit node,
  // are read first (two statements); the full one-hop projection (one statement per hit node) runs only
  // when those give fewer than top_k triplets.
  const hits = JSON.stringify(hitIds);
  const hitSet = new Set(hitIds);
  const strong = new Map<string, LeanEdge>();
  const weak: LeanEdge[] = [];
  let factsComplete = true;
  if (factTexts.length) {
    const factLimit = factTexts.length * 4;
    const rows = all<LeanEdge>(
      sql,
      `SELECT source_id, relationship_name, target_id, id, edge_text, props FROM edges
        WHERE dataset_id = ? AND ${FACT_EDGE} AND edge_text IN (SELECT value FROM json_each(?)) LIMIT ?`,
      q.datasetId,
      JSON.stringify(factTexts),
      factLimit,
    );
    factsComplete = rows.length < factLimit;
    for (const e of rows) {
      if (hitSet.has(e.source_id) || hitSet.has(e.target_id)) strong.set(keyOf(e), e);
      else weak.push(e);
    }
  }
  // Edges joining two hits, walked from the sources nearest the query first, in batches. A hit entity can
  // have hundreds of outgoing facts (~30,000 rows for 100 entity hits at 100,000 chunks, ~25 ms), while the
  // pool of best triplets is usually filled by the first sources: an edge not read yet scores at least
  // 1.5 x (its source's distance + the least edge distance it can have + the nearest hit's distance), and
  // once that exceeds the pool's last score no later source can change the answer. Edges whose sentence was
  // hit are already in `strong` (fact query above, when it was not cut by its LIMIT); any other edge's
  // distance is the penalty or that of a hit whose text could be a relationship name (no whitespace).
  const excludedKeys = new Set(q.excludeEdgeKeys ?? []);
  const poolSize = Math.max(q.topK * 3, q.topK + 10);
  const nodeDist = (id: string) => q.nodeDistances[id] ?? q.penalty;
  const nearestHit = Math.min(q.penalty, ...Object.values(q.nodeDistances));
  let leastEdge = q.penalty;
  for (const [text, d] of Object.entries(q.edgeTextDistances)) {
    if (!factsComplete || !/\s/.test(text.trim())) leastEdge = Math.min(leastEdge, d);
  }
  const preScore = (e: LeanEdge) =>
    1.5 * (nodeDist(e.source_id) + (q.edgeTextDistances[e.edge_text ?? ""] ?? q.edgeTextDistances[e.relationship_name] ?? q.penalty) + nodeDist(e.target_id));
  const canStop = !q.nodeSets?.length;
  // `+target_id`: walk the hits' outgoing edges by primary key; the target index would read every chunk
  // of a hit document (thousands of is_part_of edges) instead.
  const sources = [...hitIds].sort((a, b) => nodeDist(a) - nodeDist(b));
  // Sources per statement: each statement rebuilds its IN-list of hits, and most queries stop after the
  // first batch. Measured on the 100k-chunk bench state (Node replica): 25 -> 6.6 ms projection p50,
  // 50 -> 5.6 ms, 100 -> 5.4 ms but a heavier tail (more out-edges read), 200 -> 6.3 ms.
  const BATCH = 50;
  for (let i = 0; i < sources.length; i += BATCH) {
    if (canStop && i > 0) {
      const scores = [...strong.values()]
        .filter((e) => e.relationship_name !== "belongs_to_set" && !excludedKeys.has(keyOf(e)))
        .map(preScore)
        .sort((a, b) => a - b);
      const bound = 1.5 * (nodeDist(sources[i]!) + leastEdge + nearestHit);
      if (scores.length >= poolSize && bound > scores[poolSize - 1]!) break;
    }
    for (const e of all<LeanEdge>(
      sql,
      `SELECT source_id, relationship_name, target_id, id, edge_text, props FROM edges
        WHERE dataset_id = ? AND source_id IN (SELECT value FROM json_each(?)) AND +target_id IN (SELECT value FROM json_each(?))`,
      q.datasetId,
      JSON.stringify(sources.slice(i, i + BATCH)),
      hits,
    )) {
      strong.set(keyOf(e), e);
    }
  }
  const excluded = new Set(q.excludeEdgeKeys ?? []);
  const usable = (list: LeanEdge[]): LeanEdge[] => {
    let out = list.filter((e) => e.relationship_name !== "belongs_to_set" && !excluded.has(keyOf(e)));
    if (q.nodeSets?.length) {
      const members = nodeSetMembers(sql, q.datasetId, q.nodeSets, [...new Set(out.flatMap((e) => [e.source_id, e.target_id]))]);
      out = out.filter((e) => members.has(e.source_id) && (members.has(e.target_id) || e.relationship_name === "is_a"));
    }
    return out;
  };
  let edges = usable([...strong.values()]);
  if (edges.length < q.topK) {
    const wide = new Map([...strong.values()].map((e) => [keyOf(e), e]));
    for (const e of incidentEdges(sql, q.datasetId, hitIds, q.perNodeEdgeCap)) if (!wide.has(keyOf(e))) wide.set(keyOf(e), e);
    for (const e of weak) if (!wide.has(keyOf(e))) wide.set(keyOf(e), e);
    edges = usable([...wide.values()]);
  }
  // Score first with the distances alone; load only the nodes (and edge properties) of the best triplets.
  const dist = (id: string) => q.nodeDistances[id] ?? q.penalty;
  const edgeDist = (e: LeanEdge) => q.edgeTextDistances[e.edge_text ?? ""] ?? q.edgeTextDistances[e.relationship_name] ?? q.penalty;
  // Importance weights are read after selection; cognee's default 0.5 gives the x1.5 factor used to rank.
  const scored = edges.map((e) => ({ e, score: 1.5 * (dist(e.source_id) + edgeDist(e) + dist(e.target_id)) }));
  scored.sort((a, b) => a.score - b.score);
  const pool = scored.slice(0, Math.max(q.topK * 3, q.topK + 10));
  const nodes = nodesByIds(sql, q.datasetId, [...new Set(pool.flatMap((s) => [s.e.source_id, s.e.target_id]))]);
  // Kept edges that came without their props: primary-key lookups, one per edge (a json_each join here
  // lets SQLite scan every edge instead).
  const props = new Map<string, Record<string, unknown>>();
  for (const { e } of pool) {
    const raw =
      e.props ??
      one<{ props: string }>(
        sql,
        `SELECT props FROM edges WHERE dataset_id = ? AND source_id = ? AND relationship_name = ? AND target_id = ?`,
        q.datasetId,
        e.source_id,
        e.relationship_name,
        e.target_id,
      )?.props;
    props.set(`${e.source_id}|${e.relationship_name}|${e.target_id}`, json<Record<string, unknown>>(raw, {}));
  }
  const out: ScoredTriplet[] = [];
  for (const { e } of pool) {
    const source = nodes.get(e.source_id);
    const target = nodes.get(e.target_id);
    if (!source || !target) continue;
    const edgeProps = props.get(`${e.source_id}|${e.relationship_name}|${e.target_id}`) ?? {};
    const edgeWeight = typeof edgeProps.importance_weight === "number" ? (edgeProps.importance_weight as number) : 0.5;
    // Superseded facts (improve's conflicting-facts review) rank below the current value of their attribute.
    const score =
      (2 - source.importanceWeight) * dist(e.source_id) +
      (2 - edgeWeight) * (edgeDist(e) + factStatusPenalty(edgeProps)) +
      (2 - target.importanceWeight) * dist(e.target_id);
    out.push({
      source,
      edge: { id: e.id, sourceId: e.source_id, targetId: e.target_id, relationshipName: e.relationship_name, edgeText: e.edge_text, props: edgeProps },
      target,
      score,
    });
  }
  out.sort((a, b) => a.score - b.score);
  return out.slice(0, q.topK);
}

// ---- entity neighbourhoods (HYBRID entity lane, TEMPORAL) ----

/** For each entity, up to `maxEdgesPerEntity` extracted-fact edges, fact-vector hits first. */
export function entityNeighbourhoods(
  sql: SqlStorage,
  q: { datasetId: string; entityIds: string[]; maxEdgesPerEntity: number; edgeTextDistances: Record<string, number>; scanCap?: number },
): EntityBlock[] {
  const entities = nodesByIds(sql, q.datasetId, q.entityIds);
  const structural = JSON.stringify(STRUCTURAL_RELATIONS);
  const cap = q.scanCap ?? 200;
  const blocks: { entity: GraphNodeOut; raw: { edge: GraphEdgeOut; outgoing: boolean }[] }[] = [];
  const others = new Set<string>();
  for (const id of q.entityIds) {
    const entity = entities.get(id);
    if (!entity) continue;
    const out = all<RawEdge>(
      sql,
      `SELECT * FROM edges WHERE dataset_id = ? AND source_id = ? AND relationship_name NOT IN (SELECT value FROM json_each(?)) LIMIT ?`,
      q.datasetId,
      id,
      structural,
      cap,
    );
    const inc = all<RawEdge>(
      sql,
      `SELECT * FROM edges WHERE dataset_id = ? AND target_id = ? AND relationship_name NOT IN (SELECT value FROM json_each(?)) LIMIT ?`,
      q.datasetId,
      id,
      structural,
      cap,
    );
    const raw = [...out.map((r) => ({ edge: toEdge(r), outgoing: true })), ...inc.map((r) => ({ edge: toEdge(r), outgoing: false }))];
    raw.forEach((r) => others.add(r.outgoing ? r.edge.targetId : r.edge.sourceId));
    blocks.push({ entity, raw });
  }
  const otherNodes = nodesByIds(sql, q.datasetId, [...others]);
  return blocks.map(({ entity, raw }) => ({
    entity,
    edges: raw
      .map((r) => ({
        edge: r.edge,
        outgoing: r.outgoing,
        other: otherNodes.get(r.outgoing ? r.edge.targetId : r.edge.sourceId)!,
        distance: q.edgeTextDistances[r.edge.edgeText ?? ""] ?? null,
      }))
      .filter((x) => !!x.other)
      .sort(
        (a, b) =>
          factStatusPenalty(a.edge.props) - factStatusPenalty(b.edge.props) ||
          (a.distance ?? 99) - (b.distance ?? 99) ||
          (b.edge.props.ingested_at as number ?? 0) - (a.edge.props.ingested_at as number ?? 0),
      )
      .slice(0, q.maxEdgesPerEntity),
  }));
}

/** Fact edges by their sentence (EdgeType hits -> the graph edges carrying that text, with endpoints). */
export function factsByText(sql: SqlStorage, datasetId: string, texts: string[], limit: number): { edge: GraphEdgeOut; source: GraphNodeOut | null; target: GraphNodeOut | null }[] {
  if (texts.length === 0) return [];
  const rows = all<RawEdge>(
    sql,
    `SELECT * FROM edges WHERE dataset_id = ? AND ${FACT_EDGE} AND edge_text IN (SELECT value FROM json_each(?)) LIMIT ?`,
    datasetId,
    JSON.stringify(texts),
    limit,
  );
  const edges = rows.map(toEdge);
  const nodes = nodesByIds(sql, datasetId, [...new Set(edges.flatMap((e) => [e.sourceId, e.targetId]))]);
  return edges.map((edge) => ({ edge, source: nodes.get(edge.sourceId) ?? null, target: nodes.get(edge.targetId) ?? null }));
}

/** Entities whose name matches one of the given names exactly (lower-cased, as cognify stores them). */
export function entitiesByName(sql: SqlStorage, datasetId: string, names: string[]): GraphNodeOut[] {
  if (names.length === 0) return [];
  const rows = all<RawNode>(
    sql,
    `SELECT id, type, name, description, props FROM nodes
      WHERE dataset_id = ? AND type = 'Entity' AND name IN (SELECT value FROM json_each(?)) LIMIT 200`,
    datasetId,
    JSON.stringify(names.map((n) => n.toLowerCase())),
  );
  return rows.map(toNode);
}

// ---- temporal ----

/**
 * Facts carrying dates (`props.dates` from the sentence, `effective_date` from the item's metadata):
 * the window test runs in the Worker. Bounded scan: at most `limit` dated edges per dataset.
 */
export function datedFacts(sql: SqlStorage, datasetId: string, limit: number): DatedFact[] {
  const rows = all<RawEdge>(
    sql,
    `SELECT * FROM edges WHERE dataset_id = ? AND ${FACT_EDGE} AND (props LIKE '%"dates":%' OR props LIKE '%"effective_date":%') LIMIT ?`,
    datasetId,
    limit,
  );
  const edges = rows.map(toEdge);
  const nodes = nodesByIds(sql, datasetId, [...new Set(edges.flatMap((e) => [e.sourceId, e.targetId]))]);
  return edges.map((edge) => ({
    edge,
    source: nodes.get(edge.sourceId) ?? null,
    target: nodes.get(edge.targetId) ?? null,
    dates: [
      ...(Array.isArray(edge.props.dates) ? (edge.props.dates as string[]) : []),
      ...(typeof edge.props.effective_date === "string" ? [edge.props.effective_date as string] : []),
    ],
  }));
}

/** Data items with their external metadata (effective dates) and names. */
export function itemsWithMetadataKey(sql: SqlStorage, datasetId: string, key: string, limit: number): { id: string; name: string; value: unknown }[] {
  const rows = all<{ id: string; name: string; external_metadata: string | null }>(
    sql,
    `SELECT id, name, external_metadata FROM data_items WHERE dataset_id = ? AND external_metadata LIKE ? LIMIT ?`,
    datasetId,
    `%"${key.replace(/[%_"]/g, "")}"%`,
    limit,
  );
  return rows
    .map((r) => ({ id: r.id, name: r.name, value: json<Record<string, unknown>>(r.external_metadata, {})[key] }))
    .filter((r) => r.value !== undefined && r.value !== null);
}

// ---- whole-dataset reads (BROAD) ----

export function datasetProfile(sql: SqlStorage, datasetId: string): DatasetProfile {
  const docs = one<{ n: number }>(sql, `SELECT count(*) AS n FROM data_items WHERE dataset_id = ?`, datasetId)?.n ?? 0;
  const chunks = one<{ n: number; b: number }>(sql, `SELECT count(*) AS n, coalesce(sum(length(text)), 0) AS b FROM chunks WHERE dataset_id = ?`, datasetId);
  // The alias must not be `type`: SQLite would group by the nodes.type column instead.
  const types = all<{ etype: string | null; n: number }>(
    sql,
    `SELECT json_extract(props, '$.entity_type') AS etype, count(*) AS n FROM nodes
      WHERE dataset_id = ? AND type = 'Entity' GROUP BY etype ORDER BY n DESC LIMIT 200`,
    datasetId,
  );
  return {
    documents: docs,
    chunks: chunks?.n ?? 0,
    chunkBytes: chunks?.b ?? 0,
    entities: types.reduce((s, t) => s + t.n, 0),
    entityTypes: types.map((t) => ({ type: t.etype ?? "thing", count: t.n })),
  };
}

/** Entities of some types (all when none given), optionally whose name contains a text; ordered by name. */
export function listEntities(
  sql: SqlStorage,
  datasetId: string,
  q: { types?: string[] | null; nameContains?: string | null; limit: number },
): { id: string; name: string; displayName: string; type: string; description: string | null; mentions: number }[] {
  const rows = all<{ id: string; name: string; description: string | null; props: string; mentions: number }>(
    sql,
    `SELECT n.id, n.name, n.description, n.props,
            (SELECT count(*) FROM edges e WHERE e.dataset_id = n.dataset_id AND e.target_id = n.id AND e.relationship_name = 'contains') AS mentions
       FROM nodes n
      WHERE n.dataset_id = ? AND n.type = 'Entity'
        AND (? IS NULL OR json_extract(n.props, '$.entity_type') IN (SELECT value FROM json_each(?)))
        AND (? IS NULL OR instr(n.name, ?) > 0)
      ORDER BY n.name LIMIT ?`,
    datasetId,
    q.types?.length ? 1 : null,
    JSON.stringify(q.types ?? []),
    q.nameContains ? 1 : null,
    (q.nameContains ?? "").toLowerCase(),
    q.limit,
  );
  return rows.map((r) => {
    const props = json<Record<string, unknown>>(r.props, {});
    return {
      id: r.id,
      name: r.name,
      displayName: (props.display_name as string | undefined) ?? r.name,
      type: (props.entity_type as string | undefined) ?? "thing",
      description: r.description,
      mentions: r.mentions,
    };
  });
}

/**
 * One page of a dataset's chunks in storage order (rowid cursor), optionally only those the FTS index
 * matches. Pages stop at `maxBytes` of text so a map step never holds more than its batch budget.
 */
export function scanChunks(
  sql: SqlStorage,
  datasetId: string,
  q: { afterRowid: number; maxBytes: number; match?: string | null; limit?: number },
): { chunks: (ChunkRow & { rowid: number })[]; nextRowid: number | null } {
  const limit = Math.min(q.limit ?? 2_000, 5_000);
  const rows = q.match
    ? all<RawChunk & { rowid: number }>(
        sql,
        `SELECT c.rowid AS rowid, c.id, c.dataset_id, c.data_id, c.chunk_index, c.text, c.token_count, c.cut_type, c.created_at, d.name AS document_name
           FROM chunks c JOIN chunks_fts f ON f.rowid = c.rowid
           LEFT JOIN data_items d ON d.dataset_id = c.dataset_id AND d.id = c.data_id
          WHERE chunks_fts MATCH ? AND c.dataset_id = ? AND c.rowid > ? ORDER BY c.rowid LIMIT ?`,
        q.match,
        datasetId,
        q.afterRowid,
        limit,
      )
    : all<RawChunk & { rowid: number }>(
        sql,
        `SELECT c.rowid AS rowid, c.id, c.dataset_id, c.data_id, c.chunk_index, c.text, c.token_count, c.cut_type, c.created_at, d.name AS document_name
           FROM chunks c LEFT JOIN data_items d ON d.dataset_id = c.dataset_id AND d.id = c.data_id
          WHERE c.dataset_id = ? AND c.rowid > ? ORDER BY c.rowid LIMIT ?`,
        datasetId,
        q.afterRowid,
        limit,
      );
  const out: (ChunkRow & { rowid: number })[] = [];
  let bytes = 0;
  for (const r of rows) {
    if (out.length > 0 && bytes + r.text.length > q.maxBytes) return { chunks: out, nextRowid: out[out.length - 1]!.rowid };
    bytes += r.text.length;
    out.push({ ...toChunk(r), rowid: r.rowid });
  }
  return { chunks: out, nextRowid: rows.length === limit ? out[out.length - 1]!.rowid : null };
}

// ---- status ----

/** Per dataset: graph nodes, chunks and whether a cognify run was ever recorded (recall's warm-up guard). */
export function datasetsStatus(sql: SqlStorage, datasetIds: string[]): Record<string, { nodes: number; chunks: number; runs: number }> {
  const out: Record<string, { nodes: number; chunks: number; runs: number }> = {};
  for (const id of datasetIds) {
    out[id] = {
      nodes: one<{ n: number }>(sql, `SELECT count(*) AS n FROM (SELECT 1 FROM nodes WHERE dataset_id = ? LIMIT 1)`, id)?.n ?? 0,
      chunks: one<{ n: number }>(sql, `SELECT count(*) AS n FROM (SELECT 1 FROM chunks WHERE dataset_id = ? LIMIT 1)`, id)?.n ?? 0,
      runs: one<{ n: number }>(sql, `SELECT count(*) AS n FROM (SELECT 1 FROM pipeline_runs WHERE dataset_id = ? LIMIT 1)`, id)?.n ?? 0,
    };
  }
  return out;
}

/** Distinct node types and relationship names with counts: the schema NATURAL_LANGUAGE shows the LLM. */
export function graphSchema(sql: SqlStorage, datasetId: string): { nodeTypes: { type: string; count: number }[]; relationships: { name: string; count: number }[]; entityTypes: { type: string; count: number }[] } {
  return {
    nodeTypes: all<{ type: string; count: number }>(sql, `SELECT type, count(*) AS count FROM nodes WHERE dataset_id = ? GROUP BY type ORDER BY count DESC`, datasetId),
    relationships: all<{ name: string; count: number }>(
      sql,
      `SELECT relationship_name AS name, count(*) AS count FROM edges WHERE dataset_id = ? GROUP BY relationship_name ORDER BY count DESC LIMIT 200`,
      datasetId,
    ),
    entityTypes: datasetProfile(sql, datasetId).entityTypes,
  };
}

// ---- Cypher ----

const COLUMN_PROPS = new Set(["id", "type", "name", "description"]);

/** The workspace graph of one dataset as a Cypher source: SQL lookups, every read bounded by its limit. */
export function sqlGraphSource(sql: SqlStorage, datasetId: string): GraphSource {
  const cypherNode = (r: RawNode): CypherNode => ({
    id: r.id,
    type: r.type,
    name: r.name,
    description: r.description,
    props: json<Record<string, unknown>>(r.props, {}),
    text: r.chunk_text ?? null,
  });
  const cypherEdge = (r: RawEdge): CypherEdge => ({
    id: r.id,
    source_id: r.source_id,
    target_id: r.target_id,
    relationship_name: r.relationship_name,
    edge_text: r.edge_text,
    props: json<Record<string, unknown>>(r.props, {}),
  });
  return {
    findNodes({ labels, equals }, limit) {
      const where: string[] = ["n.dataset_id = ?"];
      const params: SqlValue[] = [datasetId];
      for (const [k, v] of Object.entries(equals)) {
        const val = sqlLiteral(v);
        if (k === "text" || val === undefined) continue;
        if (COLUMN_PROPS.has(k)) {
          where.push(`n.${k} = ?`);
        } else {
          where.push(`json_extract(n.props, ?) = ?`);
          params.push(`$.${k.replace(/[^A-Za-z0-9_]/g, "")}`);
        }
        params.push(val);
      }
      // Labels are node types or entity types (see nodeHasLabel); the executor re-checks every node.
      for (const group of labels) {
        if (group.some((l) => l.toLowerCase() === "node")) continue;
        const lower = group.map((l) => l.toLowerCase());
        where.push(
          `(lower(n.type) IN (SELECT value FROM json_each(?)) OR lower(json_extract(n.props, '$.entity_type')) IN (SELECT value FROM json_each(?))` +
            (lower.includes("document") ? ` OR n.type LIKE '%Document'` : "") +
            `)`,
        );
        params.push(JSON.stringify(lower), JSON.stringify(lower));
      }
      params.push(limit);
      const rows = all<RawNode>(
        sql,
        `SELECT n.id, n.type, n.name, n.description, n.props, c.text AS chunk_text
           FROM nodes n LEFT JOIN chunks c ON n.type = 'DocumentChunk' AND c.id = n.id
          WHERE ${where.join(" AND ")} LIMIT ?`,
        ...params,
      );
      return rows.map(cypherNode);
    },
    expand(nodeId, direction, types, limit) {
      const typeFilter = types.length ? ` AND e.relationship_name IN (SELECT value FROM json_each(?))` : "";
      const typeParam: SqlValue[] = types.length ? [JSON.stringify(types)] : [];
      const out: { edge: CypherEdge; other: CypherNode }[] = [];
      const read = (dir: "out" | "in") => {
        const rows = all<RawEdge & { o_id: string; o_type: string; o_name: string | null; o_description: string | null; o_props: string; o_text: string | null }>(
          sql,
          `SELECT e.*, n.id AS o_id, n.type AS o_type, n.name AS o_name, n.description AS o_description, n.props AS o_props, c.text AS o_text
             FROM edges e JOIN nodes n ON n.dataset_id = e.dataset_id AND n.id = ${dir === "out" ? "e.target_id" : "e.source_id"}
             LEFT JOIN chunks c ON n.type = 'DocumentChunk' AND c.id = n.id
            WHERE e.dataset_id = ? AND ${dir === "out" ? "e.source_id" : "e.target_id"} = ?${typeFilter} LIMIT ?`,
          datasetId,
          nodeId,
          ...typeParam,
          limit - out.length,
        );
        for (const r of rows) {
          out.push({
            edge: cypherEdge(r),
            other: cypherNode({ id: r.o_id, type: r.o_type, name: r.o_name, description: r.o_description, props: r.o_props, chunk_text: r.o_text }),
          });
        }
      };
      if (direction === "out" || direction === "both") read("out");
      if ((direction === "in" || direction === "both") && out.length < limit) read("in");
      return out;
    },
  };
}

function sqlLiteral(v: Literal): SqlValue | undefined {
  if (v === null) return undefined;
  if (typeof v === "boolean") return v ? 1 : 0;
  return v;
}

export function runCypher(sql: SqlStorage, datasetId: string, query: CypherQuery, limits: Partial<CypherLimits> = {}): CypherResult {
  return executeCypher(query, sqlGraphSource(sql, datasetId), { ...DEFAULT_CYPHER_LIMITS, ...limits });
}

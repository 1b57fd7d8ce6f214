import { cosine } from "../../src/core/vector-math";
import { all, one, run } from "./sql";
import { deleteVectors } from "./vectors";
import { type GraphEdgeRow, nodeSetMembers } from "./graph-store";
import { type MergeResult, type EntityMergeRecord, type MergeRule } from "../../src/core/pod/entity-merge";
import { edgeIdFor } from "../../src/core/graph-ids";
import { json } from "../../src/core/json";
import type { MergeOptions } from "../../src/core/pod/entity-merge";
export type { MergeOptions };

/**
 * Duplicate-entity consolidation (improve stage `merge_entities`; cognee's `consolidate_entities`).
 * Entity ids derive from names, so "NYC" and "New York City", or "Acme Corp" and "Acme Corporation",
 * are different nodes. Clusters are found by rules that need no LLM:
 *
 * - `normalised_name`: equal after lower-casing, dropping punctuation, a leading "the" and company
 *   suffixes (Corp, Corporation, Inc, Ltd, LLC, ...);
 * - `acronym`: an upper-case short form equals the initials of a multi-word name ("NYC", "IBM");
 * - `alias`: a small table of well-known aliases (NYC, LA, UK, US, ...);
 * - `embedding`: cosine similarity of the stored `Entity_name` vectors above a threshold, only between
 *   names that share a word and look alike (so "Marie Curie" never absorbs "Pierre Curie").
 *
 * Each cluster merges into its most connected node: edges are re-pointed (duplicates collapse, ids are
 * re-derived from the new endpoints), the ledger follows (so deleting a data item still removes exactly
 * what no other item needs), the absorbed node's name vector is dropped, the survivor records `aliases`
 * and `merged_from`, and every merge is logged in `entity_merges`.
 */


const COMPANY_SUFFIXES = new Set([
  "corp", "corporation", "inc", "incorporated", "co", "company", "ltd", "limited", "llc", "plc", "gmbh", "ag", "sa", "llp", "group", "holdings",
]);
const CONNECTORS = new Set(["of", "the", "and", "for", "de", "&", "a", "an", "in", "on"]);
const GENERIC_TYPES = new Set(["", "thing", "concept", "entity", "unknown", "other", "misc"]);

/** Well-known short forms (normalised key -> normalised key of the full name). */
export const ALIASES: Record<string, string> = {
  nyc: "new york city",
  ny: "new york",
  la: "los angeles",
  sf: "san francisco",
  dc: "washington dc",
  uk: "united kingdom",
  gb: "great britain",
  us: "united states",
  usa: "united states",
  "united states of america": "united states",
  uae: "united arab emirates",
  eu: "european union",
  un: "united nations",
  ussr: "soviet union",
};

const numbersOf = (key: string) => (key.match(/\d+/g) ?? []).join(" ");

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}&]+/gu, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);

/** The normalised key two names must share to be one entity under the `normalised_name` rule. */
export function normalisedKey(name: string): string {
  let w = words(name.replace(/\./g, ""));
  if (w[0] === "the" && w.length > 1) w = w.slice(1);
  while (w.length > 1 && COMPANY_SUFFIXES.has(w[w.length - 1]!)) w = w.slice(0, -1);
  return w.join(" ");
}

/** Initials of a multi-word name's significant words ("New York City" -> "nyc"); null for one word. */
export function acronymOf(key: string): string | null {
  const w = key.split(" ").filter((x) => x && !CONNECTORS.has(x));
  if (w.length < 2) return null;
  return w.map((x) => x[0]).join("");
}

/** A short form written in capitals ("NYC", "I.B.M.") is an acronym candidate; lower-case words are not. */
export function acronymCandidate(display: string): string | null {
  const compact = display.replace(/\./g, "").trim();
  if (!/^[A-Z][A-Z0-9&]{1,5}$/.test(compact)) return null;
  return compact.toLowerCase();
}

const compatibleTypes = (a: string, b: string) => a === b || GENERIC_TYPES.has(a) || GENERIC_TYPES.has(b);

function editRatio(a: string, b: string): number {
  if (a === b) return 1;
  const m = a.length;
  const n = b.length;
  if (!m || !n) return 0;
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur = [i];
    for (let j = 1; j <= n; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return 1 - prev[n]! / Math.max(m, n);
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / (a.size + b.size - inter || 1);
}

interface EntityRow {
  id: string;
  name: string | null;
  description: string | null;
  props: string;
  created_at: number;
}

interface Candidate {
  id: string;
  name: string;
  display: string;
  type: string;
  key: string;
  tokens: Set<string>;
  createdAt: number;
  description: string | null;
  props: Record<string, unknown>;
}

class UnionFind {
  private parent = new Map<string, string>();
  find(x: string): string {
    let p = this.parent.get(x) ?? x;
    if (p !== x) {
      p = this.find(p);
      this.parent.set(x, p);
    }
    return p;
  }
  union(a: string, b: string): boolean {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb) return false;
    this.parent.set(ra, rb);
    return true;
  }
}

function loadVector(sql: SqlStorage, datasetId: string, id: string): Float32Array | null {
  const row = one<{ dims: number; vector: ArrayBuffer }>(
    sql,
    `SELECT dims, vector FROM vectors WHERE dataset_id = ? AND collection = 'Entity_name' AND id = ?`,
    datasetId,
    id,
  );
  if (!row || !row.dims || !row.vector || row.vector.byteLength < row.dims * 4) return null;
  return new Float32Array(row.vector.slice(0, row.dims * 4));
}


/** Connections that say something about the entity (its type and node-set tags do not). */
function degree(sql: SqlStorage, datasetId: string, id: string): number {
  const out = one<{ n: number }>(
    sql,
    `SELECT count(*) AS n FROM edges WHERE dataset_id = ? AND source_id = ? AND relationship_name NOT IN ('belongs_to_set', 'is_a')`,
    datasetId,
    id,
  )?.n ?? 0;
  const inc = one<{ n: number }>(sql, `SELECT count(*) AS n FROM edges WHERE dataset_id = ? AND target_id = ?`, datasetId, id)?.n ?? 0;
  return out + inc;
}

/** Finds duplicate clusters and (unless `dryRun`) merges each into its most connected node. */
export function mergeDuplicateEntities(storage: DurableObjectStorage, datasetId: string, options: MergeOptions = {}): MergeResult {
  const sql = storage.sql;
  const threshold = options.similarity ?? 0.95;
  const rows = all<EntityRow>(
    sql,
    `SELECT id, name, description, props, created_at FROM nodes WHERE dataset_id = ? AND type = 'Entity' ORDER BY created_at, id LIMIT ?`,
    datasetId,
    options.maxEntities ?? 20_000,
  );
  let allowed: Set<string> | null = null;
  if (options.nodeSets?.length) allowed = nodeSetMembers(sql, datasetId, options.nodeSets);
  const entities: Candidate[] = rows
    .filter((r) => r.name && (!allowed || allowed.has(r.id)))
    .map((r) => {
      const props = json<Record<string, unknown>>(r.props, {});
      const display = typeof props.display_name === "string" ? props.display_name : r.name!;
      const key = normalisedKey(r.name!);
      return {
        id: r.id,
        name: r.name!,
        display,
        type: String(props.entity_type ?? "").toLowerCase(),
        key,
        tokens: new Set(key.split(" ").filter((t) => t.length > 1 && !CONNECTORS.has(t))),
        createdAt: r.created_at,
        description: r.description,
        props,
      };
    })
    .filter((e) => e.key !== "");

  const uf = new UnionFind();
  const linkRule = new Map<string, { rule: MergeRule; score: number | null }>();
  const link = (a: Candidate, b: Candidate, rule: MergeRule, score: number | null) => {
    if (a.id === b.id || !compatibleTypes(a.type, b.type)) return;
    if (uf.union(a.id, b.id)) {
      linkRule.set(a.id, linkRule.get(a.id) ?? { rule, score });
      linkRule.set(b.id, linkRule.get(b.id) ?? { rule, score });
    }
  };

  const byKey = new Map<string, Candidate[]>();
  for (const e of entities) byKey.set(e.key, [...(byKey.get(e.key) ?? []), e]);
  for (const group of byKey.values()) for (let i = 1; i < group.length; i++) link(group[0]!, group[i]!, "normalised_name", null);

  const byAcronym = new Map<string, Candidate[]>();
  for (const e of entities) {
    const a = acronymOf(e.key);
    if (a) byAcronym.set(a, [...(byAcronym.get(a) ?? []), e]);
  }
  for (const e of entities) {
    const short = acronymCandidate(e.display);
    if (!short) continue;
    for (const full of byAcronym.get(short) ?? []) link(e, full, "acronym", null);
  }
  for (const e of entities) {
    const target = ALIASES[e.key];
    if (target) for (const full of byKey.get(target) ?? []) link(e, full, "alias", null);
  }

  // Embedding rule: only pairs sharing a word (bounded buckets), confirmed by lexical likeness.
  let embeddingRule: MergeResult["embedding_rule"] = "unavailable";
  const byToken = new Map<string, Candidate[]>();
  for (const e of entities) for (const t of e.tokens) if (t.length > 2) byToken.set(t, [...(byToken.get(t) ?? []), e]);
  const vectors = new Map<string, Float32Array | null>();
  const vectorOf = (id: string) => {
    if (!vectors.has(id)) vectors.set(id, loadVector(sql, datasetId, id));
    return vectors.get(id)!;
  };
  const checked = new Set<string>();
  for (const bucket of byToken.values()) {
    if (bucket.length < 2 || bucket.length > 50) continue;
    for (let i = 0; i < bucket.length; i++) {
      for (let j = i + 1; j < bucket.length; j++) {
        const a = bucket[i]!;
        const b = bucket[j]!;
        const pair = a.id < b.id ? `${a.id}|${b.id}` : `${b.id}|${a.id}`;
        if (checked.has(pair) || uf.find(a.id) === uf.find(b.id) || !compatibleTypes(a.type, b.type)) continue;
        checked.add(pair);
        // Two multi-word person names with different first words are different people (Marie vs Pierre Curie).
        const aw = a.key.split(" ");
        const bw = b.key.split(" ");
        if (a.type === "person" && aw.length > 1 && bw.length > 1 && aw[0] !== bw[0]) continue;
        // Look-alike: a typo ("acme crop"), or multi-word names sharing most words; a bare first name
        // ("alice") is never enough to absorb a full name ("alice smith").
        // Names that differ in a number are different things, however alike ("ADR-015" and "ADR-016", "Q1
        // report" and "Q2 report", "iPhone 14" and "iPhone 15").
        if (numbersOf(a.key) !== numbersOf(b.key)) continue;
        const lexical = editRatio(a.key, b.key) >= 0.85 || (a.tokens.size > 1 && b.tokens.size > 1 && jaccard(a.tokens, b.tokens) >= 0.6);
        if (!lexical) continue;
        const va = vectorOf(a.id);
        const vb = vectorOf(b.id);
        if (!va || !vb) continue;
        embeddingRule = "used";
        const sim = cosine(va, vb, -1);
        if (sim >= threshold) link(a, b, "embedding", Math.round(sim * 1000) / 1000);
      }
    }
  }

  const clusters = new Map<string, Candidate[]>();
  for (const e of entities) {
    const root = uf.find(e.id);
    clusters.set(root, [...(clusters.get(root) ?? []), e]);
  }
  const plan: { survivor: Candidate; absorbed: Candidate[] }[] = [];
  for (const members of clusters.values()) {
    if (members.length < 2) continue;
    const ranked = members
      .map((m) => ({ m, degree: degree(sql, datasetId, m.id) }))
      .sort((x, y) => y.degree - x.degree || y.m.display.length - x.m.display.length || x.m.createdAt - y.m.createdAt || x.m.id.localeCompare(y.m.id));
    plan.push({ survivor: ranked[0]!.m, absorbed: ranked.slice(1).map((r) => r.m) });
  }

  const merges: EntityMergeRecord[] = [];
  const vectorRefs: { collection: string; id: string }[] = [];
  const apply = () => {
    const now = Date.now();
    for (const { survivor, absorbed } of plan) {
      const aliases = new Set<string>(Array.isArray(survivor.props.aliases) ? (survivor.props.aliases as string[]) : []);
      const mergedFrom = new Set<string>(Array.isArray(survivor.props.merged_from) ? (survivor.props.merged_from as string[]) : []);
      let description = survivor.description;
      for (const m of absorbed) {
        const how = linkRule.get(m.id) ?? linkRule.get(survivor.id) ?? { rule: "normalised_name" as MergeRule, score: null };
        // One transaction per absorbed node: edges, ledger, node and the merge record move together.
        const record = storage.transactionSync((): EntityMergeRecord => {
          const record: EntityMergeRecord = {
            merged_id: m.id,
            merged_name: m.name,
            into_id: survivor.id,
            into_name: survivor.name,
            rule: how.rule,
            score: how.score,
            edges_repointed: absorb(sql, datasetId, m.id, survivor.id),
          };
          run(
            sql,
            `INSERT INTO entity_merges (dataset_id, merged_id, merged_name, into_id, into_name, rule, score, edges_repointed, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT(dataset_id, merged_id) DO UPDATE SET into_id = excluded.into_id, into_name = excluded.into_name,
               rule = excluded.rule, score = excluded.score, edges_repointed = excluded.edges_repointed, created_at = excluded.created_at`,
            datasetId,
            record.merged_id,
            record.merged_name,
            record.into_id,
            record.into_name,
            record.rule,
            record.score,
            record.edges_repointed,
            now,
          );
          deleteVectors(sql, datasetId, [{ collection: "Entity_name", id: m.id }]);
          return record;
        });
        aliases.add(m.display);
        for (const a of Array.isArray(m.props.aliases) ? (m.props.aliases as string[]) : []) aliases.add(a);
        mergedFrom.add(m.id);
        if (!description && m.description) description = m.description;
        vectorRefs.push({ collection: "Entity_name", id: m.id });
        merges.push(record);
      }
      aliases.delete(survivor.display);
      run(
        sql,
        `UPDATE nodes SET description = COALESCE(description, ?), props = json_patch(props, ?), updated_at = ? WHERE dataset_id = ? AND id = ?`,
        description,
        JSON.stringify({ aliases: [...aliases], merged_from: [...mergedFrom] }),
        now,
        datasetId,
        survivor.id,
      );
    }
  };
  if (!options.dryRun && plan.length) apply();
  else if (options.dryRun) {
    for (const { survivor, absorbed } of plan) {
      for (const m of absorbed) {
        const how = linkRule.get(m.id) ?? { rule: "normalised_name" as MergeRule, score: null };
        merges.push({ merged_id: m.id, merged_name: m.name, into_id: survivor.id, into_name: survivor.name, rule: how.rule, score: how.score, edges_repointed: 0 });
      }
    }
  }
  return { entities_examined: entities.length, clusters: plan.length, merges, vector_refs: vectorRefs, embedding_rule: embeddingRule };
}

type EdgeRow = Omit<GraphEdgeRow, "dataset_id">;

/** Moves one ledger reference to another id, keeping every data item that held it. */
function moveLedger(sql: SqlStorage, datasetId: string, kind: string, from: string, to: string): void {
  if (from === to) return;
  run(
    sql,
    `INSERT OR IGNORE INTO ledger (dataset_id, data_id, kind, ref_id)
       SELECT dataset_id, data_id, kind, ? FROM ledger WHERE dataset_id = ? AND kind = ? AND ref_id = ?`,
    to,
    datasetId,
    kind,
    from,
  );
  run(sql, `DELETE FROM ledger WHERE dataset_id = ? AND kind = ? AND ref_id = ?`, datasetId, kind, from);
}

/** Re-points every edge of `fromId` to `intoId` and removes `fromId`; returns the edges moved. */
function absorb(sql: SqlStorage, datasetId: string, fromId: string, intoId: string): number {
  const edges = all<EdgeRow>(sql, `SELECT * FROM edges WHERE dataset_id = ? AND (source_id = ? OR target_id = ?)`, datasetId, fromId, fromId);
  let moved = 0;
  for (const e of edges) {
    const src = e.source_id === fromId ? intoId : e.source_id;
    const dst = e.target_id === fromId ? intoId : e.target_id;
    run(sql, `DELETE FROM edges WHERE dataset_id = ? AND source_id = ? AND relationship_name = ? AND target_id = ?`, datasetId, e.source_id, e.relationship_name, e.target_id);
    if (src === dst) {
      // "NYC is in New York City" becomes a self-loop: the fact says nothing once both are one node.
      run(sql, `DELETE FROM ledger WHERE dataset_id = ? AND kind = 'edge' AND ref_id = ?`, datasetId, e.id);
      continue;
    }
    const newId = edgeIdFor(src, e.relationship_name, dst);
    const existing = one<{ id: string }>(
      sql,
      `SELECT id FROM edges WHERE dataset_id = ? AND source_id = ? AND relationship_name = ? AND target_id = ?`,
      datasetId,
      src,
      e.relationship_name,
      dst,
    );
    if (existing) {
      // The survivor already states it: keep its edge, fill in what it lacked.
      run(
        sql,
        `UPDATE edges SET edge_text = COALESCE(edge_text, ?), props = json_patch(?, props) WHERE dataset_id = ? AND id = ?`,
        e.edge_text,
        e.props,
        datasetId,
        existing.id,
      );
      moveLedger(sql, datasetId, "edge", e.id, existing.id);
    } else {
      run(
        sql,
        `INSERT INTO edges (dataset_id, source_id, relationship_name, target_id, id, edge_text, props, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        datasetId,
        src,
        e.relationship_name,
        dst,
        newId,
        e.edge_text,
        e.props,
        e.created_at,
      );
      moveLedger(sql, datasetId, "edge", e.id, newId);
    }
    moved++;
  }
  moveLedger(sql, datasetId, "node", fromId, intoId);
  run(sql, `DELETE FROM ledger WHERE dataset_id = ? AND kind = 'vector' AND ref_id = ?`, datasetId, `Entity_name|${fromId}`);
  // Earlier merges into the absorbed node now point at the survivor (before the delete trigger drops them).
  run(sql, `UPDATE entity_merges SET into_id = ? WHERE dataset_id = ? AND into_id = ?`, intoId, datasetId, fromId);
  run(sql, `DELETE FROM nodes WHERE dataset_id = ? AND id = ?`, datasetId, fromId);
  return moved;
}

/**
 * RPC form: failures come back as `{ error }` (errors thrown across RPC lose their type and surface as
 * unhandled rejections in the caller's runtime); the failed node's transaction has rolled back.
 */
export function mergeDuplicateEntitiesResult(storage: DurableObjectStorage, datasetId: string, options: MergeOptions = {}): MergeResult | { error: string } {
  try {
    return mergeDuplicateEntities(storage, datasetId, options);
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

import { parseDateValue } from "../../src/core/dates";
import { uuid5 } from "../../src/core/ids";
import { all, one, run } from "./sql";
import { nodeSetMembers } from "./graph-store";
import { type ConflictFact, type FactConflictRecord, type FactStatus, NON_FACT_RELATIONS, type RelationRule, type ReviewOptions, type ReviewResult, SINGLE_VALUED_RELATIONS } from "../../src/core/pod/fact-conflicts";
import { json } from "../../src/core/json";

/**
 * The conflicting-facts review (spec: "Fact conflict and fact status"). A single-valued attribute of a
 * subject (a company's CEO, a person's birthplace) that the graph gives several values is *disputed*:
 * one `fact_conflicts` record is kept per disputed attribute and every fact edge of it is labelled in
 * its props:
 *
 * - `fact_status`: `current` (the most recent value), `superseded` (an older value, kept as history)
 *   or `conflicting` (several values share the most recent date: nothing decides between them);
 * - `valid_from`: the fact's date (ISO), `dated_by`: `effective_date` (the data item's
 *   `external_metadata[IMPROVE_EFFECTIVE_DATE_KEY]`, carried on the edge by cognify) or `ingested_at`;
 * - `superseded_by` (edge id of the current fact) and `valid_until` (when the next value started) on
 *   superseded facts; `fact_conflict_id` on all of them.
 *
 * Nothing is deleted. Facts of attributes no longer disputed lose their labels on the next review.
 */

/** Offices one holder fills at a time: `<role>_of` is keyed by the organisation (target). */
const ROLES: Record<string, string> = {
  ceo: "ceo",
  chief_executive: "ceo",
  chief_executive_officer: "ceo",
  president: "president",
  chair: "chair",
  chairman: "chair",
  chairwoman: "chair",
  chairperson: "chair",
  mayor: "mayor",
  governor: "governor",
  prime_minister: "prime_minister",
  cto: "cto",
  chief_technology_officer: "cto",
  cfo: "cfo",
  chief_financial_officer: "cfo",
  coo: "coo",
  chief_operating_officer: "coo",
  principal: "principal",
  head_coach: "head_coach",
  captain: "captain",
  capital: "capital",
};

const ROLE_PREFIXES = /^(?:is_|was_|became_|becomes_|become_|becoming_|serves_as_|served_as_|serving_as_|named_|appointed_|elected_|new_|current_|the_|as_)+/;

/** "Bob Jones became the CEO of Acme Corp." -> ceo (the role a verb-shaped relation names in its sentence). */
const ROLE_IN_TEXT =
  /\b(?:the\s+)?(?:new\s+|current\s+|interim\s+|acting\s+)?(ceo|chief executive(?: officer)?|president|chair(?:man|woman|person)?|mayor|governor|prime minister|cto|chief technology officer|cfo|chief financial officer|coo|chief operating officer|principal|head coach|captain|capital)\s+(?:of|at|for)\b/i;

/** Verb-shaped relations whose sentence names the office ("became ... of", "appointed as ..."). */
const ROLE_VERBS = /^(?:become|became|becomes|named|appointed|elected|promoted|serve|serves|served|is|was|hired|made)(?:_(?:of|as|to|at|for))?$/;

/** Past-tense or ended employment is history, not a competing current value. */
const ENDED = /\b(?:worked|used to|former(?:ly)?|previously|ex-|until|retired|left|quit)\b/i;

const snake = (s: string) =>
  s
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");

/**
 * Which single-valued attribute an edge asserts, if any: the declared list, `<role>_of` / `has_<role>`
 * relations, verb-shaped relations whose sentence names a role ("became the CEO of"), then `extra`
 * (relations an LLM judged single-valued). Negated relations (`not_*`) assert nothing.
 */
export function classifyFact(
  relationshipName: string,
  edgeText: string | null,
  extra: Record<string, RelationRule> = {},
): (RelationRule & { rule: "declared" | "role" | "role_text" | "llm" }) | null {
  const rel = snake(relationshipName);
  if (!rel || rel.startsWith("not_") || NON_FACT_RELATIONS.includes(rel)) return null;
  const declared = SINGLE_VALUED_RELATIONS[rel];
  if (declared) {
    if (declared.attribute === "employer" && edgeText && ENDED.test(edgeText)) return null;
    return { ...declared, rule: "declared" };
  }
  const stripped = rel.replace(ROLE_PREFIXES, "");
  const of = /^(.+?)_(?:of|at|for)$/.exec(stripped);
  if (of && ROLES[of[1]!]) return { attribute: ROLES[of[1]!]!, keyedBy: "target", rule: "role" };
  const has = /^has_(.+)$/.exec(stripped);
  if (has && ROLES[has[1]!]) return { attribute: ROLES[has[1]!]!, keyedBy: "source", rule: "role" };
  if (edgeText && (ROLE_VERBS.test(rel) || ROLES[stripped])) {
    const m = ROLE_IN_TEXT.exec(edgeText);
    if (m) {
      const role = ROLES[snake(m[1]!)];
      if (role) return { attribute: role, keyedBy: "target", rule: "role_text" };
    }
  }
  const judged = extra[rel];
  if (judged) return { ...judged, rule: "llm" };
  return null;
}

// ---- the review ----

interface FactRow {
  id: string;
  source_id: string;
  target_id: string;
  relationship_name: string;
  edge_text: string | null;
  props: string;
  created_at: number;
  source_name: string | null;
  target_name: string | null;
  item_meta: string | null;
}

const RULES_KEY = (datasetId: string) => `fact-rules:${datasetId}`;

/** Relations an LLM judged single-valued for this dataset (kept so later reviews need no LLM call). */
export function storedRules(sql: SqlStorage, datasetId: string): Record<string, RelationRule> {
  const row = one<{ value: string }>(sql, `SELECT value FROM kv_cache WHERE key = ?`, RULES_KEY(datasetId));
  return json<Record<string, RelationRule>>(row?.value, {});
}

/** Relations judged NOT single-valued are stored too (attribute ""), so they are not asked again. */
function storeRules(sql: SqlStorage, datasetId: string, rules: Record<string, RelationRule>): void {
  const merged = { ...storedRules(sql, datasetId), ...rules };
  run(
    sql,
    `INSERT INTO kv_cache (key, value, expires_at) VALUES (?, ?, NULL)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires_at = NULL`,
    RULES_KEY(datasetId),
    JSON.stringify(merged),
  );
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function dateOf(row: FactRow, props: Record<string, unknown>, key: string): { ms: number; by: ConflictFact["dated_by"] } {
  // The item's metadata under the configured key first (the key may have changed since cognify),
  // then the date cognify copied onto the edge, then ingestion time.
  const meta = json<Record<string, unknown> | null>(row.item_meta, null);
  const effective = parseDateValue(meta?.[key]) ?? parseDateValue(props.effective_date);
  if (effective !== null) return { ms: effective, by: "effective_date" };
  const ingested = typeof props.ingested_at === "number" ? props.ingested_at : parseDateValue(props.ingested_at);
  if (ingested !== null) return { ms: ingested, by: "ingested_at" };
  return { ms: row.created_at, by: "created_at" };
}

export const conflictIdFor = (datasetId: string, subjectId: string, attribute: string) =>
  uuid5(`FactConflict:${datasetId}:${subjectId}:${attribute}`);

function factRows(sql: SqlStorage, datasetId: string, limit: number): FactRow[] {
  return all<FactRow>(
    sql,
    `SELECT e.id, e.source_id, e.target_id, e.relationship_name, e.edge_text, e.props, e.created_at,
            s.name AS source_name, t.name AS target_name, d.external_metadata AS item_meta
       FROM edges e
       JOIN nodes s ON s.dataset_id = e.dataset_id AND s.id = e.source_id
       JOIN nodes t ON t.dataset_id = e.dataset_id AND t.id = e.target_id
       LEFT JOIN data_items d ON d.dataset_id = e.dataset_id AND d.id = json_extract(e.props, '$.data_id')
      WHERE e.dataset_id = ? AND e.relationship_name NOT IN (SELECT value FROM json_each(?))
        AND s.type = 'Entity' AND t.type = 'Entity'
      LIMIT ?`,
    datasetId,
    JSON.stringify(NON_FACT_RELATIONS),
    limit,
  );
}


/**
 * Candidates for an LLM judgement: relations the rules do not classify (and no earlier judgement
 * covers) that give some subject several values, with a few example sentences each.
 */
export function conflictCandidates(
  sql: SqlStorage,
  datasetId: string,
  limit = 40,
): { relationship_name: string; multi_source: boolean; multi_target: boolean; samples: string[] }[] {
  const known = storedRules(sql, datasetId);
  const byRel = new Map<string, { bySource: Map<string, Set<string>>; byTarget: Map<string, Set<string>>; samples: string[] }>();
  for (const r of factRows(sql, datasetId, 50_000)) {
    const rel = r.relationship_name;
    if (known[rel] || classifyFact(rel, r.edge_text)) continue;
    if (rel.startsWith("not_")) continue;
    const entry = byRel.get(rel) ?? { bySource: new Map<string, Set<string>>(), byTarget: new Map<string, Set<string>>(), samples: [] as string[] };
    byRel.set(rel, entry);
    const targets = entry.bySource.get(r.source_id) ?? new Set<string>();
    entry.bySource.set(r.source_id, targets.add(r.target_id));
    const sources = entry.byTarget.get(r.target_id) ?? new Set<string>();
    entry.byTarget.set(r.target_id, sources.add(r.source_id));
    if (entry.samples.length < 3 && r.edge_text) entry.samples.push(r.edge_text);
  }
  const out: { relationship_name: string; multi_source: boolean; multi_target: boolean; samples: string[] }[] = [];
  for (const [rel, e] of byRel) {
    const multiSource = [...e.bySource.values()].some((s) => s.size > 1);
    const multiTarget = [...e.byTarget.values()].some((s) => s.size > 1);
    if (multiSource || multiTarget) out.push({ relationship_name: rel, multi_source: multiSource, multi_target: multiTarget, samples: e.samples });
  }
  return out.slice(0, limit);
}

interface Fact {
  row: FactRow;
  props: Record<string, unknown>;
  valueId: string;
  valueName: string | null;
  date: { ms: number; by: ConflictFact["dated_by"] };
}

/** Runs the review over a dataset's fact edges; see the file comment for the labels it writes. */
export function reviewFactConflicts(storage: DurableObjectStorage, datasetId: string, options: ReviewOptions = {}): ReviewResult {
  const sql = storage.sql;
  return storage.transactionSync((): ReviewResult => {
    if (options.extraRules && Object.keys(options.extraRules).length) storeRules(sql, datasetId, options.extraRules);
    if (options.effectiveDateKey) {
      run(
        sql,
        `INSERT INTO kv_cache (key, value, expires_at) VALUES (?, ?, NULL) ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
        DATE_KEY(datasetId),
        options.effectiveDateKey,
      );
    }
    const extra = Object.fromEntries(Object.entries(storedRules(sql, datasetId)).filter(([, r]) => r.attribute));
    const rows = factRows(sql, datasetId, options.maxEdges ?? 100_000);
    const members = options.nodeSets?.length ? nodeSetMembers(sql, datasetId, options.nodeSets) : null;

    const groups = new Map<string, { subjectId: string; subjectName: string | null; attribute: string; rule: string; facts: Fact[] }>();
    for (const row of rows) {
      const rule = classifyFact(row.relationship_name, row.edge_text, extra);
      if (!rule) continue;
      const subjectId = rule.keyedBy === "source" ? row.source_id : row.target_id;
      if (members && !members.has(subjectId)) continue;
      const props = json<Record<string, unknown>>(row.props, {});
      const key = `${subjectId}|${rule.attribute}`;
      const group = groups.get(key) ?? {
        subjectId,
        subjectName: rule.keyedBy === "source" ? row.source_name : row.target_name,
        attribute: rule.attribute,
        rule: rule.rule,
        facts: [],
      };
      groups.set(key, group);
      group.facts.push({
        row,
        props,
        valueId: rule.keyedBy === "source" ? row.target_id : row.source_id,
        valueName: rule.keyedBy === "source" ? row.target_name : row.source_name,
        date: dateOf(row, props, options.effectiveDateKey ?? "effective_date"),
      });
    }

    const now = Date.now();
    const labelled: Record<FactStatus, number> = { current: 0, superseded: 0, conflicting: 0 };
    const labelledIds = new Set<string>();
    const records: FactConflictRecord[] = [];
    for (const g of groups.values()) {
      const byValue = new Map<string, Fact[]>();
      for (const f of g.facts) byValue.set(f.valueId, [...(byValue.get(f.valueId) ?? []), f]);
      if (byValue.size < 2) continue;
      // A value holds from its most recent assertion: re-stating an old value makes it current again.
      const values = [...byValue.entries()]
        .map(([valueId, facts]) => ({ valueId, facts, ms: Math.max(...facts.map((f) => f.date.ms)) }))
        .sort((a, b) => b.ms - a.ms);
      const top = values[0]!.ms;
      const winners = values.filter((v) => v.ms === top);
      const status: FactConflictRecord["status"] = winners.length > 1 ? "conflicting" : "resolved";
      const currentEdge = [...winners[0]!.facts].sort((a, b) => b.date.ms - a.date.ms)[0]!.row.id;
      const id = conflictIdFor(datasetId, g.subjectId, g.attribute);
      const facts: ConflictFact[] = [];
      values.forEach((v, i) => {
        const isWinner = v.ms === top;
        const factStatus: FactStatus = isWinner ? (status === "conflicting" ? "conflicting" : "current") : "superseded";
        // The next newer value (sorted newest first) ended this one.
        const until = isWinner ? null : iso(values[i - 1]!.ms);
        for (const f of v.facts) {
          const patch: Record<string, unknown> = {
            fact_status: factStatus,
            valid_from: iso(f.date.ms),
            dated_by: f.date.by,
            fact_conflict_id: id,
            superseded_by: isWinner ? null : currentEdge,
            valid_until: until,
          };
          run(sql, `UPDATE edges SET props = json_patch(props, ?) WHERE dataset_id = ? AND id = ?`, JSON.stringify(patch), datasetId, f.row.id);
          labelled[factStatus] += 1;
          labelledIds.add(f.row.id);
          facts.push({
            edge_id: f.row.id,
            relationship_name: f.row.relationship_name,
            value_id: v.valueId,
            value_name: f.valueName,
            fact: f.row.edge_text,
            status: factStatus,
            valid_from: iso(f.date.ms),
            valid_until: until,
            dated_by: f.date.by,
            data_id: typeof f.props.data_id === "string" ? f.props.data_id : null,
            superseded_by: isWinner ? null : currentEdge,
          });
        }
      });
      const existing = one<{ created_at: number }>(sql, `SELECT created_at FROM fact_conflicts WHERE dataset_id = ? AND id = ?`, datasetId, id);
      const record: FactConflictRecord = {
        id,
        dataset_id: datasetId,
        subject_id: g.subjectId,
        subject_name: g.subjectName,
        attribute: g.attribute,
        status,
        current_edge_ids: status === "resolved" ? [currentEdge] : winners.flatMap((w) => w.facts.map((f) => f.row.id)),
        facts,
        detected_by: g.rule === "llm" ? "llm" : "rule",
        created_at: existing?.created_at ?? now,
        updated_at: now,
      };
      run(
        sql,
        `INSERT INTO fact_conflicts (dataset_id, id, subject_id, subject_name, attribute, status, current_edge_ids, facts, detected_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT(dataset_id, id) DO UPDATE SET subject_name = excluded.subject_name, status = excluded.status,
           current_edge_ids = excluded.current_edge_ids, facts = excluded.facts, detected_by = excluded.detected_by,
           updated_at = excluded.updated_at`,
        datasetId,
        id,
        record.subject_id,
        record.subject_name,
        record.attribute,
        record.status,
        JSON.stringify(record.current_edge_ids),
        JSON.stringify(record.facts),
        record.detected_by,
        record.created_at,
        record.updated_at,
      );
      records.push(record);
    }

    // Facts of attributes no longer disputed (a value was forgotten, entities merged) lose their labels.
    let unlabelled = 0;
    if (!members) {
      const stale = all<{ id: string }>(
        sql,
        `SELECT id FROM edges WHERE dataset_id = ? AND json_extract(props, '$.fact_status') IS NOT NULL`,
        datasetId,
      ).filter((r) => !labelledIds.has(r.id));
      for (const r of stale) {
        unlabelled += run(
          sql,
          `UPDATE edges SET props = json_remove(props, '$.fact_status', '$.valid_from', '$.dated_by', '$.fact_conflict_id',
             '$.superseded_by', '$.valid_until') WHERE dataset_id = ? AND id = ?`,
          datasetId,
          r.id,
        );
      }
      const keep = JSON.stringify(records.map((r) => r.id));
      run(sql, `DELETE FROM fact_conflicts WHERE dataset_id = ? AND id NOT IN (SELECT value FROM json_each(?))`, datasetId, keep);
    }

    return {
      edges_examined: rows.length,
      attributes_examined: groups.size,
      conflicts: records.length,
      resolved: records.filter((r) => r.status === "resolved").length,
      conflicting: records.filter((r) => r.status === "conflicting").length,
      labelled,
      unlabelled,
      records,
    };
  });
}

interface ConflictRow {
  dataset_id: string;
  id: string;
  subject_id: string;
  subject_name: string | null;
  attribute: string;
  status: string;
  current_edge_ids: string;
  facts: string;
  detected_by: string;
  created_at: number;
  updated_at: number;
}

export function listFactConflicts(sql: SqlStorage, datasetId: string, limit = 500): FactConflictRecord[] {
  return all<ConflictRow>(
    sql,
    `SELECT * FROM fact_conflicts WHERE dataset_id = ? ORDER BY updated_at DESC, id LIMIT ?`,
    datasetId,
    limit,
  ).map((r) => ({
    id: r.id,
    dataset_id: r.dataset_id,
    subject_id: r.subject_id,
    subject_name: r.subject_name,
    attribute: r.attribute,
    status: r.status === "conflicting" ? "conflicting" : "resolved",
    current_edge_ids: json<string[]>(r.current_edge_ids, []),
    facts: json<ConflictFact[]>(r.facts, []),
    detected_by: r.detected_by,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

/** After a deletion: re-run the review (rules and stored judgements only) where conflicts were recorded. */
export function refreshFactConflicts(storage: DurableObjectStorage, datasetId: string, effectiveDateKey?: string): ReviewResult | null {
  const any = one<{ n: number }>(
    storage.sql,
    `SELECT count(*) AS n FROM fact_conflicts WHERE dataset_id = ?`,
    datasetId,
  );
  const labelled = one<{ n: number }>(
    storage.sql,
    `SELECT count(*) AS n FROM edges WHERE dataset_id = ? AND json_extract(props, '$.fact_status') IS NOT NULL LIMIT 1`,
    datasetId,
  );
  if (!any?.n && !labelled?.n) return null;
  return reviewFactConflicts(storage, datasetId, { effectiveDateKey: effectiveDateKey ?? storedDateKey(storage.sql, datasetId) });
}

const DATE_KEY = (datasetId: string) => `fact-date-key:${datasetId}`;

/** The date key of the last full review (a refresh after a deletion dates facts the same way). */
function storedDateKey(sql: SqlStorage, datasetId: string): string | undefined {
  return one<{ value: string }>(sql, `SELECT value FROM kv_cache WHERE key = ?`, DATE_KEY(datasetId))?.value;
}

/** RPC form of the review: a failure (rolled back) comes back as `{ error }` instead of a thrown error. */
export function reviewFactConflictsResult(storage: DurableObjectStorage, datasetId: string, options: ReviewOptions = {}): ReviewResult | { error: string } {
  try {
    return reviewFactConflicts(storage, datasetId, options);
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

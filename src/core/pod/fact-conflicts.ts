/** Fact status vocabulary and labels (shared by the pod's review and the retrievers' rendering). */

export type FactStatus = "current" | "superseded" | "conflicting";

export interface RelationRule {
  /** Canonical attribute name (`ceo`, `birthplace`, ...): relations naming the same attribute compete. */
  attribute: string;
  /** The endpoint that owns the attribute: `target` for `ceo_of` (a company has one CEO), `source` for `born_in`. */
  keyedBy: "source" | "target";
}

/** Relations cognify writes for structure, never facts about the world. */
export const NON_FACT_RELATIONS = [
  "contains",
  "is_part_of",
  "made_from",
  "belongs_to_set",
  "is_a",
  "exists_in",
  "contradicts",
  "selected_skill",
  "candidate_skill",
];

/** Declared single-valued relations (the list the rule-based review trusts without an LLM). */
export const SINGLE_VALUED_RELATIONS: Record<string, RelationRule> = {
  has_ceo: { attribute: "ceo", keyedBy: "source" },
  born_in: { attribute: "birthplace", keyedBy: "source" },
  born_on: { attribute: "birth_date", keyedBy: "source" },
  birthplace: { attribute: "birthplace", keyedBy: "source" },
  died_in: { attribute: "death_place", keyedBy: "source" },
  died_on: { attribute: "death_date", keyedBy: "source" },
  lives_in: { attribute: "residence", keyedBy: "source" },
  resides_in: { attribute: "residence", keyedBy: "source" },
  headquartered_in: { attribute: "headquarters", keyedBy: "source" },
  has_headquarters_in: { attribute: "headquarters", keyedBy: "source" },
  married_to: { attribute: "spouse", keyedBy: "source" },
  spouse_of: { attribute: "spouse", keyedBy: "source" },
  capital_of: { attribute: "capital", keyedBy: "target" },
  has_capital: { attribute: "capital", keyedBy: "source" },
  works_for: { attribute: "employer", keyedBy: "source" },
  employed_by: { attribute: "employer", keyedBy: "source" },
};

/**
 * Distance added to a fact edge in triplet ranking by its status (cosine distances are 0..2): a
 * superseded fact sinks below any current one about the same subject; conflicting facts stay as they are.
 */
export const FACT_STATUS_PENALTY: Record<FactStatus, number> = { current: 0, conflicting: 0, superseded: 1 };

export function factStatusOf(props: Record<string, unknown> | null | undefined): FactStatus | null {
  const s = props?.fact_status;
  return s === "current" || s === "superseded" || s === "conflicting" ? s : null;
}

/** Ranking hook for retrievers: extra distance for an edge given its props. */
export function factStatusPenalty(props: Record<string, unknown> | null | undefined): number {
  const s = factStatusOf(props);
  return s ? FACT_STATUS_PENALTY[s] : 0;
}

/** The status note a fact gets in rendered context ("superseded until 2024-06-01"), or null. */
export function factStatusNote(props: Record<string, unknown> | null | undefined): string | null {
  const s = factStatusOf(props);
  if (s === "superseded") return typeof props?.valid_until === "string" ? `superseded until ${props.valid_until}` : "superseded";
  if (s === "conflicting") return "conflicting";
  if (s === "current") return typeof props?.valid_from === "string" ? `current since ${props.valid_from}` : "current";
  return null;
}

/**
 * Rendering hook: a fact sentence with its status inside the sentence, so sentence splitters keep them
 * together: "Alice Smith is the CEO of Acme Corp (superseded until 2024-06-01)." Unlabelled facts are
 * returned unchanged.
 */
export function labelFact(text: string, props: Record<string, unknown> | null | undefined): string {
  const note = factStatusNote(props);
  return note ? `${text.replace(/[.\s]+$/, "")} (${note}).` : text;
}

export interface ReviewOptions {
  /** The data items' `external_metadata` key that dates their facts (IMPROVE_EFFECTIVE_DATE_KEY). */
  effectiveDateKey?: string;
  /** Relations judged single-valued by an LLM, by relationship name (merged into the stored judgements). */
  extraRules?: Record<string, RelationRule>;
  /** Only subjects tagged with one of these node sets (improve's `node_name`). */
  nodeSets?: string[] | null;
  /** Edges read at most (bounds a review of a huge graph). */
  maxEdges?: number;
}

export interface ConflictFact {
  edge_id: string;
  relationship_name: string;
  value_id: string;
  value_name: string | null;
  fact: string | null;
  status: FactStatus;
  valid_from: string;
  valid_until: string | null;
  dated_by: "effective_date" | "ingested_at" | "created_at";
  data_id: string | null;
  superseded_by: string | null;
}

export interface FactConflictRecord {
  id: string;
  dataset_id: string;
  subject_id: string;
  subject_name: string | null;
  attribute: string;
  /** `resolved`: one value is current; `conflicting`: several values share the latest date. */
  status: "resolved" | "conflicting";
  current_edge_ids: string[];
  facts: ConflictFact[];
  detected_by: string;
  created_at: number;
  updated_at: number;
}

export interface ReviewResult {
  edges_examined: number;
  attributes_examined: number;
  conflicts: number;
  resolved: number;
  conflicting: number;
  labelled: Record<FactStatus, number>;
  unlabelled: number;
  records: FactConflictRecord[];
}

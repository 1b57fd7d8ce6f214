import { z } from "@hono/zod-openapi";
import type { AiProvider } from "../../ai/types";
import { ApiError } from "../../core/errors";
import type { DatasetRow } from "../../storage/d1/datasets.repo";
import type { Ports } from "../../storage/ports";
import { type RelationRule, type ReviewResult } from "../../core/pod/fact-conflicts";

/** Records returned inline by improve (the rest stay readable in the pod's `fact_conflicts`). */
const RECORDS_IN_RESULT = 50;

const JudgementSchema = z.object({
  relations: z.array(
    z.object({
      relationship_name: z.string(),
      single_valued: z.boolean(),
      keyed_by: z.enum(["source", "target", "none"]),
      attribute: z.string().optional(),
    }),
  ),
});

const SYSTEM = [
  "You review relation types of a knowledge graph. A relation is single-valued when one subject can hold only one value",
  "at a time, so two different values contradict each other (a company has one CEO; a person has one birthplace and one",
  "current home). Relations like likes, visited, wrote, knows or works_with are multi-valued. keyed_by names the endpoint",
  "that owns the attribute: `target` for ceo_of (the company has one CEO), `source` for born_in. Answer for every relation.",
].join(" ");

/**
 * LLM judgement (when the provider has an LLM) over relation types the declared rules do not cover and
 * that give some subject several values. Budget exhaustion propagates (402); any other LLM failure
 * leaves the review to the rules, reported in `llm_error`.
 */
async function judgeRelations(
  provider: AiProvider,
  candidates: { relationship_name: string; multi_source: boolean; multi_target: boolean; samples: string[] }[],
): Promise<{ rules: Record<string, RelationRule>; error: string | null }> {
  if (!provider.llm || candidates.length === 0) return { rules: {}, error: null };
  const prompt = candidates
    .map((c) => `- ${c.relationship_name}: ${c.samples.map((s) => JSON.stringify(s)).join("; ") || "(no example sentence)"}`)
    .join("\n");
  try {
    const out = await provider.llm.object({ system: SYSTEM, prompt: `Relations with examples:\n${prompt}`, schema: JudgementSchema });
    const rules: Record<string, RelationRule> = {};
    const asked = new Set(candidates.map((c) => c.relationship_name));
    for (const r of out.relations) {
      if (!asked.has(r.relationship_name)) continue;
      rules[r.relationship_name] =
        r.single_valued && r.keyed_by !== "none"
          ? { attribute: (r.attribute?.trim() || r.relationship_name).toLowerCase().replace(/\s+/g, "_"), keyedBy: r.keyed_by }
          : // Judged multi-valued: stored with an empty attribute so it is not asked again.
            { attribute: "", keyedBy: "source" };
    }
    return { rules, error: null };
  } catch (err) {
    if (err instanceof ApiError && err.status === 402) throw err;
    return { rules: {}, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
  }
}

export interface ConflictReviewOutcome {
  edges_examined: number;
  attributes_examined: number;
  conflicts: number;
  resolved: number;
  conflicting: number;
  labelled: ReviewResult["labelled"];
  unlabelled: number;
  llm_relations_judged: number;
  llm_error: string | null;
  detection: "rules" | "rules+llm";
  records: ReviewResult["records"];
}

/**
 * Stage `review_conflicts`: rule-based detection on typed relations (declared single-valued relations,
 * `<role>_of` offices), plus the LLM's judgement of other relations when one is configured; the pod
 * stores one record per disputed attribute and labels the facts (workers/pod/fact-conflicts.ts).
 */
export async function reviewConflicts(
  ports: Pick<Ports, "pods">,
  dataset: DatasetRow,
  provider: AiProvider,
  nodeSets: string[] | null,
  effectiveDateKey: string,
): Promise<ConflictReviewOutcome> {
  const pod = ports.pods(dataset.workspaceId);
  let judged: { rules: Record<string, RelationRule>; error: string | null } = { rules: {}, error: null };
  if (provider.llm) judged = await judgeRelations(provider, await pod.factConflictCandidates(dataset.id));
  const result = (await pod.reviewFactConflicts(dataset.id, { extraRules: judged.rules, nodeSets, effectiveDateKey })) as ReviewResult | { error: string };
  if ("error" in result) throw new Error(`Conflicting-facts review failed (rolled back): ${result.error}`);
  return {
    edges_examined: result.edges_examined,
    attributes_examined: result.attributes_examined,
    conflicts: result.conflicts,
    resolved: result.resolved,
    conflicting: result.conflicting,
    labelled: result.labelled,
    unlabelled: result.unlabelled,
    llm_relations_judged: Object.keys(judged.rules).length,
    llm_error: judged.error,
    detection: provider.llm ? "rules+llm" : "rules",
    records: result.records.slice(0, RECORDS_IN_RESULT),
  };
}

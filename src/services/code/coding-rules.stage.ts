import { codeNodeId, factHash, type CodeNode } from "../../core/code/model";
import { DEFAULT_RULES_NODE_SET, extractRules } from "../../core/code/rules";
import type { SessionEntryRow } from "../../core/pod/sessions";
import type { SessionsContext } from "../improve/session-bridge";

/** How many rules one session keeps (cognee's rule sets are short lists; a runaway trace must not flood it). */
const MAX_RULES_PER_SESSION = 50;

/** Every string a session entry carries (question, answer, trace parameters, error messages, feedback text). */
function textsOf(v: unknown, out: string[], depth = 0): string[] {
  if (depth > 3) return out;
  if (typeof v === "string") out.push(v);
  else if (Array.isArray(v)) for (const x of v) textsOf(x, out, depth + 1);
  else if (v && typeof v === "object") for (const x of Object.values(v)) textsOf(x, out, depth + 1);
  return out;
}

/** cognee's coding_rule_association prompts, condensed: general developer rules, no duplicates, JSON out. */
const SYSTEM =
  "You extract coding rules from an interaction between a user and a coding agent. Return general, technical rules a " +
  'developer should follow, as JSON {"rules":[{"text":"..."}]}. Do not repeat the existing rules. An empty list is allowed.';

async function llmRules(ctx: SessionsContext, text: string, existing: string[]): Promise<string[]> {
  const raw = await ctx.provider.llm!.text({ system: SYSTEM, prompt: `Existing rules:\n${existing.join("\n") || "(none)"}\n\nInteraction:\n${text.slice(0, 20_000)}` });
  const m = raw.match(/\{[\s\S]*\}/);
  if (!m) return [];
  try {
    const parsed = JSON.parse(m[0]) as { rules?: { text?: unknown }[] };
    return (parsed.rules ?? []).map((r) => (typeof r.text === "string" ? r.text.trim() : "")).filter((t) => t.length >= 8 && t.length <= 300);
  } catch {
    return [];
  }
}

/**
 * Improve stage `coding_rules`: rules from the sessions' coding-agent traces, QA turns and feedback, as `Rule`
 * facts in node set `coding_agent_rules` (CODING_RULES search). With an LLM, cognee's rule-association call;
 * offline, the pattern extractor. Each session's rules are one set, rewritten as a delta on every run.
 */
export async function extractSessionRules(ctx: SessionsContext, sessionIds: string[]): Promise<Record<string, unknown>> {
  const pod = ctx.deps.pods(ctx.dataset.workspaceId);
  let total = 0;
  for (const sid of sessionIds) {
    const entries = (await pod.listSessionEntries(sid, ctx.user.id, { limit: 10_000 })) as SessionEntryRow[];
    const text = entries.map((e) => textsOf(e.payload, []).join("\n")).join("\n");
    const rules = ctx.provider.llm ? await llmRules(ctx, text, await pod.codingRules(ctx.dataset.id, [DEFAULT_RULES_NODE_SET])) : extractRules(text, MAX_RULES_PER_SESSION);
    const repo = `session:${sid}`;
    const nodes: CodeNode[] = rules.slice(0, MAX_RULES_PER_SESSION).map((t, i) => {
      const draft = { kind: "rule" as const, name: t, file: "", line: i + 1, repo, description: t, symbol_kind: null, properties: { node_set: [DEFAULT_RULES_NODE_SET], source: `session ${sid}` } };
      return { ...draft, id: codeNodeId(repo, "rule", t), fact_hash: factHash(draft, []) };
    });
    await pod.writeCodeSnapshot(ctx.dataset.id, `session:${sid}`, repo, codeNodeId(repo, "repository", repo), { nodes, edges: [] });
    total += nodes.length;
  }
  return { sessions: sessionIds.length, rules: total };
}

/**
 * The offline path of the coding-rules stage: rule-like statements found by patterns (imperatives and
 * modal obligations: "Always …", "Never …", "Prefer … over …", "… must …") in repository docs
 * (CONTRIBUTING, style guides, READMEs) and in coding-agent traces. The LLM path (cognee's
 * `add_rule_associations`) returns the same shape: a list of short rule strings.
 */
export const DEFAULT_RULES_NODE_SET = "coding_agent_rules";

const IMPERATIVE = /^(always|never|do not|don't|dont|prefer|avoid|use|don’t|must|make sure|ensure|keep|write|run|add|name|document|test|check|follow|limit|only|no)\b/i;
const MODAL = /\b(must|should|shall|must not|should not|never|always)\b/i;

/** Docs whose statements are rules for whoever changes the code. */
export const isRulesDoc = (path: string) => /(^|\/)(contributing|style[-_ ]?guide|coding[-_ ]?(style|standards|guidelines)|conventions|guidelines|agents|claude|readme|development|hacking)[^/]*\.(md|markdown|rst|txt)$/i.test(path);

/** Rule strings in a text, in order, deduplicated (case-insensitively), each 12..300 characters. */
export function extractRules(text: string, max = 100): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  let inCode = false;
  for (const raw of text.split("\n")) {
    if (/^\s*```/.test(raw)) {
      inCode = !inCode;
      continue;
    }
    if (inCode || /^\s*(#|\||>|<)/.test(raw)) continue;
    const bullet = /^\s*([-*+]|\d+[.)])\s+/.test(raw);
    const line = raw.replace(/^\s*([-*+]|\d+[.)])\s+/, "").replace(/\*\*|__|`/g, "").trim();
    for (const sentence of line.split(/(?<=[.!])\s+(?=[A-Z])/)) {
      const s = sentence.trim().replace(/\s+/g, " ");
      if (s.length < 12 || s.length > 300) continue;
      const isRule = IMPERATIVE.test(s) ? bullet || /[.!]$/.test(s) : MODAL.test(s) && /^[A-Z]/.test(s) && /[.!]$/.test(s);
      if (!isRule) continue;
      const text = /[.!]$/.test(s) ? s : `${s}.`;
      const key = text.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(text);
      if (out.length >= max) return out;
    }
  }
  return out;
}

/**
 * Extractive chunk summary in the shape of cognee's `summarize_content` prompt: a "This chunk is about:"
 * section listing the chunk's entities by category, then "Facts:" with the chunk's most informative
 * sentences verbatim (in text order), at most ~200 tokens in all.
 *
 * Sentence informativeness = sum over its distinct content words of log(1 + frequency of the word in the
 * chunk), divided by sqrt(length), plus a bonus per named entity it mentions: sentences about the
 * chunk's recurring subjects win over asides.
 */
import type { KnowledgeGraph } from "../types";
import { estimateTokens } from "../tokens";
import { spanText, type Analysis } from "./nlp";
import { STOP_WORDS, stem } from "./stopwords";

const CATEGORIES: [label: string, types: string[]][] = [
  ["People", ["Person"]],
  ["Organizations", ["Organization"]],
  ["Places", ["Location"]],
  ["Dates", ["Date"]],
  ["Events", ["Event"]],
  ["Concepts", ["Award", "Concept"]],
];
const MAX_NAMES = 6;
const MARKER_RE = /^(?:[-*•+–—]|\d{1,3}[.)]|#{1,6})\s+/u;
const CONTENT_POS = new Set(["NOUN", "PROPN", "VERB", "ADJ", "NUM"]);

export function summarizeAnalysis(a: Analysis, graph: KnowledgeGraph, maxTokens = 200): string {
  if (!a.tokens.length) return "";
  // Content-word frequencies across the chunk.
  const freq = new Map<string, number>();
  /** Common-noun frequencies: the chunk's topics. */
  const nounFreq = new Map<string, number>();
  const termsOf: string[][] = [];
  /** Distinct common (non-name) content words per sentence: greetings have almost none. */
  const commonOf: number[] = [];
  for (const [s, e] of a.sentences) {
    const terms: string[] = [];
    const common = new Set<string>();
    for (let i = s; i <= e; i++) {
      if (!CONTENT_POS.has(a.pos[i]!)) continue;
      const w = a.lower[i]!;
      if (STOP_WORDS.has(w) || w.length < 2) continue;
      const t = stem(w);
      terms.push(t);
      if (a.pos[i] !== "PROPN") common.add(t);
      if (a.pos[i] === "NOUN") nounFreq.set(t, (nounFreq.get(t) ?? 0) + 1);
      freq.set(t, (freq.get(t) ?? 0) + 1);
    }
    termsOf.push(terms);
    commonOf.push(common.size);
  }

  const lines: string[] = ["This chunk is about:"];
  const named = new Set<string>();
  for (const [label, types] of CATEGORIES) {
    const names = graph.nodes.filter((n) => types.includes(n.type)).map((n) => n.name);
    if (label === "Concepts") {
      // Recurring common nouns name the chunk's topics even when no relation mentioned them.
      const topical = [...nounFreq.entries()]
        .filter(([t, c]) => c >= 2 && !names.some((n) => n.toLowerCase().includes(t)))
        .sort((x, y) => y[1] - x[1])
        .slice(0, MAX_NAMES)
        .map(([t]) => t);
      names.push(...topical.filter((t) => !graph.nodes.some((n) => n.name.toLowerCase() === t)));
    }
    const unique = [...new Set(names)].slice(0, MAX_NAMES);
    if (!unique.length) continue;
    for (const n of unique) named.add(n.toLowerCase());
    lines.push(`- ${label}: ${unique.join(", ")}`);
  }
  if (lines.length === 1) lines.pop();

  // Keep the header within half of the budget.
  while (lines.length > 1 && estimateTokens(lines.join("\n")) > maxTokens / 2) {
    const last = lines[lines.length - 1]!;
    const cut = last.lastIndexOf(", ");
    if (cut > 0) lines[lines.length - 1] = last.slice(0, cut);
    else lines.pop();
  }

  const scored = a.sentences.map(([s, e], i) => {
    const terms = termsOf[i]!;
    const uniq = new Set(terms);
    let score = 0;
    for (const t of uniq) score += Math.log(1 + (freq.get(t) ?? 0));
    score /= Math.sqrt(terms.length + 1);
    // A list item or heading is quoted without its marker: the fact list has its own.
    const text = spanText(a, s, e).trim().replace(MARKER_RE, "");
    const lower = text.toLowerCase();
    for (const n of named) if (lower.includes(n)) score += 0.5;
    if (i === 0) score += 0.3;
    return { i, text, score, tokens: estimateTokens(text), words: e - s + 1, content: commonOf[i]!, terms: terms.length };
  });
  let budget = maxTokens - estimateTokens(lines.join("\n")) - 3;
  const chosen: typeof scored = [];
  for (const c of [...scored].sort((x, y) => y.score - x.score || x.i - y.i)) {
    // Greetings and one-liners ("Caroline: Hey Mel!") carry no fact.
    // A label line ("Attendees:", "Chat message by U02 in #deploys at ...:") introduces what follows; it is no fact.
    if (c.words < 5 || (c.content < 2 && c.terms < 4) || c.tokens + 2 > budget || c.text.endsWith(":")) continue;
    chosen.push(c);
    budget -= c.tokens + 2;
    if (budget < 8) break;
  }
  if (!chosen.length && scored.length) {
    // A single long sentence: keep its beginning, cut at a word boundary (marked only when cut: a short
    // memory, "My manager is Dana Reyes.", is quoted whole).
    const first = scored[0]!.text.split(/\s+/);
    let out = "";
    let cut = false;
    for (const w of first) {
      if (estimateTokens(`${out} ${w}`) > budget - 1) {
        cut = true;
        break;
      }
      out = out ? `${out} ${w}` : w;
    }
    if (out) chosen.push({ ...scored[0]!, text: cut ? `${out}…` : out });
  }
  chosen.sort((x, y) => x.i - y.i);
  if (chosen.length) {
    lines.push("Facts:");
    for (const c of chosen) lines.push(`- ${c.text.replace(/\s+/g, " ")}`);
  }
  return lines.join("\n");
}

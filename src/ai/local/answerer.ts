/**
 * Extractive, grounded answers without a generative model: the answer is the single context sentence (or
 * graph fact) that best supports the question, returned verbatim.
 *
 * Score = lexical overlap (IDF-weighted within the context, light stemming)
 *       + 0.6 x word-vector cosine (local GloVe embedder)
 *       + a bonus per question name (capitalised word) the sentence contains
 *       + an answer-type bonus: "when" -> sentences with dates, "where" -> places, "who" -> person names,
 *         "how many/much" -> numbers.
 * Graph context lines "A --[rel]--> B  (fact)" contribute their fact sentence.
 */
import type { AnswerInput, Answerer } from "../types";
import { cosine } from "../../core/vector-math";
import type { GloveEmbedder } from "./embedder";
import { isKnownPlace } from "./gazetteer";
import { contentTerms } from "./stopwords";

export const NO_ANSWER = "I don't know based on the stored memory.";

const MONTH = "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const DATE_RE = new RegExp(`\\b(?:1[0-9]{3}|20[0-9]{2})\\b|\\b${MONTH}\\b|\\b\\d{4}-\\d{2}(?:-\\d{2})?\\b|\\b(?:yesterday|today|tomorrow|last (?:week|month|year|night)|next (?:week|month|year)|ago)\\b|\\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b`, "i");
const NUMBER_RE = /\b\d+(?:[.,]\d+)?\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|dozen|hundred|thousand|million|billion)\b/i;
const SECTION_RE = /^#{1,6}\s|^[-=]{3,}$|^\s*$/;
const GRAPH_LINE_RE = /^(.*?)\s+--\[(.+?)\]-->\s+(.*?)(?:\s+\((.*)\))?\s*$/;
/** Status note written by improve's conflicting-facts review into rendered facts. */
const SUPERSEDED_RE = /\s*\(superseded(?: until [^)]*)?\)/i;
/** Questions about the past want the superseded value. */
const HISTORY_Q_RE = /\b(?:was|were|before|previous(?:ly)?|former(?:ly)?|used to|until|earlier|past|history|originally)\b/i;
const plain = (s: string) => s.toLowerCase().replace(SUPERSEDED_RE, "").replace(/[^\p{L}\p{N}]+/gu, " ").trim();

interface Candidate {
  text: string;
  terms: string[];
  order: number;
}

/** Splits retrieved context (passages, entity lines, graph facts) into candidate sentences. */
export function contextSentences(context: string): string[] {
  const out: string[] = [];
  for (const rawLine of context.split(/\r?\n/)) {
    let line = rawLine.trim();
    if (SECTION_RE.test(line)) continue;
    line = line.replace(/^[-*•]\s+/, "").replace(/^\d+\.\s+/, "");
    const g = GRAPH_LINE_RE.exec(line);
    if (g) {
      out.push(g[4]?.trim() || `${g[1]} ${g[2]!.replace(/_/g, " ")} ${g[3]}.`);
      continue;
    }
    // Sentence split: terminal punctuation followed by space and an uppercase letter/quote/digit.
    const parts = line.split(/(?<=[.!?])\s+(?=["'“(\p{Lu}\d])/u);
    for (const p of parts) if (p.trim()) out.push(p.trim());
  }
  return out;
}

type QuestionKind = "when" | "where" | "who" | "count" | "other";

function questionKind(q: string): QuestionKind {
  const l = q.toLowerCase();
  if (/\bhow (many|much|long|old)\b/.test(l)) return "count";
  if (/\bwhen\b|\bwhat (year|date|month|day|time)\b|\bwhich (year|date|month|day)\b/.test(l)) return "when";
  if (/\bwhere\b|\bwhich (city|country|place|town)\b|\bwhat (city|country|place|town)\b/.test(l)) return "where";
  if (/\bwho\b|\bwhom\b|\bwhose\b/.test(l)) return "who";
  return "other";
}

export class LocalAnswerer implements Answerer {
  constructor(private readonly embedder: GloveEmbedder) {}

  async answer(input: AnswerInput): Promise<string> {
    const sentences = contextSentences(input.context ?? "");
    if (!sentences.length) return NO_ANSWER;
    const qTerms = new Set(contentTerms(input.question));
    const kind = questionKind(input.question);
    // Capitalised question words that are not the first word: names the answer should mention.
    const names = [...input.question.matchAll(/(?<!^)\b\p{Lu}[\p{L}'’-]+/gu)].map((m) => m[0].toLowerCase().replace(/['’]s$/, ""));
    const candidates: Candidate[] = sentences.map((text, order) => ({ text, terms: contentTerms(text), order }));
    const df = new Map<string, number>();
    for (const c of candidates) for (const t of new Set(c.terms)) df.set(t, (df.get(t) ?? 0) + 1);
    const n = candidates.length;
    const qVec = this.embedder.embedOne(input.question);
    // Sentences stating a superseded value (the labelled fact, or the same statement in a passage or an
    // entity description) lose to the current value, unless the question asks about the past.
    const history = HISTORY_Q_RE.test(input.question) ? [] : sentences.filter((s) => SUPERSEDED_RE.test(s)).map(plain);
    const isHistory = (text: string) => {
      if (!history.length) return false;
      if (SUPERSEDED_RE.test(text)) return true;
      const t = plain(text);
      return t.split(" ").length >= 3 && history.some((h) => h.includes(t) || t.includes(h));
    };
    let best: Candidate | undefined;
    let bestScore = -Infinity;
    let bestOverlap = 0;
    for (const c of candidates) {
      const uniq = new Set(c.terms);
      let overlap = 0;
      for (const t of qTerms) if (uniq.has(t)) overlap += Math.log(1 + n / (df.get(t) ?? 1));
      const lex = overlap / Math.sqrt(1 + Math.log(1 + c.terms.length));
      const sim = cosine(qVec, this.embedder.embedOne(c.text));
      const lower = c.text.toLowerCase();
      let bonus = 0;
      for (const name of names) if (lower.includes(name)) bonus += 0.8;
      if (kind === "when" && DATE_RE.test(c.text)) bonus += 0.8;
      else if (kind === "count" && NUMBER_RE.test(c.text)) bonus += 0.6;
      else if (kind === "where" && (/\b(in|at|from|to|near)\s+(the\s+)?\p{Lu}/u.test(c.text) || [...c.text.matchAll(/\b\p{Lu}\p{Ll}+/gu)].some((m) => isKnownPlace([m[0].toLowerCase()])))) bonus += 0.6;
      else if (kind === "who" && /(?<!^)\b\p{Lu}\p{Ll}+/u.test(c.text)) bonus += 0.4;
      const score = lex + 0.6 * sim + bonus - c.order * 1e-4 - (isHistory(c.text) ? 3 : 0);
      if (score > bestScore) {
        bestScore = score;
        best = c;
        bestOverlap = overlap;
      }
    }
    if (!best || (bestOverlap === 0 && bestScore < 0.35)) return NO_ANSWER;
    return best.text.trim();
  }
}

import { type SearchType } from "../core/search-types";

/**
 * Rule-based query router (cognee's `query_router.py`, no LLM): every matching, non-negated pattern adds
 * its weight to a search type; the best total wins when it reaches 2.0, else HYBRID_COMPLETION.
 * Extensions over cognee: date expressions (month + year, relative phrases like "last year") weigh
 * toward TEMPORAL, and whole-dataset questions (counts across documents, "list all ...") toward BROAD.
 */
export interface RouteResult {
  searchType: SearchType;
  confidence: number;
  runnerUp: SearchType;
  runnerUpScore: number;
  scores: Partial<Record<SearchType, number>>;
}

const NEGATION = /\b(not|n't|no|never|without|lack)\b/i;
const NEGATION_WINDOW = 20;

const MONTH = "(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)";
const COUNTABLE =
  "(documents?|files?|notes?|texts?|items?|records?|times|people|persons|cities|companies|organi[sz]ations|countries|places|entities|products|projects|teams|customers|employees|different|distinct|unique)";

const RULES: [RegExp, SearchType, number][] = [
  [/(^MATCH\s|^RETURN\s|^CREATE\s|^MERGE\s|--\(|\)--)/, "CYPHER", 10],
  [/\b(coding rules?|code review|best practice|lint(ing|er)?|refactor(ing)?)\b/i, "CODING_RULES", 5],
  [/\b(def |return |async |await |import |class \w+\(|\.py\b|function\s+\w+\()/i, "CODING_RULES", 1],
  [/^"[^"]+"$/, "CHUNKS_LEXICAL", 8],
  [/\b(exact|verbatim|literal|word.for.word)\b/i, "CHUNKS_LEXICAL", 4],
  [/\b(summarize|summary|overview|outline|tl;?dr|gist|main points?|key takeaways?|high.?level)\b/i, "GRAPH_SUMMARY_COMPLETION", 5],
  [/\b(why|explain|reasoning|step.by.step|chain of thought)\b/i, "GRAPH_COMPLETION_COT", 4],
  [/\b(because|therefore|consequently)\b/i, "GRAPH_COMPLETION_COT", 2],
  [/\b(how (is|are|does|do)\s+\w+\s+(related|connected|linked))\b/i, "GRAPH_COMPLETION_CONTEXT_EXTENSION", 5],
  [/\b(what (connects|links|ties)|path between|degree of separation)\b/i, "GRAPH_COMPLETION_CONTEXT_EXTENSION", 5],
  [/\b(connection|relationship|related to|linked to)\b/i, "GRAPH_COMPLETION_CONTEXT_EXTENSION", 3],
  [/\b(when|before|after|during|since|until)\b/i, "TEMPORAL", 3],
  [/\b(timeline|chronolog|era|decade|century)\b/i, "TEMPORAL", 4],
  [/\b\d{4}s?\b/, "TEMPORAL", 3],
  [/\bbetween\s+\d{4}\s+and\s+\d{4}\b/i, "TEMPORAL", 6],
  // Extensions.
  [new RegExp(`\\b${MONTH}\\s+(\\d{1,2}(st|nd|rd|th)?,?\\s+)?\\d{4}\\b`, "i"), "TEMPORAL", 2],
  [/\b(last|this|next|past|previous)\s+(year|month|week|quarter)\b|\b\d+\s+(days|weeks|months|years)\s+ago\b|\byesterday\b/i, "TEMPORAL", 4],
  [new RegExp(`\\bhow many ${COUNTABLE}\\b`, "i"), "BROAD", 6],
  [/\b(list (all|every)|all (the )?(people|persons|companies|organi[sz]ations|cities|countries|places|documents|entities)|in total|across (all|every)|every document|how often)\b/i, "BROAD", 5],
  [/\b(count|total number|number of)\b/i, "BROAD", 2],
];

const DEFAULT: SearchType = "HYBRID_COMPLETION";
const DEFAULT_BASE_SCORE = 2.0;

function negated(query: string, index: number): boolean {
  const prefix = query.slice(Math.max(0, index - NEGATION_WINDOW), index);
  return NEGATION.test(prefix);
}

export function routeQuery(query: string): RouteResult {
  const q = query.trim();
  const scores: Partial<Record<SearchType, number>> = {};
  for (const [pattern, type, weight] of RULES) {
    const m = pattern.exec(q);
    if (m && !negated(q, m.index)) scores[type] = (scores[type] ?? 0) + weight;
  }
  const ranked = (Object.entries(scores) as [SearchType, number][]).sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0) return { searchType: DEFAULT, confidence: DEFAULT_BASE_SCORE, runnerUp: DEFAULT, runnerUpScore: 0, scores };
  const [bestType, bestScore] = ranked[0]!;
  const [runnerUp, runnerUpScore] = ranked[1] ?? [DEFAULT, 0];
  if (bestScore < DEFAULT_BASE_SCORE) return { searchType: DEFAULT, confidence: bestScore, runnerUp: bestType, runnerUpScore: bestScore, scores };
  return { searchType: bestType, confidence: bestScore, runnerUp, runnerUpScore, scores };
}

/** Types the router may pick that cannot run here (other issues, or disabled): routed to the default. */
export function routable(type: SearchType, opts: { allowCypher: boolean }): SearchType {
  if (type === "CODING_RULES" || type === "CODE" || type === "SKILLS") return DEFAULT;
  if ((type === "CYPHER" || type === "NATURAL_LANGUAGE") && !opts.allowCypher) return DEFAULT;
  return type;
}

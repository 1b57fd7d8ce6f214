/** Tokenising and keyword helpers shared by the retrievers (Worker) and the pod's retrieval steps. */

export const STOP_WORDS = new Set(
  (
    "a about above after again against all am an and any are aren't as at be because been before being below between both but by " +
    "can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for from further had hadn't has " +
    "hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's i i'd i'll i'm i've if in " +
    "into is isn't it it's its itself let's me more most mustn't my myself no nor not of off on once only or other ought our ours " +
    "ourselves out over own same shan't she she'd she'll she's should shouldn't so some such than that that's the their theirs them " +
    "themselves then there there's these they they'd they'll they're they've this those through to too under until up very was " +
    "wasn't we we'd we'll we're we've were weren't what what's when when's where where's which while who who's whom why why's will " +
    "with won't would wouldn't you you'd you'll you're you've your yours yourself yourselves also just like get got did does done " +
    "s t d ll m o re ve y tell know yes ok okay oh really"
  ).split(/\s+/),
);

/** Question words carry no topic: dropped from lexical queries along with stop words. */
const QUESTION_WORDS = new Set(["what", "which", "who", "whom", "whose", "when", "where", "why", "how", "kind", "sort", "type"]);

/** Lower-cased word tokens (`\w+`, Unicode letters), as cognee's BM25 retriever splits text. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
}

/** Content words of a query: stop words, question words and one-letter tokens removed, de-duplicated. */
export function keywords(text: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const w of words(text.replace(/['’]s\b/g, ""))) {
    if (w.length < 2 || STOP_WORDS.has(w) || QUESTION_WORDS.has(w) || seen.has(w)) continue;
    seen.add(w);
    out.push(w);
  }
  return out;
}

/**
 * FTS5 MATCH expression for a free-text query: content words quoted (so no FTS syntax leaks through)
 * and OR-ed, BM25 ranks the matches. Null when the query has no content word.
 */
export function ftsQuery(text: string, maxTerms = 24): string | null {
  const terms = keywords(text).slice(0, maxTerms);
  if (terms.length === 0) return null;
  return terms.map((t) => `"${t.replace(/"/g, "")}"`).join(" OR ");
}

/** cognee's session search: tokens `\b\w+\b` of length >= 2, lower-case; score = distinct query tokens present. */
export function overlapScore(queryTokens: Set<string>, text: string): number {
  if (queryTokens.size === 0) return 0;
  const present = new Set(words(text).filter((w) => w.length >= 2));
  let hits = 0;
  for (const t of queryTokens) if (present.has(t)) hits++;
  return hits;
}

export function tokenSet(text: string): Set<string> {
  return new Set(words(text).filter((w) => w.length >= 2 && !STOP_WORDS.has(w)));
}

/** Sentences of a text (simple rules: split after . ! ? and on line breaks). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(\[])|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Rough token count (cognee budgets are in tokens; ~0.75 words per token for English). */
export const approxTokens = (text: string) => Math.ceil(words(text).length / 0.75);

/**
 * Text that must not appear in a name: control characters (NUL included), bidirectional overrides and
 * isolates (U+202A-U+202E, U+2066-U+2069: they make "evil‮txt.exe" render as something else in every UI
 * that lists names), lone surrogates (not text: they cannot be encoded as UTF-8) and U+FFFD (what a lossy
 * decode of invalid UTF-8 leaves behind).
 */
const UNSAFE_NAME_TEXT = /[\p{Cc}\u202a-\u202e\u2066-\u2069\ufffd]|\p{Cs}/u;

export const hasUnsafeNameText = (s: string): boolean => UNSAFE_NAME_TEXT.test(s);

export const UNSAFE_NAME_MESSAGE = "must not contain control characters, bidirectional overrides or invalid text";

/**
 * The indefinite article for a noun by its spelling ("an organization", "a person"). A noun opening with "u" or
 * "h" is read either way ("a university", "an hour"): `written`, the article a text already gave it, decides.
 */
export const indefiniteArticle = (noun: string, written: "a" | "an" = "a"): "a" | "an" => (/^[aeio]/i.test(noun) ? "an" : /^[uh]/i.test(noun) ? written : "a");

/** A noun with its indefinite article ("an organization", "a person"): the type facts of the graph. */
export const withArticle = (noun: string): string => `${indefiniteArticle(noun)} ${noun}`;

/** Text matched literally inside a regular expression. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A release's number written after its name ("Version 4.2", "Postgres 16", "Internet Explorer 11"): at most three
 * digits, up to two dotted parts (a year, "2026", is no release number).
 */
export const RELEASE_NUMBER_RE = /^\d{1,3}(?:\.\d+){0,2}$/;

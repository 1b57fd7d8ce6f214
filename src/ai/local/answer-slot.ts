/**
 * The answer slot of a "what did X <verb>" question: in a candidate sentence, the noun phrase in the
 * object or complement slot of the question's verb that the question does not already name. "What did
 * Omar bake?" is answered by "We baked a plum tart!", whose object is new, not by "We had fun baking
 * them", which restates the question. The bundled POS tagger (nlp.ts) finds the verb and the phrase; no
 * parser is needed for the short turns this reads. The answerer asks only for sentences that name one
 * of the verbs (at most the ~60 of one context), one tagger pass each.
 */
import { analyze, spanText, type Analysis } from "./nlp";
import { root, roots, type QuestionAnalysis } from "./question";

/** Pronouns that open a noun phrase ("our own pots") rather than fill the slot themselves ("made them"). */
const DETERMINER_PRONOUNS = new Set(["my", "our", "his", "her", "their", "your", "its"]);
/** Between the verb and its object: adverbs, "to", a chained verb ("started doing"), a particle ("whipped up"). */
const MAX_GAP = 3;
/** Words that join two nouns of one phrase ("chocolate and vanilla swirl", "Lord of the Rings"). */
const JOINERS = new Set(["and", "of", "&"]);
const NOUNISH = new Set(["NOUN", "PROPN", "NUM", "ADJ"]);
const QUOTES = /^["“”'‘’]$/;
/** Verbs too light to name what is asked: their objects are anything ("took a lot of work", "got a call"). */
const LIGHT_VERBS = new Set(["take", "get", "go", "put", "keep", "come", "give", "let", "seem", "look", "use"]);
const TIME_HEADS = new Set(["year", "week", "month", "day", "hour", "minute", "weekend", "night", "morning", "evening", "afternoon", "time", "while"].map(root));
/** Tagged as nouns, but say when: they end a phrase ("a cake yesterday"). */
const TIME_WORDS = new Set(["yesterday", "today", "tomorrow", "tonight", "now"]);
/** Quantity nouns read as determiners: "a lot of work" fills the slot with "work". */
const QUANTITIES = new Set(["lot", "lots", "bit", "couple", "bunch", "plenty", "few", "pair", "set"]);
const CONTRACTED = /^(?:i|you|we|they|he|she|it)['’](?:m|re|ve|ll|d|s)$/i;

/**
 * Roots of the question's verbs that say what is asked about its anchors ("make", "research", "read"),
 * by the POS tagger, restricted to its relation roots (so "do" or "have" never count). Empty when the
 * question has no such verb.
 */
export function questionVerbRoots(question: string, q: QuestionAnalysis): Set<string> {
  const a = analyze(question);
  const relations = new Set(q.relations);
  const out = new Set<string>();
  a.pos.forEach((p, i) => {
    if (p !== "VERB") return;
    if (LIGHT_VERBS.has(a.lemma(i))) return;
    for (const r of [root(a.lower[i]!), root(a.lemma(i))]) if (relations.has(r)) out.add(r);
  });
  return out;
}

/** The tagger reads some past tenses after a subject as adjectives ("I baked/ADJ our bread"). */
const isVerb = (a: Analysis, i: number) =>
  a.pos[i] === "VERB" || (a.pos[i] === "ADJ" && a.lower[i]!.endsWith("ed") && (a.pos[i - 1] === "PRON" || a.pos[i - 1] === "PROPN" || a.pos[i - 1] === "ADV"));

/** The noun phrase starting at token `j` (after determiners), as an inclusive token range, or null. */
function phraseAt(a: Analysis, j: number): { start: number; end: number } | null {
  const n = a.tokens.length;
  for (;;) {
    const w = a.lower[j];
    if (w === undefined) return null;
    const nextNounish = NOUNISH.has(a.pos[j + 1] ?? "");
    // "her" is a determiner before a noun ("her sister") and the object itself otherwise ("adopted her").
    // A capitalised determiner after the verb opens a title ("read The Salt Road").
    if ((a.pos[j] === "DET" && !/^\p{Lu}/u.test(a.tokens[j]!)) || QUOTES.test(a.tokens[j]!) || (DETERMINER_PRONOUNS.has(w) && (w !== "her" || (nextNounish && a.pos[j + 1] !== "NUM")))) j++;
    else if (QUANTITIES.has(w) && a.lower[j + 1] === "of") j += 2;
    else break;
  }
  const start = j;
  let end = -1;
  let hasNoun = false;
  for (; j < n; j++) {
    const p = a.pos[j]!;
    // A contracted pronoun ("I'm") is tagged as a name; it ends the phrase, like a time word.
    if (CONTRACTED.test(a.tokens[j]!) || TIME_WORDS.has(a.lower[j]!)) break;
    if (j === start && p === "DET") end = j;
    else if (NOUNISH.has(p) || (a.tokens[j] === "-" && end === j - 1 && NOUNISH.has(a.pos[j + 1] ?? ""))) {
      if (p !== "ADJ") hasNoun = true;
      end = j;
    } else if (JOINERS.has(a.lower[j]!) && end === j - 1 && j + 1 < n && (NOUNISH.has(a.pos[j + 1]!) || a.pos[j + 1] === "DET")) {
      // "of the" keeps the phrase going ("Lord of the Rings").
      if (a.pos[j + 1] === "DET") j++;
    } else if (!(QUOTES.test(a.tokens[j]!) && end >= start)) break;
  }
  return end >= start && hasNoun ? { start, end } : null;
}

/**
 * The first noun phrase in the object or complement slot of one of `verbs` in `text` whose head noun the
 * question lacks ("we made pizza", not "a tasty meal" for "what meal"), or null. A pronoun object ("made
 * them") fills the slot with nothing new; an object the question names ("started a blog") passes the slot
 * on to its prepositional phrase ("a blog on car mods"); a time ("two years ago") says when, not what.
 */
export function slotSpan(text: string, verbs: Set<string>, q: QuestionAnalysis): string | null {
  if (!verbs.size) return null;
  const a = analyze(text);
  const n = a.tokens.length;
  const asked = new Set([...q.terms, ...q.anchors.flatMap((x) => roots(x))]);
  for (let v = 0; v < n; v++) {
    if (!isVerb(a, v) || !(verbs.has(root(a.lower[v]!)) || verbs.has(root(a.lemma(v))))) continue;
    let j = v + 1;
    let gap = 0;
    let prepositions = 0;
    while (j < n && gap < MAX_GAP) {
      const p = a.pos[j]!;
      if (p === "ADV" || p === "PART" || p === "VERB") gap++;
      else if (p === "ADP" && prepositions === 0) prepositions++;
      else break;
      j++;
    }
    let phrase = phraseAt(a, j);
    let words = phrase ? roots(spanText(a, phrase.start, phrase.end)) : [];
    if (phrase && words.every((r) => asked.has(r)) && a.pos[phrase.end + 1] === "ADP") {
      phrase = phraseAt(a, phrase.end + 2);
      words = phrase ? roots(spanText(a, phrase.start, phrase.end)) : [];
    }
    const head = words.at(-1);
    if (!phrase || !head || asked.has(head) || TIME_HEADS.has(head) || a.lower[phrase.end + 1] === "ago") continue;
    return spanText(a, phrase.start, phrase.end);
  }
  return null;
}

/**
 * The answer slot of a "what did X <verb>" question: in a candidate sentence, the noun phrase in the
 * object or complement slot of the question's verb that the question does not already name. "What did
 * Omar bake?" is answered by "We baked a plum tart!", whose object is new, not by "We had fun baking
 * them", which restates the question. The bundled POS tagger (nlp.ts) finds the verb and the phrase; no
 * parser is needed for the short turns this reads. The answerer asks only for sentences that name one
 * of the verbs (at most the ~60 of one context), one tagger pass each.
 */
import { CALENDAR_NAME_RE } from "./gazetteer";
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
/**
 * A day or a month named (gazetteer's CALENDAR_NAME_RE) says when too ("Joe will add by Thursday"); after a thing, with
 * "last", "next" or "this" before it, it closes the thing's phrase ("vegan ice cream last Friday").
 */
const CALENDAR_LEAD = new Set(["last", "next", "this", "every"]);
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
  // The word after "did/does/do <subject>" is the verb whatever its tag ("What did Omar research?" tags it a noun).
  const afterSubject = new Set<number>();
  a.lower.forEach((w, j) => {
    if (a.pos[j] !== "AUX" || !/^(?:do|does|did)$/.test(w)) return;
    let k = j + 1;
    while (k < a.tokens.length && (a.pos[k] === "PROPN" || a.pos[k] === "PRON" || a.pos[k] === "CCONJ")) k++;
    if (k > j + 1 && a.pos[k] === "NOUN") afterSubject.add(k);
  });
  // So is a noun closing a yes/no question after its subject's noun ("Can the tenants smoke?" tags "smoke" a noun).
  const last = a.tokens.length - (a.tokens.at(-1) === "?" ? 2 : 1);
  if (YES_NO_OPENING_RE.test(question.trim()) && last > 2 && a.pos[last] === "NOUN" && a.pos[last - 1] === "NOUN" && a.pos[last - 2] === "DET") afterSubject.add(last);
  const light: string[] = [];
  a.pos.forEach((p, i) => {
    if (p !== "VERB" && !afterSubject.has(i)) return;
    if (LIGHT_VERBS.has(a.lemma(i))) {
      light.push(a.lemma(i));
      return;
    }
    for (const r of [root(a.lower[i]!), root(a.lemma(i))]) if (relations.has(r)) out.add(r);
  });
  // "What did Calvin recently get?": with no other verb and no noun asked for, "get" is the verb whose object
  // answers ("Last week, I got a new Ferrari!"). Not the other light verbs: "take away", "go on" are phrases.
  if (out.size === 0 && !q.focus && light.length === 1 && light[0] === "get" && /\bdid\b/i.test(question)) out.add(root("get"));
  return out;
}

/** A yes/no question's opening auxiliary ("Can", "Does", "Should"). */
const YES_NO_OPENING_RE = /^(?:can|could|may|might|must|should|will|would|do|does|did)\s/i;
/** The forms of "get", a stop word that roots() drops (see questionVerbRoots). */
export const GET_FORMS_RE = /\b(?:get|gets|got|gotten|getting)\b/;

/** The tagger reads some past tenses after a subject as adjectives ("I baked/ADJ our bread"). */
const isVerb = (a: Analysis, i: number) =>
  a.pos[i] === "VERB" || (a.pos[i] === "ADJ" && a.lower[i]!.endsWith("ed") && (a.pos[i - 1] === "PRON" || a.pos[i - 1] === "PROPN" || a.pos[i - 1] === "ADV"));

/** Ordinals the tagger reads as adverbs ("my first/ADV full screenplay"): before a noun they modify it. */
const ORDINALS = new Set(["first", "second", "third", "last", "next", "final"]);
const isOrdinal = (a: Analysis, j: number) => a.pos[j] === "ADV" && ORDINALS.has(a.lower[j]!) && NOUNISH.has(a.pos[j + 1] ?? "");

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
    else if (NOUNISH.has(p) || isOrdinal(a, j) || (a.tokens[j] === "-" && end === j - 1 && NOUNISH.has(a.pos[j + 1] ?? ""))) {
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
 * Objects that say a thing was done without naming it ("make something with clay"). Not "it" or "them": those point
 * back to a thing the sentence or the one before named ("I made vegan ice cream and shared it").
 */
const VAGUE_OBJECTS = new Set(["something", "anything", "stuff", "things"]);
const VAGUE_OBJECT_RE = new RegExp(`\\b(?:${[...VAGUE_OBJECTS].join("|")})\\b`, "i");

/** Does one of `verbs` in `text` take an object that names nothing ("make something with clay")? */
export function vagueSlot(text: string, verbs: Set<string>): boolean {
  // The tagger (the costly part) reads only a sentence holding such a word: most candidates hold none.
  if (!verbs.size || !VAGUE_OBJECT_RE.test(text)) return false;
  const a = analyze(text);
  for (let v = 0; v + 1 < a.tokens.length; v++) {
    if (!isVerb(a, v) || !(verbs.has(root(a.lower[v]!)) || verbs.has(root(a.lemma(v))))) continue;
    if (VAGUE_OBJECTS.has(a.lower[v + 1]!)) return true;
  }
  return false;
}

/** A question about what someone will or would do ("What will Oscar bake?", "What can Chloe bring?"). */
export const PLAN_Q_RE = /^what\s+(?:will|would|can|could|is|are)\b/i;
/** "do" after a modal ("I'll do my brownies", "he'd do cheese"), in lower case. */
export const STAND_IN_DO_RE = /\b(?:will|would|can|could|['’]ll|['’]d)\s+do\b/;
const MODALS = new Set(["will", "would", "can", "could", "shall"]);
const ARTICLES = new Set(["a", "an", "the"]);

/**
 * The first noun phrase in the object or complement slot of one of `verbs` in `text` whose head noun the
 * question lacks ("we made pizza", not "a tasty meal" for "what meal"), or null. A pronoun object ("made
 * them") fills the slot with nothing new; an object the question names ("started a blog") passes the slot
 * on to its prepositional phrase ("a blog on car mods"); a time ("two years ago") says when, not what.
 */
/** "What was replaced?", "What were cancelled?": a passive with no subject, its participle in group 1. */
const PASSIVE_Q_RE = /^what\s+(?:was|were|has been|have been|had been|got)\s+(\p{L}+(?:ed|en|t))\s*\??$/iu;
export function slotSpan(text: string, verbs: Set<string>, q: QuestionAnalysis, question?: string): string | null {
  if (!verbs.size) return null;
  const a = analyze(text);
  const n = a.tokens.length;
  // "What was replaced?" asks the subject of the participle ("Gear cable frayed, replaced and indexed."), not what
  // follows the verb; and a verb not in the participle ("advised to replace at next service") says it was not done.
  const participle = question ? PASSIVE_Q_RE.exec(question.trim())?.[1]?.toLowerCase() : undefined;
  if (participle) {
    for (let v = 1; v < n; v++) {
      if (a.lower[v] !== participle || a.lower[v - 1] === "to") continue;
      let start = v;
      while (start > 0 && !/^[.;:!?]$/.test(a.tokens[start - 1]!)) start--;
      const phrase = phraseAt(a, start);
      if (phrase && phrase.end < v && !roots(spanText(a, phrase.start, phrase.end)).every((r) => q.terms.includes(r))) return spanText(a, phrase.start, phrase.end);
    }
    return null;
  }
  const asked = new Set([...q.terms, ...q.anchors.flatMap((x) => roots(x))]);
  // "do" after a modal stands for the verb a question in the future or the conditional asks ("I'll do my brownies" for
  // "What will Oscar bake?", "he'd do cheese" for "What would Marcus bring?").
  const planned = !!question && PLAN_Q_RE.test(question);
  for (let v = 0; v < n; v++) {
    const standIn = planned && a.lower[v] === "do" && v > 0 && MODALS.has(a.lemma(v - 1));
    if (!standIn && (!isVerb(a, v) || !(verbs.has(root(a.lower[v]!)) || verbs.has(root(a.lemma(v)))))) continue;
    // After an article it is a noun's modifier, no verb ("a bake sale" names no thing baked).
    if (!standIn && v > 0 && ARTICLES.has(a.lower[v - 1]!)) continue;
    // "I love organizing workshops" says what one likes doing, not what one did: no answer to "What did she
    // organize?" (a question about a habit, "What did he use to play?", still takes it).
    if (question && PAST_EVENT_Q_RE.test(question) && !HABIT_Q_RE.test(question) && a.lower[v]!.endsWith("ing") && v > 0 && HABIT_VERBS.has(a.lemma(v - 1))) continue;
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
    // A verb form right before a word, as the question says them, is the question's own compound ("his living
    // space"), no slot ("learn dog grooming" is one).
    if (phrase && phrase.start === v + 1 && question && question.toLowerCase().includes(`${a.lower[v]} ${a.lower[phrase.start]}`)) continue;
    let words = phrase ? roots(spanText(a, phrase.start, phrase.end)) : [];
    if (phrase && words.every((r) => asked.has(r)) && a.pos[phrase.end + 1] === "ADP") {
      phrase = phraseAt(a, phrase.end + 2);
      words = phrase ? roots(spanText(a, phrase.start, phrase.end)) : [];
    }
    if (phrase && CALENDAR_NAME_RE.test(a.lower[phrase.end]!)) {
      const cut = phrase.end - (CALENDAR_LEAD.has(a.lower[phrase.end - 1]!) ? 2 : 1);
      phrase = cut >= phrase.start && a.pos.slice(phrase.start, cut + 1).some((p) => p === "NOUN") ? { start: phrase.start, end: cut } : null;
      words = phrase ? roots(spanText(a, phrase.start, phrase.end)) : [];
    }
    const head = words.at(-1);
    if (!phrase || !head || asked.has(head) || TIME_HEADS.has(head) || a.lower[phrase.end + 1] === "ago") continue;
    return spanText(a, phrase.start, phrase.end);
  }
  return null;
}

/**
 * "How does X describe / feel about / react to Y", "How was X's Y": the answer is an evaluative phrase,
 * often in a sentence that does not repeat the question's verb ("They were awestruck", "it's super cozy").
 */
export const DESCRIBE_Q_RE = /^[Hh]ow (?:does|did|do|was|were|is|are)\b.*\b(?:describe|described|feel|felt|react|reacted|respond|responded|think|find|found)\b|^[Hh]ow (?:was|were|is|are) \p{Lu}[\p{L}'’-]*['’]s?\b/u;
/** Verbs whose gerund object is a habit or a taste ("love organizing", "enjoy baking"). */
const HABIT_VERBS = new Set(["love", "like", "enjoy", "hate", "prefer"]);
const PAST_EVENT_Q_RE = /\b(?:did|was|were)\b/i;
const HABIT_Q_RE = /\bused? to\b/i;
/** Copulas and verbs of perception that take a predicate adjective ("it felt", "they seemed"). */
const COPULAS = new Set(["be", "feel", "seem", "look", "sound", "get", "become"]);
/** Intensifiers the tagger reads as anything ("super/NOUN exciting"). */
const INTENSIFIERS = new Set(["so", "really", "super", "very", "pretty", "quite", "totally", "definitely", "absolutely", "extremely", "truly", "incredibly", "just", "too", "such", "all", "completely", "honestly"]);
/** Subjects that refer back to what is asked about (or to the speaker, for "how did X feel"). */
const SUBJECTS = new Set(["it", "they", "that", "this", "these", "those", "i", "we", "he", "she", "everything"]);
/** A sentence that is nothing but an evaluation ("Super cozy and comfy.") has at most this many words. */
const FRAGMENT_WORDS = 5;

const isAdjective = (a: Analysis, i: number) => a.pos[i] === "ADJ" || (a.pos[i] === "VERB" && /ed$/.test(a.lower[i]!));

/** The run of adjectives from token `j` ("awestruck and humbled", "exciting and free-feeling"), or null. */
function adjectiveRun(a: Analysis, j: number): { start: number; end: number } | null {
  let end = -1;
  let start = -1;
  for (; j < a.tokens.length; j++) {
    const w = a.lower[j]!;
    if (isAdjective(a, j)) {
      if (start < 0) start = j;
      end = j;
    } else if (INTENSIFIERS.has(w) && end < 0) continue;
    else if ((w === "and" || w === "," || w === "-") && end === j - 1 && j + 1 < a.tokens.length) continue;
    else break;
  }
  return start >= 0 ? { start, end } : null;
}

/**
 * The predicate adjective phrase of a sentence (after a copula or "feel/seem/look/sound") whose subject
 * refers to the question's object (a pronoun, or a noun the question names: "Our team bond is awesome"),
 * or a sentence that is only such a phrase; null otherwise. "It was a really peaceful and awesome
 * experience" gives "peaceful and awesome".
 */
export function evaluativeSpan(text: string, q: QuestionAnalysis): string | null {
  const a = analyze(text);
  const n = a.tokens.length;
  const asked = new Set(q.terms);
  const words = a.tokens.filter((_, i) => a.pos[i] !== "PUNCT");
  // The tagger reads some adjectives of a verbless fragment as nouns ("Super/PROPN cozy/NOUN and comfy"): the whole fragment is the phrase.
  if (words.length <= FRAGMENT_WORDS && a.pos.some((p) => p === "ADJ") && !a.pos.some((p) => p === "VERB" || p === "AUX" || p === "PRON" || p === "DET" || p === "ADP")) {
    const last = a.pos.findLastIndex((p) => p !== "PUNCT");
    return spanText(a, a.pos.findIndex((p) => p !== "PUNCT"), last);
  }
  for (let c = 1; c < n; c++) {
    if (!(a.pos[c] === "AUX" || a.pos[c] === "VERB") || !COPULAS.has(a.lemma(c))) continue;
    let s = c - 1;
    while (s > 0 && a.pos[s] === "ADV") s--;
    if (!(SUBJECTS.has(a.lower[s]!) || (a.pos[s] === "NOUN" && asked.has(root(a.lower[s]!))))) continue;
    let j = c + 1;
    while (j < n && (a.pos[j] === "ADV" || INTENSIFIERS.has(a.lower[j]!)) && !isAdjective(a, j)) j++;
    // "a really peaceful and awesome experience": the adjectives of a noun the copula introduces.
    const article = a.lower[j] === "a" || a.lower[j] === "an";
    // "got a new sea kayak" is a thing acquired, not how it was: "get" links only a bare adjective ("it got better").
    if (article && a.lemma(c) === "get") continue;
    if (article) j++;
    const run = adjectiveRun(a, j);
    if (!run) continue;
    if (article && a.pos[run.end + 1] !== "NOUN") continue;
    return spanText(a, run.start, run.end);
  }
  return null;
}

/** "What did X do to relax?", "What does X plan to do at ...?": the answer is an action, whatever its verb. */
export const DO_Q_RE = /^\s*what\b.*\b(?:do|does|did)\b.*\bdo\b/i;
/** Verbs that say how one feels or what one thinks, not what one did. */
const STANCE_VERBS = new Set(["love", "like", "think", "feel", "know", "want", "hope", "wish", "need", "mean", "guess", "say", "tell", "remember", "believe", "enjoy", "miss", "bet", "agree", "try", "sound", "look", "seem"]);

/**
 * The first action of a sentence whose verb the question does not name ("Last week I signed up for a
 * pottery class" for "What did Maya do to unwind?"): the verb and the phrase it takes, or the verb alone.
 */
export function actionSpan(text: string, q: QuestionAnalysis): string | null {
  const a = analyze(text);
  const asked = new Set(q.terms);
  for (let v = 0; v < a.tokens.length; v++) {
    if (!isVerb(a, v)) continue;
    const lemma = a.lemma(v);
    if ((LIGHT_VERBS.has(lemma) && lemma !== "go") || STANCE_VERBS.has(lemma) || asked.has(root(a.lower[v]!)) || asked.has(root(lemma))) continue;
    const phrase = phraseAt(a, v + 1);
    return phrase ? spanText(a, v, phrase.end) : a.tokens[v]!;
  }
  return null;
}

/**
 * Question analysis for the offline answerer: the wh-word, the expected answer type, the entities the
 * question is anchored on and its relation words, reduced to roots so that "is led by", "leads" and
 * "leader of" meet on "lead".
 */
import { RELEASE_NUMBER_RE } from "../../core/text";
import { analyze, USER_HANDLE } from "./nlp";
import { STOP_WORDS, stem } from "./stopwords";

export type AnswerType = "person" | "place" | "organisation" | "date" | "number" | "frequency" | "yesno" | "reason" | "list" | "thing";

export interface QuestionAnalysis {
  wh: string;
  type: AnswerType;
  /** Lower-cased names the question is about ("bluefin project", "ada okafor"). */
  anchors: string[];
  /** Roots of the question's content words outside its anchors: what is asked about the anchors. */
  relations: string[];
  /** Roots of every content word. */
  terms: string[];
  /**
   * Root of the noun the wh-phrase asks for ("what book", "which kind of cake", "her favorite genre"):
   * the answer is usually a name or a modified form of it ("the military aptitude test"). Null when the
   * question names no such noun.
   */
  focus: string | null;
  /** The noun of "What is the <noun> of ...?", when the question asks for an attribute ("risk", "status"). */
  attribute?: string | null;
  /** "Does John live close to a beach or the mountains?": the roots only each side of "or" has ([beach], [mountain]). */
  alternatives?: [string[], string[]] | null;
  /** Relation roots and the roots whose statement answers them too ("fly": ["flight"]; IMPLIED below). */
  implied?: Record<string, string[]>;
  /** "What was the meeting about?", "Tell me about my daughter.", "Summarize the account.": what it asks about. */
  about?: string | null;
}

/** A request put as an order ("Tell me about ...", "Summarize ...", "What do we know about ..."): read as "What is X about?". */
const REQUEST_RE = /^(?:please\s+)?(?:(?:can|could|would) you\s+)?(?:tell (?:me|us)(?: more)? about|describe|summari[sz]e|explain|give (?:me|us) (?:a summary|an overview) of|what do (?:we|you|i) know about)\s+(.+?)[.?!]*$/i;
const ABOUT_RE = /^what (?:is|was|are|were) (.+?) about\s*[?.!]*$/i;

/** The question as analysed: a request put as an order becomes "What is <X> about?". */
function askedForm(question: string): string {
  const m = REQUEST_RE.exec(question.trim());
  return m ? `What is ${m[1]} about?` : question;
}

/**
 * Irregular verb forms -> base, so passive and past forms meet the present ("led" ~ "leads"). A plural in "-s" of a
 * word here roots as the word does ("Cancellations", "departures", "colours"; see root).
 */
const IRREGULAR: Record<string, string> = {
  led: "lead", wrote: "write", written: "write", went: "go", gone: "go", won: "win", bought: "buy", made: "make",
  met: "meet", taught: "teach", ran: "run", began: "begin", begun: "begin", gave: "give", given: "give", took: "take",
  taken: "take", saw: "see", seen: "see", born: "bear", bore: "bear", grew: "grow", grown: "grow", built: "build",
  sold: "sell", resold: "resell", told: "tell", thought: "think", brought: "bring", kept: "keep", left: "leave", felt: "feel", held: "hold",
  found: "found", spent: "spend", sent: "send", read: "read", paid: "pay", lost: "lose", chose: "choose", chosen: "choose",
  drew: "draw", drawn: "draw", flew: "fly", drove: "drive", driven: "drive", ate: "eat", eaten: "eat", sang: "sing",
  sung: "sing", swam: "swim", heard: "hear", knew: "know", known: "know", became: "become", came: "come", did: "do",
  done: "do", had: "have", has: "have", said: "say", studied: "study", married: "marry",
  children: "child",
  // Agent nouns too short for the suffix rule ("owner" - "er" leaves three letters, as "water" would).
  owner: "own", ownership: "own",
  // The same for "-ment": "payment" leaves three letters, as "moment" would ("When will the payment be taken?" meets
  // "Total to pay: ... by Direct Debit on 15 January").
  payment: "pay",
  // Verbs in "-ie" ("died" is no "-y" verb's past, as "studied" is).
  died: "die", dying: "die", lied: "lie", lying: "lie", tied: "tie", tying: "tie",
  // Nouns made from a verb with "-al", which the suffix rules leave alone (an "-al" rule would cut "animal").
  approval: "approve", arrival: "arrive", proposal: "propose", refusal: "refuse", removal: "remove", renewal: "renew",
  survival: "survive", denial: "deny", dismissal: "dismiss", disposal: "dispose", rehearsal: "rehearse", retrieval: "retrieve",
  withdrawal: "withdraw", referral: "refer", rental: "rent", upheaval: "upheave",
  // A noun in "-y" made from its verb: "Delivery: Thursday 22 April" says when the order is delivered.
  delivery: "deliver", deliveries: "deliver",
  // "Entries for the Cardiff half marathon open tomorrow" says what they are entering.
  entry: "enter", entries: "enter",
  // Nouns in "-ation" made from a verb not in "-ate", which the "-ation" rule roots on their own ("installat"): "When is
  // the installation?" meets "An engineer will install your broadband on Monday 17 March".
  installation: "install", cancellation: "cancel", reservation: "reserve", registration: "register",
  // A noun in "-ure" made from its verb: "the new departure time" is when the flight "now departs".
  departure: "depart",
  // Words in "-eed" that are no past tense ("Speeds will rise to 500 Mbps": "speed" is not "spe" + "-ed").
  speed: "speed", sped: "speed", bleed: "bleed", breed: "breed", proceed: "proceed", exceed: "exceed", succeed: "succeed",
  frozen: "freeze", froze: "freeze",
  // A title's abbreviation is its word ("with Dr. Anil Kapoor" answers "Who is the doctor?").
  dr: "doctor", prof: "professor",
  // Spelling variants and clippings of one word.
  favourite: "favorite", fave: "favorite", fav: "favorite", colour: "color",
};

/** Agentive and abstract nouns share their verb's root: leader/leadership -> lead, founder -> found. */
const NOUN_SUFFIXES = ["ership", "ship", "ment", "ers", "er", "ors", "or"];

/**
 * "running", "planned", "getting" lose the consonant doubled before the suffix, so they meet "run", "plan", "get";
 * not l, s, z or f ("falling", "passed", "stuffed" keep theirs), nor a short stem ("adding" stays "add"). Only here
 * (the answerer's matching): the embedder's stem stays as it is, as its vectors are stored. An "l" is doubled by British
 * spelling after an unstressed "e" ("cancelled", "travelled", "labelled"), which follows another syllable: that one is
 * single ("cancel"), as "spelled", "yelling" and "installed" keep theirs.
 */
const undouble = (word: string, stemmed: string) =>
  /(?:ing|ed)$/.test(word) && stemmed.length >= 4 && (/([bdgkmnprt])\1$/.test(stemmed) || /[aeiou][^aeiou]*ell$/.test(stemmed)) ? stemmed.slice(0, -1) : stemmed;

const NON_ASCII_RE = /[^\x00-\x7f]/;

/**
 * A noun made from its verb with "-ion" after "ct" meets the verb: "Collection only from Chorlton" says where it is
 * collected, "inspection" what is inspected. So does one in "-ation" from a verb in "-ate", whose stem keeps the "at"
 * ("migration" meets "migrating", "location" "located", "celebration" "celebrated"); one from another verb roots on its
 * own ("confirmation" as "confirmat", not "confirm"), and "station", "nation" and "ration" have too short a stem. (Not
 * "-ion" after other letters: "question", "million", "mention".)
 */
const NOMINAL_RE = /^(.{3,}(?:ct|at))ion$/;

/** The root of one word: irregular form, light stem, then an agentive/abstract suffix. */
export function root(word: string): string {
  let w = word.toLowerCase().replace(/’/g, "'").replace(/'s$/, "");
  // Accents fold away ("café" meets "cafe"); only a word with a letter outside ASCII pays for it.
  if (NON_ASCII_RE.test(w)) w = w.normalize("NFD").replace(/\p{M}/gu, "");
  // A plural in "-ings" roots as its singular ("savings" as "saving", "meetings" as "meeting"): the light stem only
  // drops its "s", so "What am I saving for?" missed "Savings goal".
  if (w.length > 5 && w.endsWith("ings") && !IRREGULAR[w]) return root(w.slice(0, -1));
  let s = IRREGULAR[w] ?? (w.endsWith("s") ? IRREGULAR[w.slice(0, -1)] : undefined) ?? undouble(w, stem(w));
  // The final "e" goes before the suffixes, so "explore" meets "explored" ("explor" -> "expl") on one root.
  if (s.length > 3 && s.endsWith("e")) s = s.slice(0, -1);
  for (const suf of NOUN_SUFFIXES) {
    if (s.length - suf.length >= 4 && s.endsWith(suf)) {
      s = s.slice(0, -suf.length);
      break;
    }
  }
  if (s.length > 3 && s.endsWith("e")) s = s.slice(0, -1);
  // Last, so that the words made from the noun go with it ("collections", "vacationed", "relationship").
  return NOMINAL_RE.exec(s)?.[1] ?? s;
}

export const WORD_RE = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Phrases people say for "favorite" ("X is my top pick", "my go-to snack"): they meet the question's word. */
const FAVORITE_RE = /\b(?:top (?:pick|choice)|go-to)s?\b/gi;

/**
 * "PR" is a pull request, written as one word so that it meets the question's two (joinedPairs); in capitals only, as
 * a file named "pr-0.txt" is no pull request.
 */
const PULL_REQUEST_RE = /\bPRs?\b/g;

/** Two letters joined by "&" are one word ("Q&A", "R&D", "B&B"); apart, each is too short to count. */
const AMPERSAND_PAIR_RE = /\b(\p{L})\s?&\s?(\p{L})\b/gu;

/** A menu marks a vegetarian dish "(v)" and a vegan one "(vg)" or "(ve)" ("Halloumi and roasted pepper wrap (v): 8.95"). */
const MENU_MARK_RE = /\((v|vg|ve)\)/gi;

/** A name written on a lower-case letter, whose rest is a noun ("iPhone", "eBike"): that noun. */
const BRAND_TAIL_RE = /^[a-z]([A-Z][a-z]{2,})$/;

/** Roots of the content words of a text (stop words dropped). */
export function roots(text: string): string[] {
  const out: string[] = [];
  text = text.replace(FAVORITE_RE, "favorite").replace(PULL_REQUEST_RE, "pullrequest").replace(AMPERSAND_PAIR_RE, "$1$2").replace(MENU_MARK_RE, (_, m: string) => (m.toLowerCase() === "v" ? "(vegetarian)" : "(vegan)"));
  for (const m of text.matchAll(WORD_RE)) {
    const w = m[0].toLowerCase().replace(/’/g, "'").replace(/'s$/, "");
    if (w.length < 2 || STOP_WORDS.has(w) || AUX.has(w) || LIGHT_FORMS.has(w)) continue;
    out.push(root(w));
    // Such a name holds its noun: "iPhone" is a phone, "eBike" a bike.
    const tail = BRAND_TAIL_RE.exec(m[0])?.[1];
    if (tail) out.push(root(tail.toLowerCase()));
  }
  return out;
}

/** The user an agent's memories are about, whom questions name as "the user" or "I" (see answerer.ts). */
export const USER_ROOT = root("user");
export const FIRST_PERSON_RE = /\b(?:I|I'm|I've|I'd|I'll|me|my|mine|myself)\b/;

/**
 * The forms of "get" the stop words leave out: they say no more than "get" does, and counted alone ("getting" meets
 * "what are we getting her?" but not "Can we get flowers too?") they pick a sentence by a word the right one says
 * otherwise. (Not "goes" and "gone": on LoCoMo they cost RAG one answer of 336 and gained none.)
 */
const LIGHT_FORMS = new Set(["gets", "getting", "gotten"]);
const AUX = new Set(["am", "is", "are", "was", "were", "do", "does", "did", "has", "have", "had", "can", "could", "will", "would", "should", "shall", "may", "might", "must", "be", "been"]);
const WH = /^(who|whom|whose|what|which|where|when|why|how)$/;
/** Words that only say which kind of answer is wanted ("which city", "what year"). */
const TYPE_WORDS = new Set(["year", "date", "month", "day", "time", "city", "country", "place", "town", "state", "company", "organisation", "organization", "university", "school", "team", "band", "club", "firm", "person", "kind", "kinds", "type", "types", "name", "many", "much", "long", "old", "often", "far", "number", "thing", "things", ...["big", "large", "small", "tall", "high", "heavy", "wide", "deep", "fast", "expensive", "size"].map((w) => root(w))]);
/** A question asking a colour, which a colour's name answers ("brown and white"). */
export const COLOUR_Q_RE = /\b(?:what|which)\s+colou?rs?\b/i;
const COLOUR_ROOT = root("colour");
/**
 * The same as roots, as a question's terms are ("nam" of "name", "tim" of "time"), for the relations. The focus is
 * still checked against TYPE_WORDS as written: there "nam" must stay, as "What is the name of ...?" asks a name.
 */
export const TYPE_ROOTS = new Set([...TYPE_WORDS].map((w) => root(w)));
/** A kind of organisation, or a business known by its name ("Which restaurant is the booking at?": "Olive & Ash"). */
const ORG_NOUN = /\b(?:company|organi[sz]ation|university|college|school|team|band|club|firm|agency|employer|charity|group|startup|brand|label|publisher|restaurant|cafe|café|hotel|pub|shop|store|bank|gym|bakery|garage|salon|supermarket)\b/;
const PLACE_NOUN = /\b(?:city|country|place|town|state|region|continent|village|island|location|province|county)\b/;
const DATE_NOUN = /\b(?:year|date|month|day|time|decade|century|season)\b/;

/** "What was the (final) score?" asks for a result's numbers ("3-1"), whatever verb the report uses ("beat ... 3-1"). */
const SCORE_Q_RE = /\bwhat (?:is|was|were) the (?:\w+ )?score\b/;
export const SCORE_ROOT = root("score");

/**
 * A question asking how long something lasts or took ("How long did the kitchen take?", "What was Maya's finishing
 * time?", "What was Dana's marathon time?"): a number of minutes, days or years. Not "how long ago", which asks a date.
 */
export const DURATION_Q_RE = /^how long\b(?!.*\bago\b)|\b(?:duration|(?:finish(?:ing)?|race|lap|running|winning|best|record|marathon|parkrun|10k|5k|triathlon) time)\b/i;

/** A question asking a rank in a race or a contest. */
const RANK_Q_RE = /\b(?:what|which) (?:place|position)\b.*\b(?:come|came|finish|finished|end up|ended up|place|placed|rank|ranked)\b/;
function answerType(lower: string, wh: string, question: string): AnswerType {
  // "How often" asks for a rate ("twice a week"), which a bare count ("two dogs", "a few years ago") is not.
  if (/\bhow (?:often|frequently)\b/.test(lower)) return "frequency";
  // "How big is the disk?", "How tall is the tower?": a measure, which is a number with its unit ("250 GB").
  if (DURATION_Q_RE.test(lower)) return "number";
  if (/\bhow (?:many|much|long|old|far|often|big|large|small|tall|high|heavy|wide|deep|fast|expensive)\b|\b(?:what|which)(?: (?:is|was|are|were) the)? (?:number|percentage|amount|age|size|temperature|price|cost|distance|weight|height|speed|dose|dosage)\b|^what (?:does|did|do|will|would) .*\bcost\b/.test(lower)) return "number";
  // "What is the application deadline?": a deadline or a due date is a date, whatever it is of.
  // So is a date or a time of something named before the word ("What is the new launch date?", "What is the new
  // departure time?").
  // "How soon must a new car be registered?" asks when, by a deadline ("within 14 days").
  if (wh === "when" || /^how soon\b/.test(lower) || new RegExp(`\\b(?:what|which|in which|in what)\\s+${DATE_NOUN.source}`).test(lower) || /^what(?:'s| is| was| will be) the (?:[\w-]+ )?(?:deadline|due date)\b/.test(lower) || /^what(?:'s| is| was| will be) the (?:[\w-]+ ){1,2}(?:date|time)\??$/.test(lower)) return "date";
  // "What place did the team come?", "What position did she finish?" ask a rank ("We came second"), no place.
  if (RANK_Q_RE.test(lower)) return "thing";
  if (wh === "where" || new RegExp(`\\b(?:what|which)\\s+${PLACE_NOUN.source}`).test(lower)) return "place";
  // Not when the noun modifies the one asked for ("what charity event", "which team sport"): that one is the answer's
  // kind. A name after it is its subject ("Which school Maria attended?").
  const org = new RegExp(`\\b(?:what|which|whose|for which|for what|at which|at what)\\s+${ORG_NOUN.source}(?:\\s+([\\p{L}]+))?`, "iu").exec(question);
  // Nor a verb after it, by the tagger ("Which company sent the notice?").
  const verbAfter = (word: string) => {
    const a = analyze(question);
    return a.pos[a.tokens.indexOf(word)] === "VERB";
  };
  if (org && !(org[1] && !/^\p{Lu}/u.test(org[1]) && !AUX.has(org[1].toLowerCase()) && !STOP_WORDS.has(org[1].toLowerCase()) && !verbAfter(org[1]))) return "organisation";
  if (wh === "who" || wh === "whom" || wh === "whose") return "person";
  // "What caused the outage?" asks why it happened, as "Why was there an outage?" does ("What causes does John
  // support?" asks for causes).
  if (wh === "why" || /\bwhat (?:is|was) the reason\b|\bhow come\b|^what (?:caused|led to|(?:is|was|'s) causing)\b|^what causes (?!(?:do|does|did|is|are|was|were|has|have|had|will|would|can|could)\b)/.test(lower)) return "reason";
  if (wh === "" && AUX.has(lower.split(/\s+/)[0] ?? "")) return "yesno";
  if (/\bwhat (?:kinds?|types?|sorts?|things|activities|items|books|hobbies|events|are|were)\b|\blist\b|\bwhich \w+s\b/.test(lower)) return "list";
  return "thing";
}

/** A user name in a question ("What did lin-zhou suggest?", "@marta_r"). */
const USER_HANDLE_RE = new RegExp(String.raw`(?<![\p{L}\d@])@?(${USER_HANDLE})(?![\p{L}\d])`, "gu");

/** Runs of capitalised words, and quoted phrases: the names a question is anchored on. */
function questionAnchors(question: string, speakers: ReadonlySet<string>): string[] {
  // A dotted release number is one token ("4.2").
  // A grade or a language keeps its plus signs ("B+", "C++"): without them "b" is in every word with a b.
  const tokens = [...question.matchAll(/\d+(?:\.\d+)+|[\p{L}\p{N}]+(?:['’][\p{L}]+)*\+*/gu)].map((m) => m[0]);
  const anchors: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length) anchors.push(run.join(" ").toLowerCase().replace(/['’]s$/, ""));
    run = [];
  };
  tokens.forEach((t, i) => {
    const lower = t.toLowerCase();
    const capital = /^\p{Lu}/u.test(t) && lower !== "i";
    const first = i === 0 || (i === 1 && AUX.has(tokens[0]!.toLowerCase()));
    if (capital && !(first && (WH.test(lower) || AUX.has(lower) || STOP_WORDS.has(lower)))) run.push(t);
    // A release's number ends its name ("Internet Explorer 11", "Postgres 16"), as the extractor names it.
    else if (run.length && RELEASE_NUMBER_RE.test(t)) {
      run.push(t);
      flush();
    } else flush();
  });
  flush();
  // "When was version 4.2 released?": a word and a dotted release number name one release.
  for (const m of question.matchAll(/\b(\p{L}[\p{L}-]*)\s+v?(\d+(?:\.\d+)+)\b/gu)) if (!/^\p{Lu}/u.test(m[1]!) && !STOP_WORDS.has(m[1]!.toLowerCase())) anchors.push(`${m[1]!.toLowerCase()} ${m[2]}`);
  for (const m of question.matchAll(/["“]([^"”]{2,60})["”]/g)) anchors.push(m[1]!.toLowerCase());
  // A user name in lower case that speaks in the context ("What did lin-zhou suggest?" of "lin-zhou: Looks good."), as
  // code review and team chat write them: only a speaker's, as "dairy-free" or "pre-season" are written the same way.
  for (const m of question.matchAll(USER_HANDLE_RE)) if (speakers.has(m[1]!)) anchors.push(m[1]!);
  return [...new Set(anchors)];
}

/** Words between the wh-word and the noun it asks for ("what kind of books", "which other song"). */
const FOCUS_SKIP = new Set(["kind", "kinds", "type", "types", "sort", "sorts", "of", "other", "new", "specific", "special", "particular", "exact"]);

/**
 * The two sides of an alternative question ("... a national park or a theme park?"): up to two content roots
 * after "or" and as many before it, less the roots both sides share; null when the question has no single "or"
 * or a side is left empty.
 */
function alternativesOf(question: string): [string[], string[]] | null {
  const parts = question.replace(/\?\s*$/, "").split(/\s+or\s+/i);
  if (parts.length !== 2) return null;
  const right = roots(parts[1]!).slice(0, 2);
  const left = roots(parts[0]!).slice(-right.length);
  const a = left.filter((r) => !right.includes(r));
  const b = right.filter((r) => !left.includes(r));
  return a.length && b.length ? [a, b] : null;
}

/** "What is the flagship robot called?", "What was their band named?": a question asking for a name. */
const NAMING_Q_RE = /^(?:what|which)\s+(?:is|was|are|were)\s+\S.*\s(?:called|named)\s*\??$/i;
const NAMING_ROOTS = new Set([root("called"), root("named")]);

/** The noun of "What is the <noun> of ...?" ("risk", "status"): an attribute of what follows, asked for. */
function attributeAsked(question: string): string | null {
  const m = /^(?:what|which)\s+(?:is|was|are|were)\s+(?:the|a|an)\s+(\p{Ll}+)\s+of\b/iu.exec(question.trim());
  return m && !STOP_WORDS.has(m[1]!.toLowerCase()) && root(m[1]!) !== root("name") ? root(m[1]!) : null;
}

/**
 * The head noun of "what/which [kind of] <noun phrase>" or of "favo(u)rite <noun phrase>": the last noun
 * of the run of adjectives and nouns that follows, by the bundled POS tagger (so "which song gives" stops
 * at the verb). Capitalised words are anchors, not the noun asked for.
 */
function questionFocus(question: string): string | null {
  const a = analyze(question);
  const start = a.lower.findIndex((w, i) => ((w === "what" || w === "which") && a.pos[i + 1] !== "AUX") || w === "favorite" || w === "favourite");
  // "What is the name of ...?" asks for a name whatever follows; "What is the risk of ...?" for the risk.
  if (start < 0 || (a.pos[start + 1] === "AUX" && /\bthe name of\b/i.test(question))) return /\bthe name of\b/i.test(question) ? root("name") : null;
  const asked = attributeAsked(question);
  if (asked) return asked;
  let head: string | null = null;
  for (let i = start + 1; i < a.tokens.length; i++) {
    const w = a.lower[i]!;
    if (FOCUS_SKIP.has(w) && head === null) continue;
    // An acronym inside the noun phrase ("fantasy TV series") is part of it; another capitalised word ends it.
    const acronym = /^\p{Lu}{2,4}$/u.test(a.tokens[i]!) && (a.pos[i + 1] === "NOUN" || a.pos[i + 1] === "PROPN");
    if (acronym) continue;
    if ((a.pos[i] !== "NOUN" && a.pos[i] !== "ADJ") || STOP_WORDS.has(w) || /^\p{Lu}/u.test(a.tokens[i]!)) break;
    if (a.pos[i] === "NOUN") head = w;
  }
  return head ? root(head) : null;
}

/**
 * A table of roots from its entries. A root given twice throws when the module loads: in an object literal the later
 * key would silently replace the earlier, as "broken" once lost its "fault" so.
 */
export function rootTable(entries: readonly (readonly [string, readonly string[]])[]): Record<string, string[]> {
  const table: Record<string, string[]> = Object.create(null);
  for (const [key, words] of entries) {
    if (Object.hasOwn(table, key)) throw new Error(`word table: the root "${key}" is given twice`);
    table[key] = [...words];
  }
  return table;
}

/** Family words and the members they take in (roots): a question's word gains its members, never the reverse. */
const KIN = rootTable(
  (
    [
      ["children", ["kid", "daughter", "son"]],
      ["kids", ["child", "daughter", "son"]],
      ["parents", ["mother", "father", "mom", "dad"]],
      ["siblings", ["brother", "sister"]],
      ["family", ["kid", "child", "daughter", "son", "mother", "father", "mom", "dad", "brother", "sister", "husband", "wife", "partner"]],
    ] as const
  ).map(([group, members]) => [root(group), members.map((m) => root(m))]),
);

/** A question's verb and the verbs whose statement answers it (roots). */
const IMPLIED = rootTable([
  // Where one will live is one's accommodation ("Accommodation: you have been given a room in Charles Morris Hall").
  [root("live"), [root("moved"), root("relocated"), root("accommodation")]],
  // What one photographs is one's photography ("street photography"), what one shoots; a car is a record's "Vehicle:".
  [root("photograph"), [root("photography"), root("photo"), root("shooting")]],
  [root("car"), [root("vehicle")]],
  [root("vehicle"), [root("car")]],
  [root("van"), [root("vehicle")]],
  // Meeting notes say what "the team agreed"; people ask what was decided.
  [root("decided"), [root("agreed"), root("chose"), root("resolved"), root("decision")]],
  // Where someone works is often where they joined or are employed ("joined the design studio Nordlys").
  [root("work"), [root("joined"), root("employed"), root("job"), root("experience")]],
  // A CV says where someone studied and when they graduated under "Education", with the degree and the university.
  [root("study"), [root("education"), root("degree"), root("university")]],
  [root("graduated"), [root("education"), root("degree"), root("university")]],
  // A prescription states a dose in its units ("one tablet of Amoxicillin 500 mg").
  [root("dose"), [root("mg"), root("ml"), root("tablet"), root("capsule"), root("milligrams")]],
  [root("dosage"), [root("mg"), root("ml"), root("tablet"), root("capsule"), root("milligrams")]],
  // A posting says "Apply by 15 January" for the application deadline.
  [root("application"), [root("apply")]],
  // A letter says how it is paid as "payable termly by bank transfer" ("paid" and "payment" have the root of "pay").
  // Whether one has to pay is whether there is a charge ("No charge, it's under my 3 month guarantee.").
  [root("pay"), [root("payable"), root("charge")]],
  // Coming, going or flying back is a return ("Return: Thursday 18 March 2027, flight BA 2765").
  [root("back"), [root("return")]],
  // "Where does X work now?": a CV's current post runs to "present".
  [root("now"), [root("present"), root("current"), root("currently")]],
  // Runbooks file an outage under "Incidents" or as downtime ("down" itself is a stop word).
  [root("outage"), [root("downtime"), root("incident")]],
  // Whether one eats meat is whether one is vegetarian or vegan ("The user is vegetarian and has been since 2019.").
  [root("meat"), [root("vegetarian"), root("vegan")]],
  // How a problem was fixed is its report's resolution ("Resolution: the change was rolled back at 14:50"), or how it
  // was resolved or repaired.
  [root("fix"), [root("resolution"), root("resolved"), root("repaired"), root("repair")]],
  // "Which airline am I flying with?" is answered by "My flight to Tokyo ...".
  [root("flying"), [root("flight")]],
  // "the double charge" is a card "charged twice", "the duplicate".
  [root("double"), [root("twice"), root("duplicate")]],
  [root("twice"), [root("double"), root("duplicate")]],
  // What money a body has is its balance, funds or savings ("Ben reported a balance of 2,340 pounds").
  // Money paid out is a payment ("The payment will reach your bank account within 14 days").
  [root("money"), [root("balance"), root("funds"), root("savings"), root("cash"), root("payment")]],
  // A fine is a penalty charge ("PENALTY CHARGE NOTICE ... Amount due: 70 pounds").
  [root("fine"), [root("penalty"), root("charge")]],
  // What is wrong with a thing is its fault ("The fault you describe (the water does not heat)"); what is broken
  // fails ("the new checkout still fails on older iPhones"); a screen is cracked ("The screen is cracked"); a kettle
  // stopped heating ("We're sorry it stopped heating after 8 months."); a strap has torn.
  [root("wrong"), [root("fault"), root("broken"), root("cracked"), root("damaged"), root("torn"), root("ripped"), root("stopped")]],
  // A pest is one of the creatures a garden or a home is rid of ("trying to get rid of slugs without pellets").
  [root("pest"), ["slug", "snail", "aphid", "greenfly", "caterpillar", "mouse", "mice", "rat", "moth", "wasp", "ant", "cockroach", "fox", "squirrel", "pigeon", "rid"].map((w) => root(w))],
  // What a company makes is what it is the maker of ("Helio Bikes, the Dutch maker of electric cargo bikes").
  [root("make"), [root("maker"), root("manufacturer")]],
  // A vet's or a doctor's summary gives the medicine prescribed as the "Treatment".
  [root("medicine"), [root("treatment"), root("medication")]],
  [root("prescribed"), [root("treatment")]],
  // A house move is done by movers or a removals firm ("Swift Removals" answers "Have the movers confirmed?").
  [root("move"), [root("movers"), root("removals")]],
  // Whoever hosts a club's meeting says where it meets ("I'm hosting this time, at my place on Calder Road").
  [root("meet"), [root("host")]],
  // A school letter asks parents to "send children with a water bottle" for what they should bring.
  [root("bring"), [root("send"), root("pack")]],
  // One side of a sale answers for the other: "I sold it to my neighbour's son" says who bought it ("bought" has the
  // root of "buy", "sold" of "sell").
  [root("buy"), [root("sell")]],
  [root("sell"), [root("buy")]],
  // What bakes is in the oven ("Hot oven, 220 degrees ... 12 to 15 minutes till they're golden").
  [root("bake"), [root("oven")]],
  // What arrives reaches its place ("The refund will reach your card 3 to 5 days after we receive the boots").
  [root("arrive"), [root("reach")]],
  // A parcel arrives as a box or a package ("I've got a big box from Argos, is it yours?").
  [root("parcel"), [root("box"), root("package")]],
  [root("package"), [root("box"), root("parcel")]],
  // A review gives its rating in stars and a book's publisher as a press ("Review: The Glass Orchard by Mira Castell
  // (Fernhill Press, 2026), 4 stars").
  [root("rating"), [root("stars"), root("rated")]],
  [root("published"), [root("press"), root("publisher")]],
  // A reference is written "ref" ("Update on the outage in your area (ref INC-55820)").
  [root("reference"), [root("ref")]],
  // A tracker files a bug as an issue ("Issue #2210: Dark mode resets after app restart").
  [root("bug"), [root("issue")]],
  // A job is a role or a position ("Thank you for applying for the Junior Data Analyst role").
  // Whether one got it is what became of one's application ("we have decided not to move forward with your application").
  [root("job"), [root("role"), root("position"), root("application")]],
  // Whether a test failed is its result ("Result: FAIL"); why it failed, its failures ("Failures: ...") or the error
  // ("what's the error?" / "lock timeout on the orders table").
  [root("fail"), [root("result"), root("failures"), root("error")]],
  // A concert is a gig or a tour's date ("Your tickets - Arctic Monkeys, The AMP Tour"); a backpack is a bag
  // ("Bags larger than A4 are not allowed").
  [root("concert"), [root("gig"), root("tour")]],
  [root("backpack"), [root("bag"), root("rucksack")]],
  [root("bag"), [root("backpack"), root("rucksack"), root("suitcase"), root("luggage")]],
  // What is inside a thing is what it contains ("It contains a laptop and a blue notebook.").
  [root("inside"), [root("contains"), root("contents")]],
  // A thing someone found is handed in ("a black backpack ... was handed in at Leeds station").
  [root("found"), [root("handed")]],
  // Something sent online is uploaded ("Please upload it through your online account").
  [root("send"), [root("upload")]],
  // Approving a job is telling it to go ahead ("Reply YES to go ahead").
  [root("approve"), [root("ahead")]],
  // What someone thinks is so, they say is probably so, or reckon, guess or suspect ("Probably the washer again.").
  [root("think"), [root("probably"), root("reckon"), root("guess"), root("suspect")]],
  // A deadline is said as a time to do something within ("within 14 days, or your application may be cancelled").
  [root("deadline"), [root("within")]],
  // What must be avoided is what someone is allergic to ("No nuts please, one of the kids is allergic.").
  [root("avoid"), [root("allergic"), root("allergy"), root("intolerant")]],
  // A leak is water dripping ("Water is dripping through my bathroom ceiling!!").
  [root("leak"), [root("drip"), root("dripping")]],
  // A walk's or a ride's route is a loop, a trail or a path ("we'll do the Kinder Scout loop").
  [root("route"), [root("loop"), root("trail"), root("path"), root("circuit")]],
  // People are persons ("Our two-person team" for "How many people will deliver it?").
  [root("people"), [root("person")]],
  // Where one sits is one's seat ("Seat: Stalls, row F, seat 12"); who is late is a latecomer ("latecomers will be
  // seated at a suitable break").
  [root("sit"), [root("seat")]],
  [root("late"), [root("latecomers")]],
  // A dentist's or a doctor's appointment is a check-up or a consultation ("Reminder of your check-up with Dr Patel on
  // Monday 16 June at 10:40").
  [root("appointment"), [root("check-up"), root("checkup"), root("consultation")]],
  // Getting in touch is contacting ("please contact me before 14 February").
  [root("touch"), [root("contact")]],
  // A train or a flight leaving departs ("Departs Leeds 09:12").
  [root("leave"), [root("depart")]],
  // What to wear is a dress code ("Dress code: smart, no trainers"), an outfit or a uniform.
  [root("wear"), [root("dress"), root("outfit"), root("uniform")]],
  // What expires is valid until then ("Valid from 1 January 2027 to 31 December 2027"), or has an expiry date.
  [root("expire"), [root("valid"), root("expiry")]],
  // A race is run as a marathon or a 10k ("I signed up for a half marathon in Bristol").
  [root("race"), [root("marathon"), root("10k"), root("5k"), root("triathlon"), root("parkrun")]],
  // What was damaged is cracked, broken, smashed or torn ("the blender jug is cracked").
  [root("damaged"), [root("cracked"), root("broken"), root("smashed"), root("dented"), root("torn"), root("scratched")]],
  // Compensation is paid as a voucher, a refund, a credit or a discount ("You'll also get a £10 voucher for the trouble").
  [root("compensation"), [root("voucher"), root("refund"), root("credit"), root("discount"), root("goodwill")]],
  // A courier is named by its name ("It'll come by DPD"), never as a courier; its delivery is said to come by it.
  [root("courier"), ["dpd", "dhl", "ups", "fedex", "evri", "hermes", "yodel", "parcelforce", "usps", "tnt", "gls", "mail"].map((w) => root(w))],
  // One's boss is one's manager ("The user's manager is called Rachel Osei"); a talk is presented or given as a
  // presentation or a keynote ("The user is presenting at the Berlin Tech Summit").
  [root("boss"), [root("manager"), root("supervisor")]],
  [root("talk"), [root("presenting"), root("presentation"), root("keynote")]],
  // A patient has a procedure done as an operation or surgery, or something fitted ("A stent was fitted on 3 March"),
  // and goes home when discharged ("Discharged: 6 March").
  [root("procedure"), [root("operation"), root("surgery"), root("fitted")]],
  [root("home"), [root("discharged")]],
  // A meal out is booked as a table ("I'll book a table at Luigi's for Saturday at 7").
  [root("dinner"), [root("table"), root("restaurant")]],
  // A share owed is a bill split ("Split three ways that's £104 each"); arranging is sorting or organising ("Liam, can
  // you sort it?"); those who watched are a crowd or an audience ("in front of a crowd of 850"); a team's coach is its
  // manager ("Manager Lisa Grant"); what one eats is one's meals or diet ("The user is vegetarian and asks for meals
  // without meat"); travelling is a trip ("The user's next trip is to Japan ... with their brother Sam"); an emergency
  // is urgent ("For urgent help when we're closed, call 111").
  [root("owe"), [root("split"), root("share")]],
  [root("arrange"), [root("sort"), root("organise"), root("organize")]],
  [root("watched"), [root("crowd"), root("audience"), root("spectators"), root("attendance")]],
  [root("coach"), [root("manager")]],
  [root("eat"), [root("meals"), root("diet"), root("vegetarian"), root("vegan")]],
  [root("travelling"), [root("trip"), root("journey")]],
  [root("emergency"), [root("urgent")]],
  // A choir's or a singer's pianist is their accompanist; the new one replaces someone ("His replacement, Yuki Tanaka,
  // joins us").
  [root("pianist"), [root("accompanist"), root("piano")]],
  [root("new"), [root("replacement")]],
  // A thing broken fails, has packed in, packed up, conked out or stopped working, or is faulty ("the boiler has packed
  // in again", "the new checkout still fails on older iPhones").
  [root("broken"), [root("fails"), root("fault"), root("packed"), root("conked"), root("stopped"), root("faulty"), root("broke")]],
  // What caused something is what it followed ("evacuated ... after the River Calder burst its banks following 36 hours
  // of heavy rain").
  [root("caused"), [root("following")]],
  // An insurer is an insurance company (a renewal signed "Harbour Insurance"); a price paid for cover is a premium
  // ("Your new annual premium is £486.20").
  [root("insurer"), [root("insurance")]],
  [root("price"), [root("premium"), root("cost"), root("fee")]],
  // Accepting an offer is confirming one's acceptance ("Please confirm your acceptance by 20 June").
  [root("accept"), [root("acceptance"), root("confirm")]],
  // A housewarming is a party; its guests are who is coming ("How many are coming?" / "About 20, including the new
  // neighbours").
  [root("party"), [root("housewarming")]],
  [root("guest"), [root("coming"), root("attending")]],
  // One's manager is whom one reports to ("You will report to Owen Price, Head of Product").
  [root("manager"), [root("report")]],
  // A trip is a visit, an outing or an excursion ("Year 5 will visit the Natural History Museum ... on Friday 6 March").
  [root("trip"), [root("visit"), root("outing"), root("excursion")]],
  // The weather is told as rain, sun or snow ("It was dark and raining").
  [root("weather"), ["rain", "rainy", "sunny", "sun", "snow", "wind", "windy", "cloudy", "fog", "foggy", "storm"].map((w) => root(w))],
]);

/**
 * A who-question's verb and the verbs whose statement answers it too: a letter is written by whoever signs it ("Best
 * wishes, / Helen Carter" is read as "Signed by Helen Carter."), a pull request or a post by its "Author:". Only for
 * who, or which organisation (one signs a letter as a person does): "the setback in his writing" is not "signed with a
 * new team".
 */
const IMPLIED_FOR_AGENT = rootTable([
  [root("wrote"), [root("signed"), root("author")]],
  [root("sent"), [root("signed")]],
  // A letter replying is written by whoever signs it ("Kind regards, / Aisha, Customer Care" for "Who replied?").
  [root("replied"), [root("signed")]],
  // Whoever helped a customer is their support ("Leo (Support): Sorry to hear that, Hannah!" for "Who helped Hannah?").
  [root("help"), [root("support"), root("assist")]],
  // An issue tracker says who reported an issue as who opened it ("Opened by hana.s on 3 May"), and the reverse.
  [root("reported"), [root("opened")]],
  [root("opened"), [root("reporter")]],
  // Whoever teaches a course is its tutor, lecturer or instructor ("Tutor: Dr. Helen Marsh").
  [root("teach"), [root("tutor"), root("lecturer"), root("instructor")]],
  // A dentist, a vet, a surgeon is addressed as a doctor ("your appointment with Dr. Rachel Kim" for "Who is the
  // dentist?"); only who they are: why a pet went to the vet is no doctor's line ("Vet: Dr. Emma Clarke").
  ...["dentist", "vet", "surgeon", "physician", "gp"].map((w): [string, string[]] => [root(w), [root("doctor")]]),
  // Whose a thing is is who owns it, a record's customer or client ("Customer: Martin Sorensen" over "Bike: Specialized
  // Sirrus X 2.0" for "Whose bike is it?").
  [root("whose"), [root("owner"), root("customer"), root("client"), root("belongs")]],
  // So is whoever owns it ("Client: Mrs Eleanor Booth" over "Patient: Biscuit (cocker spaniel, 4 years)" for "Who owns
  // Biscuit?"); "owner" is "own" already.
  [root("own"), [root("customer"), root("client")]],
  // Whoever hires, rents, buys or orders is a receipt's or an order's customer ("Customer: Nadia Kaur" for "Who hired
  // the bike?").
  ...["hire", "rent", "buy", "purchase", "order"].map((w): [string, string[]] => [root(w), [root("customer")]]),
]);

/**
 * An amount question's noun and the words a statement of that amount uses: a quote's amount is its price ("the price is
 * 4,600 pounds fitted" for "How much is the quote?"). Only for how much or how many: who sent the quote is who signed it.
 */
const IMPLIED_FOR_AMOUNT = rootTable([
  [root("quote"), [root("price")]],
]);

/**
 * A what- or which-question's word and the words a statement of that thing uses: what changed is now one thing instead
 * of another ("Your flight EZ 8421 ... now departs at 14:50 instead of 09:10" for "Which flight has changed?"). Only for
 * what or which: when a change starts is its date, not what it replaces.
 */
const IMPLIED_FOR_THING = rootTable([
  [root("changed"), [root("instead")]],
]);

/** "Which browser is no longer supported?": release notes say "Dropped support for ...", "Removed ...". */
const NO_LONGER_RE = /\bno longer\b|\bnot (?:\w+ )?any ?more\b/;
const ENDING_VERBS = ["dropped", "removed", "discontinued", "deprecated", "stopped", "ended"].map((w) => root(w));
/**
 * "What can't the user have?", "What mustn't Leo eat?": what one cannot have is what one is allergic or intolerant to
 * ("The user is lactose intolerant."), the question's own verb being a stop word or said of any food.
 */
const CANNOT_HAVE_RE = /\b(?:can['’]?t|cannot|can not|mustn['’]?t|shouldn['’]?t)\s+(?:\w+\s+){0,2}?(?:have|eat|drink)\b/;
const INTOLERANCE_WORDS = ["allergic", "allergy", "intolerant", "intolerance"].map((w) => root(w));

/** The particles of phrasal verbs. */
const PARTICLE_RE = /^(?:up|in|out|off|on|over|back|down)$/;
/**
 * Each two neighbouring words written as one, as roots of five letters or more ("goout" of "go out", "rollback" of
 * "roll back"); a pair holding a word `skip` passes over (by its index) is left out.
 */
export function joinedPairs(words: readonly string[], skip: (i: number) => boolean = () => false): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    if (skip(i) || skip(i + 1)) continue;
    const joined = root(words[i]! + words[i + 1]!);
    if (joined.length >= 5) out.push(joined);
    // A verb in the past or "-ing" before its particle is the noun its stem makes with it ("picked up" ~ "Pickup:",
    // "checked in" ~ "Check-in").
    const phrasal = PARTICLE_RE.test(words[i + 1]!) ? root(root(words[i]!) + words[i + 1]!) : null;
    if (phrasal && phrasal !== joined && phrasal.length >= 5) out.push(phrasal);
  }
  return out;
}

/** `speakers`: the lower-cased speakers of the context asked about, whose user names the question may use. */
export function analyzeQuestion(asked: string, speakers: ReadonlySet<string> = new Set()): QuestionAnalysis {
  const question = askedForm(asked);
  const about = ABOUT_RE.exec(question.trim())?.[1]?.toLowerCase() ?? null;
  const lower = question.toLowerCase().trim();
  const firstWords = lower.split(/\s+/).slice(0, 3);
  const wh = firstWords.find((w) => WH.test(w.replace(/[^a-z]/g, "")))?.replace(/[^a-z]/g, "") ?? (/\b(who|whom|whose|where|when|why|which|what)\b/.exec(lower)?.[1] ?? "");
  const type = answerType(lower, AUX.has(firstWords[0] ?? "") && !WH.test(wh) ? "" : wh, question);
  const anchors = questionAnchors(question, speakers);
  const anchorRoots = new Set(anchors.flatMap((a) => roots(a)));
  // "What is the flagship robot called?" asks for a name: "called" says which kind of answer, as "when" does, and
  // is no relation a sentence must share ("a charity called Green Ledger" is about something else).
  const naming = NAMING_Q_RE.test(question.trim());
  const terms = naming ? roots(question).filter((t) => !NAMING_ROOTS.has(t)) : roots(question);
  // "Where do I live?" asks an agent about its user: the same as "Where does the user live?".
  if (FIRST_PERSON_RE.test(question) && !terms.includes(USER_ROOT)) terms.push(USER_ROOT);
  // "What colour is Poppy?" asks a colour as "What time is lunch?" asks a time ("Why did Nate choose that hair colour?"
  // asks about one).
  const colourAsked = COLOUR_Q_RE.test(lower);
  const relations = [...new Set(terms.filter((t) => !anchorRoots.has(t) && !TYPE_ROOTS.has(t) && !(colourAsked && t === COLOUR_ROOT)))];
  // A family word asks about its members too: "children" is answered by "my daughter", "parents" by "my mom"; where
  // someone lives is where they moved ("In March 2025 I moved to Lisbon" answers "Where do I live?").
  // (The verb's, not a noun's in "-ing": "Who inspires Tim's writing?" asks for no author.)
  const gerunds = new Set([...lower.matchAll(/\b\p{L}+ing\b/gu)].map((m) => root(m[0])));
  // (An organisation signs as a person does: "Yours sincerely, / Hollis & Grant Lettings" for "Which company sent the notice?".)
  // (Both lists when a word is in both: who "sent" a letter signed it, and a photo "sent" online was uploaded.) An
  // amount's noun, for an amount asked; a thing's, for a thing.
  const implies = (t: string) => {
    const forType = (type === "person" || type === "organisation") && !gerunds.has(t) ? IMPLIED_FOR_AGENT[t] : type === "number" ? IMPLIED_FOR_AMOUNT[t] : type === "thing" || type === "list" ? IMPLIED_FOR_THING[t] : undefined;
    return IMPLIED[t] && forType ? [...IMPLIED[t]!, ...forType] : (IMPLIED[t] ?? forType);
  };
  for (const t of [...terms]) for (const kin of KIN[t] ?? implies(t) ?? []) if (!terms.includes(kin)) terms.push(kin);
  if (NO_LONGER_RE.test(lower)) for (const v of ENDING_VERBS) if (!terms.includes(v)) terms.push(v);
  if (CANNOT_HAVE_RE.test(lower)) for (const v of INTOLERANCE_WORDS) if (!terms.includes(v)) terms.push(v);
  const implied = Object.fromEntries(relations.filter((r) => implies(r)).map((r) => [r, implies(r)!]));
  // Two words written as one in the text ("roll back" ~ "Rollbacks", "log in" ~ "login", "set up" ~ "setup").
  for (const joined of joinedPairs([...lower.matchAll(WORD_RE)].map((m) => m[0]))) if (!terms.includes(joined)) terms.push(joined);
  const finalType = wh === "" && type !== "yesno" && AUX.has(firstWords[0] ?? "") ? "yesno" : type;
  const focus = finalType === "thing" || finalType === "list" ? (naming ? root("name") : SCORE_Q_RE.test(lower) ? SCORE_ROOT : questionFocus(question)) : null;
  const attribute = finalType === "thing" || finalType === "list" ? attributeAsked(question) : null;
  const alternatives = finalType === "yesno" ? alternativesOf(question) : null;
  return { wh, type: finalType, anchors, relations, terms, focus: focus && !TYPE_WORDS.has(focus) ? focus : null, attribute, alternatives, implied, about };
}

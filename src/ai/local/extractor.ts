/**
 * Offline knowledge-graph extraction from English prose (no LLM).
 *
 * 1. wink-nlp parse (nlp.ts): tokens, POS, sentences, DATE/MONEY/CARDINAL/EMAIL/URL entities.
 * 2. Named mentions: maximal PROPN runs ("University of Paris", "Joliot-Curie", "New York City"), typed by
 *    compromise's lexicon, by compromise's tagger on a short window for unknown names (gazetteer.ts), and
 *    finally by the role they play in a relation (born in X -> Location).
 * 3. Aliases inside the chunk: "Curie" -> "Marie Curie", "Acme" -> "Acme Corp"; pronouns he/she/they/I ->
 *    the most recent compatible named entity (I/my -> the dialogue speaker of "Name: ..." turns);
 *    "the company" -> the most recent organisation.
 * 4. Relations: subject-verb-object between mentions of one sentence (passive "by" swapped, coordination
 *    "X founded A and sold B", relative clauses "X, who ..."), verb -> relation map (relations.ts),
 *    prepositional and date attachments, copula/appositive roles ("X is the CEO of Y" -> ceo_of),
 *    kinship ("her daughter Irène" -> daughter_of). Each edge carries a one-sentence fact naming both
 *    endpoints, as cognee's prompt asks.
 */
import type { ExtractedEdge, ExtractedNode, KnowledgeGraph } from "../types";
import { normaliseDate, parseReferenceDate, type NormalisedDate } from "./dates";
import { indefiniteArticle, RELEASE_NUMBER_RE } from "../../core/text";
import { compromiseType, genderOf, hasCompromiseType, HUMAN_ROLES, isCommonWord, isFieldLabel, isHonorific, isKnownPlace, isOrgWord, lexiconType, nounPhraseType, type EntityType } from "./gazetteer";
import { analyze, spanText, TURN_SPEAKER, TURN_STAMP, TURN_STAMP_GAP, type Analysis } from "./nlp";
import {
  KINSHIP_NOUNS,
  ORG_RELATIONS,
  PERSON_RELATIONS,
  PERSON_SUBJECT_VERBS,
  PLACE_RELATIONS,
  SYMMETRIC_VERBS,
  dateRelationName,
  relationName,
  roleRelationName,
} from "./relations";

export interface LocalExtractOptions {
  /** Anchor for relative dates ("yesterday", "last year"); ISO date or any full date text. */
  referenceDate?: string;
}

interface Ent {
  key: string;
  name: string;
  type: EntityType | undefined;
  hint?: EntityType;
  gender?: "male" | "female";
  description?: string;
  /** Description came from a copula/appositive ("a French physicist"), not a fallback sentence. */
  strongDescription?: boolean;
  firstSentence: number;
  named: boolean;
  fallbackDescription?: string;
}

/** possessive: "her"/"their" before a noun; only kinship patterns use it, never an argument. */
type MentionKind = "named" | "value" | "pronoun" | "np" | "possessive";

interface Mention {
  start: number;
  end: number;
  kind: MentionKind;
  ents: Ent[];
  surface: string;
  date?: NormalisedDate;
}

interface VerbGroup {
  start: number;
  end: number;
  /** Index of the main verb, -1 for a copula/auxiliary-only group. */
  main: number;
  lemma: string;
  negated: boolean;
  passiveAux: boolean;
  subject?: Mention;
  base?: string;
  /** Surface of the object (+ its preposition) for facts built on this verb: "the Nobel Prize". */
  objectPhrase?: string;
  /** The first (non-value) object of an active verb, which a participle after a comma may modify. */
  object?: Mention;
}

/** wink keeps some contractions whole ("I'm") and may tag them PROPN. */
const CONTRACTED_PRONOUN = /^(i|you|we|they|he|she|it|that|there|what|who|let)['’](m|re|ve|ll|d|s)$/i;
const CONTRACTIONS: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, { "'m": "is", "'re": "are", "'ve": "has", "'ll": "will", "'d": "would", "'s": "is" });
const MALE = new Set(["he", "him", "his", "himself"]);
const FEMALE = new Set(["she", "her", "hers", "herself"]);
const PLURAL = new Set(["they", "them", "their", "theirs", "themselves"]);
const FIRST = new Set(["i", "me", "my", "mine", "myself"]);
/** Two or three initials in one token ("J.K.", "R.R.", "J.R.R."). */
const INITIALS_RE = /^(?:\p{Lu}\.){2,3}$/u;
const POSSESSIVE = new Set(["his", "her", "their", "my", "its", "our", "your"]);
const RECIPIENT_PRONOUNS = new Set(["her", "him", "them", "me", "us"]);
const CLAUSE_SUBJECT_PRONOUNS = new Set(["she", "he", "they", "we"]);
const GROUP_ADVERBS = new Set(["not", "n't", "never", "also", "just", "already", "recently", "later", "then", "still", "often", "finally", "soon", "once", "first", "always", "eventually", "subsequently"]);
const NAME_CONNECTORS = new Set(["of", "for", "&", "de", "da", "del", "della", "van", "von", "der", "la", "le", "du", "y", "bin", "al"]);
const PRIZE_HEADS = new Set(["prize", "award", "medal", "degree", "championship", "cup", "master", "bachelor", "doctorate", "phd", "professor", "school", "institute", "center", "centre"]);
const DEFINITE_ORG = new Set(["company", "firm", "startup", "organization", "organisation", "business", "corporation", "university", "school", "group", "team", "band", "club", "agency", "bank"]);
const DEFINITE_PLACE = new Set(["city", "country", "town", "village", "capital", "region", "state", "island"]);
/** Agentive endings of nouns for people: engineer, neighbor, physicist, librarian, assistant, student. */
const PERSON_NOUN_RE = /(?:er|or|ist|ian|ant|ent)s?$/;
/** Two or more capitalised words, none an organisation's word or a place the lists know ("Priya Raman", not "Acme Corp"). */
const looksLikePersonName = (name: string) => /^\p{Lu}\S*(?:\s+\p{Lu}\S*)+$/u.test(name) && !name.toLowerCase().split(/\s+/).some((w) => isOrgWord(w) || isKnownPlace([w]));

const DEFINITE_PERSON = new Set(["man", "woman", "scientist", "physicist", "chemist", "author", "writer", "actor", "actress", "singer", "player", "president", "ceo", "founder", "artist", "engineer", "doctor", "couple"]);
/** wink tags some 3rd-person verbs as nouns after a subject ("Anna lives in Tokyo"). */
const VERBISH: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  lives: "live", works: "work", loves: "love", likes: "like", owns: "own", plays: "play", runs: "run", leads: "lead",
  manages: "manage", studies: "study", teaches: "teach", visits: "visit", writes: "write", wants: "want",
  needs: "need", says: "say", thinks: "think", feels: "feel", hates: "hate", joins: "join", founded: "found",
  paints: "paint", enjoys: "enjoy", heads: "head", attends: "attend", moved: "move", married: "marry",
  // Biographies' verbs the tagger reads as adjectives after a name ("Hopper retired from the Navy").
  retired: "retire", resigned: "resign", graduated: "graduate", died: "die", divorced: "divorce", emigrated: "emigrate",
});
const MAX_DESCRIPTION = 200;
/** What joins coordinated names: ",", "and", "or", ", and". */
const COORDINATION_RE = /^(?:,|,?\s*(?:and|or|&))$/;
const MAX_COMPROMISE_PARSES = 4;
/**
 * Past participles the -ed/-en/-wn test misses: "They have a son named Tiago, born in 2019" is Tiago's birth,
 * not theirs ("found" is left out: it is also the verb "to found").
 */
const IRREGULAR_PARTICIPLES = new Set(["born", "built", "made", "held", "set", "kept", "sold", "bought", "taught", "brought", "run", "won", "led", "met", "paid", "sent", "spent", "lost"]);
const PARTICIPLE_MODIFIERS = new Set(["headquarter", "base", "locate", "found", "establish", "own", "lead", "bear", "situate", "create", "develop"]);
/** Verbs too light to make a fact with a bare common noun ("had a conversation", "took care"). */
const LIGHT_VERBS = new Set(["have", "get", "do", "make", "take", "give", "be", "say", "want", "need", "feel", "seem", "become", "keep", "let", "put", "use", "see", "find", "mean", "try", "show", "know", "think", "come"]);
/** Nouns that never make a useful concept node. */
const STOP_NOUNS = new Set(["one", "ones", "other", "others", "thing", "things", "way", "ways", "lot", "lots", "time", "times", "something", "anything", "everything", "nothing", "kind", "sort", "bit", "part", "stuff", "fact", "idea", "importance", "length", "number", "amount", "rest", "end", "side", "place", "day", "days", "year", "years", "week", "weeks", "month", "months", "moment", "moments", "reason", "case", "point", "deal", "matter", "people", "person", "everyone", "someone"]);
/** Abbreviated first words of place names ("St. Louis", "Mt. Hood", "Ft. Worth"). */
const PLACE_ABBREVIATIONS = new Set(["st.", "mt.", "ft."]);
/** Verbs whose passive subject is an organisation: "Helios Robotics was founded in 2014". */
const FOUNDING_VERBS = new Set(["found", "cofound", "establish", "incorporate"]);
/** Places of work a document names by their city ("the Austin office"). */
const SITE_NOUNS = new Set(["office", "branch", "store", "shop", "plant", "factory", "lab", "laboratory", "campus", "headquarters", "warehouse", "hub", "studio", "site", "facility", "clinic", "hospital", "restaurant", "bakery", "cafe", "gallery"]);
const RELATIVE_DETERMINERS = new Set(["that", "which", "whose"]);
/** Units written after a number ("250 GB", "5 km", "120 ms"): case-sensitive, so "m" and "s" are not words. */
const UNIT_RE = /^(?:[KMGTP]i?B|[kKMG]?Hz|[km]?m|cm|mm|kg|mg|g|ml|cl|l|ms|µs|ns|kW|W|kWh|Wh|mAh|V|px|fps|mph|rpm)\.?$/;
/** Common nouns that head a name before the name's own word ("Project Falcon", "Lake Tahoe", "Mount Kenya"). */
const NAME_HEADS = new Set(["project", "operation", "programme", "program", "initiative", "mission", "lake", "mount", "cape", "fort", "hurricane", "storm", "team"]);
/** How many sentences back "the project" may find the "Project Falcon" it means. */
const DEFINITE_NAME_REACH = 2;
/** Words opening a relative clause after a noun ("the region that ...", "the city where ..."). */
const RESTRICTIVE_OPENERS = new Set(["that", "which", "where", "who", "whom", "whose", "when"]);
const PLACE_PREPOSITIONS = new Set(["in", "at", "from", "to", "near", "outside", "around"]);
/** Role words wink often tags PROPN ("the CEO of Acme"): a role alone is not a named entity. */
const ROLE_WORDS = new Set(["ceo", "cto", "cfo", "coo", "president", "chairman", "chairwoman", "chair", "founder", "cofounder", "co-founder", "director", "mayor", "governor", "minister", "secretary", "head", "chief", "king", "queen", "prince", "princess", "senator", "professor", "captain", "general"]);
const AWARD_WORDS = new Set(["prize", "award", "awards", "medal", "trophy"]);

/** The lemma of a third-person verb form ("hosts" -> "host", "watches" -> "watch", "carries" -> "carry"), or none. */
function thirdPersonLemma(w: string): string | undefined {
  if (!/^\p{Ll}{3,}s$/u.test(w) || /(?:ss|us|is)$/.test(w)) return undefined;
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(?:ch|sh|x|z|ss)es$/.test(w)) return w.slice(0, -2);
  return w.slice(0, -1);
}

/** Merge key: case-insensitive, ignoring a trailing abbreviation period ("Acme Corp." = "Acme Corp"). */
const keyOf = (name: string) => name.toLowerCase().replace(/\.$/, "").replace(/\s+/g, " ");

/** Relative dates keep their resolved value in the fact: "yesterday (2023-05-07)". */
const dateText = (m: { surface: string; date?: NormalisedDate }) =>
  m.date && !/\d/.test(m.surface) ? `${m.surface} (${m.date.value})` : m.surface;
/** Plural -> singular for head-noun lookups ("sisters" -> "sister", "companies" -> "company"). */
const singular = (w: string) =>
  w.length > 4 && w.endsWith("ies") ? `${w.slice(0, -3)}y` : w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w;
const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const isUpper = (s: string) => /^\p{Lu}/u.test(s);

class Extraction {
  readonly a: Analysis;
  readonly pos: string[];
  readonly ref: Date | undefined;
  readonly ents = new Map<string, Ent>();
  readonly mentions: Mention[] = [];
  /** token -> index in `mentions` of the named/value mention covering it, or -1. */
  readonly coveredBy: Int32Array;
  readonly edges: ExtractedEdge[] = [];
  /** Endpoints of `edges`, index for index. */
  readonly edgeEnds: [Ent, Ent][] = [];
  readonly edgeKeys = new Set<string>();
  readonly lemmaOverride = new Map<number, string>();
  // coreference state
  lastPerson?: Ent;
  lastMale?: Ent;
  lastFemale?: Ent;
  lastOrg?: Ent;
  lastOrgSentence = -10;
  lastPlace?: Ent;
  /** Named entities of two or more words by each word of their name, with the sentence last naming them. */
  readonly namedByWord = new Map<string, { ent: Ent; si: number }>();
  lastPlural?: Ent[];
  sentenceFirstPerson?: Ent;
  prevSentenceFirstPerson?: Ent;
  lastPluralSentence = -10;
  speaker?: Ent;
  /** Capitalised words opening two or more lines as "Word: ..." (see turnLabels). */
  readonly turnLabels: Set<string>;

  constructor(text: string, options: LocalExtractOptions) {
    this.a = analyze(text);
    this.ref = parseReferenceDate(options.referenceDate) ?? this.headerDate();
    this.pos = this.a.pos.slice();
    this.coveredBy = new Int32Array(this.a.tokens.length).fill(-1);
    this.turnLabels = this.recurringTurnLabels();
    this.fixVerbTags();
  }

  /**
   * The speakers of a chat transcript whose names the lexicon also knows as words ("Maya", "Leo", "Sage"): a
   * capitalised word opening two or more lines as "Word: text" is someone taking turns, not a field's label ("Status:",
   * "Note:" open one line each; field labels are never speakers).
   */
  private recurringTurnLabels(): Set<string> {
    const { tokens, lower, types } = this.a;
    const seen = new Map<string, number>();
    for (let i = 0; i + 2 < tokens.length; i++) {
      const lineStart = i === 0 || types[i - 1] === "tabCRLF" || tokens[i - 1]!.includes("\n");
      if (!lineStart || !this.labelEndsAfter(i) || !/^\p{Lu}\p{Ll}+$/u.test(tokens[i]!) || isFieldLabel(lower[i]!)) continue;
      if (tokens[i + 1] === ":" && types[i + 2] === "tabCRLF") continue;
      seen.set(lower[i]!, (seen.get(lower[i]!) ?? 0) + 1);
    }
    return new Set([...seen].filter(([, n]) => n >= 2).map(([w]) => w));
  }

  /** Token i is a recurring turn label (a chat speaker) opening its line. */
  private isTurnLabel(i: number, sentStart: number): boolean {
    return this.turnLabels.has(this.a.lower[i]!) && this.labelEndsAfter(i) && this.isLineStart(i, sentStart);
  }

  /**
   * A dated header opening the text ("[1:56 pm on 8 May, 2023]", "Session date: 2023-05-08") anchors
   * relative dates when no reference date was given: conversation logs are written that way.
   */
  private headerDate(): Date | undefined {
    const firstLine = this.a.text.slice(0, 200).split(/\r?\n/, 1)[0] ?? "";
    if (!firstLine || firstLine.split(/\s+/).length > 12) return undefined;
    const e = this.a.entities.find((x) => x.type === "DATE" && x.start < 20);
    if (!e) return undefined;
    const tail = this.a.entities.find((x) => x.start === e.end + 2 && /^\d{4}$/.test(x.value));
    const d = normaliseDate(tail ? `${e.value}, ${tail.value}` : e.value);
    return d?.precision === "day" && firstLine.includes(e.value) ? parseReferenceDate(d.value) : undefined;
  }

  lemma(i: number): string {
    return this.lemmaOverride.get(i) ?? this.a.lemma(i);
  }

  private fixVerbTags(): void {
    const { lower } = this.a;
    for (let i = 1; i < lower.length; i++) {
      // "the hiring plan", "a cooking class": an -ing word between a determiner and a noun modifies the noun.
      if (this.pos[i] === "VERB" && lower[i]!.endsWith("ing") && this.pos[i - 1] === "DET" && this.pos[i + 1] === "NOUN") {
        this.pos[i] = "NOUN";
        continue;
      }
      // "the Harvard Mark I team led by Howard Aiken": a word the tagger reads as a verb between a name and a participle
      // with its agent is the name's noun.
      if (this.pos[i] === "VERB" && !/(?:ed|ing|s)$/.test(lower[i]!) && (this.pos[i - 1] === "PROPN" || (lower[i - 1] === "i" && this.pos[i - 2] === "PROPN")) && /(?:ed|led|wn|en)$/.test(lower[i + 1] ?? "") && lower[i + 2] === "by") {
        this.pos[i] = "NOUN";
        continue;
      }
      // "New hires spend their first week ...": an -s word the tagger reads as a verb, after a noun, an adjective or a
      // determiner and before the clause's verb, is a plural noun.
      if (this.pos[i] === "VERB" && /^\p{Ll}{3,}[^s]s$/u.test(lower[i]!) && this.pos[i + 1] === "VERB" && !/(?:ing|ed)$/.test(lower[i + 1]!) && (this.pos[i - 1] === "NOUN" || this.pos[i - 1] === "ADJ" || this.pos[i - 1] === "DET")) {
        this.pos[i] = "NOUN";
        continue;
      }
      // "Mira Chen hosts the beta", "Picard commands the Enterprise": the tagger reads a name's verb in -s as
      // a plural noun; a name then an -s word then a determiner or possessive is subject, verb, object (not
      // before a relative "that"/"which": "warehouse robots that sort parcels"). Before a lone adjective that
      // ends the clause, the adjective is the object, a noun ("the Lisbon office hosts mobile.").
      const adjectiveObject = this.pos[i + 1] === "ADJ" && (this.pos[i + 2] === "PUNCT" || this.pos[i + 2] === "CCONJ" || i + 2 >= lower.length);
      const third = this.pos[i] === "NOUN" && (this.pos[i - 1] === "PROPN" || this.pos[i - 1] === "NOUN") && ((this.pos[i + 1] === "DET" && !RELATIVE_DETERMINERS.has(lower[i + 1]!)) || (this.pos[i + 1] === "PRON" && POSSESSIVE.has(lower[i + 1]!)) || adjectiveObject);
      const l = VERBISH[lower[i]!] ?? (third ? thirdPersonLemma(lower[i]!) : undefined);
      if (!l || this.pos[i] === "VERB") continue;
      const prev = this.pos[i - 1];
      if (prev === "PROPN" || (prev === "PRON" && !POSSESSIVE.has(lower[i - 1]!)) || prev === "NOUN" || prev === "PUNCT") {
        const next = this.pos[i + 1];
        if (next === "ADP" || next === "DET" || next === "PROPN" || next === "PRON" || next === "NUM" || (third && adjectiveObject)) {
          this.pos[i] = "VERB";
          this.lemmaOverride.set(i, l);
          if (third && adjectiveObject) this.pos[i + 1] = "NOUN";
        }
      }
    }
  }

  ent(name: string, type: EntityType | undefined, sentence: number, named: boolean): Ent {
    const key = keyOf(name);
    let e = this.ents.get(key);
    if (!e) {
      e = { key, name, type, firstSentence: sentence, named };
      this.ents.set(key, e);
    } else if (!e.type && type) {
      e.type = type;
    }
    return e;
  }

  private addMention(m: Mention): number {
    this.mentions.push(m);
    const idx = this.mentions.length - 1;
    for (let t = m.start; t <= m.end; t++) this.coveredBy[t] = idx;
    return idx;
  }

  /** Start of a line or sentence: where a dialogue label "Name:" can stand. */
  isLineStart(i: number, sentStart: number): boolean {
    if (i === sentStart || i === 0) return true;
    const a = this.a;
    for (let k = i - 1; k >= sentStart; k--) {
      if (a.types[k] === "tabCRLF" || a.tokens[k]!.includes("\n")) return true;
      if (a.types[k] !== "punctuation" && a.types[k] !== "spacing") return false;
    }
    return true;
  }

  /** First word of a sentence, line, dialogue turn ("Jon: ...") or quotation. */
  isClauseStart(i: number, sentStart: number): boolean {
    if (this.isLineStart(i, sentStart)) return true;
    const prev = this.a.tokens[i - 1];
    return prev === ":" || prev === '"' || prev === "“" || prev === "(" || prev === "-" || prev === "–";
  }

  isSpeakerLabel(m: { start: number; end: number }, sentStart: number): boolean {
    // A field's label ("Assignee: Tom Becker", "State: In Progress") is a common word, no one speaking.
    if (m.start === m.end && (isFieldLabel(this.a.lower[m.start]!) || isCommonWord(this.a.lower[m.start]!)) && !this.isTurnLabel(m.start, sentStart)) return false;
    return this.labelEndsAfter(m.end) && this.isLineStart(m.start, sentStart);
  }

  /**
   * Token i ends a turn's label: a colon follows, maybe after a role in brackets ("Leo (Support): I've arranged a
   * replacement jug" is Leo's; nlp.ts's TURN_ROLE: no digits, at most 30 characters, here at most 6 tokens).
   */
  labelEndsAfter(i: number): boolean {
    const t = this.a.tokens;
    if (t[i + 1] === ":") return true;
    // (Not a subject with its teacher in brackets: "Maths (Mr Ahmed): Zoe is working above the expected level.".)
    if (t[i + 1] !== "(" || isHonorific(this.a.lower[i + 2] ?? "")) return false;
    for (let k = i + 2; k < Math.min(t.length - 1, i + 9); k++) {
      if (t[k] === ")") return k > i + 2 && t[k + 1] === ":";
      if (/[\d\n()]/.test(t[k]!)) return false;
    }
    return false;
  }

  /**
   * The author a stored comment's or chat message's header names ("Comment by Ana Silva (2026-03-10T11:05:00Z):",
   * "Chat message by Karim Haddad in #deploys at ...:"): the "I" of the lines after it.
   */
  isAuthorHeader(m: { start: number; end: number }, sentStart: number): boolean {
    const l = this.a.lower;
    if (l[m.start - 1] !== "by") return false;
    if (l[m.start - 2] === "comment") return this.isLineStart(m.start - 2, sentStart);
    return l[m.start - 2] === "message" && l[m.start - 3] === "chat" && this.isLineStart(m.start - 3, sentStart);
  }

  private sentenceIndex: Int32Array | undefined;

  sentenceOf(token: number): number {
    if (!this.sentenceIndex) {
      const idx = new Int32Array(this.a.tokens.length);
      this.a.sentences.forEach(([s, e], si) => idx.fill(si, s, e + 1));
      this.sentenceIndex = idx;
    }
    return this.sentenceIndex[token] ?? 0;
  }

  // ---- step 1: wink value entities -------------------------------------------------------------
  collectValues(): void {
    const { a } = this;
    const ents = a.entities;
    for (let k = 0; k < ents.length; k++) {
      const e = ents[k]!;
      let { start, end } = e;
      let value = e.value;
      const sentence = this.sentenceOf(start);
      if (e.type === "DATE") {
        // "8 May, 2023": wink splits the year off as a CARDINAL.
        const nx = ents[k + 1];
        if (nx && (nx.type === "CARDINAL" || nx.type === "DATE") && /^\d{4}$/.test(nx.value) && nx.start === end + 2 && a.tokens[end + 1] === ",") {
          end = nx.end;
          value = `${value}, ${nx.value}`;
          k++;
        }
        // A deadline ("by Friday", "until Monday") is the coming weekday; a bare one in narration is the last.
        const deadline = /^(?:by|until|till|before)$/.test(a.lower[start - 1] ?? "") && /^(?:sun|mon|tues|wednes|thurs|fri|satur)day$/i.test(value.trim());
        // A weekday that recurs ("a pottery class on Thursday evenings", "every Monday") names no one day.
        const weekday = /^(?:sun|mon|tues|wednes|thurs|fri|satur)day$/i.test(value.trim());
        const recurs = weekday && (/^(?:mornings|afternoons|evenings|nights|lunchtimes)$/.test(a.lower[end + 1] ?? "") || a.lower[start - 1] === "every");
        const date = recurs ? null : normaliseDate(deadline ? `next ${value.trim()}` : value, this.ref);
        if (date) {
          const ent = this.ent(date.value, "Date", sentence, true);
          ent.description ??= `Date mentioned as "${value}".`;
          this.addMention({ start, end, kind: "value", ents: [ent], surface: value, date });
        } else {
          this.addMention({ start, end, kind: "value", ents: [], surface: value });
        }
      } else if (e.type === "TIME" || e.type === "DURATION") {
        this.addMention({ start, end, kind: "value", ents: [], surface: value });
      } else if (e.type === "MONEY") {
        this.addMention({ start, end, kind: "value", ents: [this.ent(value, "Money", sentence, true)], surface: value });
      } else if (e.type === "PERCENT") {
        this.addMention({ start, end, kind: "value", ents: [this.ent(value, "Quantity", sentence, true)], surface: value });
      } else if (e.type === "EMAIL") {
        this.addMention({ start, end, kind: "value", ents: [this.ent(value, "Email", sentence, true)], surface: value });
      } else if (e.type === "URL") {
        this.addMention({ start, end, kind: "value", ents: [this.ent(value, "URL", sentence, true)], surface: value });
      } else if (e.type === "HASHTAG") {
        this.addMention({ start, end, kind: "named", ents: [this.ent(value, "Concept", sentence, true)], surface: value });
      } else if (e.type === "CARDINAL") {
        const year = /^\d{4}$/.test(value) ? Number(value) : NaN;
        const prev = a.lower[start - 1];
        if (year >= 1000 && year <= 2999 && (prev === "in" || prev === "since" || prev === "by" || prev === "until" || prev === "of")) {
          const ent = this.ent(value, "Date", sentence, true);
          ent.description ??= `Date mentioned as "${value}".`;
          this.addMention({ start, end, kind: "value", ents: [ent], surface: value, date: { value, precision: "year" } });
          continue;
        }
        // "250 GB", "180 °C", "50 MB": a number and its unit are one Quantity (the unit is no name of its own: "GB",
        // "MB time" and "C." were Concepts).
        const unitEnd = a.tokens[end + 1] === "°" && /^[CF]\.?$/.test(a.tokens[end + 2] ?? "") ? end + 2 : UNIT_RE.test(a.tokens[end + 1] ?? "") ? end + 1 : -1;
        if (unitEnd > 0) {
          const surface = spanText(a, start, unitEnd).replace(/\.$/, "");
          this.addMention({ start, end: unitEnd, kind: "value", ents: [this.ent(surface, "Quantity", sentence, true)], surface });
          continue;
        }
        // "5 engineers", "three children": a count of something is a Quantity.
        let j = end;
        while (j + 1 < a.tokens.length && this.pos[j + 1] === "ADJ" && j - end < 2) j++;
        if (this.pos[j + 1] === "NOUN") j++;
        if (j > end && this.pos[j] === "NOUN") {
          const surface = spanText(a, start, j);
          this.addMention({ start, end: j, kind: "value", ents: [this.ent(surface, "Quantity", sentence, true)], surface });
        }
      }
    }
  }

  // ---- step 2: proper-noun runs ----------------------------------------------------------------
  private isNameToken(i: number, sentStart: number): boolean {
    if (this.coveredBy[i] !== -1) return false;
    const t = this.a.tokens[i]!;
    // Contractions and typos ("This'll", "would't") are not names; "O'Brien" is.
    if (t.startsWith("'") || t.startsWith("’") || this.a.lower[i] === "i" || /['’]\p{Ll}/u.test(t)) return false;
    const p = this.pos[i];
    if (p === "PROPN") return true;
    // Title-case words inside a name: "New York City", "LGBTQ Support Group", "Tim Cook" (tagged VERB).
    return (p === "NOUN" || p === "VERB" || p === "ADJ") && i > sentStart && isUpper(t) && !this.isClauseStart(i, sentStart);
  }

  /** Token i is a place's abbreviated first word ("St.", "Mt.", "Ft.") with a name after it in sentence [s, e]. */
  abbreviatesPlace(i: number, s: number, e: number): boolean {
    return PLACE_ABBREVIATIONS.has(this.a.lower[i]!) && i + 1 <= e && this.isNameToken(i + 1, s);
  }

  collectNames(): void {
    const { a } = this;
    a.sentences.forEach(([s, e], si) => {
      for (let i = s; i <= e; i++) {
        // wink tags "Mt." as a noun (while "St." is a proper noun): a place's abbreviated first word before a name
        // starts the name ("near Mt. Hood" is "Mt. Hood", not "Hood").
        const placeStart = isUpper(a.tokens[i]!) && this.abbreviatesPlace(i, s, e);
        if (!placeStart && (this.pos[i] !== "PROPN" || !this.isNameToken(i, s))) continue;
        // A one-letter label opening a line ("Q:", "A:" of a FAQ) is no one speaking and names nothing.
        if (/^\p{Lu}$/u.test(a.tokens[i]!) && a.tokens[i + 1] === ":" && this.isLineStart(i, s)) continue;
        let j = i;
        for (;;) {
          // "Acme Corp. Nimbus Labs": an abbreviation period usually closes a name wink failed to split.
          const tok = a.tokens[j]!;
          // Not a place's abbreviated first word ("St. Andrews", "Mt. Kenya"), nor initials ("J.K. Rowling", which
          // wink keeps as one token): the name goes on.
          if (tok.length > 2 && tok.endsWith(".") && !isHonorific(a.lower[j]!) && !this.abbreviatesPlace(j, s, e) && !INITIALS_RE.test(tok)) break;
          if (j + 1 <= e && this.isNameToken(j + 1, s)) {
            j++;
            continue;
          }
          const c = a.lower[j + 1];
          if (j + 2 <= e && c !== undefined && this.isNameToken(j + 2, s)) {
            if (j === i && ROLE_WORDS.has(a.lower[i]!)) break;
            if (NAME_CONNECTORS.has(c) || (c === "in" && PRIZE_HEADS.has(a.lower[j]!) && !isKnownPlace([a.lower[j + 2]!]))) {
              j += 2;
              continue;
            }
            if ((c === "-" || c === "–") && !a.spaces[j + 1] && !a.spaces[j + 2]) {
              j += 2;
              continue;
            }
          }
          // "Ji-woo Park", "Min-jun Kim": a given name hyphenated with a lower-case part, before a surname.
          if ((c === "-" || c === "–") && j + 3 <= e && !a.spaces[j + 1] && !a.spaces[j + 2] && /^\p{Ll}+$/u.test(a.tokens[j + 2]!) && a.spaces[j + 3] && this.isNameToken(j + 3, s)) {
            j += 3;
            continue;
          }
          // "Harvard Mark I", "World War I": a Roman one ends a name of two or more words (never one word: "Thanks
          // Mark I ...").
          if (j > i && a.tokens[j + 1] === "I" && a.spaces[j + 1] && this.coveredBy[j + 1] === -1 && !/^[.,!?;:]$/.test(a.tokens[j + 2] ?? "")) {
            j += 1;
            break;
          }
          // "LGBTQ+": a glued plus sign belongs to the name.
          if (c === "+" && !a.spaces[j + 1]) {
            j += 1;
            continue;
          }
          // "Version 4.2", "Postgres 16", "Internet Explorer 11": a release's number ends its name (not a count of what
          // follows, "Sweden 4 years ago", nor a year, nor a score, "Rafael 6-4").
          const after = a.tokens[j + 2];
          if (j + 1 <= e && a.types[j + 1] === "number" && a.spaces[j + 1] && this.coveredBy[j + 1] === -1 && RELEASE_NUMBER_RE.test(a.tokens[j + 1]!) && !(j + 2 <= e && (["NOUN", "ADJ", "NUM", "PROPN", "SYM"].includes(this.pos[j + 2]!) || /^[-–\/:x×]$/.test(after ?? "")))) j += 1;
          break;
        }
        let start = i;
        // Sentence-initial capitals are not names by themselves: "Setbacks are ...", "Awesome John!".
        // A hyphenated name ("Jean-Luc Picard") is one name, whatever its first part means alone.
        const hyphenated = a.tokens[i + 1] === "-" && !a.spaces[i + 1] && !a.spaces[i + 2] && j > i + 1;
        // Nor is a word of a name already found ("Grace Hopper ... Hopper retired"), though "hopper" is a word
        // (asked last: it scans the entities found so far).
        const partOfName = () => j === i && [...this.ents.values()].some((x) => x.named && x.type === "Person" && x.key.includes(" ") && x.key.split(" ").includes(a.lower[i]!));
        // "Project Falcon", "Lake Tahoe": a word that heads a name before the name's own word belongs to it.
        const nameHead = j > i && NAME_HEADS.has(a.lower[i]!);
        if (this.isClauseStart(i, s) && isCommonWord(a.lower[i]!) && !hyphenated && !nameHead && !this.isTurnLabel(i, s) && !partOfName()) {
          if (j === i) continue;
          start = i + 1;
          if (this.pos[start] !== "PROPN") {
            i = j;
            continue;
          }
        }
        // Honorifics type the name but are dropped when a full name remains ("Dr. Ada Lovelace").
        let honorific = false;
        while (start < j && isHonorific(a.lower[start]!)) {
          honorific = true;
          start++;
        }
        if (honorific && j - start < 1) start = i;
        if (start > j) continue;
        if (start === j && ROLE_WORDS.has(a.lower[j]!)) continue;
        this.addName(start, j, si, s, honorific || (i > s && isHonorific(a.lower[i - 1]!)));
        i = j;
      }
    });
  }

  private addName(start: number, end: number, sentence: number, sentStart: number, honorific: boolean): void {
    const { a } = this;
    const lowerTokens: string[] = [];
    for (let t = start; t <= end; t++) if (a.tokens[t] !== "-" && a.tokens[t] !== "–") lowerTokens.push(a.lower[t]!.replace(/\.$/, ""));
    // "an American technology company": a nationality used as an adjective is not an entity.
    if (start === end && this.pos[end + 1] === "NOUN" && lexiconType([lowerTokens[0]!]) === "Concept") return;
    // A capital glued to a number and followed by no word is part of it, not a name: "T11" and "Z" of
    // "2026-03-10T11:05:00Z" (but "5K charity run" and "3D adventure game" go on as names).
    const glued = start === end && start > 0 && !a.spaces[start] && a.types[start - 1] === "number";
    if (glued && (end + 1 >= a.tokens.length || a.types[end + 1] !== "word" || !a.spaces[end + 1])) return;
    // A given name hyphenated with a lower-case part before a surname ("Ji-woo Park") is a person's, though
    // "park" alone reads as a place.
    const hyphenatedGiven = /^\p{Lu}\p{Ll}*[-–]\p{Ll}+\s+\p{Lu}/u.test(spanText(a, start, end).trim());
    let type = honorific || hyphenatedGiven
      ? ("Person" as EntityType)
      : lowerTokens.some((t) => AWARD_WORDS.has(t))
        ? ("Award" as EntityType)
        : lexiconType(lowerTokens, a.lower[start - 1]);
    // "in Austin, Texas", "from Victoria, Canada": a name after a preposition and before a comma and a known
    // place is a place, though the lexicon knows "Austin" and "Victoria" as given names.
    if (type === "Person" && !honorific && start === end && PLACE_PREPOSITIONS.has(a.lower[start - 1] ?? "") && a.tokens[end + 1] === "," && this.pos[end + 2] === "PROPN" && isKnownPlace([a.lower[end + 2]!])) type = "Location";
    // Likewise one after a preposition's known place and a comma: "in Arlington, Virginia", "in Frankfurt, Virginia
    // and Singapore" (the lexicon knows "Virginia" only as a given name).
    if (type === "Person" && !honorific && start === end && start >= 3 && a.tokens[start - 1] === "," && isKnownPlace([a.lower[start - 2]!]) && PLACE_PREPOSITIONS.has(a.lower[start - 3]!)) type = "Location";
    // "St. Andrews", "Mt. Hood": a place, though the lexicon knows "Andrews" as a surname.
    if (!honorific && lowerTokens.length > 1 && PLACE_ABBREVIATIONS.has(`${lowerTokens[0]}.`)) type = "Location";
    // Unknown name followed by common nouns is one compound concept: "LGBTQ support group".
    if (!type) {
      let j = end;
      while (j + 1 < a.tokens.length && this.pos[j + 1] === "NOUN" && this.coveredBy[j + 1] === -1 && j - end < 3 && !VERBISH[a.lower[j + 1]!]) j++;
      if (j > end) {
        end = j;
        type = nounPhraseType(singular(a.lower[j]!));
      }
    }
    let name = spanText(a, start, end).replace(/^["'“‘(]+|["'”’)]+$/g, "");
    name = name.replace(/\s*([-–])\s*/g, "$1");
    if (!name || !/\p{L}/u.test(name)) return;
    // Dialogue turn "Caroline: ..." names the speaker of the following first-person pronouns.
    const speakerTurn = this.isSpeakerLabel({ start, end }, sentStart);
    if (speakerTurn) type = "Person";
    const ent = this.ent(name, type, sentence, true);
    if (ent.type === "Person" && !ent.gender) ent.gender = genderOf(a.tokens[start]!);
    this.addMention({ start, end, kind: "named", ents: [ent], surface: name });
  }

  // ---- step 3: aliases and types of unknown names ---------------------------------------------
  resolveAliases(): void {
    const persons: Ent[] = [];
    const orgs: Ent[] = [];
    // A name only ever in a Markdown heading ("# Northwind Engineering Handbook") is a document's title, not
    // what its first word alone ("Northwind has offices ...") stands for.
    const outsideHeadings = new Set<Ent>();
    for (const m of this.mentions) if (m.kind === "named" && this.a.tokens[m.start - 1] !== "#") for (const e of m.ents) outsideHeadings.add(e);
    for (const e of this.ents.values()) {
      const n = e.name.split(/\s+/).length;
      if (e.type === "Person" && n > 1) persons.push(e);
      // An unknown name of several words ("Helios Robotics") is what its first word alone ("Helios") stands for.
      if ((e.type === "Organization" || (e.type === undefined && e.named && outsideHeadings.has(e))) && n > 1) orgs.push(e);
    }
    // Indexes built once per chunk: matching every named mention against every full name (and every
    // entity, for nicknames) by splitting names again and again was a third of local extraction on the
    // 1 MB ingest corpus (99 chunks under Node: 3.1 s -> 2.0 s with these, byte-identical output).
    const fullNames = new Set<Ent>([...persons, ...orgs]);
    // A full name by its first and last word, and by every part of it (hyphenated parts too).
    const personsByToken = new Map<string, Ent[]>();
    for (const p of persons) {
      const pt = p.key.split(/\s+/);
      for (const tok of new Set([pt[0]!, pt[pt.length - 1]!, ...p.key.split(/[\s-]+/)])) {
        const list = personsByToken.get(tok);
        if (list) list.push(p);
        else personsByToken.set(tok, [p]);
      }
    }
    // Types and the entity map do not change in this loop (only mentions are re-pointed).
    const personFirsts: { p: Ent; first: string }[] = [];
    for (const p of this.ents.values()) if (p.type === "Person") personFirsts.push({ p, first: p.key.split(/\s+/)[0]! });
    const replaced = new Map<Ent, Ent>();
    for (const m of this.mentions) {
      if (m.kind !== "named") continue;
      const e = m.ents[0]!;
      if (fullNames.has(e)) continue;
      const toks = e.key.split(/\s+/);
      let target: Ent | undefined;
      if (toks.length === 1 && (e.type === "Person" || e.type === undefined)) {
        // Most recent full name that ends or starts with this token (lists are in `persons` order).
        target = this.mostRecent(personsByToken.get(toks[0]!) ?? [], m.start);
      }
      if (!target && toks.length === 1 && toks[0]!.length >= 3 && (e.type === "Person" || e.type === undefined)) {
        // Nicknames: "Mel" for "Melanie" when exactly one person's first name starts with it.
        const firsts = personFirsts.filter(({ p, first }) => p !== e && first.startsWith(toks[0]!));
        if (firsts.length === 1) target = firsts[0]!.p;
      }
      if (!target && (e.type === "Organization" || e.type === undefined)) {
        target = this.mostRecent(
          orgs.filter((o) => o !== e && o.key.startsWith(`${e.key} `)),
          m.start,
        );
      }
      if (target) {
        m.ents = [target];
        replaced.set(e, target);
      }
    }
    const stillMentioned = new Set<Ent>();
    for (const m of this.mentions) for (const x of m.ents) stillMentioned.add(x);
    for (const [from] of replaced) if (!stillMentioned.has(from)) this.ents.delete(from.key);
    // Names the lexicon could not type: compromise's tagger on a window around the first mention.
    // A parse costs ~1-3 ms, so only the chunk's most frequent unknown names get one (memoised per
    // name across chunks); the rest are typed by their role in a relation or stay Concept.
    const unknown = new Map<Ent, { mention: Mention; count: number }>();
    for (const m of this.mentions) {
      const e = m.ents[0];
      if (m.kind !== "named" || !e || e.type) continue;
      // Acronyms ("RPG", "FYI") and quoted titles ("The Name of the Wind") are concepts; no parse needed.
      const quoted = /^["“'‘]$/.test(this.a.tokens[m.start - 1] ?? "") || /^["“'‘]$/.test(this.a.tokens[m.start - 2] ?? "");
      if (quoted || /^[\p{Lu}\d&+.-]{2,}s?$/u.test(e.name)) continue;
      const u = unknown.get(e);
      if (u) u.count++;
      else unknown.set(e, { mention: m, count: 1 });
    }
    // "Cupertino, California": a name followed by a comma and a known place is a place.
    for (const [e, { mention: m }] of unknown) {
      const next = this.a.tokens[m.end + 1] === "," ? this.mentions.find((x) => x.start === m.end + 2 && x.kind === "named") : undefined;
      if (next?.ents[0]?.type === "Location") e.type = "Location";
    }
    let parses = 0;
    for (const [e, { mention: m, count }] of [...unknown].sort((x, y) => y[1].count - x[1].count)) {
      if (e.type) continue;
      if (!hasCompromiseType(e.name)) {
        // A one-off single word is not worth a parse; recurring or multi-word names are.
        if (count < 2 && !e.name.includes(" ")) continue;
        if (parses++ >= MAX_COMPROMISE_PARSES) continue;
      }
      const lo = Math.max(0, m.start - 4);
      const hi = Math.min(this.a.tokens.length - 1, m.end + 4);
      e.type = compromiseType(e.name, spanText(this.a, lo, hi));
    }
  }

  private mostRecent(candidates: Ent[], before: number): Ent | undefined {
    if (candidates.length <= 1) return candidates[0];
    let best: Ent | undefined;
    let bestPos = -1;
    for (const m of this.mentions) {
      const e = m.ents[0];
      if (e && candidates.includes(e) && m.start < before && m.start > bestPos) {
        best = e;
        bestPos = m.start;
      }
    }
    return best ?? candidates[0];
  }

  // ---- step 4: sentences: coreference + relations ----------------------------------------------
  walk(): void {
    const { a } = this;
    const byStart = new Map<number, Mention>();
    for (const m of this.mentions) byStart.set(m.start, m);
    a.sentences.forEach(([s, e], si) => {
      const sentenceMentions: Mention[] = [];
      const personsHere: Ent[] = [];
      if (this.sentenceFirstPerson) this.prevSentenceFirstPerson = this.sentenceFirstPerson;
      this.sentenceFirstPerson = undefined;
      for (let i = s; i <= e; i++) {
        const m = byStart.get(i);
        if (m && this.coveredBy[i] !== -1) {
          sentenceMentions.push(m);
          const [org, orgSentence] = [this.lastOrg, this.lastOrgSentence];
          for (const ent of m.ents) this.noteEntity(ent, si, personsHere, this.isSpeakerLabel(m, s) || this.isAuthorHeader(m, s));
          // A name qualifying the noun after it ("we offer Google sign-in. I'll add it by Thursday.") is not what a
          // later "it" means: the thing it qualifies is.
          if (this.pos[m.end + 1] === "NOUN") [this.lastOrg, this.lastOrgSentence] = [org, orgSentence];
          i = m.end;
          continue;
        }
        const pron = this.pronoun(i, si);
        if (pron) {
          sentenceMentions.push(pron);
          if (pron.kind === "pronoun") {
            for (const ent of pron.ents) if (ent.type === "Person") {
              if (!personsHere.includes(ent)) personsHere.push(ent);
              this.sentenceFirstPerson ??= ent;
            }
          }
          continue;
        }
        const def = this.definiteNp(i, s, si);
        if (def) {
          sentenceMentions.push(def);
          // "The company builds ... In 2019 it opened ...": the reference keeps the organisation current.
          if (def.ents[0] === this.lastOrg) this.lastOrgSentence = si;
          i = def.end;
        }
      }
      const untyped = sentenceMentions.flatMap((m) => (m.kind === "named" && !this.isSpeakerLabel(m, s) && !this.isAuthorHeader(m, s) ? m.ents.filter((x) => x.type !== "Person") : []));
      this.relations(s, e, si, sentenceMentions);
      // A name this sentence's role showed to be a person's ("Priya Raman is the product owner") is whom a "she" in
      // the next sentence may mean. Only those, and never a chat line's speaker, who is noted as the speaker.
      for (const ent of untyped) {
        if (ent.type !== "Person" || personsHere.includes(ent)) continue;
        this.sentenceFirstPerson ??= ent;
        this.lastPerson = ent;
        personsHere.push(ent);
      }
      // A name this sentence's verbs show to be an organisation ("Helios Robotics was founded ...") is what a
      // later "the company" or "it" points back to.
      for (const m of sentenceMentions) {
        if (m.kind !== "named") continue;
        for (const ent of m.ents) {
          if (ent.type || ent.hint !== "Organization") continue;
          this.lastOrg = ent;
          this.lastOrgSentence = si;
        }
      }
      if (personsHere.length >= 2) {
        this.lastPlural = personsHere.slice(-2);
        this.lastPluralSentence = si;
      }
      // Default description: the first informative sentence naming the entity (not a greeting).
      const informative = e - s + 1 >= 7;
      for (const m of sentenceMentions) {
        if (m.kind === "possessive" || m.kind === "pronoun") continue;
        for (const ent of m.ents) {
          if (!ent.named || ent.description) continue;
          if (informative) ent.description = this.sentenceText(s, e);
          else ent.fallbackDescription ??= this.sentenceText(s, e);
        }
      }
    });
  }

  private sentenceText(s: number, e: number): string {
    let t = spanText(this.a, s, e).trim();
    // A turn's later sentence keeps who said it ("Caroline: I ran into a group of religious conservatives ..."):
    // an entity's description is shown alone in graph context, where "I" would be no one.
    const speaker = this.turnSpeaker(s);
    if (speaker && !t.startsWith(`${speaker}:`)) t = `${speaker}: ${t}`;
    return t.length > MAX_DESCRIPTION ? `${t.slice(0, MAX_DESCRIPTION - 1).replace(/\s+\S*$/, "")}…` : t;
  }

  /** The speaker label opening the line of token `s` ("Caroline: ..."), if any. */
  private turnSpeaker(s: number): string | undefined {
    const { a } = this;
    let start = s;
    while (start < a.tokens.length - 1 && (a.types[start] === "tabCRLF" || a.tokens[start]!.includes("\n"))) start++;
    let k = start;
    while (k > 0 && a.types[k - 1] !== "tabCRLF" && !a.tokens[k - 1]!.includes("\n")) k--;
    if (k === start) return undefined;
    const m = this.mentions.find((x) => x.start === k && x.kind === "named");
    return m && this.labelEndsAfter(m.end) ? m.ents[0]?.name : undefined;
  }

  private noteEntity(ent: Ent, si: number, personsHere: Ent[], speaker: boolean): void {
    if (speaker) this.speaker = ent;
    if (ent.named && ent.type !== "Person" && ent.name.includes(" ")) for (const w of ent.name.toLowerCase().split(/\s+/)) this.namedByWord.set(w, { ent, si });
    if (ent.type === "Person") {
      this.lastPerson = ent;
      this.sentenceFirstPerson ??= ent;
      if (ent.gender === "male") this.lastMale = ent;
      else if (ent.gender === "female") this.lastFemale = ent;
      if (!personsHere.includes(ent) && !speaker) personsHere.push(ent);
    } else if (ent.type === "Organization") {
      this.lastOrg = ent;
      this.lastOrgSentence = si;
    } else if (ent.type === "Location") {
      this.lastPlace = ent;
    }
  }

  /** he/she: the sentence's first person (its usual subject), then the previous sentence's, then the most recent. */
  private personFor(gender: "male" | "female"): Ent | undefined {
    const ok = (e: Ent | undefined) => e && e.type === "Person" && (!e.gender || e.gender === gender) ? e : undefined;
    return ok(this.sentenceFirstPerson) ?? ok(this.prevSentenceFirstPerson) ?? (gender === "male" ? this.lastMale : this.lastFemale) ?? ok(this.lastPerson);
  }

  private pronoun(i: number, si: number): Mention | undefined {
    const { a } = this;
    const p = this.pos[i];
    const tok = a.tokens[i]!;
    const contracted = p !== "PRON" && p !== "DET" && (tok.includes("'") || tok.includes("’")) ? CONTRACTED_PRONOUN.exec(tok) : null;
    if (p !== "PRON" && p !== "DET" && !contracted) return undefined;
    const w = contracted ? contracted[1]!.toLowerCase() : a.lower[i]!;
    let ents: Ent[] | undefined;
    if (MALE.has(w)) {
      const e = this.personFor("male");
      if (e) ents = [e];
    } else if (FEMALE.has(w)) {
      const e = this.personFor("female");
      if (e) ents = [e];
    } else if (PLURAL.has(w)) {
      if (this.lastPlural && si - this.lastPluralSentence <= 1) ents = this.lastPlural;
      else if (this.lastOrg && si - this.lastOrgSentence <= 1) ents = [this.lastOrg];
    } else if (FIRST.has(w)) {
      if (this.speaker) ents = [this.speaker];
    } else if (w === "it" || w === "its") {
      if (this.lastOrg && si - this.lastOrgSentence <= 1) ents = [this.lastOrg];
    }
    if (!ents) return undefined;
    // "her" before a noun is a determiner ("her daughter"), like his/their/my/its always are.
    const next = this.pos[i + 1];
    // A recipient between a verb and what it takes ("I ordered her a scarf", "gave him the keys") is no argument:
    // the thing after it is the object ("Liam ordered Mom." had lost the scarf).
    if (RECIPIENT_PRONOUNS.has(w) && (this.pos[i - 1] === "VERB" || this.pos[i - 1] === "AUX") && (next === "DET" || next === "NUM")) return undefined;
    // A subject pronoun right after a verb opens the clause the verb takes ("I didn't know she wrote the first published
    // algorithm", "I think he left"): no object of that verb ("Ben didn't know Tara." was written), and, with no
    // name before it in the clause, not resolved to the one spoken to.
    if (CLAUSE_SUBJECT_PRONOUNS.has(w) && this.pos[i - 1] === "VERB" && (next === "VERB" || next === "AUX")) return undefined;
    const possessive = POSSESSIVE.has(w) && (w !== "her" || next === "NOUN" || next === "ADJ" || next === "PROPN" || next === "NUM");
    return { start: i, end: i, kind: possessive ? "possessive" : "pronoun", ents, surface: a.tokens[i]! };
  }

  /** "the company" -> most recent organisation; "the city" -> most recent place. */
  private definiteNp(i: number, s: number, si: number): Mention | undefined {
    const { a } = this;
    if (a.lower[i] !== "the" || this.pos[i + 1] !== "NOUN" || this.pos[i + 2] === "NOUN") return undefined;
    const head = a.lower[i + 1]!;
    let e: Ent | undefined;
    // "Project Falcon migrates ... The project is led by Nadia Rahman": the noun of a name named in the last
    // DEFINITE_NAME_REACH sentences is that name.
    const named = this.namedByWord.get(head);
    if (named && si - named.si <= DEFINITE_NAME_REACH) e = named.ent;
    else if (DEFINITE_ORG.has(head)) e = this.lastOrg;
    else if (DEFINITE_PLACE.has(head)) e = this.lastPlace;
    else if (DEFINITE_PERSON.has(head)) e = head === "couple" ? undefined : this.lastPerson;
    if (!e || i < s) return undefined;
    if (this.pos[i + 2] === "ADP" && a.lower[i + 2] === "of") return undefined; // "the capital of France"
    // "the region you pick", "the city where we met": a relative clause says which one; no reference back.
    const after = a.lower[i + 2];
    if ((after !== undefined && RESTRICTIVE_OPENERS.has(after)) || (this.pos[i + 2] === "PRON" && (this.pos[i + 3] === "VERB" || this.pos[i + 3] === "AUX"))) return undefined;
    // "the engineer Lars Moe": a title before a name, not a reference back to the last person.
    if (this.pos[i + 2] === "PROPN" || this.isNameToken(i + 2, s)) return undefined;
    return { start: i, end: i + 1, kind: "pronoun", ents: [e], surface: `the ${a.tokens[i + 1]}` };
  }

  // ---- relations -----------------------------------------------------------------------------
  private verbGroups(s: number, e: number): VerbGroup[] {
    const { a, pos } = this;
    const groups: VerbGroup[] = [];
    for (let i = s; i <= e; i++) {
      const p = pos[i];
      if (p !== "VERB" && p !== "AUX") continue;
      if (this.coveredBy[i] !== -1) continue;
      let j = i;
      for (;;) {
        const q = pos[j + 1];
        const w = a.lower[j + 1];
        if (j + 1 > e || w === undefined) break;
        if (q === "VERB" || q === "AUX") j++;
        else if ((q === "PART" || q === "ADV") && GROUP_ADVERBS.has(w) && (pos[j + 2] === "VERB" || pos[j + 2] === "AUX")) j++;
        else if (q === "PART" && w === "to" && pos[j + 2] === "VERB") j++;
        else if (q === "PART" && (w === "n't" || w === "not")) j++;
        else break;
      }
      let main = -1;
      for (let k = j; k >= i; k--) if (pos[k] === "VERB") {
        main = k;
        break;
      }
      let negated = false;
      let passiveAux = false;
      for (let k = i; k <= j; k++) {
        const w = a.lower[k]!;
        if (w === "not" || w === "n't" || w === "never" || w === "cannot") negated = true;
        if (pos[k] === "AUX" && k < main) {
          const l = this.lemma(k);
          if (l === "be" || l === "get") passiveAux = true;
        }
      }
      let lemma: string;
      if (main >= 0) lemma = this.lemma(main);
      else {
        // Auxiliary-only group: copula "is", possession "has".
        let l = "be";
        for (let k = i; k <= j; k++) if (pos[k] === "AUX") l = this.lemma(k);
        lemma = l;
      }
      groups.push({ start: i, end: j, main, lemma, negated, passiveAux });
      i = j;
    }
    return groups;
  }

  /** Argument mention starting at token i (possessive determiners are never arguments). */
  /**
   * The verb group as it reads after its subject pronoun is replaced by a name: "I've been" -> "has been",
   * "I'm" -> "is", "I am" -> "is" ("Caroline has been looking into counseling").
   */
  verbSurface(g: VerbGroup): string {
    const { a } = this;
    const words: string[] = [];
    const subjectWord = a.lower[g.start - 1];
    const firstPerson = subjectWord !== undefined && (FIRST.has(subjectWord) || subjectWord === "we" || subjectWord === "you" || subjectWord === "they");
    for (let k = g.start; k <= g.end; k++) {
      let w = a.tokens[k]!;
      const lw = w.toLowerCase().replace("’", "'");
      const glued = k > g.start && !a.spaces[k];
      if (k === g.start && CONTRACTIONS[lw] !== undefined) w = CONTRACTIONS[lw]!;
      else if (k === g.start && firstPerson && (lw === "am" || lw === "are")) w = "is";
      else if (k === g.start && firstPerson && lw === "have") w = "has";
      else if (k === g.start && firstPerson && lw === "were") w = "was";
      if (glued && words.length) words[words.length - 1] += w;
      else words.push(w);
    }
    return words.join(" ");
  }

  /** Per-sentence position index of argument mentions (rebuilt when the list changes). */
  private index = new WeakMap<Mention[], { size: number; byStart: Map<number, Mention>; byEnd: Map<number, Mention> }>();

  private positions(list: Mention[]) {
    let ix = this.index.get(list);
    if (!ix || ix.size !== list.length) {
      const byStart = new Map<number, Mention>();
      const byEnd = new Map<number, Mention>();
      for (const m of list) {
        if (m.kind === "possessive") continue;
        if (!byStart.has(m.start)) byStart.set(m.start, m);
        if (!byEnd.has(m.end)) byEnd.set(m.end, m);
      }
      ix = { size: list.length, byStart, byEnd };
      this.index.set(list, ix);
    }
    return ix;
  }

  private mentionAt(i: number, list: Mention[]): Mention | undefined {
    return this.positions(list).byStart.get(i);
  }

  private mentionEndingAt(i: number, list: Mention[]): Mention | undefined {
    return this.positions(list).byEnd.get(i);
  }

  /** Skips determiners, adjectives, possessives and adverbs before an argument. */
  private skipModifiers(i: number, limit: number): number {
    const { a, pos } = this;
    let k = i;
    while (k <= limit && k - i < 6) {
      const p = pos[k];
      const w = a.lower[k]!;
      const demonstrative = (w === "that" || w === "this" || w === "these" || w === "those") && (pos[k + 1] === "NOUN" || pos[k + 1] === "ADJ");
      if (p === "DET" || p === "ADJ" || demonstrative || (p === "ADV" && w !== "not") || (p === "PRON" && POSSESSIVE.has(w) && this.coveredBy[k] === -1)) k++;
      else break;
    }
    return k;
  }

  /** A name after a title of one or two common nouns ("engineer Lars Moe", "team lead Ana Silva"): the name's mention. */
  private titledName(i: number, limit: number, mentions: Mention[]): Mention | undefined {
    const { pos } = this;
    let k = i;
    while (k <= limit && k - i < 2 && pos[k] === "NOUN" && this.coveredBy[k] === -1) k++;
    if (k === i || k > limit) return undefined;
    // The title names a person's role or kind ("engineer", "neighbor", "physicist"), not a thing ("the thought Nate!").
    const head = this.a.lower[k - 1]!;
    if (!DEFINITE_PERSON.has(head) && !ROLE_WORDS.has(head) && !HUMAN_ROLES.has(head) && !PERSON_NOUN_RE.test(head)) return undefined;
    const m = this.mentionAt(k, mentions);
    return m && m.kind === "named" && m.ents[0]?.type === "Person" ? m : undefined;
  }

  /** Common-noun phrase starting at i (after modifiers): "support group", "physicist". */
  private nounPhrase(i: number, limit: number, si: number): Mention | undefined {
    const { a, pos } = this;
    let k = i;
    let head = -1;
    while (k <= limit && (pos[k] === "NOUN" || pos[k] === "ADJ" || (pos[k] === "PROPN" && this.coveredBy[k] === -1)) && this.coveredBy[k] === -1 && k - i < 5) {
      if (pos[k] === "NOUN" || (pos[k] === "PROPN" && ROLE_WORDS.has(a.lower[k]!))) head = k;
      else if (head >= 0) break;
      k++;
    }
    if (head < 0) return undefined;
    // Start at the first noun or adjective after determiners; keep adjectives that are part of the term.
    let start = i;
    while (start < head && pos[start] !== "NOUN" && pos[start] !== "ADJ" && pos[start] !== "PROPN") start++;
    const words: string[] = [];
    for (let t = start; t <= head; t++) words.push(pos[t] === "PROPN" ? a.tokens[t]! : a.lower[t]!);
    let name = words.join(" ");
    if (name.length < 2 || (start === head && STOP_NOUNS.has(a.lower[head]!))) return undefined;
    // "a second office in Austin" is the "Austin office" a later sentence names ("The Austin office employs ..."):
    // a site is named by its place, so every office is not one node.
    const place = SITE_NOUNS.has(singular(a.lower[head]!)) && (a.lower[head + 1] === "in" || a.lower[head + 1] === "at") ? this.mentionAt(head + 2, this.mentions) : undefined;
    if (place && place.kind === "named" && place.ents[0]?.type === "Location") name = `${place.ents[0].name} ${a.lower[head]}`;
    const ent = this.ent(name, nounPhraseType(singular(a.lower[head]!)), si, false);
    if (!ent.description) {
      const [s, e] = this.a.sentences[si]!;
      ent.description = this.sentenceText(s, e);
    }
    return { start, end: head, kind: "np", ents: [ent], surface: name };
  }

  private clauseEnd(from: number, e: number, groups: VerbGroup[]): number {
    let end = e;
    for (const g of groups) if (g.start > from) {
      end = Math.min(end, g.start - 1);
      break;
    }
    for (let k = from; k <= end; k++) {
      const t = this.a.tokens[k]!;
      if (t === ";" || t === "." || t === "!" || t === "?" || t === ":" || (this.pos[k] === "SCONJ" && k > from)) return k - 1;
    }
    return end;
  }

  private relations(s: number, e: number, si: number, mentions: Mention[]): void {
    const { a, pos } = this;
    const consumed = new Set<Mention>();
    const dateAttached = new Set<Mention>();
    /** Tokens of appositives and relative clauses, which sit between a subject and its verb. */
    const skippable = new Uint8Array(e - s + 1);
    this.kinship(s, e, mentions, si);
    this.appositives(s, e, mentions, consumed, si, skippable);
    const allGroups = this.verbGroups(s, e);
    const namingVerbs = new Set<number>();
    // "a startup called Nimbus Labs": "called" names the noun before it; it opens no clause of its own.
    for (const g of allGroups) {
      const w = a.lower[g.start];
      if (g.start === g.end && (w === "called" || w === "named") && pos[g.start - 1] === "NOUN" && this.mentionAt(g.end + 1, mentions)) namingVerbs.add(g.start);
    }
    const groups = allGroups.filter((g) => !namingVerbs.has(g.start));
    let previous: VerbGroup | undefined;
    for (const g of groups) {
      if (namingVerbs.has(g.start)) continue;
      let subject = this.findSubject(g, s, mentions, consumed, previous, skippable);
      // "X is a company headquartered in Y" / "X, founded in 1976, ...": a bare participle modifies the
      // previous clause's subject.
      // A past participle only after a copula: after a verb with an object it modifies that object ("Helios
      // raised 12 million euros, led by North Sea Ventures": the round was led, not Helios). An infinitive
      // ("collaborating with organizations to create ...") is the previous subject's.
      const bare = g.start === g.end && g.main === g.start;
      const participle = bare && a.lower[g.start - 1] !== "to" && (/(?:ed|en|wn)$/.test(a.lower[g.main]!) || IRREGULAR_PARTICIPLES.has(a.lower[g.main]!));
      if (!subject && bare && PARTICIPLE_MODIFIERS.has(g.lemma) && previous?.subject && (!participle || (previous.main < 0 && previous.lemma === "be"))) subject = previous.subject;
      // "opened an office in Austin, Texas, led by Maria Lopez": a participle after a comma that closes the
      // previous verb's object and its attachments modifies that object, not the last name before it.
      // Right after the object too when an agent follows ("joined a startup founded by Ana Silva").
      if (!subject && participle && previous?.object && ((a.tokens[g.start - 1] === "," && (a.lower[g.end + 1] === "by" || PARTICIPLE_MODIFIERS.has(g.lemma))) || (previous.object.end === g.start - 1 && a.lower[g.end + 1] === "by"))) subject = previous.object;
      g.subject = subject;
      const limit = this.clauseEnd(g.end + 1, e, groups);
      // "The company, founded by Lars Moe, is based in Oslo": a participle clause between commas sits between
      // a subject and its verb; the next verb's subject is found across it, not inside it.
      if (participle && a.tokens[g.start - 1] === "," && (a.tokens[limit] === "," || a.tokens[limit + 1] === ",")) {
        skippable.fill(1, g.start - 1 - s, (a.tokens[limit] === "," ? limit + 1 : limit + 2) - s);
      }
      // "X, who was born in Warsaw, studied ...": the relative clause is transparent for the next verb.
      const rel = a.lower[g.start - 1];
      if (subject && (rel === "who" || rel === "which") && a.tokens[limit + 1] === ",") skippable.fill(1, g.start - 1 - s, limit + 2 - s);
      if (g.main < 0 && g.lemma === "be") {
        if (subject) this.copula(g, subject, limit, mentions, consumed, si);
        previous = g;
        continue;
      }
      // preposition(s) right after the verb: "born in", "grew up in"
      let k = g.end + 1;
      const preps: string[] = [];
      const prepStart = k;
      while (k <= limit && (pos[k] === "ADP" || (pos[k] === "PART" && a.lower[k] !== "'s")) && preps.length < 2) {
        preps.push(a.lower[k]!);
        k++;
      }
      const prepSurface = k > prepStart ? spanText(a, prepStart, k - 1).toLowerCase() : "";
      let prep = preps.join("_");
      const direct = this.mentionAt(k, mentions);
      const argStart = direct ? k : this.skipModifiers(k, limit);
      let objects: Mention[] = [];
      let m = direct ?? this.mentionAt(argStart, mentions) ?? this.titledName(argStart, limit, mentions);
      if (m && m.kind !== "value") {
        objects.push(m);
      } else if (!m && argStart <= limit) {
        const np = this.nounPhrase(argStart, limit, si);
        if (np) {
          // "a startup called Nimbus Labs": the name replaces the common noun.
          const after = a.lower[np.end + 1];
          // So does a name right after it ("joined the design studio Nordlys"): the studio is Nordlys. Not a
          // person's name, which there is the one spoken to ("I love the thought Nate!"; a role before a name,
          // "the physicist Marie Curie", is read as a title elsewhere).
          const apposed = this.mentionAt(np.end + 1, mentions);
          const appositive = apposed && apposed.kind !== "value" && /^\p{Lu}/u.test(a.tokens[np.end + 1]!) && apposed.ents.every((x) => x.type !== "Person") && !/^[!?]$/.test(a.tokens[apposed.end + 1] ?? "");
          const named = after === "called" || after === "named" ? this.mentionAt(np.end + 2, mentions) : appositive ? apposed : undefined;
          if (named) {
            const target = named.ents[0]!;
            if (!target.description) {
              target.description = `${cap(np.surface)}.`;
              target.strongDescription = true;
            }
            if (!target.type || target.type === "Concept") target.type = np.ents[0]!.type === "Concept" ? target.type : np.ents[0]!.type;
            if (np.ents[0]!.type === "Concept" && !target.type) target.hint = "Organization";
            objects.push(named);
            consumed.add(named);
          } else if (subject && !LIGHT_VERBS.has(g.lemma) && !(g.main < 0)) {
            objects.push(np);
            this.mentions.push(np);
          } else {
            // Too light for an edge, but the facts attached to this verb still name it ("had a conversation on ...").
            g.objectPhrase = spanText(a, k, np.end);
          }
        }
      }
      // Coordinated objects: "polonium and radium", "Warsaw, Paris and Berlin".
      let last = objects[0];
      while (last && objects.length < 5) {
        const c = a.lower[last.end + 1];
        if (c !== "and" && c !== "," && c !== "or") break;
        let n = last.end + 2;
        while (pos[n] === "DET" || pos[n] === "ADJ") n++;
        const nxt = this.mentionAt(n, mentions);
        // A mention right before the next verb is that verb's subject ("..., where she met"); one that ends the
        // clause is the last of the list ("runs in Frankfurt, Lisbon and Singapore.").
        if (!nxt || nxt.kind === "value" || nxt.end > limit || (nxt.end === limit && groups.some((x) => x.start === limit + 1))) break;
        objects.push(nxt);
        last = nxt;
      }
      // Value objects (dates) directly after the verb are attachments, not objects; an amount is the object
      // ("The Austin office employs 85 people", "Helios raised 40 million dollars") when nothing else is.
      if (m && m.kind === "value") objects = !m.date && m.ents.length && !prep && (m.ents[0]!.type === "Quantity" || m.ents[0]!.type === "Money") ? [m] : [];

      let subjects = subject ? subject.ents : [];
      const grammaticalSubjects = subjects;
      let objectEnts = objects.flatMap((o) => o.ents);
      let base = relationName(g.lemma, prep, g.negated);
      let descSubjectFirst = true;
      // Passive with an agent: "was acquired by X", or a bare participle "X, led by Y, ...".
      const bareParticiple = !g.passiveAux && g.start === g.end && g.main === g.start && /ed$|en$|wn$/.test(a.lower[g.main]!);
      if ((g.passiveAux || bareParticiple) && prep === "by" && objects.length > 0 && subject) {
        // "Nimbus Labs was acquired by Acme Corp" -> Acme Corp acquired Nimbus Labs
        [subjects, objectEnts] = [objectEnts, subjects];
        base = relationName(g.lemma, "", g.negated);
        descSubjectFirst = false;
      }
      g.base = relationName(g.lemma, "", g.negated);
      const groupSurface = this.verbSurface(g);
      if (objects.length && descSubjectFirst && objects[0]!.kind !== "value") g.object = objects[0];
      if (objects.length && descSubjectFirst) g.objectPhrase = `${prepSurface ? `${prepSurface} ` : ""}${this.objectText(objectEnts[0]!, objects)}`;
      if (subjects.length && objectEnts.length) {
        for (const o of objects) consumed.add(o);
        for (const sEnt of subjects) {
          for (const oEnt of objectEnts) {
            const desc = descSubjectFirst
              ? `${this.subjectText(sEnt, subject)} ${groupSurface}${prepSurface ? ` ${prepSurface}` : ""} ${this.objectText(oEnt, objects)}.`
              : `${cap(oEnt.name)} ${groupSurface}${prepSurface ? ` ${prepSurface}` : ""} ${sEnt.name}.`;
            this.addEdge(sEnt, oEnt, base, desc);
          }
        }
        this.hintTypes(base, subjects, objectEnts, g.lemma);
      } else if (subjects.length >= 2 && SYMMETRIC_VERBS.has(g.lemma) && !objectEnts.length) {
        // "They married in 1895" with they = Marie and Pierre.
        const [x, y] = subjects;
        this.addEdge(x!, y!, relationName(g.lemma, "", g.negated), `${cap(x!.name)} and ${y!.name} ${groupSurface}.`);
      } else if (subjects.length) {
        this.hintTypes(base, subjects, [], g.lemma, g.passiveAux);
      }
      if (!g.base || !subjects.length) {
        previous = g;
        continue;
      }
      // Passive: dates and places belong to the grammatical subject ("Nimbus Labs was acquired on ...").
      if (!descSubjectFirst) {
        subjects = grammaticalSubjects;
        g.base = relationName(g.lemma, "by", g.negated).replace(/_by$/, "");
      }
      // Attachments after the object: "works at Google in Berlin", "born in Warsaw on 7 November 1867".
      let t = objects.length ? objects[objects.length - 1]!.end + 1 : argStart;
      if (!objects.length && m && m.kind === "value") t = m.start;
      const firstPrep = prep;
      let attachments = 0;
      let prevAttachment: { end: number; p: string; pStart: number } | undefined;
      while (t <= limit && attachments < 4) {
        let p = "";
        let pStart = t;
        if (pos[t] === "ADP") {
          p = a.lower[t]!;
          t++;
        } else if (a.tokens[t] === ",") {
          t++;
          continue;
        }
        const skipped = this.skipModifiers(t, limit);
        const at = this.mentionAt(t, mentions) ?? this.mentionAt(skipped, mentions) ?? this.titledName(skipped, limit, mentions);
        if (!at) {
          if (p) continue;
          t++;
          continue;
        }
        // "offices in Amsterdam, Lisbon and Nairobi": a name coordinated with the previous attachment takes its
        // preposition.
        if (!p && prevAttachment && at.start > prevAttachment.end && COORDINATION_RE.test(spanText(a, prevAttachment.end + 1, at.start - 1).trim())) {
          p = prevAttachment.p;
          pStart = prevAttachment.pStart;
        }
        t = at.end + 1;
        if (consumed.has(at) || objects.includes(at)) continue;
        // Without a preposition only a date attaches ("went there yesterday"); a bare name is another clause.
        if (!p && !at.date) continue;
        if (p && !at.date) prevAttachment = { end: at.end, p, pStart };
        const prepText = p ? a.lower[pStart]! : at === m && prepSurface ? prepSurface : "";
        // The fact names the verb's object too: "Acme Corp acquired Nimbus Labs for $2.5 million."
        const objectPart = g.objectPhrase ? ` ${g.objectPhrase}` : "";
        for (const sEnt of subjects) {
          if (at.date && at.ents[0]) {
            const rel = dateRelationName(relationName(g.lemma, firstPrep, g.negated), at.date.precision);
            this.addEdge(sEnt, at.ents[0], rel, `${this.subjectText(sEnt, subject)} ${groupSurface}${objectPart}${prepText ? ` ${prepText}` : ""} ${dateText(at)}.`);
            dateAttached.add(at);
          } else if (at.kind !== "value" || at.ents.length) {
            // An attachment's own preposition always names it: "founded in 2014 ... in Gothenburg" is founded_in.
            const rel = p ? relationName(g.lemma, p, g.negated, true) : relationName(g.lemma, firstPrep, g.negated);
            for (const oEnt of at.ents) {
              if (oEnt === sEnt) continue;
              this.addEdge(sEnt, oEnt, rel, `${this.subjectText(sEnt, subject)} ${groupSurface}${objectPart}${prepText ? ` ${prepText}` : ""} ${oEnt.name}.`);
              this.hintTypes(rel, [sEnt], [oEnt], g.lemma, g.passiveAux);
            }
          }
        }
        attachments++;
        consumed.add(at);
      }
      previous = g;
    }
    // Dates elsewhere in the sentence ("In 1903 she won ...") attach to the nearest verb with a subject.
    for (const m of mentions) {
      if (!m.date || dateAttached.has(m) || !m.ents[0]) continue;
      let best: VerbGroup | undefined;
      let dist = Infinity;
      for (const g of groups) {
        if (!g.subject || !g.base) continue;
        // A verb before the date in the sentence usually governs it ("founded X in 2019 and sold it").
        const d = g.end < m.start ? m.start - g.end : (g.start - m.end) * 1.5 + 2;
        if (d < dist) {
          dist = d;
          best = g;
        }
      }
      if (!best || !best.subject || !best.base) continue;
      const prepTok = m.start > 0 && pos[m.start - 1] === "ADP" ? `${a.lower[m.start - 1]} ` : "";
      const base: string = best.base;
      for (const sEnt of best.subject.ents) {
        if (sEnt.type === "Date") continue;
        const obj = best.objectPhrase ? ` ${best.objectPhrase}` : "";
        this.addEdge(sEnt, m.ents[0], dateRelationName(base, m.date.precision), `${this.subjectText(sEnt, best.subject)} ${this.verbSurface(best)}${obj} ${prepTok}${dateText(m)}.`);
      }
    }
  }

  /** A subject as its facts name it: with the text's article when it is a common noun ("The team agreed ..."). */
  private subjectText(ent: Ent, subject: Mention | undefined): string {
    return cap(this.objectText(ent, subject ? [subject] : []));
  }

  private objectText(ent: Ent, objects: Mention[]): string {
    const m = objects.find((o) => o.ents.includes(ent));
    if (!m || m.kind === "pronoun") return ent.name;
    // The article of the noun phrase, past its adjectives ("an old car" is stored as "car": "a car").
    let j = m.start - 1;
    while (j > 0 && this.pos[j] === "ADJ") j--;
    const det = this.a.lower[j];
    // The stored name may differ from the words after the text's article ("a plant in Ohio" is stored as "Ohio
    // plant"): "an Ohio plant".
    if (det === "the" && ent.type !== "Person") return `the ${ent.name}`;
    if ((det === "a" || det === "an") && ent.type !== "Person") return `${indefiniteArticle(ent.name, det)} ${ent.name}`;
    return ent.name;
  }

  /**
   * The subject is the mention right before the verb group (adverbs, "both", commas, an appositive or a
   * relative clause in between are skipped); "X, who ..." and "... and <verb>" (coordination) reuse the
   * antecedent. A common noun or another verb in between means the subject is not a named entity.
   */
  private findSubject(g: VerbGroup, s: number, mentions: Mention[], consumed: Set<Mention>, previous: VerbGroup | undefined, skippable: Uint8Array): Mention | undefined {
    const { a, pos } = this;
    let k = g.start - 1;
    while (k >= s && (pos[k] === "ADV" || a.tokens[k] === "," || a.lower[k] === "both" || a.lower[k] === "all") && k > g.start - 4) k--;
    if (k < s) return undefined;
    const w = a.lower[k]!;
    if (w === "who" || w === "which" || w === "that") {
      let j = k - 1;
      if (a.tokens[j] === ",") j--;
      const m = this.mentionEndingAt(j, mentions);
      if (m && m.kind !== "value") return m;
      return undefined;
    }
    if ((w === "and" || w === "then" || w === "but" || w === "or") && previous?.subject && previous.end < k) return previous.subject;
    for (let t = k; t >= s; t--) {
      if (skippable[t - s]) continue;
      const m = this.mentionEndingAt(t, mentions);
      if (!m) {
        const p = pos[t];
        // A finite verb's common-noun subject; not a bare gerund's ("making a difference & raising awareness")
        // nor a compound's ("hand-painted").
        const finite = g.main >= 0 && !LIGHT_VERBS.has(g.lemma) && !(g.start === g.end && a.lower[g.main]!.endsWith("ing")) && a.tokens[g.start - 1] !== "-" && t === k;
        if (p === "NOUN" && finite) {
          const phrase = this.subjectPhrase(t, s, mentions);
          return phrase && (this.personFrom(phrase, s, mentions, consumed) ?? phrase);
        }
        if (p === "NOUN" || p === "PRON" || p === "VERB" || p === "AUX" || p === "SCONJ" || p === "ADP" || a.tokens[t] === ";") return undefined;
        continue;
      }
      if (m.kind === "value") {
        t = m.start;
        continue;
      }
      if (consumed.has(m)) return undefined;
      // "Marie and Pierre married": both are the subject.
      const before = m.start - 1;
      if (before > s && (a.lower[before] === "and" || a.lower[before] === "&")) {
        const other = this.mentionEndingAt(before - 1, mentions);
        if (other && other.kind !== "value" && !consumed.has(other)) {
          return { start: other.start, end: m.end, kind: "pronoun", ents: [...other.ents, ...m.ents], surface: `${other.surface} and ${m.surface}` };
        }
      }
      // The speaker label of a dialogue turn is never the subject of the turn's verbs; nor is the role in its brackets
      // ("Kemi (Android): Already live on the Play Store" says nothing Android does).
      if (this.isSpeakerLabel(m, s)) return undefined;
      if (a.tokens[m.start - 1] === "(" && a.tokens[m.end + 1] === ")" && a.tokens[m.end + 2] === ":") {
        const label = this.mentionEndingAt(m.start - 2, mentions);
        if (label && label.kind !== "value" && this.isSpeakerLabel(label, s)) return undefined;
      }
      return this.personFrom(m, s, mentions, consumed) ?? m;
    }
    return undefined;
  }

  /**
   * "Ada Okafor from the Nairobi office leads the project": the place after "from" says where the person is
   * from; the person before it is the verb's subject.
   */
  private personFrom(m: Mention, s: number, mentions: Mention[], consumed: Set<Mention>): Mention | undefined {
    const { a, pos } = this;
    let b = m.start - 1;
    if (b > s && pos[b] === "DET") b--;
    if (b <= s || a.lower[b] !== "from") return undefined;
    const person = this.mentionEndingAt(b - 1, mentions);
    return person && person.kind === "named" && !consumed.has(person) && person.ents.some((e) => e.type === "Person") && !this.isSpeakerLabel(person, s) ? person : undefined;
  }

  /**
   * A common-noun subject ending at `head` ("The Amsterdam office hosts ...", "Release notes are written by
   * ..."): documents state most facts about things, not named people. Its words back to a determiner, a
   * possessive or the sentence's start, a name among them ("Amsterdam"); at most four words, else none.
   */
  private subjectPhrase(head: number, s: number, mentions: Mention[]): Mention | undefined {
    const { a, pos } = this;
    if (this.coveredBy[head] !== -1 || STOP_NOUNS.has(a.lower[head]!)) return undefined;
    let start = head;
    while (start - 1 >= s && head - start < 3) {
      const k = start - 1;
      const named = this.coveredBy[k] !== -1 ? this.mentionEndingAt(k, mentions) : undefined;
      if (named && named.kind === "named") start = named.start;
      else if ((pos[k] === "NOUN" || pos[k] === "ADJ") && this.coveredBy[k] === -1) start = k;
      // A sentence's capitalised first word the tagger reads as a name ("Release notes are ..."); never a
      // contracted pronoun ("I'm super stoked").
      else if (pos[k] === "PROPN" && this.coveredBy[k] === -1 && this.isClauseStart(k, s) && !CONTRACTED_PRONOUN.test(a.tokens[k]!)) start = k;
      else break;
    }
    const before = start - 1;
    // A phrase right after a verb's determiner is that verb's object or predicate ("Acme is a company
    // headquartered in Oslo"), not a subject.
    // An adverb may sit between them ("had quite the health scare").
    let verbAt = before - 1;
    while (verbAt > s && pos[verbAt] === "ADV" && !/^(?:where|when|how|why)$/.test(a.lower[verbAt]!)) verbAt--;
    if (before > s && pos[before] === "DET" && (pos[verbAt] === "AUX" || pos[verbAt] === "VERB")) return undefined;
    const opens = before < s || pos[before] === "DET" || (pos[before] === "PRON" && POSSESSIVE.has(a.lower[before]!)) || this.isLineStart(start, s);
    if (!opens || a.lower[before] === "that" || a.lower[before] === "this" && pos[head] !== "NOUN") return undefined;
    // An appositive between commas ("Maria, my sister, lives in Denver") renames the name before it, the subject.
    const opener = before >= s && pos[before] !== "NOUN" && pos[before] !== "ADJ" ? before : start;
    if (a.tokens[head + 1] === "," && a.tokens[opener - 1] === ",") {
      const named = this.mentionEndingAt(opener - 2, mentions);
      if (named) return named.kind === "named" ? named : undefined;
      return pos[opener - 2] === "NOUN" && opener - 2 >= s ? this.subjectPhrase(opener - 2, s, mentions) : undefined;
    }
    // Leading adjectives are kept as part of the term ("paid leave"), as nounPhrase keeps them.
    const words: string[] = [];
    for (let t = start; t <= head; t++) if (a.tokens[t] !== "-") words.push(this.coveredBy[t] !== -1 || (pos[t] === "PROPN" && t > start) ? a.tokens[t]! : a.lower[t]!);
    const name = words.join(" ");
    if (name.length < 3 || (start === head && pos[head] !== "NOUN")) return undefined;
    const si = this.sentenceOf(head);
    const ent = this.ent(name, nounPhraseType(singular(a.lower[head]!)), si, false);
    if (!ent.description) {
      const [ss, se] = a.sentences[si]!;
      ent.description = this.sentenceText(ss, se);
    }
    const m: Mention = { start, end: head, kind: "np", ents: [ent], surface: name };
    this.mentions.push(m);
    return m;
  }

  /** "X is/was (a|the) NP [of|at Y]" */
  private copula(g: VerbGroup, subject: Mention, limit: number, mentions: Mention[], consumed: Set<Mention>, si: number): void {
    const { a, pos } = this;
    let k = g.end + 1;
    if (k > limit) return;
    const subjEnts = subject.ents.filter((x) => x.type !== "Date");
    if (!subjEnts.length) return;
    if (pos[k] === "ADP" && (a.lower[k] === "in" || a.lower[k] === "from" || a.lower[k] === "at" || a.lower[k] === "near")) {
      const target = this.mentionAt(this.skipModifiers(k + 1, limit), mentions);
      if (target && target.kind !== "value" && target.ents.length) {
        const rel = a.lower[k] === "from" ? (g.negated ? "not_from" : "from") : g.negated ? "not_located_in" : "located_in";
        for (const sEnt of subjEnts) for (const o of target.ents) {
          if (o === sEnt) continue;
          this.addEdge(sEnt, o, rel, `${cap(sEnt.name)} ${this.verbSurface(g)} ${a.tokens[k]} ${o.name}.`);
          if (rel === "located_in" || rel === "from") this.hintTypes("located_in", [], [o], "be");
        }
        consumed.add(target);
      }
      return;
    }
    const npStart = this.skipModifiers(k, limit);
    if (this.mentionAt(npStart, mentions)) return; // "X is Y": identity, not a fact we can name
    // A bare "-ing" word taking an object goes on with the verb ("She's been planning it for two years"): no role.
    if (npStart === k && a.lower[k]!.endsWith("ing") && (pos[k + 1] === "PRON" || pos[k + 1] === "DET")) return;
    const np = this.nounPhrase(npStart, limit, si);
    if (!np) return;
    this.role(subjEnts, np, k, limit, mentions, consumed, si, this.verbSurface(g));
  }

  /** Shared by copula and appositive: role noun phrase, optionally "of/at Y". */
  private role(subjEnts: Ent[], np: Mention, from: number, limit: number, mentions: Mention[], consumed: Set<Mention>, si: number, verbSurface: string): void {
    const { a } = this;
    const head = np.surface.split(" ").pop()!;
    const surfaceNp = spanText(a, from, np.end);
    const p = a.lower[np.end + 1];
    let described = `${surfaceNp}`;
    if ((p === "of" || p === "at" || p === "for" || p === "in") && np.end + 2 <= limit + 2) {
      const target = this.mentionAt(this.skipModifiers(np.end + 2, limit + 2), mentions);
      if (target && target.kind !== "value" && target.ents.length) {
        const rel = p === "at" || p === "for" ? "works_for" : p === "in" ? `${roleRelationName(head, "in")}` : roleRelationName(head, "of");
        described = `${surfaceNp} ${a.tokens[np.end + 1]} ${target.ents.map((t) => t.name).join(" and ")}`;
        for (const sEnt of subjEnts) for (const o of target.ents) {
          if (o === sEnt) continue;
          this.addEdge(sEnt, o, rel, `${cap(sEnt.name)} ${verbSurface} ${surfaceNp} ${a.tokens[np.end + 1]} ${o.name}.`);
        }
        if (rel === "works_for") this.hintTypes("works_for", [], target.ents, "work");
        consumed.add(target);
        for (const sEnt of subjEnts) this.describe(sEnt, described);
        return;
      }
    }
    for (const sEnt of subjEnts) {
      this.describe(sEnt, described);
      // "Priya Raman is the product owner": a name of two or more capitalised words that no list knows, given a
      // human role, is a person's (so "She" in the next sentence is Priya, not the last name the lists knew).
      if (HUMAN_ROLES.has(head.toLowerCase()) && sEnt.named && (!sEnt.type || sEnt.type === "Concept") && looksLikePersonName(sEnt.name)) sEnt.type = "Person";
      if (np.ents[0] && np.ents[0] !== sEnt) {
        if (!this.mentions.includes(np)) this.mentions.push(np);
        this.addEdge(sEnt, np.ents[0], "is_a", `${cap(sEnt.name)} ${verbSurface} ${surfaceNp}.`);
      }
    }
  }

  private describe(ent: Ent, text: string): void {
    if (ent.strongDescription) return;
    ent.description = cap(text.trim()).replace(/[.,;]*$/, ".");
    ent.strongDescription = true;
  }

  /** "Alice Johnson, a senior engineer at Google, ..." */
  private appositives(s: number, e: number, mentions: Mention[], consumed: Set<Mention>, si: number, skippable: Uint8Array): void {
    const { a, pos } = this;
    for (const m of mentions) {
      if (m.kind !== "named" || a.tokens[m.end + 1] !== ",") continue;
      const k = m.end + 2;
      if (pos[k] !== "DET" && pos[k] !== "ADJ" && pos[k] !== "NOUN") continue;
      const npStart = this.skipModifiers(k, e);
      if (this.mentionAt(npStart, mentions)) continue;
      const np = this.nounPhrase(npStart, e, si);
      if (!np) continue;
      // The appositive must close with a comma (or end the sentence) to avoid lists "X, big cities and Y".
      let close = np.end + 1;
      if (["of", "at", "for", "in"].includes(a.lower[close]!)) {
        const t = this.mentionAt(this.skipModifiers(close + 1, e), mentions);
        if (t) close = t.end + 1;
      }
      if (close <= e && a.tokens[close] !== "," && pos[close] !== "PUNCT") {
        continue;
      }
      this.role(m.ents, np, k, close - 1, mentions, consumed, si, "is");
      skippable.fill(1, m.end + 1 - s, Math.min(close, e) + 1 - s);
    }
  }

  /** "her daughter Irène Joliot-Curie" / "my sister Anna" / "Marie's husband Pierre". */
  private kinship(s: number, e: number, mentions: Mention[], _si: number): void {
    const { a, pos } = this;
    for (let i = s; i < e; i++) {
      const noun = a.lower[i + 1];
      // Cheap test on the surface form first: the lemmatizer is the costly part of wink's output.
      if (!noun || pos[i + 1] !== "NOUN" || !KINSHIP_NOUNS.has(singular(noun))) continue;
      let owner: Ent[] | undefined;
      const possessor = mentions.find((m) => m.end === i && m.kind === "possessive");
      if (possessor) owner = possessor.ents;
      else if (a.lower[i] === "'s") {
        const m = this.mentionEndingAt(i - 1, mentions);
        if (m && m.kind !== "value") owner = m.ents;
      }
      if (!owner) continue;
      const named = this.mentionAt(i + 2, mentions);
      if (!named || named.kind !== "named") continue;
      const kin = singular(noun);
      for (const o of owner) for (const p of named.ents) {
        if (o === p) continue;
        if (!p.type) p.type = "Person";
        this.addEdge(p, o, roleRelationName(kin, "of"), `${cap(p.name)} is the ${kin} of ${o.name}.`);
      }
    }
  }

  private hintTypes(rel: string, subjects: Ent[], objects: Ent[], lemma: string, passive = false): void {
    const bare = rel.replace(/^not_/, "");
    // A passive's grammatical subject is what was done to ("Helios Robotics was founded in 2014"), not the
    // verb's person; only the born and the married are people.
    if (passive && lemma !== "bear" && lemma !== "marry") {
      if (FOUNDING_VERBS.has(lemma)) for (const x of subjects) if (!x.type) x.hint ??= "Organization";
      subjects = [];
    }
    for (const o of objects) {
      if (o.type) continue;
      if (PLACE_RELATIONS.has(bare)) o.hint ??= "Location";
      else if (ORG_RELATIONS.has(bare)) o.hint ??= "Organization";
      else if (PERSON_RELATIONS.has(bare)) o.hint ??= "Person";
    }
    for (const s of subjects) {
      if (s.type) continue;
      if (PERSON_SUBJECT_VERBS.has(lemma) || PERSON_RELATIONS.has(bare) || bare === "works_for") s.hint ??= "Person";
      else if (bare === "acquired" || bare === "employs" || bare === "hired") s.hint ??= "Organization";
    }
  }

  addEdge(source: Ent, target: Ent, relationship: string, description: string): void {
    if (source === target || !relationship) return;
    const key = `${source.key}\u0000${relationship}\u0000${target.key}`;
    if (this.edgeKeys.has(key)) return;
    this.edgeKeys.add(key);
    this.edgeEnds.push([source, target]);
    this.edges.push({
      source_node_id: source.name,
      target_node_id: target.name,
      relationship_name: relationship,
      description: description.replace(/\s+([,.;:!?])/g, "$1").replace(/\s+/g, " ").replace(/([^.])\.\.$/, "$1.").trim(),
    });
  }

  output(): KnowledgeGraph {
    const used = new Set<Ent>();
    for (const [x, y] of this.edgeEnds) {
      used.add(x);
      used.add(y);
    }
    // Names and values are nodes when mentioned; common-noun phrases only through an edge.
    const mentioned = new Set<Ent>();
    for (const m of this.mentions) if (m.kind === "named" || m.kind === "value") for (const e of m.ents) mentioned.add(e);
    const nodes: ExtractedNode[] = [];
    const kept = new Set<Ent>();
    for (const e of this.ents.values()) {
      if (!used.has(e) && !(e.named && mentioned.has(e))) continue;
      const type = e.type ?? e.hint ?? "Concept";
      kept.add(e);
      nodes.push({ id: e.name, name: e.name, type, description: e.description ?? e.fallbackDescription ?? `${type} named ${e.name}.` });
    }
    const edges = this.edges.filter((_, i) => kept.has(this.edgeEnds[i]![0]) && kept.has(this.edgeEnds[i]![1]));
    return { nodes, edges };
  }
}

/** A turn's stamp before its speaker's label at a line's start (nlp.ts): the stamp in group 1, the label in group 2. */
const STAMPED_TURN_RE = new RegExp(String.raw`^(${TURN_STAMP})${TURN_STAMP_GAP}(${TURN_SPEAKER})[ \t]`, "gmu");

/** Extracts a cognee-shaped KnowledgeGraph from English text without any model download or network. */
export function extractGraph(text: string, options: LocalExtractOptions = {}): KnowledgeGraph {
  if (!text.trim()) return { nodes: [], edges: [] };
  // A chat log's turn stamped before its speaker ("[09:20] Elena: I'll write the postmortem") is read with the stamp
  // after the name ("Elena: [09:20] I'll write ..."): the turn is the speaker's, as an unstamped one is (before, it gave
  // no link at all), and its facts keep the stamp, which answers when ("[09:15] Rollback done").
  const read = text.replace(STAMPED_TURN_RE, (_, stamp: string, label: string) => `${label} ${stamp.startsWith("[") ? stamp : `[${stamp}]`} `);
  const x = new Extraction(read, options);
  x.collectValues();
  x.collectNames();
  x.resolveAliases();
  x.walk();
  return x.output();
}

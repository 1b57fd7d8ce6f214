/**
 * Entity typing for proper-noun spans found by wink-nlp.
 *
 * First compromise's own lexicon (~24k words: first names, last names, cities, countries, regions,
 * organisations, plus its org/place suffix words), read directly as a dictionary: a lookup per token
 * is ~1000x cheaper than a compromise parse. Only spans the lexicon cannot type go through a real
 * compromise parse of a short window around them (~0.4 ms per call), memoised per span text.
 */
import nlp from "compromise";

export type EntityType =
  | "Person"
  | "Organization"
  | "Location"
  | "Date"
  | "Money"
  | "Quantity"
  | "Email"
  | "URL"
  | "Event"
  | "Award"
  | "Concept";

interface CompromiseModel {
  one: { lexicon: Record<string, string | string[]>; frozenLex?: Record<string, string | string[]> };
  two: { orgWords: Record<string, boolean>; placeWords: Record<string, boolean> };
}

let lexicon: Record<string, string | string[]> | undefined;
let frozen: Record<string, string | string[]> = {};
let orgWords = new Set<string>();
let placeWords = new Set<string>();

function load(): Record<string, string | string[]> {
  if (!lexicon) {
    const m = nlp.model() as unknown as CompromiseModel;
    lexicon = m.one.lexicon;
    frozen = m.one.frozenLex ?? {};
    orgWords = new Set([...Object.keys(m.two.orgWords), ...EXTRA_ORG_WORDS]);
    placeWords = new Set([...Object.keys(m.two.placeWords), ...EXTRA_PLACE_WORDS]);
  }
  return lexicon;
}

const EXTRA_ORG_WORDS = [
  "inc", "corp", "corporation", "ltd", "llc", "plc", "gmbh", "ag", "co", "labs", "lab", "laboratory", "laboratories",
  "technologies", "systems", "solutions", "studios", "foundation", "institute", "university", "college", "school",
  "academy", "ministry", "agency", "bank", "fund", "partners", "group", "holdings", "ventures", "network", "party",
  "league", "federation", "union", "council", "committee", "society", "association", "club", "team", "hospital",
  "press", "times", "post", "journal", "records", "airlines", "motors", "pharmaceuticals", "software", "media",
  // A trade's firm named for its trade ("Swift Removals", "Ace Plumbing", "Green Cleaners").
  "removals", "movers", "services", "builders", "cleaners", "plumbing", "electrical", "logistics", "catering", "consulting",
];
const EXTRA_PLACE_WORDS = [
  "city", "town", "village", "county", "province", "state", "republic", "kingdom", "street", "avenue", "road",
  "square", "park", "bridge", "valley", "island", "bay", "river", "lake", "mountain", "mount", "beach", "airport",
  "station", "district", "region", "coast", "desert", "ocean", "sea",
  // Street names' last words in British addresses the lexicon does not know as places ("14 Fern Close", "Kings Mews").
  "close", "mews",
];

const PERSON_TAGS = new Set(["FirstName", "MaleName", "FemaleName", "Person", "Honorific"]);
const PLACE_TAGS = new Set(["City", "Country", "Region", "Place"]);
const DATE_TAGS = new Set(["Month", "WeekDay", "Date"]);

function tagsOf(word: string): string[] {
  const lex = load();
  const v = Object.hasOwn(lex, word) ? lex[word] : Object.hasOwn(frozen, word) ? frozen[word] : undefined;
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}

const hasTag = (tags: string[], set: Set<string>) => tags.some((t) => set.has(t));

const MALE_HONORIFICS = new Set(["mr", "sir", "lord", "monsieur", "herr", "señor", "senor"]);
const FEMALE_HONORIFICS = new Set(["mrs", "ms", "miss", "mme", "madame", "lady", "dame", "frau", "señora", "senora", "mlle"]);
/** Gender hint from an honorific or the lexicon's first-name lists (for he/she coreference). */
export function genderOf(firstToken: string): "male" | "female" | undefined {
  // An honorific says it too ("Mr Ahmed" is no "she").
  const honorific = firstToken.toLowerCase().replace(/\.$/, "");
  if (MALE_HONORIFICS.has(honorific)) return "male";
  if (FEMALE_HONORIFICS.has(honorific)) return "female";
  const tags = tagsOf(firstToken.toLowerCase());
  if (tags.includes("MaleName")) return "male";
  if (tags.includes("FemaleName")) return "female";
  return undefined;
}

export function isKnownPlace(lowerTokens: string[]): boolean {
  const whole = tagsOf(lowerTokens.join(" "));
  if (hasTag(whole, PLACE_TAGS)) return true;
  return lowerTokens.length === 1 && hasTag(tagsOf(lowerTokens[0]!), PLACE_TAGS);
}

/** Whether the lexicon knows a place as a city or as a country ("bristol" a city, "iceland" a country; "clifton" neither). */
export function isPlaceOfKind(lowerTokens: string[], kind: "city" | "country"): boolean {
  return tagsOf(lowerTokens.join(" ")).includes(kind === "city" ? "City" : "Country");
}

export function isOrgWord(lower: string): boolean {
  load();
  return orgWords.has(lower);
}

export function isPlaceWord(lower: string): boolean {
  load();
  return placeWords.has(lower);
}

/** Role nouns only people hold ("the product owner", "a marine biologist"): a name given one is a person's. */
export const HUMAN_ROLES: ReadonlySet<string> = new Set(["owner", "manager", "engineer", "designer", "architect", "analyst", "consultant", "teacher", "nurse", "lawyer", "student", "researcher", "professor", "scientist", "biologist", "physicist", "chemist", "director", "officer", "intern", "assistant", "coordinator", "specialist", "ceo", "cto", "cfo", "coo", "founder", "cofounder", "co-founder", "president", "chairman", "chairwoman", "author", "writer", "artist", "doctor", "lead", "diplomat", "pilot", "chef", "judge", "coach", "poet"]);
/** Jobs: the roles, and trades no extracted name is given ("a plumber", "a barista"). */
const OCCUPATIONS = new Set([
  ...HUMAN_ROLES,
  "developer", "programmer", "accountant", "plumber", "electrician", "mechanic", "pharmacist", "dentist", "paramedic",
  "firefighter", "journalist", "photographer", "musician", "singer", "actor", "actress", "barista", "waiter", "waitress",
  "cleaner", "carpenter", "builder", "farmer", "vet", "midwife", "surgeon", "therapist", "counsellor", "counselor",
  "librarian", "editor", "producer", "translator", "salesman", "saleswoman", "receptionist", "secretary", "cashier",
  "driver", "baker", "butcher", "tailor", "hairdresser", "gardener", "economist", "psychologist", "physiotherapist",
  "administrator", "technician", "supervisor", "clerk", "banker", "broker", "agent", "marketer", "recruiter", "tutor",
  "lecturer", "illustrator", "animator", "filmmaker", "dancer", "painter", "sculptor", "potter", "carer", "caregiver",
  "soldier", "policeman", "policewoman", "detective", "mathematician", "statistician", "astronomer", "geologist",
  "veterinarian", "optician", "optometrist", "surveyor", "inspector", "examiner", "assessor", "auditor", "installer",
  "locksmith", "decorator", "contractor", "freelancer", "entrepreneur", "volunteer",
]);
export function isOccupation(lower: string): boolean {
  return OCCUPATIONS.has(lower);
}

export function isHonorific(lower: string): boolean {
  return HONORIFICS.has(lower.replace(/\.$/, ""));
}

const HONORIFICS = new Set(["mr", "mrs", "ms", "miss", "mx", "dr", "prof", "professor", "sir", "dame", "lord", "lady", "rev", "sr", "jr"]);
const EVENT_WORDS = new Set([
  "war", "battle", "festival", "conference", "summit", "olympics", "games", "cup", "championship", "election", "revolution",
  "crisis", "expo", "fair", "concert", "tour", "marathon", "parade", "ceremony", "wedding", "meeting", "summit", "pride", "week", "day", "protest", "storm", "hurricane", "earthquake", "pandemic",
]);

/**
 * Type of a proper-noun span from the lexicon alone; undefined when the lexicon has no opinion.
 * `prev` is the lowercased token before the span (honorifics, "Mount", ...).
 */
export function lexiconType(lowerTokens: string[], prev?: string): EntityType | undefined {
  load();
  const n = lowerTokens.length;
  if (n === 0) return undefined;
  const whole = tagsOf(lowerTokens.join(" "));
  if (whole.includes("Organization") || whole.includes("SportsTeam")) return "Organization";
  if (whole.includes("Person")) return "Person";
  if (hasTag(whole, PLACE_TAGS)) return "Location";
  const first = lowerTokens[0]!;
  const last = lowerTokens[n - 1]!;
  if (n > 1 && orgWords.has(last)) return "Organization";
  if (lowerTokens.some((t, i) => i > 0 && (t === "university" || t === "institute" || t === "college" || t === "bank"))) return "Organization";
  if (first === "university" || first === "bank" || first === "institute") return "Organization";
  if (n > 1 && placeWords.has(last)) return "Location";
  if (n > 1 && (first === "mount" || first === "lake" || first === "cape" || first === "fort" || first === "port")) return "Location";
  if (n > 1 && EVENT_WORDS.has(last)) return "Event";
  if (prev && HONORIFICS.has(prev.replace(/\.$/, ""))) return "Person";
  const firstTags = tagsOf(first);
  const lastTags = tagsOf(last);
  if (hasTag(firstTags, PERSON_TAGS)) {
    // "Paris Hilton" vs "Paris": a first name followed by more name tokens is a person.
    if (n > 1 || !hasTag(firstTags, PLACE_TAGS)) return "Person";
  }
  if (n > 1 && lastTags.includes("LastName")) return "Person";
  if (n === 1 && lastTags.includes("LastName")) return "Person";
  if (lowerTokens.some((t) => tagsOf(t).includes("Organization"))) return "Organization";
  if (n === 1 && hasTag(firstTags, PLACE_TAGS)) return "Location";
  if (n > 1 && lowerTokens.every((t) => hasTag(tagsOf(t), PLACE_TAGS))) return "Location";
  if (n === 1 && hasTag(firstTags, DATE_TAGS)) return "Date";
  // Languages and nationalities ("Spanish", "German"): a concept, not a place or person.
  if (n === 1 && firstTags.includes("Demonym")) return "Concept";
  return undefined;
}

const NAME_TAGS = new Set(["FirstName", "MaleName", "FemaleName", "LastName", "Person", "City", "Country", "Region", "Place", "Organization", "SportsTeam", "ProperNoun", "Month", "WeekDay", "Honorific", "Demonym"]);

let frequentWord: ((lower: string) => boolean) | undefined;

/**
 * Registers a "frequent English word" test (the local embedder's frequency-ranked vocabulary), used to
 * tell a capitalised sentence-initial common word ("Setbacks are ...") from a name.
 */
export function setFrequentWordLookup(fn: (lower: string) => boolean): void {
  frequentWord = fn;
}

/**
 * A capitalised word that is really a common word: the lexicon knows it only with non-name tags, or
 * it is a frequent English word the lexicon does not know as a name.
 */
const INTERJECTIONS = new Set([
  "woah", "whoa", "wow", "congrats", "congratulations", "yay", "hey", "hi", "hello", "omg", "lol", "aww", "awww", "oof",
  "yup", "yep", "yeah", "yes", "no", "nope", "ok", "okay", "thanks", "thank", "hmm", "haha", "hahaha", "ugh", "oh", "ah",
  "cool", "nice", "great", "awesome", "sure", "bye", "goodbye", "welcome", "dear", "gonna", "wanna", "gotta", "btw",
]);

/** Field labels of stored records that the lexicon does not know as words ("Assignee: Tom Becker"). */
const FIELD_LABELS = new Set([
  "assignee", "assignees", "reporter", "status", "priority", "owner", "author", "attendees", "participants", "subject", "label", "labels", "tag", "tags", "date", "due", "estimate",
  // A visit's or a case's summary ("Findings: mild sprain", "Treatment: ...", "Cost: 146 pounds").
  "findings", "diagnosis", "symptoms", "treatment", "prescription", "follow-up", "outcome", "cost", "price", "total",
  // A recipe's ("Ingredients: 225 g butter, ...", "Method: Heat the oven to 180C.", "Tip: ...").
  "ingredients", "method", "tip", "tips", "note", "notes",
  // A notice's, a booking's or a listing's ("Location: Albert Road", "Vehicle: grey Ford Focus", "Seat: 23A").
  "location", "address", "venue", "vehicle", "registration", "reference", "amount", "fee", "deposit", "payment", "deadline",
  "time", "duration", "passenger", "seat", "baggage", "outbound", "return", "departure", "arrival", "destination", "phone",
  "email", "website", "condition", "quantity", "size", "model", "colour", "color", "warranty", "contravention", "offence",
  "delivery", "collection", "dispatch", "shipping",
  // A letter's subject line ("Re: Mrs Anita Shah, date of birth 14/02/1968").
  "re",
]);

/** A record's field label ("Owner: Sanjay Patel"): it opens a line as a speaker's name does, and is none. */
export function isFieldLabel(lower: string): boolean {
  // So is a plan's or a schedule's day ("Thursday: intervals, 6 x 800 m."; "March: hire two engineers.").
  // And a phrasal compound ("Check-in:", "Follow-up:", "Drop-off:"), never a name ("Ji-woo", "Jean-Luc").
  return FIELD_LABELS.has(lower) || CALENDAR_NAME_RE.test(lower) || PHRASAL_LABEL_RE.test(lower);
}
const PHRASAL_LABEL_RE = /^\p{L}+-(?:in|out|up|off|on|down|over|back|by|away|through)$/u;
/** A month's or a weekday's name, in lower case ("march", "thursday", "sundays"). */
export const CALENDAR_NAME_RE = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)$/;

/** A word said alone as a reply ("Great.", "Thanks!"): an interjection or a word of praise or assent, never a name. */
export function isReplyWord(lower: string): boolean {
  return INTERJECTIONS.has(lower) || REPLY_WORDS.has(lower);
}
const REPLY_WORDS = new Set(["perfect", "exactly", "definitely", "totally", "absolutely", "right", "true", "indeed", "agreed", "amazing", "lovely", "wonderful", "fantastic", "sweet", "sorry", "please", "done", "same", "maybe", "fine", "good", "beautiful", "interesting"]);

export function isCommonWord(lower: string): boolean {
  if (INTERJECTIONS.has(lower)) return true;
  const tags = tagsOf(lower);
  if (tags.some((t) => NAME_TAGS.has(t))) return false;
  if (tags.length) return true;
  return frequentWord?.(lower) ?? false;
}

const parseCache = new Map<string, EntityType | null>();
const PARSE_CACHE_LIMIT = 5000;

/**
 * compromise's contextual tagger on a short window (the span plus a few neighbouring words):
 * it knows patterns such as "X said", "in X", "X Corp" that a dictionary cannot.
 */
export function hasCompromiseType(span: string): boolean {
  return parseCache.has(span.toLowerCase());
}

export function compromiseType(span: string, window: string): EntityType | undefined {
  // Keyed by the span alone: the first context decides, later mentions of the same name reuse it.
  const key = span.toLowerCase();
  const cached = parseCache.get(key);
  if (cached !== undefined) return cached ?? undefined;
  const doc = nlp(window);
  const lowerSpan = key;
  const matches = (list: string[]) => list.some((s) => s.toLowerCase().replace(/[.,;:!?]+$/, "").includes(lowerSpan) || lowerSpan.includes(s.toLowerCase()));
  let type: EntityType | null = null;
  if (matches(doc.people().out("array") as string[])) type = "Person";
  else if (matches(doc.organizations().out("array") as string[])) type = "Organization";
  else if (matches(doc.places().out("array") as string[])) type = "Location";
  if (parseCache.size >= PARSE_CACHE_LIMIT) parseCache.clear();
  parseCache.set(key, type);
  return type ?? undefined;
}

const ORG_HEADS = new Set([
  "company", "companies", "firm", "startup", "group", "club", "team", "agency", "organization", "organisation",
  "university", "school", "college", "bank", "committee", "association", "society", "foundation", "institute",
  "band", "charity", "church", "corporation", "business", "nonprofit", "ngo", "union", "council", "government",
  "ministry", "department", "hospital", "clinic", "shelter", "center", "centre", "agencies", "groups", "teams", "clubs",
]);
const EVENT_HEADS = new Set([
  "war", "battle", "festival", "conference", "summit", "election", "revolution", "concert", "tour", "marathon", "parade",
  "ceremony", "wedding", "meeting", "race", "match", "party", "trip", "game", "tournament", "championship", "workshop",
  "seminar", "webinar", "event", "celebration", "vacation", "holiday", "camp", "hike", "picnic", "funeral", "birthday",
  "graduation", "exhibition", "show", "competition", "fundraiser", "retreat", "class", "lesson", "session", "interview",
]);
const PLACE_HEADS = new Set([
  "city", "town", "village", "country", "park", "beach", "lake", "river", "mountain", "museum", "restaurant", "cafe",
  "library", "airport", "station", "island", "forest", "garden", "street", "neighborhood", "neighbourhood", "store",
  "shop", "gym", "studio", "office", "home", "house", "apartment",
]);

/** Type of a common-noun phrase from its head noun. */
export function nounPhraseType(head: string): EntityType {
  if (head === "prize" || head === "award" || head === "medal" || head === "trophy") return "Award";
  if (EVENT_HEADS.has(head)) return "Event";
  if (ORG_HEADS.has(head)) return "Organization";
  if (PLACE_HEADS.has(head)) return "Location";
  return "Concept";
}

/**
 * Verb -> relationship-name map for the offline extractor (cognee's prompt asks for snake_case names
 * such as `acted_in`). Keys are wink lemmas; a string applies to every preposition, an object picks by
 * the preposition that follows the verb ("" = none). Unmapped verbs use `<lemma>[_<prep>]`.
 */
type RelationSpec = string | Record<string, string>;

const VERBS: Record<string, RelationSpec> = {
  bear: { "": "born_in", in: "born_in", on: "born_on", at: "born_in", to: "born_to" },
  work: { "": "works_for", at: "works_for", for: "works_for", with: "works_with", in: "works_in", on: "works_on", as: "works_as" },
  employ: "employs",
  found: "founded",
  cofound: "co_founded",
  "co-found": "co_founded",
  establish: "founded",
  marry: "married_to",
  wed: "married_to",
  divorce: "divorced",
  live: { "": "lives_in", in: "lives_in", at: "lives_in", on: "lives_in", with: "lives_with", near: "lives_near" },
  reside: { "": "lives_in", in: "lives_in" },
  locate: { "": "located_in", in: "located_in", at: "located_in", on: "located_in", near: "located_near" },
  base: { "": "based_in", in: "based_in", at: "based_in" },
  headquarter: { "": "headquartered_in", in: "headquartered_in" },
  acquire: "acquired",
  buy: "bought",
  purchase: "bought",
  write: "wrote",
  author: "wrote",
  study: { "": "studied", at: "studied_at", in: "studied_at", under: "studied_under" },
  win: "won",
  receive: "received",
  award: "awarded",
  join: "joined",
  // "led to COBOL" is a consequence, not leadership.
  lead: { "": "leads", by: "leads", to: "led_to" },
  head: "leads",
  own: "owns",
  create: "created",
  develop: "developed",
  invent: "invented",
  discover: "discovered",
  direct: "directed",
  produce: "produced",
  publish: "published",
  release: "released",
  launch: "launched",
  teach: { "": "teaches", at: "teaches_at", in: "teaches_at" },
  graduate: { "": "graduated_from", from: "graduated_from" },
  move: { "": "moved_to", to: "moved_to", from: "moved_from", into: "moved_to" },
  relocate: { "": "moved_to", to: "moved_to" },
  visit: "visited",
  meet: "met",
  go: { "": "went_to", to: "went_to", into: "went_to" },
  travel: { "": "traveled_to", to: "traveled_to" },
  attend: "attended",
  die: { "": "died_in", in: "died_in", on: "died_on", at: "died_in", of: "died_of" },
  manage: "manages",
  invest: { "": "invested_in", in: "invested_in" },
  sell: "sold",
  hire: "hired",
  fund: "funded",
  partner: { "": "partnered_with", with: "partnered_with" },
  collaborate: { "": "collaborated_with", with: "collaborated_with" },
  play: { "": "plays", for: "plays_for", in: "played_in" },
  star: { in: "starred_in" },
  act: { in: "acted_in" },
  compose: "composed",
  paint: "painted",
  design: "designed",
  build: "built",
  love: "loves",
  like: "likes",
  enjoy: "enjoys",
  adopt: "adopted",
  speak: { "": "speaks", at: "spoke_at", with: "spoke_with", to: "spoke_with" },
  serve: { "": "served", as: "served_as", in: "served_in", on: "served_on" },
  represent: "represents",
  elect: { "": "elected", to: "elected_to", as: "elected_as" },
  appoint: { "": "appointed", to: "appointed_to", as: "appointed_as" },
  name: { "": "named", after: "named_after" },
  support: "supports",
  sign: { "": "signed", with: "signed_with" },
};

/** Verbs whose relation connects two people symmetrically ("Marie and Pierre married"). */
export const SYMMETRIC_VERBS = new Set(["marry", "wed", "meet", "divorce", "date", "collaborate", "partner"]);

/** Verbs whose object/complement is a place (types an otherwise unknown span). */
export const PLACE_RELATIONS = new Set(["born_in", "lives_in", "located_in", "based_in", "headquartered_in", "moved_to", "moved_from", "traveled_to", "died_in", "works_in", "studied_in", "lives_near"]);
export const ORG_RELATIONS = new Set(["works_for", "studied_at", "acquired", "joined", "teaches_at", "graduated_from", "plays_for", "invested_in", "partnered_with"]);
export const PERSON_RELATIONS = new Set(["married_to", "met", "divorced", "born_to", "founded_by", "co_founded_by"]);
/** Verbs whose subject is a person when the name is otherwise unknown (speech, feelings, kinship). */
export const PERSON_SUBJECT_VERBS = new Set([
  "say", "tell", "think", "feel", "believe", "love", "like", "hate", "want", "hope", "marry", "study", "graduate",
  "bear", "die", "write", "paint", "ask", "reply", "answer", "laugh", "smile", "cry", "walk", "visit", "meet", "live",
  "go", "attend", "teach", "adopt", "enjoy", "remember", "forget", "learn", "lead", "found", "cofound", "invent",
  "discover", "compose", "direct", "star", "act", "sing", "graduate",
]);

/** Nouns that name a relation to the possessor: "her daughter Irène" -> Irène daughter_of <her>. */
export const KINSHIP_NOUNS = new Set([
  "mother", "father", "son", "daughter", "sister", "brother", "wife", "husband", "partner", "friend", "boss",
  "colleague", "cousin", "aunt", "uncle", "grandmother", "grandfather", "grandson", "granddaughter", "child", "parent",
  "girlfriend", "boyfriend", "fiancé", "fiance", "fiancée", "fiancee", "niece", "nephew", "mentor", "roommate",
  "neighbor", "neighbour", "mom", "dad", "stepmother", "stepfather", "teacher", "student", "coach", "manager",
]);

const snake = (s: string) =>
  s
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");

/**
 * `strictPrep`: for attachments after the object ("acquired X for $2.5 million") a preposition-agnostic
 * mapping still gets the preposition appended (acquired_for), so the money is not "acquired" itself.
 */
const relationCache = new Map<string, string>();

export function relationName(lemma: string, prep: string, negated = false, strictPrep = false): string {
  const key = `${lemma}|${prep}|${negated ? 1 : 0}|${strictPrep ? 1 : 0}`;
  let cached = relationCache.get(key);
  if (cached === undefined) {
    cached = computeRelationName(lemma, prep, negated, strictPrep);
    if (relationCache.size > 10_000) relationCache.clear();
    relationCache.set(key, cached);
  }
  return cached;
}

function computeRelationName(lemma: string, prep: string, negated: boolean, strictPrep: boolean): string {
  const spec = Object.hasOwn(VERBS, lemma) ? VERBS[lemma] : undefined;
  let name: string;
  if (typeof spec === "string") name = strictPrep && prep ? `${spec}_${snake(prep)}` : spec;
  else if (spec && prep in spec) name = spec[prep]!;
  else if (spec && !prep && spec[""]) name = spec[""];
  else name = prep ? `${snake(lemma)}_${snake(prep)}` : snake(lemma);
  return (negated ? `not_${name}` : name) || "related_to";
}

/** Relation for a date attached to a verb: born_in + day precision -> born_on; won + year -> won_in. */
export function dateRelationName(base: string, precision: "day" | "month" | "year" | "decade"): string {
  const stem = base.replace(/_(in|on|at|to|for|of|from|with|as)$/, "");
  return `${stem}_${precision === "day" ? "on" : "in"}`;
}

export function roleRelationName(head: string, prep: string): string {
  return `${snake(head)}_${snake(prep) || "of"}`;
}

export { snake as snakeCase };

// Seeded generator of plain English prose about people, places, organisations and dates. Every sentence
// is built from templates and word lists written for this bench (no copyrighted corpus), so the same
// seed always yields the same bytes. Entities repeat across documents, as they do in real collections,
// so the graph has something to merge.
import { createRng } from "./prng.mjs";

const FIRST = (
  "Alice Bruno Chloe Daniel Elena Farid Grace Hiro Ingrid Jonas Keiko Liam Maya Nikolai Olivia Pedro Quinn Rosa " +
  "Samuel Tara Umar Vera William Xenia Yusuf Zoe Amara Bence Carmen Dmitri Esther Felix Greta Hassan Irene Jamal " +
  "Kira Lorenzo Mei Noah Priya Rafael Sofia Tomas Ulla Victor Wanda Yara"
).split(" ");
const LAST = (
  "Anders Baptiste Castillo Dubois Eriksen Fischer Garcia Haddad Ito Jansen Kowalski Lindqvist Moreau Nakamura " +
  "Okafor Petrov Quintero Rossi Schmidt Tanaka Ueda Varga Weber Xu Yilmaz Zhang Abbott Brennan Costa Delgado " +
  "Esposito Fontaine Gallagher Horvath Ivanova Jovanovic Keller Laurent Mendes Novak"
).split(" ");
const CITIES = [
  ["Lisbon", "Portugal"], ["Porto", "Portugal"], ["Madrid", "Spain"], ["Valencia", "Spain"], ["Lyon", "France"],
  ["Marseille", "France"], ["Hamburg", "Germany"], ["Leipzig", "Germany"], ["Rotterdam", "the Netherlands"],
  ["Utrecht", "the Netherlands"], ["Gothenburg", "Sweden"], ["Bergen", "Norway"], ["Tampere", "Finland"],
  ["Krakow", "Poland"], ["Brno", "Czechia"], ["Graz", "Austria"], ["Turin", "Italy"], ["Bologna", "Italy"],
  ["Cork", "Ireland"], ["Glasgow", "Scotland"], ["Osaka", "Japan"], ["Busan", "South Korea"], ["Pune", "India"],
  ["Cebu", "the Philippines"], ["Perth", "Australia"], ["Dunedin", "New Zealand"], ["Calgary", "Canada"],
  ["Halifax", "Canada"], ["Denver", "the United States"], ["Austin", "the United States"], ["Recife", "Brazil"],
  ["Cordoba", "Argentina"], ["Valparaiso", "Chile"], ["Nairobi", "Kenya"], ["Accra", "Ghana"], ["Tangier", "Morocco"],
];
const ORG_A = "Northwind Bluefield Copperline Driftwood Evergreen Foxglove Granite Harbor Ironbridge Juniper Keystone Lakeshore Meridian Nimbus Oakridge Pinecrest Quarry Redwood Silverleaf Tidewater".split(" ");
const ORG_B = ["Analytics", "Labs", "Logistics", "Robotics", "Foods", "Energy", "Health", "Capital", "Media", "Systems", "Bank", "Institute", "University", "Foundation", "Studios"];
const ROLES = ["chief executive", "head of research", "lead engineer", "product manager", "chief financial officer", "data scientist", "board member", "architect", "head of sales", "visiting professor"];
const MONTHS = "January February March April May June July August September October November December".split(" ");
const TOPICS = ["battery recycling", "tidal power", "protein folding", "urban farming", "satellite imaging", "rail freight", "coastal erosion", "language models", "water filtration", "seed banks", "earthquake sensors", "bridge design", "vaccine storage", "solar glass", "bee populations"];
const EVENTS = ["annual conference", "trade fair", "science festival", "charity marathon", "design summit", "film festival", "robotics contest", "investor day", "book fair", "music week"];
const ADJ = ["quiet", "busy", "old", "modern", "narrow", "wide", "cold", "bright", "crowded", "small", "famous", "new"];
const PLACES = ["harbour", "market", "library", "station", "museum", "campus", "warehouse", "square", "garden", "laboratory"];
const VERBS = ["reopened", "expanded", "closed for repairs", "hosted a public lecture", "welcomed new visitors", "installed new equipment", "changed its opening hours", "published a report"];

export function createWorld(seed = "world") {
  const rng = createRng(seed);
  const people = [];
  const seen = new Set();
  while (people.length < 600) {
    const name = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    people.push({ name, first: name.split(" ")[0], city: rng.pick(CITIES), born: 1950 + rng.int(0, 50) });
  }
  const orgs = [];
  for (const a of ORG_A) for (const b of ORG_B) orgs.push({ name: `${a} ${b}`, city: rng.pick(CITIES), founded: 1900 + rng.int(0, 120) });
  return { people, orgs: rng.shuffle(orgs).slice(0, 180), cities: CITIES };
}

const date = (rng) => `${rng.int(1, 28)} ${rng.pick(MONTHS)} ${rng.int(1985, 2025)}`;
const money = (rng) => `${rng.int(2, 900)} million euros`;

const TEMPLATES = [
  (r, w) => { const p = r.pick(w.people); return `${p.name} was born in ${p.city[0]}, ${p.city[1]}, in ${p.born}.`; },
  (r, w) => `${r.pick(w.people).name} joined ${r.pick(w.orgs).name} as ${r.pick(ROLES)} on ${date(r)}.`,
  (r, w) => { const o = r.pick(w.orgs); return `${o.name} was founded in ${o.city[0]} in ${o.founded}.`; },
  (r, w) => { const c = r.pick(w.cities); return `In ${r.int(1990, 2025)}, ${r.pick(w.orgs).name} opened an office in ${c[0]}, ${c[1]}.`; },
  (r, w) => `${r.pick(w.people).name} met ${r.pick(w.people).name} at the ${r.pick(EVENTS)} in ${r.pick(w.cities)[0]} on ${date(r)}.`,
  (r, w) => `${r.pick(w.orgs).name} acquired ${r.pick(w.orgs).name} for ${money(r)} on ${date(r)}.`,
  (r, w) => `${r.pick(w.people).name} is the ${r.pick(ROLES)} of ${r.pick(w.orgs).name}.`,
  (r, w) => `${r.pick(w.people).name} moved from ${r.pick(w.cities)[0]} to ${r.pick(w.cities)[0]} in ${r.pick(MONTHS)} ${r.int(1990, 2025)}.`,
  (r, w) => `${r.pick(w.people).name} published a study on ${r.pick(TOPICS)} with colleagues from ${r.pick(w.orgs).name}.`,
  (r, w) => `On ${date(r)}, ${r.pick(w.orgs).name} announced a partnership with ${r.pick(w.orgs).name} on ${r.pick(TOPICS)}.`,
  (r, w) => `${r.pick(w.people).name} and ${r.pick(w.people).name} co-founded ${r.pick(w.orgs).name} in ${r.pick(w.cities)[0]}.`,
  (r, w) => `${r.pick(w.people).first} gave a talk about ${r.pick(TOPICS)} at the ${r.pick(EVENTS)} in ${r.pick(w.cities)[0]}.`,
  (r, w) => `${r.pick(w.orgs).name} hired ${r.int(3, 400)} people in ${r.pick(w.cities)[0]} during ${r.int(1995, 2025)}.`,
  (r, w) => `${r.pick(w.people).name} received an award from ${r.pick(w.orgs).name} for work on ${r.pick(TOPICS)}.`,
  (r, w) => `The ${r.pick(ADJ)} ${r.pick(PLACES)} in ${r.pick(w.cities)[0]} ${r.pick(VERBS)} last ${r.pick(MONTHS)}.`,
  (r, w) => `According to ${r.pick(w.people).name}, the project on ${r.pick(TOPICS)} will finish before ${r.pick(MONTHS)} ${r.int(2024, 2030)}.`,
  (r) => `Most of the team agreed that the ${r.pick(ADJ)} ${r.pick(PLACES)} was the best place to start.`,
  (r, w) => `${r.pick(w.people).first} wrote that ${r.pick(TOPICS)} mattered more to ${r.pick(w.cities)[0]} than anyone expected.`,
];

/**
 * The service's token estimate (src/ai/tokens.ts estimateTokens): a letter run is 1 token per started 7
 * characters, a digit run 1 per started 3, CJK 1 per character, other non-space characters 1 each.
 */
const TOKEN_RE = /(\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Hangul})|(\p{L}[\p{L}\p{M}]*)|(\p{N}+)|(\S)/gu;
export function estimateTokens(text) {
  let n = 0;
  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(text); m !== null; m = TOKEN_RE.exec(text)) {
    if (m[2] !== undefined) n += Math.ceil(m[2].length / 7);
    else if (m[3] !== undefined) n += Math.ceil(m[3].length / 3);
    else n += 1;
  }
  return n;
}

/**
 * One single-sentence paragraph of `min`..`max` estimated tokens (clauses joined by "; "), so that with
 * chunk_size = max each paragraph is exactly one chunk: the chunker packs whole sentences while they fit,
 * and any two such paragraphs together (>= 2 * min > max) do not.
 */
export function chunkParagraph(rng, world, { min = 33, max = 64 } = {}) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const clauses = [];
    let text = "";
    while (clauses.length < 6) {
      clauses.push(rng.pick(TEMPLATES)(rng, world).replace(/[.]$/, ""));
      text = `${clauses.join("; ")}.`;
      if (estimateTokens(text) >= min) break;
    }
    const t = estimateTokens(text);
    if (t >= min && t <= max) return text;
  }
  throw new Error("chunkParagraph: could not build a paragraph within the token window");
}

export function paragraph(rng, world, sentences) {
  const out = [];
  for (let i = 0; i < sentences; i++) out.push(rng.pick(TEMPLATES)(rng, world));
  return out.join(" ");
}

/**
 * Documents totalling about `bytes` bytes of UTF-8 (ASCII here), each about `docBytes` long, as
 * `{ name, text }`. Paragraphs have `sentences` [min,max] sentences.
 */
export function generateCorpus({ seed, bytes, docBytes = 20_000, sentences = [3, 7], world }) {
  const rng = createRng(`corpus:${seed}`);
  const w = world ?? createWorld(`world:${seed}`);
  const docs = [];
  let total = 0;
  let n = 0;
  while (total < bytes) {
    const want = Math.min(docBytes, bytes - total);
    const paras = [];
    let size = 0;
    const topic = rng.pick(TOPICS);
    const title = `Notes on ${topic}, part ${n + 1}`;
    size += title.length + 2;
    while (size < want) {
      const p = paragraph(rng, w, rng.int(sentences[0], sentences[1]));
      paras.push(p);
      size += p.length + 2;
    }
    const text = `${title}\n\n${paras.join("\n\n")}\n`;
    docs.push({ name: `doc-${String(n).padStart(5, "0")}.txt`, text });
    total += Buffer.byteLength(text);
    n++;
  }
  return { docs, bytes: total, world: w };
}

/** `count` varied natural-language queries over the same world (who / where / when / what happened). */
export function generateQueries({ seed, count, world }) {
  const rng = createRng(`queries:${seed}`);
  const forms = [
    () => `Where was ${rng.pick(world.people).name} born?`,
    () => `Who works for ${rng.pick(world.orgs).name}?`,
    () => `When did ${rng.pick(world.people).name} join ${rng.pick(world.orgs).name}?`,
    () => `Which company acquired ${rng.pick(world.orgs).name}?`,
    () => `What happened in ${rng.pick(world.cities)[0]} in ${rng.int(1995, 2025)}?`,
    () => `Who did ${rng.pick(world.people).name} meet at the ${rng.pick(EVENTS)}?`,
    () => `research on ${rng.pick(TOPICS)}`,
    () => `${rng.pick(world.orgs).name} partnership`,
    () => `Who co-founded ${rng.pick(world.orgs).name}?`,
    () => `offices opened in ${rng.pick(world.cities)[1]}`,
    () => `${rng.pick(world.people).first} award`,
    () => `Which people moved to ${rng.pick(world.cities)[0]}?`,
  ];
  const out = [];
  const seen = new Set();
  let guard = 0;
  while (out.length < count && guard++ < count * 50) {
    const q = rng.pick(forms)();
    if (seen.has(q)) continue;
    seen.add(q);
    out.push(q);
  }
  return out;
}

/**
 * One wink-nlp parse per text, shared by the local extractor and summarizer.
 *
 * wink-nlp (POS tagger, sentence splitter, DATE/MONEY/CARDINAL/EMAIL/URL entities) runs at roughly
 * 0.9-1 MB/s of English in V8, compromise at ~12k words/s (~70 KB/s), so wink does the full pass and
 * compromise is only consulted on short spans wink cannot type (see gazetteer.ts). The pipeline calls
 * extract() and summarize() on the same chunk text, so the last few parses are kept.
 */
import winkNLP, { type ItemEntity, type ItemSentence } from "wink-nlp";
import model from "wink-eng-lite-web-model";

/**
 * A chat log's or an export's stamp before a turn's speaker ("[09:20] Elena:", "[01/03/2027, 09:20:11] Elena:",
 * "01/03/2027, 09:20 - Elena:", "9:20 pm Elena:"), and the space or dash after it, as patterns' sources: the extractor
 * and the answerer read the turn as the name's.
 */
export const TURN_STAMP = String.raw`(?:\[[^[\]\n]{0,30}\d[^[\]\n]{0,30}\]|(?:\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4},?[ \t]+)?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[ap]\.?m\.?)?)`;
export const TURN_STAMP_GAP = String.raw`[ \t]+(?:[-–][ \t]+)?`;
/** A user name in lower case joined by a hyphen, an underscore or a dot ("lin-zhou", "marta_r", "priya.n"), as a source. */
export const USER_HANDLE = String.raw`\p{Ll}[\p{Ll}\d]*(?:[-_.][\p{Ll}\d]+)+`;
/** Whose someone is, as a parents' group chat names them ("Leo's dad:", "Maya's mum:"). */
const KIN = String.raw`(?:mum|mom|mam|dad|mother|father|grandma|grandad|granny|grandpa|nan|nana|gran|aunt|auntie|uncle|carer|nanny|childminder|wife|husband|partner|sister|brother|son|daughter)`;
/** A role in brackets after a speaker's name ("Kemi (Android):", "Tom (dog walker):"): no digits, at most 30 characters. */
export const TURN_ROLE = String.raw`[^()\d\n]{1,30}`;
/**
 * A turn's speaker label, up to its colon: a capitalised name of one to three words, maybe a role after it ("Kemi
 * (Android):"), or whose kin they are ("Leo's dad:"), the name in group 1; or a user name in lower case joined by a
 * hyphen, an underscore or a dot, as code review and team chat show them ("lin-zhou:", "@marta_r:"). Within one line (a
 * text's lines are turns). A bracket holding a number is no role but a field's detail ("Overtime (12 hours at 18.50):
 * 222.00", "Pension (5%): 133.60"), unless it is a house or flat number, as a street's group chat names its neighbours
 * ("Helen (no. 12):").
 */
export const TURN_SPEAKER = String.raw`(\p{Lu}[\p{L}'’.-]*(?:[^\S\n]\p{Lu}[\p{L}'’.-]*){0,2}|\p{Lu}\p{L}*['’]s[^\S\n]${KIN}|@?${USER_HANDLE})(?:[^\S\n]\((?:${TURN_ROLE}|(?:[Nn]o\.?|[Nn]umber|#|[Ff]lat|[Aa]pt\.?)[^\S\n]?\d{1,4}[A-Za-z]?)\))?:`;

export interface WinkEntity {
  start: number;
  end: number;
  type: string;
  value: string;
}

export interface Analysis {
  text: string;
  /** Token surface forms. */
  tokens: string[];
  lower: string[];
  /** Universal POS tags (PROPN, NOUN, VERB, AUX, ADP, DET, PRON, ...). */
  pos: string[];
  /** wink token types: word, number, punctuation, email, url, ... */
  types: string[];
  /** Whitespace before each token (to rebuild surface text of a span). */
  spaces: string[];
  /** Inclusive token ranges. */
  sentences: [number, number][];
  entities: WinkEntity[];
  /** Lemma of token i, computed on demand (wink's lemmatizer is the costly part of out(lemma)). */
  lemma(i: number): string;
}

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | undefined;

function instance(): Nlp {
  // Lazy: loading the model costs ~100 ms, which requests that never touch the local AI should not pay.
  nlp ??= winkNLP(model, ["sbd", "pos", "ner"]);
  return nlp;
}

/** Lemmas of tokens wink leaves without one. */
const LEMMA_FALLBACK: Record<string, string> = { cannot: "can" };

const CACHE_SIZE = 4;
const cache = new Map<string, Analysis>();

export function analyze(text: string): Analysis {
  const hit = cache.get(text);
  if (hit) return hit;
  const w = instance();
  const its = w.its;
  const doc = w.readDoc(text);
  const tokenColl = doc.tokens();
  const tokens = tokenColl.out() as string[];
  const pos = tokenColl.out(its.pos) as string[];
  const types = tokenColl.out(its.type) as string[];
  // The typings miss precedingSpaces' signature; it is a token property like the others.
  const spaces = tokenColl.out(its.precedingSpaces as unknown as typeof its.value) as string[];
  const spans: [number, number][] = [];
  doc.sentences().each((s: ItemSentence) => {
    const span = s.out(its.span) as unknown as number[];
    spans.push([span[0]!, span[1]!]);
  });
  const sentences = mendListNumbers(tokens, types, mendGluedPeriods(tokens, spaces, spans)).flatMap(([s, e]) => splitAtLineBlocks(tokens, types, pos, s, e));
  const entities: WinkEntity[] = [];
  doc.entities().each((e: ItemEntity) => {
    const span = e.out(its.span) as unknown as number[];
    entities.push({ start: span[0]!, end: span[1]!, type: e.out(its.type) as string, value: e.out() as string });
  });
  const lemmas: (string | undefined)[] = new Array(tokens.length);
  const lower = tokens.map((t) => t.toLowerCase());
  const analysis: Analysis = {
    text,
    tokens,
    lower,
    pos,
    types,
    spaces,
    sentences,
    entities,
    lemma(i: number): string {
      let l = lemmas[i];
      if (l === undefined) {
        // wink has no lemma for some tokens: "cannot" stays one token before punctuation ("we cannot, and
        // will not"), and its lemma is then undefined. The lower-cased token stands in; "cannot" is "can".
        const raw = tokenColl.itemAt(i).out(its.lemma as unknown as typeof its.value) as string | undefined;
        l = typeof raw === "string" && raw ? raw.toLowerCase() : (LEMMA_FALLBACK[lower[i]!] ?? lower[i]!);
        lemmas[i] = l;
      }
      return l;
    },
  };
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(text, analysis);
  return analysis;
}

const LIST_MARKERS = new Set(["-", "*", "•", "+", "–", "—"]);
/** At most this many tokens in a title line (see splitAtLineBlocks). */
const TITLE_TOKENS = 10;
const TITLE_ENDS = new Set(["NOUN", "PROPN", "NUM", "ADJ"]);
/** Words opening a letter's or an email's greeting line, and at most this many tokens in one (see splitAtLineBlocks). */
const GREETINGS = new Set(["dear", "hi", "hello", "hey", "to"]);
const GREETING_TOKENS = 8;

/**
 * wink ends a sentence at a period glued on both sides ("rolled back to v3.3, latency is back": "v3", ".", "3"), which
 * no sentence ends with: the two spans are one. `spans` are wink's, in order; a new list is returned.
 */
function mendGluedPeriods(tokens: string[], spaces: string[], spans: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [s, e] of spans) {
    const last = out[out.length - 1];
    if (last && last[1] === s - 1 && tokens[s - 1] === "." && !spaces[s - 1] && !spaces[s] && /^[\p{L}\p{N}]/u.test(tokens[s] ?? "")) last[1] = e;
    else out.push([s, e]);
  }
  return out;
}

/**
 * wink ends a sentence after an ordered list's number ("...on Friday\n1." / "Sam owns the plan"): the number
 * goes back to the item it opens. `spans` are wink's, in order; a new list is returned.
 */
function mendListNumbers(tokens: string[], types: string[], spans: [number, number][]): [number, number][] {
  const out = spans.map((x) => [...x] as [number, number]);
  for (let k = 0; k + 1 < out.length; k++) {
    const [s, e] = out[k]!;
    const marker = (tokens[e] === "." || tokens[e] === ")") && types[e - 1] === "number" && e - 1 >= s;
    if (!marker || out[k + 1]![0] !== e + 1) continue;
    if (e - 1 === s) {
      out[k + 1]![0] = s;
      out.splice(k--, 1);
    } else if (types[e - 2] === "tabCRLF") {
      out[k]![1] = e - 2;
      out[k + 1]![0] = e - 1;
    }
  }
  return out;
}

/**
 * wink's splitter ends a sentence at a blank line, but not where a line starts a list item, a heading or
 * a label's block: "- Ana sends the budget, due 20 March.\n- Ji-woo presents the roadmap" was one sentence,
 * so the summary quoted three items as one fact and the extractor read relations across them. The span
 * [start, end] is cut after a line break when the next line opens a list item ("-", "*", "1.", "2)") or a
 * heading ("#") or a label line (one ending with ":", as "Chat message by Ana in #general:", not a speaker's
 * name alone) or a speaker's turn ("Leo: disk resized"), or the line that ends is a heading or a label line.
 * The break stays with the sentence it ends, as wink leaves it. Wrapped prose (a break inside a sentence)
 * is not cut.
 */
function splitAtLineBlocks(tokens: string[], types: string[], pos: string[], start: number, end: number): [number, number][] {
  const breaks: number[] = [];
  for (let i = start; i < end; i++) if (types[i] === "tabCRLF" && tokens[i]!.includes("\n")) breaks.push(i);
  if (!breaks.length) return [[start, end]];
  // A speaker's name alone ("Evan:" with the turn on the next line) labels the text after it, as "Evan: ..." does
  // on one line: the turn keeps its speaker. Longer labels ("Chat message by U02 in #deploys at ...:") end there.
  const speaker = (from: number, to: number) => to - from <= 4 && tokens.slice(from, to - 1).every((t, k) => /^\p{Lu}/u.test(t) && types[from + k] === "word");
  const isLabel = (from: number, to: number) => to > from && tokens[to - 1] === ":" && !speaker(from, to);
  // A line opening with a speaker's turn ("Leo: disk resized") starts a sentence: team chat seldom ends a line with a
  // full stop, and without the cut one turn ran into the next and its speaker said the next one's words.
  const turnOpens = (from: number, to: number) => {
    const colon = tokens.slice(from, Math.min(to, from + 4)).indexOf(":");
    return colon > 0 && from + colon + 1 < to && speaker(from, from + colon + 1);
  };
  // A table's rows ("Laptop stand, LS-8, 12, 20"; its header "item, sku, quantity"): three or more cells split by commas
  // or tabs and no full stop, one line each. Unpunctuated, the rows ran into one sentence; a break between two such
  // lines ends one (prose wrapped after a list of three is one line like that, not two).
  const tableRow = (from: number, to: number) => {
    let cells = 1;
    for (let k = from; k < to; k++) {
      if (tokens[k] === "," || (types[k] === "tabCRLF" && tokens[k]!.includes("\t"))) cells++;
      else if (tokens[k] === "." || tokens[k] === "!" || tokens[k] === "?") return false;
    }
    return cells >= 3;
  };
  // A letter's greeting ("Dear Parents and Carers,") is a line of its own: the line after is no clause of it, and read
  // as one the greeted did what the letter says ("Parents will visit the Natural History Museum").
  const greeting = (from: number, to: number) => to - from <= GREETING_TOKENS && tokens[to - 1] === "," && GREETINGS.has(tokens[from]!.toLowerCase());
  const out: [number, number][] = [];
  let from = start;
  breaks.forEach((i, k) => {
    const lineStart = k ? breaks[k - 1]! + 1 : start;
    const nextEnd = breaks[k + 1] ?? end + 1;
    const next = tokens[i + 1]!;
    const opensBlock =
      LIST_MARKERS.has(next) ||
      next === "#" ||
      (types[i + 1] === "number" && (tokens[i + 2] === "." || tokens[i + 2] === ")") && i + 3 <= end && types[i + 3] !== "number") ||
      isLabel(i + 1, nextEnd) ||
      turnOpens(i + 1, nextEnd) ||
      greeting(i + 1, nextEnd);
    // A text's first line, short, unpunctuated and verbless before a capitalised line, is its title ("Grandma's lemon
    // cake" over "Serves 8."): wrapped prose runs longer or has a verb ("The team agreed that\nAnna will lead").
    const title =
      lineStart === 0 &&
      i - lineStart <= TITLE_TOKENS &&
      TITLE_ENDS.has(pos[i - 1]!) &&
      !pos.slice(lineStart, i).some((p) => p === "VERB" || p === "AUX") &&
      /^\p{Lu}/u.test(next);
    // (A greeting ends its line's sentence and opens its own: an email's subject line above it is no part of it.)
    const endsBlock = tokens[lineStart] === "#" || isLabel(lineStart, i) || title || greeting(lineStart, i) || (tableRow(lineStart, i) && tableRow(i + 1, nextEnd));
    if ((opensBlock || endsBlock) && i > from) {
      out.push([from, i]);
      from = i + 1;
    }
  });
  out.push([from, end]);
  return out;
}

/** Surface text of tokens [start, end] with the original spacing. */
export function spanText(a: Analysis, start: number, end: number): string {
  let out = a.tokens[start] ?? "";
  for (let i = start + 1; i <= end; i++) out += (a.spaces[i] ? " " : "") + a.tokens[i];
  return out;
}

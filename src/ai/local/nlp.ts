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
  const sentences: [number, number][] = [];
  doc.sentences().each((s: ItemSentence) => {
    const span = s.out(its.span) as unknown as number[];
    sentences.push([span[0]!, span[1]!]);
  });
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

/** Surface text of tokens [start, end] with the original spacing. */
export function spanText(a: Analysis, start: number, end: number): string {
  let out = a.tokens[start] ?? "";
  for (let i = start + 1; i <= end; i++) out += (a.spaces[i] ? " " : "") + a.tokens[i];
  return out;
}

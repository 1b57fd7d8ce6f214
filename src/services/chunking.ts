/**
 * Token-aware chunking in the manner of cognee's TextChunker: sentences are packed into a chunk until the
 * next one would exceed the budget; paragraphs (line breaks) and sentences are the preferred cut points;
 * no overlap; a word is never split. A sentence longer than the whole budget is cut at word boundaries
 * ("sentence_cut"); a single word longer than the budget becomes a chunk of its own ("word").
 *
 * Chunks are exact slices of the input (trimmed), so offsets and original line breaks survive.
 * Token counts use `estimateTokens` (src/ai/tokens.ts): ~1.25 tokens per English word, whitespace free.
 */
import type { Embedder } from "../ai/types";
import { estimateTokens } from "../ai/tokens";
import type { Settings } from "../lib/settings";

export type CutType = "paragraph_end" | "sentence_end" | "sentence_cut" | "word";

export interface TextChunk {
  text: string;
  index: number;
  tokenCount: number;
  cutType: CutType;
}

interface Unit {
  start: number;
  end: number;
  tokens: number;
  cut: CutType;
}

/** Words after which a period does not end a sentence. */
const ABBREVIATIONS = new Set([
  "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "mt", "vs", "e.g", "i.e", "cf", "fig", "no", "vol", "inc", "ltd",
  "co", "corp", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "approx", "dept",
  "est", "gen", "gov", "sen", "rep", "rev", "u.s", "u.k", "a.m", "p.m",
]);

const SENTENCE_END = /[.!?…。！？]+["'”’)\]]*(?=\s|$)/g;

function isAbbreviation(text: string, dotIndex: number): boolean {
  if (text[dotIndex] !== ".") return false;
  let i = dotIndex - 1;
  while (i >= 0 && /[\p{L}.]/u.test(text[i]!)) i--;
  const word = text.slice(i + 1, dotIndex).toLowerCase();
  if (!word) return false;
  // Single initials ("J. K. Rowling") and known abbreviations.
  return (word.length === 1 && /\p{Lu}/u.test(text[dotIndex - 1]!)) || ABBREVIATIONS.has(word);
}

/** Sentence units of one paragraph [from, to). */
function sentences(text: string, from: number, to: number, out: Unit[]): void {
  const para = text.slice(from, to);
  let start = 0;
  SENTENCE_END.lastIndex = 0;
  const ends: number[] = [];
  for (let m = SENTENCE_END.exec(para); m !== null; m = SENTENCE_END.exec(para)) {
    if (isAbbreviation(para, m.index + m[0].length - 1) && m[0].length === 1) continue;
    ends.push(m.index + m[0].length);
  }
  ends.push(para.length);
  for (const end of ends) {
    const slice = para.slice(start, end);
    const lead = slice.length - slice.trimStart().length;
    const body = slice.trim();
    if (body) {
      const s = from + start + lead;
      out.push({ start: s, end: s + body.length, tokens: estimateTokens(body), cut: end === para.length ? "paragraph_end" : "sentence_end" });
    }
    start = end;
  }
}

/** Cuts an over-long unit at word boundaries into pieces within the budget. */
function cutLong(text: string, unit: Unit, maxTokens: number, out: Unit[]): void {
  const words = /\S+/g;
  words.lastIndex = unit.start;
  let pieceStart = -1;
  let pieceEnd = -1;
  let pieceTokens = 0;
  const flush = (cut: CutType) => {
    if (pieceStart >= 0) out.push({ start: pieceStart, end: pieceEnd, tokens: pieceTokens, cut });
    pieceStart = -1;
    pieceTokens = 0;
  };
  for (let m = words.exec(text); m !== null && m.index < unit.end; m = words.exec(text)) {
    const wEnd = Math.min(m.index + m[0].length, unit.end);
    const t = estimateTokens(text.slice(m.index, wEnd));
    if (t > maxTokens) {
      flush("sentence_cut");
      out.push({ start: m.index, end: wEnd, tokens: t, cut: "word" });
      continue;
    }
    if (pieceStart >= 0 && pieceTokens + t > maxTokens) flush("sentence_cut");
    if (pieceStart < 0) pieceStart = m.index;
    pieceEnd = wEnd;
    pieceTokens += t;
  }
  flush(unit.cut);
}

export function chunkText(text: string, maxTokens: number): TextChunk[] {
  const budget = Math.max(1, Math.floor(maxTokens));
  const units: Unit[] = [];
  const paragraph = /[^\r\n]+/g;
  for (let m = paragraph.exec(text); m !== null; m = paragraph.exec(text)) {
    if (!m[0].trim()) continue;
    const before = units.length;
    sentences(text, m.index, m.index + m[0].length, units);
    // Split over-long sentences in place.
    for (let i = before; i < units.length; i++) {
      const u = units[i]!;
      if (u.tokens <= budget) continue;
      const pieces: Unit[] = [];
      cutLong(text, u, budget, pieces);
      units.splice(i, 1, ...pieces);
      i += pieces.length - 1;
    }
  }

  const chunks: TextChunk[] = [];
  let cur: Unit | undefined;
  const emit = () => {
    if (!cur) return;
    chunks.push({ text: text.slice(cur.start, cur.end), index: chunks.length, tokenCount: cur.tokens, cutType: cur.cut });
    cur = undefined;
  };
  for (const u of units) {
    if (cur && cur.tokens + u.tokens <= budget) {
      cur.end = u.end;
      cur.tokens += u.tokens;
      cur.cut = u.cut;
    } else {
      emit();
      cur = { ...u };
    }
  }
  emit();
  return chunks;
}

/**
 * The spec's default chunk size ("service budget"): the smaller of the embedding model's input limit and
 * EMBEDDING_MAX_COMPLETION_TOKENS (default 4096), so every chunk can be embedded whole.
 */
export function serviceChunkBudget(settings: Pick<Settings, "embeddingMaxCompletionTokens">, embedder: Pick<Embedder, "maxInputTokens">): number {
  return Math.max(1, Math.min(embedder.maxInputTokens, settings.embeddingMaxCompletionTokens));
}

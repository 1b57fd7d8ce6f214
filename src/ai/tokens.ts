/**
 * Token estimate used for chunk budgets and summary caps, without shipping a tokenizer (a BPE vocabulary
 * is megabytes; the Worker bundle is capped at 10 MB compressed).
 *
 * Counting rule ("word-ish" tokens):
 * - a run of letters is 1 token per started 7 characters ("cat" 1, "knowledge" 2, "internationalisation" 3);
 * - a run of digits is 1 token per started 3 digits (BPE vocabularies split numbers that way);
 * - each CJK / kana / hangul character is 1 token;
 * - every other non-space character (punctuation, symbols, emoji) is 1 token; whitespace is free.
 * On English prose this gives ~1.25 tokens per word, close to WordPiece/BPE counts (1.2-1.35), so a
 * chunk sized for a 512-token embedding model stays within it in practice.
 */
const TOKEN_RE = /(\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Hangul})|(\p{L}[\p{L}\p{M}]*)|(\p{N}+)|(\S)/gu;

export function estimateTokens(text: string): number {
  let n = 0;
  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(text); m !== null; m = TOKEN_RE.exec(text)) {
    if (m[2] !== undefined) n += Math.ceil(m[2].length / 7);
    else if (m[3] !== undefined) n += Math.ceil(m[3].length / 3);
    else n += 1;
  }
  return n;
}

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

/**
 * The count above. ASCII (most English, and every entity name, fact and summary cognify embeds) is
 * counted in one pass over char codes: the Unicode-property regex was ~9% of cognify's consumer CPU on
 * real conversation text (chunking, usage accounting and the summariser call it on every piece). At the
 * first other character the regex takes over from the start of the run in progress, where its own scan
 * would have started a match too, so both paths count alike.
 */
export function estimateTokens(text: string): number {
  let n = 0;
  let run = 0; // length of the current letter (kind 1) or digit (kind 2) run
  let kind = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) return n + estimateTokensUnicode(text, i - run);
    const k = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) ? 1 : c >= 48 && c <= 57 ? 2 : 0;
    if (k !== kind && run) {
      n += Math.ceil(run / (kind === 1 ? 7 : 3));
      run = 0;
    }
    kind = k;
    if (k) run++;
    // ASCII whitespace as \s knows it: \t \n \v \f \r and space; every other character is a token.
    else if (c !== 32 && (c < 9 || c > 13)) n++;
  }
  if (run) n += Math.ceil(run / (kind === 1 ? 7 : 3));
  return n;
}

function estimateTokensUnicode(text: string, from: number): number {
  let n = 0;
  TOKEN_RE.lastIndex = from;
  for (let m = TOKEN_RE.exec(text); m !== null; m = TOKEN_RE.exec(text)) {
    if (m[2] !== undefined) n += Math.ceil(m[2].length / 7);
    else if (m[3] !== undefined) n += Math.ceil(m[3].length / 3);
    else n += 1;
  }
  return n;
}

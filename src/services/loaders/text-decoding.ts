import { utf16Guess } from "./sniff";
import { unreadableContent } from "./types";

export type TextEncodingName = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

/**
 * Picks the encoding from the first bytes: a BOM, a UTF-16 NUL pattern, valid UTF-8, or — only when
 * the bytes are not UTF-8 but read as clean Windows-1252 text (no control characters) — Windows-1252.
 * Anything else is "sniffs as text but does not decode": 415 `UnreadableFileContentError`.
 */
export function chooseEncoding(name: string, head: Uint8Array, complete = false): TextEncodingName {
  if (head.length >= 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return "utf-8";
  if (head.length >= 2 && head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head.length >= 2 && head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  const guess = utf16Guess(head);
  if (guess) return guess;
  try {
    // stream: true tolerates a multi-byte sequence cut at the end of a sample (not of a whole file).
    new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(head, { stream: !complete });
    return "utf-8";
  } catch {
    // fall through to the legacy single-byte check
  }
  if (plausibleWindows1252(head)) return "windows-1252";
  throw unreadableContent(name, "the bytes are not valid UTF-8 (nor UTF-16 or Windows-1252 text). Re-encode the file as UTF-8.");
}

function plausibleWindows1252(head: Uint8Array): boolean {
  let high = 0;
  for (const b of head) {
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) return false;
    if (b === 0x7f || b === 0x81 || b === 0x8d || b === 0x8f || b === 0x90 || b === 0x9d) return false;
    if (b >= 0x80) high++;
  }
  // Western text in a legacy code page is mostly ASCII with occasional accented letters.
  return high <= head.length * 0.3;
}

/** Incremental decoder: fatal on invalid input, refuses NUL characters (text files never hold them). */
export class StrictTextDecoder {
  private readonly decoder: TextDecoder;

  constructor(
    private readonly name: string,
    readonly encoding: TextEncodingName,
  ) {
    this.decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: false });
  }

  decode(bytes: Uint8Array, final = false): string {
    let text: string;
    try {
      text = this.decoder.decode(bytes, { stream: !final });
    } catch {
      throw unreadableContent(this.name, `the bytes are not valid ${this.encoding === "utf-8" ? "UTF-8" : this.encoding} text. Re-encode the file as UTF-8.`);
    }
    if (text.includes("\u0000")) throw unreadableContent(this.name, "it contains NUL bytes, so it is binary data rather than text.");
    return text;
  }
}

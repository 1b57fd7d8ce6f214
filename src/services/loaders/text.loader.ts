import type { TextLoader, TextSink } from "./types";

/** Plain text and Markdown: the text is the content (cognee's TextDocument). */
export class PlainTextLoader implements TextLoader {
  constructor(private readonly sink: TextSink) {}
  async push(text: string): Promise<void> {
    if (text) await this.sink(text);
  }
  async finish(): Promise<void> {}
}

/** JSON documents up to this many characters are re-indented; larger ones pass through as they are. */
export const JSON_PRETTY_MAX_CHARS = 4 * 1024 * 1024;

/**
 * JSON: minified JSON is one huge line that chunks badly, so a parseable document is re-indented
 * (2 spaces). JSON Lines, invalid JSON and very large documents are kept verbatim.
 */
export class JsonLoader implements TextLoader {
  private parts: string[] = [];
  private size = 0;
  private passthrough = false;

  constructor(private readonly sink: TextSink) {}

  async push(text: string): Promise<void> {
    if (this.passthrough) return this.sink(text);
    this.parts.push(text);
    this.size += text.length;
    if (this.size > JSON_PRETTY_MAX_CHARS) {
      this.passthrough = true;
      const buffered = this.parts.join("");
      this.parts = [];
      await this.sink(buffered);
    }
  }

  async finish(): Promise<void> {
    if (this.passthrough) return;
    const all = this.parts.join("");
    this.parts = [];
    let out = all;
    try {
      out = JSON.stringify(JSON.parse(all), null, 2);
    } catch {
      // Not a single JSON document (e.g. JSON Lines): keep it as text.
    }
    if (out) await this.sink(out);
  }
}

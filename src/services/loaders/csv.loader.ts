import Papa from "papaparse";
import type { TextLoader, TextSink } from "./types";

/**
 * CSV, the structured route: header-aware rows, one line per row as `column: value; column: value`
 * (empty cells omitted), so each row reads as a self-contained record after chunking.
 *
 * Streaming: text is cut at record boundaries (a newline outside quotes: RFC 4180 quotes toggle on
 * every `"`, and an escaped `""` toggles twice) and each complete batch is parsed by papaparse.
 */
export class CsvLoader implements TextLoader {
  private pending = "";
  private scanned = 0;
  private inQuotes = false;
  private lastBoundary = 0;
  private header: string[] | null = null;
  private rows = 0;

  constructor(
    private readonly sink: TextSink,
    private delimiter?: string,
  ) {}

  async push(text: string): Promise<void> {
    this.pending += text;
    for (let i = this.scanned; i < this.pending.length; i++) {
      const ch = this.pending.charCodeAt(i);
      if (ch === 34) this.inQuotes = !this.inQuotes;
      else if (ch === 10 && !this.inQuotes) this.lastBoundary = i + 1;
    }
    this.scanned = this.pending.length;
    // Parse in batches of at least 64 KiB to keep papaparse calls few.
    if (this.lastBoundary > 0 && this.lastBoundary >= 64 * 1024) {
      const batch = this.pending.slice(0, this.lastBoundary);
      this.pending = this.pending.slice(this.lastBoundary);
      this.scanned = this.pending.length;
      this.lastBoundary = 0;
      // The remainder starts a new record, so the quote state is re-derived from it.
      this.inQuotes = countQuotes(this.pending) % 2 === 1;
      await this.parse(batch);
    }
  }

  async finish(): Promise<void> {
    const rest = this.pending;
    this.pending = "";
    if (rest.trim()) await this.parse(rest);
    if (this.rows === 0 && this.header) await this.sink(`Columns: ${this.header.join(", ")}\n`);
  }

  private async parse(text: string): Promise<void> {
    const result = Papa.parse<string[]>(text, {
      delimiter: this.delimiter ?? "",
      skipEmptyLines: "greedy",
    });
    this.delimiter ??= result.meta.delimiter || ",";
    const lines: string[] = [];
    for (const record of result.data) {
      if (!this.header) {
        this.header = record.map((h, i) => clean(h) || `column_${i + 1}`);
        continue;
      }
      const cells: string[] = [];
      record.forEach((value, i) => {
        const v = clean(value);
        if (v) cells.push(`${this.header![i] ?? `column_${i + 1}`}: ${v}`);
      });
      if (cells.length) {
        lines.push(cells.join("; "));
        this.rows++;
      }
    }
    if (lines.length) await this.sink(lines.join("\n") + "\n");
  }
}

const clean = (v: string | undefined) => (v ?? "").replace(/\s+/g, " ").trim();

function countQuotes(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 34) n++;
  return n;
}

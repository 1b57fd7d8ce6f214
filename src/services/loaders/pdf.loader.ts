import { ApiError } from "../../core/errors";
import { type ByteLoader, type TextSink, unreadableContent } from "./types";

/**
 * pdf.js needs the whole document in memory and parsing costs a multiple of its size, so PDFs above
 * this are refused (413) rather than risking the 128 MB isolate limit.
 */
export const PDF_MAX_BYTES = 32 * 1024 * 1024;

/** PDF text layer via `unpdf` (serverless pdf.js build that runs in workerd); pages separated by blank lines. */
export class PdfLoader implements ByteLoader {
  private chunks: Uint8Array[] = [];
  private size = 0;

  constructor(
    private readonly name: string,
    private readonly sink: TextSink,
  ) {}

  async push(bytes: Uint8Array): Promise<void> {
    this.size += bytes.length;
    if (this.size > PDF_MAX_BYTES) {
      throw new ApiError(
        413,
        "FileTooLargeError",
        `"${this.name}" is larger than ${PDF_MAX_BYTES} bytes, the limit for PDF text extraction. Split the PDF or upload its text.`,
      );
    }
    this.chunks.push(bytes.slice());
  }

  async finish(): Promise<void> {
    const all = new Uint8Array(this.size);
    let off = 0;
    for (const c of this.chunks) {
      all.set(c, off);
      off += c.length;
    }
    this.chunks = [];
    const { extractText, getDocumentProxy } = await import("unpdf");
    let pages: string[];
    try {
      const pdf = await getDocumentProxy(all);
      const result = await extractText(pdf, { mergePages: false });
      pages = result.text as string[];
    } catch (err) {
      const msg = String((err as Error)?.message ?? err);
      if (/password/i.test(msg)) throw unreadableContent(this.name, "the PDF is encrypted (password protected).");
      throw unreadableContent(this.name, "it is not a readable PDF document.");
    }
    const text = pages.map((p) => p.trim()).filter(Boolean).join("\n\n");
    if (text) await this.sink(text);
  }
}

import { CsvLoader } from "./csv.loader";
import { HtmlLoader } from "./html.loader";
import { PlainTextLoader, JsonLoader } from "./text.loader";
import type { LoaderKind, TextLoader, TextSink } from "./types";

export { PdfLoader, PDF_MAX_BYTES } from "./pdf.loader";
export { sniff, SNIFF_BYTES, extensionOf, type Sniffed } from "./sniff";
export { chooseEncoding, StrictTextDecoder } from "./text-decoding";
export type { LoaderKind, TextSink, TextLoader, ByteLoader } from "./types";

/** The text loader for a sniffed kind (PDF takes bytes: see `PdfLoader`). */
export function createTextLoader(kind: Exclude<LoaderKind, "pdf">, sink: TextSink, opts: { delimiter?: string } = {}): TextLoader {
  switch (kind) {
    case "html":
      return new HtmlLoader(sink);
    case "csv":
      return new CsvLoader(sink, opts.delimiter);
    case "json":
      return new JsonLoader(sink);
    default:
      return new PlainTextLoader(sink);
  }
}

import { type LoaderKind, unreadableContent, unsupportedType } from "./types";

export interface Sniffed {
  kind: LoaderKind;
  /** Canonical mime type stored on the data item. */
  mimeType: string;
  /** Extension without the dot, stored on the data item (derived from the kind when the name has none). */
  extension: string;
  /** CSV delimiter hint from the file type (`\t` for TSV). */
  delimiter?: string;
}

/** Bytes inspected to pick a loader; enough for every magic number and a text/binary verdict. */
export const SNIFF_BYTES = 8 * 1024;

const KIND_MIME: Record<LoaderKind, string> = {
  text: "text/plain",
  markdown: "text/markdown",
  html: "text/html",
  csv: "text/csv",
  json: "application/json",
  pdf: "application/pdf",
};
const KIND_EXT: Record<LoaderKind, string> = { text: "txt", markdown: "md", html: "html", csv: "csv", json: "json", pdf: "pdf" };

const EXT_KIND: Record<string, LoaderKind> = {
  txt: "text", text: "text", log: "text", xml: "text", yaml: "text", yml: "text", rst: "text", ini: "text",
  cfg: "text", conf: "text", toml: "text", srt: "text", vtt: "text", tex: "text", org: "text", adoc: "text",
  py: "text", js: "text", ts: "text", java: "text", go: "text", rs: "text", c: "text", h: "text", cpp: "text",
  rb: "text", php: "text", sh: "text", sql: "text", css: "text", eml: "text",
  md: "markdown", markdown: "markdown", mdx: "markdown",
  html: "html", htm: "html", xhtml: "html",
  csv: "csv", tsv: "csv",
  json: "json", jsonl: "json", ndjson: "json", geojson: "json",
  pdf: "pdf",
};

const MIME_KIND: Record<string, LoaderKind> = {
  "text/plain": "text", "text/markdown": "markdown", "text/x-markdown": "markdown", "text/html": "html",
  "application/xhtml+xml": "html", "text/csv": "csv", "text/tab-separated-values": "csv",
  "application/json": "json", "application/ld+json": "json", "application/x-ndjson": "json",
  "application/pdf": "pdf", "application/xml": "text", "text/xml": "text", "application/yaml": "text",
  "application/x-yaml": "text", "text/yaml": "text",
};

/** Extensions of formats we recognise but cannot turn into text (refused with a clear 415). */
const BINARY_EXT = new Set([
  "doc", "docx", "xls", "xlsx", "ppt", "pptx", "odt", "ods", "odp", "rtf", "epub", "png", "jpg", "jpeg", "gif",
  "webp", "bmp", "tif", "tiff", "heic", "avif", "svgz", "ico", "mp3", "wav", "m4a", "aac", "ogg", "flac", "mp4",
  "mov", "avi", "mkv", "webm", "zip", "gz", "tgz", "bz2", "xz", "7z", "rar", "tar", "exe", "dll", "so", "bin",
  "dmg", "iso", "wasm", "sqlite", "db", "parquet", "avro", "pkl", "npy",
]);

/** Strong magic numbers only (>= 4 bytes or at a fixed offset); a short text must not match by accident. */
const MAGIC: { bytes: number[]; offset?: number; what: string }[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: "a PNG image" },
  { bytes: [0xff, 0xd8, 0xff], what: "a JPEG image" },
  { bytes: [0x47, 0x49, 0x46, 0x38], what: "a GIF image" },
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: "a ZIP archive (or an Office document)" },
  { bytes: [0x1f, 0x8b, 0x08], what: "a gzip archive" },
  { bytes: [0x42, 0x5a, 0x68], what: "a bzip2 archive" },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], what: "a 7-Zip archive" },
  { bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], what: "a RAR archive" },
  { bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], what: "an xz archive" },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], what: "an executable (ELF)" },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], what: "a legacy Office document" },
  { bytes: [0x00, 0x61, 0x73, 0x6d], what: "a WebAssembly module" },
  { bytes: [0x49, 0x44, 0x33], what: "an MP3 audio file" },
  { bytes: [0x4f, 0x67, 0x67, 0x53], what: "an Ogg media file" },
  { bytes: [0x66, 0x4c, 0x61, 0x43], what: "a FLAC audio file" },
  { bytes: [0x66, 0x74, 0x79, 0x70], offset: 4, what: "an MP4/HEIC media file" },
  { bytes: [0x57, 0x45, 0x42, 0x50], offset: 8, what: "a WebP image" },
  { bytes: [0x57, 0x41, 0x56, 0x45], offset: 8, what: "a WAV audio file" },
  { bytes: [0x49, 0x49, 0x2a, 0x00], what: "a TIFF image" },
  { bytes: [0x4d, 0x4d, 0x00, 0x2a], what: "a TIFF image" },
  { bytes: [0x53, 0x51, 0x4c, 0x69, 0x74, 0x65, 0x20, 0x66], what: "an SQLite database" },
  { bytes: [0x1a, 0x45, 0xdf, 0xa3], what: "a Matroska/WebM media file" },
];

export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  if (dot <= 0 || dot === base.length - 1) return "";
  const ext = base.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : "";
}

const baseMime = (mime: string | null | undefined) => (mime ?? "").split(";")[0]!.trim().toLowerCase();

function magic(head: Uint8Array): string | null {
  for (const m of MAGIC) {
    const off = m.offset ?? 0;
    if (head.length < off + m.bytes.length) continue;
    if (m.bytes.every((b, i) => head[off + i] === b)) return m.what;
  }
  return null;
}

const isPdf = (head: Uint8Array) => {
  // "%PDF-" may follow a few junk bytes; readers accept it within the first 1 KiB.
  const limit = Math.min(head.length - 5, 1024);
  for (let i = 0; i <= limit; i++) {
    if (head[i] === 0x25 && head[i + 1] === 0x50 && head[i + 2] === 0x44 && head[i + 3] === 0x46 && head[i + 4] === 0x2d) return true;
  }
  return false;
};

const hasUtf16Bom = (h: Uint8Array) => h.length >= 2 && ((h[0] === 0xff && h[1] === 0xfe) || (h[0] === 0xfe && h[1] === 0xff));

/** NUL bytes mean binary unless the text is UTF-16 (BOM, or NULs on every other byte). */
export function looksBinary(head: Uint8Array): boolean {
  if (hasUtf16Bom(head)) return false;
  if (head.indexOf(0) === -1) return false;
  return utf16Guess(head) === null;
}

/** Guesses BOM-less UTF-16 from the NUL pattern of mostly-ASCII text. */
export function utf16Guess(head: Uint8Array): "utf-16le" | "utf-16be" | null {
  const n = Math.min(head.length, 4096) & ~1;
  if (n < 8) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (head[i] === 0) evenNul++;
    if (head[i + 1] === 0) oddNul++;
  }
  const pairs = n / 2;
  if (oddNul > pairs * 0.4 && evenNul < pairs * 0.05) return "utf-16le";
  if (evenNul > pairs * 0.4 && oddNul < pairs * 0.05) return "utf-16be";
  return null;
}

function startsLikeHtml(head: Uint8Array): boolean {
  const s = new TextDecoder("utf-8").decode(head.subarray(0, 512)).replace(/^\uFEFF/, "").trimStart().toLowerCase();
  return s.startsWith("<!doctype html") || s.startsWith("<html") || (s.startsWith("<?xml") && s.includes("<html"));
}

/**
 * Chooses the loader from the name, the declared type and the first bytes. Binary formats we cannot
 * read answer 415 `UnsupportedFileTypeError`; a PDF name or type on non-PDF bytes answers 415
 * `UnreadableFileContentError`. Text that later fails to decode is caught by the decoder.
 */
export function sniff(name: string, declaredMime: string | null | undefined, head: Uint8Array): Sniffed {
  const nameExt = extensionOf(name);
  const mime = baseMime(declaredMime);
  const make = (kind: LoaderKind, delimiter?: string): Sniffed => ({
    kind,
    mimeType: kind === "csv" && delimiter === "\t" ? "text/tab-separated-values" : KIND_MIME[kind],
    extension: nameExt && (EXT_KIND[nameExt] === kind || (kind === "text" && !BINARY_EXT.has(nameExt))) ? nameExt : KIND_EXT[kind],
    delimiter,
  });

  if (isPdf(head)) return make("pdf");
  const binary = magic(head);
  if (binary) throw unsupportedType(name, binary);

  const declared = EXT_KIND[nameExt] ?? MIME_KIND[mime];
  if (declared === "pdf") throw unreadableContent(name, "it is declared as PDF but is not a PDF document.");
  if (declared) {
    const tsv = nameExt === "tsv" || mime === "text/tab-separated-values";
    return make(declared, declared === "csv" && tsv ? "\t" : undefined);
  }
  if (BINARY_EXT.has(nameExt)) throw unsupportedType(name, `a .${nameExt} file`);
  if (mime.startsWith("text/")) return make("text");
  if (looksBinary(head)) throw unsupportedType(name, `a binary file${mime && mime !== "application/octet-stream" ? ` (${mime})` : ""}`);
  if (startsLikeHtml(head)) return make("html");
  return make("text");
}

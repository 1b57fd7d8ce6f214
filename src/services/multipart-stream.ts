import { ApiError } from "../core/errors";

/**
 * Streaming `multipart/form-data` parser (RFC 7578). `c.req.parseBody()` / `formData()` buffer the
 * whole body, which a 100 MB upload cannot afford in a 128 MB isolate; this reads the request only as
 * fast as each part's body is consumed, holding at most one source chunk plus the delimiter tail.
 *
 * Parts are yielded in order; a part's `body` must be consumed (or abandoned) before asking for the
 * next part, which drains whatever is left of it.
 */
export interface MultipartPart {
  readonly name: string;
  /** `null` when the part has no `filename` parameter (a plain form field). */
  readonly filename: string | null;
  readonly contentType: string | null;
  /** Declared part length, when the client sent a per-part Content-Length header. */
  readonly contentLength: number | null;
  readonly body: ReadableStream<Uint8Array>;
  /** The whole body as UTF-8 text; 413 past `maxBytes`, 400 when not valid UTF-8. */
  text(maxBytes: number): Promise<string>;
}

export interface MultipartLimits {
  maxParts: number;
  maxHeaderBytes: number;
}

export const DEFAULT_MULTIPART_LIMITS: MultipartLimits = { maxParts: 2000, maxHeaderBytes: 16 * 1024 };

const malformed = (message: string) => new ApiError(400, "MalformedMultipartError", message);

/** The boundary parameter of a `multipart/form-data` content type, or null. */
export function boundaryFrom(contentType: string | null | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType.trim())) return null;
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2] ?? null;
  // RFC 2046: 1-70 characters.
  if (!boundary || boundary.length > 70) return null;
  return boundary;
}

function indexOf(hay: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0]!;
  const last = hay.length - needle.length;
  let i = hay.indexOf(first, from);
  while (i !== -1 && i <= last) {
    let j = 1;
    while (j < needle.length && hay[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
    i = hay.indexOf(first, i + 1);
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

const CRLF = new Uint8Array([13, 10]);
const CRLFCRLF = new Uint8Array([13, 10, 13, 10]);

class Scanner {
  // A virtual CRLF in front lets the first delimiter match the same "\r\n--boundary" pattern as the rest.
  private buf: Uint8Array = CRLF;
  private eof = false;
  readonly delimiter: Uint8Array;

  constructor(
    private readonly reader: ReadableStreamDefaultReader<Uint8Array>,
    boundary: string,
  ) {
    this.delimiter = new TextEncoder().encode(`\r\n--${boundary}`);
  }

  private async fill(): Promise<boolean> {
    if (this.eof) return false;
    const { value, done } = await this.reader.read();
    if (done) {
      this.eof = true;
      return false;
    }
    if (value && value.length) this.buf = concat(this.buf, value);
    return true;
  }

  private async need(n: number): Promise<boolean> {
    while (this.buf.length < n) if (!(await this.fill())) return false;
    return true;
  }

  /** Skips the preamble up to and including the first delimiter. */
  async skipPreamble(): Promise<void> {
    for (;;) {
      const idx = indexOf(this.buf, this.delimiter);
      if (idx >= 0) {
        this.buf = this.buf.subarray(idx + this.delimiter.length);
        return;
      }
      // Keep a tail that could be the start of a delimiter split across chunks.
      this.buf = this.buf.subarray(Math.max(0, this.buf.length - this.delimiter.length + 1));
      if (!(await this.fill())) throw malformed("Multipart body has no boundary delimiter.");
    }
  }

  /** After a delimiter: true when another part follows, false at the closing `--`. */
  async afterDelimiter(): Promise<boolean> {
    if (!(await this.need(2))) throw malformed("Multipart body ended after a boundary delimiter.");
    if (this.buf[0] === 45 && this.buf[1] === 45) return false;
    // Transport padding (spaces/tabs) may precede the CRLF that ends the delimiter line.
    for (;;) {
      let i = 0;
      while (i < this.buf.length && (this.buf[i] === 32 || this.buf[i] === 9)) i++;
      if (i + 2 <= this.buf.length) {
        if (this.buf[i] !== 13 || this.buf[i + 1] !== 10) throw malformed("Malformed multipart boundary line.");
        this.buf = this.buf.subarray(i + 2);
        return true;
      }
      if (i > 1024) throw malformed("Malformed multipart boundary line.");
      if (!(await this.fill())) throw malformed("Multipart body ended inside a boundary line.");
    }
  }

  /** Raw header block of the next part (without the blank line). */
  async headerBlock(maxBytes: number): Promise<Uint8Array> {
    // No headers at all: the blank line follows the delimiter line directly.
    if (!(await this.need(2))) throw malformed("Multipart body ended inside part headers.");
    if (this.buf[0] === 13 && this.buf[1] === 10) {
      this.buf = this.buf.subarray(2);
      return new Uint8Array(0);
    }
    for (;;) {
      const idx = indexOf(this.buf, CRLFCRLF);
      if (idx > maxBytes) throw new ApiError(400, "MalformedMultipartError", `Multipart part headers exceed ${maxBytes} bytes.`);
      if (idx >= 0) {
        const block = this.buf.subarray(0, idx);
        this.buf = this.buf.subarray(idx + 4);
        return block;
      }
      if (this.buf.length > maxBytes) throw new ApiError(400, "MalformedMultipartError", `Multipart part headers exceed ${maxBytes} bytes.`);
      if (!(await this.fill())) throw malformed("Multipart body ended inside part headers.");
    }
  }

  /** Next slice of the current part's body, or null once its closing delimiter has been consumed. */
  async bodyChunk(): Promise<Uint8Array | null> {
    for (;;) {
      const idx = indexOf(this.buf, this.delimiter);
      if (idx === 0) {
        this.buf = this.buf.subarray(this.delimiter.length);
        return null;
      }
      if (idx > 0) {
        const out = this.buf.subarray(0, idx);
        this.buf = this.buf.subarray(idx);
        return out;
      }
      const safe = this.buf.length - (this.delimiter.length - 1);
      if (safe > 0) {
        const out = this.buf.subarray(0, safe);
        this.buf = this.buf.subarray(safe);
        return out;
      }
      if (!(await this.fill())) throw malformed("Multipart body ended before the closing boundary.");
    }
  }

  async cancel(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }
}

interface ParsedHeaders {
  name: string | null;
  filename: string | null;
  contentType: string | null;
  contentLength: number | null;
}

/** Parses `key=value` / `key="quoted"` / `key*=charset''pct` parameters of a header value. */
export function parseHeaderParams(value: string): { type: string; params: Map<string, string> } {
  const params = new Map<string, string>();
  let i = value.indexOf(";");
  const type = (i === -1 ? value : value.slice(0, i)).trim().toLowerCase();
  if (i === -1) return { type, params };
  i++;
  while (i < value.length) {
    while (i < value.length && /[\s;]/.test(value[i]!)) i++;
    const eq = value.indexOf("=", i);
    if (eq === -1) break;
    const key = value.slice(i, eq).trim().toLowerCase();
    i = eq + 1;
    while (i < value.length && (value[i] === " " || value[i] === "\t")) i++;
    let v = "";
    if (value[i] === '"') {
      i++;
      while (i < value.length && value[i] !== '"') {
        // Only `\"` and `\\` are escapes: clients send Windows paths with bare backslashes.
        if (value[i] === "\\" && (value[i + 1] === '"' || value[i + 1] === "\\")) i++;
        v += value[i];
        i++;
      }
      i++;
    } else {
      const end = value.indexOf(";", i);
      v = (end === -1 ? value.slice(i) : value.slice(i, end)).trim();
      i = end === -1 ? value.length : end;
    }
    if (key) params.set(key, v);
  }
  return { type, params };
}

function decodeExtValue(v: string): string | null {
  // RFC 5987: charset'lang'percent-encoded
  const m = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(v);
  if (!m) return null;
  try {
    return decodeURIComponent(m[2]!);
  } catch {
    return null;
  }
}

function parsePartHeaders(block: Uint8Array): ParsedHeaders {
  // Browsers send UTF-8 file names raw inside the quoted string, so decode headers as UTF-8.
  const text = new TextDecoder("utf-8").decode(block);
  const out: ParsedHeaders = { name: null, filename: null, contentType: null, contentLength: null };
  for (const line of text.split(/\r\n(?![ \t])/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).replace(/\r\n[ \t]+/g, " ").trim();
    if (key === "content-disposition") {
      const { params } = parseHeaderParams(value);
      out.name = params.get("name") ?? null;
      const ext = params.get("filename*");
      const plain = params.get("filename");
      // WHATWG form encoding escapes only `"`, CR and LF in quoted file names.
      const fromPlain = plain === undefined ? null : plain.replace(/%22/gi, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n");
      out.filename = (ext !== undefined ? decodeExtValue(ext) : null) ?? fromPlain;
    } else if (key === "content-type") {
      out.contentType = value || null;
    } else if (key === "content-length") {
      const n = Number(value);
      out.contentLength = Number.isSafeInteger(n) && n >= 0 ? n : null;
    }
  }
  return out;
}

/**
 * Yields the parts of a multipart body in order. Throws 400 `MalformedMultipartError` on a broken
 * body (missing boundary, truncated part, oversized headers, too many parts).
 */
export async function* parseMultipart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  limits: MultipartLimits = DEFAULT_MULTIPART_LIMITS,
): AsyncGenerator<MultipartPart, void, undefined> {
  const scanner = new Scanner(body.getReader(), boundary);
  let finished = false;
  try {
    await scanner.skipPreamble();
    let count = 0;
    while (await scanner.afterDelimiter()) {
      if (++count > limits.maxParts) throw malformed(`Multipart body has more than ${limits.maxParts} parts.`);
      const headers = parsePartHeaders(await scanner.headerBlock(limits.maxHeaderBytes));
      if (headers.name === null) throw malformed("Multipart part without a form-data name.");
      let done = false;
      const next = async (): Promise<Uint8Array | null> => {
        if (done) return null;
        const chunk = await scanner.bodyChunk();
        if (chunk === null) done = true;
        return chunk;
      };
      const stream = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            // Skip empty slices so consumers never see zero-length chunks.
            for (;;) {
              const chunk = await next();
              if (chunk === null) return controller.close();
              if (chunk.length) return controller.enqueue(chunk);
            }
          },
        },
        { highWaterMark: 0 },
      );
      const part: MultipartPart = {
        name: headers.name,
        filename: headers.filename,
        contentType: headers.contentType,
        contentLength: headers.contentLength,
        body: stream,
        async text(maxBytes: number) {
          const chunks: Uint8Array[] = [];
          let size = 0;
          for (let c = await next(); c !== null; c = await next()) {
            size += c.length;
            if (size > maxBytes) {
              throw new ApiError(
                413,
                "FormFieldTooLargeError",
                `Form field "${headers.name}" exceeds ${maxBytes} bytes. Send large content as a file in the "data" field.`,
              );
            }
            chunks.push(c);
          }
          const all = new Uint8Array(size);
          let off = 0;
          for (const c of chunks) {
            all.set(c, off);
            off += c.length;
          }
          try {
            return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(all);
          } catch {
            throw new ApiError(400, "InvalidFormFieldError", `Form field "${headers.name}" is not valid UTF-8 text.`);
          }
        },
      };
      yield part;
      // Drain what the consumer left unread so the scanner sits at the next delimiter.
      while ((await next()) !== null);
    }
    finished = true;
  } finally {
    if (!finished) await scanner.cancel();
  }
}

/**
 * A part built in code, read like a parsed one: `/remember` and `/update` hand the parts of their own
 * forms to `/add`'s ingestion this way instead of re-encoding a multipart body. `value` was already read
 * under the same per-field limit the consumer applies, so `text` returns it as is.
 */
export function formPart(name: string, value: string): MultipartPart {
  return { name, filename: null, contentType: null, contentLength: null, body: new Blob([value]).stream(), text: async () => value };
}

/** An upload part with a (possibly wrapped) body; no declared length, as a forwarded part has none. */
export function filePart(name: string, filename: string, contentType: string | null, body: ReadableStream<Uint8Array>): MultipartPart {
  return {
    name,
    filename,
    contentType,
    contentLength: null,
    body,
    text: async () => {
      throw new ApiError(400, "MalformedMultipartError", `Part "${name}" is a file upload, not a text field.`);
    },
  };
}

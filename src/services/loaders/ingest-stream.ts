import type { ObjectWriter, RawFilesStore } from "../../storage/r2/raw-files.store";
import { createTextLoader } from "./index";
import { PdfLoader } from "./pdf.loader";
import { type Sniffed, sniff } from "./sniff";
import { chooseEncoding, StrictTextDecoder } from "./text-decoding";
import type { ByteLoader, TextLoader } from "./types";

/** Bytes read before choosing the loader and the text encoding. */
const HEAD_BYTES = 64 * 1024;

export interface IngestedBytes {
  name: string;
  kind: Sniffed["kind"];
  mimeType: string;
  extension: string;
  /** Size of the original bytes. */
  size: number;
  /** MD5 (hex) of the original bytes, as cognee's content hash. */
  contentHash: string;
  rawKey: string;
  /** Equals `rawKey` when the original bytes already are the UTF-8 text (plain text / Markdown). */
  textKey: string;
}

/**
 * Running quota check: told about every byte before it is stored; returns false once the call's
 * incoming bytes exceed the budget, after which bytes are only counted, never stored.
 */
export interface ByteBudget {
  admit(bytes: number): boolean;
}

export type IngestOutcome =
  | { status: "empty" }
  | { status: "stored"; item: IngestedBytes }
  /** The budget ran out: nothing of this item is stored; `size` is its full length. */
  | { status: "counted"; size: number };

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");

/**
 * Streams one item through hashing (`crypto.DigestStream`, MD5), the raw R2 object and its loader
 * (text R2 object) in a single pass with backpressure: memory stays at about one R2 part per writer,
 * whatever the item's size. On any failure every object written for the item is removed.
 */
export async function ingestStream(
  source: ReadableStream<Uint8Array>,
  opts: {
    name: string;
    declaredMime: string | null;
    store: RawFilesStore;
    rawKey: string;
    textKey: string;
    budget: ByteBudget;
    /** Skip storing from the start (the call is already over quota); only count. */
    countOnly?: boolean;
  },
): Promise<IngestOutcome> {
  const reader = source.getReader();
  const writers: ObjectWriter[] = [];
  let finished = false;
  try {
    // Head: enough bytes to sniff the type and the encoding.
    const headParts: Uint8Array[] = [];
    let headSize = 0;
    let eof = false;
    while (headSize < HEAD_BYTES) {
      const { value, done } = await reader.read();
      if (done) {
        eof = true;
        break;
      }
      if (value?.length) {
        headParts.push(value);
        headSize += value.length;
      }
    }
    if (headSize === 0) {
      finished = true;
      return { status: "empty" };
    }
    const head = join(headParts, headSize);

    let size = 0;
    // Over budget: drop what was written for this item and only count the rest (for the 413 figures).
    const countRest = async (alreadyAdmitted: Uint8Array): Promise<IngestOutcome> => {
      for (const w of writers) await w.abort();
      writers.length = 0;
      size += alreadyAdmitted.length;
      if (!eof) {
        for (let r = await reader.read(); !r.done; r = await reader.read()) {
          const n = r.value?.length ?? 0;
          opts.budget.admit(n);
          size += n;
        }
      }
      finished = true;
      return { status: "counted", size };
    };
    if (opts.countOnly) {
      opts.budget.admit(head.length);
      return await countRest(head);
    }

    const sniffed = sniff(opts.name, opts.declaredMime, head);
    const digest = new crypto.DigestStream("MD5");
    const digestWriter = digest.getWriter();
    const raw = opts.store.createWriter(opts.rawKey, sniffed.mimeType);
    writers.push(raw);

    let textWriter: ObjectWriter | null = null;
    let decoder: StrictTextDecoder | null = null;
    let textLoader: TextLoader | null = null;
    let pdfLoader: ByteLoader | null = null;
    const encoder = new TextEncoder();
    let textKey = opts.textKey;
    const sink = async (text: string) => {
      if (!textWriter) {
        textWriter = opts.store.createWriter(opts.textKey, "text/plain; charset=utf-8");
        writers.push(textWriter);
      }
      await textWriter.write(encoder.encode(text));
    };
    if (sniffed.kind === "pdf") {
      pdfLoader = new PdfLoader(opts.name, sink);
    } else {
      const encoding = chooseEncoding(opts.name, head, eof);
      decoder = new StrictTextDecoder(opts.name, encoding);
      const hasBom = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;
      if ((sniffed.kind === "text" || sniffed.kind === "markdown") && encoding === "utf-8" && !hasBom) {
        // The original bytes are already the text: validate them, store them once.
        textKey = opts.rawKey;
        textLoader = { push: async () => {}, finish: async () => {} };
      } else {
        textLoader = createTextLoader(sniffed.kind, sink, { delimiter: sniffed.delimiter });
      }
    }

    const feed = async (chunk: Uint8Array) => {
      size += chunk.length;
      await digestWriter.write(chunk);
      await raw.write(chunk);
      if (pdfLoader) await pdfLoader.push(chunk);
      else {
        const text = decoder!.decode(chunk);
        if (text) await textLoader!.push(text);
      }
    };

    if (!opts.budget.admit(head.length)) return await countRest(head);
    await feed(head);
    if (!eof) {
      for (let r = await reader.read(); !r.done; r = await reader.read()) {
        const chunk = r.value;
        if (!chunk?.length) continue;
        if (!opts.budget.admit(chunk.length)) {
          await digestWriter.abort().catch(() => undefined);
          // `size` already holds the bytes fed so far; countRest adds this chunk and the rest.
          return await countRest(chunk);
        }
        await feed(chunk);
      }
    }
    if (pdfLoader) await pdfLoader.finish();
    else {
      const tail = decoder!.decode(new Uint8Array(0), true);
      if (tail) await textLoader!.push(tail);
      await textLoader!.finish();
    }
    await digestWriter.close();
    const contentHash = hex(await digest.digest);
    await raw.close();
    if (textKey !== opts.rawKey) {
      // A loader that found no text still leaves an (empty) text object for the pipeline to read.
      if (!textWriter) await sink("");
      await (textWriter as ObjectWriter | null)?.close();
    }
    finished = true;
    return {
      status: "stored",
      item: {
        name: opts.name,
        kind: sniffed.kind,
        mimeType: sniffed.mimeType,
        extension: sniffed.extension,
        size,
        contentHash,
        rawKey: opts.rawKey,
        textKey,
      },
    };
  } finally {
    if (!finished) {
      await reader.cancel().catch(() => undefined);
      for (const w of writers) await w.abort().catch(() => undefined);
    }
  }
}

function join(parts: Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(size);
  let off = 0;
  for (const p of parts) {
    out.set(p, off);
    off += p.length;
  }
  return out;
}

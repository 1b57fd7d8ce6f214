import { describe, it } from "vitest";
import { boundaryFrom, type MultipartPart, parseHeaderParams, parseMultipart } from "../../src/services/multipart-stream";
import { ApiError } from "../../src/core/errors";

const B = "XyZb0undary";
const enc = new TextEncoder();

/** Feeds `bytes` as a stream cut into pieces of the given sizes (cycled). */
function streamOf(bytes: Uint8Array, sizes: number[] = [bytes.length || 1]): ReadableStream<Uint8Array> {
  let off = 0;
  let i = 0;
  return new ReadableStream({
    pull(ctrl) {
      if (off >= bytes.length) return ctrl.close();
      const n = Math.max(1, sizes[i++ % sizes.length]!);
      ctrl.enqueue(bytes.slice(off, off + n));
      off += n;
    },
  });
}

const body = (s: string) => enc.encode(s.replace(/\n/g, "\r\n"));

const SAMPLE = body(
  `preamble to ignore\n--${B}\nContent-Disposition: form-data; name="datasetName"\n\nmy_ds\n` +
    `--${B}\nContent-Disposition: form-data; name="data"; filename="a.txt"\nContent-Type: text/plain\n\nline one\nline two with --${B.slice(0, 5)} inside\n` +
    `--${B}\nContent-Disposition: form-data; name="raw_data"\n\n\n` +
    `--${B}--\nepilogue`,
);

async function collect(stream: ReadableStream<Uint8Array>, boundary = B) {
  const out: { name: string; filename: string | null; type: string | null; text: string }[] = [];
  for await (const part of parseMultipart(stream, boundary)) {
    const reader = part.body.getReader();
    const chunks: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
    const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let o = 0;
    for (const c of chunks) {
      all.set(c, o);
      o += c.length;
    }
    out.push({ name: part.name, filename: part.filename, type: part.contentType, text: new TextDecoder().decode(all) });
  }
  return out;
}

async function errorOf(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected an error");
}

describe("streaming multipart parser", () => {
  it("parses fields and files, skipping preamble and epilogue", async ({ expect }) => {
    const parts = await collect(streamOf(SAMPLE));
    expect(parts).toEqual([
      { name: "datasetName", filename: null, type: null, text: "my_ds" },
      { name: "data", filename: "a.txt", type: "text/plain", text: `line one\r\nline two with --${B.slice(0, 5)} inside` },
      { name: "raw_data", filename: null, type: null, text: "" },
    ]);
  });

  it("gives the same result however the body is split into chunks (delimiters across chunk edges)", async ({ expect }) => {
    const expected = await collect(streamOf(SAMPLE));
    for (const sizes of [[1], [2], [3], [7], [13, 1, 5], [64], [1, 200]]) {
      expect(await collect(streamOf(SAMPLE, sizes))).toEqual(expected);
    }
  });

  it("drains a part the consumer leaves unread and moves on", async ({ expect }) => {
    const names: string[] = [];
    for await (const part of parseMultipart(streamOf(SAMPLE, [5]), B)) names.push(part.name);
    expect(names).toEqual(["datasetName", "data", "raw_data"]);
  });

  it("reads field text with a size cap (413) and strict UTF-8 (400)", async ({ expect }) => {
    const big = body(`--${B}\nContent-Disposition: form-data; name="labels"\n\n${"x".repeat(100)}\n--${B}--\n`);
    const err = await errorOf(
      (async () => {
        for await (const part of parseMultipart(streamOf(big, [7]), B)) await part.text(50);
      })(),
    );
    expect(err.status).toBe(413);
    expect(err.errorName).toBe("FormFieldTooLargeError");

    const bad = new Uint8Array([...body(`--${B}\nContent-Disposition: form-data; name="raw_data"\n\n`), 0xc3, 0x28, ...body(`\n--${B}--\n`)]);
    const err2 = await errorOf(
      (async () => {
        for await (const part of parseMultipart(streamOf(bad), B)) await part.text(1000);
      })(),
    );
    expect(err2.status).toBe(400);
    expect(err2.errorName).toBe("InvalidFormFieldError");
  });

  it("decodes file names: UTF-8 bytes, escaped quotes, %22 and RFC 5987 filename*", async ({ expect }) => {
    const raw = body(
      `--${B}\nContent-Disposition: form-data; name="data"; filename="résumé 📄.txt"\n\nA\n` +
        `--${B}\nContent-Disposition: form-data; name="data"; filename="say \\"hi\\".txt"\n\nB\n` +
        `--${B}\nContent-Disposition: form-data; name="data"; filename="quote%22d.txt"\n\nC\n` +
        `--${B}\nContent-Disposition: form-data; name="data"; filename="fallback.txt"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.txt\n\nD\n` +
        `--${B}--\n`,
    );
    const parts = await collect(streamOf(raw, [3]));
    expect(parts.map((p) => p.filename)).toEqual(["résumé 📄.txt", 'say "hi".txt', 'quote"d.txt', "日本.txt"]);
    expect(parts.map((p) => p.text)).toEqual(["A", "B", "C", "D"]);
  });

  it("rejects broken bodies with 400 MalformedMultipartError", async ({ expect }) => {
    const cases: Uint8Array[] = [
      new Uint8Array(0),
      body("no boundary here at all"),
      body(`--${B}\nContent-Disposition: form-data; name="x"\n\nunterminated`),
      body(`--${B}\nContent-Disposition: form-data; name="x"`),
      body(`--${B}\nContent-Disposition: form-data\n\nno name\n--${B}--\n`),
      body(`--${B}garbage\n`),
    ];
    for (const bytes of cases) {
      const err = await errorOf(collect(streamOf(bytes)));
      expect(err.status).toBe(400);
      expect(err.errorName).toBe("MalformedMultipartError");
    }
  });

  it("caps header size and part count", async ({ expect }) => {
    const hugeHeader = body(`--${B}\nContent-Disposition: form-data; name="x"\nX-Pad: ${"p".repeat(20_000)}\n\nv\n--${B}--\n`);
    expect((await errorOf(collect(streamOf(hugeHeader, [4096])))).errorName).toBe("MalformedMultipartError");
    const many = body(Array.from({ length: 5 }, (_, i) => `--${B}\nContent-Disposition: form-data; name="f${i}"\n\nv\n`).join("") + `--${B}--\n`);
    const err = await errorOf(
      (async () => {
        for await (const part of parseMultipart(streamOf(many), B, { maxParts: 3, maxHeaderBytes: 1024 })) void (part as MultipartPart);
      })(),
    );
    expect(err.message).toMatch(/more than 3 parts/);
  });

  it("accepts an empty form (closing delimiter only)", async ({ expect }) => {
    expect(await collect(streamOf(body(`--${B}--\n`)))).toEqual([]);
  });

  it("reads the boundary and header parameters", ({ expect }) => {
    expect(boundaryFrom(`multipart/form-data; boundary=${B}`)).toBe(B);
    expect(boundaryFrom(`multipart/form-data; charset=utf-8; boundary="a b:c"`)).toBe("a b:c");
    expect(boundaryFrom("multipart/form-data")).toBeNull();
    expect(boundaryFrom("application/json")).toBeNull();
    expect(boundaryFrom(`multipart/form-data; boundary=${"x".repeat(71)}`)).toBeNull();
    const { type, params } = parseHeaderParams(`form-data; name="a;b"; filename=plain.txt`);
    expect(type).toBe("form-data");
    expect(params.get("name")).toBe("a;b");
    expect(params.get("filename")).toBe("plain.txt");
  });
});

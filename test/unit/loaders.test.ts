import { describe, it } from "vitest";
import { ApiError } from "../../src/core/errors";
import { CsvLoader } from "../../src/services/loaders/csv.loader";
import { decodeEntities, HtmlLoader } from "../../src/services/loaders/html.loader";
import { PDF_MAX_BYTES, PdfLoader } from "../../src/services/loaders/pdf.loader";
import { sniff } from "../../src/services/loaders/sniff";
import { chooseEncoding, StrictTextDecoder } from "../../src/services/loaders/text-decoding";
import { JsonLoader } from "../../src/services/loaders/text.loader";
import type { ByteLoader, TextLoader } from "../../src/services/loaders/types";
import { makePdf } from "../integration/add.helpers";

const enc = new TextEncoder();

/** Runs a text loader over the input cut into pieces of `size` characters. */
async function runText(make: (sink: (t: string) => Promise<void>) => TextLoader, input: string, size = input.length || 1) {
  let out = "";
  const loader = make(async (t) => {
    out += t;
  });
  for (let i = 0; i < input.length; i += size) await loader.push(input.slice(i, i + size));
  await loader.finish();
  return out;
}

function catchApi(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected an ApiError");
}

async function catchApiAsync(fn: () => Promise<unknown>): Promise<ApiError> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected an ApiError");
}

describe("sniffing", () => {
  it("picks the loader from the name, the declared type and the bytes", ({ expect }) => {
    const text = enc.encode("hello");
    expect(sniff("a.md", null, text)).toMatchObject({ kind: "markdown", mimeType: "text/markdown", extension: "md" });
    expect(sniff("a.csv", null, text)).toMatchObject({ kind: "csv", extension: "csv" });
    expect(sniff("a.tsv", null, text)).toMatchObject({ kind: "csv", delimiter: "\t", mimeType: "text/tab-separated-values" });
    expect(sniff("page", "text/html; charset=utf-8", text)).toMatchObject({ kind: "html", extension: "html" });
    expect(sniff("blob", null, enc.encode("  <!DOCTYPE html><html></html>"))).toMatchObject({ kind: "html" });
    expect(sniff("data.json", null, text)).toMatchObject({ kind: "json", mimeType: "application/json" });
    expect(sniff("x.yaml", null, text)).toMatchObject({ kind: "text", extension: "yaml" });
    expect(sniff("noext", null, text)).toMatchObject({ kind: "text", extension: "txt" });
    expect(sniff("scan.bin", "application/pdf", enc.encode("%PDF-1.7\n..."))).toMatchObject({ kind: "pdf", extension: "pdf" });
  });

  it("refuses binary formats it cannot read with 415 UnsupportedFileTypeError", ({ expect }) => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]);
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
    for (const [name, bytes] of [["photo.png", png], ["photo.txt", png], ["report.docx", zip], ["tool", elf], ["x.xlsx", enc.encode("??")], ["blob", new Uint8Array([1, 0, 2, 0, 0, 0, 3, 9, 0])]] as const) {
      const err = catchApi(() => sniff(name, null, bytes));
      expect(err.status, name).toBe(415);
      expect(err.errorName, name).toBe("UnsupportedFileTypeError");
    }
  });

  it("refuses a file declared as PDF whose bytes are not a PDF with 415 UnreadableFileContentError", ({ expect }) => {
    const err = catchApi(() => sniff("report.pdf", null, enc.encode("just text")));
    expect(err.status).toBe(415);
    expect(err.errorName).toBe("UnreadableFileContentError");
  });
});

describe("text decoding", () => {
  it("chooses UTF-8, BOM-marked UTF-16 and clean Windows-1252; refuses undecodable bytes", ({ expect }) => {
    expect(chooseEncoding("a", enc.encode("plain ascii and ünïcødé"))).toBe("utf-8");
    expect(chooseEncoding("a", new Uint8Array([0xff, 0xfe, 0x41, 0x00]))).toBe("utf-16le");
    expect(chooseEncoding("a", new Uint8Array([0xfe, 0xff, 0x00, 0x41]))).toBe("utf-16be");
    expect(chooseEncoding("a", new Uint8Array([0x41, 0, 0x42, 0, 0x43, 0, 0x44, 0, 0x45, 0, 0x46, 0]))).toBe("utf-16le");
    expect(chooseEncoding("a", new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x20, 0x6f, 0x6b]))).toBe("windows-1252");
    const err = catchApi(() => chooseEncoding("junk.txt", new Uint8Array([0x80, 0x81, 0x9d, 0xc3, 0x28, 0x01, 0x02])));
    expect(err.status).toBe(415);
    expect(err.errorName).toBe("UnreadableFileContentError");
    expect(err.message).toContain("junk.txt");
  });

  it("decodes incrementally across split multi-byte sequences and refuses late invalid bytes and NULs", ({ expect }) => {
    const bytes = enc.encode("€uro 😀 end");
    const d = new StrictTextDecoder("x", "utf-8");
    let out = "";
    for (const b of bytes) out += d.decode(new Uint8Array([b]));
    out += d.decode(new Uint8Array(0), true);
    expect(out).toBe("€uro 😀 end");
    const late = new StrictTextDecoder("late.txt", "utf-8");
    late.decode(enc.encode("fine so far "));
    expect(catchApi(() => late.decode(new Uint8Array([0xc3, 0x28]))).errorName).toBe("UnreadableFileContentError");
    expect(catchApi(() => new StrictTextDecoder("nul.txt", "utf-8").decode(new Uint8Array([0x41, 0x00, 0x42]), true)).status).toBe(415);
  });
});

describe("HTML loader", () => {
  const html =
    "<!doctype html><html><head><title>T&eacute;st</title><style>p{color:red}</style><script>var x = '<p>no</p>';</script></head>" +
    "<body><nav>Menu</nav><h1>Heading</h1><p>Fish &amp; chips &#8212; &#x1F600; &unknown;</p><p>Line<br>break</p>" +
    "<noscript>enable js</noscript><svg><text>svg text</text></svg><table><tr><td>a</td><td>b</td></tr></table><div>  spaced   out  </div></body></html>";

  it("keeps readable text, drops tags, scripts and styles, decodes entities", async ({ expect }) => {
    const out = await runText((s) => new HtmlLoader(s), html);
    expect(out).toBe("Tést\n\nMenu\n\nHeading\n\nFish & chips — 😀 &unknown;\n\nLine\nbreak\n\na b\n\nspaced out");
  });

  it("gives the same text whatever the chunking (entities and tags split across pushes)", async ({ expect }) => {
    const whole = await runText((s) => new HtmlLoader(s), html);
    for (const size of [1, 3, 17, 64]) expect(await runText((s) => new HtmlLoader(s), html, size)).toBe(whole);
  });

  it("decodes numeric and named references, leaving unknown ones", ({ expect }) => {
    expect(decodeEntities("&lt;a&gt; &#65;&#x42; &copy; &nosuch; &#0;")).toBe("<a> AB © &nosuch; \uFFFD");
  });
});

describe("CSV loader (structured route)", () => {
  const csv = 'name,role,notes\nAda,programmer,"wrote ""notes""\nacross lines"\nCharles,,engineer\n\n';

  it("renders header-aware rows, one line per row, skipping empty cells", async ({ expect }) => {
    expect(await runText((s) => new CsvLoader(s), csv)).toBe(
      'name: Ada; role: programmer; notes: wrote "notes" across lines\nname: Charles; notes: engineer\n',
    );
  });

  it("is independent of chunking, including quoted newlines split across pushes", async ({ expect }) => {
    const long = "id,text\n" + Array.from({ length: 3000 }, (_, i) => `${i},"row ${i}\nsecond line, with comma"`).join("\n");
    const whole = await runText((s) => new CsvLoader(s), long);
    expect(whole.split("\n").filter(Boolean)).toHaveLength(3000);
    expect(whole.split("\n")[2999]).toBe("id: 2999; text: row 2999 second line, with comma");
    for (const size of [7, 1000, 70_000]) expect(await runText((s) => new CsvLoader(s), long, size)).toBe(whole);
  });

  it("honours a tab delimiter, names missing headers, and reports header-only files", async ({ expect }) => {
    expect(await runText((s) => new CsvLoader(s, "\t"), "a\t\nx\ty\n")).toBe("a: x; column_2: y\n");
    expect(await runText((s) => new CsvLoader(s), "only,headers\n")).toBe("Columns: only, headers\n");
  });
});

describe("JSON loader", () => {
  it("re-indents a JSON document and keeps JSON Lines verbatim", async ({ expect }) => {
    expect(await runText((s) => new JsonLoader(s), '{"a":1,"b":[true,null]}', 5)).toBe('{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ]\n}');
    expect(await runText((s) => new JsonLoader(s), '{"a":1}\n{"a":2}\n')).toBe('{"a":1}\n{"a":2}\n');
  });
});

describe("PDF loader", () => {
  const runPdf = async (bytes: Uint8Array) => {
    let out = "";
    const loader: ByteLoader = new PdfLoader("doc.pdf", async (t) => {
      out += t;
    });
    for (let i = 0; i < bytes.length; i += 100) await loader.push(bytes.slice(i, i + 100));
    await loader.finish();
    return out;
  };

  it("extracts the text layer with unpdf", async ({ expect }) => {
    const text = await runPdf(makePdf(["Grace Hopper built the first compiler.", "It was called A-0."]));
    expect(text).toContain("Grace Hopper built the first compiler.");
    expect(text).toContain("It was called A-0.");
  });

  it("refuses PDFs above the extraction limit with 413 before buffering more", async ({ expect }) => {
    const loader = new PdfLoader("huge.pdf", async () => {});
    const mib = new Uint8Array(1024 * 1024);
    const err = await catchApiAsync(async () => {
      for (let i = 0; i <= PDF_MAX_BYTES / mib.length; i++) await loader.push(mib);
    });
    expect(err.status).toBe(413);
    expect(err.errorName).toBe("FileTooLargeError");
  });

  it("answers 415 UnreadableFileContentError for a broken PDF", async ({ expect }) => {
    const err = await catchApiAsync(() => runPdf(enc.encode("%PDF-1.4\nthis is not really a pdf at all")));
    expect(err.status).toBe(415);
    expect(err.errorName).toBe("UnreadableFileContentError");
  });
});

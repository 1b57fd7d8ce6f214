import { describe, it } from "vitest";
import { call, json } from "../helpers";
import { addForm, field, file, locate, makePdf, r2Keys, textOf } from "./add.helpers";

async function addOne(name: string, content: string | Uint8Array, type?: string) {
  const res = await addForm([field("datasetName", "loaders"), file(name, content, type)]);
  const body = await json(res);
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
  return body.payload[0];
}

async function rejected(name: string, content: string | Uint8Array, type?: string) {
  const before = await r2Keys("w/");
  const res = await addForm([field("datasetName", "loaders_rejected"), file("fine.txt", `kept only if the call succeeds ${name}`), file(name, content, type)]);
  const body = await json(res);
  const after = await r2Keys("w/");
  return { status: res.status, detail: body.detail as string, leftovers: after.filter((k) => !before.includes(k)) };
}

describe("loaders turn every supported type into text for cognify", () => {
  it("stores plain text and Markdown once (the bytes are the text)", async ({ expect }) => {
    const md = await addOne("notes.md", "# Title\n\nSome *markdown*.");
    expect(md).toMatchObject({ extension: "md", mimeType: "text/markdown" });
    expect(await textOf(md)).toBe("# Title\n\nSome *markdown*.");
    const keys = (await r2Keys("w/")).filter((k) => k.includes(md.id));
    expect(keys).toEqual([locate(md).rawKey]);
  });

  it("reads HTML as readable text without tags, scripts or styles", async ({ expect }) => {
    const html =
      "<html><head><title>Report</title><style>h1{color:red}</style><script>track('visit')</script></head>" +
      "<body><h1>Quarterly &amp; annual</h1><p>Revenue grew by 5&nbsp;%.</p><ul><li>One</li><li>Two</li></ul></body></html>";
    const item = await addOne("report.html", html, "text/html");
    expect(item).toMatchObject({ extension: "html", mimeType: "text/html" });
    const text = await textOf(item);
    expect(text).toBe("Report\n\nQuarterly & annual\n\nRevenue grew by 5 %.\n\nOne\n\nTwo");
    expect(text).not.toContain("track(");
    expect(text).not.toContain("color:red");
  });

  it("takes CSV through the structured route (header-aware rows) and TSV too", async ({ expect }) => {
    const csv = await addOne("people.csv", 'name,city,born\nAda Lovelace,London,1815\n"Hopper, Grace",New York,1906\n');
    expect(await textOf(csv)).toBe("name: Ada Lovelace; city: London; born: 1815\nname: Hopper, Grace; city: New York; born: 1906\n");
    const tsv = await addOne("people.tsv", "name\tcity\nAlan\tWilmslow\n");
    expect(tsv.mimeType).toBe("text/tab-separated-values");
    expect(await textOf(tsv)).toBe("name: Alan; city: Wilmslow\n");
  });

  it("re-indents JSON", async ({ expect }) => {
    const item = await addOne("facts.json", '{"person":"Ada","born":1815}', "application/json");
    expect(item.mimeType).toBe("application/json");
    expect(await textOf(item)).toBe('{\n  "person": "Ada",\n  "born": 1815\n}');
  });

  it("extracts the text layer of a PDF", async ({ expect }) => {
    const item = await addOne("paper.pdf", makePdf(["The Analytical Engine weaves algebraic patterns."]), "application/pdf");
    expect(item).toMatchObject({ extension: "pdf", mimeType: "application/pdf" });
    expect(await textOf(item)).toContain("The Analytical Engine weaves algebraic patterns.");
  });

  it("decodes UTF-16 with a byte-order mark and legacy Windows-1252 text", async ({ expect }) => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...[..."Zürich"].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(await textOf(await addOne("city.txt", utf16))).toBe("Zürich");
    const cp1252 = new Uint8Array([...new TextEncoder().encode("caf"), 0xe9, 0x20, 0x80, 0x35]);
    expect(await textOf(await addOne("legacy.txt", cp1252))).toBe("café €5");
  });

  it("sniffs type from content when the name says nothing", async ({ expect }) => {
    const html = await addOne("download", "<!DOCTYPE html><html><body><p>Sniffed page</p></body></html>");
    expect(html.mimeType).toBe("text/html");
    expect(await textOf(html)).toBe("Sniffed page");
    const pdf = await addOne("blob.bin", makePdf(["Sniffed PDF"]), "application/octet-stream");
    expect(pdf.mimeType).toBe("application/pdf");
  });
});

describe("unreadable and unsupported content: 415, and nothing of the call is stored", () => {
  it("answers 415 UnreadableFileContentError for text that does not decode", async ({ expect }) => {
    const r = await rejected("broken.txt", new Uint8Array([0x80, 0x81, 0x9d, 0xc3, 0x28, 0x00, 0x41]));
    expect(r.status).toBe(415);
    expect(r.detail).toMatch(/broken\.txt.*\[UnreadableFileContentError\]$/);
    expect(r.leftovers).toEqual([]);
  });

  it("answers 415 when invalid bytes come late in a large text file (after the sniffed head)", async ({ expect }) => {
    const head = new TextEncoder().encode("valid text line\n".repeat(10_000));
    const bytes = new Uint8Array(head.length + 3);
    bytes.set(head, 0);
    bytes.set([0xc3, 0x28, 0x0a], head.length);
    const r = await rejected("late.txt", bytes);
    expect(r.status).toBe(415);
    expect(r.detail).toMatch(/\[UnreadableFileContentError\]$/);
    expect(r.leftovers).toEqual([]);
  });

  it("answers 415 for text files that hold NUL bytes, fake PDFs and broken PDFs", async ({ expect }) => {
    for (const [name, content] of [
      ["nul.txt", new Uint8Array([0x41, 0x42, 0x00, 0x43, 0x44])],
      ["fake.pdf", new TextEncoder().encode("not a pdf at all")],
      ["broken.pdf", new TextEncoder().encode("%PDF-1.4\ngarbage that is not a document")],
    ] as const) {
      const r = await rejected(name, content);
      expect(r.status, name).toBe(415);
      expect(r.detail, name).toMatch(/\[UnreadableFileContentError\]$/);
      expect(r.leftovers, name).toEqual([]);
    }
  });

  it("answers 415 UnsupportedFileTypeError for binary formats (images, archives, Office, unknown)", async ({ expect }) => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]);
    for (const [name, content, type] of [
      ["photo.png", png, "image/png"],
      ["photo.txt", png, "text/plain"],
      ["report.docx", zip, undefined],
      ["archive", zip, undefined],
      ["sheet.xlsx", new TextEncoder().encode("whatever"), undefined],
      ["mystery", new Uint8Array([7, 0, 0, 1, 9, 0, 250, 0, 0, 3]), "application/octet-stream"],
    ] as const) {
      const r = await rejected(name, content, type);
      expect(r.status, name).toBe(415);
      expect(r.detail, name).toMatch(/cannot be ingested.*\[UnsupportedFileTypeError\]$/);
      expect(r.leftovers, name).toEqual([]);
    }
    // The first (valid) upload of each rejected call was not kept either.
    const res = await call("/api/v1/datasets");
    expect((await json<any[]>(res)).map((d) => d.name)).not.toContain("loaders_rejected");
  });
});

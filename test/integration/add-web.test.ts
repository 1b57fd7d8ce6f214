import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import { json } from "../helpers";
import { addForm, addJson, field, r2Keys, raw, textOf } from "./add.helpers";

const LOCAL_ON = { ACCEPT_LOCAL_FILE_PATH: "true" };

async function ok(res: Response) {
  const body = await json(res);
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function failing(res: Response) {
  return { status: res.status, detail: (await json(res)).detail as string };
}

describe("raw_data web URLs (ALLOW_HTTP_REQUESTS)", () => {
  it("fetches a page and stores its readable text", async ({ expect }) => {
    const body = await ok(await addForm([field("datasetName", "web"), raw("http://fake-web.test/article.html")]));
    const item = body.payload[0];
    expect(item).toMatchObject({ name: "article.html", mimeType: "text/html", extension: "html" });
    const text = await textOf(item);
    expect(text).toBe("Engines\n\nAnalytical Engine\n\nCharles Babbage designed the engine & Ada wrote notes.");
    expect(text).not.toContain("tracking");
  });

  it("routes fetched content by its type (CSV structured route, plain text) and follows safe redirects", async ({ expect }) => {
    const body = await ok(
      await addJson({
        data: ["http://fake-web.test/data.csv", "https://fake-web.test/notes", "http://fake-web.test/redirect-ok"],
        datasetName: "web_types",
      }),
    );
    const texts = await Promise.all(body.payload.map((p: any) => textOf(p)));
    expect(texts[0]).toBe("name: Ada; role: programmer\nname: Charles; role: engineer\n");
    expect(texts[1]).toBe("Plain notes without an extension.");
    expect(texts[2]).toContain("Ada Lovelace wrote the first program.");
    expect(body.payload.map((p: any) => p.name)).toEqual(["data.csv", "notes", "hello.html"]);
  });

  it("refuses SSRF targets with 400 UnsafeUrlError, directly or through a redirect, and stores nothing", async ({ expect }) => {
    const before = await r2Keys("w/");
    for (const url of [
      "http://127.0.0.1/",
      "http://localhost:8787/api/v1/datasets",
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://2130706433/",
      "http://0x7f.1/",
      "http://0177.0.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://metadata.google.internal/",
      "http://10.0.0.5/",
      "http://192.168.0.1/",
      "http://100.64.1.1/",
      "http://[fd12::1]/",
      "http://[fe80::1]/",
      "http://intranet/",
      "http://fake-web.test/redirect-private",
      "http://fake-web.test/redirect-metadata",
      "http://fake-web.test/redirect-file",
    ]) {
      const r = await failing(await addForm([field("datasetName", "ssrf"), raw("safe text first"), raw(url)]));
      expect(r.status, url).toBe(400);
      expect(r.detail, url).toMatch(/\[UnsafeUrlError\]$/);
    }
    for (const url of ["ftp://fake-web.test/file.txt", "gopher://fake-web.test/", "ws://fake-web.test/"]) {
      const r = await failing(await addForm([raw(url)]));
      expect(r.status, url).toBe(400);
      expect(r.detail, url).toMatch(/only http and https.*\[UnsafeUrlError\]$/);
    }
    expect(await r2Keys("w/")).toEqual(before);
  });

  it("reports unreachable pages, loops, size and time limits clearly", async ({ expect }) => {
    const notFound = await failing(await addForm([raw("http://fake-web.test/missing")]));
    expect(notFound).toMatchObject({ status: 400 });
    expect(notFound.detail).toMatch(/HTTP 404.*\[WebFetchError\]$/);
    expect((await failing(await addForm([raw("http://fake-web.test/server-error")]))).detail).toMatch(/HTTP 500/);
    expect((await failing(await addForm([raw("http://fake-web.test/redirect-loop")]))).detail).toMatch(/redirects.*\[WebFetchError\]$/);

    const declared = await failing(await addForm([raw("http://fake-web.test/big-declared")], { HTTP_FETCH_MAX_BYTES: "1000" }));
    expect(declared.status).toBe(413);
    expect(declared.detail).toMatch(/larger than 1000 bytes.*\[WebFetchTooLargeError\]$/);
    const streamed = await failing(await addForm([raw("http://fake-web.test/big-streamed")], { HTTP_FETCH_MAX_BYTES: "10000" }));
    expect(streamed.status).toBe(413);

    const slow = await failing(await addForm([raw("http://fake-web.test/slow")], { HTTP_FETCH_TIMEOUT_MS: "100" }));
    expect(slow.status).toBe(400);
    expect(slow.detail).toMatch(/within 100 ms.*\[WebFetchError\]$/);

    const image = await failing(await addForm([raw("http://fake-web.test/image.png")]));
    expect(image.status).toBe(415);
    expect(image.detail).toMatch(/\[UnsupportedFileTypeError\]$/);
  });

  it("does not fetch when ALLOW_HTTP_REQUESTS is off (400), and a page URL on a forge is not a repository", async ({ expect }) => {
    const off = await failing(await addForm([raw("http://fake-web.test/hello.html")], { ALLOW_HTTP_REQUESTS: "false" }));
    expect(off.status).toBe(400);
    expect(off.detail).toMatch(/ALLOW_HTTP_REQUESTS is off.*\[HttpRequestsDisabledError\]$/);
    // A file page on a forge is fetched as a web page (the fake internet knows no github.com: 599).
    const page = await failing(await addForm([raw("https://github.com/owner/repo/blob/main/README.md")]));
    expect(page.detail).toMatch(/\[WebFetchError\]$/);
  });
});

describe("raw_data server-side paths (ACCEPT_LOCAL_FILE_PATH, R2 import root)", () => {
  it("imports a file placed under the import root, by absolute, file:// and relative path", async ({ expect }) => {
    await env.RAW_FILES.put("data/reports/q1.txt", "Q1 revenue was 12 million.");
    await env.RAW_FILES.put("data/reports/table.csv", "k,v\nalpha,1\n");
    const body = await ok(
      await addForm(
        [field("datasetName", "local"), raw("/data/reports/q1.txt"), raw("file:///data/reports/table.csv"), raw("./reports/q1.txt")],
        LOCAL_ON,
      ),
    );
    // The relative path names the same file: deduplicated into the first item.
    expect(body.payload.map((p: any) => p.name)).toEqual(["q1.txt", "table.csv"]);
    expect(await textOf(body.payload[0])).toBe("Q1 revenue was 12 million.");
    expect(await textOf(body.payload[1])).toBe("k: alpha; v: 1\n");
    // The import file itself is untouched.
    expect(await (await env.RAW_FILES.get("data/reports/q1.txt"))?.text()).toBe("Q1 revenue was 12 million.");
  });

  it("honours LOCAL_FILE_ROOT", async ({ expect }) => {
    await env.RAW_FILES.put("imports/a.md", "# Imported");
    const body = await ok(await addForm([field("datasetName", "local_root"), raw("/imports/a.md")], { ...LOCAL_ON, LOCAL_FILE_ROOT: "/imports" }));
    expect(await textOf(body.payload[0])).toBe("# Imported");
    const outside = await failing(await addForm([raw("/data/reports/q1.txt")], { ...LOCAL_ON, LOCAL_FILE_ROOT: "/imports" }));
    expect(outside.detail).toMatch(/outside the import root \/imports.*\[InvalidLocalFilePathError\]$/);
  });

  it("refuses traversal and encoded tricks with 400, and a missing file with 404", async ({ expect }) => {
    await env.RAW_FILES.put("secret.txt", "outside the root");
    for (const path of [
      "/etc/passwd",
      "/data/../secret.txt",
      "../secret.txt",
      "file:///data/%2e%2e/secret.txt",
      "file:///data/%252e%252e/secret.txt",
      "/data/%2e%2e/secret.txt",
      "/data\\..\\secret.txt",
      "/database/secret.txt",
      "file://other-host/data/reports/q1.txt",
    ]) {
      const r = await failing(await addForm([raw(path)], LOCAL_ON));
      expect(r.status, path).toBe(400);
      expect(r.detail, path).toMatch(/\[InvalidLocalFilePathError\]$/);
    }
    const missing = await failing(await addForm([raw("/data/nope.txt")], LOCAL_ON));
    expect(missing.status).toBe(404);
    expect(missing.detail).toMatch(/\[LocalFileNotFoundError\]$/);
  });

  it("with local paths off, a path is text but a file:// URL is refused", async ({ expect }) => {
    const asText = await ok(await addForm([field("datasetName", "local_off"), raw("/data/reports/q1.txt")]));
    expect(await textOf(asText.payload[0])).toBe("/data/reports/q1.txt");
    const fileUrl = await failing(await addForm([raw("file:///data/reports/q1.txt")]));
    expect(fileUrl.status).toBe(400);
    expect(fileUrl.detail).toMatch(/ACCEPT_LOCAL_FILE_PATH is off.*\[LocalFilePathNotAllowedError\]$/);
  });
});

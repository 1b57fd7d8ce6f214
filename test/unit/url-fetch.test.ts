import { describe, it } from "vitest";
import { ApiError } from "../../src/core/errors";
import { assertPublicHttpUrl, fetchPublicUrl, nameFromUrl } from "../../src/services/url-fetch.service";

function refused(url: string): ApiError {
  try {
    assertPublicHttpUrl(url);
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error(`${url} was accepted`);
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    const r = await p;
    // Errors past the headers surface while the body is read.
    const body = (r as { body?: ReadableStream }).body;
    if (body) await new Response(body).arrayBuffer();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected a failure");
}

const limits = { maxBytes: 1000, timeoutMs: 5000 };

describe("SSRF guard", () => {
  it("accepts public http(s) URLs", ({ expect }) => {
    for (const url of ["https://example.com/a?b=c", "http://fake-web.test/hello.html", "http://8.8.8.8/", "https://[2606:4700::1111]/", "http://example.com:8080/x", "http://EXAMPLE.com./"]) {
      expect(assertPublicHttpUrl(url).protocol, url).toMatch(/^https?:$/);
    }
  });

  it("refuses private, loopback, link-local, CGNAT, metadata and reserved IPv4 targets, in every notation", ({ expect }) => {
    const urls = [
      "http://127.0.0.1/",
      "http://127.255.1.2:8000/",
      "http://0.0.0.0/",
      "http://10.1.2.3/",
      "http://172.16.0.1/",
      "http://172.31.255.255/",
      "http://192.168.1.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://100.64.0.1/",
      "http://100.127.255.254/",
      "http://192.0.2.1/",
      "http://198.18.0.1/",
      "http://224.0.0.1/",
      "http://255.255.255.255/",
      // Decimal, hex, octal and shortened forms all canonicalise to 127.0.0.1 / 169.254.169.254.
      "http://2130706433/",
      "http://0x7f000001/",
      "http://0x7f.0x0.0x0.0x1/",
      "http://0177.0.0.1/",
      "http://017700000001/",
      "http://127.1/",
      "http://2852039166/",
      "http://0xa9.0xfe.0xa9.0xfe/",
    ];
    for (const url of urls) {
      const err = refused(url);
      expect(err.status, url).toBe(400);
      expect(err.errorName, url).toBe("UnsafeUrlError");
    }
  });

  it("refuses IPv6 loopback, unspecified, unique-local, link-local, mapped/NAT64/6to4 private and Teredo targets", ({ expect }) => {
    for (const url of [
      "http://[::1]/",
      "http://[::]/",
      "http://[0:0:0:0:0:0:0:1]/",
      "http://[fd00::1]/",
      "http://[fc12:3456::1]/",
      "http://[fe80::1]/",
      "http://[febf::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://[::ffff:7f00:1]/",
      "http://[::ffff:169.254.169.254]/",
      "http://[::ffff:10.0.0.1]/",
      "http://[64:ff9b::a9fe:a9fe]/",
      "http://[2002:7f00:1::]/",
      "http://[2001:0::1]/",
      "http://[ff02::1]/",
      "http://[::127.0.0.1]/",
      "http://[fec0::1]/",
    ]) {
      expect(refused(url).errorName, url).toBe("UnsafeUrlError");
    }
  });

  it("refuses local and metadata host names, credentials and non-http(s) schemes", ({ expect }) => {
    for (const url of [
      "http://localhost/",
      "http://LOCALHOST:3000/",
      "http://localhost./",
      "http://api.localhost/",
      "http://metadata.google.internal/computeMetadata/v1/",
      "http://metadata/",
      "http://instance-data/",
      "http://printer.local/",
      "http://service.internal/",
      "http://intranet/",
      "http://router.home.arpa/",
      "http://user:pass@example.com/",
      "http://fake-web.test@127.0.0.1/",
      "ftp://example.com/file",
      "file:///etc/passwd",
      "gopher://example.com/",
      "javascript:alert(1)",
      "data:text/plain,hi",
      "not a url",
    ]) {
      expect(refused(url).errorName, url).toBe("UnsafeUrlError");
    }
  });
});

describe("fetching", () => {
  const html = () => new Response("<p>ok</p>", { headers: { "content-type": "text/html" } });

  it("follows redirects by hand and re-checks every hop", async ({ expect }) => {
    const seen: string[] = [];
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      seen.push(url);
      expect(init?.redirect).toBe("manual");
      if (url.endsWith("/start")) return new Response(null, { status: 301, headers: { location: "/middle" } });
      if (url.endsWith("/middle")) return new Response(null, { status: 307, headers: { location: "https://other.example/final.html" } });
      return html();
    }) as typeof fetch;
    const res = await fetchPublicUrl("http://example.com/start", limits, fetcher);
    expect(res.url).toBe("https://other.example/final.html");
    expect(res.name).toBe("final.html");
    expect(await new Response(res.body).text()).toBe("<p>ok</p>");
    expect(seen).toEqual(["http://example.com/start", "http://example.com/middle", "https://other.example/final.html"]);

    const toPrivate = (async () => new Response(null, { status: 302, headers: { location: "http://[::1]:8080/admin" } })) as unknown as typeof fetch;
    expect((await failure(fetchPublicUrl("http://example.com/", limits, toPrivate))).errorName).toBe("UnsafeUrlError");

    const loop = (async () => new Response(null, { status: 302, headers: { location: "/again" } })) as unknown as typeof fetch;
    const err = await failure(fetchPublicUrl("http://example.com/", limits, loop));
    expect(err.errorName).toBe("WebFetchError");
    expect(err.message).toMatch(/redirects/);
  });

  it("caps the size by Content-Length and while streaming (413)", async ({ expect }) => {
    const declared = (async () => new Response("x".repeat(10), { headers: { "content-length": "5000" } })) as unknown as typeof fetch;
    const e1 = await failure(fetchPublicUrl("http://example.com/", limits, declared));
    expect(e1.status).toBe(413);
    expect(e1.errorName).toBe("WebFetchTooLargeError");
    const streamed = (async () =>
      new Response(
        new ReadableStream({
          start(c) {
            for (let i = 0; i < 5; i++) c.enqueue(new Uint8Array(400));
            c.close();
          },
        }),
      )) as unknown as typeof fetch;
    const e2 = await failure(fetchPublicUrl("http://example.com/", limits, streamed));
    expect(e2.status).toBe(413);
  });

  it("gives up after the deadline and reports HTTP errors as 400 WebFetchError", async ({ expect }) => {
    const hang = ((_: unknown, init?: RequestInit) =>
      new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))))) as unknown as typeof fetch;
    const e1 = await failure(fetchPublicUrl("http://example.com/", { maxBytes: 1000, timeoutMs: 30 }, hang));
    expect(e1.errorName).toBe("WebFetchError");
    expect(e1.message).toContain("within 30 ms");
    const notFound = (async () => new Response("nope", { status: 404 })) as unknown as typeof fetch;
    const e2 = await failure(fetchPublicUrl("http://example.com/", limits, notFound));
    expect(e2.status).toBe(400);
    expect(e2.message).toContain("HTTP 404");
    const broken = (async () => {
      throw new TypeError("network down");
    }) as unknown as typeof fetch;
    expect((await failure(fetchPublicUrl("http://example.com/", limits, broken))).message).toContain("network down");
  });

  it("names resources after the last path segment, else the host", ({ expect }) => {
    expect(nameFromUrl(new URL("https://example.com/docs/R%C3%A9sum%C3%A9.pdf?x=1"))).toBe("Résumé.pdf");
    expect(nameFromUrl(new URL("https://example.com/"))).toBe("example.com");
  });
});

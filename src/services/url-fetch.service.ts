import { ApiError } from "../core/errors";

/**
 * Fetching web URLs for `/add` (`ALLOW_HTTP_REQUESTS`), guarded against server-side request forgery:
 * only http(s), no credentials in the URL, no private / loopback / link-local / unique-local / CGNAT /
 * multicast / reserved / documentation addresses (IPv4, IPv6, IPv4-mapped, NAT64, 6to4, Teredo), no
 * local or metadata host names; redirects are followed by hand, re-checking every hop.
 *
 * The WHATWG URL parser canonicalises decimal/octal/hex and shortened IPv4 forms
 * (`http://2130706433/`, `http://0x7f.1/`, `http://0177.0.0.1/` all become `127.0.0.1`), so checks run on
 * the canonical host. Limitation: host names are not resolved here (workerd has no DNS API), so a public
 * name pointing at a private address is not caught by this guard; deployed Workers cannot reach private
 * networks anyway, the guard matters most for `wrangler dev` on a developer machine.
 */
export const MAX_REDIRECTS = 5;

const unsafe = (url: string, why: string) =>
  new ApiError(400, "UnsafeUrlError", `Refusing to fetch ${truncate(url)}: ${why}.`);
const fetchFailed = (url: string, why: string) =>
  new ApiError(400, "WebFetchError", `Fetching ${truncate(url)} failed: ${why}.`);

const truncate = (s: string) => (s.length > 200 ? `${s.slice(0, 200)}…` : s);

const BLOCKED_HOSTS = new Set([
  "localhost",
  "localhost.localdomain",
  "ip6-localhost",
  "ip6-loopback",
  "metadata",
  "metadata.google.internal",
  "metadata.goog",
  "instance-data",
  "instance-data.ec2.internal",
  "kubernetes",
  "kubernetes.default",
  "kubernetes.default.svc",
  "broadcasthost",
]);
const BLOCKED_SUFFIXES = [".localhost", ".local", ".internal", ".intranet", ".lan", ".home.arpa", ".localdomain", ".corp", ".svc", ".cluster.local"];

/** IPv4 ranges that are not public unicast (RFC 6890 special-purpose registry and friends). */
const V4_BLOCKS: [number, number, string][] = [
  [0x00000000, 8, "this-network"],
  [0x0a000000, 8, "private"],
  [0x64400000, 10, "carrier-grade NAT"],
  [0x7f000000, 8, "loopback"],
  [0xa9fe0000, 16, "link-local (cloud metadata)"],
  [0xac100000, 12, "private"],
  [0xc0000000, 24, "IETF protocol assignments"],
  [0xc0000200, 24, "documentation"],
  [0xc0586300, 24, "6to4 relay"],
  [0xc0a80000, 16, "private"],
  [0xc6120000, 15, "benchmarking"],
  [0xc6336400, 24, "documentation"],
  [0xcb007100, 24, "documentation"],
  [0xe0000000, 4, "multicast"],
  [0xf0000000, 4, "reserved"],
];

function parseV4(host: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return ((parts[0]! << 24) | (parts[1]! << 16) | (parts[2]! << 8) | parts[3]!) >>> 0;
}

function v4Problem(addr: number): string | null {
  for (const [base, bits, what] of V4_BLOCKS) {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    if ((addr & mask) >>> 0 === base) return what;
  }
  return null;
}

/** Parses a canonical IPv6 literal (as the URL parser emits it, without brackets) into 8 groups. */
function parseV6(host: string): number[] | null {
  let h = host;
  // An embedded dotted IPv4 tail (the URL parser normally rewrites it, but be strict).
  const v4tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(h);
  if (v4tail) {
    const v4 = parseV4(v4tail[1]!);
    if (v4 === null) return null;
    h = h.slice(0, -v4tail[1]!.length) + `${((v4 >>> 16) & 0xffff).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = h.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? head.length !== 8 : missing < 1) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail].map((g) =>
    /^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN,
  );
  return groups.some((g) => Number.isNaN(g)) ? null : groups;
}

function v6Problem(g: number[]): string | null {
  const embeddedV4 = (hi: number, lo: number) => ((g[hi]! << 16) | g[lo]!) >>> 0;
  const allZero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (allZero(0, 8)) return "unspecified address";
  if (allZero(0, 7) && g[7] === 1) return "loopback";
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible), 64:ff9b::a.b.c.d (NAT64)
  if (allZero(0, 5) && (g[5] === 0xffff || g[5] === 0)) return v4Problem(embeddedV4(6, 7)) ?? (g[5] === 0 ? "IPv4-compatible address" : null);
  if (g[0] === 0x64 && g[1] === 0xff9b) return v4Problem(embeddedV4(6, 7)) ?? null;
  if (g[0] === 0x2002) return v4Problem(embeddedV4(1, 2)) ?? null; // 6to4 carries an IPv4 address
  if (g[0] === 0x2001 && g[1] === 0) return "Teredo tunnel address";
  if (g[0] === 0x2001 && g[1] === 0xdb8) return "documentation";
  if ((g[0]! & 0xfe00) === 0xfc00) return "unique-local";
  if ((g[0]! & 0xffc0) === 0xfe80) return "link-local";
  if ((g[0]! & 0xffc0) === 0xfec0) return "site-local";
  if ((g[0]! & 0xff00) === 0xff00) return "multicast";
  if (g[0] === 0x100 && allZero(1, 4)) return "discard-only";
  return null;
}

/** Returns the parsed URL when it may be fetched; throws 400 `UnsafeUrlError` otherwise. */
export function assertPublicHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw unsafe(raw, "it is not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw unsafe(raw, `scheme ${url.protocol} is not allowed (http and https only)`);
  if (url.username || url.password) throw unsafe(raw, "URLs with credentials are not allowed");
  let host = url.hostname.toLowerCase();
  if (host.startsWith("[") && host.endsWith("]")) {
    const groups = parseV6(host.slice(1, -1));
    if (!groups) throw unsafe(raw, "the IPv6 address cannot be parsed");
    const problem = v6Problem(groups);
    if (problem) throw unsafe(raw, `the address is ${problem}`);
    return url;
  }
  host = host.replace(/\.+$/, "");
  if (!host) throw unsafe(raw, "it has no host");
  const v4 = parseV4(host);
  if (v4 !== null) {
    const problem = v4Problem(v4);
    if (problem) throw unsafe(raw, `the address is ${problem}`);
    if (v4 === 0xffffffff) throw unsafe(raw, "the address is broadcast");
    return url;
  }
  // A last label of digits (or hex) that the parser did not turn into an IPv4 address is not a host name.
  if (/^(0x[0-9a-f]*|\d+)$/i.test(host.split(".").pop() ?? "")) throw unsafe(raw, "the host is not a valid name");
  if (BLOCKED_HOSTS.has(host) || BLOCKED_SUFFIXES.some((s) => host.endsWith(s))) throw unsafe(raw, `host ${host} is local or internal`);
  if (!host.includes(".")) throw unsafe(raw, `single-label host ${host} is not a public name`);
  return url;
}

export interface FetchedResource {
  /** URL after redirects. */
  url: string;
  contentType: string | null;
  /** File name for the data item: last path segment, else the host. */
  name: string;
  /** Body capped at `maxBytes` (413 past it) and bounded by the deadline (400 once it expires). */
  body: ReadableStream<Uint8Array>;
}

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
}

/** Fetches a public web URL with manual redirects, a byte cap and an overall deadline. */
export async function fetchPublicUrl(raw: string, limits: FetchLimits, fetcher: typeof fetch = fetch): Promise<FetchedResource> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  const fail = (err: unknown, url: string): never => {
    clearTimeout(timer);
    if (err instanceof ApiError) throw err;
    if (controller.signal.aborted) throw fetchFailed(url, `no complete answer within ${limits.timeoutMs} ms`);
    throw fetchFailed(url, String((err as Error)?.message ?? err));
  };

  let url = assertPublicHttpUrl(raw);
  let res: Response | undefined;
  for (let hop = 0; ; hop++) {
    try {
      res = await fetcher(url.toString(), {
        redirect: "manual",
        signal: controller.signal,
        headers: { "user-agent": "kg-memory-service/1.0 (+add)", accept: "text/html,text/plain,text/markdown,text/csv,application/json,application/pdf;q=0.9,*/*;q=0.5" },
      });
    } catch (err) {
      return fail(err, url.toString());
    }
    if (res.status >= 300 && res.status < 400 && res.headers.get("location")) {
      await res.body?.cancel().catch(() => undefined);
      if (hop >= MAX_REDIRECTS) return fail(fetchFailed(raw, `more than ${MAX_REDIRECTS} redirects`), raw);
      let next: URL;
      try {
        next = new URL(res.headers.get("location")!, url);
      } catch {
        return fail(fetchFailed(url.toString(), "the redirect location is not a valid URL"), raw);
      }
      try {
        url = assertPublicHttpUrl(next.toString());
      } catch (err) {
        return fail(err, raw);
      }
      continue;
    }
    break;
  }
  if (!res.ok || !res.body) {
    await res.body?.cancel().catch(() => undefined);
    return fail(fetchFailed(url.toString(), `HTTP ${res.status}`), raw);
  }
  const declared = Number(res.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limits.maxBytes) {
    await res.body.cancel().catch(() => undefined);
    clearTimeout(timer);
    throw tooLarge(url.toString(), limits.maxBytes);
  }

  const finalUrl = url.toString();
  const source = res.body.getReader();
  let received = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(ctrl) {
        try {
          const { value, done } = await source.read();
          if (done) {
            clearTimeout(timer);
            return ctrl.close();
          }
          received += value.length;
          if (received > limits.maxBytes) {
            await source.cancel().catch(() => undefined);
            clearTimeout(timer);
            return ctrl.error(tooLarge(finalUrl, limits.maxBytes));
          }
          ctrl.enqueue(value);
        } catch (err) {
          clearTimeout(timer);
          ctrl.error(
            err instanceof ApiError
              ? err
              : fetchFailed(finalUrl, controller.signal.aborted ? `no complete answer within ${limits.timeoutMs} ms` : String(err)),
          );
        }
      },
      async cancel() {
        clearTimeout(timer);
        await source.cancel().catch(() => undefined);
      },
    },
    { highWaterMark: 0 },
  );
  return { url: finalUrl, contentType: res.headers.get("content-type"), name: nameFromUrl(url), body };
}

const tooLarge = (url: string, max: number) =>
  new ApiError(413, "WebFetchTooLargeError", `The resource at ${truncate(url)} is larger than ${max} bytes (HTTP_FETCH_MAX_BYTES).`);

export function nameFromUrl(url: URL): string {
  const segments = url.pathname.split("/").filter(Boolean);
  let last = segments.pop() ?? "";
  try {
    last = decodeURIComponent(last);
  } catch {
    // keep the encoded form
  }
  return last || url.hostname;
}

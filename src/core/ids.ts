import { v4 as uuidv4 } from "uuid";

/** uuid NAMESPACE_OID, as cognee uses for deterministic ids. */
export const NAMESPACE_OID = "6ba7b812-9dad-11d1-80b4-00c04fd430c8";
export const NAMESPACE_URL = "6ba7b811-9dad-11d1-80b4-00c04fd430c8";

export const newId = () => uuidv4();

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));
const OID_BYTES = Buffer.from(NAMESPACE_OID.replace(/-/g, ""), "hex");

const utf8 = new TextEncoder();
/** Message buffer (namespace + UTF-8 name + padding), grown on demand; W: the SHA-1 message schedule. */
let message = new Uint8Array(512);
const W = new Int32Array(80);
const byte = (w: number, shift: number) => (w >>> shift) & 0xff;

/**
 * uuid v5 of `name` in the 16-byte namespace `ns`: SHA-1 (FIPS 180-4) over ns + UTF-8(name), then the
 * version and variant bits. In plain JS because ids are short (one or two 64-byte blocks): node:crypto's
 * createHash costs an object, three calls across the runtime boundary and a Buffer per id, which made
 * uuid5 ~5% of a local cognify (~100k ids per MB of text); this runs ~1.5 us per id.
 */
function sha1Uuid(ns: Uint8Array, name: string): string {
  message.set(ns, 0);
  let r = utf8.encodeInto(name, message.subarray(16));
  while (r.read! < name.length) {
    message = new Uint8Array(message.length * 2);
    message.set(ns, 0);
    r = utf8.encodeInto(name, message.subarray(16));
  }
  const len = 16 + r.written!;
  const total = (((len + 8) >> 6) + 1) * 64;
  if (total > message.length) {
    const grown = new Uint8Array(total * 2);
    grown.set(message.subarray(0, len));
    message = grown;
  }
  const m = message;
  m[len] = 0x80;
  m.fill(0, len + 1, total);
  const bits = len * 8;
  m[total - 4] = bits >>> 24;
  m[total - 3] = bits >>> 16;
  m[total - 2] = bits >>> 8;
  m[total - 1] = bits;
  let h0 = 0x67452301;
  let h1 = 0xefcdab89 | 0;
  let h2 = 0x98badcfe | 0;
  let h3 = 0x10325476;
  let h4 = 0xc3d2e1f0 | 0;
  for (let o = 0; o < total; o += 64) {
    for (let t = 0; t < 16; t++) {
      const p = o + 4 * t;
      W[t] = (m[p]! << 24) | (m[p + 1]! << 16) | (m[p + 2]! << 8) | m[p + 3]!;
    }
    for (let t = 16; t < 80; t++) {
      const x = W[t - 3]! ^ W[t - 8]! ^ W[t - 14]! ^ W[t - 16]!;
      W[t] = (x << 1) | (x >>> 31);
    }
    let a = h0;
    let b = h1;
    let c = h2;
    let d = h3;
    let e = h4;
    for (let t = 0; t < 80; t++) {
      let f: number;
      let k: number;
      if (t < 20) {
        f = (b & c) | (~b & d);
        k = 0x5a827999;
      } else if (t < 40) {
        f = b ^ c ^ d;
        k = 0x6ed9eba1;
      } else if (t < 60) {
        f = (b & c) | (b & d) | (c & d);
        k = 0x8f1bbcdc | 0;
      } else {
        f = b ^ c ^ d;
        k = 0xca62c1d6 | 0;
      }
      const next = (((a << 5) | (a >>> 27)) + f + e + k + W[t]!) | 0;
      e = d;
      d = c;
      c = (b << 30) | (b >>> 2);
      b = a;
      a = next;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
  }
  const b6 = (byte(h1, 8) & 0x0f) | 0x50;
  const b8 = (byte(h2, 24) & 0x3f) | 0x80;
  return (
    HEX[byte(h0, 24)]! + HEX[byte(h0, 16)]! + HEX[byte(h0, 8)]! + HEX[byte(h0, 0)]! + "-" + HEX[byte(h1, 24)]! + HEX[byte(h1, 16)]! + "-" +
    HEX[b6]! + HEX[byte(h1, 0)]! + "-" + HEX[b8]! + HEX[byte(h2, 16)]! + "-" + HEX[byte(h2, 8)]! + HEX[byte(h2, 0)]! +
    HEX[byte(h3, 24)]! + HEX[byte(h3, 16)]! + HEX[byte(h3, 8)]! + HEX[byte(h3, 0)]!
  );
}
/**
 * Recent ids in the OID namespace (cognify derives the same entity, type and edge ids over and over).
 * Bounded: short names only, cleared when full (~25 MB at most).
 */
const cache = new Map<string, string>();
const CACHE_MAX = 100_000;
const CACHE_NAME_CHARS = 200;

/**
 * RFC 4122 version-5 uuid (identical to the `uuid` package's v5), with a cache: cognify computes several ids
 * per entity mention (the `uuid` package's generic SHA-1 was ~8% of its CPU time; see sha1Uuid).
 */
export function uuid5(name: string, namespace = NAMESPACE_OID): string {
  const cacheable = namespace === NAMESPACE_OID && name.length <= CACHE_NAME_CHARS;
  if (cacheable) {
    const hit = cache.get(name);
    if (hit !== undefined) return hit;
  }
  if (namespace !== NAMESPACE_OID && !isUuid(namespace)) throw new TypeError(`Invalid uuid namespace: ${namespace}`);
  const ns = namespace === NAMESPACE_OID ? OID_BYTES : Buffer.from(namespace.replace(/-/g, ""), "hex");
  const id = sha1Uuid(ns, name);
  if (cacheable) {
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(name, id);
  }
  return id;
}

/** cognee's name normalisation for deterministic node ids: lower case, spaces to `_`, no apostrophes. */
export const normaliseName = (v: string) => v.toLowerCase().trim().replace(/\s+/g, "_").replace(/'/g, "");

/** `DataPoint.id_for(...)`: `uuid5(OID, "<Class>:<normalised values joined by |>")`. */
export const idFor = (className: string, ...values: string[]) =>
  uuid5(`${className}:${values.map(normaliseName).join("|")}`);

/** Dataset id, deterministic per (name, owner, tenant) as in cognee. */
export const datasetIdFor = (name: string, ownerId: string, tenantId: string | null) =>
  uuid5(`${name}${ownerId}${tenantId ?? "None"}`);

export const isUuid = (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

import { createHash } from "node:crypto";
import { v4 as uuidv4 } from "uuid";

/** uuid NAMESPACE_OID, as cognee uses for deterministic ids. */
export const NAMESPACE_OID = "6ba7b812-9dad-11d1-80b4-00c04fd430c8";
export const NAMESPACE_URL = "6ba7b811-9dad-11d1-80b4-00c04fd430c8";

export const newId = () => uuidv4();

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));
const OID_BYTES = Buffer.from(NAMESPACE_OID.replace(/-/g, ""), "hex");
/**
 * Recent ids in the OID namespace (cognify derives the same entity, type and edge ids over and over).
 * Bounded: short names only, cleared when full (~25 MB at most).
 */
const cache = new Map<string, string>();
const CACHE_MAX = 100_000;
const CACHE_NAME_CHARS = 200;

/**
 * RFC 4122 version-5 uuid (identical to the `uuid` package's v5). Native SHA-1 (node:crypto) and a cache:
 * cognify computes several ids per entity mention, and the pure-JS SHA-1 of `uuid` was ~8% of its CPU time.
 */
export function uuid5(name: string, namespace = NAMESPACE_OID): string {
  const cacheable = namespace === NAMESPACE_OID && name.length <= CACHE_NAME_CHARS;
  if (cacheable) {
    const hit = cache.get(name);
    if (hit !== undefined) return hit;
  }
  if (namespace !== NAMESPACE_OID && !isUuid(namespace)) throw new TypeError(`Invalid uuid namespace: ${namespace}`);
  const ns = namespace === NAMESPACE_OID ? OID_BYTES : Buffer.from(namespace.replace(/-/g, ""), "hex");
  const b = createHash("sha1").update(ns).update(name, "utf8").digest();
  b[6] = (b[6]! & 0x0f) | 0x50;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const id =
    HEX[b[0]!]! + HEX[b[1]!]! + HEX[b[2]!]! + HEX[b[3]!]! + "-" + HEX[b[4]!]! + HEX[b[5]!]! + "-" + HEX[b[6]!]! + HEX[b[7]!]! + "-" +
    HEX[b[8]!]! + HEX[b[9]!]! + "-" + HEX[b[10]!]! + HEX[b[11]!]! + HEX[b[12]!]! + HEX[b[13]!]! + HEX[b[14]!]! + HEX[b[15]!]!;
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

import { v4 as uuidv4, v5 as uuidv5 } from "uuid";

/** uuid NAMESPACE_OID, as cognee uses for deterministic ids. */
export const NAMESPACE_OID = "6ba7b812-9dad-11d1-80b4-00c04fd430c8";
export const NAMESPACE_URL = "6ba7b811-9dad-11d1-80b4-00c04fd430c8";

export const newId = () => uuidv4();
export const uuid5 = (name: string, namespace = NAMESPACE_OID) => uuidv5(name, namespace);

/** cognee's name normalisation for deterministic node ids: lower case, spaces to `_`, no apostrophes. */
export const normaliseName = (v: string) => v.toLowerCase().trim().replace(/\s+/g, "_").replace(/'/g, "");

/** `DataPoint.id_for(...)`: `uuid5(OID, "<Class>:<normalised values joined by |>")`. */
export const idFor = (className: string, ...values: string[]) =>
  uuid5(`${className}:${values.map(normaliseName).join("|")}`);

/** Dataset id, deterministic per (name, owner, tenant) as in cognee. */
export const datasetIdFor = (name: string, ownerId: string, tenantId: string | null) =>
  uuid5(`${name}${ownerId}${tenantId ?? "None"}`);

export const isUuid = (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

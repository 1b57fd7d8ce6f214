import type { OntologyConstraints } from "../../ai/ontology";
import { ApiError, validationError } from "../../core/errors";
import type { Principal } from "../../lib/types";
import { deleteOntologyRow, insertOntology, ontologiesByKey, ontologiesOf, type OntologyRow } from "../../storage/d1/ontologies.repo";
import type { Ports } from "../../storage/ports";
import { workspaceIdFor } from "../../storage/pods";
import { WORKSPACE_PREFIX } from "../../storage/r2/raw-files.store";
import { type OntologyFormat, type ParsedOntology, parseOntology } from "./ontology-parse";

/**
 * Ontologies are kept per workspace: a user's personal space, or the tenant the caller is acting in (every
 * member of a tenant sees and uses its ontologies; another user or tenant never does). The file is kept in R2
 * as uploaded; its parsed vocabulary in D1, so cognify resolves a key with one read.
 */

/**
 * Files per upload call (cognee takes a list of keys and files). The form is buffered whole and each file's
 * statements are held while it is parsed: 4 x 5 MB keeps one call well inside the isolate's 128 MB.
 */
export const MAX_ONTOLOGY_FILES = 4;
const KEY_RE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

export interface OntologyUpload {
  key: string;
  description: string | null;
  file: File;
}

const scopeOf = (user: Principal) => workspaceIdFor(user.tenantId, user.id);
const notFound = (keys: string[]) => new ApiError(404, "OntologyNotFoundError", `Ontology not found: ${keys.map((k) => k.slice(0, 100)).join(", ")}.`);

export function assertOntologyKey(key: string, loc: (string | number)[]): void {
  if (!KEY_RE.test(key)) throw validationError(loc, "An ontology key is 1-100 letters, digits, '_', '.' or '-', starting with a letter or digit.");
}

/** cognee's upload answer entry (plus what the parser found). */
function describe(row: Omit<OntologyRow, "terms">) {
  return {
    ontology_key: row.ontologyKey,
    filename: row.filename,
    size_bytes: row.sizeBytes,
    uploaded_at: new Date(row.uploadedAt).toISOString(),
    description: row.description,
    format: row.format as OntologyFormat,
    classes: row.classCount,
    properties: row.propertyCount,
    individuals: row.individualCount,
  };
}

/** Parses every file first (nothing is stored when one is refused), then stores each under its key. */
export async function uploadOntologies(ports: Pick<Ports, "db" | "rawFiles">, user: Principal, uploads: OntologyUpload[]) {
  if (uploads.length === 0) throw new ApiError(400, "NoOntologyFileError", "Send at least one ontology_file with its ontology_key.");
  if (uploads.length > MAX_ONTOLOGY_FILES) throw new ApiError(400, "TooManyOntologiesError", `At most ${MAX_ONTOLOGY_FILES} ontologies per upload.`);
  const keys = new Set<string>();
  uploads.forEach((u, i) => {
    assertOntologyKey(u.key, ["body", "ontology_key", i]);
    if (keys.has(u.key)) throw validationError(["body", "ontology_key", i], `The key "${u.key}" is given twice.`);
    keys.add(u.key);
  });
  const workspaceId = scopeOf(user);
  const existing = await ontologiesByKey(ports.db, workspaceId, [...keys]);
  if (existing.length) throw alreadyExists(existing.map((r) => r.ontologyKey));

  const parsed: { upload: OntologyUpload; bytes: Uint8Array; ontology: ParsedOntology }[] = [];
  for (const upload of uploads) {
    const bytes = new Uint8Array(await upload.file.arrayBuffer());
    parsed.push({ upload, bytes, ontology: parseOntology(bytes, upload.file.name || upload.key) });
  }
  const out = [];
  for (const { upload, bytes, ontology } of parsed) {
    const filename = (upload.file.name || `${upload.key}.owl`).slice(0, 255);
    const r2Key = `${WORKSPACE_PREFIX}${workspaceId}/ontologies/${upload.key}/${crypto.randomUUID()}`;
    const writer = ports.rawFiles.createWriter(r2Key, upload.file.type || "application/octet-stream");
    await writer.write(bytes);
    await writer.close();
    const row: OntologyRow = {
      workspaceId,
      ontologyKey: upload.key,
      filename,
      format: ontology.format,
      description: upload.description?.slice(0, 2_000) ?? null,
      sizeBytes: bytes.length,
      r2Key,
      terms: JSON.stringify({ classes: ontology.classes, properties: ontology.properties, individuals: ontology.individuals }),
      classCount: ontology.classes.length,
      propertyCount: ontology.properties.length,
      individualCount: ontology.individuals.length,
      uploadedBy: user.id,
      uploadedAt: Date.now(),
    };
    // A concurrent upload of the same key wins the primary key; this one's bytes are removed again.
    if (!(await insertOntology(ports.db, row))) {
      await ports.rawFiles.delete([r2Key]);
      throw alreadyExists([upload.key]);
    }
    out.push(describe(row));
  }
  return { uploaded_ontologies: out };
}

const alreadyExists = (keys: string[]) =>
  new ApiError(400, "OntologyAlreadyExistsError", `Ontology key already exists: ${keys.join(", ")}. Delete it first or choose another key.`);

/** `GET /ontologies`: cognee's mapping of key to metadata, for the caller's workspace. */
export async function listOntologies(ports: Pick<Ports, "db">, user: Principal) {
  const rows = await ontologiesOf(ports.db, scopeOf(user));
  return Object.fromEntries(rows.map((r) => [r.ontologyKey, describe(r)]));
}

export async function deleteOntology(ports: Pick<Ports, "db" | "rawFiles">, user: Principal, key: string) {
  const row = await deleteOntologyRow(ports.db, scopeOf(user), key);
  if (!row) throw notFound([key]);
  await ports.rawFiles.delete([row.r2Key]);
  return { status: "success" as const, ontology_key: key };
}

/**
 * The vocabulary of the keys named on /cognify or /remember (merged when several), from the caller's workspace;
 * null for none. An unknown key is 404 before any work starts.
 */
export async function resolveOntology(db: Ports["db"], user: Principal, rawKeys: string[]): Promise<OntologyConstraints | null> {
  const keys = [...new Set(rawKeys.map((k) => k.trim()).filter(Boolean))];
  if (keys.length === 0) return null;
  const rows = await ontologiesByKey(db, scopeOf(user), keys);
  const missing = keys.filter((k) => !rows.some((r) => r.ontologyKey === k));
  if (missing.length) throw notFound(missing);
  const merged: OntologyConstraints = { keys, classes: [], properties: [], individuals: [] };
  const seen = new Set<string>();
  for (const row of rows) {
    const terms = JSON.parse(row.terms) as Omit<OntologyConstraints, "keys">;
    for (const kind of ["classes", "properties", "individuals"] as const) {
      for (const t of terms[kind]) {
        if (seen.has(`${kind}|${t.uri}`)) continue;
        seen.add(`${kind}|${t.uri}`);
        (merged[kind] as (typeof t)[]).push(t);
      }
    }
  }
  return merged;
}

/** `ontology_key` as a form field: one key, a comma list, or a JSON array (cognee sends JSON lists). */
export function ontologyKeysOf(value: string | null | undefined): string[] {
  if (!value?.trim()) return [];
  const v = value.trim();
  if (v.startsWith("[")) {
    try {
      const list = JSON.parse(v) as unknown;
      if (Array.isArray(list)) return list.map(String);
    } catch {
      // falls through to the comma list
    }
  }
  return v.split(",").map((s) => s.trim()).filter(Boolean);
}

import type { z } from "@hono/zod-openapi";
import type { AddJsonBodySchema } from "../../schemas/add.schemas";
import { ApiError, validationError } from "../core/errors";
import { datasetIdFor, isUuid, newId } from "../core/ids";
import type { Principal } from "../lib/types";
import {
  createDataset,
  type DatasetRow,
  deleteDatasetRow,
} from "../storage/d1/datasets.repo";
import { workspaceIdFor } from "../storage/pods";
import { importKeyForPath, looksLikeLocalPath, normaliseRoot } from "../storage/r2/import-paths";
import { rawKeyFor, textKeyFor } from "../storage/r2/raw-files.store";
import { type DataDeps, toDataItemDTO } from "./data-items.service";
import { authorizeDatasets, DEFAULT_DATASET_NAME, findOwnDataset, validateDatasetName } from "./datasets.service";
import { type ByteBudget, type IngestedBytes, ingestStream } from "./loaders/ingest-stream";
import { boundaryFrom, type MultipartPart, parseMultipart } from "./multipart-stream";
import { fetchPublicUrl } from "./url-fetch.service";
import { type CommitDataItemsResult, type DataItemRow, type NewDataItem } from "../core/pod/data-items";
import { ingestRepositories } from "./code/code-ingest.service";
import { resolveRepository } from "./code/git-fetch";
import { fetchPolicyOf } from "./code/policy";
import { JSON_BODY_MAX_BYTES, assertJsonDepth } from "../core/json";

/** Form fields other than uploads are buffered: raw_data entries up to 8 MiB each, others 1 MiB, 16 MiB in all. */
export const RAW_DATA_FIELD_MAX_BYTES = 8 * 1024 * 1024;
export const FORM_FIELD_MAX_BYTES = 1024 * 1024;
/** raw_data entries ingested between yields to the event loop (~3 ms each locally: a slice is ~25 ms). */
const YIELD_EVERY_ITEMS = 8;
export const FORM_FIELDS_TOTAL_MAX_BYTES = 16 * 1024 * 1024;
/** The JSON quick form is buffered whole. */
/**
 * Uploads that arrive before any dataset field are held in memory up to this many bytes in all, then
 * written once the form has ended and the dataset is known. Parked in R2 instead, each had to be copied
 * to its dataset afterwards, which the R2 binding can only do by streaming it back (get + put): ~9 ms per
 * item locally, 0.7 s instead of 0.3 s of /add for 44 items of 20 KB. Beyond this budget an upload is
 * parked as before, so the isolate (128 MB) never holds more than this of one request's files.
 */
export const HELD_UPLOADS_MAX_BYTES = 8 * 1024 * 1024;

export type AddDeps = DataDeps & { fetcher?: typeof fetch };

/** Options of one add call. */
export interface AddOptions {
  /** Spec rule 12 / Limits: `/remember` (and the memory lifecycle built on add) skips both quotas. */
  enforceQuotas?: boolean;
  /**
   * `/remember`: a web URL that cannot be fetched is reported in the result's `failed` list and the other
   * entries are stored, instead of refusing the whole call (the call still fails when nothing is left).
   */
  skipFailedUrls?: boolean;
}

/** Limits that never bind (quotas off for the call). */
const NO_QUOTA = { storageBytes: Number.MAX_SAFE_INTEGER, documents: Number.MAX_SAFE_INTEGER };

const FIELD_ALIASES: Record<string, string> = {
  datasetname: "dataset_name",
  dataset_name: "dataset_name",
  datasetid: "dataset_id",
  dataset_id: "dataset_id",
  labels: "labels",
  label: "labels",
  external_metadata: "external_metadata",
  externalmetadata: "external_metadata",
  node_set: "node_set",
  nodeset: "node_set",
  run_in_background: "run_in_background",
  runinbackground: "run_in_background",
  raw_data: "raw_data",
  rawdata: "raw_data",
  session_id: "session_id",
  sessionid: "session_id",
  content_type: "content_type",
  contenttype: "content_type",
  data: "data",
};

/** Where the call's items go: known before the dataset row exists (ids are deterministic by name). */
interface Target {
  datasetId: string;
  datasetName: string;
  workspaceId: string;
  existing: DatasetRow | null;
}

interface StoredEntry {
  position: number;
  dataId: string;
  bytes: IngestedBytes;
  /** Where the objects were written (a provisional target when dataset fields came after the upload). */
  workspaceId: string;
  datasetId: string;
}

interface RawEntry {
  position: number;
  value: string;
}

const badRequest = (name: string, message: string) => new ApiError(400, name, message);

/**
 * Tracks what one `/add` call has written so a failure removes all of it ("whole call rejected,
 * nothing stored"), and the running quota figures of the call.
 */
class AddCall implements ByteBudget {
  readonly written: string[] = [];
  /** raw_data URLs skipped under `skipFailedUrls`, with the named error each one got. */
  readonly failed: { source: string; error: string; cause: ApiError }[] = [];
  incomingBytes = 0;
  incomingDocs = 0;
  exceeded: "storage" | "documents" | null = null;
  used: { bytes: number; documents: number } | null = null;

  constructor(
    private readonly deps: AddDeps,
    readonly user: Principal,
    private readonly options: AddOptions = {},
  ) {}

  get skipFailedUrls(): boolean {
    return this.options.skipFailedUrls === true;
  }

  get limits() {
    if (this.options.enforceQuotas === false) return NO_QUOTA;
    return { storageBytes: this.deps.settings.storageQuotaBytes, documents: this.deps.settings.documentQuota };
  }

  /** Loads the caller's usage in the workspace the items go to (once). */
  async loadUsage(workspaceId: string): Promise<void> {
    this.used ??= await this.deps.pods(workspaceId).dataUsage(this.user.id);
  }

  admit(bytes: number): boolean {
    this.incomingBytes += bytes;
    if (this.used && this.used.bytes + this.incomingBytes > this.limits.storageBytes) this.exceeded ??= "storage";
    return this.exceeded === null;
  }

  admitDocument(): boolean {
    this.incomingDocs += 1;
    if (this.used && this.used.documents + this.incomingDocs > this.limits.documents) this.exceeded ??= "documents";
    return this.exceeded === null;
  }

  /** The spec's exact 413 bodies. */
  quotaError(kind: "storage" | "documents", used: number, incoming: number, limit: number): ApiError {
    const detail =
      kind === "storage"
        ? `Storage quota exceeded. Used: ${used} bytes, incoming: ${incoming} bytes, limit: ${limit} bytes.`
        : `Document count quota exceeded. Current: ${used}, incoming: ${incoming}, limit: ${limit}.`;
    return new ApiError(413, kind === "storage" ? "StorageQuotaExceededError" : "DocumentQuotaExceededError", detail, { detail });
  }

  runningQuotaError(): ApiError {
    const used = this.used ?? { bytes: 0, documents: 0 };
    return this.exceeded === "documents"
      ? this.quotaError("documents", used.documents, this.incomingDocs, this.limits.documents)
      : this.quotaError("storage", used.bytes, this.incomingBytes, this.limits.storageBytes);
  }

  async cleanup(): Promise<void> {
    await this.deps.rawFiles.delete(this.written).catch((err) => console.error("add: cleanup failed", err));
    this.written.length = 0;
  }
}

// ---- field parsing ----

function parseBool(value: string | undefined, field: string): boolean {
  if (value === undefined) return false;
  const v = value.trim().toLowerCase();
  if (["", "false", "0", "no", "off"].includes(v)) return false;
  if (["true", "1", "yes", "on"].includes(v)) return true;
  throw validationError(["body", field], "Input should be a valid boolean", "bool_parsing");
}

function parseDatasetId(value: string | undefined | null): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (!isUuid(v)) throw validationError(["body", "datasetId"], "Input should be a valid UUID", "uuid_parsing");
  return v.toLowerCase();
}

/** `node_set` (spec rule 10): a list of non-empty strings; cognee's default `[""]` means none. */
export function parseNodeSet(values: unknown[]): string[] | null {
  const flat: unknown[] = [];
  for (const v of values) {
    if (typeof v === "string" && v.trim().startsWith("[")) {
      assertJsonDepth(v, "node_set");
      try {
        const parsed: unknown = JSON.parse(v);
        if (!Array.isArray(parsed)) throw new Error();
        flat.push(...parsed);
      } catch {
        throw badRequest("InvalidNodeSetError", "node_set must be a list of non-empty strings (the JSON array could not be read).");
      }
    } else flat.push(v);
  }
  if (flat.length === 0 || flat.every((v) => v === "")) return null;
  if (!flat.every((v) => typeof v === "string" && v.trim() !== "")) {
    throw badRequest("InvalidNodeSetError", "node_set must be a list of non-empty strings.");
  }
  const names = [...new Set((flat as string[]).map((s) => s.trim()))];
  if (names.some((n) => n.length > 255)) throw badRequest("InvalidNodeSetError", "node_set names are limited to 255 characters.");
  return names;
}

/**
 * Positional pairing (spec rule 2): one value per entry in the combined order (uploads, then raw_data)
 * as sent; a list as long as the entries left after dropping empty ones is paired with those instead.
 */
function pairPositional<T>(values: T[] | null, what: string, sentCount: number, kept: number[]): (T | null)[] {
  if (!values) return kept.map(() => null);
  if (values.length === sentCount) return kept.map((p) => values[p] ?? null);
  if (values.length === kept.length) return values;
  throw badRequest(
    what === "labels" ? "InvalidLabelsError" : "InvalidExternalMetadataError",
    `${what} has ${values.length} entries but the request carries ${sentCount} items (uploads first, then raw_data)` +
      (kept.length !== sentCount ? ` of which ${kept.length} are non-empty` : "") +
      ".",
  );
}

function parseLabels(values: unknown[]): (string | null)[] | null {
  if (values.length === 0) return null;
  let list: unknown[];
  if (values.length === 1 && typeof values[0] === "string") {
    const v = values[0].trim();
    if (v === "") return null;
    if (v.startsWith("[")) {
      assertJsonDepth(v, "labels");
      try {
        const parsed: unknown = JSON.parse(v);
        if (!Array.isArray(parsed)) throw new Error();
        list = parsed;
      } catch {
        throw badRequest("InvalidLabelsError", "labels must be a JSON array of strings (or a comma-separated list).");
      }
    } else list = v.split(",").map((s) => s.trim());
  } else list = values;
  return list.map((l) => {
    if (l === null || l === "") return null;
    if (typeof l !== "string") throw badRequest("InvalidLabelsError", "labels entries must be strings or null.");
    if (l.length > 1024) throw badRequest("InvalidLabelsError", "labels entries are limited to 1024 characters.");
    return l;
  });
}

function metadataEntry(v: unknown): Record<string, unknown> | null {
  if (v === null || v === undefined || v === "") return null;
  if (typeof v !== "object" || Array.isArray(v)) {
    throw badRequest("InvalidExternalMetadataError", "external_metadata entries must be JSON objects or null.");
  }
  if ("node_set" in v) {
    throw badRequest("InvalidExternalMetadataError", 'external_metadata must not carry the reserved key "node_set"; use the node_set field.');
  }
  return v as Record<string, unknown>;
}

function parseMetadata(values: unknown[]): (Record<string, unknown> | null)[] | null {
  if (values.length === 0) return null;
  const read = (s: string): unknown => {
    assertJsonDepth(s, "external_metadata");
    try {
      return JSON.parse(s);
    } catch {
      throw badRequest("InvalidExternalMetadataError", "external_metadata must be a JSON array of objects (entries may be null).");
    }
  };
  if (values.length === 1 && typeof values[0] === "string") {
    const v = values[0].trim();
    if (v === "") return null;
    const parsed = read(v);
    return (Array.isArray(parsed) ? parsed : [parsed]).map(metadataEntry);
  }
  return values.map((v) => metadataEntry(typeof v === "string" ? (v.trim() === "" ? null : read(v)) : v));
}

// ---- raw_data classification ----

type RawKind = { kind: "text" } | { kind: "url"; url: string } | { kind: "path"; key: string } | { kind: "repo"; url: string };

const REPO_HOSTS = new Set(["github.com", "www.github.com", "gitlab.com", "www.gitlab.com", "bitbucket.org", "www.bitbucket.org", "codeberg.org"]);

/** Git remotes and repository-shaped URLs on the common forges. */
export function isRepositoryUrl(entry: string): boolean {
  const s = entry.trim();
  if (/\s/.test(s)) return false;
  if (/^[\w.-]+@[\w.-]+:[\w./~-]+?(\.git)?\/?$/.test(s) && s.includes("@")) return true;
  if (/^(git|ssh|git\+ssh|git\+https?|git\+http):\/\//i.test(s)) return true;
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (/\.git\/?$/i.test(url.pathname)) return true;
  if (!REPO_HOSTS.has(url.hostname.toLowerCase())) return false;
  const segments = url.pathname.split("/").filter(Boolean);
  if (segments.length === 2) return true;
  return segments.length >= 3 && (segments[2] === "tree" || (segments[2] === "-" && segments[3] === "tree") || segments[2] === "src");
}

function classifyRaw(entry: string, deps: AddDeps): RawKind {
  const s = entry.trim();
  const singleToken = !/\s/.test(s) && s.length <= 8192;
  // A repository URL is shallow-cloned and indexed as a code graph (src/services/code).
  if (singleToken && isRepositoryUrl(s)) return { kind: "repo", url: s };
  if (singleToken && /^https?:\/\//i.test(s)) {
    if (!deps.settings.allowHttpRequests) {
      throw badRequest("HttpRequestsDisabledError", `Web URLs are not fetched on this server (ALLOW_HTTP_REQUESTS is off): ${s.slice(0, 200)}`);
    }
    return { kind: "url", url: s };
  }
  if (singleToken && /^file:\/\//i.test(s)) {
    if (!deps.settings.acceptLocalFilePath) {
      throw badRequest("LocalFilePathNotAllowedError", `Server-side paths are not accepted on this server (ACCEPT_LOCAL_FILE_PATH is off): ${s.slice(0, 200)}`);
    }
    return { kind: "path", key: importKeyForPath(s, deps.settings.localFileRoot) };
  }
  if (singleToken && /^[a-z][a-z0-9+.-]{1,20}:\/\/\S+$/i.test(s)) {
    throw badRequest("UnsafeUrlError", `Refusing to fetch ${s.slice(0, 200)}: only http and https URLs can be added.`);
  }
  // Spec: an entry is a server-side path only when local paths are allowed; otherwise it is text.
  if (deps.settings.acceptLocalFilePath && looksLikeLocalPath(s) && (singleToken || s.startsWith(`${normaliseRoot(deps.settings.localFileRoot)}/`))) {
    return { kind: "path", key: importKeyForPath(s, deps.settings.localFileRoot) };
  }
  return { kind: "text" };
}

// ---- dataset target ----

async function locateTarget(deps: AddDeps, user: Principal, datasetId: string | null, datasetName: string | null): Promise<Target> {
  if (datasetId) {
    const [row] = await authorizeDatasets(deps.db, user, "write", { ids: [datasetId] });
    return { datasetId: row!.id, datasetName: row!.name, workspaceId: row!.workspaceId, existing: row! };
  }
  const name = validateDatasetName(datasetName?.trim() ? datasetName : DEFAULT_DATASET_NAME);
  const existing = await findOwnDataset(deps.db, user, "write", name);
  if (existing) return { datasetId: existing.id, datasetName: existing.name, workspaceId: existing.workspaceId, existing };
  return {
    datasetId: datasetIdFor(name, user.id, user.tenantId),
    datasetName: name,
    workspaceId: workspaceIdFor(user.tenantId, user.id),
    existing: null,
  };
}

/** Location used for uploads that arrive before any dataset field: the caller's default dataset. */
const provisionalTarget = (user: Principal): Target => ({
  datasetId: datasetIdFor(DEFAULT_DATASET_NAME, user.id, user.tenantId),
  datasetName: DEFAULT_DATASET_NAME,
  workspaceId: workspaceIdFor(user.tenantId, user.id),
  existing: null,
});

// ---- ingestion ----

function sanitizeFileName(raw: string | null): string {
  let name = (raw ?? "").normalize("NFC");
  // Browsers may send "C:\fakepath\x"; clients may send paths: keep the last component only.
  name = name.split(/[\\/]/).pop() ?? "";
  name = name.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, "").trim();
  if (name === "." || name === "..") name = "";
  if ([...name].length > 255) name = [...name].slice(0, 255).join("");
  return name || "upload";
}

const md5Hex = async (bytes: Uint8Array) =>
  [...new Uint8Array(await crypto.subtle.digest("MD5", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");

async function ingestInto(
  deps: AddDeps,
  call: AddCall,
  target: { workspaceId: string; datasetId: string },
  source: ReadableStream<Uint8Array>,
  name: string,
  declaredMime: string | null,
  countOnly: boolean,
): Promise<{ status: "empty" } | { status: "stored"; entry: Omit<StoredEntry, "position"> } | { status: "counted" }> {
  const dataId = newId();
  const rawKey = rawKeyFor(target.workspaceId, target.datasetId, dataId);
  const textKey = textKeyFor(target.workspaceId, target.datasetId, dataId);
  // Registered before streaming so a failure half-way still removes whatever reached R2.
  call.written.push(rawKey, textKey);
  const outcome = await ingestStream(source, {
    name,
    declaredMime,
    store: deps.rawFiles,
    rawKey,
    textKey,
    budget: call,
    countOnly: countOnly || call.exceeded !== null,
  });
  if (outcome.status === "empty") return outcome;
  call.admitDocument();
  if (outcome.status === "counted") return { status: "counted" };
  if (call.exceeded) return { status: "counted" };
  return { status: "stored", entry: { dataId, bytes: outcome.item, workspaceId: target.workspaceId, datasetId: target.datasetId } };
}

interface ParsedRequest {
  datasetId: string | null;
  datasetName: string | null;
  labels: unknown[];
  metadata: unknown[];
  nodeSet: unknown[];
  runInBackground: boolean;
  sessionOrContentType: boolean;
  /** Upload positions as sent, with what was stored for each (null: empty or only counted). */
  uploads: (StoredEntry | null)[];
  rawData: string[];
}

/** Validation shared by both request forms, then raw_data ingestion, quota verdict and commit. */
async function finishAdd(deps: AddDeps, call: AddCall, req: ParsedRequest) {
  const { user } = call;
  if (req.sessionOrContentType && (req.labels.length || req.metadata.length)) {
    throw badRequest("InvalidRequestError", "labels and external_metadata cannot be combined with session_id or content_type.");
  }
  const nodeSet = parseNodeSet(req.nodeSet);
  const labels = parseLabels(req.labels);
  const metadata = parseMetadata(req.metadata);

  // Combined order as sent: uploads first, then raw_data (spec rule 2).
  const sentCount = req.uploads.length + req.rawData.length;
  const rawEntries: RawEntry[] = req.rawData
    .map((value, i) => ({ position: req.uploads.length + i, value }))
    .filter((e) => e.value.trim() !== "");
  const storedUploads = req.uploads.filter((u): u is StoredEntry => u !== null);
  const keptPositions = [...storedUploads.map((u) => u.position), ...rawEntries.map((e) => e.position)];
  if (keptPositions.length === 0 && call.incomingDocs === 0) {
    throw badRequest("NoDataError", "Neither data nor raw_data carries an entry: send at least one non-empty file upload or raw_data value.");
  }
  // Positions of every non-empty entry, including uploads only counted because the call is over quota.
  const labelFor = new Map<number, string | null>();
  const metadataFor = new Map<number, Record<string, unknown> | null>();
  if (!call.exceeded) {
    pairPositional(labels, "labels", sentCount, keptPositions).forEach((l, i) => labelFor.set(keptPositions[i]!, l));
    pairPositional(metadata, "external_metadata", sentCount, keptPositions).forEach((m, i) => metadataFor.set(keptPositions[i]!, m));
  }
  const classified = rawEntries.map((e) => ({ ...e, raw: classifyRaw(e.value, deps) }));
  // Repository URLs are checked (guard, branch) before anything of the call is stored.
  const repos = classified.flatMap((e) => (e.raw.kind === "repo" ? [e.raw.url] : []));
  for (const url of repos) await resolveRepository(url, null, fetchPolicyOf(deps.settings, deps.fetcher));

  const target = await locateTarget(deps, user, req.datasetId, req.datasetName);
  await call.loadUsage(target.workspaceId);

  // raw_data entries, in order, through the same single-pass pipeline as uploads.
  const stored: StoredEntry[] = [...storedUploads];
  let sinceYield = 0;
  for (const e of classified) {
    // A long list (up to MAX_BODY_LIST entries, ~3 ms each) yields to the event loop between slices, so the
    // isolate's other requests are served meanwhile instead of waiting for the whole call.
    if (++sinceYield === YIELD_EVERY_ITEMS) {
      sinceYield = 0;
      await new Promise((r) => setTimeout(r, 0));
    }
    let result: Awaited<ReturnType<typeof ingestInto>>;
    if (e.raw.kind === "repo") continue;
    if (e.raw.kind === "text") {
      const bytes = new TextEncoder().encode(e.value);
      const name = `text_${await md5Hex(bytes)}.txt`;
      result = await ingestInto(deps, call, target, new Response(bytes).body!, name, "text/plain", false);
    } else if (e.raw.kind === "url") {
      if (call.exceeded) {
        // Over quota already: the verdict stands without downloading more.
        call.admitDocument();
        continue;
      }
      try {
        const fetched = await fetchPublicUrl(
          e.raw.url,
          { maxBytes: deps.settings.httpFetchMaxBytes, timeoutMs: deps.settings.httpFetchTimeoutMs },
          deps.fetcher,
        );
        result = await ingestInto(deps, call, target, fetched.body, sanitizeFileName(fetched.name), fetched.contentType, false);
      } catch (err) {
        if (!call.skipFailedUrls || !(err instanceof ApiError) || err.status >= 500) throw err;
        call.failed.push({ source: e.raw.url, error: `${err.message} [${err.errorName}]`, cause: err });
        continue;
      }
    } else {
      const object = await deps.rawFiles.get(e.raw.key);
      if (!object) {
        throw new ApiError(404, "LocalFileNotFoundError", `No file at server-side path ${e.value.trim().slice(0, 200)}.`);
      }
      result = await ingestInto(deps, call, target, object.body, sanitizeFileName(e.raw.key), object.httpMetadata?.contentType ?? null, false);
    }
    if (result.status === "stored") stored.push({ ...result.entry, position: e.position });
  }
  if (call.exceeded) throw call.runningQuotaError();
  // Every entry failed: nothing to store, so the call fails as it would have without skipping.
  if (stored.length === 0 && call.failed.length) throw call.failed[0]!.cause;

  // Uploads that streamed before the dataset fields arrived move to the final location.
  for (const s of stored) {
    if (s.workspaceId === target.workspaceId && s.datasetId === target.datasetId) continue;
    const rawKey = rawKeyFor(target.workspaceId, target.datasetId, s.dataId);
    const textKey = textKeyFor(target.workspaceId, target.datasetId, s.dataId);
    call.written.push(rawKey, textKey);
    await deps.rawFiles.copy(s.bytes.rawKey, rawKey);
    if (s.bytes.textKey !== s.bytes.rawKey) await deps.rawFiles.copy(s.bytes.textKey, textKey);
    await deps.rawFiles.delete([s.bytes.rawKey, s.bytes.textKey]);
    s.bytes = { ...s.bytes, rawKey, textKey: s.bytes.textKey === s.bytes.rawKey ? rawKey : textKey };
    s.workspaceId = target.workspaceId;
    s.datasetId = target.datasetId;
  }

  // The dataset row is created last: a rejected call leaves no empty dataset behind.
  let dataset = target.existing;
  let created = false;
  if (!dataset) {
    dataset = await createDataset(deps.db, user.id, user.tenantId, target.datasetName, user.parentUserId ? [user.parentUserId] : []);
    created = true;
  }
  const runId = newId();
  const items: NewDataItem[] = stored.map((s) => ({
    id: s.dataId,
    name: s.bytes.name,
    label: labelFor.get(s.position) ?? null,
    extension: s.bytes.extension,
    mimeType: s.bytes.mimeType,
    contentHash: s.bytes.contentHash,
    dataSize: s.bytes.size,
    rawKey: s.bytes.rawKey,
    textKey: s.bytes.textKey,
    externalMetadata: metadataFor.get(s.position) ?? null,
    nodeSet,
  }));
  let result: CommitDataItemsResult;
  try {
    result = await deps.pods(dataset.workspaceId).commitDataItems({
      datasetId: dataset.id,
      ownerId: user.id,
      runId,
      items,
      limits: call.limits,
    });
  } catch (err) {
    if (created) await deleteDatasetRow(deps.db, dataset.id).catch(() => undefined);
    throw err;
  }
  if (!result.ok) {
    if (created && (await deps.pods(dataset.workspaceId).countDataItems(dataset.id)) === 0) {
      await deleteDatasetRow(deps.db, dataset.id).catch(() => undefined);
    }
    throw call.quotaError(result.quota, result.used, result.incoming, result.limit);
  }
  // Committed: nothing of this call may be removed any more, except duplicates' extra copies.
  call.written.length = 0;
  if (result.discardKeys.length) await deps.rawFiles.delete(result.discardKeys);

  const payload = new Map<string, ReturnType<typeof toDataItemDTO>>();
  for (const r of result.items) payload.set(r.row.id, toDataItemDTO(r.row));
  const repoItems: { row: DataItemRow; deduplicated: boolean }[] = [];
  if (repos.length) {
    // Indexed in the background: /add answers once the items are recorded (cognify leaves them to the code pipeline).
    const indexed = await ingestRepositories(deps, user, dataset, repos, [], null, true);
    const pod = deps.pods(dataset.workspaceId);
    for (const it of indexed.items) {
      const row = (await pod.getDataItem(dataset.id, it.id)) as DataItemRow | null;
      if (row) {
        payload.set(row.id, toDataItemDTO(row));
        repoItems.push({ row, deduplicated: false });
      }
    }
  }
  const runInfo = (status: "PipelineRunCompleted" | "PipelineRunAlreadyCompleted") => ({
    status,
    pipeline_run_id: runId,
    dataset_id: dataset!.id,
    dataset_name: dataset!.name,
  });
  return {
    status: "PipelineRunCompleted" as const,
    pipeline_run_id: runId,
    dataset_id: dataset.id,
    dataset_name: dataset.name,
    payload: [...payload.values()],
    data_ingestion_info: [...result.items, ...repoItems].map((r) => ({
      data_id: r.row.id,
      run_info: runInfo(r.deduplicated ? "PipelineRunAlreadyCompleted" : "PipelineRunCompleted"),
    })),
    /** Entries skipped under `skipFailedUrls` (absent otherwise). */
    ...(call.failed.length ? { failed: call.failed.map(({ source, error }) => ({ source, error })) } : {}),
  };
}

export type AddResult = Awaited<ReturnType<typeof finishAdd>>;

/**
 * `POST /add` with a multipart body, parsed as a stream: each upload is hashed, stored in R2 and run
 * through its loader while it arrives (a 100 MB file never sits in memory), then the call is
 * validated, raw_data entries are ingested, quotas are checked and the items committed atomically in
 * the workspace pod. Any failure removes everything the call wrote.
 */
export async function addFromMultipart(deps: AddDeps, user: Principal, request: Request, options: AddOptions = {}): Promise<AddResult> {
  const boundary = boundaryFrom(request.headers.get("content-type"));
  if (!boundary) throw badRequest("MalformedMultipartError", "The multipart/form-data content type has no valid boundary.");
  return addFromParts(deps, user, parseMultipart(request.body ?? new Response("").body!, boundary), options);
}

/**
 * `/add`'s ingestion over form parts in order, however they were obtained: parsed from the request
 * (`addFromMultipart`) or handed over by `/remember` and `/update`, which read their own forms.
 */
export async function addFromParts(deps: AddDeps, user: Principal, parts: AsyncIterable<MultipartPart>, options: AddOptions = {}): Promise<AddResult> {
  const call = new AddCall(deps, user, options);
  const req: ParsedRequest = {
    datasetId: null,
    datasetName: null,
    labels: [],
    metadata: [],
    nodeSet: [],
    runInBackground: false,
    sessionOrContentType: false,
    uploads: [],
    rawData: [],
  };
  let fieldBytes = 0;
  let dataStringSeen = false;
  let target: Target | null = null;
  let runInBackground: string | undefined;
  const held: { position: number; chunks: Uint8Array[]; size: number; name: string; contentType: string | null }[] = [];
  let heldBytes = 0;
  /** Stores one upload at `to`, unless the quota is used up or the part declares more than is left. */
  const ingestUpload = async (to: Target, position: number, body: ReadableStream<Uint8Array>, name: string, contentType: string | null, declared: number | null) => {
    // Declared sizes: with the quota exhausted, or a part declaring more than is left, nothing is
    // stored; the part is only counted for the 413 figures (the running budget covers undeclared sizes).
    const left = call.limits.storageBytes - (call.used?.bytes ?? 0) - call.incomingBytes;
    const countOnly = left <= 0 || (declared !== null && declared > left);
    const result = await ingestInto(deps, call, to, body, name, contentType, countOnly);
    if (result.status === "stored") req.uploads[position] = { ...result.entry, position };
  };
  try {
    for await (const part of parts) {
      const field = FIELD_ALIASES[part.name.toLowerCase()] ?? null;
      if (part.filename !== null) {
        if (field !== "data") continue; // unknown file fields are skipped (drained)
        const position = req.uploads.length;
        req.uploads.push(null);
        const name = sanitizeFileName(part.filename);
        let body = part.body;
        if (!target && !req.datasetId && !req.datasetName) {
          // No dataset field yet: hold the upload until the form ends (HELD_UPLOADS_MAX_BYTES).
          const read = await readUpTo(part.body, HELD_UPLOADS_MAX_BYTES - heldBytes);
          if (read.complete) {
            held.push({ position, chunks: read.chunks, size: read.size, name, contentType: part.contentType });
            heldBytes += read.size;
            continue;
          }
          body = read.rest;
        }
        if (!target) {
          // Dataset fields sent before the uploads decide the location now (and fail fast on 403).
          target =
            req.datasetId || req.datasetName ? await locateTarget(deps, user, req.datasetId, req.datasetName) : provisionalTarget(user);
          await call.loadUsage(target.workspaceId);
        }
        await ingestUpload(target, position, body, name, part.contentType, part.contentLength);
        continue;
      }
      const limit = field === "raw_data" ? RAW_DATA_FIELD_MAX_BYTES : FORM_FIELD_MAX_BYTES;
      const value = await part.text(limit);
      fieldBytes += value.length;
      if (fieldBytes > FORM_FIELDS_TOTAL_MAX_BYTES) {
        throw new ApiError(413, "FormFieldTooLargeError", `Form fields exceed ${FORM_FIELDS_TOTAL_MAX_BYTES} bytes in all. Send large content as files in the "data" field.`);
      }
      switch (field) {
        case "data":
          // Spec rule 3: text in the file field is a client mistake; an empty string is an empty entry.
          if (value.trim() !== "") dataStringSeen = true;
          break;
        case "raw_data":
          req.rawData.push(value);
          break;
        case "dataset_name":
          if (value.trim() && req.datasetName === null) req.datasetName = value.trim();
          break;
        case "dataset_id":
          req.datasetId ??= parseDatasetId(value);
          break;
        case "labels":
          req.labels.push(value);
          break;
        case "external_metadata":
          req.metadata.push(value);
          break;
        case "node_set":
          req.nodeSet.push(value);
          break;
        case "run_in_background":
          runInBackground = value;
          break;
        case "session_id":
        case "content_type":
          if (value.trim()) req.sessionOrContentType = true;
          break;
        default:
          break;
      }
    }
    if (dataStringSeen) {
      throw badRequest("InvalidDataFieldError", "The data field takes file uploads only; send text as raw_data.");
    }
    req.runInBackground = parseBool(runInBackground, "run_in_background");
    if (held.length) {
      // The form has ended: every dataset field is known, so held uploads go straight to their dataset.
      const final = await locateTarget(deps, user, req.datasetId, req.datasetName);
      await call.loadUsage(final.workspaceId);
      for (const h of held.splice(0)) await ingestUpload(final, h.position, new Blob(h.chunks).stream(), h.name, h.contentType, h.size);
    }
    return await finishAdd(deps, call, req);
  } catch (err) {
    await call.cleanup();
    throw err;
  }
}

/**
 * Reads a stream while it fits in `max` bytes. Complete: its chunks. Otherwise `rest` streams the bytes
 * read so far followed by the remainder, so the caller can still store the whole upload.
 */
export async function readUpTo(
  stream: ReadableStream<Uint8Array>,
  max: number,
): Promise<{ complete: true; chunks: Uint8Array[]; size: number } | { complete: false; rest: ReadableStream<Uint8Array> }> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const r = await reader.read();
    if (r.done) return { complete: true, chunks, size };
    chunks.push(r.value);
    size += r.value.length;
    if (size > max) break;
  }
  const rest = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const head = chunks.shift();
        if (head) return controller.enqueue(head);
        const r = await reader.read();
        if (r.done) controller.close();
        else controller.enqueue(r.value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  return { complete: false, rest };
}

/** `POST /add` with the JSON quick form `{"data": "<text>" | ["<text>", ...], "datasetName"?}`. */
export async function addFromJson(
  deps: AddDeps,
  user: Principal,
  body: z.infer<typeof AddJsonBodySchema>,
  options: AddOptions = {},
): Promise<AddResult> {
  const call = new AddCall(deps, user, options);
  const nodeSetValue = body.node_set ?? body.nodeSet;
  if (nodeSetValue !== undefined && nodeSetValue !== null && !Array.isArray(nodeSetValue)) {
    throw badRequest("InvalidNodeSetError", "node_set must be a list of non-empty strings.");
  }
  const metadataValue = body.external_metadata ?? body.externalMetadata;
  const req: ParsedRequest = {
    datasetId: parseDatasetId(body.dataset_id ?? body.datasetId ?? null),
    datasetName: (body.datasetName ?? body.dataset_name ?? "").trim() || null,
    // Already-parsed JSON lists go through the same readers as the form's JSON-array strings.
    labels: body.labels ? [JSON.stringify(body.labels)] : [],
    metadata: metadataValue ? [JSON.stringify(metadataValue)] : [],
    nodeSet: Array.isArray(nodeSetValue) ? [JSON.stringify(nodeSetValue)] : [],
    runInBackground: body.run_in_background ?? body.runInBackground ?? false,
    sessionOrContentType: false,
    uploads: [],
    rawData: body.data === undefined ? [] : Array.isArray(body.data) ? body.data : [body.data],
  };
  try {
    return await finishAdd(deps, call, req);
  } catch (err) {
    await call.cleanup();
    throw err;
  }
}

/** Reads a JSON body up to `JSON_BODY_MAX_BYTES` (413 past it; 400 when malformed). */
export async function readJsonBody(request: Request): Promise<unknown> {
  const read = await readUpTo(request.body ?? new Response("").body!, JSON_BODY_MAX_BYTES);
  if (!read.complete) {
    await read.rest.cancel().catch(() => undefined);
    throw new ApiError(413, "RequestTooLargeError", `JSON bodies are limited to ${JSON_BODY_MAX_BYTES} bytes; upload large content as multipart files.`);
  }
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(await new Blob(read.chunks).arrayBuffer()));
  } catch {
    throw new ApiError(400, "MalformedJsonError", "Malformed JSON in request body.");
  }
}

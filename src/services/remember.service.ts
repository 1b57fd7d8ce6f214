import { checkRepositories, ingestRepositories } from "./code/code-ingest.service";
import { REPO_CAPS } from "./code/repo-files";
import { localRepositoryUpload } from "./code/local-repository";
import { looksLikeLocalPath } from "../storage/r2/import-paths";
import { ApiError, validationError } from "../core/errors";
import { isUuid, newId } from "../core/ids";
import type { Principal } from "../lib/types";
import type { DatasetRow } from "../storage/d1/datasets.repo";
import type { PipelineRunInfo } from "../../schemas/cognify.schemas";
import type { ImproveResult } from "../../schemas/improve.schemas";
import type { RememberResult } from "../../schemas/remember.schemas";
import { type AddResult, addFromParts, parseNodeSet, RAW_DATA_FIELD_MAX_BYTES, FORM_FIELD_MAX_BYTES } from "./add.service";
import { cognify, parseGraphModel } from "./cognify.service";
import type { DataDeps } from "./data-items.service";
import { resolveWritableDataset } from "./datasets.service";
import { enqueueImprove, type ImproveDeps, raiseForOutcome, runImproveStages, type StagePlan } from "./improve/improve.service";
import { appendQa, checkSessionPin } from "./remember-entry.service";
import { boundaryFrom, filePart, formPart, type MultipartPart, parseMultipart } from "./multipart-stream";
import { ingestSkill } from "./skills/skills.service";
import { ontologyKeysOf } from "./ontologies/ontologies.service";
import { ARCHIVE_MAX_BYTES } from "./archive/archive-format";
import { archiveParts, parseArchive, restoreNodeSets, restoreSkillsAndSessions } from "./archive/archive-import.service";

/** cognee's HTTP remember defaults (reference §1.7), unlike cognify's automatic chunk size. */
export const REMEMBER_CHUNK_SIZE = 4096;
export const REMEMBER_CHUNKS_PER_BATCH = 36;
/** A SKILL.md upload is read whole (playbooks are small); larger files are refused with 413. */
const SKILL_FILE_MAX_BYTES = 1024 * 1024;

export type RememberDeps = ImproveDeps;

/** Canonical names of the form fields remember reads (snake_case or camelCase, any case). */
const CANONICAL: Record<string, string> = {
  data: "data",
  raw_data: "raw_data",
  rawdata: "raw_data",
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
  session_id: "session_id",
  sessionid: "session_id",
  run_in_background: "run_in_background",
  runinbackground: "run_in_background",
  custom_prompt: "custom_prompt",
  customprompt: "custom_prompt",
  chunk_size: "chunk_size",
  chunksize: "chunk_size",
  chunks_per_batch: "chunks_per_batch",
  chunksperbatch: "chunks_per_batch",
  ontology_key: "ontology_key",
  ontologykey: "ontology_key",
  graph_model: "graph_model",
  graphmodel: "graph_model",
  content_type: "content_type",
  contenttype: "content_type",
  skills_text: "skills_text",
  skillstext: "skills_text",
  skill_name: "skill_name",
  skillname: "skill_name",
  branch: "branch",
};

/** Fields `/add` itself reads; they are passed through to it unchanged (it validates them). */
const ADD_FIELDS = new Set(["raw_data", "dataset_name", "dataset_id", "labels", "external_metadata", "node_set", "data"]);
const ADD_NAMES: Record<string, string> = {
  raw_data: "raw_data",
  dataset_name: "datasetName",
  dataset_id: "datasetId",
  labels: "labels",
  external_metadata: "external_metadata",
  node_set: "node_set",
  data: "data",
};

type Mode = "normal" | "session" | "skills" | "code" | "cogx-archive";

const badRequest = (name: string, message: string) => new ApiError(400, name, message);

/** Raised at the end of the pass-through when the request turns out not to be an add (session, skills). */
class NotAnAdd extends Error {}

interface Collected {
  fields: Map<string, string[]>;
  /** Uploads not handed to add (session / skills mode), with their bytes when kept. */
  files: { filename: string; bytes: Uint8Array | null }[];
  forwardedFiles: number;
  /** Copies of forwarded uploads, kept while small, for a `content_type=skills` that arrives late. */
  copies: { filename: string; bytes: Uint8Array }[];
  copiesComplete: boolean;
}

const first = (c: Collected, name: string) => c.fields.get(name)?.find((v) => v.trim() !== "")?.trim() ?? null;

function modeOf(c: Collected): Mode {
  const type = (first(c, "content_type") ?? "").toLowerCase();
  if (type === "skills" || type === "code" || type === "cogx-archive") return type;
  if (type) throw badRequest("UnsupportedContentTypeError", `content_type "${type.slice(0, 40)}" is not supported: use skills (or leave it empty).`);
  return first(c, "session_id") ? "session" : "normal";
}

function intField(c: Collected, name: string, fallback: number, min: number, max: number): number {
  const v = first(c, name);
  if (v === null) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw validationError(["body", name], `Input should be an integer between ${min} and ${max}`, "int_parsing");
  return n;
}

function boolField(c: Collected, name: string): boolean {
  const v = (first(c, name) ?? "").toLowerCase();
  if (["", "false", "0", "no", "off"].includes(v)) return false;
  if (["true", "1", "yes", "on"].includes(v)) return true;
  throw validationError(["body", name], "Input should be a valid boolean", "bool_parsing");
}

/** Rules 4-7 and the option fields, checked once every field has been read. */
function validate(c: Collected, mode: Mode) {
  if (!first(c, "dataset_name") && !first(c, "dataset_id")) {
    throw badRequest("DatasetRequiredError", "Either datasetId or datasetName must be provided.");
  }
  const hasLabels = (c.fields.get("labels") ?? []).some((v) => v.trim()) || (c.fields.get("external_metadata") ?? []).some((v) => v.trim());
  if (hasLabels && (first(c, "session_id") || first(c, "content_type"))) {
    throw badRequest("InvalidRequestError", "labels and external_metadata cannot be combined with session_id or content_type.");
  }
  // Rule 3: a non-blank string in the file field is a client mistake, whatever the mode.
  if ((c.fields.get("data") ?? []).some((v) => v.trim())) {
    throw badRequest("InvalidDataFieldError", "The data field takes file uploads only; send text as raw_data.");
  }
  if (mode === "code" && !(c.fields.get("raw_data") ?? []).some((v) => v.trim()) && c.files.length === 0 && c.forwardedFiles === 0) {
    throw badRequest("NoDataError", "content_type=code needs raw_data repository URLs or an uploaded .tar.gz/.zip of the repository.");
  }
  const rawData = (c.fields.get("raw_data") ?? []).filter((v) => v.trim());
  if (mode === "cogx-archive") {
    if (rawData.length) throw badRequest("InvalidRequestError", "raw_data cannot be used with content_type=cogx-archive: upload the archive file as data.");
    if (c.files.length === 0 && c.forwardedFiles === 0) throw badRequest("NoDataError", "content_type=cogx-archive needs the archive as a data file upload.");
  }
  if (mode === "skills") {
    if (rawData.length) throw badRequest("InvalidRequestError", "raw_data cannot be used with content_type=skills: upload SKILL.md files or send skills_text.");
    if (c.files.length === 0 && c.forwardedFiles === 0 && !first(c, "skills_text")) {
      throw badRequest("InvalidRequestError", "content_type=skills needs SKILL.md file uploads or skills_text.");
    }
  }
  parseGraphModel(first(c, "graph_model"));
  return {
    chunkSize: intField(c, "chunk_size", REMEMBER_CHUNK_SIZE, 16, 65_536),
    chunksPerBatch: intField(c, "chunks_per_batch", REMEMBER_CHUNKS_PER_BATCH, 1, 10_000),
    runInBackground: boolField(c, "run_in_background"),
  };
}

export function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let off = 0;
  for (const c of chunks) {
    out.set(c, off);
    off += c.length;
  }
  return out;
}

async function readAll(stream: ReadableStream<Uint8Array>, max: number, what: string): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > max) throw new ApiError(413, "SkillFileTooLargeError", `${what} exceeds ${max} bytes.`);
    chunks.push(chunk.slice());
  }
  return concat(chunks);
}

/**
 * Reads the remember form once, as a stream, and hands every part `/add` understands to its ingestion:
 * uploads stream straight through (never buffered), remember-only fields are kept. When the request
 * turns out to be a session or skills request, the parts end with `NotAnAdd` so add stores nothing,
 * and the collected fields are used instead.
 */
async function* rememberParts(parts: AsyncIterable<MultipartPart>, c: Collected): AsyncGenerator<MultipartPart> {
  for await (const part of parts) {
    const name = CANONICAL[part.name.toLowerCase()] ?? null;
    if (part.filename !== null) {
      if (name !== "data") continue;
      const mode = modeOf(c);
      if (mode === "skills") {
        c.files.push({ filename: part.filename, bytes: await readAll(part.body, SKILL_FILE_MAX_BYTES, `SKILL.md upload "${part.filename}"`) });
        continue;
      }
      if (mode === "code") {
        c.files.push({ filename: part.filename, bytes: await readAll(part.body, REPO_CAPS.MAX_DOWNLOAD_BYTES, `repository archive "${part.filename}"`) });
        continue;
      }
      if (mode === "cogx-archive") {
        c.files.push({ filename: part.filename, bytes: await readAll(part.body, ARCHIVE_MAX_BYTES, `memory archive "${part.filename}"`) });
        continue;
      }
      if (mode !== "normal") {
        // Session text comes from raw_data; uploads are skipped (cognee renders them as placeholders).
        c.files.push({ filename: part.filename, bytes: null });
        continue;
      }
      c.forwardedFiles += 1;
      const copying = copyWhileReading(part.body, part.filename, c);
      yield filePart("data", part.filename, part.contentType, streamOf(copying));
      // Add asked for the next part: whatever of the upload it left unread passes through the copy here.
      while (!(await copying.next()).done);
      continue;
    }
    if (!name) continue;
    const value = await part.text(name === "raw_data" || name === "skills_text" ? RAW_DATA_FIELD_MAX_BYTES : FORM_FIELD_MAX_BYTES);
    c.fields.set(name, [...(c.fields.get(name) ?? []), value]);
    if (ADD_FIELDS.has(name)) yield formPart(ADD_NAMES[name]!, value);
  }
  const mode = modeOf(c);
  validate(c, mode);
  if (mode !== "normal") throw new NotAnAdd();
}

/** Yields an upload's chunks, keeping a copy of the first SKILL_FILE_MAX_BYTES (skills detection reads it). */
async function* copyWhileReading(body: ReadableStream<Uint8Array>, filename: string, c: Collected): AsyncGenerator<Uint8Array> {
  const copy: Uint8Array[] = [];
  let copied = 0;
  for await (const chunk of body) {
    const piece = chunk.slice();
    if (c.copiesComplete && copied + piece.length <= SKILL_FILE_MAX_BYTES) {
      copy.push(piece);
      copied += piece.length;
    } else c.copiesComplete = false;
    yield piece;
  }
  if (c.copiesComplete) c.copies.push({ filename, bytes: concat(copy) });
}

/** A stream over a generator; cancelling leaves the generator to the caller, which drains it. */
function streamOf(gen: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(ctrl) {
      const r = await gen.next();
      if (r.done) ctrl.close();
      else ctrl.enqueue(r.value);
    },
  });
}

const elapsed = (t0: number) => Math.round(((Date.now() - t0) / 1000) * 1000) / 1000;

interface RememberOutcome {
  status: 200 | 409;
  body: RememberResult;
}

/**
 * `POST /remember` (multipart): add + cognify + an improve pass in one call (spec rules 1-12), or, with
 * `session_id`, the text stored into the session (bridged into the graph by a background improve), or,
 * with `content_type=skills`, SKILL.md playbooks ingested as skills. Not subject to the quotas.
 */
export async function rememberFromMultipart(deps: RememberDeps, user: Principal, request: Request): Promise<RememberOutcome> {
  const boundary = boundaryFrom(request.headers.get("content-type"));
  if (!boundary) throw badRequest("MalformedMultipartError", "The multipart/form-data content type has no valid boundary.");
  return rememberFromParts(deps, user, parseMultipart(request.body ?? new Response("").body!, boundary));
}

/**
 * `POST /remember` with the JSON body `/add` takes (`data` as text or a list of texts), plus remember's own
 * fields: each key becomes the form field of the same name, so both forms share one set of rules.
 */
export async function rememberFromJson(deps: RememberDeps, user: Principal, body: Record<string, unknown>): Promise<RememberOutcome> {
  return rememberFromParts(deps, user, jsonParts(body));
}

async function* jsonParts(body: Record<string, unknown>): AsyncGenerator<MultipartPart> {
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    const name = CANONICAL[key.toLowerCase()] ?? null;
    if (!name) continue;
    // In the JSON form `data` is text, as in /add's JSON form; the multipart `data` field is for uploads only.
    const field = name === "data" ? "raw_data" : key;
    if (name === "labels" || name === "external_metadata" || name === "graph_model") {
      yield formPart(key, typeof value === "string" ? value : JSON.stringify(value));
    } else if (Array.isArray(value)) {
      for (const entry of value) yield formPart(field, typeof entry === "string" ? entry : JSON.stringify(entry));
    } else {
      yield formPart(field, typeof value === "string" ? value : String(value));
    }
  }
}

async function rememberFromParts(deps: RememberDeps, user: Principal, parts: AsyncIterable<MultipartPart>): Promise<RememberOutcome> {
  const t0 = Date.now();
  const c: Collected = { fields: new Map(), files: [], forwardedFiles: 0, copies: [], copiesComplete: true };
  let added: AddResult | null = null;
  try {
    added = await addFromParts(deps, user, rememberParts(parts, c), { enforceQuotas: false, skipFailedUrls: true });
  } catch (err) {
    if (!(err instanceof NotAnAdd)) throw err;
  }
  const mode = modeOf(c);
  const options = validate(c, mode);
  if (added) return rememberAdded(deps, user, c, added, options, t0);
  if (mode === "session") return rememberInSession(deps, user, c, t0);
  if (mode === "code") return rememberCode(deps, user, c, options.runInBackground, t0);
  if (mode === "cogx-archive") return rememberArchive(deps, user, c, options, t0);
  return rememberSkills(deps, user, c, t0);
}

async function targetDataset(deps: DataDeps, user: Principal, c: Collected): Promise<DatasetRow> {
  const datasetId = first(c, "dataset_id");
  if (datasetId && !isUuid(datasetId)) throw validationError(["body", "datasetId"], "Input should be a valid UUID", "uuid_parsing");
  return resolveWritableDataset(deps.db, user, { datasetId, datasetName: datasetId ? null : first(c, "dataset_name") });
}

/** The session path: each raw_data entry becomes a QA entry (`question=""`, `answer=text`). */
async function rememberInSession(deps: RememberDeps, user: Principal, c: Collected, t0: number): Promise<RememberOutcome> {
  const sessionId = first(c, "session_id")!;
  if (sessionId.length > 255) throw validationError(["body", "session_id"], "String should have at most 255 characters", "string_too_long");
  const texts = (c.fields.get("raw_data") ?? []).filter((v) => v.trim());
  if (texts.length === 0 && c.files.length === 0) {
    throw badRequest("NoDataError", "Neither data nor raw_data carries an entry: send at least one non-empty file upload or raw_data value.");
  }
  const nodeSet = parseNodeSet(c.fields.get("node_set") ?? []);
  const dataset = await targetDataset(deps, user, c);
  const pod = deps.pods(dataset.workspaceId);
  await checkSessionPin(pod, sessionId, user.id, nodeSet);
  const ids: string[] = [];
  for (const text of texts) ids.push(await appendQa(pod, { sessionId, user, dataset, nodeSet, question: "", answer: text, context: "", source: "remember" }));
  const warnings = c.files.length ? [`${c.files.length} file upload(s) skipped: with session_id only raw_data text is stored in the session.`] : [];
  let improve: Record<string, unknown> | undefined;
  if (ids.length) {
    const plan: StagePlan = { user, dataset, sessionIds: [sessionId], nodeName: null, reviewConflicts: false, runId: newId() };
    await enqueueImprove(deps, plan, null);
    improve = { status: "running", pipeline_run_id: plan.runId, session_ids: [sessionId] };
  }
  return {
    status: 200,
    body: {
      status: "session_stored",
      dataset_name: dataset.name,
      dataset_id: dataset.id,
      pipeline_run_id: null,
      items_processed: ids.length,
      elapsed_seconds: elapsed(t0),
      session_ids: [sessionId],
      entry_type: "qa",
      ...(ids.length ? { entry_id: ids[ids.length - 1]! } : {}),
      items: ids.map((id) => ({ id, kind: "qa" })),
      ...(warnings.length ? { warnings } : {}),
      ...(improve ? { improve } : {}),
    },
  };
}

/** `content_type=code`: each raw_data entry is a repository URL, each upload a repository archive (rule 6, 11). */
async function rememberCode(deps: RememberDeps, user: Principal, c: Collected, runInBackground: boolean, t0: number): Promise<RememberOutcome> {
  if (c.forwardedFiles > 0 && !c.copiesComplete) {
    throw new ApiError(413, "CodeArchiveTooLargeError", "Send content_type=code before the repository archive upload, or upload a smaller archive.");
  }
  const files = c.files.length ? c.files : c.copies;
  const uploads = files.map((f) => ({ filename: f.filename, bytes: f.bytes ?? new Uint8Array() }));
  const specs: string[] = [];
  for (const spec of (c.fields.get("raw_data") ?? []).map((v) => v.trim()).filter(Boolean)) {
    // A server-side path (rule 6) is read from the import area like an upload; URLs are fetched.
    if (!looksLikeLocalPath(spec)) specs.push(spec);
    else if (!deps.settings.acceptLocalFilePath) {
      throw badRequest("LocalFilePathNotAllowedError", `Server-side paths are not accepted on this server (ACCEPT_LOCAL_FILE_PATH is off): ${spec.slice(0, 200)}`);
    } else uploads.push(await localRepositoryUpload(deps.rawFiles, deps.settings.localFileRoot, spec));
  }
  // Refused specs (guard, missing branch) leave nothing behind, not even a new dataset.
  await checkRepositories(deps, specs, uploads, first(c, "branch"));
  const dataset = await targetDataset(deps, user, c);
  const out = await ingestRepositories(deps, user, dataset, specs, uploads, first(c, "branch"), runInBackground);
  return {
    status: 200,
    body: {
      status: out.status,
      dataset_name: out.dataset_name,
      dataset_id: out.dataset_id,
      pipeline_run_id: out.pipeline_run_id,
      pipeline_name: "code_graph_pipeline",
      items_processed: out.items.length,
      elapsed_seconds: elapsed(t0),
      items: out.items,
    },
  };
}

/**
 * `content_type=cogx-archive`: each upload is a memory archive (src/services/archive/). Its items are added
 * (write permission on the target) and remembered like any upload (cognify with this instance's models,
 * then improve); its skills and session entries are restored.
 */
async function rememberArchive(
  deps: RememberDeps,
  user: Principal,
  c: Collected,
  options: { chunkSize: number; chunksPerBatch: number; runInBackground: boolean },
  t0: number,
): Promise<RememberOutcome> {
  if (c.forwardedFiles > 0 && !c.copiesComplete) {
    throw new ApiError(413, "ArchiveTooLargeError", "Send content_type=cogx-archive before the archive upload, or upload a smaller archive.");
  }
  const files = c.files.length ? c.files : c.copies;
  const archives = files.map((f) => parseArchive(f.filename, f.bytes ?? new Uint8Array()));
  const dataset = await targetDataset(deps, user, c);
  const restored = await restoreSkillsAndSessions(deps, user, dataset, archives);
  // The provider's own id (the local embedder's names its vocabulary size), as the archive's header does.
  const embeddingModel = deps.ai().embedder.model;
  const warnings = [...new Set(archives.map((a) => a.header.embedding?.model).filter((m) => m && m !== embeddingModel))].map(
    (m) => `The archive was embedded with ${m}; its memory was re-embedded with ${embeddingModel}.`,
  );
  if (restored.skippedSessionEntries) warnings.push(`${restored.skippedSessionEntries} session entries of an unknown kind or without a session id were not imported.`);
  // add drops blank entries; leaving them out keeps the add's items in step with the archive's.
  const items = archives.flatMap((a) => a.items).filter((i) => i.text.trim());
  const summary = { skills: restored.skills, session_entries: restored.sessionEntries };
  if (items.length === 0) {
    return {
      status: 200,
      body: {
        status: "completed",
        dataset_name: dataset.name,
        dataset_id: dataset.id,
        pipeline_run_id: null,
        items_processed: 0,
        elapsed_seconds: elapsed(t0),
        items: [],
        archive: summary,
        ...(warnings.length ? { warnings } : {}),
      },
    };
  }
  const added = await addFromParts(deps, user, archiveParts(dataset.id, items), { enforceQuotas: false });
  // Before cognify, which tags the item's chunks and entities with its node set.
  await restoreNodeSets(deps, dataset, items, added.data_ingestion_info.map((i) => i.data_id));
  const out = await rememberAdded(deps, user, c, added, options, t0);
  const previous = (out.body as { warnings?: string[] }).warnings ?? [];
  out.body = { ...out.body, archive: summary, ...(warnings.length || previous.length ? { warnings: [...previous, ...warnings] } : {}) };
  return out;
}

/** Skill name of an upload: its folder ("web-research/SKILL.md"), else its file stem ("triage.md"). */
function skillNameOf(filename: string, fallback: string | null): string {
  const parts = filename.split(/[\\/]/).filter(Boolean);
  const base = parts[parts.length - 1] ?? "";
  if (/^skill\.md$/i.test(base)) return parts.length > 1 ? parts[parts.length - 2]! : (fallback ?? "skill");
  return base.replace(/\.(md|markdown|txt)$/i, "") || (fallback ?? "skill");
}

/** `content_type=skills`: each SKILL.md upload (or the inline `skills_text`) becomes a skill. */
async function rememberSkills(deps: RememberDeps, user: Principal, c: Collected, t0: number): Promise<RememberOutcome> {
  const files = c.files.length ? c.files : c.copiesComplete ? c.copies.map((f) => ({ filename: f.filename, bytes: f.bytes as Uint8Array | null })) : [];
  if (c.forwardedFiles > 0 && !c.copiesComplete) {
    throw new ApiError(413, "SkillFileTooLargeError", `SKILL.md uploads are limited to ${SKILL_FILE_MAX_BYTES} bytes in all when content_type is sent after them.`);
  }
  const skillName = first(c, "skill_name");
  const sources: { text: string; name: string | null }[] = [];
  for (const f of files) {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(f.bytes ?? new Uint8Array());
    } catch {
      throw new ApiError(415, "UnreadableFileContentError", `SKILL.md upload "${f.filename}" is not UTF-8 text.`);
    }
    sources.push({ text, name: files.length === 1 && skillName ? skillName : skillNameOf(f.filename, skillName) });
  }
  if (sources.length === 0) sources.push({ text: first(c, "skills_text") ?? "", name: skillName });
  const datasetId = first(c, "dataset_id");
  const items: Record<string, unknown>[] = [];
  let datasetName: string | null = null;
  let resolvedId: string | null = null;
  for (const s of sources) {
    const out = await ingestSkill(deps, user, {
      skillsText: s.text,
      skillName: s.name,
      datasetId,
      datasetName: datasetId ? null : first(c, "dataset_name"),
    });
    datasetName = out.dataset_name;
    resolvedId = out.dataset_id;
    items.push(...(out.items as Record<string, unknown>[]));
  }
  return {
    status: 200,
    body: {
      status: "completed",
      dataset_name: datasetName,
      dataset_id: resolvedId,
      pipeline_run_id: null,
      items_processed: items.length,
      elapsed_seconds: elapsed(t0),
      items,
    },
  };
}

const ERRORED = /ERRORED$/;

/** The normal path after add: cognify (blocking or background), then the improve pass. */
/** "2 of 5 item(s) failed: <id or URL>: <error>; ...", bounded. */
function failureSummary(failed: { id: string | null; source?: string; error?: string }[], total: number): string {
  return `${failed.length} of ${total} item(s) failed: ${failed.map((f) => `${f.id ?? f.source}: ${f.error}`).join("; ").slice(0, 2_000)}`;
}

async function rememberAdded(
  deps: RememberDeps,
  user: Principal,
  c: Collected,
  added: AddResult,
  options: { chunkSize: number; chunksPerBatch: number; runInBackground: boolean },
  t0: number,
): Promise<RememberOutcome> {
  const dataIds = [...new Set(added.data_ingestion_info.map((i) => i.data_id))];
  const datasetRow = await resolveWritableDataset(deps.db, user, { datasetId: added.dataset_id });
  const warnings: string[] = [];
  const contentHash = dataIds.length === 1 ? added.payload.find((p) => p.id === dataIds[0])?.contentHash ?? undefined : undefined;
  const cognifyInput = {
    datasetNames: [],
    datasetIds: [added.dataset_id],
    runInBackground: options.runInBackground,
    graphModel: first(c, "graph_model"),
    options: { chunk_size: options.chunkSize, chunks_per_batch: options.chunksPerBatch, custom_prompt: first(c, "custom_prompt") },
    ontologyKeys: (c.fields.get("ontology_key") ?? []).flatMap(ontologyKeysOf),
  };
  const plan: StagePlan = { user, dataset: datasetRow, sessionIds: [], nodeName: null, reviewConflicts: false, runId: newId() };
  // raw_data URLs the add could not fetch (the other entries were stored): per-item errors of this call.
  const urlFailures = (added.failed ?? []).map((f) => ({ id: null, source: f.source, status: "errored" as const, error: f.error }));
  const base = {
    dataset_name: added.dataset_name,
    dataset_id: added.dataset_id,
    items_processed: dataIds.length,
    ...(contentHash ? { content_hash: contentHash } : {}),
    ...(warnings.length ? { warnings } : {}),
  };

  if (options.runInBackground) {
    const runs = await cognify(deps, user, cognifyInput);
    const run = runs[added.dataset_id];
    await enqueueImprove(deps, plan, run?.pipeline_run_id ?? null);
    // URLs that could not be fetched are known now: the call is `errored` for them while the rest runs.
    return {
      status: urlFailures.length ? 409 : 200,
      body: {
        status: urlFailures.length ? "errored" : "running",
        ...base,
        pipeline_run_id: run?.pipeline_run_id ?? null,
        elapsed_seconds: elapsed(t0),
        items: [...dataIds.map((id) => ({ id, ...(urlFailures.length ? { status: "running" } : {}) })), ...urlFailures],
        ...(urlFailures.length ? { error: failureSummary(urlFailures, dataIds.length + urlFailures.length) } : {}),
        improve: { status: "running", pipeline_run_id: plan.runId },
      },
    };
  }

  let run: PipelineRunInfo | undefined;
  try {
    run = (await cognify(deps, user, cognifyInput))[added.dataset_id];
  } catch (err) {
    const runs = err instanceof ApiError && err.errorName === "PipelineRunErroredError" ? (err.body?.runs as Record<string, PipelineRunInfo> | undefined) : undefined;
    if (!runs) throw err;
    run = runs[added.dataset_id];
  }
  const statusOf = new Map((run?.data_ingestion_info ?? []).map((i) => [i.data_id, i]));
  const items = dataIds.map((id) => {
    const info = statusOf.get(id);
    return info?.error || (info && ERRORED.test(info.status)) ? { id, status: "errored", error: info.error ?? "processing failed" } : { id, status: "completed" };
  });
  const failed = [...items.filter((i) => i.status === "errored"), ...urlFailures];
  if (failed.length) {
    return {
      status: 409,
      body: {
        status: "errored",
        ...base,
        pipeline_run_id: run?.pipeline_run_id ?? null,
        elapsed_seconds: elapsed(t0),
        items: [...items, ...urlFailures],
        error: failureSummary(failed, items.length + urlFailures.length),
      },
    };
  }
  const improved: ImproveResult = raiseForOutcome(await runImproveStages(deps, plan));
  return {
    status: 200,
    body: {
      status: "completed",
      ...base,
      pipeline_run_id: run?.pipeline_run_id ?? null,
      elapsed_seconds: elapsed(t0),
      items,
      improve: {
        status: improved.status,
        pipeline_run_id: improved.pipeline_run_id,
        stages: improved.stages.map((s) => ({ name: s.name, status: s.status, ...(s.reason ? { reason: s.reason } : {}) })),
      },
    },
  };
}

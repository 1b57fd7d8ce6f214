/**
 * Import of a cogx-archive (`POST /remember`, `content_type=cogx-archive`): the archive's data items go
 * through the add path into the target dataset (then remember cognifies them, which embeds with this
 * instance's model: memory is rebuilt, and re-embedded when the archive's model differs), its skills
 * through skill ingestion, and its session entries into the caller's sessions. The archive's chunks,
 * nodes and edges are not loaded: cognify derives them again from the items.
 */
import { ApiError } from "../../core/errors";
import type { Principal } from "../../lib/types";
import type { DatasetRow } from "../../storage/d1/datasets.repo";
import { getPod } from "../../storage/pods";
import { filePart, formPart, type MultipartPart } from "../multipart-stream";
import { ingestSkill } from "../skills/skills.service";
import type { ImproveDeps } from "../improve/improve.service";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_MAX_RECORDS,
  ARCHIVE_VERSION,
  type ArchiveDataItem,
  type ArchiveHeader,
  type ArchiveSession,
  type ArchiveSkill,
} from "./archive-format";

export interface ParsedArchive {
  header: ArchiveHeader;
  items: ArchiveDataItem[];
  skills: ArchiveSkill[];
  sessions: ArchiveSession[];
}

const invalid = (filename: string, why: string) => new ApiError(400, "InvalidArchiveError", `"${filename.slice(0, 100)}" is not a cogx-archive: ${why}.`);

/** Reads an archive: header first, then the records import uses; the others (chunk, node, edge) are skipped. */
export function parseArchive(filename: string, bytes: Uint8Array): ParsedArchive {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw invalid(filename, "not UTF-8 text");
  }
  const out: Omit<ParsedArchive, "header"> & { header: ArchiveHeader | null } = { header: null, items: [], skills: [], sessions: [] };
  let lineNo = 0;
  for (const line of text.split("\n")) {
    lineNo++;
    if (!line.trim()) continue;
    let record: { type?: unknown };
    try {
      record = JSON.parse(line) as { type?: unknown };
    } catch {
      throw invalid(filename, `line ${lineNo} is not JSON`);
    }
    if (!out.header) {
      const h = record as Partial<ArchiveHeader>;
      if (h.type !== "header" || h.format !== ARCHIVE_FORMAT) throw invalid(filename, "the first line is not its header");
      if (typeof h.version !== "number" || h.version > ARCHIVE_VERSION) throw invalid(filename, `version ${String(h.version)} is newer than this service reads (${ARCHIVE_VERSION})`);
      out.header = h as ArchiveHeader;
      continue;
    }
    if (record.type === "data_item") {
      const item = record as ArchiveDataItem;
      if (typeof item.text !== "string" || typeof item.name !== "string") throw invalid(filename, `line ${lineNo}: a data_item needs name and text`);
      out.items.push(item);
    } else if (record.type === "skill") {
      const skill = record as ArchiveSkill;
      if (typeof skill.name !== "string" || typeof skill.procedure !== "string") throw invalid(filename, `line ${lineNo}: a skill needs name and procedure`);
      out.skills.push(skill);
    } else if (record.type === "session") {
      out.sessions.push(record as ArchiveSession);
    }
    if (out.items.length + out.skills.length + out.sessions.length > ARCHIVE_MAX_RECORDS) {
      throw new ApiError(413, "ArchiveTooLargeError", `An import takes at most ${ARCHIVE_MAX_RECORDS} data items, skills and session entries together; split the archive.`);
    }
  }
  if (!out.header) throw invalid(filename, "it is empty");
  return out as ParsedArchive;
}

const TEXT_NAME = /\.(txt|md|markdown|csv|json|html?|xml|ya?ml|rst|log)$/i;

/** The items as the form parts `/add` reads: one text upload each, labels and metadata in the same order. */
export async function* archiveParts(datasetId: string, items: ArchiveDataItem[]): AsyncGenerator<MultipartPart> {
  yield formPart("datasetId", datasetId);
  yield formPart("labels", JSON.stringify(items.map((i) => i.label ?? null)));
  yield formPart("external_metadata", JSON.stringify(items.map((i) => i.external_metadata ?? null)));
  for (const item of items) {
    // The archive carries extracted text: a PDF's item comes back as its text, not as a PDF to parse.
    const name = TEXT_NAME.test(item.name) ? item.name : `${item.name}.txt`;
    yield filePart("data", name, "text/plain", new Blob([item.text]).stream());
  }
}

/**
 * Gives each added item its archived node set (add takes one node set per call). `dataIds` are the add's
 * items in the order sent; items with blank text are dropped by add, so they are left out beforehand.
 */
export async function restoreNodeSets(deps: ImproveDeps, dataset: DatasetRow, items: ArchiveDataItem[], dataIds: string[]): Promise<void> {
  if (dataIds.length !== items.length) return;
  const pod = deps.pods(dataset.workspaceId);
  for (let i = 0; i < items.length; i++) {
    const nodeSet = items[i]!.node_set;
    if (Array.isArray(nodeSet) && nodeSet.length && nodeSet.every((n) => typeof n === "string" && n.trim())) await pod.setItemNodeSet(dataset.id, dataIds[i]!, nodeSet);
  }
}

/** SKILL.md of an archived skill, as skill ingestion parses it. */
function skillMarkdown(skill: ArchiveSkill): string {
  const front = { ...skill.front_matter, name: skill.name, description: skill.description };
  const yaml = Object.entries(front)
    .filter(([, v]) => typeof v === "string" || typeof v === "number" || typeof v === "boolean")
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join("\n");
  return `---\n${yaml}\n---\n\n${skill.procedure}\n`;
}

/** The typed session entries (spec: `/remember/entry`); anything else in an archive is skipped. */
const SESSION_KINDS = new Set(["qa", "trace", "feedback", "skill_run"]);

/** Skills and session entries of the archives, into `dataset` (session entries as the caller's, in their original order and time). */
export async function restoreSkillsAndSessions(deps: ImproveDeps, user: Principal, dataset: DatasetRow, archives: ParsedArchive[]) {
  let skills = 0;
  let sessionEntries = 0;
  let skipped = 0;
  for (const skill of archives.flatMap((a) => a.skills)) {
    await ingestSkill(deps, user, { skillsText: skillMarkdown(skill), skillName: skill.name, datasetId: dataset.id, datasetName: null });
    skills++;
  }
  const pod = deps.pods(dataset.workspaceId);
  for (const e of archives.flatMap((a) => a.sessions)) {
    if (typeof e.session_id !== "string" || !e.session_id.trim() || e.session_id.length > 255 || !SESSION_KINDS.has(e.kind) || !e.payload || typeof e.payload !== "object") {
      skipped++;
      continue;
    }
    const nodeSet = Array.isArray(e.payload.node_set) && e.payload.node_set.every((n) => typeof n === "string") ? (e.payload.node_set as string[]) : null;
    const createdAt = Date.parse(e.created_at);
    // A new entry id (the archive may come back into the pod it left); the payload keeps its own references.
    await pod.appendSessionEntry({
      sessionId: e.session_id,
      userId: user.id,
      datasetId: dataset.id,
      nodeSet,
      kind: e.kind,
      payload: e.payload,
      ...(Number.isFinite(createdAt) ? { createdAt } : {}),
    });
    sessionEntries++;
  }
  return { skills, sessionEntries, skippedSessionEntries: skipped };
}

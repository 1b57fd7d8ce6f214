/**
 * The portable memory archive (`cogx-archive`, README "Portable memory archives"): UTF-8 JSON Lines,
 * one record per line, each with a `type`. The first line is the header; the others may come in any
 * order, but export writes them as listed here.
 *
 *   header     {format: "cogx-archive", version: 1, exported_at, dataset: {id, name}, embedding: {model, dimensions}}
 *   data_item  {id, name, label, mime_type, external_metadata, node_set, created_at, text}
 *   chunk      {id, data_id, text}                     (vector source text, collection DocumentChunk_text)
 *   node       {id, label, node_type, properties}      (entity names and descriptions are vector source texts)
 *   edge       {source, target, label, properties}     (facts are vector source texts)
 *   skill      {name, description, procedure, front_matter, tags, is_active}
 *   session    {id, session_id, kind, created_at, payload}
 */
export const ARCHIVE_FORMAT = "cogx-archive";
export const ARCHIVE_VERSION = 1;
/** An import reads at most this much (the archive is held in memory while its records are applied). */
export const ARCHIVE_MAX_BYTES = 64 * 1024 * 1024;
/** Records of one import (data items, skills and session entries together): bounded work per request. */
export const ARCHIVE_MAX_RECORDS = 2_000;

export interface ArchiveHeader {
  type: "header";
  format: typeof ARCHIVE_FORMAT;
  version: number;
  exported_at: string;
  dataset: { id: string; name: string };
  embedding: { model: string; dimensions: number };
}

export interface ArchiveDataItem {
  type: "data_item";
  id: string;
  name: string;
  label: string | null;
  mime_type: string | null;
  external_metadata: Record<string, unknown> | null;
  node_set: string[] | null;
  created_at: string;
  text: string;
}

export interface ArchiveSkill {
  type: "skill";
  name: string;
  description: string;
  procedure: string;
  front_matter: Record<string, unknown>;
  tags: string[];
  is_active: boolean;
}

export interface ArchiveSession {
  type: "session";
  id: string;
  session_id: string;
  kind: string;
  created_at: string;
  payload: Record<string, unknown>;
}

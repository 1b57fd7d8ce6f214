/** Data item rows and commit shapes. */

export interface NewDataItem {
  id: string;
  name: string;
  label: string | null;
  extension: string;
  mimeType: string;
  contentHash: string;
  dataSize: number;
  rawKey: string;
  textKey: string;
  externalMetadata: Record<string, unknown> | null;
  nodeSet: string[] | null;
  /** `document` unless given (`code_repo` for a repository added as code). */
  kind?: string;
}

/** A `data_items` row as stored. JSON columns are strings. */
export interface DataItemRow {
  id: string;
  dataset_id: string;
  owner_id: string;
  name: string;
  label: string | null;
  extension: string | null;
  mime_type: string | null;
  kind: string;
  content_hash: string;
  data_size: number;
  raw_key: string;
  text_key: string | null;
  external_metadata: string | null;
  node_set: string | null;
  token_count: number | null;
  created_at: number;
  updated_at: number;
}

export interface CommitDataItemsInput {
  datasetId: string;
  ownerId: string;
  runId: string;
  items: NewDataItem[];
  limits: { storageBytes: number; documents: number };
}

export type CommitDataItemsResult =
  | { ok: true; items: { row: DataItemRow; deduplicated: boolean }[]; discardKeys: string[] }
  | { ok: false; quota: "storage" | "documents"; used: number; incoming: number; limit: number };

export interface DeletedDataItem {
  rawKey: string;
  textKey: string | null;
  chunks: number;
  nodes: number;
  edges: number;
  vectors: { collection: string; id: string }[];
}

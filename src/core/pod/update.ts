/** Results of replacing a data item's content in place. */

export interface ChunkFingerprint {
  id: string;
  index: number;
  /** A 64-bit FNV-1a style hash (hex) of the chunk text: enough to tell changed chunks apart. */
  fp: string;
  createdAt: number;
}

export type ReplaceContentResult =
  | { ok: false; reason: "target_missing" | "source_missing" }
  | {
      ok: true;
      /** R2 objects of the old content (the caller deletes those the new content does not reuse). */
      oldKeys: string[];
      newKeys: string[];
      oldChunks: ChunkFingerprint[];
      vectors: { collection: string; id: string }[];
    };

import type { CodeDelta, CodeNode } from "./model";

/** How many names of each change a delta keeps (cognee stamps samples, not full lists, on the repository). */
export const DELTA_SAMPLE = 10;

export interface DeltaPlan {
  /** Added and updated nodes: written with all their outgoing edges replaced. */
  write: CodeNode[];
  /** Ids of nodes that disappeared: swept with every edge touching them. */
  remove: string[];
  delta: CodeDelta;
}

/**
 * Compares the stored fact hashes of one repository with a new snapshot's nodes (cognee's incremental load):
 * equal hash, nothing written; new or different hash, written; stored but absent, swept.
 */
export function planDelta(stored: Map<string, { hash: string; name: string }>, next: CodeNode[]): DeltaPlan {
  const write: CodeNode[] = [];
  const delta: CodeDelta = { added: 0, updated: 0, removed: 0, unchanged: 0, added_names: [], updated_names: [], removed_names: [] };
  const seen = new Set<string>();
  for (const n of next) {
    seen.add(n.id);
    const old = stored.get(n.id);
    if (!old) {
      delta.added++;
      if (delta.added_names.length < DELTA_SAMPLE && n.kind !== "repository") delta.added_names.push(n.name);
      write.push(n);
    } else if (old.hash !== n.fact_hash) {
      if (n.kind !== "repository") {
        delta.updated++;
        if (delta.updated_names.length < DELTA_SAMPLE) delta.updated_names.push(n.name);
      }
      write.push(n);
    } else delta.unchanged++;
  }
  const remove: string[] = [];
  for (const [id, old] of stored) {
    if (seen.has(id)) continue;
    remove.push(id);
    delta.removed++;
    if (delta.removed_names.length < DELTA_SAMPLE) delta.removed_names.push(old.name);
  }
  return { write, remove, delta };
}

/**
 * `GET /datasets/{dataset_id}/export`: the dataset as a cogx-archive (archive-format.ts), streamed page by
 * page so a large dataset never sits in memory whole: data items with their extracted text, chunks, graph
 * nodes and edges, skills and session entries, with the embedding model in the header.
 */
import type { Principal } from "../../lib/types";
import { getPod } from "../../storage/pods";
import type { EdgeCursor } from "../../core/pod/visualize";
import type { DataDeps } from "../data-items.service";
import { requireDataset } from "../datasets.service";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type ArchiveDataItem, type ArchiveHeader, type ArchiveSession, type ArchiveSkill } from "./archive-format";

/** Rows per pod read (data items, graph pages, skills). */
const PAGE = 500;
/** Bytes of chunk text per pod read (well under the 32 MiB RPC message limit). */
const CHUNK_PAGE_BYTES = 4 * 1024 * 1024;
/** Session entries exported (newest first); older ones are left out. */
const SESSION_ENTRIES_MAX = 10_000;

const parse = <T>(s: string | null): T | null => {
  if (!s) return null;
  try {
    return JSON.parse(s) as T;
  } catch {
    return null;
  }
};

export async function exportDataset(deps: DataDeps, user: Principal, datasetId: string, embedding: { model: string; dimensions: number }) {
  const dataset = await requireDataset(deps.db, user, datasetId, "read");
  const pod = deps.pods(dataset.workspaceId);
  const encoder = new TextEncoder();

  async function* records(): AsyncGenerator<unknown> {
    const header: ArchiveHeader = {
      type: "header",
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      exported_at: new Date().toISOString(),
      dataset: { id: dataset.id, name: dataset.name },
      embedding,
    };
    yield header;
    for (let offset = 0; ; offset += PAGE) {
      const rows = await pod.listDataItems(dataset.id, PAGE, offset);
      for (const row of rows) {
        // Code repositories are re-indexed from their source, not carried as text.
        if (row.kind === "code_repo") continue;
        const text = (row.text_key ? await deps.rawFiles.readText(row.text_key) : null) ?? (await deps.rawFiles.readText(row.raw_key)) ?? "";
        const item: ArchiveDataItem = {
          type: "data_item",
          id: row.id,
          name: row.name,
          label: row.label,
          mime_type: row.mime_type,
          external_metadata: parse<Record<string, unknown>>(row.external_metadata),
          node_set: parse<string[]>(row.node_set),
          created_at: new Date(row.created_at).toISOString(),
          text,
        };
        yield item;
      }
      if (rows.length < PAGE) break;
    }
    for (let after = 0; ; ) {
      const page = await pod.scanChunks(dataset.id, { afterRowid: after, maxBytes: CHUNK_PAGE_BYTES });
      for (const c of page.chunks) yield { type: "chunk", id: c.id, data_id: c.dataId, text: c.text };
      if (page.nextRowid === null || page.chunks.length === 0) break;
      after = page.nextRowid;
    }
    for (let after: string | null = null; ; ) {
      const nodes = await pod.visualizeNodesPage(dataset.id, after, PAGE);
      for (const n of nodes) yield { type: "node", id: n.id, label: n.label, node_type: n.type, properties: n.properties };
      if (nodes.length < PAGE) break;
      after = nodes[nodes.length - 1]!.id;
    }
    for (let after: EdgeCursor | null = null; ; ) {
      const page = await pod.visualizeEdgesPage(dataset.id, after, PAGE);
      for (const l of page.links) yield { type: "edge", ...l };
      if (!page.next) break;
      after = page.next;
    }
    for (let offset = 0; ; offset += PAGE) {
      const skills = await pod.listSkills(dataset.id, { includeInactive: true, limit: PAGE, offset });
      for (const s of skills) {
        const skill: ArchiveSkill = { type: "skill", name: s.name, description: s.description, procedure: s.procedure, front_matter: s.front_matter, tags: s.tags, is_active: s.is_active };
        yield skill;
      }
      if (skills.length < PAGE) break;
    }
    // Oldest first, so an import appends them in their original order; the user id stays behind.
    for (const e of (await pod.visualizeSessionEvents(dataset.id, SESSION_ENTRIES_MAX)).reverse()) {
      const entry: ArchiveSession = { type: "session", id: e.id, session_id: e.session_id, kind: e.kind, created_at: e.created_at, payload: e.payload };
      yield entry;
    }
  }

  const it = records();
  const body = new ReadableStream<Uint8Array>({
    async pull(ctrl) {
      const r = await it.next();
      if (r.done) ctrl.close();
      else ctrl.enqueue(encoder.encode(`${JSON.stringify(r.value)}\n`));
    },
    async cancel() {
      await it.return(undefined);
    },
  });
  return { dataset, body };
}

import { newId } from "../../core/ids";
import type { PodStub } from "../../storage/pods";
import type { PipelineSender } from "../../storage/ports";
import { rawKeyFor, type RawFilesStore } from "../../storage/r2/raw-files.store";
import { digestHex, type RepoFile } from "./repo-files";

/**
 * A repository's docs go through ordinary cognify: each README/`*.md`/`*.rst` becomes a document data item
 * (named `<repo>/<path>`) of the same dataset and a cognify run is started for the new ones. Content-hash
 * deduplication makes a re-index of unchanged docs a no-op. Capped, since cognify costs far more than parsing:
 * the first 50 docs, 2 MB of text at most.
 */
export const MAX_DOCS = 50;
export const MAX_DOC_BYTES_TOTAL = 2 * 1024 * 1024;
const DOC = /\.(md|markdown|rst|adoc)$/i;

export interface DocPorts {
  pod: PodStub;
  store: RawFilesStore;
  queue: PipelineSender;
}

export async function cognifyRepositoryDocs(
  ports: DocPorts,
  target: { workspaceId: string; datasetId: string; ownerId: string },
  repo: string,
  files: RepoFile[],
): Promise<{ docs: number; runId: string | null }> {
  const docs: RepoFile[] = [];
  let bytes = 0;
  for (const f of files) {
    if (!DOC.test(f.path) || !f.text.trim()) continue;
    if (docs.length >= MAX_DOCS || bytes + f.text.length > MAX_DOC_BYTES_TOTAL) break;
    docs.push(f);
    bytes += f.text.length;
  }
  if (!docs.length) return { docs: 0, runId: null };
  const items = [];
  for (const d of docs) {
    const id = newId();
    const key = rawKeyFor(target.workspaceId, target.datasetId, id);
    const size = await ports.store.putText(key, d.text);
    items.push({
      id,
      name: `${repo}/${d.path}`,
      label: null,
      extension: d.path.slice(d.path.lastIndexOf(".") + 1).toLowerCase(),
      mimeType: "text/markdown",
      contentHash: await digestHex("MD5", d.text),
      dataSize: size,
      rawKey: key,
      textKey: key,
      externalMetadata: { code_repository: repo, path: d.path },
      nodeSet: null,
    });
  }
  const committed = await ports.pod.commitDataItems({
    datasetId: target.datasetId,
    ownerId: target.ownerId,
    runId: newId(),
    items,
    // Docs ride on the repository's own admission; the workspace quotas still bound the store.
    limits: { storageBytes: Number.MAX_SAFE_INTEGER, documents: Number.MAX_SAFE_INTEGER },
  });
  if (!committed.ok) return { docs: 0, runId: null };
  if (committed.discardKeys.length) await ports.store.delete(committed.discardKeys);
  const ids = [...new Set(committed.items.map((i) => i.row.id))];
  const started = await ports.pod.startPipelineRun(target.workspaceId, target.datasetId, "cognify_pipeline", {}, ids);
  await ports.queue.send(
    started.itemIds.map((dataId) => ({ type: "cognify.item" as const, v: 1 as const, workspaceId: target.workspaceId, datasetId: target.datasetId, dataId, runId: started.run.id })),
  );
  return { docs: ids.length, runId: started.itemIds.length ? started.run.id : null };
}

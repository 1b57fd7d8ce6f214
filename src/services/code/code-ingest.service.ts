import { repoNameOf } from "../../core/code/model";
import { newId } from "../../core/ids";
import { ApiError } from "../../core/errors";
import type { Principal } from "../../lib/types";
import type { DatasetRow } from "../../storage/d1/datasets.repo";
import { rawKeyFor, textKeyFor } from "../../storage/r2/raw-files.store";
import type { DataDeps } from "../data-items.service";
import { archiveKindOf } from "./archive";
import type { CodeSource } from "./index-repository";
import { resolveRepository } from "./git-fetch";
import { fetchPolicyOf } from "./policy";
import { digestHex } from "./repo-files";

export interface RepositoryUpload {
  filename: string;
  bytes: Uint8Array;
}

export interface CodeIngestResult {
  dataset_id: string;
  dataset_name: string;
  pipeline_run_id: string | null;
  status: "completed" | "errored" | "running";
  items: { id: string; kind: "code_repository"; source: string; path: string; branch: string | null; pipeline_run_id: string; status: string; error?: string }[];
}

/** Checks every spec (URL guard, branch → commit) and upload name; throws 400 before anything is stored. */
export async function checkRepositories(deps: DataDeps & { fetcher?: typeof fetch }, specs: string[], uploads: RepositoryUpload[], branch: string | null) {
  const policy = fetchPolicyOf(deps.settings, deps.fetcher);
  const resolved = [];
  for (const spec of specs) {
    if (!/^https?:\/\//i.test(spec.trim()) && !/^(git@|ssh:|git:)/i.test(spec.trim())) {
      throw new ApiError(400, "CodeRepositoryError", `"${spec.slice(0, 120)}" is not a repository URL: send an https:// git URL, or upload a .tar.gz or .zip of the repository.`);
    }
    resolved.push({ spec: spec.trim(), ...(await resolveRepository(spec.trim(), branch, policy)) });
  }
  for (const u of uploads) {
    if (!archiveKindOf(u.filename)) throw new ApiError(400, "CodeRepositoryError", `Upload "${u.filename.slice(0, 120)}" is not a repository archive (.tar.gz, .tgz, .tar or .zip).`);
  }
  return resolved;
}

/**
 * `content_type=code` (and repository URLs on /add): every spec is checked and its branch resolved first,
 * so a refused URL or a missing branch refuses the whole call with nothing stored. Then each repository
 * becomes one `code_repo` data item (one per URL in a dataset, whatever the branch: re-adding with another
 * branch re-indexes the same item, and the delta write replaces the old branch's facts) and a
 * code_graph_pipeline run indexes it in the queue consumer. Unless `runInBackground`, the call waits.
 */
export async function ingestRepositories(
  deps: DataDeps & { fetcher?: typeof fetch; waitTimeoutMs?: number },
  user: Principal,
  dataset: DatasetRow,
  specs: string[],
  uploads: RepositoryUpload[],
  branch: string | null,
  runInBackground: boolean,
): Promise<CodeIngestResult> {
  const resolved = await checkRepositories(deps, specs, uploads, branch);

  const pod = deps.pods(dataset.workspaceId);
  const items: { id: string; source: string; path: string; branch: string | null; meta: CodeSource; bytes: Uint8Array; hash: string; name: string; ext: string }[] = [];
  for (const r of resolved) {
    const repo = repoNameOf(r.spec);
    const meta: CodeSource = { code_repository: r.spec, branch: r.branch };
    const bytes = new TextEncoder().encode(JSON.stringify(meta));
    items.push({ id: newId(), source: r.spec, path: repo, branch: r.branch, meta, bytes, hash: await digestHex("SHA-256", `code_repo:${repo}`), name: repo, ext: "code_repo" });
  }
  for (const u of uploads) {
    const meta: CodeSource = { code_repository: u.filename, branch: null, archive: u.filename };
    items.push({ id: newId(), source: u.filename, path: repoNameOf(u.filename.replace(/\.(tar\.gz|tgz|tar|zip)$/i, "")), branch: null, meta, bytes: u.bytes, hash: await digestHex("SHA-256", u.bytes), name: u.filename, ext: archiveKindOf(u.filename)! });
  }

  const keys: string[] = [];
  for (const it of items) {
    const key = rawKeyFor(dataset.workspaceId, dataset.id, it.id);
    keys.push(key);
    const w = deps.rawFiles.createWriter(key, it.ext === "code_repo" ? "application/json" : "application/octet-stream");
    await w.write(it.bytes);
    await w.close();
  }
  const committed = await pod.commitDataItems({
    datasetId: dataset.id,
    ownerId: user.id,
    runId: newId(),
    items: items.map((it, i) => ({
      id: it.id,
      name: it.name,
      label: null,
      extension: it.ext,
      mimeType: it.ext === "code_repo" ? "application/json" : "application/octet-stream",
      contentHash: it.hash,
      dataSize: it.bytes.length,
      rawKey: keys[i]!,
      textKey: textKeyFor(dataset.workspaceId, dataset.id, it.id),
      externalMetadata: it.meta as unknown as Record<string, unknown>,
      nodeSet: null,
      kind: "code_repo",
    })),
    limits: { storageBytes: deps.settings.storageQuotaBytes, documents: deps.settings.documentQuota },
  });
  if (!committed.ok) {
    await deps.rawFiles.delete(keys);
    throw new ApiError(413, "QuotaExceededError", `Adding these repositories would exceed the ${committed.quota} quota of this workspace.`);
  }
  if (committed.discardKeys.length) await deps.rawFiles.delete(committed.discardKeys);

  const runs: { id: string; runId: string; item: (typeof items)[number] }[] = [];
  for (let i = 0; i < items.length; i++) {
    const row = committed.items[i]!.row;
    const started = await pod.startCodeRun(dataset.workspaceId, dataset.id, row.id);
    runs.push({ id: row.id, runId: started.run.id, item: items[i]! });
  }
  await deps.queue.send(runs.map((r) => ({ type: "code.index" as const, v: 1 as const, workspaceId: dataset.workspaceId, datasetId: dataset.id, dataId: r.id, runId: r.runId })),
  );

  const statuses = new Map<string, { status: string; error: string | null }>();
  if (!runInBackground) {
    const deadline = Date.now() + (deps.waitTimeoutMs ?? 15 * 60_000);
    for (let delay = 20; Date.now() < deadline; delay = Math.min(250, delay * 2)) {
      let live = false;
      for (const r of runs) {
        const st = await pod.pipelineItemStatuses(r.runId);
        const mine = st.find((s) => s.data_id === r.id);
        if (mine) statuses.set(r.id, { status: mine.status, error: mine.error });
        if (!mine || /STARTED|PENDING/.test(mine.status)) live = true;
      }
      if (!live) break;
      await new Promise((res) => setTimeout(res, delay));
    }
  }
  const out: CodeIngestResult["items"] = runs.map((r) => {
    const st = statuses.get(r.id);
    const status = !st || /STARTED|PENDING/.test(st.status) ? "running" : /ERRORED/.test(st.status) ? "errored" : "completed";
    return {
      id: r.id,
      kind: "code_repository",
      source: r.item.source,
      path: r.item.path,
      branch: r.item.branch,
      pipeline_run_id: r.runId,
      status,
      ...(st?.error ? { error: st.error } : {}),
    };
  });
  const overall = out.some((i) => i.status === "errored") ? "errored" : out.some((i) => i.status === "running") ? "running" : "completed";
  return { dataset_id: dataset.id, dataset_name: dataset.name, pipeline_run_id: runs[0]?.runId ?? null, status: overall, items: out };
}

import { ApiError, ValidationError } from "../core/errors";
import { isUuid } from "../core/ids";
import type { Principal } from "../lib/types";
import type { DatasetRow } from "../storage/d1/datasets.repo";
import { workspaceIdFor } from "../storage/pods";
import type { ForgetCounts, ForgetResult } from "../../schemas/forget.schemas";
import { type DataDeps, deleteDataset, deleteDatasetData } from "./data-items.service";
import { authorizeDatasets, listPermittedDatasets } from "./datasets.service";
import type { ForgetCounts as PodCounts, MemoryForgetResult } from "../core/pod/forget";

export interface ForgetInput {
  dataId: string | null;
  dataset: string | null;
  datasetId: string | null;
  everything: boolean;
  memoryOnly: boolean;
  dryRun: boolean;
}

const INVALID = "Invalid request parameters. Specify dataset or dataset_id, data_id+dataset, or everything=True.";

/** cognee's accepted combinations; anything else is 422 (validation). */
export function checkForgetInput(input: ForgetInput): "everything" | "dataset" | "item" {
  const invalid = () => new ValidationError([{ loc: ["body"], msg: INVALID, type: "value_error" }]);
  const hasDataset = !!(input.dataset || input.datasetId);
  if (input.dataset && input.datasetId) throw invalid();
  if (input.everything) {
    if (hasDataset || input.dataId || input.memoryOnly) throw invalid();
    return "everything";
  }
  if (!hasDataset) throw invalid();
  if (input.datasetId && !isUuid(input.datasetId)) throw new ValidationError([{ loc: ["body", "dataset_id"], msg: "Input should be a valid UUID", type: "uuid_parsing" }]);
  if (input.dataId && !isUuid(input.dataId)) throw new ValidationError([{ loc: ["body", "data_id"], msg: "Input should be a valid UUID", type: "uuid_parsing" }]);
  return input.dataId ? "item" : "dataset";
}

const zero = (): ForgetCounts => ({ datasets: 0, data_items: 0, chunks: 0, nodes: 0, edges: 0, vectors: 0, bytes: 0, sessions: 0 });
const add = (a: ForgetCounts, b: PodCounts, datasets = 0): ForgetCounts => ({
  datasets: a.datasets + datasets,
  data_items: a.data_items + b.data_items,
  chunks: a.chunks + b.chunks,
  nodes: a.nodes + b.nodes,
  edges: a.edges + b.edges,
  vectors: a.vectors + b.vectors,
  bytes: a.bytes + b.bytes,
  sessions: a.sessions + b.sessions,
});

const dataNotFound = (dataId: string, datasetId: string) =>
  new ApiError(404, "DataNotFoundError", `Data item (${dataId}) not found in dataset (${datasetId}).`);

/** The dataset named by name or id, with delete permission (403 when unknown or not permitted). */
async function targetDataset(deps: DataDeps, user: Principal, input: ForgetInput): Promise<DatasetRow> {
  const [row] = await authorizeDatasets(deps.db, user, "delete", input.datasetId ? { ids: [input.datasetId] } : { names: [input.dataset!] });
  return row!;
}

async function dropExternalVectors(deps: DataDeps, dataset: DatasetRow, vectors: { collection: string; id: string }[]): Promise<void> {
  if (!vectors.length) return;
  const pod = deps.pods(dataset.workspaceId);
  await deps.vectors(pod, dataset.workspaceId).delete(vectors.map((v) => ({ datasetId: dataset.id, ...v })));
}

/**
 * `POST /forget`: one data item, a dataset, or everything the caller may delete (delete permission).
 * `memory_only` drops graph, chunks and vectors but keeps data items and their bytes, with statuses
 * reset so cognify rebuilds memory; `dry_run` reports what would be removed and changes nothing.
 * Deletion cascades through the workspace pod (ledger-based: entities other items need stay), the
 * vector index (local or Vectorize), R2 and D1 via the data-items service.
 */
export async function forget(deps: DataDeps, user: Principal, input: ForgetInput): Promise<ForgetResult> {
  const scope = checkForgetInput(input);
  const memoryOnly = input.memoryOnly;

  if (scope === "everything") {
    const datasets = await listPermittedDatasets(deps.db, user, "delete");
    // Sessions live in the pod of the dataset they were written for; the caller's own are pruned too.
    const byWorkspace = new Map<string, string[]>([[workspaceIdFor(user.tenantId, user.id), []]]);
    for (const d of datasets) byWorkspace.set(d.workspaceId, [...(byWorkspace.get(d.workspaceId) ?? []), d.id]);
    let counts = zero();
    for (const d of datasets) counts = add(counts, { ...(await deps.pods(d.workspaceId).forgetPreviewDataset(d.id, false)), sessions: 0 }, 1);
    for (const [workspaceId, ids] of byWorkspace) counts.sessions += await deps.pods(workspaceId).countSessionsFor(user.id, ids);
    if (input.dryRun) return { status: "dry_run", memory_only: false, datasets_removed: datasets.length, would_remove: counts };
    for (const d of datasets) {
      await deps.pods(d.workspaceId).forgetDatasetSessions(d.id);
      await deleteDataset(deps, user, d.id);
    }
    for (const workspaceId of byWorkspace.keys()) await deps.pods(workspaceId).forgetUserSessions(user.id, false);
    return { status: "success", memory_only: false, datasets_removed: datasets.length, removed: counts };
  }

  const dataset = await targetDataset(deps, user, input);
  const pod = deps.pods(dataset.workspaceId);

  if (scope === "item") {
    const dataId = input.dataId!;
    const preview = await pod.forgetPreviewItem(dataset.id, dataId, memoryOnly);
    if (!preview) throw dataNotFound(dataId, dataset.id);
    const counts = add(zero(), preview);
    if (input.dryRun) return { status: "dry_run", memory_only: memoryOnly, data_id: dataId, dataset_id: dataset.id, would_remove: counts };
    if (memoryOnly) {
      const res = (await pod.forgetItemMemory(dataset.id, dataId)) as MemoryForgetResult | null;
      if (!res) throw dataNotFound(dataId, dataset.id);
      await dropExternalVectors(deps, dataset, res.vectors);
      return { status: "success", memory_only: true, data_id: dataId, dataset_id: dataset.id, removed: add(zero(), res.counts) };
    }
    await deleteDatasetData(deps, user, dataset.id, dataId);
    await pod.afterItemDeleted(dataset.id);
    return { status: "success", memory_only: false, data_id: dataId, dataset_id: dataset.id, removed: counts };
  }

  const preview = await pod.forgetPreviewDataset(dataset.id, memoryOnly);
  const counts = add(zero(), preview, memoryOnly ? 0 : 1);
  if (input.dryRun) return { status: "dry_run", memory_only: memoryOnly, dataset_id: dataset.id, would_remove: counts };
  if (memoryOnly) {
    const res = await pod.forgetDatasetMemory(dataset.id);
    await dropExternalVectors(deps, dataset, res.vectors);
    return { status: "success", memory_only: true, dataset_id: dataset.id, data_records_reset: res.dataRecordsReset, removed: counts };
  }
  await pod.forgetDatasetSessions(dataset.id);
  await deleteDataset(deps, user, dataset.id);
  return { status: "success", memory_only: false, dataset_id: dataset.id, removed: counts };
}

import { COGNIFY_PIPELINE } from "../core/pipeline";
import { ApiError, conflict } from "../core/errors";
import { isUuid } from "../core/ids";
import type { Principal } from "../lib/types";
import {
  createDataset,
  type DatasetRow,
  deleteDatasetRow,
  getOwnDatasetByName,
  type Permission,
} from "../storage/d1/datasets.repo";
import { workspaceIdFor } from "../storage/pods";
import type { Ports } from "../storage/ports";
import { datasetPrefix } from "../storage/r2/raw-files.store";
import { authorizeDatasets, listPermittedDatasets, requireDataset, validateDatasetName } from "./datasets.service";
import { type DataItemRow } from "../core/pod/data-items";
import { type DatasetProgress } from "../core/pod/dataset-status";

/** Ports of the dataset/data services: control plane, pods, vectors, queue, configuration, raw files. */
export type DataDeps = Ports;

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());
const parseJson = <T>(s: string | null): T | null => {
  if (!s) return null;
  try {
    return JSON.parse(s) as T;
  } catch {
    return null;
  }
};

export function toDatasetDTO(row: DatasetRow) {
  return {
    id: row.id,
    name: row.name,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    ownerId: row.ownerId,
    tenantId: row.tenantId ?? null,
  };
}

/** A data item as listings and `/add` return it (cognee's `Data.to_json()` plus size and hash). */
export function toDataItemDTO(row: DataItemRow) {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    extension: row.extension,
    mimeType: row.mime_type,
    rawDataLocation: `r2://${row.raw_key}`,
    datasetId: row.dataset_id,
    ownerId: row.owner_id,
    externalMetadata: parseJson<Record<string, unknown>>(row.external_metadata),
    nodeSet: parseJson<string[]>(row.node_set),
    dataSize: row.data_size,
    contentHash: row.content_hash,
    tokenCount: row.token_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const podFor = (deps: DataDeps, dataset: DatasetRow) => deps.pods(dataset.workspaceId);

const dataNotFound = (dataId: string, datasetId?: string) =>
  new ApiError(404, "DataNotFoundError", datasetId ? `Data item (${dataId}) not found in dataset (${datasetId}).` : `Data item (${dataId}) not found.`);

// ---- datasets ----

export async function listDatasets(deps: DataDeps, user: Principal) {
  return (await listPermittedDatasets(deps.db, user, "read")).map(toDatasetDTO);
}

/** cognee: an existing dataset of that name owned by the caller is returned, else it is created. */
export async function createOrGetDataset(deps: DataDeps, user: Principal, name: string) {
  const valid = validateDatasetName(name);
  const existing = await getOwnDatasetByName(deps.db, user.id, user.tenantId, valid);
  if (existing) return toDatasetDTO(existing);
  return toDatasetDTO(await createDataset(deps.db, user.id, user.tenantId, valid, user.parentUserId ? [user.parentUserId] : []));
}

/**
 * Removes a dataset and everything it holds: pod content (items, graph, chunks, vectors, statuses),
 * external vectors, the R2 prefix with its raw and text objects, and finally the D1 row and grants
 * (last, so a failure half-way can be retried).
 */
async function removeDataset(deps: DataDeps, dataset: DatasetRow): Promise<void> {
  const pod = podFor(deps, dataset);
  const content = await pod.deleteDatasetContent(dataset.id);
  if (content.vectors.length) {
    await deps.vectors(pod, dataset.workspaceId).delete(
      content.vectors.map((v) => ({ datasetId: dataset.id, ...v })),
    );
  }
  await deps.rawFiles.deletePrefix(datasetPrefix(dataset.workspaceId, dataset.id));
  await deleteDatasetRow(deps.db, dataset.id);
}

export async function deleteDataset(deps: DataDeps, user: Principal, datasetId: string): Promise<void> {
  const dataset = await requireDataset(deps.db, user, datasetId, "delete", "403");
  await removeDataset(deps, dataset);
}

export async function deleteAllDatasets(deps: DataDeps, user: Principal): Promise<void> {
  for (const dataset of await listPermittedDatasets(deps.db, user, "delete")) await removeDataset(deps, dataset);
}

// ---- data items ----

export async function listDatasetData(deps: DataDeps, user: Principal, datasetId: string, limit: number, offset: number) {
  const dataset = await requireDataset(deps.db, user, datasetId, "read");
  const rows = await podFor(deps, dataset).listDataItems(dataset.id, limit, offset);
  return rows.map(toDataItemDTO);
}

export async function countDatasetData(deps: DataDeps, user: Principal, datasetId: string) {
  const dataset = await requireDataset(deps.db, user, datasetId, "read");
  return { count: await podFor(deps, dataset).countDataItems(dataset.id) };
}

/** Bytes of the original upload, streamed from R2. */
export async function getRawData(deps: DataDeps, user: Principal, datasetId: string, dataId: string) {
  const dataset = await requireDataset(deps.db, user, datasetId, "read");
  const row = isUuid(dataId) ? await podFor(deps, dataset).getDataItem(dataset.id, dataId) : null;
  if (!row) throw dataNotFound(dataId, datasetId);
  const object = await deps.rawFiles.get(row.raw_key);
  if (!object) throw new ApiError(404, "DataNotFoundError", `The stored bytes of data item (${dataId}) are missing.`);
  return { row, object };
}

/**
 * Removes one item: its pod row, everything derived from it that no other item of the dataset needs
 * (chunks, nodes, edges, vectors via the ledger), vectors in an external index, and its R2 objects.
 */
async function removeDataItem(deps: DataDeps, dataset: DatasetRow, dataId: string): Promise<boolean> {
  const pod = podFor(deps, dataset);
  const deleted = await pod.deleteDataItem(dataset.id, dataId);
  if (!deleted) return false;
  if (deleted.vectors.length) {
    await deps.vectors(pod, dataset.workspaceId).delete(
      deleted.vectors.map((v) => ({ datasetId: dataset.id, ...v })),
    );
  }
  await deps.rawFiles.delete([deleted.rawKey, deleted.textKey ?? ""]);
  return true;
}

export async function deleteDatasetData(deps: DataDeps, user: Principal, datasetId: string, dataId: string) {
  const dataset = await requireDataset(deps.db, user, datasetId, "delete", "403");
  if (!isUuid(dataId) || !(await removeDataItem(deps, dataset, dataId))) throw dataNotFound(dataId, datasetId);
  return { status: "success" as const };
}

/**
 * Finds a data item for an operation needing `permission`. With a dataset: that dataset only (403 when
 * not permitted). Without one: every dataset the caller holds the permission on is searched; one match
 * wins, none gives 404, several give 409 `AmbiguousDataIdError` listing the `(dataset, data_id)`
 * candidates (ids issued before dataset scoping may repeat across datasets).
 */
export async function resolveDataItem(
  deps: DataDeps,
  user: Principal,
  dataId: string,
  datasetId?: string | null,
  permission: Permission = "read",
): Promise<{ dataset: DatasetRow; row: DataItemRow }> {
  if (!isUuid(dataId)) throw dataNotFound(dataId, datasetId ?? undefined);
  if (datasetId) {
    const dataset = await requireDataset(deps.db, user, datasetId, permission, "403");
    const row = await podFor(deps, dataset).getDataItem(dataset.id, dataId);
    if (!row) throw dataNotFound(dataId, datasetId);
    return { dataset, row };
  }
  const datasets = await listPermittedDatasets(deps.db, user, permission);
  const byWorkspace = new Map<string, DatasetRow[]>();
  for (const d of datasets) byWorkspace.set(d.workspaceId, [...(byWorkspace.get(d.workspaceId) ?? []), d]);
  const candidates: DatasetRow[] = [];
  for (const [workspaceId, group] of byWorkspace) {
    const holding = new Set(await deps.pods(workspaceId).datasetsHoldingItem(dataId, group.map((d) => d.id)));
    candidates.push(...group.filter((d) => holding.has(d.id)));
  }
  if (candidates.length === 0) throw dataNotFound(dataId);
  if (candidates.length > 1) {
    const list = candidates.map((d) => `(${d.id}, ${dataId})`).join(", ");
    throw conflict(
      `Data id ${dataId} matches items in ${candidates.length} datasets: ${list}. Repeat the request with dataset_id to choose one.`,
      "AmbiguousDataIdError",
    );
  }
  const dataset = candidates[0]!;
  const row = await podFor(deps, dataset).getDataItem(dataset.id, dataId);
  if (!row) throw dataNotFound(dataId);
  return { dataset, row };
}

/** Deprecated `DELETE /delete`: resolves the item (409 when ambiguous) and deletes it. */
export async function deleteDataLegacy(
  deps: DataDeps,
  user: Principal,
  q: { dataId: string; datasetId?: string | null; deleteDatasetIfEmpty: boolean },
) {
  const { dataset } = await resolveDataItem(deps, user, q.dataId, q.datasetId, "delete");
  await removeDataItem(deps, dataset, q.dataId);
  if (q.deleteDatasetIfEmpty && (await podFor(deps, dataset).countDataItems(dataset.id)) === 0) {
    await removeDataset(deps, dataset);
  }
  return { status: "success" as const };
}

// ---- status ----

export async function processingStatus(deps: DataDeps, user: Principal, datasetId: string, pipeline?: string) {
  const dataset = await requireDataset(deps.db, user, datasetId, "read");
  const name = pipeline?.trim() || COGNIFY_PIPELINE;
  const items = await podFor(deps, dataset).itemProcessingStatuses(dataset.id, name);
  return {
    datasetId: dataset.id,
    pipeline: name,
    items: items.map((i) => ({ ...i, updatedAt: iso(i.updatedAt) })),
  };
}

/** Datasets named by id for a status probe: all must be readable (403 otherwise); none named = all readable. */
async function readableDatasets(deps: DataDeps, user: Principal, ids: string[]): Promise<DatasetRow[]> {
  return authorizeDatasets(deps.db, user, "read", { ids });
}

function groupByWorkspace(datasets: DatasetRow[]): Map<string, DatasetRow[]> {
  const out = new Map<string, DatasetRow[]>();
  for (const d of datasets) out.set(d.workspaceId, [...(out.get(d.workspaceId) ?? []), d]);
  return out;
}

/**
 * cognee's `/datasets/status`: `{dataset_id: status}` for one pipeline, `{dataset_id: {pipeline: status}}`
 * for several; datasets with nothing to report are omitted.
 */
export async function datasetStatuses(deps: DataDeps, user: Principal, ids: string[], pipelines: string[]) {
  const names = pipelines.length ? pipelines : [COGNIFY_PIPELINE];
  const out: Record<string, string | Record<string, string>> = {};
  for (const [workspaceId, group] of groupByWorkspace(await readableDatasets(deps, user, ids))) {
    const statuses = await deps.pods(workspaceId).datasetStatuses(group.map((d) => d.id), names);
    for (const [datasetId, perPipeline] of Object.entries(statuses)) {
      out[datasetId] = names.length === 1 ? perPipeline[names[0]!]! : perPipeline;
    }
  }
  return out;
}

export async function datasetStatusProgress(deps: DataDeps, user: Principal, ids: string[], pipeline?: string) {
  const name = pipeline?.trim() || COGNIFY_PIPELINE;
  const out: Record<string, Omit<DatasetProgress, "startedAt" | "endedAt"> & { startedAt: string | null; endedAt: string | null }> = {};
  for (const [workspaceId, group] of groupByWorkspace(await readableDatasets(deps, user, ids))) {
    const progress = await deps.pods(workspaceId).datasetProgress(group.map((d) => d.id), name);
    for (const [datasetId, p] of Object.entries(progress)) {
      out[datasetId] = { ...p, startedAt: iso(p.startedAt), endedAt: iso(p.endedAt) };
    }
  }
  return out;
}

export async function graphSummary(deps: DataDeps, user: Principal, ids: string[]) {
  const ttls = {
    failedTtlSeconds: deps.settings.graphCountsFailedTtlSeconds,
    uncachedTtlSeconds: deps.settings.graphCountsUncachedTtlSeconds,
  };
  const out = [];
  for (const [workspaceId, group] of groupByWorkspace(await readableDatasets(deps, user, ids))) {
    const names = new Map(group.map((d) => [d.id, d.name]));
    const rows = await deps.pods(workspaceId).graphSummary(group.map((d) => d.id), ttls);
    for (const r of rows) out.push({ ...r, datasetName: names.get(r.datasetId) ?? "", computedAt: iso(r.computedAt)! });
  }
  return out;
}

// ---- quotas ----

/** Usage of the caller in their active workspace against the per-member limits. */
export async function quotaUsage(deps: DataDeps, user: Principal) {
  const workspaceId = workspaceIdFor(user.tenantId, user.id);
  const used = await deps.pods(workspaceId).dataUsage(user.id);
  return {
    storageUsedInBytes: used.bytes,
    storageLimitInBytes: deps.settings.storageQuotaBytes,
    documentsUsed: used.documents,
    documentLimit: deps.settings.documentQuota,
    workspaceId,
  };
}

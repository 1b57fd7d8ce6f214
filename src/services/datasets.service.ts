import { ApiError, permissionDenied, notFound } from "../core/errors";
import { isUuid } from "../core/ids";
import type { Principal } from "../lib/types";
import type { Db } from "../storage/d1/client";
import {
  addressedDatasets,
  createDataset,
  type DatasetRow,
  type Permission,
  permittedDatasets,
} from "../storage/d1/datasets.repo";
import { hasUnsafeNameText } from "../core/text";

export const DEFAULT_DATASET_NAME = "main_dataset";

/** Dataset names: non-empty, at most 255 chars, printable text only (cognee also refuses "." and " "). */
export function validateDatasetName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 255 || hasUnsafeNameText(trimmed) || /[.\s/\\]/.test(trimmed)) {
    throw new ApiError(
      400,
      "InvalidDatasetNameError",
      `Dataset name "${trimmed.slice(0, 80)}" is not valid: use 1-255 characters without spaces, dots, slashes, control characters or bidirectional overrides.`,
    );
  }
  return trimmed;
}

const withoutGrant = ({ permitted: _, ...dataset }: DatasetRow & { permitted: number }): DatasetRow => dataset;

/** Datasets the caller holds `permission` on, newest first. */
export async function listPermittedDatasets(db: Db, user: Principal, permission: Permission): Promise<DatasetRow[]> {
  return permittedDatasets(db, user.id, permission);
}

/**
 * Resolves named and/or id-addressed datasets, requiring `permission` on every one. Any unknown or
 * forbidden dataset fails the whole request with 403 (existence is never confirmed to outsiders).
 * With nothing named, returns every dataset the caller holds the permission on.
 */
export async function authorizeDatasets(
  db: Db,
  user: Principal,
  permission: Permission,
  request: { names?: string[] | null; ids?: string[] | null },
  /** `not_found`: a name or id that matches no dataset is a 404 (cognify must not act on, or create, it). */
  missing: "forbidden" | "not_found" = "forbidden",
): Promise<DatasetRow[]> {
  const ids = request.ids?.filter((v) => v !== "") ?? [];
  const names = request.names?.filter((v) => v !== "") ?? [];
  if (ids.length === 0 && names.length === 0) return listPermittedDatasets(db, user, permission);
  // cognee: when ids are given, names are ignored.
  const byId = ids.length > 0;
  const validIds = ids.filter(isUuid);
  const rows = byId
    ? validIds.length > 0 ? await addressedDatasets(db, user, permission, { ids: validIds }) : []
    : preferActiveTenant(await addressedDatasets(db, user, permission, { names, anyTenant: true }), user.tenantId);
  const found = new Map<string, DatasetRow & { permitted: number }>();
  for (const r of rows) if (!found.has(byId ? r.id : r.name)) found.set(byId ? r.id : r.name, r);
  const out = new Map<string, DatasetRow>();
  for (const key of byId ? ids : names) {
    const row = found.get(key);
    if (!row && missing === "not_found") {
      throw notFound(`No dataset ${byId ? "with id" : "named"} "${key.slice(0, 255)}" was found.`, "DatasetNotFoundError");
    }
    if (!row?.permitted) throw permissionDenied(permission);
    out.set(row.id, withoutGrant(row));
  }
  return [...out.values()];
}

/**
 * A name finds the caller's own datasets whatever tenant is current (switching tenants must not hide
 * personal datasets): when several share the name, the active tenant's wins, then the personal one,
 * then the newest.
 */
function preferActiveTenant<T extends DatasetRow>(rows: T[], tenantId: string | null): T[] {
  const rank = (r: T) => (r.tenantId === tenantId ? 0 : r.tenantId === null ? 1 : 2);
  return [...rows].sort((a, b) => rank(a) - rank(b) || b.createdAt - a.createdAt);
}

/**
 * The caller's own dataset of that name in their active tenant (null when there is none); 403 when it
 * exists but the caller lacks `permission` on it. One D1 statement.
 */
export async function findOwnDataset(db: Db, user: Principal, permission: Permission, name: string): Promise<DatasetRow | null> {
  const [row] = await addressedDatasets(db, user, permission, { names: [name] });
  if (!row) return null;
  if (!row.permitted) throw permissionDenied(permission);
  return withoutGrant(row);
}

/** One dataset for a write-side operation: by id (must be permitted) or by name (created when missing). */
export async function resolveWritableDataset(
  db: Db,
  user: Principal,
  request: { datasetId?: string | null; datasetName?: string | null },
  permission: Permission = "write",
): Promise<DatasetRow> {
  if (request.datasetId) {
    const [row] = await authorizeDatasets(db, user, permission, { ids: [request.datasetId] });
    return row!;
  }
  const name = validateDatasetName(request.datasetName ?? DEFAULT_DATASET_NAME);
  const existing = await findOwnDataset(db, user, permission, name);
  if (existing) return existing;
  // An agent's datasets are also granted to its parent user (cognee).
  return createDataset(db, user.id, user.tenantId, name, user.parentUserId ? [user.parentUserId] : []);
}

/** A single dataset addressed by id for `permission`; 404 when it is missing or unreadable. */
export async function requireDataset(
  db: Db,
  user: Principal,
  datasetId: string,
  permission: Permission,
  onMissing: "403" | "404" = "404",
): Promise<DatasetRow> {
  const [row] = isUuid(datasetId) ? await addressedDatasets(db, user, permission, { ids: [datasetId] }) : [];
  if (!row?.permitted) {
    if (onMissing === "403") throw permissionDenied(permission);
    throw new ApiError(404, "DatasetNotFoundError", `Dataset (${datasetId}) not found.`);
  }
  return withoutGrant(row);
}

import type { AppRouteHandler } from "../../lib/types";
import * as data from "../../services/data-items.service";
import type * as routes from "./datasets.routes";

const deps = (c: Parameters<AppRouteHandler<typeof routes.list>>[0]) => c.get("ports");

export const list: AppRouteHandler<typeof routes.list> = async (c) => c.json(await data.listDatasets(deps(c), c.get("user")), 200);

export const create: AppRouteHandler<typeof routes.create> = async (c) =>
  c.json(await data.createOrGetDataset(deps(c), c.get("user"), c.req.valid("json").name), 200);

export const removeAll: AppRouteHandler<typeof routes.removeAll> = async (c) => {
  await data.deleteAllDatasets(deps(c), c.get("user"));
  return c.json(null, 200);
};

export const statuses: AppRouteHandler<typeof routes.statuses> = async (c) => {
  const q = c.req.valid("query");
  return c.json(await data.datasetStatuses(deps(c), c.get("user"), q.dataset, q.pipeline), 200);
};

export const progress: AppRouteHandler<typeof routes.progress> = async (c) => {
  const q = c.req.valid("query");
  return c.json(await data.datasetStatusProgress(deps(c), c.get("user"), q.dataset, q.pipeline), 200);
};

export const graphSummary: AppRouteHandler<typeof routes.graphSummary> = async (c) =>
  c.json(await data.graphSummary(deps(c), c.get("user"), c.req.valid("query").dataset_ids), 200);

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  await data.deleteDataset(deps(c), c.get("user"), c.req.valid("param").dataset_id);
  return c.json(null, 200);
};

export const listData: AppRouteHandler<typeof routes.listData> = async (c) => {
  const { limit, offset } = c.req.valid("query");
  return c.json(await data.listDatasetData(deps(c), c.get("user"), c.req.valid("param").dataset_id, limit, offset), 200);
};

export const countData: AppRouteHandler<typeof routes.countData> = async (c) =>
  c.json(await data.countDatasetData(deps(c), c.get("user"), c.req.valid("param").dataset_id), 200);

export const removeData: AppRouteHandler<typeof routes.removeData> = async (c) => {
  const { dataset_id, data_id } = c.req.valid("param");
  return c.json(await data.deleteDatasetData(deps(c), c.get("user"), dataset_id, data_id), 200);
};

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name in `filename*`. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export const raw: AppRouteHandler<typeof routes.raw> = async (c) => {
  const { dataset_id, data_id } = c.req.valid("param");
  const { row, object } = await data.getRawData(deps(c), c.get("user"), dataset_id, data_id);
  return new Response(object.body, {
    status: 200,
    headers: {
      "content-type": row.mime_type ?? "application/octet-stream",
      "content-length": String(object.size),
      "content-disposition": contentDisposition(row.name),
      "x-content-type-options": "nosniff",
    },
  }) as never;
};

export const processingStatus: AppRouteHandler<typeof routes.processingStatus> = async (c) =>
  c.json(await data.processingStatus(deps(c), c.get("user"), c.req.valid("param").dataset_id, c.req.valid("query").pipeline), 200);

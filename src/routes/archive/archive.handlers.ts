import type { AppRouteHandler } from "../../lib/types";
import { exportDataset as runExport } from "../../services/archive/archive-export.service";
import type { ExportDatasetRoute } from "./archive.routes";

/** ASCII-only file name for Content-Disposition (the dataset name may hold anything a name allows). */
const fileName = (name: string) => `${name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 100) || "dataset"}.cogx.jsonl`;

export const exportDataset: AppRouteHandler<ExportDatasetRoute> = async (c) => {
  const embedder = c.get("ports").ai().embedder;
  const { dataset, body } = await runExport(c.get("ports"), c.get("user"), c.req.valid("param").dataset_id, {
    model: embedder.model,
    dimensions: embedder.dimensions,
  });
  return new Response(body, {
    status: 200,
    headers: { "content-type": "application/x-ndjson; charset=utf-8", "content-disposition": `attachment; filename="${fileName(dataset.name)}"` },
  }) as never;
};

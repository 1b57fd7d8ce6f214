import { markDeprecated } from "../../lib/deprecation";
import { deleteDataLegacy } from "../../services/data-items.service";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./delete.routes";

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const q = c.req.valid("query");
  markDeprecated(c, "DELETE /api/v1/delete", { href: "/api/v1/datasets/{dataset_id}/data/{data_id}", use: "DELETE /api/v1/datasets/{dataset_id}/data/{data_id}" });
  return c.json(
    await deleteDataLegacy(c.get("ports"), c.get("user"), {
      dataId: q.data_id,
      datasetId: q.dataset_id || null,
      deleteDatasetIfEmpty: q.delete_dataset_if_empty,
    }),
    200,
  );
};

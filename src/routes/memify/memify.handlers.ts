import { markDeprecated } from "../../lib/deprecation";
import { badRequest } from "../../core/errors";
import { authorizeDatasets } from "../../services/datasets.service";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./memify.routes";

export const memify: AppRouteHandler<typeof routes.memifyRoute> = async (c) => {
  const body = c.req.valid("json");
  const tasks = [...(body.extraction_tasks ?? []), ...(body.enrichment_tasks ?? [])];
  const datasetId = body.dataset_id;
  const datasetName = body.dataset_name;
  if (tasks.length && !datasetId && !datasetName) throw badRequest("Either datasetId or datasetName must be provided.", "InvalidRequestError");
  // A dataset id is always checked, tasks or not: another user's dataset answers 403, never a quiet 200.
  // With tasks, an unknown name is refused like a forbidden one (no dataset is created for a call that
  // does nothing); without tasks a name is only the caller's own namespace and nothing is done with it.
  if (datasetId || (tasks.length && datasetName)) {
    await authorizeDatasets(c.get("ports").db, c.get("user"), "write", datasetId ? { ids: [datasetId] } : { names: [datasetName!] });
  }
  markDeprecated(c, "POST /api/v1/memify", { href: "/api/v1/improve", use: "POST /api/v1/improve" });
  return c.json({}, 200);
};

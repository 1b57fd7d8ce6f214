import { markDeprecated } from "../../lib/deprecation";
import type { AppRouteHandler } from "../../lib/types";
import { withConflictFallback } from "../../services/improve/errors";
import { improve as runImprove } from "../../services/improve/improve.service";
import type { ImproveRoute } from "./improve.routes";

export const improve: AppRouteHandler<ImproveRoute> = async (c) => {
  const body = c.req.valid("json");
  const result = await withConflictFallback("An error occurred during graph improvement.", () =>
    runImprove(c.get("ports"), c.get("user"), {
      datasetName: body.dataset_name ?? null,
      datasetId: body.dataset_id ?? null,
      sessionIds: body.session_ids ?? [],
      nodeName: body.node_name ?? null,
      runInBackground: body.run_in_background ?? false,
      reviewConflicts: body.reviewConflicts ?? false,
    }),
  );
  if (body.extraction_tasks?.length || body.enrichment_tasks?.length) {
    markDeprecated(c, "improve's extraction_tasks and enrichment_tasks (memify's task lists)", { href: "/api/v1/improve", use: "improve's own stages" });
  }
  return c.json(result, 200);
};

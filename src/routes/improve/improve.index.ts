import { field } from "../../lib/case";
import { createRouter } from "../../lib/create-router";
import { dataDepsFor } from "../../services/data-items.service";
import { withConflictFallback } from "../../services/improve/errors";
import { improve } from "../../services/improve/improve.service";
import * as routes from "./improve.routes";

export const improveRouter = createRouter().openapi(routes.improve, async (c) => {
  const body = c.req.valid("json") as Record<string, unknown>;
  const result = await withConflictFallback("An error occurred during graph improvement.", () =>
    improve(dataDepsFor(c.env, c.get("settings")), c.get("user"), {
      datasetName: field<string | null>(body, "dataset_name") ?? null,
      datasetId: field<string | null>(body, "dataset_id") ?? null,
      sessionIds: field<string[] | null>(body, "session_ids") ?? [],
      nodeName: field<string[] | null>(body, "node_name") ?? null,
      runInBackground: field<boolean | null>(body, "run_in_background") ?? false,
      reviewConflicts: (body.reviewConflicts as boolean | null | undefined) ?? (body.review_conflicts as boolean | null | undefined) ?? false,
    }),
  );
  return c.json(result, 200);
});

import type { AppRouteHandler } from "../../lib/types";
import { forget as runForget } from "../../services/forget.service";
import type { ForgetRoute } from "./forget.routes";

/** Blank names and ids count as absent. */
const text = (v: string | null | undefined) => (typeof v === "string" && v.trim() ? v.trim() : null);

export const forget: AppRouteHandler<ForgetRoute> = async (c) => {
  const body = c.req.valid("json");
  return c.json(
    await runForget(c.get("ports"), c.get("user"), {
      dataId: text(body.data_id),
      dataset: text(body.dataset),
      datasetId: text(body.dataset_id),
      everything: body.everything ?? false,
      memoryOnly: body.memory_only ?? false,
      dryRun: body.dry_run ?? false,
    }),
    200,
  );
};

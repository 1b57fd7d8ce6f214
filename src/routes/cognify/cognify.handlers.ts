import { markDeprecated } from "../../lib/deprecation";
import type { AppRouteHandler } from "../../lib/types";
import { cognify as runCognify } from "../../services/cognify.service";
import type { CognifyRoute } from "./cognify.routes";

export const cognify: AppRouteHandler<CognifyRoute> = async (c) => {
  const body = c.req.valid("json");
  const result = await runCognify(c.get("ports"), c.get("user"), {
    datasetNames: (body.datasets ?? []).filter((n) => n !== ""),
    datasetIds: (body.dataset_ids ?? []).filter((n) => n !== ""),
    runInBackground: body.run_in_background ?? false,
    graphModel: body.graph_model,
    ontologyKeys: body.ontology_key ?? [],
    options: {
      chunk_size: body.chunk_size ?? null,
      chunks_per_batch: body.chunks_per_batch ?? null,
      custom_prompt: body.custom_prompt ?? null,
    },
  });
  // Spec (Versioning 4): accepted, ignored, and said so.
  if (body.temporal_cognify !== undefined && body.temporal_cognify !== null) markDeprecated(c, "temporal_cognify (ignored; the event-based temporal flow is gone)");
  return c.json(result, 200);
};

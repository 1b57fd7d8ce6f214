import { createRoute } from "@hono/zod-openapi";
import { CognifyRequestSchema, CognifyResponseSchema } from "../../../schemas/cognify.schemas";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";

export const cognify = createRoute({
  method: "post",
  path: "/cognify",
  operationId: "cognify",
  tags: ["cognify"],
  summary: "Turn a dataset's data items into a knowledge graph (chunks, entities, relations, summaries, vectors)",
  description:
    "`datasets` (names) or `dataset_ids` pick the datasets (at least one is required: 400 NoDatasetsError). " +
    "Items already cognified are skipped. With `run_in_background: true` the answer is `PipelineRunStarted` at once and " +
    "`GET /datasets/status/progress` reports items done/total until the run completes; otherwise the call waits for the runs (up to 15 minutes). " +
    "`graph_model` (a JSON schema) replaces the default entity model; anything not convertible to one is 400.",
  security,
  request: { body: { content: { "application/json": { schema: CognifyRequestSchema } }, required: true } },
  responses: {
    200: jsonContent(CognifyResponseSchema, "Run info per dataset id"),
    ...errorResponses,
  },
});

export type CognifyRoute = typeof cognify;

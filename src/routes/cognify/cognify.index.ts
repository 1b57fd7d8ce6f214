import { createRoute } from "@hono/zod-openapi";
import { field } from "../../lib/case";
import { createRouter } from "../../lib/create-router";
import { createDb } from "../../storage/d1/client";
import { CognifyRequestSchema, CognifyResponseSchema } from "../../../schemas/cognify.schemas";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import { cognify } from "../../services/cognify.service";

const cognifyRoute = createRoute({
  method: "post",
  path: "/cognify",
  operationId: "cognify",
  tags: ["cognify"],
  summary: "Turn a dataset's data items into a knowledge graph (chunks, entities, relations, summaries, vectors)",
  security,
  request: { body: { content: { "application/json": { schema: CognifyRequestSchema } }, required: true } },
  responses: {
    200: jsonContent(CognifyResponseSchema, "Run info per dataset id"),
    ...errorResponses,
  },
});

export const cognifyRouter = createRouter().openapi(cognifyRoute, async (c) => {
  const body = c.req.valid("json") as Record<string, unknown>;
  const result = await cognify({ db: createDb(c.env.DB), env: c.env, settings: c.get("settings") }, c.get("user"), {
    datasetNames: (field<string[]>(body, "datasets") ?? []).filter((n) => n !== ""),
    datasetIds: (field<string[]>(body, "dataset_ids") ?? []).filter((n) => n !== ""),
    runInBackground: field<boolean>(body, "run_in_background") ?? false,
    graphModel: field(body, "graph_model"),
    options: {
      chunk_size: field<number>(body, "chunk_size") ?? null,
      chunks_per_batch: field<number>(body, "chunks_per_batch") ?? null,
      custom_prompt: field<string>(body, "custom_prompt") ?? null,
    },
  });
  return c.json(result, 200);
});

import { createRoute } from "@hono/zod-openapi";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import { ForgetRequestSchema, ForgetResultSchema } from "../../../schemas/forget.schemas";

export const forget = createRoute({
  method: "post",
  path: "/forget",
  operationId: "forget",
  tags: ["forget"],
  summary: "Forget a data item, a dataset, or everything the caller may delete (memory-only and dry-run variants)",
  description:
    "`data_id` + `dataset`/`dataset_id`: one item; `dataset` or `dataset_id`: a dataset; `everything: true`: every dataset " +
    "the caller may delete, and the caller's sessions. `memory_only`: graph, chunks and vectors are removed, data items " +
    "and their bytes kept, statuses reset so cognify rebuilds memory. `dry_run`: the counts that would be removed " +
    "(items, chunks, nodes, edges, vectors, bytes, sessions); nothing changes. Entities other items still need stay. " +
    "Delete permission. Other combinations are 422.",
  security,
  request: { body: { content: { "application/json": { schema: ForgetRequestSchema } }, required: true } },
  responses: { 200: jsonContent(ForgetResultSchema, "What was (or would be) removed"), ...errorResponses },
});

export type ForgetRoute = typeof forget;

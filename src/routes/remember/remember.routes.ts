import { createRoute, z } from "@hono/zod-openapi";
import { ErrorDetailSchema, errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import { RememberEntryRequestSchema, RememberFormSchema, RememberJsonBodySchema, RememberResultSchema } from "../../../schemas/remember.schemas";

/**
 * `POST /remember` is documented here and registered without zod body validation: the multipart body
 * is parsed as a stream (uploads pass straight to /add's ingestion, never buffered).
 */
export const remember = createRoute({
  method: "post",
  path: "/remember",
  operationId: "remember",
  tags: ["remember"],
  summary: "Remember: add + cognify + improve in one call; or store text into a session; or ingest SKILL.md skills",
  description:
    "Multipart, or the JSON body `/add` takes (`data`: a text or a list of texts) with the same fields as JSON keys. `datasetName` or `datasetId` is required. Without `session_id` / `content_type`: the items are added " +
    "(no quota check), cognified (chunk_size 4096, chunks_per_batch 36 by default) and improved; `run_in_background=true` " +
    "answers at once with status `running`; a partial failure answers 409 with status `errored` and per-item messages. " +
    "With `session_id`: each raw_data text is stored as a QA entry (`answer` = text) and a background improve bridges " +
    "the session into the graph (status `session_stored`). `content_type=skills`: SKILL.md uploads or `skills_text`. " +
    "`labels`/`external_metadata` are refused with `session_id` or `content_type` (400).",
  security,
  request: {
    body: {
      content: { "multipart/form-data": { schema: RememberFormSchema }, "application/json": { schema: RememberJsonBodySchema } },
      required: true,
    },
  },
  responses: {
    200: jsonContent(RememberResultSchema, "RememberResult"),
    ...errorResponses,
    402: jsonContent(ErrorDetailSchema, "Token budget exhausted"),
    409: jsonContent(RememberResultSchema, "Blocking run errored (status errored, per-item messages), or an unexpected failure"),
    415: jsonContent(ErrorDetailSchema, "Neither multipart nor JSON, or unreadable content"),
  },
});

export const rememberEntry = createRoute({
  method: "post",
  path: "/remember/entry",
  operationId: "rememberEntry",
  tags: ["remember"],
  summary: "Remember one typed entry: qa, trace, feedback (session-backed) or skill_run (graph-backed); skill improvement",
  description:
    "JSON (snake_case). `qa`, `trace` and `feedback` need `session_id` (400). An entry may carry `node_set` (a list of " +
    "non-empty strings, else 400 InvalidNodeSetError); the first tagged entry pins the session's node set and a different " +
    "set is refused with 409. Feedback for an unknown `qa_id` answers 200 with status `errored`. `skill_improvement` " +
    "proposes a better procedure from the skill's weak runs, or applies a proposal (`{proposal_id, apply: true}`: " +
    "`proposed` -> `applied`). Write permission on the dataset (`dataset_name` default main_dataset).",
  security,
  request: { body: { content: { "application/json": { schema: RememberEntryRequestSchema } }, required: true } },
  responses: {
    200: jsonContent(RememberResultSchema.extend({ proposal: z.record(z.string(), z.unknown()).nullable().optional() }), "RememberResult"),
    ...errorResponses,
    409: jsonContent(ErrorDetailSchema, "Session node-set pin conflict"),
  },
});

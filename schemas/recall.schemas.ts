import { z } from "@hono/zod-openapi";
import { aliasedBody } from "./common.schemas";
import { SEARCH_BODY_CHECKS, searchFields } from "./search.schemas";

export const RECALL_SCOPES = ["graph", "session", "all", "auto", "graph_context"] as const;

/** `scope` as sent: one name, a comma-separated list, or an array; every name must be a RECALL_SCOPES entry. */
const ScopeSchema = z
  .union([z.string(), z.array(z.string())])
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim().toLowerCase()).filter(Boolean)))
  .superRefine((list, ctx) => {
    const unknown = (list ?? []).filter((s) => !(RECALL_SCOPES as readonly string[]).includes(s));
    if (unknown.length) ctx.addIssue({ code: "custom", message: `Unknown recall scope(s): ${unknown.join(", ")}. Use graph, session, all or auto.`, params: { type: "value_error" } });
  })
  .openapi({ description: "graph, session, all or auto (default); a comma-separated list or an array." });

/** `POST /api/v1/recall` body: search fields plus `session_id` and `scope`; `search_type` null auto-routes. */
export const RecallRequestSchema = aliasedBody(
  "RecallRequest",
  {
    ...searchFields,
    query: searchFields.query.openapi({ description: "The question (required).", example: "What did I ask about Marie Curie?" }),
    session_id: searchFields.session_id.openapi({ description: "Conversation session: earlier turns are searched and this turn is stored." }),
    search_type: searchFields.search_type.openapi({ description: "Omit or null to auto-route the query." }),
    scope: ScopeSchema,
  },
  { required: ["query"], example: { query: "What did I ask about Marie Curie?", session_id: "chat-42", datasets: ["main_dataset"] } },
  SEARCH_BODY_CHECKS,
);

/** A validated recall body; `scope` may be left out by in-process callers (the MCP tool). */
export type RecallBody = Omit<z.output<typeof RecallRequestSchema>, "scope"> & { scope?: string[] | null };


export const RecallEntrySchema = z
  .object({
    source: z.string(),
    kind: z.string().optional(),
    search_type: z.string().optional(),
    text: z.string().optional(),
    score: z.number().nullable().optional(),
    dataset_id: z.string().nullable().optional(),
    dataset_name: z.string().nullable().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .loose()
  .openapi("RecallEntry");

export const RecallResponseSchema = z.array(RecallEntrySchema).openapi("RecallResponse");

export const SessionResponseSchema = z
  .object({
    session_id: z.string(),
    user_id: z.string(),
    dataset_id: z.string().nullable(),
    status: z.string(),
    started_at: z.string(),
    last_activity_at: z.string(),
    ended_at: z.string().nullable(),
    label: z.string().nullable(),
    msg_count: z.number(),
    tool_calls: z.number(),
    qas: z.array(z.record(z.string(), z.unknown())),
    traces: z.array(z.record(z.string(), z.unknown())),
  })
  .loose()
  .openapi("SessionDetail");

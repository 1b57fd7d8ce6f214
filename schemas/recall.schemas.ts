import { z } from "@hono/zod-openapi";
import { SEARCH_TYPES } from "../src/core/search-types";

/** `POST /api/v1/recall` body: search fields plus `session_id` and `scope`; `search_type` null auto-routes. */
export const RecallRequestSchema = z
  .object({
    query: z.string().nullable().optional().openapi({ description: "The question (required).", example: "What did I ask about Marie Curie?" }),
    session_id: z.string().nullable().optional().openapi({ description: "Conversation session: earlier turns are searched and this turn is stored." }),
    search_type: z.enum(SEARCH_TYPES).nullable().optional().openapi({ description: "Omit or null to auto-route the query." }),
    datasets: z.array(z.string()).nullable().optional(),
    dataset_ids: z.array(z.string()).nullable().optional(),
    top_k: z.number().int().nullable().optional(),
    node_name: z.array(z.string()).nullable().optional(),
    only_context: z.boolean().nullable().optional(),
    system_prompt: z.string().nullable().optional(),
    scope: z.union([z.string(), z.array(z.string())]).nullable().optional().openapi({ description: "graph, session, all or auto (default)." }),
  })
  .loose()
  // As for search: the document marks `query` required, the service answers its absence with the spec's 400.
  .openapi("RecallRequest", { required: ["query"], example: { query: "What did I ask about Marie Curie?", session_id: "chat-42", datasets: ["main_dataset"] } });

export const RECALL_SCOPES = ["graph", "session", "all", "auto", "graph_context"] as const;

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

import { z } from "@hono/zod-openapi";
import { addJsonFields } from "./add.schemas";
import { MAX_BODY_LIST } from "./common.schemas";

/**
 * JSON form of `POST /remember`: `/add`'s JSON body (`data` as text or texts) plus remember's fields, snake_case or
 * camelCase. Every key maps to the form field of the same name, so the rules are the multipart form's.
 */
export const RememberJsonBodySchema = z
  .object({
    ...addJsonFields,
    node_set: z.union([z.string(), z.array(z.string()).max(MAX_BODY_LIST)]).optional(),
    session_id: z.string().optional(),
    custom_prompt: z.string().optional(),
    chunk_size: z.number().int().optional(),
    chunks_per_batch: z.number().int().optional(),
    ontology_key: z.string().optional(),
    graph_model: z.record(z.string(), z.unknown()).optional(),
    content_type: z.string().optional(),
    skills_text: z.string().optional(),
    skill_name: z.string().optional(),
  })
  .openapi("RememberJsonPayload", { example: { data: "The user prefers tea over coffee.", datasetName: "preferences" } });

/** Multipart form of `POST /remember` (documentation only: the body is parsed as a stream). */
export const RememberFormSchema = z
  .object({
    data: z.array(z.string().openapi({ type: "string", format: "binary" })).optional().openapi({ description: "File uploads (repeat the field)" }),
    raw_data: z.array(z.string()).optional().openapi({ description: "Raw text entries (repeat the field); the text stored into a session with session_id" }),
    datasetName: z.string().optional().openapi({ description: "Dataset name (created on demand); datasetName or datasetId is required" }),
    datasetId: z.string().optional(),
    labels: z.string().optional().openapi({ description: "JSON array, positional (refused with session_id or content_type)" }),
    external_metadata: z.string().optional().openapi({ description: "JSON array of objects or null, positional (refused with session_id or content_type)" }),
    session_id: z.string().optional().openapi({ description: "Store the text into this session (status session_stored); improve bridges it into the graph" }),
    node_set: z.array(z.string()).optional(),
    run_in_background: z.string().optional().openapi({ description: "true: answer at once with status running" }),
    custom_prompt: z.string().optional(),
    chunk_size: z.string().optional().openapi({ description: "Tokens per chunk (default 4096 here)" }),
    chunks_per_batch: z.string().optional().openapi({ description: "Chunks processed together (default 36)" }),
    ontology_key: z.string().optional(),
    graph_model: z.string().optional().openapi({ description: "JSON schema of a custom graph model" }),
    content_type: z.string().optional().openapi({ description: "skills (SKILL.md uploads or skills_text), code (repositories) or cogx-archive (a memory archive from GET /datasets/{dataset_id}/export as the data upload)" }),
    skills_text: z.string().optional(),
    skill_name: z.string().optional(),
  })
  .openapi("RememberForm", { example: { raw_data: ["Marie Curie was born in Warsaw."], datasetName: "main_dataset", session_id: "chat-42" } });

export const RememberItemSchema = z.object({ id: z.string() }).catchall(z.unknown());

/** cognee's `RememberResult.to_dict()` (reference §1.7). */
export const RememberResultSchema = z
  .object({
    status: z.enum(["completed", "running", "session_stored", "errored"]),
    dataset_name: z.string().nullable(),
    dataset_id: z.string().nullable(),
    pipeline_run_id: z.string().nullable(),
    items_processed: z.number(),
    elapsed_seconds: z.number(),
    session_ids: z.array(z.string()).optional(),
    content_hash: z.string().optional(),
    items: z.array(z.record(z.string(), z.unknown())).optional(),
    entry_type: z.string().optional(),
    entry_id: z.string().optional(),
    error: z.string().optional(),
    warnings: z.array(z.string()).optional(),
    improve: z.record(z.string(), z.unknown()).optional(),
  })
  .catchall(z.unknown())
  .openapi("RememberResult");

// ---- typed entries (cognee/memory/entries.py) ----

const score15 = z.number().int().min(1).max(5);
/** Checked by the service (400 InvalidNodeSetError), not by the schema (which would answer 422). */
const nodeSetField = z.unknown().optional().openapi({ type: "array", items: { type: "string" }, description: "Node sets; pinned to the session by the first tagged entry" });

export const QaEntrySchema = z.object({
  type: z.literal("qa"),
  question: z.string().max(100_000),
  answer: z.string().max(1_000_000),
  context: z.string().max(1_000_000).default(""),
  feedback_text: z.string().max(100_000).nullish(),
  feedback_score: score15.nullish(),
  used_graph_element_ids: z
    .object({ node_ids: z.array(z.string()).default([]), edge_ids: z.array(z.string()).default([]) })
    .nullish(),
  node_set: nodeSetField,
});

export const TraceEntrySchema = z.object({
  type: z.literal("trace"),
  origin_function: z.string().min(1).max(1_000),
  status: z.enum(["success", "error"]).default("success"),
  method_params: z.unknown().optional(),
  method_return_value: z.unknown().optional(),
  memory_query: z.string().max(100_000).default(""),
  memory_context: z.string().max(1_000_000).default(""),
  error_message: z.string().max(100_000).nullish(),
  session_feedback: z.string().max(100_000).nullish(),
  generate_feedback_with_llm: z.boolean().default(false),
  node_set: nodeSetField,
});

export const FeedbackEntrySchema = z.object({
  type: z.literal("feedback"),
  qa_id: z.string().min(1).max(255),
  feedback_text: z.string().max(100_000).nullish(),
  feedback_score: score15.nullish(),
  node_set: nodeSetField,
});

export const SkillRunEntrySchema = z.object({
  type: z.literal("skill_run"),
  selected_skill_id: z.string().min(1).max(255),
  run_id: z.string().uuid().optional(),
  task_text: z.string().max(100_000).default(""),
  result_summary: z.string().max(100_000).default(""),
  success_score: z.number().min(0).max(1).default(0.5),
  feedback: z.number().min(-1).max(1).default(0),
  error_type: z.string().max(1_000).nullish(),
  error_message: z.string().max(100_000).nullish(),
  started_at_ms: z.number().int().min(0).nullish(),
  latency_ms: z.number().int().min(0).nullish(),
  candidate_skill_ids: z.array(z.string()).max(1_000).default([]),
  task_pattern_id: z.string().max(1_000).nullish(),
  router_version: z.string().max(1_000).nullish(),
  tool_trace: z.array(z.unknown()).max(10_000).default([]),
  node_set: nodeSetField,
});

export const MemoryEntrySchema = z
  .discriminatedUnion("type", [QaEntrySchema, TraceEntrySchema, FeedbackEntrySchema, SkillRunEntrySchema])
  .openapi("MemoryEntry");

export const SkillImprovementSchema = z
  .object({
    proposal_id: z.string().min(1).max(255).nullish(),
    apply: z.boolean().default(false),
    score_threshold: z.number().min(0).max(1).default(0.5),
    skill_id: z.string().min(1).max(255).nullish(),
  })
  .openapi("SkillImprovementConfig");

/** cognee's `RememberEntryRequest` (plain snake_case body). */
export const RememberEntryRequestSchema = z
  .object({
    entry: MemoryEntrySchema.optional(),
    dataset_name: z.string().nullish(),
    dataset_id: z.string().nullish(),
    session_id: z.string().min(1).max(255).nullish(),
    skill_improvement: SkillImprovementSchema.nullish(),
    /** Refused: node sets travel inside the entry (spec). */
    node_set: z.unknown().optional(),
  })
  .openapi("RememberEntryRequest", {
    example: { entry: { type: "qa", question: "Who runs Acme?", answer: "Bob Jones" }, dataset_name: "main_dataset", session_id: "s1" },
  });

export type MemoryEntry = z.infer<typeof MemoryEntrySchema>;
export type RememberEntryRequest = z.infer<typeof RememberEntryRequestSchema>;
export type RememberResult = z.infer<typeof RememberResultSchema>;

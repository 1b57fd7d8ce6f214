import { z } from "@hono/zod-openapi";

/** Query-string booleans as FastAPI reads them. */
export const queryBool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", "on", "off", "True", "False"])
    .optional()
    .transform((v) => (v === undefined ? fallback : ["true", "1", "yes", "on", "True"].includes(v)));

/** SKILL.md bodies are small playbooks; 1 MB keeps one request well inside a Worker's 128 MB. */
export const MAX_SKILL_TEXT_CHARS = 1_000_000;

export const SkillIngestRequestSchema = z
  .object({
    skills_text: z
      .string()
      .max(MAX_SKILL_TEXT_CHARS)
      .openapi({ description: "Inline SKILL.md markdown (YAML front matter + procedure body)." }),
    skill_name: z.string().max(255).nullish().openapi({ description: "Name/slug of the skill; default `skill`." }),
    dataset_name: z.string().nullish().openapi({ description: "Target dataset name (created if needed)." }),
    dataset_id: z.string().uuid().nullish().openapi({ description: "Target dataset id (alternative to dataset_name)." }),
  })
  .openapi("SkillIngestRequest");

export const SkillListQuerySchema = z.object({
  dataset_id: z.string().uuid().openapi({ description: "Dataset the skills belong to." }),
  include_inactive: queryBool(false).openapi({ type: "boolean", description: "Include inactive skills." }),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  offset: z.coerce.number().int().min(0).default(0),
});

export const DatasetIdQuerySchema = z.object({
  dataset_id: z.string().uuid().openapi({ description: "Dataset the resource belongs to." }),
});

export const SkillIdParamSchema = z.object({
  skill_id: z.string().min(1).max(200).openapi({ param: { name: "skill_id", in: "path" } }),
});

export const ProposalIdParamSchema = z.object({
  proposal_id: z.string().min(1).max(200).openapi({ param: { name: "proposal_id", in: "path" } }),
});

export const SkillListItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    maintainer: z.string(),
    maintainer_url: z.string(),
    version: z.string(),
    tags: z.array(z.string()),
    license: z.string(),
    declared_tools: z.array(z.string()),
    dataset_scope: z.array(z.string()),
    is_active: z.boolean(),
    source_repo_url: z.string(),
    source_dir: z.string(),
  })
  .openapi("SkillListItem");

export const SkillDetailSchema = SkillListItemSchema.extend({ procedure: z.string() }).openapi("SkillDetail");

export const SkillIngestResultSchema = z
  .object({
    status: z.enum(["completed", "errored"]),
    dataset_id: z.string(),
    dataset_name: z.string(),
    pipeline_run_id: z.string().nullable(),
    items_processed: z.number(),
    elapsed_seconds: z.number(),
    content_hash: z.string(),
    items: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        kind: z.literal("skill"),
        declared_tools: z.array(z.string()),
        created: z.boolean(),
      }),
    ),
    warnings: z.array(z.string()).optional(),
  })
  .openapi("SkillIngestResult");

export const SkillDeleteResultSchema = z
  .object({ status: z.literal("deleted"), id: z.string(), dataset_id: z.string() })
  .openapi("SkillDeleteResult");

export const ProposalDetailSchema = z
  .object({
    proposal_id: z.string(),
    skill_id: z.string(),
    skill_name: z.string(),
    status: z.enum(["proposed", "applied"]),
    confidence: z.number(),
    rationale: z.string(),
    model_name: z.string(),
    old_procedure: z.string(),
    proposed_procedure: z.string(),
    runs_used: z.array(z.string()),
    dataset_scope: z.array(z.string()),
    dataset_id: z.string(),
    created_at: z.string(),
    applied_at: z.string().nullable(),
  })
  .openapi("SkillImprovementProposal");

export type SkillListItem = z.infer<typeof SkillListItemSchema>;
export type SkillDetail = z.infer<typeof SkillDetailSchema>;
export type SkillIngestResult = z.infer<typeof SkillIngestResultSchema>;
export type ProposalDetail = z.infer<typeof ProposalDetailSchema>;

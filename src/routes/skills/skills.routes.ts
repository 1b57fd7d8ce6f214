import { createRoute } from "@hono/zod-openapi";
import { errorResponses, ErrorDetailSchema, jsonContent, security } from "../../../schemas/common.schemas";
import {
  DatasetIdQuerySchema,
  SkillDeleteResultSchema,
  SkillDetailSchema,
  SkillIdParamSchema,
  SkillIngestRequestSchema,
  SkillIngestResultSchema,
  SkillListItemSchema,
  SkillListQuerySchema,
} from "../../../schemas/skills.schemas";

export const ingestRoute = createRoute({
  method: "post",
  path: "/skills",
  operationId: "addSkill",
  tags: ["skills"],
  summary: "Ingest a skill from inline SKILL.md markdown (write permission; dataset created if needed)",
  security,
  request: { body: { content: { "application/json": { schema: SkillIngestRequestSchema } }, required: true } },
  responses: { 200: jsonContent(SkillIngestResultSchema, "Ingest result (RememberResult shape)"), ...errorResponses },
});

export const listRoute = createRoute({
  method: "get",
  path: "/skills",
  operationId: "listSkills",
  tags: ["skills"],
  summary: "List the skills of a dataset (read permission)",
  security,
  request: { query: SkillListQuerySchema },
  responses: { 200: jsonContent(SkillListItemSchema.array(), "Skills, by name"), ...errorResponses },
});

export const getRoute = createRoute({
  method: "get",
  path: "/skills/{skill_id}",
  operationId: "getSkill",
  tags: ["skills"],
  summary: "One skill with its procedure (read permission)",
  security,
  request: { params: SkillIdParamSchema, query: DatasetIdQuerySchema },
  responses: { 200: jsonContent(SkillDetailSchema, "The skill"), ...errorResponses },
});

export const deleteRoute = createRoute({
  method: "delete",
  path: "/skills/{skill_id}",
  operationId: "deleteSkill",
  tags: ["skills"],
  summary: "Hard-delete a skill: node, edges and embedding (delete permission)",
  security,
  request: { params: SkillIdParamSchema, query: DatasetIdQuerySchema },
  responses: {
    200: jsonContent(SkillDeleteResultSchema, "Deleted"),
    ...errorResponses,
    409: jsonContent(ErrorDetailSchema, "Deletion failed"),
  },
});

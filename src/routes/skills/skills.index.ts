import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../lib/create-router";
import type { AppBindings } from "../../lib/types";
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
import { deleteSkill, getSkill, ingestSkill, listSkills, type SkillsDeps } from "../../services/skills/skills.service";
import type { Context } from "hono";

const deps = (c: Context<AppBindings>): SkillsDeps => c.get("ports");

const ingestRoute = createRoute({
  method: "post",
  path: "/skills",
  operationId: "addSkill",
  tags: ["skills"],
  summary: "Ingest a skill from inline SKILL.md markdown (write permission; dataset created if needed)",
  security,
  request: { body: { content: { "application/json": { schema: SkillIngestRequestSchema } }, required: true } },
  responses: { 200: jsonContent(SkillIngestResultSchema, "Ingest result (RememberResult shape)"), ...errorResponses },
});

const listRoute = createRoute({
  method: "get",
  path: "/skills",
  operationId: "listSkills",
  tags: ["skills"],
  summary: "List the skills of a dataset (read permission)",
  security,
  request: { query: SkillListQuerySchema },
  responses: { 200: jsonContent(SkillListItemSchema.array(), "Skills, by name"), ...errorResponses },
});

const getRoute = createRoute({
  method: "get",
  path: "/skills/{skill_id}",
  operationId: "getSkill",
  tags: ["skills"],
  summary: "One skill with its procedure (read permission)",
  security,
  request: { params: SkillIdParamSchema, query: DatasetIdQuerySchema },
  responses: { 200: jsonContent(SkillDetailSchema, "The skill"), ...errorResponses },
});

const deleteRoute = createRoute({
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

export const skillsRouter = createRouter()
  .openapi(ingestRoute, async (c) => {
    const body = c.req.valid("json");
    const result = await ingestSkill(deps(c), c.get("user"), {
      skillsText: body.skills_text,
      skillName: body.skill_name,
      datasetName: body.dataset_name,
      datasetId: body.dataset_id,
    });
    return c.json(result, 200);
  })
  .openapi(listRoute, async (c) => {
    const q = c.req.valid("query");
    const rows = await listSkills(deps(c), c.get("user"), {
      datasetId: q.dataset_id,
      includeInactive: q.include_inactive,
      limit: q.limit,
      offset: q.offset,
    });
    return c.json(rows, 200);
  })
  .openapi(getRoute, async (c) => {
    const { skill_id } = c.req.valid("param");
    const { dataset_id } = c.req.valid("query");
    return c.json(await getSkill(deps(c), c.get("user"), dataset_id, skill_id), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { skill_id } = c.req.valid("param");
    const { dataset_id } = c.req.valid("query");
    return c.json(await deleteSkill(deps(c), c.get("user"), dataset_id, skill_id), 200);
  });

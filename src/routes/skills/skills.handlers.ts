import { deleteSkill, getSkill, ingestSkill, listSkills } from "../../services/skills/skills.service";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./skills.routes";

export const ingest: AppRouteHandler<typeof routes.ingestRoute> = async (c) => {
  const body = c.req.valid("json");
  const result = await ingestSkill(c.get("ports"), c.get("user"), {
    skillsText: body.skills_text,
    skillName: body.skill_name,
    datasetName: body.dataset_name,
    datasetId: body.dataset_id,
  });
  return c.json(result, 200);
};

export const list: AppRouteHandler<typeof routes.listRoute> = async (c) => {
  const q = c.req.valid("query");
  const rows = await listSkills(c.get("ports"), c.get("user"), {
    datasetId: q.dataset_id,
    includeInactive: q.include_inactive,
    limit: q.limit,
    offset: q.offset,
  });
  return c.json(rows, 200);
};

export const get: AppRouteHandler<typeof routes.getRoute> = async (c) => {
  const { skill_id } = c.req.valid("param");
  const { dataset_id } = c.req.valid("query");
  return c.json(await getSkill(c.get("ports"), c.get("user"), dataset_id, skill_id), 200);
};

export const deleteHandler: AppRouteHandler<typeof routes.deleteRoute> = async (c) => {
  const { skill_id } = c.req.valid("param");
  const { dataset_id } = c.req.valid("query");
  return c.json(await deleteSkill(c.get("ports"), c.get("user"), dataset_id, skill_id), 200);
};

import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../lib/create-router";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import { DatasetIdQuerySchema, ProposalDetailSchema, ProposalIdParamSchema } from "../../../schemas/skills.schemas";
import { getProposal } from "../../services/skills/skills.service";

const getRoute = createRoute({
  method: "get",
  path: "/proposals/{proposal_id}",
  operationId: "getProposal",
  tags: ["skills"],
  summary: "Read a skill-improvement proposal (read permission; reading never changes it)",
  security,
  request: { params: ProposalIdParamSchema, query: DatasetIdQuerySchema },
  responses: { 200: jsonContent(ProposalDetailSchema, "The proposal"), ...errorResponses },
});

export const proposalsRouter = createRouter().openapi(getRoute, async (c) => {
  const { proposal_id } = c.req.valid("param");
  const { dataset_id } = c.req.valid("query");
  const deps = c.get("ports");
  return c.json(await getProposal(deps, c.get("user"), dataset_id, proposal_id), 200);
});

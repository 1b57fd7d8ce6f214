import { createRoute } from "@hono/zod-openapi";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import { DatasetIdQuerySchema, ProposalDetailSchema, ProposalIdParamSchema } from "../../../schemas/skills.schemas";

export const getRoute = createRoute({
  method: "get",
  path: "/proposals/{proposal_id}",
  operationId: "getProposal",
  tags: ["skills"],
  summary: "Read a skill-improvement proposal (read permission; reading never changes it)",
  security,
  request: { params: ProposalIdParamSchema, query: DatasetIdQuerySchema },
  responses: { 200: jsonContent(ProposalDetailSchema, "The proposal"), ...errorResponses },
});

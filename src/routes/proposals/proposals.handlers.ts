import { getProposal } from "../../services/skills/skills.service";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./proposals.routes";

export const get: AppRouteHandler<typeof routes.getRoute> = async (c) => {
  const { proposal_id } = c.req.valid("param");
  const { dataset_id } = c.req.valid("query");
  const deps = c.get("ports");
  return c.json(await getProposal(deps, c.get("user"), dataset_id, proposal_id), 200);
};

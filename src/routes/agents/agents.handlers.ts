import * as agents from "../../services/agents.service";
import { datasetRemoverFor } from "../../services/users.service";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./agents.routes";

export const list: AppRouteHandler<typeof routes.list> = async (c) => c.json(await agents.listAgents(c.get("ports").db, c.get("user")), 200);

export const create: AppRouteHandler<typeof routes.create> = async (c) => c.json(await agents.createAgent(c.get("ports").db, c.get("user"), c.req.valid("query").name), 200);

export const connections: AppRouteHandler<typeof routes.connections> = async (c) => {
  const q = c.req.valid("query");
  return c.json(
    await agents.listConnections(c.get("ports").db, c.get("user"), {
      range: q.range,
      status: q.status,
      includeSources: q.include_sources === "true",
      activeOnly: q.active_only === "true",
      limit: q.limit,
      offset: q.offset,
    }),
    200,
  );
};

export const connectionMe: AppRouteHandler<typeof routes.connectionMe> = async (c) =>
  c.json(await agents.myConnection(c.get("ports").db, c.get("user"), c.req.valid("query").agent_session_name), 200);

export const connectionDetail: AppRouteHandler<typeof routes.connectionDetail> = async (c) =>
  c.json(
    await agents.connectionDetail(c.get("ports"), c.get("user"), c.req.valid("param").agent_id, c.req.valid("query").agent_session_name),
    200,
  );

export const register: AppRouteHandler<typeof routes.register> = async (c) => c.json(await agents.registerConnection(c.get("ports").db, c.get("user"), c.req.valid("json")), 201);

export const unregister: AppRouteHandler<typeof routes.unregister> = async (c) =>
  c.json(await agents.unregisterConnection(c.get("ports").db, c.get("user"), c.req.valid("json").agent_session_name), 200);

export const getOne: AppRouteHandler<typeof routes.getOne> = async (c) => c.json(await agents.getAgent(c.get("ports").db, c.get("user"), c.req.valid("param").agent_id), 200);

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const db = c.get("ports").db;
  await agents.deleteAgent(db, c.get("user"), c.req.valid("param").agent_id, datasetRemoverFor(c.get("ports")));
  return c.json(null, 200);
};

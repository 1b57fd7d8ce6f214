import { createRoute, z } from "@hono/zod-openapi";
import {
  AgentConnectionSchema,
  AgentDetailSchema,
  AgentDTOSchema,
  AgentsListSchema,
  AgentWithApiKeySchema,
  ConnectionsQuerySchema,
  RegisterAgentSchema,
  UnregisterAgentSchema,
} from "../../../schemas/agents.schemas";
import { security } from "../../../schemas/auth.schemas";
import { ErrorDetailSchema, errorResponses, jsonContent } from "../../../schemas/common.schemas";

const tags = ["agents"];
const std = { 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404], 422: errorResponses[422] };
const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

export const list = createRoute({
  method: "get",
  path: "/agents/list",
  operationId: "listAgents",
  tags,
  security,
  summary: "The caller's agent users",
  responses: { 200: jsonContent(z.array(AgentDTOSchema), "Agents"), 401: errorResponses[401] },
});

export const create = createRoute({
  method: "post",
  path: "/agents/create",
  operationId: "createAgent",
  tags,
  security,
  summary: "Create an agent user with its own API key (shown once); agents cannot create agents",
  request: { query: z.object({ name: z.string() }) },
  responses: {
    200: jsonContent(AgentWithApiKeySchema, "Created"),
    400: jsonContent(ErrorDetailSchema, "Invalid name"),
    409: jsonContent(ErrorDetailSchema, "Exists"),
    ...std,
  },
});

export const connections = createRoute({
  method: "get",
  path: "/agents/connections",
  operationId: "listAgentConnections",
  tags,
  security,
  summary: "The caller's own connections and those of its agent users",
  request: { query: ConnectionsQuerySchema },
  responses: { 200: jsonContent(AgentsListSchema, "Connections"), ...std },
});

export const connectionMe = createRoute({
  method: "get",
  path: "/agents/connections/me",
  operationId: "getMyAgentConnection",
  tags,
  security,
  summary: "The caller's own connection by session name (deactivated ones too)",
  request: { query: z.object({ agent_session_name: z.string().min(1) }) },
  responses: { 200: jsonContent(AgentConnectionSchema, "Connection"), ...std },
});

export const connectionDetail = createRoute({
  method: "get",
  path: "/agents/connections/{agent_id}",
  operationId: "getAgentConnection",
  tags,
  security,
  summary: "One visible connection with recent activity",
  request: { params: z.object({ agent_id: z.string() }), query: z.object({ agent_session_name: z.string().optional() }) },
  responses: { 200: jsonContent(AgentDetailSchema, "Detail"), ...std },
});

export const register = createRoute({
  method: "post",
  path: "/agents/register",
  operationId: "registerAgent",
  tags,
  security,
  summary: "Register an agent connection; datasets must be readable (names: own only, shared: by id)",
  request: { body: jsonBody(RegisterAgentSchema) },
  responses: { 201: jsonContent(AgentConnectionSchema, "Registered"), ...std },
});

export const unregister = createRoute({
  method: "post",
  path: "/agents/unregister",
  operationId: "unregisterAgent",
  tags,
  security,
  summary: "Deactivate one of the caller's connections",
  request: { body: jsonBody(UnregisterAgentSchema) },
  responses: { 200: jsonContent(z.object({ activeAgents: z.number().int() }), "Remaining active"), ...std },
});

export const getOne = createRoute({
  method: "get",
  path: "/agents/{agent_id}",
  operationId: "getAgent",
  tags,
  security,
  summary: "One of the caller's agent users",
  request: { params: z.object({ agent_id: z.string() }) },
  responses: { 200: jsonContent(AgentDTOSchema, "Agent"), ...std },
});

export const remove = createRoute({
  method: "delete",
  path: "/agents/{agent_id}",
  operationId: "deleteAgent",
  tags,
  security,
  summary: "Delete one of the caller's agent users, its key and the data it alone owns",
  request: { params: z.object({ agent_id: z.string() }) },
  responses: { 200: jsonContent(z.null(), "Deleted"), ...std },
});

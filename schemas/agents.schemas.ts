import { z } from "@hono/zod-openapi";
import { nameString } from "./common.schemas";

export const AgentDTOSchema = z
  .object({ agentId: z.string(), agentEmail: z.string(), apiKeyLabel: z.string().nullable() })
  .openapi("AgentDTO");

export const AgentWithApiKeySchema = z
  .object({ agentId: z.string(), agentEmail: z.string(), agentApiKey: z.string() })
  .openapi("AgentWithApiKeyDTO");

export const AgentDatasetRefSchema = z
  .object({ id: z.string().nullable(), name: z.string().nullable(), role: z.enum(["read", "read_write"]), type: z.string() })
  .openapi("AgentDatasetRef");

export const AgentConnectionSchema = z
  .object({
    id: z.string(),
    agent_session_name: z.string(),
    type: z.string(),
    memory_mode: z.string(),
    session_id: z.string().nullable(),
    user_id: z.string(),
    tenant_id: z.string().nullable(),
    datasets: z.array(AgentDatasetRefSchema),
    last_active_at: z.string(),
    status: z.enum(["active", "inactive", "unknown"]),
    source: z.string(),
    origin_function: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
  })
  .openapi("AgentConnection");

export const MemorySourceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    owner_id: z.string(),
    tenant_id: z.string().nullable(),
    status: z.string(),
    connected_agent_ids: z.array(z.string()),
  })
  .openapi("MemorySourceConnection");

export const AgentsListSchema = z
  .object({
    agents: z.array(AgentConnectionSchema),
    memory_sources: z.array(MemorySourceSchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    has_more: z.boolean(),
  })
  .openapi("AgentsListResponse");

export const AgentDetailSchema = z
  .object({
    agent: AgentConnectionSchema,
    memory_sources: z.array(MemorySourceSchema),
    recent_sessions: z.array(z.record(z.string(), z.unknown())),
    recent_traces: z.array(z.record(z.string(), z.unknown())),
    recent_qas: z.array(z.record(z.string(), z.unknown())),
  })
  .openapi("AgentDetailResponse");

const MAX_NAME = 200;

export const RegisterAgentSchema = z
  .object({
    agent_session_name: nameString(MAX_NAME),
    type: z.string().max(100).default("api"),
    memory_mode: z.enum(["session", "cognee", "hybrid", "none", "unknown"]).default("unknown"),
    session_id: z.string().max(MAX_NAME).nullable().optional(),
    dataset_ids: z.array(z.string()).max(100).default([]),
    dataset_names: z.array(z.string()).max(100).default([]),
    source: z.enum(["agent_memory", "session_trace", "serve", "api_key", "mcp", "api"]).default("api"),
    origin_function: z.string().max(MAX_NAME).nullable().optional(),
    metadata: z.record(z.string(), z.unknown()).default({}),
  })
  .openapi("RegisterAgentRequest");

export const UnregisterAgentSchema = z
  .object({ agent_session_name: nameString(MAX_NAME) })
  .openapi("UnregisterAgentRequest");

export const ConnectionsQuerySchema = z.object({
  range: z.enum(["24h", "7d", "30d", "all"]).default("30d"),
  status: z.enum(["active", "inactive", "unknown"]).optional(),
  include_sources: z.enum(["true", "false"]).default("true"),
  active_only: z.enum(["true", "false"]).default("true"),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

// ---- configuration ----

export const StoreConfigurationSchema = z
  .object({ name: nameString(200), config: z.record(z.string(), z.unknown()) })
  .openapi("StorePrincipalConfigurationPayloadDTO");

export const ConfigurationRecordSchema = z
  .object({
    id: z.string(),
    ownerId: z.string(),
    name: z.string().nullable(),
    configuration: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("PrincipalConfiguration");

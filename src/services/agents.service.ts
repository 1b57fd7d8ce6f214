import { ApiError, forbidden, notFound } from "../core/errors";
import { isUuid, uuid5 } from "../core/ids";
import type { Principal } from "../lib/types";
import { apiKeysOf, childUsers, deleteUsers } from "../storage/d1/accounts.repo";
import {
  type AgentConnectionRow,
  connectionsOf,
  deactivateConnection,
  deleteConnectionsOf,
  upsertConnection,
} from "../storage/d1/agent-connections.repo";
import type { Db } from "../storage/d1/client";
import type { Ports } from "../storage/ports";
import { type DatasetRow, permittedDatasetIds } from "../storage/d1/datasets.repo";
import { datasetsOwnedBy } from "../storage/d1/grants.repo";
import { findUserById, toPrincipal, type UserRow } from "../storage/d1/users.repo";
import { createAgentUser } from "./auth.service";
import { authorizeDatasets, listPermittedDatasets } from "./datasets.service";
import { getSessionDetail } from "./sessions.service";
import type { DatasetRemover } from "./tenants.service";

/** Agent users are shown as `<name>@cognee.agent` (their internal address also carries the parent id). */
const displayEmail = (internal: string) => (internal.includes("+") ? `${internal.slice(0, internal.lastIndexOf("+"))}@cognee.agent` : internal);

const agentDto = async (db: Db, agent: UserRow) => ({
  agentId: agent.id,
  agentEmail: displayEmail(agent.email),
  apiKeyLabel: (await apiKeysOf(db, agent.id))[0]?.label ?? null,
});

const AGENT_NAME = /^[\p{L}\p{N}][\p{L}\p{N} _.\-]{0,99}$/u;

/** Creates a child user with its own API key. Agents cannot create agents. */
export async function createAgent(db: Db, caller: Principal, name: string) {
  if (caller.isAgent) throw forbidden("Agents cannot create agents.", "PermissionDeniedError");
  if (!AGENT_NAME.test(name.trim())) {
    throw new ApiError(400, "InvalidAgentNameError", "Agent names are 1-100 letters, digits, spaces, '.', '_' or '-'.");
  }
  const { agent, apiKey } = await createAgentUser(db, caller, name);
  return { agentId: agent.id, agentEmail: displayEmail(agent.email), agentApiKey: apiKey };
}

export async function listAgents(db: Db, caller: Principal) {
  const out = [];
  for (const a of await childUsers(db, caller.id)) if (a.isAgent) out.push(await agentDto(db, a));
  return out;
}

async function requireOwnAgent(db: Db, caller: Principal, agentId: string): Promise<UserRow> {
  const agent = isUuid(agentId) ? await findUserById(db, agentId) : undefined;
  if (!agent || !agent.isAgent) throw notFound("Agent not found.", "AgentNotFoundError");
  if (agent.parentUserId !== caller.id) throw forbidden("Not authorized.", "PermissionDeniedError");
  return agent;
}

export async function getAgent(db: Db, caller: Principal, agentId: string) {
  return agentDto(db, await requireOwnAgent(db, caller, agentId));
}

/** Deletes an agent user, its key, its connections and the datasets it alone owns. */
export async function deleteAgent(db: Db, caller: Principal, agentId: string, removeDataset: DatasetRemover) {
  const agent = await requireOwnAgent(db, caller, agentId);
  const principal = toPrincipal(agent, caller.via);
  for (const d of await datasetsOwnedBy(db, [agent.id])) await removeDataset(d, principal);
  await deleteConnectionsOf(db, [agent.id]);
  await deleteUsers(db, [agent.id]);
}

// ---------------------------------------------------------------------------------------------
// Connections: registered by a user (or one of its agent users) under a session name.

export interface RegisterRequest {
  agent_session_name: string;
  type: string;
  memory_mode: string;
  session_id?: string | null;
  dataset_ids: string[];
  dataset_names: string[];
  source: string;
  origin_function?: string | null;
  metadata: Record<string, unknown>;
}

interface DatasetRef {
  id: string | null;
  name: string | null;
  role: "read" | "read_write";
  type: string;
}

export const connectionIdFor = (userId: string, sessionName: string) => uuid5(`agent-connection:${userId}:${sessionName}`);

const parseRefs = (s: string): DatasetRef[] => {
  try {
    const v = JSON.parse(s);
    return Array.isArray(v) ? (v as DatasetRef[]) : [];
  } catch {
    return [];
  }
};

const connectionDto = (row: AgentConnectionRow) => ({
  id: row.id,
  agent_session_name: row.agentSessionName,
  type: row.type,
  memory_mode: row.memoryMode,
  session_id: row.sessionId ?? null,
  user_id: row.userId,
  tenant_id: row.tenantId ?? null,
  datasets: parseRefs(row.datasets),
  last_active_at: new Date(row.lastActiveAt).toISOString(),
  status: (row.active ? "active" : "inactive") as "active" | "inactive",
  source: row.source,
  origin_function: row.originFunction ?? null,
  metadata: (() => {
    try {
      return JSON.parse(row.metadata) as Record<string, unknown>;
    } catch {
      return {};
    }
  })(),
});

/**
 * Registers (or refreshes) a connection. Every dataset must be readable by the caller: names resolve
 * only among the caller's own datasets, shared datasets must be given by id; any other is 403.
 */
export async function registerConnection(db: Db, caller: Principal, req: RegisterRequest) {
  const byId = req.dataset_ids.length ? await authorizeDatasets(db, caller, "read", { ids: req.dataset_ids }) : [];
  const byName = req.dataset_names.length ? await authorizeDatasets(db, caller, "read", { names: req.dataset_names }) : [];
  const writable = await permittedDatasetIds(db, caller.id, "write");
  const seen = new Set<string>();
  const refs: DatasetRef[] = [];
  for (const d of [...byId, ...byName]) {
    if (seen.has(d.id)) continue;
    seen.add(d.id);
    refs.push({ id: d.id, name: d.name, role: writable.has(d.id) ? "read_write" : "read", type: "dataset" });
  }
  const metadata = JSON.stringify(req.metadata ?? {});
  if (metadata.length > 16_000) throw new ApiError(400, "InvalidRequestError", "metadata is limited to 16,000 characters.");
  const now = Date.now();
  const row: AgentConnectionRow = {
    id: connectionIdFor(caller.id, req.agent_session_name),
    userId: caller.id,
    agentSessionName: req.agent_session_name,
    type: req.type,
    memoryMode: req.memory_mode,
    source: req.source,
    originFunction: req.origin_function ?? null,
    sessionId: req.session_id ?? null,
    tenantId: caller.tenantId,
    datasets: JSON.stringify(refs),
    metadata,
    active: true,
    createdAt: now,
    lastActiveAt: now,
    deactivatedAt: null,
  };
  await upsertConnection(db, row);
  return connectionDto(row);
}

/** The caller and its agent users: whose connections the caller may see. */
async function visibleUserIds(db: Db, caller: Principal): Promise<string[]> {
  return [caller.id, ...(await childUsers(db, caller.id)).map((u) => u.id)];
}

export async function unregisterConnection(db: Db, caller: Principal, sessionName: string) {
  // Connection ids are derived from the caller's id, so another user's agent name matches nothing: 404.
  if (!(await deactivateConnection(db, caller.id, connectionIdFor(caller.id, sessionName)))) {
    throw notFound(`No agent named "${sessionName.slice(0, 200)}" is registered by this user.`, "AgentNotFoundError");
  }
  const active = (await connectionsOf(db, await visibleUserIds(db, caller))).filter((c) => c.active).length;
  return { activeAgents: active };
}

const RANGES: Record<string, number | null> = { "24h": 86_400_000, "7d": 7 * 86_400_000, "30d": 30 * 86_400_000, all: null };

async function memorySources(db: Db, caller: Principal, connections: ReturnType<typeof connectionDto>[]) {
  const byDataset = new Map<string, Set<string>>();
  for (const c of connections) {
    for (const d of c.datasets) if (d.id) (byDataset.get(d.id) ?? byDataset.set(d.id, new Set()).get(d.id)!).add(c.id);
  }
  return (await listPermittedDatasets(db, caller, "read")).map((d: DatasetRow) => ({
    id: d.id,
    name: d.name,
    type: "dataset",
    owner_id: d.ownerId,
    tenant_id: d.tenantId ?? null,
    status: "active",
    connected_agent_ids: [...(byDataset.get(d.id) ?? [])].sort(),
  }));
}

/** Own connections and those of the caller's agent users; never anyone else's. */
export async function listConnections(
  db: Db,
  caller: Principal,
  q: { range: string; status?: string; includeSources: boolean; activeOnly: boolean; limit: number; offset: number },
) {
  const since = RANGES[q.range] ?? null;
  const now = Date.now();
  let rows = (await connectionsOf(db, await visibleUserIds(db, caller))).map(connectionDto);
  if (q.activeOnly) rows = rows.filter((r) => r.status === "active");
  if (since !== null) rows = rows.filter((r) => Date.parse(r.last_active_at) >= now - since);
  if (q.status) rows = rows.filter((r) => r.status === q.status);
  const page = rows.slice(q.offset, q.offset + q.limit);
  return {
    agents: page,
    memory_sources: q.includeSources ? await memorySources(db, caller, rows) : [],
    total: rows.length,
    limit: q.limit,
    offset: q.offset,
    has_more: q.offset + page.length < rows.length,
  };
}

/**
 * One visible connection with its recent session activity (read as the connection's user, which is
 * the caller or one of its agents: sessions never widen what the caller could already see).
 */
export async function connectionDetail(ports: Pick<Ports, "db" | "pods">, caller: Principal, id: string, sessionName?: string | null) {
  const { db } = ports;
  const rows = (await connectionsOf(db, await visibleUserIds(db, caller))).map(connectionDto);
  const agent = rows.find((r) => r.id === id && (!sessionName || r.agent_session_name === sessionName));
  if (!agent) throw notFound("connection not found", "AgentConnectionNotFoundError");
  let recent: { qas: unknown[]; traces: unknown[]; found: boolean } = { qas: [], traces: [], found: false };
  if (agent.session_id) {
    const owner = agent.user_id === caller.id ? caller : await findUserById(db, agent.user_id).then((u) => (u ? toPrincipal(u, caller.via) : null));
    if (owner) {
      try {
        const detail = await getSessionDetail(ports, owner, agent.session_id);
        recent = { qas: (detail.qas as unknown[]) ?? [], traces: (detail.traces as unknown[]) ?? [], found: true };
      } catch (err) {
        if (!(err instanceof ApiError) || err.status !== 404) throw err;
      }
    }
  }
  return {
    agent,
    memory_sources: await memorySources(db, caller, rows),
    recent_sessions: recent.found ? [{ session_id: agent.session_id, user_id: agent.user_id }] : [],
    recent_traces: recent.traces as Record<string, unknown>[],
    recent_qas: recent.qas as Record<string, unknown>[],
  };
}

/** The caller's own connection by session name (deactivated ones too). */
export async function myConnection(db: Db, caller: Principal, sessionName: string) {
  const rows = (await connectionsOf(db, [caller.id])).map(connectionDto);
  const found = rows.find((r) => r.agent_session_name === sessionName);
  if (!found) throw notFound("connection not found", "AgentConnectionNotFoundError");
  return found;
}

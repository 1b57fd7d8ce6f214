import type { Principal } from "../lib/types";
import { childUsers, usersByIds } from "../storage/d1/accounts.repo";
import { connectionsOf } from "../storage/d1/agent-connections.repo";
import type { Db } from "../storage/d1/client";
import type { DatasetRow } from "../storage/d1/datasets.repo";
import { datasetsInTenant, grantsOnDatasets } from "../storage/d1/grants.repo";
import { getTenant, membersOf, roleMembers, rolesOf, type TenantRow } from "../storage/d1/tenants.repo";
import { listPermittedDatasets } from "./datasets.service";
import { tenantAccess } from "./permissions.service";

/**
 * Memory provenance: who owns, shares and operates on which datasets (tenant -> user -> agent ->
 * dataset, plus ACL grants), projected from the control plane into one node/edge graph.
 *
 * Scope: the datasets the caller may read. A tenant administrator (owner, `manage_users`, or the admin
 * role) of the caller's current tenant sees the whole workspace: every dataset, member and role of it.
 * Other users appear by id only, never by address, unless the caller administers their tenant.
 */
export interface ProvenanceGraph {
  nodes: { id: string; type: string; name: string; [k: string]: unknown }[];
  edges: { source: string; target: string; relation: string }[];
  scope: { user_id: string; tenant_id: string | null; workspace_admin: boolean; datasets: number };
}

const RELATION: Record<string, string> = { read: "reads", write: "writes", delete: "can_delete", share: "can_share" };

export async function provenanceGraph(db: Db, caller: Principal): Promise<ProvenanceGraph> {
  let tenant: TenantRow | undefined;
  let admin = false;
  if (caller.tenantId) {
    const access = await tenantAccess(db, caller.tenantId, caller).catch(() => null);
    if (access?.member) {
      tenant = access.tenant;
      admin = access.capabilities.has("manage_users");
    }
  }

  const readable = await listPermittedDatasets(db, caller, "read");
  const datasets = new Map<string, DatasetRow>(readable.map((d) => [d.id, d]));
  if (admin && tenant) for (const d of await datasetsInTenant(db, tenant.id)) datasets.set(d.id, d);

  const nodes = new Map<string, ProvenanceGraph["nodes"][number]>();
  const edges: ProvenanceGraph["edges"] = [];
  const seen = new Set<string>();
  const node = (id: string, type: string, name: string, extra: Record<string, unknown> = {}) => {
    if (!nodes.has(id)) nodes.set(id, { id, type, name, ...extra });
  };
  const edge = (source: string, target: string, relation: string) => {
    const key = `${source}|${target}|${relation}`;
    if (seen.has(key) || !nodes.has(source) || !nodes.has(target)) return;
    seen.add(key);
    edges.push({ source, target, relation });
  };

  const named = new Set<string>([caller.id]);
  const agents = await childUsers(db, caller.id);
  for (const a of agents) named.add(a.id);

  if (tenant) {
    node(`tenant:${tenant.id}`, "Tenant", tenant.name);
    if (admin) {
      for (const m of await membersOf(db, tenant.id)) {
        named.add(m.id);
        node(`user:${m.id}`, "User", m.email);
        edge(`tenant:${tenant.id}`, `user:${m.id}`, "has_member");
      }
      for (const r of await rolesOf(db, tenant.id)) {
        node(`role:${r.id}`, "Role", r.name);
        edge(`tenant:${tenant.id}`, `role:${r.id}`, "has_role");
        for (const u of await roleMembers(db, r.id)) edge(`role:${r.id}`, `user:${u.id}`, "has_member");
      }
    }
  }

  node(`user:${caller.id}`, "User", caller.email);
  if (tenant) edge(`tenant:${tenant.id}`, `user:${caller.id}`, "has_member");
  for (const a of agents) {
    node(`agent:${a.id}`, "Agent", a.agentName ?? a.email);
    edge(`user:${caller.id}`, `agent:${a.id}`, "operates");
  }

  const owners = await usersByIds(db, [...new Set([...datasets.values()].map((d) => d.ownerId))]);
  const ownerById = new Map(owners.map((u) => [u.id, u]));
  for (const d of datasets.values()) {
    node(`dataset:${d.id}`, "Dataset", d.name, { tenant_id: d.tenantId });
    const owner = ownerById.get(d.ownerId);
    const ownerNode = owner?.isAgent ? `agent:${d.ownerId}` : `user:${d.ownerId}`;
    if (!nodes.has(ownerNode)) node(ownerNode, owner?.isAgent ? "Agent" : "User", named.has(d.ownerId) && owner ? owner.email : d.ownerId);
    edge(ownerNode, `dataset:${d.id}`, "owns");
    if (d.tenantId && nodes.has(`tenant:${d.tenantId}`)) edge(`tenant:${d.tenantId}`, `dataset:${d.id}`, "holds");
  }

  for (const g of await grantsOnDatasets(db, [...datasets.keys()])) {
    const relation = RELATION[g.permission];
    if (!relation) continue;
    let source = nodes.has(`user:${g.principalId}`)
      ? `user:${g.principalId}`
      : nodes.has(`agent:${g.principalId}`)
        ? `agent:${g.principalId}`
        : nodes.has(`role:${g.principalId}`)
          ? `role:${g.principalId}`
          : nodes.has(`tenant:${g.principalId}`)
            ? `tenant:${g.principalId}`
            : null;
    if (!source) {
      // A principal outside the caller's view: shown by id and kind only.
      const t = await getTenant(db, g.principalId);
      source = t ? `tenant:${g.principalId}` : `principal:${g.principalId}`;
      node(source, t ? "Tenant" : "Principal", g.principalId);
    }
    edge(source, `dataset:${g.datasetId}`, relation);
  }

  for (const c of await connectionsOf(db, [caller.id, ...agents.map((a) => a.id)])) {
    const id = `connection:${c.id}`;
    node(id, "AgentConnection", c.agentSessionName, { status: c.active ? "active" : "inactive" });
    edge(c.userId === caller.id ? `user:${caller.id}` : `agent:${c.userId}`, id, "operates");
    try {
      for (const ref of JSON.parse(c.datasets) as { id?: string; role?: string }[]) {
        if (!ref.id || !datasets.has(ref.id)) continue;
        edge(id, `dataset:${ref.id}`, "reads");
        if (ref.role === "read_write") edge(id, `dataset:${ref.id}`, "writes");
      }
    } catch {
      // A malformed row contributes no edges.
    }
  }

  return {
    nodes: [...nodes.values()],
    edges,
    scope: { user_id: caller.id, tenant_id: tenant?.id ?? null, workspace_admin: admin, datasets: datasets.size },
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** A self-contained page: node and edge tables (no scripts, every value escaped). */
export function provenanceHtml(graph: ProvenanceGraph): string {
  const label = new Map(graph.nodes.map((n) => [n.id, `${n.type}: ${n.name}`]));
  const rows = graph.edges
    .map((e) => `<tr><td>${escapeHtml(label.get(e.source) ?? e.source)}</td><td>${escapeHtml(e.relation)}</td><td>${escapeHtml(label.get(e.target) ?? e.target)}</td></tr>`)
    .join("");
  const nodeRows = graph.nodes.map((n) => `<tr><td>${escapeHtml(n.type)}</td><td>${escapeHtml(n.name)}</td><td><code>${escapeHtml(n.id)}</code></td></tr>`).join("");
  return `<!doctype html><html><head><meta charset="utf-8"><title>Memory provenance</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;margin-bottom:2rem}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}</style></head>
<body><h1>Memory provenance</h1><p>${graph.scope.datasets} dataset(s) in scope${graph.scope.workspace_admin ? " (whole workspace)" : ""}.</p>
<h2>Relations</h2><table><tr><th>From</th><th>Relation</th><th>To</th></tr>${rows}</table>
<h2>Nodes</h2><table><tr><th>Type</th><th>Name</th><th>Id</th></tr>${nodeRows}</table></body></html>`;
}

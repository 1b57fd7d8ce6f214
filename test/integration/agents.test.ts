import { describe, it } from "vitest";
import { body, req, signUp, status, type TestUser } from "./auth.helpers";

const newDataset = async (auth: { token?: string; apiKey?: string }, name: string) => body(await req("/datasets", { json: { name }, ...auth }));
const createAgent = async (u: TestUser, name: string) => body(await req(`/agents/create?name=${encodeURIComponent(name)}`, { method: "POST", token: u.token }));

describe("agent users", () => {
  it("creates an agent (child user with its own API key); lists, reads and deletes it; agents cannot create agents", async ({ expect }) => {
    const u = await signUp("agentparent");
    const agent = await createAgent(u, "Research Bot");
    expect(agent).toMatchObject({ agentEmail: "research-bot@cognee.agent" });
    expect(agent.agentApiKey).toMatch(/^cog_/);

    const me = await body(await req("/users/me", { apiKey: agent.agentApiKey }));
    expect(me).toMatchObject({ id: agent.agentId, is_agent: true, parent_user_id: u.id });

    expect(await body(await req("/agents/list", { token: u.token }))).toEqual([
      { agentId: agent.agentId, agentEmail: "research-bot@cognee.agent", apiKeyLabel: "research-bot" },
    ]);
    expect(await status(await req("/agents/create?name=Research%20Bot", { method: "POST", token: u.token }))).toBe(409);

    const nested = await req("/agents/create?name=sub", { method: "POST", apiKey: agent.agentApiKey });
    expect(nested.status).toBe(403);
    expect((await body(nested)).detail).toContain("Agents cannot create agents");
    // An agent has no password to log in with.
    const login = await req("/auth/login", { form: { username: `research-bot+${u.id}@cognee.agent`, password: "!" }, headers: { "cf-connecting-ip": "10.77.0.1" } });
    expect(login.status).toBe(400);
    await login.text();

    expect(await body(await req(`/agents/${agent.agentId}`, { token: u.token }))).toMatchObject({ agentId: agent.agentId });
    expect(await status(await req(`/agents/${agent.agentId}`, { method: "DELETE", token: u.token }))).toBe(200);
    expect(await status(await req("/auth/me", { apiKey: agent.agentApiKey }))).toBe(401);
    expect(await status(await req(`/agents/${agent.agentId}`, { token: u.token }))).toBe(404);
  });

  it("another user's agent: 403 to read or delete; its datasets stay invisible", async ({ expect }) => {
    const owner = await signUp("agowner2");
    const intruder = await signUp("agintruder");
    const agent = await createAgent(owner, "private bot");
    const ds = await newDataset({ apiKey: agent.agentApiKey }, "agent_notes");
    expect(await status(await req(`/agents/${agent.agentId}`, { token: intruder.token }))).toBe(403);
    expect(await status(await req(`/agents/${agent.agentId}`, { method: "DELETE", token: intruder.token }))).toBe(403);
    const listed = (await body(await req("/datasets", { token: intruder.token }))).map((d: { id: string }) => d.id);
    expect(listed).not.toContain(ds.id);
    // The parent is granted what its agent creates (cognee).
    const parents = (await body(await req("/datasets", { token: owner.token }))).map((d: { id: string }) => d.id);
    expect(parents).toContain(ds.id);
  });
});

describe("agent connections", () => {
  it("register: datasets must be readable; names resolve among the caller's own, shared ones by id", async ({ expect }) => {
    const a = await signUp("connA");
    const b = await signUp("connB");
    const own = await newDataset({ token: a.token }, "own_ds");
    const shared = await newDataset({ token: b.token }, "shared_ds");
    const secret = await newDataset({ token: b.token }, "secret_ds");
    await status(await req(`/permissions/datasets/${a.id}?permission_name=read`, { method: "POST", token: b.token, json: [shared.id] }));

    const ok = await req("/agents/register", {
      json: { agent_session_name: "claude-code", type: "claude_code", dataset_names: ["own_ds"], dataset_ids: [shared.id] },
      token: a.token,
    });
    expect(ok.status).toBe(201);
    const conn = await body(ok);
    expect(conn).toMatchObject({ agent_session_name: "claude-code", type: "claude_code", user_id: a.id, status: "active" });
    expect(conn.datasets).toEqual(
      expect.arrayContaining([
        { id: own.id, name: "own_ds", role: "read_write", type: "dataset" },
        { id: shared.id, name: "shared_ds", role: "read", type: "dataset" },
      ]),
    );

    // A shared dataset's name does not resolve (names are the caller's own); an unreadable id is 403.
    expect(await status(await req("/agents/register", { json: { agent_session_name: "x", dataset_names: ["shared_ds"] }, token: a.token }))).toBe(403);
    expect(await status(await req("/agents/register", { json: { agent_session_name: "x", dataset_ids: [secret.id] }, token: a.token }))).toBe(403);
    expect(await status(await req("/agents/register", { json: { agent_session_name: "x", dataset_ids: [crypto.randomUUID()] }, token: a.token }))).toBe(403);
    expect(await status(await req("/agents/register", { json: {}, token: a.token }))).toBe(422);
  });

  it("connections list: own and own agents' only; detail 404 for others; me finds deactivated ones", async ({ expect }) => {
    const a = await signUp("listA");
    const b = await signUp("listB");
    const agent = await createAgent(a, "worker");
    const mine = await body(await req("/agents/register", { json: { agent_session_name: "mine" }, token: a.token }));
    const agents = await body(await req("/agents/register", { json: { agent_session_name: "agent-session" }, apiKey: agent.agentApiKey }));
    const theirs = await body(await req("/agents/register", { json: { agent_session_name: "theirs" }, token: b.token }));

    const list = await body(await req("/agents/connections", { token: a.token }));
    expect(list.agents.map((c: { id: string }) => c.id).sort()).toEqual([mine.id, agents.id].sort());
    expect(list).toMatchObject({ total: 2, limit: 50, offset: 0, has_more: false });
    expect(await status(await req(`/agents/connections/${theirs.id}`, { token: a.token }))).toBe(404);
    expect((await body(await req(`/agents/connections/${agents.id}`, { token: a.token }))).agent.id).toBe(agents.id);
    // The agent itself sees only its own connection.
    const agentView = await body(await req("/agents/connections", { apiKey: agent.agentApiKey }));
    expect(agentView.agents.map((c: { id: string }) => c.id)).toEqual([agents.id]);

    expect(await body(await req("/agents/unregister", { json: { agent_session_name: "mine" }, token: a.token }))).toEqual({ activeAgents: 1 });
    // Another user's agent name matches nothing of the caller's: a named 404, and their agent stays active.
    const foreign = await req("/agents/unregister", { json: { agent_session_name: "theirs" }, token: a.token });
    expect(await status(foreign)).toBe(404);
    expect((await req("/agents/connections/me?agent_session_name=theirs", { token: b.token }).then(body)).status).toBe("active");
    const active = await body(await req("/agents/connections", { token: a.token }));
    expect(active.agents.map((c: { id: string }) => c.id)).toEqual([agents.id]);
    const all = await body(await req("/agents/connections?active_only=false", { token: a.token }));
    expect(all.total).toBe(2);
    expect(await body(await req("/agents/connections/me?agent_session_name=mine", { token: a.token }))).toMatchObject({ id: mine.id, status: "inactive" });
    expect(await status(await req("/agents/connections/me?agent_session_name=theirs", { token: a.token }))).toBe(404);
  });
});

describe("agent connection detail", () => {
  it("shows the connection's recent session turns to its user only", async ({ expect }) => {
    const u = await signUp("sessconn");
    const other = await signUp("sessother");
    const added = await req("/add", { json: { data: "Nimbus is a platform built by Acme.", datasetName: "sc" }, token: u.token });
    expect(added.status).toBe(200);
    await added.text();
    expect(await status(await req("/cognify", { json: { datasets: ["sc"] }, token: u.token }))).toBe(200);
    const conn = await body(await req("/agents/register", { json: { agent_session_name: "s1", session_id: "conn-sess-1", dataset_names: ["sc"] }, token: u.token }));
    expect(await status(await req("/recall", { json: { query: "What is Nimbus?", session_id: "conn-sess-1", datasets: ["sc"] }, token: u.token }))).toBe(200);

    const detail = await body(await req(`/agents/connections/${conn.id}`, { token: u.token }));
    expect(detail.recent_sessions).toEqual([{ session_id: "conn-sess-1", user_id: u.id }]);
    expect(detail.recent_qas.length).toBeGreaterThan(0);
    expect(JSON.stringify(detail.recent_qas)).toContain("Nimbus");
    expect(await status(await req(`/agents/connections/${conn.id}`, { token: other.token }))).toBe(404);
  });
});

describe("configuration", () => {
  it("stores under the caller's id (upsert by name); lists own and agents' records; others' ids give {}", async ({ expect }) => {
    const a = await signUp("cfgA");
    const b = await signUp("cfgB");
    const agent = await createAgent(a, "cfg bot");
    const store = (auth: { token?: string; apiKey?: string }, name: string, config: Record<string, unknown>) =>
      req("/configuration/store_user_configuration", { json: { name, config }, ...auth });

    const stored = await store({ token: a.token }, "llm", { model: "x" });
    expect(stored.status).toBe(200);
    expect(await body(stored)).toBeNull();
    await status(await store({ token: a.token }, "llm", { model: "y" }));
    await status(await store({ apiKey: agent.agentApiKey }, "agent-cfg", { k: 1 }));
    await status(await store({ token: b.token }, "llm", { model: "b-secret" }));

    const list = await body(await req("/configuration/get_user_configuration/", { token: a.token }));
    expect(list.map((r: { name: string; ownerId: string }) => [r.name, r.ownerId]).sort()).toEqual([["agent-cfg", agent.agentId], ["llm", a.id]].sort());
    const llm = list.find((r: { name: string }) => r.name === "llm");
    expect(llm.configuration).toEqual({ model: "y" });
    expect(await body(await req(`/configuration/get_user_configuration/${llm.id}`, { token: a.token }))).toEqual({ model: "y" });

    const bList = await body(await req("/configuration/get_user_configuration/", { token: b.token }));
    const bRecord = bList[0];
    const peek = await req(`/configuration/get_user_configuration/${bRecord.id}`, { token: a.token });
    expect(peek.status).toBe(200);
    expect(await body(peek)).toEqual({});
    expect(await body(await req(`/configuration/get_user_configuration/${crypto.randomUUID()}`, { token: a.token }))).toEqual({});
    expect(await body(await req("/configuration/get_user_configuration/not-a-uuid", { token: a.token }))).toEqual({});
    // The agent sees only its own record (it has no children).
    expect((await body(await req("/configuration/get_user_configuration/", { apiKey: agent.agentApiKey }))).map((r: { name: string }) => r.name)).toEqual(["agent-cfg"]);
    expect(await status(await req("/configuration/store_user_configuration", { json: { name: "x" }, token: a.token }))).toBe(422);
  });
});

describe("provenance", () => {
  it("is scoped to the caller's readable datasets; tenant administrators see the whole workspace", async ({ expect }) => {
    const owner = await signUp("provowner");
    const member = await signUp("provmember");
    const t = await body(await req("/tenants?tenant_name=prov-" + crypto.randomUUID().slice(0, 6), { method: "POST", token: owner.token }));
    await status(await req(`/tenants/users?tenant_id=${t.tenant_id}&user_id=${member.id}`, { method: "POST", token: owner.token }));
    await status(await req("/permissions/tenants/select", { method: "POST", token: member.token, json: { tenant_id: t.tenant_id } }));
    const memberDs = await newDataset({ token: member.token }, "member_private");
    const ownerDs = await newDataset({ token: owner.token }, "owner_private");
    const personal = await signUp("provloner");
    const lonerDs = await newDataset({ token: personal.token }, "loner_ds");

    const ids = (g: { nodes: { id: string }[] }) => g.nodes.map((n) => n.id);
    const mine = await body(await req("/schema/provenance/json", { token: member.token }));
    expect(ids(mine)).toContain(`dataset:${memberDs.id}`);
    expect(ids(mine)).not.toContain(`dataset:${ownerDs.id}`);
    expect(ids(mine)).not.toContain(`dataset:${lonerDs.id}`);
    expect(mine.scope).toMatchObject({ user_id: member.id, tenant_id: t.tenant_id, workspace_admin: false, datasets: 1 });
    expect(mine.edges).toContainEqual({ source: `user:${member.id}`, target: `dataset:${memberDs.id}`, relation: "owns" });
    expect(JSON.stringify(mine)).not.toContain(owner.email);

    const admin = await body(await req("/schema/provenance/json", { token: owner.token }));
    expect(ids(admin)).toEqual(expect.arrayContaining([`dataset:${memberDs.id}`, `dataset:${ownerDs.id}`, `user:${member.id}`]));
    expect(ids(admin)).not.toContain(`dataset:${lonerDs.id}`);
    expect(admin.scope.workspace_admin).toBe(true);

    const html = await req("/schema/provenance", { token: member.token });
    expect(html.headers.get("content-type")).toContain("text/html");
    const page = await html.text();
    expect(page).toContain("member_private");
    expect(page).not.toContain("owner_private");
    expect(page).not.toContain("<script");
  });
});

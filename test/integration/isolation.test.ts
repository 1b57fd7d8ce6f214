import { beforeAll, describe, it } from "vitest";
import { body, req, type ReqInit, signUp, status, type TestUser } from "./auth.helpers";

/**
 * Isolation sweep: several users, a tenant with a role, a personal space and an agent, each holding a
 * dataset with a unique secret word. Every caller is driven through every data route against every
 * dataset it may not touch; no response may succeed, reveal a secret or a foreign dataset, or change
 * anything, and every owner's data is intact afterwards. Positive checks prove the probes would see
 * the secret if access were granted.
 */

interface Target {
  key: string;
  id: string;
  name: string;
  secret: string;
  dataId: string;
  owner: TestUser;
  sessionId: string;
}

interface Caller {
  key: string;
  auth: Pick<ReqInit, "token" | "apiKey">;
  user: { id: string };
}

const tag = crypto.randomUUID().slice(0, 6);
const SECRETS = { alpha: `Zorblatt${tag}`, bravo: `Quixantha${tag}`, charlie: `Vexmoor${tag}` };

let alice: TestUser, bob: TestUser, carol: TestUser, dave: TestUser, mallory: TestUser;
let agent: Caller;
let tenantId: string;
let readersRole: string;
const targets: Record<string, Target> = {};
const initialCounts: Record<string, number> = {};

const as = (c: Caller, init: ReqInit = {}): ReqInit => ({ ...c.auth, ...init });
const caller = (key: string, u: TestUser): Caller => ({ key, auth: { token: u.token }, user: u });

async function ok<T = any>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (res.status < 200 || res.status >= 300) throw new Error(`${what}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

async function seed(key: keyof typeof SECRETS, owner: TestUser): Promise<Target> {
  const name = `${key}_${tag}`;
  const secret = SECRETS[key];
  const text = `${secret} is the private codeword of ${key}. It protects the ${key} archive and must never leave it.`;
  const added = await ok(await req("/add", { json: { data: text, datasetName: name }, token: owner.token }), `add ${key}`);
  const datasetId = added.dataset_id as string;
  await ok(await req("/cognify", { json: { datasets: [name] }, token: owner.token }), `cognify ${key}`);
  const items = await ok(await req(`/datasets/${datasetId}/data`, { token: owner.token }), `list ${key}`);
  const sessionId = `sess-${key}-${tag}`;
  await ok(await req("/recall", { json: { query: `What is ${secret}?`, session_id: sessionId, dataset_ids: [datasetId] }, token: owner.token }), `recall ${key}`);
  return { key, id: datasetId, name, secret, dataId: items[0].id, owner, sessionId };
}

const isSuccess = (s: number) => s >= 200 && s < 300;

/** A probe's response: status plus text; the text must never carry a foreign secret or dataset name. */
async function probe(res: Response) {
  return { status: res.status, text: await res.text() };
}

function noLeak(expect: any, where: string, text: string, t: Target) {
  expect(text, `${where} leaked the secret`).not.toContain(t.secret);
  expect(text, `${where} leaked the dataset name`).not.toContain(t.name);
}

beforeAll(async () => {
  [alice, bob, carol, dave, mallory] = await Promise.all(["alice", "bob", "carol", "dave", "mallory"].map((n) => signUp(`iso-${n}`)));
  tenantId = (await ok(await req(`/tenants?tenant_name=iso-${tag}`, { method: "POST", token: alice.token }), "tenant")).tenant_id;
  for (const m of [bob, dave]) await ok(await req(`/tenants/users?tenant_id=${tenantId}&user_id=${m.id}`, { method: "POST", token: alice.token }), "member");
  await ok(await req("/permissions/tenants/select", { method: "POST", token: bob.token, json: { tenant_id: tenantId } }), "select");
  readersRole = (await ok(await req("/permissions/roles?role_name=readers", { method: "POST", token: alice.token }), "role")).role_id;
  await ok(await req(`/permissions/users/${dave.id}/roles?role_id=${readersRole}`, { method: "POST", token: alice.token }), "role member");
  const a = await ok(await req("/agents/create?name=iso-agent", { method: "POST", token: alice.token }), "agent");
  agent = { key: "alice-agent", auth: { apiKey: a.agentApiKey }, user: { id: a.agentId } };

  targets.alpha = await seed("alpha", alice); // tenant dataset, read granted to the readers role
  targets.bravo = await seed("bravo", bob); // tenant dataset, private to bob
  targets.charlie = await seed("charlie", carol); // personal dataset
  await ok(await req(`/permissions/datasets/${readersRole}?permission_name=read`, { method: "POST", token: alice.token, json: [targets.alpha.id] }), "grant");
  for (const t of Object.values(targets)) {
    initialCounts[t.key] = (await ok(await req(`/datasets/${t.id}/data/count`, { token: t.owner.token }), "count")).count;
  }
}, 120_000);

/** Who may not read which dataset. Dave holds read on alpha through the role but nothing more. */
const noRead = (): [Caller, Target][] => [
  ...[caller("bob", bob), caller("carol", carol), caller("mallory", mallory), agent].map((c) => [c, targets.alpha] as [Caller, Target]),
  ...[caller("alice", alice), caller("carol", carol), caller("dave", dave), caller("mallory", mallory), agent].map((c) => [c, targets.bravo] as [Caller, Target]),
  ...[caller("alice", alice), caller("bob", bob), caller("dave", dave), caller("mallory", mallory), agent].map((c) => [c, targets.charlie] as [Caller, Target]),
];
const noWrite = (): [Caller, Target][] => [...noRead(), [caller("dave", dave), targets.alpha]];

const lexical = (t: Target, extra: Record<string, unknown> = {}) => ({ query: t.secret, search_type: "CHUNKS_LEXICAL", ...extra });

describe("isolation across users, roles and tenants", () => {
  it("positive control: an authorised reader sees the secret, so the probes below would notice a leak", async ({ expect }) => {
    const res = await req("/search", { json: lexical(targets.alpha, { dataset_ids: [targets.alpha.id] }), token: dave.token });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(targets.alpha.secret);
    const list = await body(await req("/datasets", { token: dave.token }));
    expect(list.map((d: { id: string }) => d.id)).toContain(targets.alpha.id);
    const raw = await req(`/datasets/${targets.alpha.id}/data/${targets.alpha.dataId}/raw`, { token: dave.token });
    expect(raw.status).toBe(200);
    expect(await raw.text()).toContain(targets.alpha.secret);
    // The owner's own history holds its question (what the history probes below look for elsewhere).
    const history = await req("/recall", { token: alice.token });
    expect(await history.text()).toContain(`What is ${targets.alpha.secret}`);
  });

  it("read routes: nothing readable leaks to a caller without read", async ({ expect }) => {
    for (const [c, t] of noRead()) {
      const where = (route: string) => `${c.key} -> ${t.key}: ${route}`;
      const denied: [string, ReqInit & { path: string }][] = [
        ["data", { path: `/datasets/${t.id}/data` }],
        ["count", { path: `/datasets/${t.id}/data/count` }],
        ["raw", { path: `/datasets/${t.id}/data/${t.dataId}/raw` }],
        ["processing-status", { path: `/datasets/${t.id}/processing-status` }],
        ["status", { path: `/datasets/status?dataset=${t.id}` }],
        ["search by id", { path: "/search", json: lexical(t, { dataset_ids: [t.id] }) }],
        ["search by name", { path: "/search", json: lexical(t, { datasets: [t.name] }) }],
        ["recall by id", { path: "/recall", json: { query: t.secret, dataset_ids: [t.id] } }],
        ["visualize", { path: `/visualize/json?dataset_id=${t.id}` }],
        ["skills", { path: `/skills?dataset_id=${t.id}` }],
        ["session", { path: `/sessions/${t.sessionId}` }],
        ["visualize page", { path: `/visualize?dataset_id=${t.id}` }],
        ["infer schema", { path: "/llm/infer-schema", json: { dataset_id: t.id } }],
        ["skill", { path: `/skills/${crypto.randomUUID()}?dataset_id=${t.id}` }],
        ["proposal", { path: `/proposals/${crypto.randomUUID()}?dataset_id=${t.id}` }],
      ];
      for (const [route, { path, ...init }] of denied) {
        const r = await probe(await req(path, as(c, init)));
        expect(isSuccess(r.status), `${where(route)} answered ${r.status}: ${r.text.slice(0, 200)}`).toBe(false);
        noLeak(expect, where(route), r.text, t);
      }
      // The spec fixes 404 for the count of a missing or unreadable dataset.
      expect((await probe(await req(`/datasets/${t.id}/data/count`, as(c)))).status, where("count status")).toBe(404);

      // Routes that answer for the caller's own scope must simply not include the foreign dataset.
      const open: [string, ReqInit & { path: string }][] = [
        ["datasets list", { path: "/datasets" }],
        ["search all", { path: "/search", json: lexical(t) }],
        ["recall all", { path: "/recall", json: { query: t.secret } }],
        ["graph summary", { path: `/datasets/graph-summary?dataset_ids=${t.id}` }],
        ["provenance", { path: "/schema/provenance/json" }],
        ["owner's datasets", { path: `/permissions/principals/${t.owner.id}/datasets` }],
        ["brains", { path: "/visualize/brains" }],
        ["search history", { path: "/search" }],
        ["recall history", { path: "/recall" }],
        ["quota usage", { path: "/quotas/usage" }],
      ];
      for (const [route, { path, ...init }] of open) {
        const r = await probe(await req(path, as(c, init)));
        // Histories hold the caller's own probe queries (which contain the secret): only the owner's
        // question and any logged result may not appear.
        if (route === "search history" || route === "recall history") {
          expect(r.text, where(route)).not.toContain(`What is ${t.secret}`);
          const entries = (isSuccess(r.status) ? JSON.parse(r.text) : []) as { user?: string; text?: string }[];
          for (const e of entries.filter((x) => x.user !== "user")) expect(JSON.stringify(e), where(route)).not.toContain(t.secret);
          continue;
        }
        // A tenant administrator's views cover the workspace's datasets by name, never by content
        // (spec: provenance "tenant administrators see the whole workspace"; cognee: manageable users).
        if ((route === "provenance" || route === "owner's datasets") && c.key === "alice" && t.key === "bravo") {
          expect(r.text, where(route)).not.toContain(t.secret);
          continue;
        }
        noLeak(expect, where(route), r.text, t);
        if (isSuccess(r.status) && route !== "graph summary") expect(r.text, where(route)).not.toContain(t.id);
      }
    }
  }, 300_000);

  it("write routes: a caller without write changes nothing", async ({ expect }) => {
    for (const [c, t] of noWrite()) {
      const where = (route: string) => `${c.key} -> ${t.key}: ${route}`;
      const remember = new FormData();
      remember.append("raw_data", "intruder note");
      remember.append("datasetId", t.id);
      const update = new FormData();
      update.append("data", new File(["intruder replacement"], "x.txt", { type: "text/plain" }));
      const attempts: [string, ReqInit & { path: string }][] = [
        ["add", { path: "/add", json: { data: "intruder note", datasetId: t.id } }],
        ["cognify", { path: "/cognify", json: { dataset_ids: [t.id] } }],
        ["remember", { path: "/remember", formData: remember }],
        ["improve", { path: "/improve", json: { dataset_id: t.id } }],
        ["update", { path: `/update?data_id=${t.dataId}&dataset_id=${t.id}`, method: "PATCH", formData: update }],
        ["skills", { path: "/skills", json: { skills_text: "# Intruder\nDo bad things.", dataset_id: t.id } }],
        ["remember entry", { path: "/remember/entry", json: { entry: { type: "skill_run", selected_skill_id: "x" }, dataset_id: t.id } }],
        ["grant self", { path: `/permissions/datasets/${c.user.id}?permission_name=write`, json: [t.id] }],
      ];
      for (const [route, { path, ...init }] of attempts) {
        const r = await probe(await req(path, as(c, { method: "POST", ...init })));
        expect(isSuccess(r.status), `${where(route)} answered ${r.status}: ${r.text.slice(0, 200)}`).toBe(false);
        noLeak(expect, where(route), r.text, t);
      }
    }
  }, 300_000);

  it("delete and share routes: a caller without delete or share removes or reassigns nothing", async ({ expect }) => {
    for (const [c, t] of noWrite()) {
      const where = (route: string) => `${c.key} -> ${t.key}: ${route}`;
      const attempts: [string, ReqInit & { path: string }][] = [
        ["delete item", { path: `/datasets/${t.id}/data/${t.dataId}`, method: "DELETE" }],
        ["delete dataset", { path: `/datasets/${t.id}`, method: "DELETE" }],
        ["legacy delete", { path: `/delete?data_id=${t.dataId}&dataset_id=${t.id}`, method: "DELETE" }],
        ["forget dataset", { path: "/forget", method: "POST", json: { dataset_id: t.id } }],
        ["forget item", { path: "/forget", method: "POST", json: { dataset_id: t.id, data_id: t.dataId } }],
        ["skill delete", { path: `/skills/${crypto.randomUUID()}?dataset_id=${t.id}`, method: "DELETE" }],
        ["share", { path: `/permissions/datasets/${mallory.id}?permission_name=read`, method: "POST", json: [t.id] }],
        ["revoke", { path: `/permissions/datasets/${readersRole}?permission_name=read`, method: "DELETE", json: [t.id] }],
      ];
      for (const [route, { path, ...init }] of attempts) {
        const r = await probe(await req(path, as(c, init)));
        expect(isSuccess(r.status), `${where(route)} answered ${r.status}: ${r.text.slice(0, 200)}`).toBe(false);
        noLeak(expect, where(route), r.text, t);
      }
    }
    // Bulk deletes act only on what the caller may delete: dave (read-only on alpha) and mallory.
    for (const c of [caller("dave", dave), caller("mallory", mallory)]) {
      await status(await req("/datasets", as(c, { method: "DELETE" })));
      await status(await req("/forget", as(c, { method: "POST", json: { everything: true } })));
    }
  }, 300_000);

  it("tenant and permission management: outsiders and plain members cannot see or change the workspace", async ({ expect }) => {
    const outsiders = [caller("carol", carol), caller("mallory", mallory)];
    for (const c of outsiders) {
      for (const path of [`/tenants/${tenantId}/users`, `/tenants/${tenantId}/status`, `/permissions/tenants/${tenantId}/roles`, `/permissions/tenants/${tenantId}/users`, `/permissions/tenants/${tenantId}/capabilities/me`, `/permissions/principals/${tenantId}/datasets`]) {
        const r = await probe(await req(path, as(c)));
        expect(r.status, `${c.key} GET ${path}`).toBe(403);
        expect(r.text).not.toContain(alice.email);
      }
      for (const [path, method] of [
        [`/tenants/${tenantId}/restore`, "POST"],
        [`/tenants/users?tenant_id=${tenantId}&user_id=${c.user.id}`, "POST"],
        [`/tenants?tenant_id=${tenantId}`, "DELETE"],
        [`/permissions/users/${c.user.id}/tenants?tenant_id=${tenantId}`, "POST"],
        [`/permissions/users/${c.user.id}/roles?role_id=${readersRole}`, "POST"],
      ] as const) {
        expect(isSuccess((await probe(await req(path, as(c, { method })))).status), `${c.key} ${method} ${path}`).toBe(false);
      }
    }
    const plain = caller("bob", bob);
    for (const path of [`/permissions/tenants/${tenantId}/roles`, `/permissions/tenants/${tenantId}/users`]) {
      expect(await status(await req(path, as(plain))), `bob GET ${path}`).toBe(403);
    }
    for (const [path, method, json] of [
      [`/permissions/capabilities/${bob.id}?tenant_id=${tenantId}`, "POST", ["manage_users"]],
      [`/permissions/users/${bob.id}/roles?role_id=${readersRole}`, "POST", undefined],
      [`/permissions/roles/${readersRole}`, "DELETE", undefined],
      [`/tenants/users?tenant_id=${tenantId}&user_id=${dave.id}`, "DELETE", undefined],
    ] as const) {
      const r = await probe(await req(path, as(plain, { method, ...(json ? { json } : {}) })));
      expect(isSuccess(r.status), `bob ${method} ${path}: ${r.status}`).toBe(false);
    }
  });

  it("account-scoped records: configurations and agent connections stay their owner's", async ({ expect }) => {
    const secret = `Confidential${tag}`;
    await ok(await req("/configuration/store_user_configuration", { json: { name: `cfg-${tag}`, config: { note: secret } }, token: carol.token }), "store");
    const own = await ok(await req("/configuration/get_user_configuration", { token: carol.token }), "list configurations");
    const configId = JSON.stringify(own).match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)?.[0] as string;
    expect(configId).toBeTruthy();
    const conn = await ok(await req("/agents/register", { json: { agent_session_name: `conn-${secret}` }, token: carol.token }), "register agent");
    // Positive control: the owner reads both back.
    expect(await (await req(`/configuration/get_user_configuration/${configId}`, { token: carol.token })).text()).toContain(secret);
    expect(await (await req(`/agents/connections/${conn.id}`, { token: carol.token })).text()).toContain(secret);
    for (const c of [caller("alice", alice), caller("bob", bob), caller("mallory", mallory), agent]) {
      const detail = await probe(await req(`/agents/connections/${conn.id}`, as(c)));
      expect(isSuccess(detail.status), `${c.key} GET connection: ${detail.status}`).toBe(false);
      // A configuration that is not visible reads as {} (never 404, so ids cannot be probed), never its data.
      const config = await probe(await req(`/configuration/get_user_configuration/${configId}`, as(c)));
      expect(config.text, `${c.key} GET configuration`).not.toContain(secret);
      expect(detail.text).not.toContain(secret);
      for (const path of ["/configuration/get_user_configuration", "/agents/connections?active_only=false", "/agents/connections/me?agent_session_name=" + encodeURIComponent(`conn-${secret}`)]) {
        const r = await probe(await req(path, as(c)));
        expect(r.text, `${c.key} GET ${path}`).not.toContain(secret);
      }
      const gone = await probe(await req("/agents/unregister", as(c, { json: { agent_session_name: `conn-${secret}` } })));
      expect(isSuccess(gone.status), `${c.key} unregister: ${gone.status}`).toBe(false);
    }
    const still = await ok(await req(`/agents/connections/me?agent_session_name=${encodeURIComponent(`conn-${secret}`)}`, { token: carol.token }), "own connection");
    expect(still.status).toBe("active");
  });

  it("afterwards every owner's data is intact and still answers", async ({ expect }) => {
    for (const t of Object.values(targets)) {
      const count = await body(await req(`/datasets/${t.id}/data/count`, { token: t.owner.token }));
      expect(count.count, `${t.key} item count`).toBe(initialCounts[t.key]);
      const items = await body(await req(`/datasets/${t.id}/data`, { token: t.owner.token }));
      expect(items.map((i: { id: string }) => i.id)).toContain(t.dataId);
      const found = await req("/search", { json: lexical(t, { dataset_ids: [t.id] }), token: t.owner.token });
      expect(found.status).toBe(200);
      const text = await found.text();
      expect(text).toContain(t.secret);
      expect(text).not.toContain("intruder");
      const raw = await req(`/datasets/${t.id}/data/${t.dataId}/raw`, { token: t.owner.token });
      expect(await raw.text()).toContain(t.secret);
    }
    // The role grant on alpha survived every revoke attempt.
    const list = await body(await req("/datasets", { token: dave.token }));
    expect(list.map((d: { id: string }) => d.id)).toContain(targets.alpha.id);
    // Nobody was granted anything by the attempts.
    for (const c of [bob, carol, mallory]) {
      const mine = await body(await req(`/permissions/principals/${c.id}/datasets?permission_name=write`, { token: c.token }));
      const foreign = mine.filter((d: { ownerId: string }) => d.ownerId !== c.id);
      expect(foreign, `${c.email} gained write`).toEqual([]);
    }
  });
});

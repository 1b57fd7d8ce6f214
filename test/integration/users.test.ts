import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import { getPod } from "../../src/storage/pods";
import { body, req, signUp, status, type TestUser } from "./auth.helpers";

const patch = (u: TestUser, path: string, json?: unknown) => req(`/users/me${path}`, { method: "PATCH", token: u.token, ...(json !== undefined ? { json } : {}) });

describe("users/me", () => {
  it("returns the current user with default flags and tenants", async ({ expect }) => {
    const u = await signUp("me");
    const me = await body(await req("/users/me", { token: u.token }));
    expect(me).toMatchObject({
      id: u.id,
      email: u.email,
      is_active: true,
      is_superuser: false,
      is_agent: false,
      tenant_id: null,
      parent_user_id: null,
      has_seen_welcome: false,
      onboarding_completed: false,
      marketing_consent: null,
      session_recording_consent: null,
      dismissed_feature_announcements: [],
      tenants: [],
    });
    expect(await status(await req("/users/me"))).toBe(401);
  });

  it("PATCH flags: seen-welcome, complete-onboarding, consents and feature dismissal persist per user", async ({ expect }) => {
    const u = await signUp("flags");
    const other = await signUp("flags-other");
    expect((await body(await patch(u, "/seen-welcome"))).has_seen_welcome).toBe(true);
    const onboarded = await body(await patch(u, "/complete-onboarding"));
    expect(onboarded.onboarding_completed).toBe(true);
    expect(typeof onboarded.onboarding_completed_at).toBe("string");
    expect((await body(await patch(u, "/marketing-consent", { consent: true }))).marketing_consent).toBe(true);
    expect((await body(await patch(u, "/marketing-consent", { marketing_consent: false }))).marketing_consent).toBe(false);
    expect((await body(await patch(u, "/session-recording-consent", { consent: true }))).session_recording_consent).toBe(true);
    await status(await patch(u, "/feature-announcements/graph-view/dismiss"));
    const me = await body(await patch(u, "/feature-announcements/recall-v2/dismiss"));
    expect(me.dismissed_feature_announcements).toEqual(["graph-view", "recall-v2"]);
    expect(me.has_seen_welcome).toBe(true);

    const theirs = await body(await req("/users/me", { token: other.token }));
    expect(theirs).toMatchObject({ has_seen_welcome: false, marketing_consent: null, dismissed_feature_announcements: [] });
  });

  it("consent payloads need a boolean (422 otherwise)", async ({ expect }) => {
    const u = await signUp("consent422");
    expect(await status(await patch(u, "/marketing-consent", {}))).toBe(422);
    expect(await status(await patch(u, "/session-recording-consent", { consent: "yes" }))).toBe(422);
  });
});

describe("surveys", () => {
  it("eligibility hands out one response id; answering closes the survey; others cannot answer it", async ({ expect }) => {
    const u = await signUp("survey");
    const other = await signUp("survey-other");
    const e1 = await body(await req("/survey/eligibility", { json: { survey_key: "nps" }, token: u.token }));
    expect(e1).toMatchObject({ eligible: true, survey_key: "nps" });
    const e2 = await body(await req("/survey/eligibility", { json: { survey_key: "nps" }, token: u.token }));
    expect(e2.response_id).toBe(e1.response_id);

    expect(await status(await req(`/survey/response/${e1.response_id}`, { method: "PATCH", token: other.token, json: { rating: 9 } }))).toBe(404);
    const answered = await req(`/survey/response/${e1.response_id}`, { method: "PATCH", token: u.token, json: { rating: 9, comment: "good" } });
    expect(await body(answered)).toMatchObject({ id: e1.response_id, survey_key: "nps", status: "submitted" });
    expect(await status(await req(`/survey/response/${e1.response_id}`, { method: "PATCH", token: u.token, json: { rating: 1 } }))).toBe(409);
    expect(await body(await req("/survey/eligibility", { json: { survey_key: "nps" }, token: u.token }))).toMatchObject({ eligible: false, response_id: null });
    expect(await status(await req(`/survey/response/${crypto.randomUUID()}`, { method: "PATCH", token: u.token, json: {} }))).toBe(404);
  });
});

describe("account deletion", () => {
  it("deletes the account, its agents, its datasets (pod content too) and owned solo tenants; shared data of others stays", async ({ expect }) => {
    const u = await signUp("leaver");
    const friend = await signUp("friend");
    const agent = await body(await req("/agents/create?name=bot", { method: "POST", token: u.token }));
    const mine = await body(await req("/datasets", { json: { name: "mine" }, token: u.token }));
    const agentDs = await body(await req("/datasets", { json: { name: "agentdata" }, apiKey: agent.agentApiKey }));
    const friends = await body(await req("/datasets", { json: { name: "friends" }, token: friend.token }));
    await status(await req(`/permissions/datasets/${u.id}?permission_name=read`, { method: "POST", token: friend.token, json: [friends.id] }));
    const add = await req("/add", { json: { data: "Ada Lovelace wrote notes.", datasetName: "mine" }, token: u.token });
    expect(add.status).toBe(200);
    await add.text();
    expect(await getPod(env, `user:${u.id}`).countDataItems(mine.id)).toBe(1);
    expect(await status(await req("/search", { json: { query: "Ada", search_type: "CHUNKS_LEXICAL", datasets: ["mine"] }, token: u.token }))).toBe(200);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM search_history WHERE user_id = ?").bind(u.id).first("n")).toBeGreaterThan(0);
    const solo = await body(await req("/tenants?tenant_name=solo-" + crypto.randomUUID().slice(0, 6), { method: "POST", token: u.token }));

    const res = await req("/users/me", { method: "DELETE", token: u.token });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ message: "Account deleted.", user_id: u.id, deleted_agents: 1, deleted_datasets: 2, deleted_tenants: 1 });

    expect(await status(await req("/auth/me", { apiKey: u.apiKey }))).toBe(401);
    expect(await status(await req("/auth/me", { apiKey: agent.agentApiKey }))).toBe(401);
    expect(await status(await req("/auth/me", { token: u.token }))).toBe(401);
    for (const id of [mine.id, agentDs.id]) {
      expect(await env.DB.prepare("SELECT count(*) AS n FROM datasets WHERE id = ?").bind(id).first("n")).toBe(0);
      expect(await env.DB.prepare("SELECT count(*) AS n FROM acls WHERE dataset_id = ?").bind(id).first("n")).toBe(0);
    }
    expect(await getPod(env, `user:${u.id}`).countDataItems(mine.id)).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM tenants WHERE id = ?").bind(solo.tenant_id).first("n")).toBe(0);
    // The friend's dataset and its other grants are untouched.
    const friendList = await body(await req("/datasets", { token: friend.token }));
    expect(friendList.map((d: { id: string }) => d.id)).toContain(friends.id);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM acls WHERE principal_id = ?").bind(u.id).first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM search_history WHERE user_id = ?").bind(u.id).first("n")).toBe(0);
  });

  it("refuses (409) while the account owns a tenant with other members; nothing is deleted", async ({ expect }) => {
    const owner = await signUp("stayer");
    const member = await signUp("stayer-member");
    const t = await body(await req("/tenants?tenant_name=shared-" + crypto.randomUUID().slice(0, 6), { method: "POST", token: owner.token }));
    await status(await req(`/tenants/users?tenant_id=${t.tenant_id}&user_id=${member.id}`, { method: "POST", token: owner.token }));
    const res = await req("/users/me", { method: "DELETE", token: owner.token });
    expect(res.status).toBe(409);
    expect((await body(res)).detail).toMatch(/\[TenantOwnershipError\]$/);
    expect(await status(await req("/auth/me", { token: owner.token }))).toBe(200);
    expect(await status(await req(`/tenants/${t.tenant_id}/users`, { token: member.token }))).toBe(200);
  });

  it("a member that deletes its account leaves its tenants (and their pods)", async ({ expect }) => {
    const owner = await signUp("keeper");
    const member = await signUp("goner");
    const t = await body(await req("/tenants?tenant_name=keep-" + crypto.randomUUID().slice(0, 6), { method: "POST", token: owner.token }));
    await status(await req(`/tenants/users?tenant_id=${t.tenant_id}&user_id=${member.id}`, { method: "POST", token: owner.token }));
    expect(await status(await req("/users/me", { method: "DELETE", token: member.token }))).toBe(200);
    const users = await body(await req(`/tenants/${t.tenant_id}/users`, { token: owner.token }));
    expect(users.map((x: { id: string }) => x.id)).toEqual([owner.id]);
    const podMembers = await getPod(env, `tenant:${t.tenant_id}`).listMembers(owner.id);
    expect(podMembers.map((m) => m.userId)).toEqual([owner.id]);
  });
});

import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import { ApiError } from "../../src/core/errors";
import { getPod } from "../../src/storage/pods";
import { AUTH_ON, body, req, signUp, status, type TestUser, uniqueEmail } from "./auth.helpers";

const AUTH_OFF = { REQUIRE_AUTHENTICATION: "false" };
const FAST_RESTORE = { ...AUTH_ON, TENANT_RESTORE_COLD_START_MS: "30" };

/** A WORKSPACE_POD namespace whose objects cannot be reached (transport failure on every call). */
const unreachablePods = {
  getByName: () =>
    new Proxy(
      {},
      {
        get: (_t, prop) =>
          prop === "then"
            ? undefined
            : async () => {
                throw new Error("Network connection lost.");
              },
      },
    ),
};

const podOf = (tenantId: string) => getPod(env, `tenant:${tenantId}`);

/**
 * Settles an RPC call into "ok", `<status>|<Name>|<message>` for an ApiError (pod errors arrive decoded,
 * src/storage/pods.ts) or the message of anything else (RPC promises are callable, so not handed to expect).
 */
async function outcome(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return "ok";
  } catch (err) {
    if (err instanceof ApiError) return `${err.status}|${err.errorName}|${err.message}`;
    return err instanceof Error ? err.message : String(err);
  }
}

async function newTenant(owner: TestUser, name = `team-${crypto.randomUUID().slice(0, 8)}`): Promise<string> {
  const res = await req(`/tenants?tenant_name=${encodeURIComponent(name)}`, { method: "POST", token: owner.token });
  if (res.status !== 200) throw new Error(`create tenant ${res.status}: ${await res.text()}`);
  return (await body(res)).tenant_id;
}

async function outbox(to: string): Promise<{ kind: string; subject: string; body: string }[]> {
  return body(await req(`/dev/outbox?to=${encodeURIComponent(to)}`, { vars: AUTH_OFF }));
}

async function addMember(owner: TestUser, tenantId: string, who: { userId?: string; email?: string }, init: Parameters<typeof req>[1] = {}) {
  const q = new URLSearchParams({ tenant_id: tenantId, ...(who.userId ? { user_id: who.userId } : {}), ...(who.email ? { email: who.email } : {}) });
  return req(`/tenants/users?${q}`, { method: "POST", token: owner.token, ...init });
}

describe("tenant lifecycle", () => {
  it("creates a tenant (owner, healthy pod, current tenant) and refuses invalid or taken names with 400", async ({ expect }) => {
    const owner = await signUp("owner");
    const name = `Acme ${crypto.randomUUID().slice(0, 6)}`;
    const res = await req(`/tenants?tenant_name=${encodeURIComponent(name)}`, { method: "POST", token: owner.token });
    expect(res.status).toBe(200);
    const created = await body(res);
    expect(created).toMatchObject({ message: "Tenant created.", tenant_name: name, status: "healthy" });

    const current = await body(await req("/tenants/current", { token: owner.token }));
    expect(current).toMatchObject({ id: created.tenant_id, name, owner_id: owner.id, status: "healthy" });

    for (const bad of ["", "   ", "a/b", "x".repeat(101), "<script>"]) {
      const r = await req(`/tenants?tenant_name=${encodeURIComponent(bad)}`, { method: "POST", token: owner.token });
      expect(r.status).toBe(400);
      expect((await body(r)).detail).toMatch(/\[InvalidTenantNameError\]$/);
    }
    const other = await signUp("other");
    const taken = await req(`/tenants?tenant_name=${encodeURIComponent(name.toUpperCase())}`, { method: "POST", token: other.token });
    expect(taken.status).toBe(400);
    expect((await body(taken)).detail).toMatch(/\[TenantAlreadyExistsError\]$/);
  });

  it("current and current/service-url: 404 without a tenant; the service URL follows TENANT_SERVICE_URL_TEMPLATE", async ({ expect }) => {
    const u = await signUp("nocurrent");
    expect(await status(await req("/tenants/current", { token: u.token }))).toBe(404);
    expect(await status(await req("/tenants/current/service-url", { token: u.token }))).toBe(404);
    const id = await newTenant(u);
    expect(await body(await req("/tenants/current/service-url", { token: u.token }))).toEqual({ tenant_id: id, service_url: "http://localhost:8000" });
    const templated = await req("/tenants/current/service-url", {
      token: u.token,
      vars: { ...AUTH_ON, TENANT_SERVICE_URL_TEMPLATE: "https://{tenant_id}.memory.example.com/" },
    });
    expect(await body(templated)).toEqual({ tenant_id: id, service_url: `https://${id}.memory.example.com` });
  });

  it("me/with-status lists every tenant of the caller with status and owner info, and nobody else's", async ({ expect }) => {
    const owner = await signUp("wsowner");
    const member = await signUp("wsmember");
    const outsider = await signUp("wsoutsider");
    const t1 = await newTenant(owner);
    await newTenant(owner);
    await status(await addMember(owner, t1, { userId: member.id }));

    const mine = await body(await req("/tenants/me/with-status", { token: member.token }));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: t1, status: "healthy", is_owner: false, owner: { id: owner.id, email: owner.email } });
    expect(await body(await req("/tenants/me/with-status", { token: owner.token }))).toHaveLength(2);
    expect(await body(await req("/tenants/me/with-status", { token: outsider.token }))).toEqual([]);
  });

  it("deletes a tenant: owner only (403 member, 403 outsider, 404 missing); its datasets and pod content go", async ({ expect }) => {
    const owner = await signUp("delowner");
    const member = await signUp("delmember");
    const outsider = await signUp("deloutsider");
    const id = await newTenant(owner);
    await status(await addMember(owner, id, { userId: member.id }));
    await env.DB.prepare(
      "INSERT INTO datasets (id, name, owner_id, tenant_id, workspace_id, created_at, updated_at) VALUES (?, 'tds', ?, ?, ?, 0, 0)",
    )
      .bind(crypto.randomUUID(), owner.id, id, `tenant:${id}`)
      .run();

    expect(await status(await req(`/tenants?tenant_id=${id}`, { method: "DELETE", token: member.token }))).toBe(403);
    expect(await status(await req(`/tenants?tenant_id=${id}`, { method: "DELETE", token: outsider.token }))).toBe(403);
    expect(await status(await req(`/tenants?tenant_id=${crypto.randomUUID()}`, { method: "DELETE", token: owner.token }))).toBe(404);

    const ok = await req(`/tenants?tenant_id=${id}`, { method: "DELETE", token: owner.token });
    expect(await body(ok)).toEqual({ message: "Tenant deleted.", tenant_id: id });
    expect(await status(await req(`/tenants/${id}/status`, { token: owner.token }))).toBe(404);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM datasets WHERE tenant_id = ?").bind(id).first<{ n: number }>();
    expect(left!.n).toBe(0);
    expect(await podOf(id).podState()).toBeNull();
    expect(await body(await req("/tenants/me/with-status", { token: member.token }))).toEqual([]);
  });
});

describe("tenant members", () => {
  it("adds by e-mail: unknown address gets a stub and a sign-up mail; it joins on sign-up", async ({ expect }) => {
    const owner = await signUp("inviter");
    const id = await newTenant(owner);
    const email = uniqueEmail("invitee");
    const res = await addMember(owner, id, { email });
    expect(res.status).toBe(200);
    const result = await body(res);
    expect(result).toMatchObject({ pending_invite: true, invite_email_sent: true, sync_status: "ok", already_member: false });
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "tenant_invite_signup" });
    expect(mails[0].body).toContain("/signup?email=");

    const listed = await body(await req(`/tenants/${id}/users`, { token: owner.token }));
    expect(listed.find((m: { email: string }) => m.email === email)).toMatchObject({ id: result.user_id, pending_invite: true });

    // The stub cannot log in; signing up turns it into a real account that is already a member.
    const reg = await req("/auth/register", { json: { email, password: "joined-pass-1" } });
    expect(reg.status).toBe(201);
    expect((await body(reg)).id).toBe(result.user_id);
    const login = await req("/auth/login", { form: { username: email, password: "joined-pass-1" }, headers: { "cf-connecting-ip": "10.200.0.1" } });
    const { access_token } = await body(login);
    const tenants = await body(await req("/tenants/me/with-status", { token: access_token }));
    expect(tenants.map((t: { id: string }) => t.id)).toEqual([id]);
    expect(await status(await req(`/tenants/${id}/users`, { token: access_token }))).toBe(200);
  });

  it("adds by user id with an access notice; a re-add reports already_member, re-pushes and re-mails", async ({ expect }) => {
    const owner = await signUp("addowner");
    const member = await signUp("addmember");
    const id = await newTenant(owner);
    const first = await body(await addMember(owner, id, { userId: member.id }));
    expect(first).toMatchObject({ pending_invite: false, invite_email_sent: true, sync_status: "ok", already_member: false });
    const again = await addMember(owner, id, { userId: member.id });
    expect(again.status).toBe(200);
    expect(await body(again)).toMatchObject({ already_member: true, sync_status: "ok", invite_email_sent: true });
    const mails = await outbox(member.email);
    expect(mails.map((m) => m.kind)).toEqual(["tenant_access_notice", "tenant_access_notice"]);
    expect((await podOf(id).listMembers(owner.id)).map((m) => m.userId).sort()).toEqual([owner.id, member.id].sort());
  });

  it("refuses: neither user_id nor email (400), a non-owner (403), a missing tenant or user (404)", async ({ expect }) => {
    const owner = await signUp("refowner");
    const member = await signUp("refmember");
    const id = await newTenant(owner);
    await status(await addMember(owner, id, { userId: member.id }));
    const neither = await req(`/tenants/users?tenant_id=${id}`, { method: "POST", token: owner.token });
    expect(neither.status).toBe(400);
    await neither.text();
    expect(await status(await addMember(member, id, { email: uniqueEmail() }))).toBe(403);
    expect(await status(await addMember(owner, crypto.randomUUID(), { userId: member.id }))).toBe(404);
    expect(await status(await addMember(owner, id, { userId: crypto.randomUUID() }))).toBe(404);
    expect(await status(await addMember(owner, id, { email: "not an address" }))).toBe(400);
  });

  it("answers 207 when the pod cannot be reached: member recorded, nothing mailed; repeating later syncs and mails", async ({ expect }) => {
    const owner = await signUp("syncowner");
    const member = await signUp("syncmember");
    const id = await newTenant(owner);
    const res = await addMember(owner, id, { userId: member.id }, { bindings: { WORKSPACE_POD: unreachablePods } });
    expect(res.status).toBe(207);
    expect(await body(res)).toMatchObject({ sync_status: "unreachable", invite_email_sent: false, already_member: false });
    expect(await outbox(member.email)).toEqual([]);
    // The pod enforces access itself: until it learns of the member, it refuses them.
    expect(await status(await req(`/tenants/${id}/users`, { token: member.token }))).toBe(403);

    const retry = await addMember(owner, id, { userId: member.id });
    expect(retry.status).toBe(200);
    expect(await body(retry)).toMatchObject({ sync_status: "ok", already_member: true, invite_email_sent: true });
    expect(await outbox(member.email)).toHaveLength(1);
    expect(await status(await req(`/tenants/${id}/users`, { token: member.token }))).toBe(200);
  });

  it("removes a member: owner only, never the owner; access revoked on the pod first; the member is mailed", async ({ expect }) => {
    const owner = await signUp("rmowner");
    const member = await signUp("rmmember");
    const other = await signUp("rmother");
    const id = await newTenant(owner);
    await status(await addMember(owner, id, { userId: member.id }));
    await status(await addMember(owner, id, { userId: other.id }));

    const del = (by: TestUser, userId: string, init = {}) => req(`/tenants/users?tenant_id=${id}&user_id=${userId}`, { method: "DELETE", token: by.token, ...init });
    expect(await status(await del(member, other.id))).toBe(403);
    expect(await status(await del(owner, owner.id))).toBe(400);
    expect(await status(await del(owner, crypto.randomUUID()))).toBe(404);

    const ok = await del(owner, member.id);
    expect(ok.status).toBe(200);
    expect(await body(ok)).toMatchObject({ tenant_id: id, user_id: member.id, notice_email_sent: true });
    expect((await outbox(member.email)).map((m) => m.kind)).toContain("tenant_removal");
    expect(await status(await req(`/tenants/${id}/users`, { token: member.token }))).toBe(403);
    expect(await outcome(() => podOf(id).assertMember(member.id))).toMatch(/^403\|PermissionDeniedError/);
    expect(await status(await del(owner, member.id))).toBe(404);
  });

  it("removal with the pod unreachable answers 503 and removes nothing", async ({ expect }) => {
    const owner = await signUp("rm503owner");
    const member = await signUp("rm503member");
    const id = await newTenant(owner);
    await status(await addMember(owner, id, { userId: member.id }));
    const res = await req(`/tenants/users?tenant_id=${id}&user_id=${member.id}`, {
      method: "DELETE",
      token: owner.token,
      bindings: { WORKSPACE_POD: unreachablePods },
    });
    expect(res.status).toBe(503);
    expect((await body(res)).detail).toMatch(/nothing was removed.*\[WorkspaceUnreachableError\]$/);
    expect(await status(await req(`/tenants/${id}/users`, { token: member.token }))).toBe(200);
    expect(await outcome(() => podOf(id).assertMember(member.id))).toBe("ok");
  });

  it("resend-invite re-sends the mail in the member's current variant; owner only; 404 for non-members", async ({ expect }) => {
    const owner = await signUp("resowner");
    const member = await signUp("resmember");
    const id = await newTenant(owner);
    const stubEmail = uniqueEmail("stub");
    await status(await addMember(owner, id, { email: stubEmail }));
    await status(await addMember(owner, id, { userId: member.id }));
    const resend = (by: TestUser, email: string) =>
      req(`/tenants/users/resend-invite?tenant_id=${id}&email=${encodeURIComponent(email)}`, { method: "POST", token: by.token });

    expect(await body(await resend(owner, stubEmail))).toMatchObject({ invite_email_sent: true, pending_invite: true });
    expect((await outbox(stubEmail)).map((m) => m.kind)).toEqual(["tenant_invite_signup", "tenant_invite_signup"]);
    expect(await body(await resend(owner, member.email))).toMatchObject({ invite_email_sent: true, pending_invite: false });
    expect(await status(await resend(member, stubEmail))).toBe(403);
    expect(await status(await resend(owner, uniqueEmail("nobody")))).toBe(404);
  });

  it("{id}/users: any member may list; outsiders get 403; a missing tenant 404", async ({ expect }) => {
    const owner = await signUp("luowner");
    const member = await signUp("lumember");
    const outsider = await signUp("luoutsider");
    const id = await newTenant(owner);
    await status(await addMember(owner, id, { userId: member.id }));
    const list = await body(await req(`/tenants/${id}/users`, { token: member.token }));
    expect(list.map((m: { id: string }) => m.id).sort()).toEqual([owner.id, member.id].sort());
    expect(await status(await req(`/tenants/${id}/users`, { token: outsider.token }))).toBe(403);
    expect(await status(await req(`/tenants/${crypto.randomUUID()}/users`, { token: owner.token }))).toBe(404);
  });
});

describe("mail providers", () => {
  it("http provider: sent when the API accepts, not sent (but still 200) when it fails; nothing in the local outbox", async ({ expect }) => {
    const owner = await signUp("mailowner");
    const id = await newTenant(owner);
    const ok = { ...AUTH_ON, MAIL_PROVIDER: "http", MAIL_API_URL: "http://fake-mail.test/send", MAIL_API_KEY: "test-mail-key" };
    const a = uniqueEmail("httpok");
    const sent = await addMember(owner, id, { email: a }, { vars: ok });
    expect(sent.status).toBe(200);
    expect(await body(sent)).toMatchObject({ invite_email_sent: true, sync_status: "ok" });
    expect(await outbox(a)).toEqual([]);

    const b = uniqueEmail("httpfail");
    const failed = await addMember(owner, id, { email: b }, { vars: { ...ok, MAIL_API_URL: "http://fake-mail.test/fail" } });
    expect(failed.status).toBe(200);
    expect(await body(failed)).toMatchObject({ invite_email_sent: false, sync_status: "ok" });

    const c = uniqueEmail("cfnobinding");
    const unbound = await addMember(owner, id, { email: c }, { vars: { ...AUTH_ON, MAIL_PROVIDER: "cloudflare" } });
    expect(await body(unbound)).toMatchObject({ invite_email_sent: false, sync_status: "ok" });
  });

  it("cloudflare provider sends through the send_email binding", async ({ expect }) => {
    const owner = await signUp("cfowner");
    const id = await newTenant(owner);
    const sentMessages: unknown[] = [];
    const binding = { send: async (m: unknown) => (sentMessages.push(m), { messageId: "m-1" }) };
    const email = uniqueEmail("cfok");
    const res = await addMember(owner, id, { email }, { vars: { ...AUTH_ON, MAIL_PROVIDER: "cloudflare", MAIL_FROM: "team@memory.example" }, bindings: { SEND_EMAIL: binding } });
    expect(await body(res)).toMatchObject({ invite_email_sent: true });
    expect(sentMessages).toEqual([expect.objectContaining({ from: "team@memory.example", to: email, subject: expect.stringContaining("invited") })]);
  });

  it("the dev outbox is closed to non-superusers when authentication is on", async ({ expect }) => {
    const u = await signUp("outboxpeek");
    expect(await status(await req("/dev/outbox", { token: u.token }))).toBe(403);
    expect(await status(await req("/dev/outbox"))).toBe(401);
  });
});

describe("suspension and restore", () => {
  it("status and restore: suspended -> restoring -> healthy after the cold start; any member may restore", async ({ expect }) => {
    const owner = await signUp("susowner");
    const member = await signUp("susmember");
    const outsider = await signUp("susoutsider");
    const id = await newTenant(owner);
    await status(await addMember(owner, id, { userId: member.id }));
    expect(await body(await req(`/tenants/${id}/status`, { token: member.token }))).toEqual({ tenant_id: id, status: "healthy" });
    const added = await req("/add", { json: { data: "Kept safe while suspended.", datasetName: "vault" }, token: owner.token });
    expect(added.status).toBe(200);
    const datasetId = (await body(added)).dataset_id;

    const sus = await req(`/dev/tenants/${id}/suspend`, { method: "POST", vars: AUTH_OFF });
    expect(await body(sus)).toEqual({ tenant_id: id, status: "suspended" });
    expect(await body(await req(`/tenants/${id}/status`, { token: member.token }))).toEqual({ tenant_id: id, status: "suspended" });

    // Data-serving pod calls refuse while suspended; the data itself is intact.
    expect(await outcome(() => podOf(id).assertServing(member.id))).toMatch(/^503\|WorkspaceSuspendedError/);
    expect(await outcome(() => podOf(id).countDataItems(datasetId))).toMatch(/^503\|WorkspaceSuspendedError/);
    // The refusal comes from the one RPC wrapper (workers/pod/rpc.ts), also for RPCs with no check of their
    // own, and arrives as an ApiError; control RPCs still answer.
    for (const call of [() => podOf(id).chunksByIds([datasetId], ["x"]), () => podOf(id).listSkills(datasetId, { includeInactive: true, limit: 1, offset: 0 })]) {
      const err = await call().then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect([(err as ApiError).status, (err as ApiError).errorName]).toEqual([503, "WorkspaceSuspendedError"]);
    }
    expect((await podOf(id).podState())?.status).toBe("suspended");
    const refused = await req(`/datasets/${datasetId}/data`, { token: owner.token });
    expect(refused.status).toBe(503);
    expect((await body(refused)).detail).toMatch(/suspended.*\[WorkspaceSuspendedError\]$/);
    expect(await status(await req("/add", { json: { data: "more", datasetName: "vault" }, token: owner.token }))).toBe(503);
    expect(await status(await req(`/tenants/${id}/status`, { token: outsider.token }))).toBe(403);
    expect(await status(await req(`/tenants/${id}/restore`, { method: "POST", token: outsider.token }))).toBe(403);
    expect(await status(await req(`/tenants/${crypto.randomUUID()}/restore`, { method: "POST", token: member.token }))).toBe(404);

    const restored = await req(`/tenants/${id}/restore`, { method: "POST", token: member.token, vars: FAST_RESTORE });
    expect(restored.status).toBe(200);
    expect(await body(restored)).toEqual({ tenant_id: id, status: "restoring" });

    let last = "";
    for (let i = 0; i < 100 && last !== "healthy"; i++) {
      last = (await body(await req(`/tenants/${id}/status`, { token: member.token }))).status;
      expect(["provisioning", "healthy"]).toContain(last);
      if (last !== "healthy") await new Promise((r) => setTimeout(r, 20));
    }
    expect(last).toBe("healthy");
    expect(await outcome(() => podOf(id).assertServing(member.id))).toBe("ok");
    // Scaled to zero with data intact: the item is back.
    const items = await body(await req(`/datasets/${datasetId}/data`, { token: owner.token }));
    expect(items).toHaveLength(1);
  });

  it("restore answers 502 when the control plane cannot serve it", async ({ expect }) => {
    const owner = await signUp("r502owner");
    const id = await newTenant(owner);
    const res = await req(`/tenants/${id}/restore`, { method: "POST", token: owner.token, bindings: { WORKSPACE_POD: unreachablePods } });
    expect(res.status).toBe(502);
    expect((await body(res)).detail).toMatch(/\[ControlPlaneError\]$/);
    const st = await req(`/tenants/${id}/status`, { token: owner.token, bindings: { WORKSPACE_POD: unreachablePods } });
    expect(await body(st)).toEqual({ tenant_id: id, status: "unknown" });
  });

  it("a member added while suspended gets 207; restore re-syncs the pod's member list", async ({ expect }) => {
    const owner = await signUp("rsowner");
    const late = await signUp("rslate");
    const id = await newTenant(owner);
    await status(await req(`/dev/tenants/${id}/suspend`, { method: "POST", vars: AUTH_OFF }));
    const res = await addMember(owner, id, { userId: late.id });
    expect(res.status).toBe(207);
    expect(await body(res)).toMatchObject({ sync_status: "unreachable", invite_email_sent: false });
    // Removal from a suspended workspace cannot revoke access: 503, nothing removed.
    expect(await status(await req(`/tenants/users?tenant_id=${id}&user_id=${late.id}`, { method: "DELETE", token: owner.token }))).toBe(503);

    expect(await body(await req(`/tenants/${id}/restore`, { method: "POST", token: owner.token, vars: FAST_RESTORE }))).toMatchObject({ status: "restoring" });
    expect(await outcome(() => podOf(id).assertMember(late.id))).toBe("ok");
  });

  it("the dev suspend route is closed to non-superusers when authentication is on", async ({ expect }) => {
    const owner = await signUp("devsus");
    const id = await newTenant(owner);
    expect(await status(await req(`/dev/tenants/${id}/suspend`, { method: "POST", token: owner.token }))).toBe(403);
  });
});

import { describe, it } from "vitest";
import { body, req, signUp, status, type TestUser } from "./auth.helpers";

async function newDataset(user: TestUser, name = `ds_${crypto.randomUUID().slice(0, 8)}`): Promise<{ id: string; name: string; tenantId: string | null }> {
  const res = await req("/datasets", { json: { name }, token: user.token });
  if (res.status !== 200) throw new Error(`create dataset ${res.status}: ${await res.text()}`);
  return body(res);
}

async function newTenant(owner: TestUser): Promise<string> {
  const res = await req(`/tenants?tenant_name=perm-${crypto.randomUUID().slice(0, 8)}`, { method: "POST", token: owner.token });
  if (res.status !== 200) throw new Error(`create tenant ${res.status}: ${await res.text()}`);
  return (await body(res)).tenant_id;
}

async function join(owner: TestUser, tenantId: string, member: TestUser) {
  const res = await req(`/tenants/users?tenant_id=${tenantId}&user_id=${member.id}`, { method: "POST", token: owner.token });
  if (res.status !== 200) throw new Error(`add member ${res.status}: ${await res.text()}`);
  await res.text();
}

const grant = (by: TestUser, principal: string, permission: string, ids: string[]) =>
  req(`/permissions/datasets/${principal}?permission_name=${permission}`, { method: "POST", token: by.token, json: ids });
const revoke = (by: TestUser, principal: string, permission: string, ids: string[]) =>
  req(`/permissions/datasets/${principal}?permission_name=${permission}`, { method: "DELETE", token: by.token, json: ids });
const visible = async (user: TestUser, permission = "read"): Promise<string[]> =>
  (await body(await req(`/permissions/principals/${user.id}/datasets?permission_name=${permission}`, { token: user.token }))).map(
    (d: { id: string }) => d.id,
  );
const readable = async (user: TestUser): Promise<string[]> => (await body(await req("/datasets", { token: user.token }))).map((d: { id: string }) => d.id);

describe("dataset grants", () => {
  it("the creator holds read, write, delete and share; nobody else sees the dataset", async ({ expect }) => {
    const a = await signUp("creator");
    const b = await signUp("stranger");
    const ds = await newDataset(a);
    for (const p of ["read", "write", "delete", "share"]) expect(await visible(a, p)).toContain(ds.id);
    expect(await readable(b)).not.toContain(ds.id);
    expect(await visible(b)).not.toContain(ds.id);
  });

  it("grants and revokes each permission independently; share is needed on every dataset", async ({ expect }) => {
    const a = await signUp("sharer");
    const b = await signUp("grantee");
    const c = await signUp("third");
    const ds = await newDataset(a);
    const other = await newDataset(c);

    const ok = await grant(a, b.id, "read", [ds.id]);
    expect(ok.status).toBe(200);
    expect(await body(ok)).toEqual({ message: "Permission assigned to principal" });
    expect(await readable(b)).toContain(ds.id);
    expect(await visible(b, "write")).not.toContain(ds.id);

    // B can read but not share; A cannot share a dataset it has no share on (all-or-nothing).
    const noShare = await grant(b, c.id, "read", [ds.id]);
    expect(noShare.status).toBe(403);
    expect((await body(noShare)).detail).toBe("Request owner does not have necessary permission: [share] for all datasets requested. [PermissionDeniedError]");
    expect(await status(await grant(a, b.id, "read", [ds.id, other.id]))).toBe(403);
    expect(await readable(b)).not.toContain(other.id);
    expect(await status(await grant(a, b.id, "read", [crypto.randomUUID()]))).toBe(403);

    // Share passes the right on.
    expect(await status(await grant(a, b.id, "share", [ds.id]))).toBe(200);
    expect(await status(await grant(b, c.id, "read", [ds.id]))).toBe(200);
    expect(await readable(c)).toContain(ds.id);

    const rv = await revoke(a, b.id, "read", [ds.id]);
    expect(await body(rv)).toEqual({ message: "Permission revoked from principal" });
    expect(await readable(b)).not.toContain(ds.id);
    expect(await visible(b, "share")).toContain(ds.id);
  });

  it("validates: unknown principal 404, unknown permission 422, empty list 400, the owner's grants cannot be revoked", async ({ expect }) => {
    const a = await signUp("validator");
    const b = await signUp("validatee");
    const ds = await newDataset(a);
    expect(await status(await grant(a, crypto.randomUUID(), "read", [ds.id]))).toBe(404);
    expect(await status(await grant(a, b.id, "admin", [ds.id]))).toBe(422);
    expect(await status(await grant(a, b.id, "read", []))).toBe(400);
    await status(await grant(a, b.id, "share", [ds.id]));
    const r = await revoke(b, a.id, "read", [ds.id]);
    expect(r.status).toBe(400);
    expect((await body(r)).detail).toMatch(/owner's permissions.*\[InvalidGrantTargetError\]$/);
    expect(await readable(a)).toContain(ds.id);
  });

  it("grants to a role or a whole tenant reach their members; tenant datasets go only to that tenant's principals", async ({ expect }) => {
    const owner = await signUp("tgowner");
    const m1 = await signUp("tgm1");
    const m2 = await signUp("tgm2");
    const outsider = await signUp("tgout");
    const tenant = await newTenant(owner);
    await join(owner, tenant, m1);
    await join(owner, tenant, m2);
    const ds = await newDataset(owner);
    expect(ds.tenantId).toBe(tenant);

    const role = await body(await req("/permissions/roles?role_name=readers", { method: "POST", token: owner.token }));
    expect(await status(await req(`/permissions/users/${m1.id}/roles?role_id=${role.role_id}`, { method: "POST", token: owner.token }))).toBe(200);
    expect(await status(await grant(owner, role.role_id, "read", [ds.id]))).toBe(200);
    expect(await readable(m1)).toContain(ds.id);
    expect(await readable(m2)).not.toContain(ds.id);

    expect(await status(await grant(owner, tenant, "read", [ds.id]))).toBe(200);
    expect(await readable(m2)).toContain(ds.id);

    const notMember = await grant(owner, outsider.id, "read", [ds.id]);
    expect(notMember.status).toBe(400);
    expect((await body(notMember)).detail).toMatch(/not a member.*\[InvalidGrantTargetError\]$/);
    expect(await readable(outsider)).not.toContain(ds.id);

    // A personal dataset cannot be granted to a tenant or its roles.
    await status(await req("/permissions/tenants/select", { method: "POST", token: owner.token, json: { tenant_id: null } }));
    const personal = await newDataset(owner);
    expect(personal.tenantId).toBeNull();
    expect(await status(await grant(owner, tenant, "read", [personal.id]))).toBe(400);
    expect(await status(await grant(owner, role.role_id, "read", [personal.id]))).toBe(400);
  });

  it("principal listings: self, a role one holds, a tenant one belongs to; others' are 403", async ({ expect }) => {
    const owner = await signUp("plowner");
    const member = await signUp("plmember");
    const stranger = await signUp("plstranger");
    const tenant = await newTenant(owner);
    await join(owner, tenant, member);
    const ds = await newDataset(owner);
    await status(await grant(owner, tenant, "read", [ds.id]));

    const asMember = await body(await req(`/permissions/principals/${tenant}/datasets`, { token: member.token }));
    expect(asMember.map((d: { id: string }) => d.id)).toEqual([ds.id]);
    expect(await status(await req(`/permissions/principals/${tenant}/datasets`, { token: stranger.token }))).toBe(403);
    expect(await status(await req(`/permissions/principals/${owner.id}/datasets`, { token: member.token }))).toBe(403);
    expect(await status(await req(`/permissions/principals/${member.id}/datasets`, { token: stranger.token }))).toBe(403);
    // The owner administers the tenant: it may see what a member can read there.
    const seen = await body(await req(`/permissions/principals/${member.id}/datasets`, { token: owner.token }));
    expect(seen.map((d: { id: string }) => d.id)).toEqual([ds.id]);
    expect(await status(await req(`/permissions/principals/${crypto.randomUUID()}/datasets`, { token: owner.token }))).toBe(404);
  });
});

describe("roles and capabilities", () => {
  it("the owner holds every capability; members hold none until granted; outsiders get 403, unknown tenants 404", async ({ expect }) => {
    const owner = await signUp("capowner");
    const member = await signUp("capmember");
    const outsider = await signUp("capout");
    const tenant = await newTenant(owner);
    await join(owner, tenant, member);
    const me = (u: TestUser) => req(`/permissions/tenants/${tenant}/capabilities/me`, { token: u.token });
    expect(await body(await me(owner))).toEqual({
      tenant_id: tenant,
      capabilities: ["grant_capabilities", "manage_users", "revoke_capabilities"],
      is_owner: true,
      via_admin_role: false,
    });
    expect(await body(await me(member))).toMatchObject({ capabilities: [], is_owner: false });
    expect(await status(await me(outsider))).toBe(403);
    expect(await status(await req(`/permissions/tenants/${crypto.randomUUID()}/capabilities/me`, { token: owner.token }))).toBe(404);
  });

  it("role and user listings are withheld from non-administrators", async ({ expect }) => {
    const owner = await signUp("wowner");
    const member = await signUp("wmember");
    const tenant = await newTenant(owner);
    await join(owner, tenant, member);
    await status(await req("/permissions/roles?role_name=staff", { method: "POST", token: owner.token }));
    for (const path of [`/permissions/tenants/${tenant}/roles`, `/permissions/tenants/${tenant}/users`]) {
      expect(await status(await req(path, { token: member.token }))).toBe(403);
      expect(await status(await req(path, { token: owner.token }))).toBe(200);
    }
    const users = await body(await req(`/permissions/tenants/${tenant}/users`, { token: owner.token }));
    expect(users.map((u: { id: string }) => u.id).sort()).toEqual([owner.id, member.id].sort());
    const roles = await body(await req(`/permissions/tenants/${tenant}/roles`, { token: owner.token }));
    expect(roles).toEqual([expect.objectContaining({ name: "staff", user_count: 0, capabilities: [] })]);
    // A member may list its own roles, not another's.
    expect(await status(await req(`/permissions/tenants/${tenant}/roles/users/${member.id}`, { token: member.token }))).toBe(200);
    expect(await status(await req(`/permissions/tenants/${tenant}/roles/users/${owner.id}`, { token: member.token }))).toBe(403);
  });

  it("creating and deleting roles needs manage_users; names are unique per tenant", async ({ expect }) => {
    const owner = await signUp("rowner");
    const member = await signUp("rmember");
    const loner = await signUp("rloner");
    const tenant = await newTenant(owner);
    await join(owner, tenant, member);
    const created = await req("/permissions/roles?role_name=editors", { method: "POST", token: owner.token });
    const role = await body(created);
    expect(role).toMatchObject({ message: "Role created for tenant", tenant_id: tenant });
    expect(await status(await req("/permissions/roles?role_name=editors", { method: "POST", token: owner.token }))).toBe(409);
    // The member works in its personal space: name the tenant explicitly.
    expect(await status(await req(`/permissions/roles?role_name=x&tenant_id=${tenant}`, { method: "POST", token: member.token }))).toBe(403);
    expect(await status(await req("/permissions/roles?role_name=x", { method: "POST", token: loner.token }))).toBe(400);
    expect(await status(await req(`/permissions/roles/${role.role_id}`, { method: "DELETE", token: member.token }))).toBe(403);
    expect(await status(await req(`/permissions/roles/${role.role_id}`, { method: "DELETE", token: loner.token }))).toBe(404);
    expect(await body(await req(`/permissions/roles/${role.role_id}`, { method: "DELETE", token: owner.token }))).toEqual({ message: "Role deleted" });
  });

  it("capabilities chain: manage_users lets a member manage roles; granting needs grant_capabilities and holding what is granted", async ({ expect }) => {
    const owner = await signUp("chowner");
    const admin = await signUp("chadmin");
    const plain = await signUp("chplain");
    const tenant = await newTenant(owner);
    await join(owner, tenant, admin);
    await join(owner, tenant, plain);
    const caps = (by: TestUser, principal: string, list: string[], method = "POST") =>
      req(`/permissions/capabilities/${principal}?tenant_id=${tenant}`, { method, token: by.token, json: list });

    expect(await status(await caps(admin, plain.id, ["manage_users"]))).toBe(403);
    const granted = await caps(owner, admin.id, ["manage_users"]);
    expect(await body(granted)).toMatchObject({ principal_id: admin.id, tenant_id: tenant, capabilities: ["manage_users"] });
    expect(await status(await req(`/permissions/tenants/${tenant}/users`, { token: admin.token }))).toBe(200);
    expect(await status(await req(`/permissions/roles?role_name=ops&tenant_id=${tenant}`, { method: "POST", token: admin.token }))).toBe(200);
    expect(await status(await caps(admin, plain.id, ["manage_users"]))).toBe(403);

    await status(await caps(owner, admin.id, ["grant_capabilities"]));
    expect(await status(await caps(admin, plain.id, ["manage_users"]))).toBe(200);
    const beyond = await caps(admin, plain.id, ["revoke_capabilities"]);
    expect(beyond.status).toBe(403);
    expect((await body(beyond)).detail).toContain("missing: revoke_capabilities");

    expect(await status(await caps(admin, plain.id, ["manage_users"], "DELETE"))).toBe(403);
    expect(await status(await caps(owner, plain.id, ["manage_users"], "DELETE"))).toBe(200);
    expect(await status(await req(`/permissions/tenants/${tenant}/users`, { token: plain.token }))).toBe(403);
    expect(await status(await caps(owner, owner.id, ["manage_users"], "DELETE"))).toBe(400);
    expect(await status(await caps(owner, plain.id, ["fly"]))).toBe(400);
    expect(await status(await caps(owner, crypto.randomUUID(), ["manage_users"]))).toBe(404);
  });

  it("assigning a role needs every capability it carries; the 403 names the missing ones", async ({ expect }) => {
    const owner = await signUp("raowner");
    const manager = await signUp("ramanager");
    const target = await signUp("ratarget");
    const tenant = await newTenant(owner);
    await join(owner, tenant, manager);
    await join(owner, tenant, target);
    const strong = await body(await req("/permissions/roles?role_name=superstaff", { method: "POST", token: owner.token }));
    const weak = await body(await req("/permissions/roles?role_name=helpers", { method: "POST", token: owner.token }));
    await status(await req(`/permissions/capabilities/${strong.role_id}?tenant_id=${tenant}`, { method: "POST", token: owner.token, json: ["manage_users", "grant_capabilities", "revoke_capabilities"] }));
    await status(await req(`/permissions/capabilities/${manager.id}?tenant_id=${tenant}`, { method: "POST", token: owner.token, json: ["manage_users"] }));

    const denied = await req(`/permissions/users/${target.id}/roles?role_id=${strong.role_id}`, { method: "POST", token: manager.token });
    expect(denied.status).toBe(403);
    expect((await body(denied)).detail).toContain("missing: grant_capabilities, revoke_capabilities");
    expect(await body(await req(`/permissions/users/${target.id}/roles?role_id=${weak.role_id}`, { method: "POST", token: manager.token }))).toEqual({
      message: "User added to role",
    });
    expect(await status(await req(`/permissions/users/${target.id}/roles?role_id=${weak.role_id}`, { method: "POST", token: manager.token }))).toBe(409);
    expect(await status(await req(`/permissions/users/${target.id}/roles?role_id=${strong.role_id}`, { method: "POST", token: owner.token }))).toBe(200);
    // The role's capabilities now apply to its holder.
    const mine = await body(await req(`/permissions/tenants/${tenant}/capabilities/me`, { token: target.token }));
    expect(mine.capabilities).toEqual(["grant_capabilities", "manage_users", "revoke_capabilities"]);
    expect(await body(await req(`/permissions/users/${target.id}/roles?role_id=${weak.role_id}`, { method: "DELETE", token: owner.token }))).toEqual({
      message: "User removed from role",
    });
  });

  it("a role named admin passes every capability check by name (deprecated fallback)", async ({ expect }) => {
    const owner = await signUp("adowner");
    const member = await signUp("admember");
    const tenant = await newTenant(owner);
    await join(owner, tenant, member);
    const role = await body(await req("/permissions/roles?role_name=admin", { method: "POST", token: owner.token }));
    await status(await req(`/permissions/users/${member.id}/roles?role_id=${role.role_id}`, { method: "POST", token: owner.token }));
    expect(await body(await req(`/permissions/tenants/${tenant}/capabilities/me`, { token: member.token }))).toMatchObject({
      capabilities: ["grant_capabilities", "manage_users", "revoke_capabilities"],
      via_admin_role: true,
    });
    expect(await status(await req(`/permissions/tenants/${tenant}/roles`, { token: member.token }))).toBe(200);
  });

  it("tenant membership through the permission routes: manage_users adds (409 twice) and removes; the owner stays", async ({ expect }) => {
    const owner = await signUp("pmowner");
    const manager = await signUp("pmmanager");
    const newcomer = await signUp("pmnew");
    const tenant = await newTenant(owner);
    await join(owner, tenant, manager);
    expect(await status(await req(`/permissions/users/${newcomer.id}/tenants?tenant_id=${tenant}`, { method: "POST", token: manager.token }))).toBe(403);
    await status(await req(`/permissions/capabilities/${manager.id}?tenant_id=${tenant}`, { method: "POST", token: owner.token, json: ["manage_users"] }));
    const added = await req(`/permissions/users/${newcomer.id}/tenants?tenant_id=${tenant}`, { method: "POST", token: manager.token });
    expect(await body(added)).toEqual({ message: "User added to tenant", sync_status: "ok" });
    expect(await status(await req(`/permissions/users/${newcomer.id}/tenants?tenant_id=${tenant}`, { method: "POST", token: manager.token }))).toBe(409);
    expect(await status(await req(`/permissions/tenants/${tenant}/users/${owner.id}`, { method: "DELETE", token: manager.token }))).toBe(400);
    expect(await body(await req(`/permissions/tenants/${tenant}/users/${newcomer.id}`, { method: "DELETE", token: manager.token }))).toEqual({
      message: "User removed from tenant",
    });
    expect(await body(await req("/permissions/tenants/me", { token: newcomer.token }))).toEqual([]);
  });

  it("select switches the active tenant among the caller's own; null returns to the personal workspace", async ({ expect }) => {
    const owner = await signUp("selowner");
    const stranger = await signUp("selstranger");
    const tenant = await newTenant(owner);
    expect(await status(await req("/permissions/tenants/select", { method: "POST", token: stranger.token, json: { tenant_id: tenant } }))).toBe(403);
    expect(await body(await req("/permissions/tenants/select", { method: "POST", token: owner.token, json: { tenant_id: null } }))).toEqual({
      message: "Tenant selected.",
      tenant_id: null,
    });
    expect((await body(await req("/users/me", { token: owner.token }))).tenant_id).toBeNull();
    await status(await req("/permissions/tenants/select", { method: "POST", token: owner.token, json: { tenant_id: tenant } }));
    expect((await body(await req("/users/me", { token: owner.token }))).tenant_id).toBe(tenant);
    expect(await body(await req("/permissions/tenants/me", { token: owner.token }))).toEqual([{ id: tenant, name: expect.any(String) }]);
  });

  it("a removed member loses tenant grants, roles and capabilities; datasets it owned there pass to the owner", async ({ expect }) => {
    const owner = await signUp("rvowner");
    const member = await signUp("rvmember");
    const tenant = await newTenant(owner);
    await join(owner, tenant, member);
    await status(await req("/permissions/tenants/select", { method: "POST", token: member.token, json: { tenant_id: tenant } }));
    const theirs = await newDataset(member);
    expect(theirs.tenantId).toBe(tenant);
    const ours = await newDataset(owner);
    await status(await grant(owner, tenant, "read", [ours.id]));
    await status(await req(`/permissions/capabilities/${member.id}?tenant_id=${tenant}`, { method: "POST", token: owner.token, json: ["manage_users"] }));
    expect(await readable(member)).toEqual(expect.arrayContaining([theirs.id, ours.id]));

    await status(await req(`/tenants/users?tenant_id=${tenant}&user_id=${member.id}`, { method: "DELETE", token: owner.token }));
    expect(await readable(member)).toEqual([]);
    expect(await status(await req(`/permissions/tenants/${tenant}/capabilities/me`, { token: member.token }))).toBe(403);
    expect((await body(await req("/users/me", { token: member.token }))).tenant_id).toBeNull();
    expect(await readable(owner)).toEqual(expect.arrayContaining([theirs.id, ours.id]));
  });

  it("agents act on data but hold no tenant capabilities", async ({ expect }) => {
    const owner = await signUp("agowner");
    const tenant = await newTenant(owner);
    const agent = await body(await req("/agents/create?name=helper", { method: "POST", token: owner.token }));
    const caps = await body(await req(`/permissions/tenants/${tenant}/capabilities/me`, { apiKey: agent.agentApiKey }));
    expect(caps).toMatchObject({ capabilities: [], is_owner: false });
    expect(await status(await req(`/permissions/roles?role_name=bots&tenant_id=${tenant}`, { method: "POST", apiKey: agent.agentApiKey }))).toBe(403);
    expect(await status(await req("/tenants?tenant_name=agent-made", { method: "POST", apiKey: agent.agentApiKey }))).toBe(403);
  });
});

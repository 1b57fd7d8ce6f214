import { beforeAll, describe, it } from "vitest";
import { body, signUp, status, type TestUser } from "./auth.helpers";
import { addMember, chatReq, datasetItems, datasetNamed, installedTenant, messageEvent, newTenant, sendEvent } from "./team-chat.helpers";

const routesOf = async (user: TestUser, tenantId: string) =>
  (await body(await chatReq(`/integrations/chatprovider/channel-routes?tenant_id=${tenantId}`, { token: user.token }))).routes as { resource_id: string; target_tenant_id: string }[];

describe("team chat: channel routes", () => {
  let owner: TestUser;
  let member: TestUser;
  let tenantId: string;
  let teamId: string;
  let targetA: string;
  let targetB: string;

  beforeAll(async () => {
    ({ owner, tenantId, teamId } = await installedTenant([
      { id: "C1", name: "general" },
      { id: "C2", name: "random" },
      { id: "C3", name: "design" },
    ]));
    member = await signUp("chat-member");
    await addMember(owner, tenantId, member);
    targetA = await newTenant(owner);
    targetB = await newTenant(owner);
    const put = await chatReq(`/integrations/chatprovider/channels?tenant_id=${tenantId}`, { method: "PUT", token: owner.token, json: { channels: ["C1", "C2", "C3"] } });
    if (put.status !== 200) throw new Error(await put.text());
    await put.text();
  });

  const putRoute = (by: TestUser, resource: string, target: string, primary = tenantId) =>
    chatReq(`/integrations/chatprovider/channel-routes?tenant_id=${primary}`, { method: "PUT", token: by.token, json: { resource_id: resource, target_tenant_id: target } });

  it("PUT needs ownership of both tenants; the primary itself is never a target; GET is member-visible", async ({ expect }) => {
    // The target's owner who does not own the primary, and a member of the primary: both refused.
    const other = await signUp("chat-other");
    const othersTenant = await newTenant(other);
    expect(await status(await putRoute(owner, "C1", othersTenant))).toBe(403);
    expect(await status(await putRoute(other, "C1", othersTenant))).toBe(403);
    expect(await status(await putRoute(member, "C1", targetA))).toBe(403);
    expect(await status(await putRoute(owner, "C1", tenantId))).toBe(400);
    expect(await status(await putRoute(owner, "C1", targetA))).toBe(200);
    expect((await routesOf(member, tenantId)).map((r) => [r.resource_id, r.target_tenant_id])).toEqual([["C1", targetA]]);
    expect(await status(await chatReq(`/integrations/chatprovider/channel-routes?tenant_id=${tenantId}`, { token: other.token }))).toBe(403);
    // The target now reports channels arriving by routing, beside its own (absent) connection.
    const state = await chatReq(`/integrations/chatprovider/connection?tenant_id=${targetA}`, { token: owner.token });
    expect(await body(state)).toMatchObject({ connected: false, via_routing: true });
  });

  it("a routed message fans out to every target and keeps reaching the primary", async ({ expect }) => {
    expect(await status(await putRoute(owner, "C2", targetA))).toBe(200);
    expect(await status(await putRoute(owner, "C2", targetB))).toBe(200);
    const ts = "1750000000.000777";
    const res = await sendEvent(messageEvent(teamId, "C2", ts, "Routed decision: move the launch to Tuesday."));
    expect(await body(res)).toMatchObject({ destinations: 3, written: 3 });
    for (const tenant of [tenantId, targetA, targetB]) {
      const ds = await datasetNamed(owner, tenant === tenantId ? "chatprovider_connector" : "team_chat", tenant);
      expect(ds, tenant).toBeDefined();
      const items = await datasetItems(owner, ds!.id);
      expect(items.filter((i) => i.externalMetadata?.ts === ts), tenant).toHaveLength(1);
    }
  });

  it("DELETE is gated on the primary owner; without a target: the single route, nothing when none, 409 when several", async ({ expect }) => {
    const del = (by: TestUser, resource: string, target?: string) =>
      chatReq(`/integrations/chatprovider/channel-routes/${resource}?tenant_id=${tenantId}${target ? `&target_tenant_id=${target}` : ""}`, { method: "DELETE", token: by.token });
    expect(await status(await putRoute(owner, "C3", targetA))).toBe(200);
    expect(await status(await del(member, "C3"))).toBe(403);

    // Several routes (C2 → A and B): 409 naming them, nothing deleted; then with the target, just that one.
    const ambiguous = await del(owner, "C2");
    expect(ambiguous.status).toBe(409);
    expect((await body(ambiguous)).detail).toMatch(/AmbiguousChannelRouteError/);
    expect((await routesOf(owner, tenantId)).filter((r) => r.resource_id === "C2")).toHaveLength(2);
    expect(await body(await del(owner, "C2", targetB))).toMatchObject({ deleted: [targetB] });

    // A single route: deleted without naming the target.
    expect(await body(await del(owner, "C3"))).toMatchObject({ deleted: [targetA] });
    // None: nothing happens.
    const none = await del(owner, "C3");
    expect(none.status).toBe(200);
    expect(await body(none)).toMatchObject({ deleted: [] });
    expect((await routesOf(owner, tenantId)).map((r) => `${r.resource_id}>${r.target_tenant_id}`).sort()).toEqual([`C1>${targetA}`, `C2>${targetA}`].sort());
  });
});

import { beforeAll, describe, it } from "vitest";
import { body, signUp, status, type TestUser } from "./auth.helpers";
import { addMember, chatReq, datasetItems, datasetNamed, fakeChat, installedTenant, messageEvent, newTenant, sendEvent } from "./team-chat.helpers";

/** A member's sign-in code at the fake provider: identifies chat member `chatUser` of `teamId`. */
async function signInCode(teamId: string, chatUser: string) {
  const code = `link-${crypto.randomUUID()}`;
  await fakeChat("code", { code, team_id: teamId, authed_user_id: chatUser, bot: false });
  return code;
}

describe("team chat: account links and subscriptions", () => {
  let owner: TestUser;
  let member: TestUser;
  let tenantId: string;
  let teamId: string;

  beforeAll(async () => {
    ({ owner, tenantId, teamId } = await installedTenant([
      { id: "C1", name: "general" },
      { id: "C2", name: "random" },
    ]));
    member = await signUp("chat-member");
    await addMember(owner, tenantId, member);
  });

  it("links the authenticated caller's own account (the code only identifies the chat member); outsiders cannot link", async ({ expect }) => {
    const outsider = await signUp("chat-outsider");
    const denied = await chatReq(`/integrations/chatprovider/link?tenant_id=${tenantId}`, { token: outsider.token, json: { code: await signInCode(teamId, "U_OUT") } });
    expect(denied.status).toBe(403);
    await denied.text();
    // The body names the owner: ignored, the link is the caller's.
    const res = await chatReq(`/integrations/chatprovider/link?tenant_id=${tenantId}`, {
      token: member.token,
      json: { code: await signInCode(teamId, "U_MEMBER"), user_id: owner.id, email: owner.email },
    });
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ linked: true, user_id: member.id, team_id: teamId, chat_user_id: "U_MEMBER" });
    const mine = await body(await chatReq(`/integrations/chatprovider/linked-workspaces`, { token: member.token }));
    expect(mine.workspaces).toEqual([expect.objectContaining({ team_id: teamId, chat_user_id: "U_MEMBER" })]);
    expect((await body(await chatReq(`/integrations/chatprovider/linked-workspaces`, { token: owner.token }))).workspaces).toEqual([]);
    // A code is single-use.
    const code = await signInCode(teamId, "U_MEMBER");
    expect(await status(await chatReq(`/integrations/chatprovider/link?tenant_id=${tenantId}`, { token: member.token, json: { code } }))).toBe(200);
    const reused = await chatReq(`/integrations/chatprovider/link?tenant_id=${tenantId}`, { token: member.token, json: { code } });
    expect(reused.status).toBe(400);
    expect((await body(reused)).detail).toMatch(/InvalidChatLinkCodeError/);
  });

  it("linked-workspace channels and subscriptions need a linked caller who owns tenant_id; a subscription is self-serve and delete drops only it", async ({ expect }) => {
    // The member owns a tenant of their own and is linked (previous test).
    const own = await newTenant(member);
    const stranger = await signUp("chat-stranger");
    const strangerTenant = await newTenant(stranger);
    const channels = (who: TestUser, tenant: string) => chatReq(`/integrations/chatprovider/linked-workspaces/${teamId}/channels?tenant_id=${tenant}`, { token: who.token });
    const sub = (who: TestUser, tenant: string, channel: string, method: "PUT" | "DELETE") =>
      chatReq(`/integrations/chatprovider/linked-workspaces/${teamId}/channels/${channel}/subscription?tenant_id=${tenant}`, { method, token: who.token, ...(method === "PUT" ? { json: {} } : {}) });

    expect(await status(await channels(member, tenantId))).toBe(403); // linked, but does not own tenant_id
    expect(await status(await channels(stranger, strangerTenant))).toBe(403); // owns it, not linked
    expect(await status(await sub(stranger, strangerTenant, "C2", "PUT"))).toBe(403);
    expect(await status(await sub(member, own, "CNOPE", "PUT"))).toBe(404);

    const put = await sub(member, own, "C2", "PUT");
    expect(put.status).toBe(200);
    expect(await body(put)).toMatchObject({ subscribed: true, channel_id: "C2", tenant_id: own });
    const listed = await body(await channels(member, own));
    expect(listed.channels).toEqual([
      { id: "C1", name: "general", subscribed: false },
      { id: "C2", name: "random", subscribed: true },
    ]);
    // No approval from the primary owner: C2 is not even allowed in the primary, yet the subscriber receives it.
    const ts = "1760000000.000100";
    expect(await body(await sendEvent(messageEvent(teamId, "C2", ts, "Subscribed channel message about the roadmap")))).toMatchObject({ destinations: 1, written: 1 });
    const ds = (await datasetNamed(member, "team_chat", own))!;
    expect((await datasetItems(member, ds.id)).filter((i) => i.externalMetadata?.ts === ts)).toHaveLength(1);
    const state = await body(await chatReq(`/integrations/chatprovider/connection?tenant_id=${own}`, { token: member.token }));
    expect(state).toMatchObject({ connected: false, via_routing: true });

    const del = await sub(member, own, "C2", "DELETE");
    expect(await body(del)).toMatchObject({ subscribed: false, removed: true });
    expect((await body(await channels(member, own))).channels.every((c: { subscribed: boolean }) => !c.subscribed)).toBe(true);
    expect(await body(await sendEvent(messageEvent(teamId, "C2", "1760000001.000100", "after unsubscribe")))).toMatchObject({ destinations: 0 });
    // Stored messages stay.
    expect((await datasetItems(member, ds.id)).filter((i) => i.externalMetadata?.ts === ts)).toHaveLength(1);
  });
});

import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import { body, signUp, status } from "./auth.helpers";
import {
  addMember,
  chatReq,
  datasetItems,
  datasetNamed,
  fakeChat,
  install,
  installedTenant,
  messageEvent,
  newTenant,
  seedTeam,
  sendEvent,
  uniqueTeam,
} from "./team-chat.helpers";

const INSTALL_DATASET = "chatprovider_connector";
const msgs = (prefix: string, n: number, base = 1_700_000_000) =>
  Array.from({ length: n }, (_, i) => ({ ts: `${base + i}.000100`, user: "U1", text: `${prefix} message number ${i}` }));

describe("team chat: install and connection", () => {
  it("authorize is owner-only and returns the install URL with a nonce cookie; a member may read the state, outsiders may not", async ({ expect }) => {
    const owner = await signUp("chat-owner");
    const member = await signUp("chat-member");
    const outsider = await signUp("chat-outsider");
    const tenantId = await newTenant(owner);
    await addMember(owner, tenantId, member);
    const byMember = await chatReq(`/integrations/chatprovider/authorize?tenant_id=${tenantId}`, { method: "POST", token: member.token });
    expect(byMember.status).toBe(403);
    await byMember.text();
    const before = await chatReq(`/integrations/chatprovider/connection?tenant_id=${tenantId}`, { token: member.token });
    expect(await body(before)).toMatchObject({ connected: false, via_routing: false });

    const teamId = uniqueTeam();
    await seedTeam(teamId, [{ id: "C1", name: "general" }]);
    const auth = await chatReq(`/integrations/chatprovider/authorize?tenant_id=${tenantId}`, { method: "POST", token: owner.token });
    expect(auth.status).toBe(200);
    expect(auth.headers.get("set-cookie")).toMatch(/^kgm_oauth_nonce_chatprovider_[\w-]+=1; Path=\/api\/v1\/integrations; Max-Age=600; HttpOnly; SameSite=Lax/);
    const url = new URL((await body(auth)).url);
    expect(url.origin + url.pathname).toBe("https://slack.test/oauth/v2/authorize");
    expect(url.searchParams.get("scope")).toContain("channels:read");
    // The callback without the nonce cookie is refused (the signed state alone is not enough).
    await fakeChat("code", { code: "nocookie-code", team_id: teamId });
    const noCookie = await chatReq(`/integrations/chatprovider/callback?code=nocookie-code&state=${encodeURIComponent(url.searchParams.get("state")!)}`);
    expect(noCookie.status).toBe(400);
    expect((await body(noCookie)).detail).toMatch(/InvalidOAuthStateError/);

    await install(owner, tenantId, teamId);
    for (const who of [owner, member]) {
      const res = await chatReq(`/integrations/chatprovider/connection?tenant_id=${tenantId}`, { token: who.token });
      const text = await res.text();
      expect(res.status).toBe(200);
      expect(JSON.parse(text)).toMatchObject({ connected: true, via_routing: false, team_id: teamId, allowed_channels: [] });
      expect(text).not.toMatch(/xoxb-|ciphertext|access_token/);
    }
    expect(await status(await chatReq(`/integrations/chatprovider/connection?tenant_id=${tenantId}`, { token: outsider.token }))).toBe(403);
    expect(await status(await chatReq(`/integrations/chatprovider/channels?tenant_id=${tenantId}`, { token: outsider.token }))).toBe(403);
    const channels = await chatReq(`/integrations/chatprovider/channels?tenant_id=${tenantId}`, { token: member.token });
    expect(await body(channels)).toMatchObject({ team_id: teamId, channels: [{ id: "C1", name: "general", allowed: false }] });
  });

  it("PUT channels is owner-only, backfills newly selected channels at once (all pages), and de-selecting keeps stored data", async ({ expect }) => {
    // 450 messages: three history pages of 200 through the cursor.
    const { owner, tenantId, teamId } = await installedTenant([
      { id: "C1", name: "general", messages: msgs("general", 450) },
      { id: "C2", name: "random", messages: msgs("random", 3) },
    ]);
    const member = await signUp("chat-member");
    await addMember(owner, tenantId, member);
    const denied = await chatReq(`/integrations/chatprovider/channels?tenant_id=${tenantId}`, { method: "PUT", token: member.token, json: { channels: ["C1"] } });
    expect(denied.status).toBe(403);
    await denied.text();

    const put = await chatReq(`/integrations/chatprovider/channels?tenant_id=${tenantId}`, { method: "PUT", token: owner.token, json: { channels: ["C1"] } });
    expect(put.status).toBe(200);
    expect(await body(put)).toMatchObject({ allowed: ["C1"], added: ["C1"], backfill: { status: "ok", messages_imported: 450 } });
    const ds = (await datasetNamed(owner, INSTALL_DATASET, tenantId))!;
    let items = await datasetItems(owner, ds.id);
    expect(items).toHaveLength(450);
    expect(new Set(items.map((i) => i.externalMetadata.channel_id))).toEqual(new Set(["C1"]));
    expect((await fakeChat(`calls?team_id=${teamId}`)).calls["conversations.history"]).toBe(3);

    // Adding C2 backfills C2 only (C1's cursor is past its messages: no rewrite).
    const add = await chatReq(`/integrations/chatprovider/channels?tenant_id=${tenantId}`, { method: "PUT", token: owner.token, json: { channels: ["C1", "C2"] } });
    expect(await body(add)).toMatchObject({ added: ["C2"], backfill: { status: "ok", messages_imported: 453 } });
    items = await datasetItems(owner, ds.id);
    expect(items).toHaveLength(453);

    // De-select C1: its stored messages stay, new C1 messages are no longer ingested, C2's still are.
    const deselect = await chatReq(`/integrations/chatprovider/channels?tenant_id=${tenantId}`, { method: "PUT", token: owner.token, json: { channels: ["C2"] } });
    expect(await body(deselect)).toMatchObject({ allowed: ["C2"], removed: ["C1"], backfill: null });
    const late = `${1_800_000_000}.000001`;
    expect(await body(await sendEvent(messageEvent(teamId, "C1", late, "after de-selection")))).toMatchObject({ written: 0 });
    expect(await body(await sendEvent(messageEvent(teamId, "C2", late, "still selected")))).toMatchObject({ written: 1 });
    items = await datasetItems(owner, ds.id);
    expect(items).toHaveLength(454);
    expect(items.filter((i) => i.externalMetadata.channel_id === "C1")).toHaveLength(450);
  });

  it("DELETE connection is owner-only; it revokes the remote token, deletes the minted API key, drops the account's routes, marks it revoked", async ({ expect }) => {
    const { owner, tenantId, teamId } = await installedTenant([{ id: "C1", name: "general" }]);
    const member = await signUp("chat-member");
    await addMember(owner, tenantId, member);
    const target = await newTenant(owner);
    const route = await chatReq(`/integrations/chatprovider/channel-routes?tenant_id=${tenantId}`, {
      method: "PUT",
      token: owner.token,
      json: { resource_id: "C1", target_tenant_id: target },
    });
    expect(route.status).toBe(200);
    await route.text();
    // A message of the selected channel has its author's name looked up and kept for the workspace.
    const selected = await chatReq(`/integrations/chatprovider/channels?tenant_id=${tenantId}`, { method: "PUT", token: owner.token, json: { channels: ["C1"] } });
    expect(selected.status).toBe(200);
    await selected.text();
    expect(await body(await sendEvent(messageEvent(teamId, "C1", "1800000000.000001", "before disconnect")))).toMatchObject({ destinations: 2, written: 2 });
    const keptNames = () => env.DB.prepare("SELECT count(*) AS n FROM chat_member_names WHERE team_id = ?").bind(teamId).first<{ n: number }>();
    expect((await keptNames())?.n).toBe(1);
    const keysBefore = (await body(await chatReq(`/api-keys`, { token: owner.token }))) as { id: string; name: string }[];
    const minted = keysBefore.find((k) => k.name === `chatprovider installation ${teamId}`);
    expect(minted).toBeDefined();

    expect(await status(await chatReq(`/integrations/chatprovider/connection?tenant_id=${tenantId}`, { method: "DELETE", token: member.token }))).toBe(403);
    const del = await chatReq(`/integrations/chatprovider/connection?tenant_id=${tenantId}`, { method: "DELETE", token: owner.token });
    expect(del.status).toBe(200);
    expect(await body(del)).toMatchObject({ status: "revoked", remote_revocation: "revoked", api_key_deleted: true, routes_dropped: 1 });

    expect((await fakeChat(`calls?team_id=${teamId}`)).revoked_tokens).toBe(1);
    const keysAfter = (await body(await chatReq(`/api-keys`, { token: owner.token }))) as { id: string }[];
    expect(keysAfter.map((k) => k.id)).not.toContain(minted!.id);
    const routes = await chatReq(`/integrations/chatprovider/channel-routes?tenant_id=${tenantId}`, { token: owner.token });
    expect((await body(routes)).routes).toEqual([]);
    const state = await chatReq(`/integrations/chatprovider/connection?tenant_id=${tenantId}`, { token: owner.token });
    expect(await body(state)).toMatchObject({ connected: false });
    // The workspace's last installation is gone: so are its members' kept names.
    expect((await keptNames())?.n).toBe(0);
    // Events of the team no longer reach the tenant.
    expect(await body(await sendEvent(messageEvent(teamId, "C1", "1800000001.000001", "after disconnect")))).toMatchObject({ destinations: 0 });
  });
});

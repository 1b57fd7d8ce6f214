import { describe, expect, it } from "vitest";
import { body, req } from "./auth.helpers";
import { connect, control, datasetItems, FAKE_GOOGLE, sync, tenantWithMember } from "./connectors-helpers";

const P = "gmail";
const DS = "gmail_connector";
const FAKE_GMAIL = "http://fake-gmail.test";
const ids = async (user: any) => (await datasetItems(user, DS)).map((i: any) => i.externalMetadata.source_id).sort();

async function setup(prefix: string) {
  const t = await tenantWithMember(prefix);
  const acct = await control(`${FAKE_GOOGLE}/__control/drive/accounts`, { json: { email: `${prefix}@example.com` } });
  const conn = await connect(t.owner, P, t.tenantId, acct.code);
  expect(conn.account_id).toBe(`${prefix}@example.com`);
  const message = (m: Record<string, unknown>) => control(`${FAKE_GMAIL}/__control/gmail/${acct.account}/messages`, { json: m });
  return { ...t, acct, message };
}

describe("connectors: Gmail sync", () => {
  it("imports mail page by page, follows the history cursor (additions and deletions), and skips spam", async () => {
    const { owner, member, tenantId, acct, message } = await setup("gmail1");
    for (let i = 0; i < 30; i++) await message({ id: `m${i}`, subject: `Weekly update ${i}`, body: `Status of the heron project, week ${i}.`, labelIds: i % 2 ? ["INBOX", "Label_1"] : ["INBOX"] });
    await message({ id: "spam1", subject: "Win", body: "spam", labelIds: ["SPAM"] });
    await message({ id: "html1", subject: "Newsletter", body: "<p>Pelican <b>sighting</b> report</p>", html: true });
    const first = await sync(owner, P, tenantId);
    expect(first.syncStatus).toBe("ok");
    let items = await datasetItems(owner, DS);
    expect(items.length).toBe(31);
    const html = items.find((i: any) => i.externalMetadata.source_id === "html1");
    const text = await (await req(`/datasets/${html.datasetId}/data/${html.id}/raw`, { token: owner.token })).text();
    expect(text).toContain("Pelican sighting report");
    expect(text).toContain("Subject: Newsletter");
    // History: one added, one deleted since the last run.
    await message({ id: "new1", subject: "Fresh", body: "A brand new message about otters." });
    await control(`${FAKE_GMAIL}/__control/gmail/${acct.account}/messages/m3`, { method: "DELETE" });
    expect((await sync(owner, P, tenantId)).syncStatus).toBe("ok");
    const after = await ids(owner);
    expect(after).toContain("new1");
    expect(after).not.toContain("m3");
    expect(after.length).toBe(31);
    // Label picker (member-visible).
    const labels = await body(await req(`/integrations/${P}/labels?tenant_id=${tenantId}`, { token: member.token }));
    expect(labels.resources.map((r: any) => r.id)).toEqual(["INBOX", "SENT", "Label_1"]);
    // Exactly one label: the next run walks it in full and removes the rest.
    await req(`/integrations/${P}/resources?tenant_id=${tenantId}`, { method: "PUT", json: { selected: ["Label_1"] }, token: owner.token });
    expect((await sync(owner, P, tenantId)).syncStatus).toBe("ok");
    items = await datasetItems(owner, DS);
    expect(items.length).toBe(14); // odd m1..m29 without m3
    expect(items.every((i: any) => i.externalMetadata.labels.includes("Label_1"))).toBe(true);
  });

  it("a quota rejection waits and is retried; after 5 retries the run ends degraded and keeps the data", async () => {
    const { owner, tenantId, acct, message } = await setup("gmail2");
    await message({ id: "q1", subject: "Quota", body: "kept message" });
    await control(`${FAKE_GMAIL}/__control/gmail/${acct.account}/quota`, { json: { count: 2 } });
    expect((await sync(owner, P, tenantId)).syncStatus).toBe("ok");
    expect(await ids(owner)).toEqual(["q1"]);
    await control(`${FAKE_GMAIL}/__control/gmail/${acct.account}/messages/q1`, { method: "DELETE" });
    // 1 attempt + 5 retries, all rejected.
    await control(`${FAKE_GMAIL}/__control/gmail/${acct.account}/quota`, { json: { count: 6 } });
    const conn = await sync(owner, P, tenantId);
    expect(conn.syncStatus).toBe("degraded");
    expect(conn.last_error).toMatch(/kept failing/);
    expect(await ids(owner)).toEqual(["q1"]);
    // The quota recovers: the deletion lands on the next clean run.
    expect((await sync(owner, P, tenantId)).syncStatus).toBe("ok");
    expect(await ids(owner)).toEqual([]);
  });

  it("a history id Gmail no longer keeps restarts a full walk", async () => {
    const { owner, tenantId, acct, message } = await setup("gmail3");
    await message({ id: "h1", subject: "One", body: "first" });
    await sync(owner, P, tenantId);
    await message({ id: "h2", subject: "Two", body: "second" });
    await control(`${FAKE_GMAIL}/__control/gmail/${acct.account}/expire-history`, { json: {} });
    expect((await sync(owner, P, tenantId)).syncStatus).toBe("ok");
    expect(await ids(owner)).toEqual(["h1", "h2"]);
  });
});

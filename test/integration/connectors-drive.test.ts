import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { body, req } from "./auth.helpers";
import { connect, control, datasetItems, FAKE_GOOGLE, sync, tenantWithMember } from "./connectors-helpers";
import { makePdf } from "./add.helpers";
import { loadSettings } from "../../src/lib/settings";
import { syncPageStep } from "../../src/services/integrations";
import { dataDepsFor } from "../../src/services/data-items.service";
import { createDb } from "../../src/storage/d1/client";
import { insertRun, getRun } from "../../src/storage/d1/integrations.repo";

const P = "google_drive";
const DS = "google_drive_connector";
const FOLDER = "application/vnd.google-apps.folder";

async function setup(prefix: string) {
  const t = await tenantWithMember(prefix);
  const acct = await control(`${FAKE_GOOGLE}/__control/drive/accounts`, { json: {} });
  await connect(t.owner, P, t.tenantId, acct.code);
  const file = (f: Record<string, unknown>) => control(`${FAKE_GOOGLE}/__control/drive/${acct.account}/files`, { json: f });
  await file({ id: "fa", name: "Folder A", mimeType: FOLDER });
  await file({ id: "fb", name: "Folder B", mimeType: FOLDER });
  return { ...t, acct, file };
}

const bySource = (items: any[]) => new Map(items.map((i) => [i.externalMetadata?.source_id, i]));

describe("connectors: Google Drive sync", () => {
  it("imports the supported types into the connection's dataset, skips big files with a warning, and search finds them", async () => {
    const { owner, member, tenantId, file } = await setup("drive1");
    await file({ id: "doc1", name: "Zanzibar plan", mimeType: "application/vnd.google-apps.document", parents: ["fa"], content: "The quokka migration to Zanzibar starts in March." });
    await file({ id: "sheet1", name: "Budget", mimeType: "application/vnd.google-apps.spreadsheet", parents: ["fa"], content: "item,cost\nboats,12\n\fsecret,second-sheet" });
    await file({ id: "pdf1", name: "Report.pdf", mimeType: "application/pdf", parents: ["fb"], contentBase64: btoa(String.fromCharCode(...makePdf(["Annual report of the lighthouse keepers"]))) });
    await file({ id: "md1", name: "notes.md", mimeType: "text/markdown", parents: ["fb"], content: "# Notes\nMarkdown body" });
    await file({ id: "csv1", name: "data.csv", mimeType: "text/csv", parents: ["fb"], content: "a,b\n1,2" });
    await file({ id: "img1", name: "photo.png", mimeType: "image/png", parents: ["fb"], content: "PNG" });
    await file({ id: "big1", name: "huge.txt", mimeType: "text/plain", parents: ["fb"], content: "big", size: 26 * 1024 * 1024 });
    // Members may not start a sync (it spends the tenant's provider quota).
    expect((await req(`/integrations/${P}/sync?tenant_id=${tenantId}`, { method: "POST", token: member.token })).status).toBe(403);
    const conn = await sync(owner, P, tenantId);
    expect(conn.syncStatus).toBe("ok");
    expect(conn.lastSyncedAt).toBeTruthy();
    expect(conn.last_run.warnings.join(" ")).toMatch(/huge\.txt \(big1\) is larger than 25 MB/);
    const items = bySource(await datasetItems(owner, DS));
    expect([...items.keys()].sort()).toEqual(["csv1", "doc1", "md1", "pdf1", "sheet1"]);
    expect(items.get("doc1").externalMetadata).toMatchObject({ source: P, source_id: "doc1", title: "Zanzibar plan" });
    const sheetText = await (await req(`/datasets/${items.get("sheet1").datasetId}/data/${items.get("sheet1").id}/raw`, { token: owner.token })).text();
    expect(sheetText).toContain("boats,12");
    expect(sheetText).not.toContain("second-sheet");
    // Status per connector.
    const st = await body(await req(`/integrations/status?tenant_id=${tenantId}`, { token: member.token }));
    expect(st.connectors.find((c: any) => c.provider === P)).toMatchObject({ connected: true, syncStatus: "ok" });
    // End to end: search finds the synced content once cognify has run.
    let hit = "";
    for (let i = 0; i < 100 && !hit.includes("quokka"); i++) {
      const res = await req("/search", { json: { query: "quokka migration Zanzibar", search_type: "CHUNKS", datasets: [DS] }, token: owner.token });
      hit = res.status === 200 ? JSON.stringify(await body(res)) : (await res.text(), "");
      if (!hit.includes("quokka")) await new Promise((r) => setTimeout(r, 200));
    }
    expect(hit).toContain("quokka");
  });

  it("an edit replaces the item, a deletion removes it; a degraded run keeps data and holds the deletion back", async () => {
    const { owner, tenantId, file, acct } = await setup("drive2");
    await file({ id: "d1", name: "One", mimeType: "text/plain", parents: ["fa"], content: "first version" });
    await file({ id: "d2", name: "Two", mimeType: "text/plain", parents: ["fa"], content: "to be deleted" });
    expect((await sync(owner, P, tenantId)).syncStatus).toBe("ok");
    const before = bySource(await datasetItems(owner, DS));
    // Edit: the same source id, new content -> one item, a new data id, the old one gone.
    await file({ id: "d1", name: "One", mimeType: "text/plain", parents: ["fa"], content: "second version" });
    expect((await sync(owner, P, tenantId)).syncStatus).toBe("ok");
    let items = await datasetItems(owner, DS);
    expect(items.length).toBe(2);
    const d1 = bySource(items).get("d1");
    expect(d1.id).not.toBe(before.get("d1").id);
    expect(await (await req(`/datasets/${d1.datasetId}/data/${d1.id}/raw`, { token: owner.token })).text()).toContain("second version");
    // Degraded: an unreadable file in the same run as a deletion: the deletion waits, data stays.
    await control(`${FAKE_GOOGLE}/__control/drive/${acct.account}/files/d2`, { method: "DELETE" });
    await file({ id: "bad", name: "Locked", mimeType: "text/plain", parents: ["fa"], content: "x", unreadable: true });
    const degraded = await sync(owner, P, tenantId);
    expect(degraded.syncStatus).toBe("degraded");
    expect(degraded.last_error).toMatch(/Locked could not be read/);
    expect(bySource(await datasetItems(owner, DS)).has("d2")).toBe(true);
    // The file becomes readable: the next (clean) run applies the held deletion.
    await file({ id: "bad", name: "Locked", mimeType: "text/plain", parents: ["fa"], content: "now readable" });
    const clean = await sync(owner, P, tenantId);
    expect(clean.syncStatus).toBe("ok");
    items = await datasetItems(owner, DS);
    expect([...bySource(items).keys()].sort()).toEqual(["bad", "d1"]);
  });

  it("selection: a list syncs exactly those folders, [] nothing, null everything; rows carry their last outcome", async () => {
    const { owner, member, tenantId, file } = await setup("drive3");
    await file({ id: "a1", name: "In A", mimeType: "text/plain", parents: ["fa"], content: "alpha file" });
    await file({ id: "b1", name: "In B", mimeType: "text/plain", parents: ["fb"], content: "beta file" });
    let res = await body(await req(`/integrations/${P}/resources?tenant_id=${tenantId}`, { token: member.token }));
    expect(res.selected).toBeNull();
    expect(res.resources.map((r: any) => [r.id, r.sync])).toEqual([["fa", null], ["fb", null]]);
    // Setting the selection is owner-only.
    expect((await req(`/integrations/${P}/resources?tenant_id=${tenantId}`, { method: "PUT", json: { selected: ["fa"] }, token: member.token })).status).toBe(403);
    expect((await body(await req(`/integrations/${P}/resources?tenant_id=${tenantId}`, { method: "PUT", json: { selected: ["fa"] }, token: owner.token }))).selected).toEqual(["fa"]);
    await sync(owner, P, tenantId);
    expect([...bySource(await datasetItems(owner, DS)).keys()]).toEqual(["a1"]);
    res = await body(await req(`/integrations/${P}/resources?tenant_id=${tenantId}`, { token: member.token }));
    expect(res.selected).toEqual(["fa"]);
    expect(res.resources.map((r: any) => [r.id, r.sync])).toEqual([["fa", "ok"], ["fb", null]]);
    // [] : nothing is read, nothing removed.
    await req(`/integrations/${P}/resources?tenant_id=${tenantId}`, { method: "PUT", json: { selected: [] }, token: owner.token });
    await file({ id: "a2", name: "Later in A", mimeType: "text/plain", parents: ["fa"], content: "gamma file" });
    await sync(owner, P, tenantId);
    expect([...bySource(await datasetItems(owner, DS)).keys()]).toEqual(["a1"]);
    // null: everything, including what was added later.
    await req(`/integrations/${P}/resources?tenant_id=${tenantId}`, { method: "PUT", json: { selected: null }, token: owner.token });
    expect((await sync(owner, P, tenantId)).syncStatus).toBe("ok");
    expect([...bySource(await datasetItems(owner, DS)).keys()].sort()).toEqual(["a1", "a2", "b1"]);
    // Back to exactly [fb]: the full walk removes what is outside it.
    await req(`/integrations/${P}/resources?tenant_id=${tenantId}`, { method: "PUT", json: { selected: ["fb"] }, token: owner.token });
    await sync(owner, P, tenantId);
    expect([...bySource(await datasetItems(owner, DS)).keys()]).toEqual(["b1"]);
  });

  it("429 with Retry-After is retried; redelivered page messages write no duplicates", async () => {
    const { owner, tenantId, file, acct } = await setup("drive4");
    for (let i = 0; i < 30; i++) await file({ id: `n${i}`, name: `Note ${i}`, mimeType: "text/plain", parents: ["fa"], content: `note number ${i}` });
    await control(`${FAKE_GOOGLE}/__control/drive/${acct.account}/rate-limit`, { json: { count: 2 } });
    const conn = await sync(owner, P, tenantId);
    expect(conn.syncStatus).toBe("ok");
    expect((await datasetItems(owner, DS)).length).toBe(30);
    // Redelivery: the same page message run twice (and once more after its record is rolled back).
    const db = createDb(env.DB);
    const settings = loadSettings(env);
    const row = await env.DB.prepare("SELECT id, owner_user_id FROM integration_connections WHERE tenant_id = ?").bind(tenantId).first<any>();
    const run = await insertRun(db, { connectionId: row.id, ownerUserId: row.owner_user_id, trigger: "test", cursor: null });
    const sent: unknown[] = [];
    const queue = { send: async (m: unknown[]) => void sent.push(...m) };
    const msg = { type: "integration.sync" as const, v: 1 as const, connectionId: row.id, runId: run.id, page: 0, attempt: 0 };
    const deps = dataDepsFor(env, settings);
    await syncPageStep(deps, db, queue, settings, msg);
    await syncPageStep(deps, db, queue, settings, msg);
    expect((await getRun(db, run.id))!.pagesDone).toBe(1);
    // The redelivered page did no work; it only re-sent the next page's message (in case that send was lost).
    expect(sent).toEqual([expect.objectContaining({ page: 1 }), expect.objectContaining({ page: 1 })]);
    expect((await getRun(db, run.id))!.itemsUpserted).toBe(0);
    await env.DB.prepare("UPDATE integration_sync_runs SET pages_done = 0 WHERE id = ?").bind(run.id).run();
    await syncPageStep(deps, db, queue, settings, msg);
    expect((await datasetItems(owner, DS)).length).toBe(30);
    expect((await getRun(db, run.id))!.itemsUpserted).toBe(0);
  });

  it("the stamp is not written once the connection was disconnected during the run", async () => {
    const { owner, tenantId, file } = await setup("drive5");
    await file({ id: "s1", name: "S", mimeType: "text/plain", parents: ["fa"], content: "stamp test" });
    const db = createDb(env.DB);
    const settings = loadSettings(env);
    const row = await env.DB.prepare("SELECT id, owner_user_id FROM integration_connections WHERE tenant_id = ?").bind(tenantId).first<any>();
    const run = await insertRun(db, { connectionId: row.id, ownerUserId: row.owner_user_id, trigger: "test", cursor: null });
    await req(`/integrations/${P}/connection?tenant_id=${tenantId}`, { method: "DELETE", token: owner.token });
    await syncPageStep(dataDepsFor(env, settings), db, { send: async () => {} }, settings, { type: "integration.sync", v: 1, connectionId: row.id, runId: run.id, page: 0, attempt: 0 });
    expect((await getRun(db, run.id))!.status).toBe("cancelled");
    const after = await env.DB.prepare("SELECT last_synced_at, sync_status FROM integration_connections WHERE id = ?").bind(row.id).first<any>();
    expect(after.last_synced_at).toBeNull();
  });
});

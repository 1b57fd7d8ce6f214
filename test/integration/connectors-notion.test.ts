import { describe, expect, it } from "vitest";
import { body, req } from "./auth.helpers";
import { connect, control, datasetItems, sync, tenantWithMember } from "./connectors-helpers";

const P = "notion";
const DS = "notion_connector";
const FAKE = "http://fake-notion.test";
const ids = async (user: any) => (await datasetItems(user, DS)).map((i: any) => i.externalMetadata.source_id).sort();

async function setup(prefix: string) {
  const t = await tenantWithMember(prefix);
  const ws = await control(`${FAKE}/__control/notion/workspaces`, { json: {} });
  const conn = await connect(t.owner, P, t.tenantId, ws.code);
  expect(conn.account_id).toBe(ws.workspace);
  const page = (p: Record<string, unknown>) => control(`${FAKE}/__control/notion/${ws.workspace}/pages`, { json: p });
  return { ...t, ws, page };
}

describe("connectors: Notion (notes)", () => {
  it("walks pages and data sources under the selected roots; pages deleted or moved out are removed", async () => {
    const { owner, member, tenantId, ws, page } = await setup("notion1");
    await page({ id: "r1", title: "Handbook", paragraphs: ["Welcome to the albatross team."] });
    await page({ id: "c1", title: "Onboarding", parent: "r1", paragraphs: ["Day one: meet the puffins."] });
    await page({ id: "r2", title: "Private", paragraphs: ["Not selected."] });
    await control(`${FAKE}/__control/notion/${ws.workspace}/databases`, { json: { id: "db1", parent: "r1", rows: 3 } });
    const roots = await body(await req(`/integrations/${P}/resources?tenant_id=${tenantId}`, { token: member.token }));
    expect(roots.resources.map((r: any) => r.id).sort()).toEqual(["r1", "r2"]);
    await req(`/integrations/${P}/resources?tenant_id=${tenantId}`, { method: "PUT", json: { selected: ["r1"] }, token: owner.token });
    expect((await sync(owner, P, tenantId)).syncStatus).toBe("ok");
    expect(await ids(owner)).toEqual(["c1", "db1-ds-row-0", "db1-ds-row-1", "db1-ds-row-2", "r1"]);
    // c1 goes to the trash: the next full walk no longer sees it and removes it.
    await page({ id: "c1", title: "Onboarding", parent: "r1", trashed: true });
    expect((await sync(owner, P, tenantId)).syncStatus).toBe("ok");
    expect(await ids(owner)).not.toContain("c1");
  });

  it("an unreadable page makes the run degraded and nothing is removed; 429 is retried", async () => {
    const { owner, tenantId, ws, page } = await setup("notion2");
    await page({ id: "r1", title: "Root", paragraphs: ["root text"] });
    await page({ id: "c1", title: "Child", parent: "r1", paragraphs: ["child text"] });
    await control(`${FAKE}/__control/notion/${ws.workspace}/rate-limit`, { json: { count: 1 } });
    expect((await sync(owner, P, tenantId)).syncStatus).toBe("ok");
    // c1 becomes unreadable and c2 is new: degraded, c1's item stays.
    await page({ id: "c1", title: "Child", parent: "r1", unreadable: true });
    await page({ id: "c2", title: "Second", parent: "r1", paragraphs: ["second child"] });
    const conn = await sync(owner, P, tenantId);
    expect(conn.syncStatus).toBe("degraded");
    expect(await ids(owner)).toEqual(["c1", "c2", "r1"]);
    const res = await body(await req(`/integrations/${P}/resources?tenant_id=${tenantId}`, { token: owner.token }));
    expect(res.resources.find((r: any) => r.id === "r1").sync).toBe("degraded");
  });

  it("a data source over 10,000 rows aborts the run with a clear status before any of its rows is written", async () => {
    const { owner, tenantId, ws, page } = await setup("notion3");
    await page({ id: "r1", title: "Tides", paragraphs: ["tide tables"] });
    await control(`${FAKE}/__control/notion/${ws.workspace}/databases`, { json: { id: "big", parent: "r1", rows: 10_001 } });
    const conn = await sync(owner, P, tenantId);
    expect(conn.syncStatus).toBe("degraded");
    expect(conn.last_run.abort_reason).toMatch(/over 10000 rows/);
    expect((await ids(owner)).some((id: string) => id.startsWith("big-ds-row"))).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { body, req } from "./auth.helpers";
import { callWith } from "../helpers";
import { connect, control, datasetItems, sync, tenantWithMember, waitForSync } from "./connectors-helpers";

const P = "linear";
const DS = "linear_connector";
const FAKE = "http://fake-linear.test";
const ids = async (user: any) => (await datasetItems(user, DS)).map((i: any) => i.externalMetadata.source_id).sort();

async function setup(prefix: string) {
  const t = await tenantWithMember(prefix);
  const org = await control(`${FAKE}/__control/linear/orgs`, { json: {} });
  const conn = await connect(t.owner, P, t.tenantId, org.code);
  expect(conn.account_id).toBe(org.org);
  const issue = (i: Record<string, unknown>) => control(`${FAKE}/__control/linear/${org.org}/issues`, { json: i });
  return { ...t, org, issue };
}

async function signed(payload: unknown, secret = "test-linear-webhook-secret") {
  const raw = JSON.stringify(payload);
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const sig = [...new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(raw)))].map((b) => b.toString(16).padStart(2, "0")).join("");
  return { raw, sig };
}

describe("connectors: Linear (issue tracker)", () => {
  it("syncs issues with their comments and projects; teams are chosen at /integrations/tracker/resources", async () => {
    const { owner, member, tenantId, org, issue } = await setup("linear1");
    const [eng, ops] = org.teams;
    await issue({ id: "i1", title: "Fix the flux capacitor", description: "It overheats at 88 mph.", teamId: eng, comments: ["Tried a bigger fan."] });
    await issue({ id: "i2", title: "Order paper", description: "Printer is empty.", teamId: ops });
    await control(`${FAKE}/__control/linear/${org.org}/projects`, { json: { id: "p1", name: "Time travel", description: "Q3 goal", teamIds: [eng] } });
    const teams = await body(await req(`/integrations/tracker/resources?tenant_id=${tenantId}`, { token: member.token }));
    expect(teams.selected).toBeNull();
    expect(teams.resources.map((r: any) => r.id)).toEqual([eng, ops]);
    expect((await req(`/integrations/tracker/resources?tenant_id=${tenantId}`, { method: "PUT", json: { selected: [eng] }, token: member.token })).status).toBe(403);
    expect((await body(await req(`/integrations/tracker/resources?tenant_id=${tenantId}`, { method: "PUT", json: { selected: [eng] }, token: owner.token }))).selected).toEqual([eng]);
    expect((await sync(owner, P, tenantId)).syncStatus).toBe("ok");
    expect(await ids(owner)).toEqual(["issue:i1", "project:p1"]);
    const i1 = (await datasetItems(owner, DS)).find((i: any) => i.externalMetadata.source_id === "issue:i1");
    const text = await (await req(`/datasets/${i1.datasetId}/data/${i1.id}/raw`, { token: owner.token })).text();
    expect(text).toContain("It overheats at 88 mph.");
    expect(text).toContain("Tried a bigger fan.");
    // Incremental: an edited issue replaces its item; an archived one is removed.
    await issue({ id: "i1", title: "Fix the flux capacitor", description: "Fixed with plutonium.", teamId: eng });
    await issue({ id: "i3", title: "Archive me", teamId: eng });
    await sync(owner, P, tenantId);
    await issue({ id: "i3", title: "Archive me", teamId: eng, archivedAt: new Date().toISOString() });
    expect((await sync(owner, P, tenantId)).syncStatus).toBe("ok");
    expect(await ids(owner)).toEqual(["issue:i1", "project:p1"]);
    const i1b = (await datasetItems(owner, DS)).find((i: any) => i.externalMetadata.source_id === "issue:i1");
    expect(await (await req(`/datasets/${i1b.datasetId}/data/${i1b.id}/raw`, { token: owner.token })).text()).toContain("plutonium");
  });

  it("stops at max_requests per run (degraded, nothing removed) and the next run continues; RATELIMITED is retried", async () => {
    const { owner, tenantId, org, issue } = await setup("linear2");
    // 210 issues = 5 issue pages + 1 project page: more requests than the test budget of 4.
    for (let i = 0; i < 210; i++) await issue({ id: `b${i}`, title: `Issue ${i}`, description: `Body ${i}` });
    await control(`${FAKE}/__control/linear/${org.org}/rate-limit`, { json: { count: 1 } });
    const first = await sync(owner, P, tenantId);
    expect(first.syncStatus).toBe("degraded");
    expect(first.last_run.abort_reason).toMatch(/request budget of 4 per run \(LINEAR_MAX_REQUESTS\)/);
    expect((await datasetItems(owner, DS)).length).toBe(200);
    const second = await sync(owner, P, tenantId);
    expect(second.syncStatus).toBe("ok");
    // The resumed walk saw only its part of the source: nothing seen in the first run was removed.
    expect((await datasetItems(owner, DS)).length).toBe(210);
  });

  it("signed webhooks (Issues, Comments, Projects) start a sync of the organisation's connection; bad signatures are refused", async () => {
    const { owner, tenantId, org, issue } = await setup("linear3");
    await issue({ id: "w1", title: "From a webhook", description: "Webhook-driven sync" });
    // Public path (no credentials) even with authentication on: the signature authenticates it.
    const call = (s: { raw: string; sig: string }) =>
      callWith({ REQUIRE_AUTHENTICATION: "true" }, `/api/v1/integrations/${P}/webhook`, { method: "POST", headers: { "linear-signature": s.sig, "content-type": "application/json" }, body: s.raw });
    let res = await call(await signed({ type: "Issue", organizationId: org.org, webhookTimestamp: Date.now() }, "wrong-secret"));
    expect(res.status).toBe(401);
    await res.text();
    res = await call(await signed({ type: "Issue", organizationId: org.org, webhookTimestamp: Date.now() - 120_000 }));
    expect(res.status).toBe(401);
    await res.text();
    res = await call(await signed({ type: "Cycle", organizationId: org.org, webhookTimestamp: Date.now() }));
    expect(await body(res)).toMatchObject({ status: "ignored" });
    res = await call(await signed({ type: "Issue", action: "create", organizationId: org.org, webhookTimestamp: Date.now() }));
    expect(await body(res)).toMatchObject({ status: "accepted", runs: 1 });
    const conn = await waitForSync(owner, P, tenantId);
    expect(conn.syncStatus).toBe("ok");
    expect(await ids(owner)).toEqual(["issue:w1"]);
  });
});

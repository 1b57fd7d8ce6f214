import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import worker from "../../src/index";
import { body, req, signUp, status } from "./auth.helpers";
import { connect, control, datasetItems, FAKE_GOOGLE, tenantWithMember, waitForSync } from "./connectors-helpers";

const P = "google_drive";
const key2 = btoa(String.fromCharCode(...new Uint8Array(32).fill(7)));

describe("connectors: schedule, isolation and key rotation", () => {
  it("the cron handler starts the syncs that are due and only those", async () => {
    const { owner, tenantId } = await tenantWithMember("sched1");
    const acct = await control(`${FAKE_GOOGLE}/__control/drive/accounts`, { json: {} });
    await connect(owner, P, tenantId, acct.code);
    await control(`${FAKE_GOOGLE}/__control/drive/${acct.account}/files`, { json: { id: "s1", name: "Scheduled", mimeType: "text/plain", content: "found by the schedule" } });
    await worker.scheduled!({ cron: "*/15 * * * *", scheduledTime: Date.now(), noRetry: () => {} } as ScheduledController, env);
    const conn = await waitForSync(owner, P, tenantId);
    expect(conn.syncStatus).toBe("ok");
    expect(conn.last_run).toBeTruthy();
    expect((await datasetItems(owner, "google_drive_connector")).map((i: any) => i.externalMetadata.source_id)).toEqual(["s1"]);
    // Just stamped: the next tick starts nothing for it.
    const runs = async () => (await env.DB.prepare("SELECT count(*) AS n FROM integration_sync_runs r JOIN integration_connections c ON c.id = r.connection_id WHERE c.tenant_id = ?").bind(tenantId).first<any>()).n;
    const before = await runs();
    await worker.scheduled!({ cron: "*/15 * * * *", scheduledTime: Date.now(), noRetry: () => {} } as ScheduledController, env);
    expect(await runs()).toBe(before);
  });

  it("connection state, resources and status are refused to non-members; another tenant's connection is not visible", async () => {
    const { owner, tenantId } = await tenantWithMember("iso1");
    const acct = await control(`${FAKE_GOOGLE}/__control/drive/accounts`, { json: {} });
    await connect(owner, P, tenantId, acct.code);
    const outsider = await signUp("iso1-out");
    for (const path of [`/integrations/${P}/connection?tenant_id=${tenantId}`, `/integrations/${P}/resources?tenant_id=${tenantId}`, `/integrations/status?tenant_id=${tenantId}`]) {
      expect(await status(await req(path, { token: outsider.token })), path).toBe(403);
    }
    expect(await status(await req(`/integrations/${P}/sync?tenant_id=${tenantId}`, { method: "POST", token: outsider.token }))).toBe(403);
    // The outsider's own tenant has no connection.
    const own = await req(`/tenants?tenant_name=iso1-own-${crypto.randomUUID().slice(0, 6)}`, { method: "POST", token: outsider.token });
    const ownId = (await body(own)).tenant_id;
    expect((await body(await req(`/integrations/${P}/connection?tenant_id=${ownId}`, { token: outsider.token }))).connected).toBe(false);
  });

  it("tokens sealed under an older key still open after rotation; a refresh re-seals them under the active key", async () => {
    const { owner, tenantId } = await tenantWithMember("rot1");
    const acct = await control(`${FAKE_GOOGLE}/__control/drive/accounts`, { json: {} });
    await connect(owner, P, tenantId, acct.code);
    const rotated = { REQUIRE_AUTHENTICATION: "true", INTEGRATION_CREDENTIALS_KEYS: `${(env as any).INTEGRATION_CREDENTIALS_KEYS},k2:${key2}`, INTEGRATION_CREDENTIALS_ACTIVE_KEY_ID: "k2" };
    await control(`${FAKE_GOOGLE}/__control/drive/${acct.account}/expire-tokens`, { json: {} });
    const res = await req(`/integrations/${P}/folders?tenant_id=${tenantId}`, { token: owner.token, vars: rotated });
    expect(res.status).toBe(200);
    await res.text();
    const row = await env.DB.prepare("SELECT key_id FROM integration_connections WHERE tenant_id = ?").bind(tenantId).first<any>();
    expect(row.key_id).toBe("k2");
    // A deployment that dropped the key a credential was sealed with cannot open it (and says so).
    const lost = await req(`/integrations/${P}/folders?tenant_id=${tenantId}`, { token: owner.token, vars: { REQUIRE_AUTHENTICATION: "true" } });
    expect(lost.status).toBe(500);
    expect((await body(lost)).detail).toContain("IntegrationCredentialKeyMissingError");
  });
});

import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import worker from "../../src/index";
import { grant } from "./add.helpers";
import { body, signUp, status, type TestUser } from "./auth.helpers";
import { addMember, CHAT_VARS, chatReq, datasetItems, fakeChat, installedTenant } from "./team-chat.helpers";

const DAY = 86_400;
const nowSec = () => Math.floor(Date.now() / 1000);

/** The Worker's cron handler, as the runtime calls it. */
async function cronTick(vars: Record<string, string> = {}) {
  const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
  const controller = { scheduledTime: Date.now(), cron: "*/10 * * * *", noRetry() {} } as unknown as ScheduledController;
  await (worker.scheduled as (c: ScheduledController, e: Env, x: ExecutionContext) => Promise<void>)(controller, { ...env, ...CHAT_VARS, ...vars } as Env, ctx);
}

/** Makes every history job due now (the cron would reach it after its interval). */
const makeDue = () => env.DB.prepare("UPDATE chat_history_jobs SET next_run_at = 0 WHERE next_run_at IS NOT NULL").run();

const history = (user: TestUser, teamId: string, what: "import" | "sync", payload: unknown) =>
  chatReq(`/chatprovider/history/${teamId}/${what}`, { method: what === "import" ? "POST" : "PUT", token: user.token, json: payload });

describe("team chat: history import and sync", () => {
  it("import needs a linked caller (or the installing owner) and read, write and delete on the dataset", async ({ expect }) => {
    const { owner, tenantId, teamId } = await installedTenant([{ id: "C1", name: "general", messages: [{ ts: `${nowSec() - 60}.000001`, user: "U1", text: "hello" }] }]);
    const member = await signUp("chat-member");
    await addMember(owner, tenantId, member);
    // Not linked, not the installer: refused.
    expect(await status(await history(member, teamId, "import", { dataset_name: "mine", channels: ["C1"] }))).toBe(403);
    // Linked now; a dataset of the owner's the member may only write to: refused (read and delete missing).
    await fakeChat("code", { code: `hist-${member.id}`, team_id: teamId, authed_user_id: "U_M", bot: false });
    expect(await status(await chatReq(`/integrations/chatprovider/link?tenant_id=${tenantId}`, { token: member.token, json: { code: `hist-${member.id}` } }))).toBe(200);
    const shared = await body(await history(owner, teamId, "import", { dataset_name: "owners_history", channels: [] }));
    await grant(member.id, shared.dataset_id, "write");
    const writeOnly = await history(member, teamId, "import", { dataset_id: shared.dataset_id, channels: ["C1"] });
    expect(writeOnly.status).toBe(403);
    expect((await body(writeOnly)).detail).toMatch(/\[read\]/);
    await grant(member.id, shared.dataset_id, "read");
    const noDelete = await history(member, teamId, "import", { dataset_id: shared.dataset_id, channels: ["C1"] });
    expect(noDelete.status).toBe(403);
    expect((await body(noDelete)).detail).toMatch(/\[delete\]/);
    await grant(member.id, shared.dataset_id, "delete");
    const ok = await history(member, teamId, "import", { dataset_id: shared.dataset_id, channels: ["C1"] });
    expect(ok.status).toBe(200);
    expect(await body(ok)).toMatchObject({ status: "ok", messages_imported: 1 });
  });

  it("imports a lookback period with whole threads, then syncs on the schedule from its timestamp cursor only", async ({ expect }) => {
    const recent = nowSec() - 2 * DAY;
    const { owner, teamId } = await installedTenant([
      {
        id: "C1",
        name: "eng",
        messages: [
          { ts: `${nowSec() - 90 * DAY}.000001`, user: "U1", text: "An old message outside the lookback" },
          {
            ts: `${recent}.000001`,
            user: "U1",
            text: "Should we move the database to Postgres?",
            replies: [
              { ts: `${recent + 60}.000001`, user: "U2", text: "Yes, the decision is Postgres 17." },
              { ts: `${recent + 120}.000001`, user: "U1", text: "Agreed, migration starts Monday." },
            ],
          },
        ],
      },
    ]);
    const imported = await history(owner, teamId, "import", { dataset_name: "eng_history", channels: ["C1"], lookback_days: 30 });
    expect(imported.status).toBe(200);
    const job = await body(imported);
    expect(job).toMatchObject({ status: "ok", messages_imported: 3, sync_enabled: false });
    let items = await datasetItems(owner, job.dataset_id);
    expect(items.map((i) => i.externalMetadata.ts).sort()).toEqual([`${recent}.000001`, `${recent + 60}.000001`, `${recent + 120}.000001`]);
    expect(items.find((i) => i.externalMetadata.ts === `${recent + 60}.000001`).externalMetadata.thread_ts).toBe(`${recent}.000001`);
    // Authors by name where the workspace knows the member (U1 is "ada"); an unknown member keeps its id.
    expect(items.find((i) => i.externalMetadata.user === "U1").externalMetadata.user_name).toBe("ada");
    expect(items.find((i) => i.externalMetadata.user === "U2").externalMetadata.user_name).toBe("U2");

    // Interval bounds (422 outside 600..604800), default 21600.
    for (const bad of [599, 604_801, 0, 1.5]) {
      const res = await history(owner, teamId, "sync", { dataset_id: job.dataset_id, interval_seconds: bad });
      expect(res.status, String(bad)).toBe(422);
      await res.text();
    }
    const dflt = await body(await history(owner, teamId, "sync", { dataset_id: job.dataset_id }));
    expect(dflt).toMatchObject({ sync_enabled: true, interval_seconds: 21_600 });
    expect(Date.parse(dflt.next_run_at) - Date.parse(dflt.lastSyncedAt)).toBe(21_600_000);
    const edge = await body(await history(owner, teamId, "sync", { dataset_id: job.dataset_id, interval_seconds: 600 }));
    expect(edge).toMatchObject({ interval_seconds: 600 });

    // A new message, then the cron: only what is newer than the cursor is read and written.
    await fakeChat("message", { team_id: teamId, channel: "C1", message: { ts: `${nowSec()}.000009`, user: "U2", text: "Sync picks up this new message." } });
    await fakeChat("message", { team_id: teamId, channel: "C1", message: { ts: `${nowSec()}.000010`, user: "U1", text: "And this one by ada." } });
    const before = (await fakeChat(`calls?team_id=${teamId}`)).calls["conversations.history"];
    const lookups = (await fakeChat(`calls?team_id=${teamId}`)).calls["users.info"];
    await makeDue();
    await cronTick();
    items = await datasetItems(owner, job.dataset_id);
    expect(items).toHaveLength(5);
    // Names are kept for the workspace across runs: "ada" is named again, the unknown U2 is not asked for again.
    expect(items.filter((i) => i.externalMetadata.user === "U1").every((i) => i.externalMetadata.user_name === "ada")).toBe(true);
    expect((await fakeChat(`calls?team_id=${teamId}`)).calls["users.info"]).toBe(lookups);
    const state = await body(await chatReq(`/chatprovider/history/${teamId}`, { token: owner.token }));
    expect(state.jobs).toEqual([expect.objectContaining({ dataset_id: job.dataset_id, status: "ok", messages_imported: 5, sync_enabled: true })]);
    expect(Number(state.jobs[0].cursors.C1)).toBeGreaterThan(recent + 120);
    expect((await fakeChat(`calls?team_id=${teamId}`)).calls["conversations.history"]).toBe(before + 1);
    // Nothing new: the next tick writes nothing.
    await makeDue();
    await cronTick();
    expect(await datasetItems(owner, job.dataset_id)).toHaveLength(5);
  });

  it("honours Retry-After: a short wait is waited out, a long one defers the run to resume from its cursor; a revoked token ends it", async ({ expect }) => {
    const base = nowSec() - DAY;
    const { owner, tenantId, teamId } = await installedTenant([
      { id: "C1", name: "ops", messages: Array.from({ length: 250 }, (_, i) => ({ ts: `${base + i}.000001`, user: "U1", text: `ops note ${i}` })) },
    ]);
    await fakeChat("ratelimit", { team_id: teamId, method: "conversations.history", count: 1, retry_after: 1 });
    const short = await body(await history(owner, teamId, "import", { dataset_name: "ops", channels: ["C1"] }));
    expect(short).toMatchObject({ status: "ok", messages_imported: 250 });

    // New messages, and a 429 asking for 120 s: longer than a run may wait, so the run is deferred.
    await Promise.all(
      Array.from({ length: 250 }, (_, i) => fakeChat("message", { team_id: teamId, channel: "C1", message: { ts: `${base + 1000 + i}.000001`, user: "U1", text: `ops later ${i}` } })),
    );
    await history(owner, teamId, "sync", { dataset_name: "ops", interval_seconds: 600 }).then((r) => r.text());
    const calls = (await fakeChat(`calls?team_id=${teamId}`)).calls["conversations.history"];
    await makeDue();
    await fakeChat("ratelimit", { team_id: teamId, method: "conversations.history", count: 1, retry_after: 120 });
    await cronTick();
    let state = (await body(await chatReq(`/chatprovider/history/${teamId}`, { token: owner.token }))).jobs[0];
    expect(state.last_error).toMatch(/paced/);
    expect(Date.parse(state.next_run_at) - Date.now()).toBeGreaterThan(100_000);
    expect(state.messages_imported).toBe(250);
    expect((await fakeChat(`calls?team_id=${teamId}`)).calls["conversations.history"]).toBe(calls + 1);
    // The wait is over: the run resumes and imports the rest.
    await makeDue();
    await cronTick();
    state = (await body(await chatReq(`/chatprovider/history/${teamId}`, { token: owner.token }))).jobs[0];
    expect(state).toMatchObject({ status: "ok", messages_imported: 500 });
    expect(await datasetItems(owner, short.dataset_id)).toHaveLength(500);

    // The app is uninstalled at the provider: the next run ends the job and revokes the installation locally.
    await fakeChat("revoke", { team_id: teamId });
    await makeDue();
    await cronTick();
    const conn = await body(await chatReq(`/integrations/chatprovider/connection?tenant_id=${tenantId}`, { token: owner.token }));
    expect(conn).toMatchObject({ connected: false });
    const row = await env.DB.prepare("SELECT status FROM chat_history_jobs WHERE dataset_id = ?").bind(short.dataset_id).first<{ status: string }>();
    expect(row?.status).toBe("revoked");
  });

  it("a run spends at most its request budget and the schedule resumes from the page cursor without duplicates", async ({ expect }) => {
    const base = nowSec() - DAY;
    const { owner, teamId } = await installedTenant([
      { id: "C1", name: "big", messages: Array.from({ length: 450 }, (_, i) => ({ ts: `${base + i}.000001`, user: "U1", text: `big note ${i}` })) },
    ]);
    // Two requests per run: the channel list and one history page of 200.
    const small = { CHAT_HISTORY_MAX_REQUESTS_PER_RUN: "2" };
    const first = await body(await chatReq(`/chatprovider/history/${teamId}/import`, { method: "POST", token: owner.token, json: { dataset_name: "big", channels: ["C1"] }, vars: small }));
    expect(first).toMatchObject({ status: "importing", messages_imported: 200 });
    expect(first.last_error).toMatch(/budget/);
    await makeDue();
    await cronTick(small);
    await makeDue();
    await cronTick(small);
    const state = (await body(await chatReq(`/chatprovider/history/${teamId}`, { token: owner.token }))).jobs[0];
    expect(state).toMatchObject({ status: "ok", messages_imported: 450 });
    const items = await datasetItems(owner, first.dataset_id);
    expect(new Set(items.map((i) => i.externalMetadata.ts)).size).toBe(450);
    expect(items).toHaveLength(450);
  });

  it("a page with more threads than a run's budget still completes, resuming after the last stored thread", async ({ expect }) => {
    const base = nowSec() - DAY;
    // 12 threads on one history page; a run may spend 5 requests (channel list, the page, then 3 threads).
    const messages = Array.from({ length: 12 }, (_, i) => ({
      ts: `${base + i * 100}.000001`,
      user: "U1",
      text: `question ${i}`,
      replies: [{ ts: `${base + i * 100 + 1}.000001`, user: "U2", text: `answer ${i}` }],
    }));
    const { owner, teamId } = await installedTenant([{ id: "C1", name: "busy", messages }]);
    const small = { CHAT_HISTORY_MAX_REQUESTS_PER_RUN: "5" };
    const first = await body(await chatReq(`/chatprovider/history/${teamId}/import`, { method: "POST", token: owner.token, json: { dataset_name: "busy", channels: ["C1"] }, vars: small }));
    expect(first.status).toBe("importing");
    // Before the fix every run re-read the page from its first thread and never got past the third.
    for (let run = 0; run < 8; run++) {
      const state = (await body(await chatReq(`/chatprovider/history/${teamId}`, { token: owner.token }))).jobs[0];
      if (state.status === "ok") break;
      await makeDue();
      await cronTick(small);
    }
    const state = (await body(await chatReq(`/chatprovider/history/${teamId}`, { token: owner.token }))).jobs[0];
    expect(state).toMatchObject({ status: "ok", messages_imported: 24 });
    const items = await datasetItems(owner, first.dataset_id);
    expect(new Set(items.map((i) => i.externalMetadata.ts)).size).toBe(24);
    expect(items).toHaveLength(24);
  });

  it("imported chat is searchable", async ({ expect }) => {
    const { owner, teamId } = await installedTenant([
      { id: "C1", name: "product", messages: [{ ts: `${nowSec() - 100}.000001`, user: "U1", text: "The Zephyrine pricing tier launches in March at 49 euros." }] },
    ]);
    const job = await body(await history(owner, teamId, "import", { dataset_name: "product_chat", channels: ["C1"] }));
    expect(job.messages_imported).toBe(1);
    const cognify = await chatReq(`/cognify`, { token: owner.token, json: { datasets: ["product_chat"] } });
    expect(cognify.status).toBe(200);
    await cognify.text();
    const search = await chatReq(`/search`, { token: owner.token, json: { query: "Zephyrine pricing tier", search_type: "CHUNKS", datasets: ["product_chat"] } });
    expect(search.status).toBe(200);
    const result = JSON.stringify(await body(search));
    expect(result).toContain("Zephyrine pricing tier launches in March");
    // The stored message names its author, so memory says who said it.
    expect(result).toContain("Chat message by ada in #product");
  });
});

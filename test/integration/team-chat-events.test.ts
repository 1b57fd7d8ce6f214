import { beforeAll, describe, it } from "vitest";
import { body } from "./auth.helpers";
import { chatReq, datasetItems, datasetNamed, fakeChat, installedTenant, messageEvent, sendEvent } from "./team-chat.helpers";

/** The installation's destination dataset (the connector framework's `<provider>_connector`). */
const INSTALL_DATASET = "chatprovider_connector";

describe("team chat: inbound events", () => {
  let setup: Awaited<ReturnType<typeof installedTenant>>;
  const now = () => `${Math.floor(Date.now() / 1000)}.${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;
  const stored = async () => {
    const ds = await datasetNamed(setup.owner, INSTALL_DATASET, setup.tenantId);
    return ds ? datasetItems(setup.owner, ds.id) : [];
  };

  beforeAll(async () => {
    setup = await installedTenant([
      { id: "C1", name: "general" },
      { id: "C2", name: "random" },
    ]);
    const put = await chatReq(`/integrations/chatprovider/channels?tenant_id=${setup.tenantId}`, { method: "PUT", token: setup.owner.token, json: { channels: ["C1"] } });
    if (put.status !== 200) throw new Error(`put channels ${put.status}: ${await put.text()}`);
  });

  it("answers the url_verification challenge of a signed request", async ({ expect }) => {
    const res = await sendEvent({ type: "url_verification", challenge: "abc123" });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ challenge: "abc123" });
  });

  it("refuses a bad signature, a missing signature and a replayed (stale) request, and stores nothing", async ({ expect }) => {
    const ts = now();
    const bad = await sendEvent(messageEvent(setup.teamId, "C1", ts, "forged message"), { badSignature: true });
    expect(bad.status).toBe(401);
    expect((await body(bad)).detail).toMatch(/InvalidChatSignatureError/);
    const wrongSecret = await sendEvent(messageEvent(setup.teamId, "C1", ts, "forged message"), { secret: "not-the-secret" });
    expect(wrongSecret.status).toBe(401);
    await wrongSecret.text();
    // Correctly signed, but 10 minutes old: a captured request replayed outside the 300 s window.
    const stale = await sendEvent(messageEvent(setup.teamId, "C1", ts, "replayed message"), { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.status).toBe(401);
    expect((await body(stale)).detail).toMatch(/replay window/);
    const unsigned = await chatReq(`/integrations/chatprovider/webhook`, { method: "POST", json: messageEvent(setup.teamId, "C1", ts, "unsigned") });
    expect(unsigned.status).toBe(401);
    await unsigned.text();
    expect((await stored()).filter((i) => i.externalMetadata?.ts === ts)).toEqual([]);
  });

  it("appends a message of an allowed channel with its id as external metadata; a redelivery writes no duplicate", async ({ expect }) => {
    const ts = now();
    const first = await sendEvent(messageEvent(setup.teamId, "C1", ts, "We decided to ship the billing service on Friday."));
    expect(first.status).toBe(200);
    expect(await body(first)).toMatchObject({ ok: true, destinations: 1, written: 1 });
    // Slack redelivers the same event (same body, new signature and timestamp) when it saw no timely 200.
    const again = await sendEvent(messageEvent(setup.teamId, "C1", ts, "We decided to ship the billing service on Friday."), { headers: { "x-slack-retry-num": "1" } });
    expect(again.status).toBe(200);
    expect(await body(again)).toMatchObject({ written: 0 });
    const items = (await stored()).filter((i) => i.externalMetadata?.ts === ts);
    expect(items).toHaveLength(1);
    expect(items[0].externalMetadata).toMatchObject({ source: "chatprovider", message_id: `${setup.teamId}:C1:${ts}`, channel_id: "C1", team_id: setup.teamId });
    // The author by name (users.info), the member id kept beside it.
    expect(items[0].externalMetadata).toMatchObject({ user: "U1", user_name: "ada" });
    // The name is kept for the workspace: the next event by the same member asks the provider nothing.
    const lookups = (await fakeChat(`calls?team_id=${setup.teamId}`)).calls["users.info"];
    const next = now();
    expect(await body(await sendEvent(messageEvent(setup.teamId, "C1", next, "The billing service ships on Friday.")))).toMatchObject({ written: 1 });
    expect((await stored()).find((i) => i.externalMetadata?.ts === next).externalMetadata).toMatchObject({ user: "U1", user_name: "ada" });
    expect((await fakeChat(`calls?team_id=${setup.teamId}`)).calls["users.info"]).toBe(lookups);
  });

  it("stores a message under its author's id when the name lookup is rate limited, and names them once the limit passes", async ({ expect }) => {
    await fakeChat("ratelimit", { team_id: setup.teamId, method: "users.info", count: 1, retry_after: 120 });
    const ts = now();
    const res = await sendEvent(messageEvent(setup.teamId, "C1", ts, "The rollout waits for the security review.", undefined, "U3"));
    expect(await body(res)).toMatchObject({ ok: true, written: 1 });
    const [item] = (await stored()).filter((i) => i.externalMetadata?.ts === ts);
    expect(item.externalMetadata).toMatchObject({ user: "U3", user_name: "U3" });
    // A rate-limited lookup is not kept as "unknown": the next event asks again and gets the name.
    const later = now();
    expect(await body(await sendEvent(messageEvent(setup.teamId, "C1", later, "The security review passed.", undefined, "U3")))).toMatchObject({ written: 1 });
    expect((await stored()).find((i) => i.externalMetadata?.ts === later).externalMetadata).toMatchObject({ user: "U3", user_name: "grace" });
  });

  it("refuses a body over 1 MB without storing it", async ({ expect }) => {
    const ts = now();
    const res = await sendEvent(messageEvent(setup.teamId, "C1", ts, "x".repeat(1_100_000)));
    expect(res.status).toBe(413);
    expect((await body(res)).detail).toMatch(/RequestTooLargeError/);
    expect((await stored()).filter((i) => i.externalMetadata?.ts === ts)).toEqual([]);
  });

  it("ignores channels that are not allowed, and other teams", async ({ expect }) => {
    const ts = now();
    const res = await sendEvent(messageEvent(setup.teamId, "C2", ts, "not selected"));
    expect(await body(res)).toMatchObject({ destinations: 0, written: 0 });
    const other = await sendEvent(messageEvent("TNOSUCHTEAM", "C1", ts, "someone else"));
    expect(await body(other)).toMatchObject({ destinations: 0, written: 0 });
    expect((await stored()).filter((i) => i.externalMetadata?.ts === ts)).toEqual([]);
  });

  it("refuses a response_url with any forbidden part before storing anything; the trusted one gets the reply", async ({ expect }) => {
    const command = (responseUrl: string, trigger: string) => ({
      command: "/remember",
      text: `Remember note ${trigger}`,
      team_id: setup.teamId,
      channel_id: "C1",
      channel_name: "general",
      user_id: "U1",
      user_name: "ada",
      trigger_id: trigger,
      response_url: responseUrl,
    });
    const forbidden = [
      "https://evil.test/commands/T1/1/abc", // another origin
      "http://hooks.slack.test/commands/T1/1/abc", // not https
      "https://user:pw@hooks.slack.test/commands/T1/1/abc", // credentials
      "https://hooks.slack.test:8443/commands/T1/1/abc", // a port
      "https://hooks.slack.test/commands/T1/1/abc?next=https://evil.test", // a query
      "https://hooks.slack.test/commands/T1/1/abc#frag", // a fragment
      "https://hooks.slack.test/commands/../../admin", // traversal
      "https://hooks.slack.test/commands/%2e%2e/%2E%2E/admin", // encoded traversal
      "https://hooks.slack.test.evil.test/commands/T1/1/abc", // look-alike host
    ];
    for (const [i, url] of forbidden.entries()) {
      const res = await sendEvent(command(url, `bad-${i}-${crypto.randomUUID()}`), { form: true });
      expect(res.status, url).toBe(400);
      expect((await body(res)).detail, url).toMatch(/UntrustedResponseUrlError/);
    }
    expect((await stored()).filter((i) => String(i.externalMetadata?.ts).startsWith("cmd-bad-"))).toEqual([]);

    const trigger = `ok-${crypto.randomUUID()}`;
    const path = `/commands/${setup.teamId}/${trigger}`;
    const ok = await sendEvent(command(`https://hooks.slack.test${path}`, trigger), { form: true });
    expect(ok.status).toBe(200);
    expect(await body(ok)).toMatchObject({ text: "Remembered.", written: 1 });
    const posts = (await fakeChat(`hooks?path=${encodeURIComponent(path)}`)).posts as { body: { text: string } }[];
    expect(posts.map((p) => p.body.text)).toEqual(["Remembered."]);
    expect((await stored()).filter((i) => i.externalMetadata?.ts === `cmd-${trigger}`)).toHaveLength(1);
  });
});

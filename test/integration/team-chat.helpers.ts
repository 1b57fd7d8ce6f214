import { env } from "cloudflare:workers";
import worker from "../../src/index";
import { BASE } from "../helpers";
import { FAKE_CHAT_CLIENT_ID, FAKE_CHAT_CLIENT_SECRET } from "../fixtures/fake-chat";
import { body, req, signUp, type ReqInit, type TestUser } from "./auth.helpers";

export const SIGNING_SECRET = "test-chat-signing-secret";

/** Authentication on, the chat app configured against the fake Slack (test/fixtures/fake-chat.ts). */
export const CHAT_VARS: Record<string, string> = {
  REQUIRE_AUTHENTICATION: "true",
  SLACK_CLIENT_ID: FAKE_CHAT_CLIENT_ID,
  SLACK_CLIENT_SECRET: FAKE_CHAT_CLIENT_SECRET,
  SLACK_SIGNING_SECRET: SIGNING_SECRET,
  SLACK_API_BASE_URL: "https://slack.test/api",
  SLACK_AUTHORIZE_URL: "https://slack.test/oauth/v2/authorize",
  SLACK_RESPONSE_URL_ORIGIN: "https://hooks.slack.test",
  // A 429 asking for up to 2 s is waited out in the run; longer ones defer it.
  CHAT_HISTORY_MAX_RETRY_WAIT_SECONDS: "2",
  INTEGRATION_CREDENTIALS_KEYS: `k1:${btoa(String.fromCharCode(...new Uint8Array(32).map((_, i) => i * 7 + 3)))}`,
  INTEGRATION_CREDENTIALS_ACTIVE_KEY_ID: "k1",
};

/** A request with the chat configuration (extra `vars` override it). */
export const chatReq = (path: string, init: ReqInit = {}) => req(path, { ...init, vars: { ...CHAT_VARS, ...(init.vars ?? {}) } });

/** Drives the fake Slack's admin side. */
export async function fakeChat(path: string, payload?: unknown): Promise<any> {
  const res = await fetch(`https://slack.test/__admin/${path}`, payload === undefined ? {} : { method: "POST", body: JSON.stringify(payload) });
  if (!res.ok) throw new Error(`fake chat ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export const uniqueTeam = () => `T${crypto.randomUUID().replace(/-/g, "").slice(0, 10).toUpperCase()}`;

export interface SeedMessage {
  ts: string;
  user: string;
  text: string;
  replies?: SeedMessage[];
}

export async function seedTeam(teamId: string, channels: { id: string; name: string; messages?: SeedMessage[] }[]) {
  await fakeChat("team", { id: teamId, name: `Team ${teamId}`, channels, users: [{ id: "U1", name: "ada" }, { id: "U3", name: "grace" }] });
}

export async function newTenant(owner: TestUser): Promise<string> {
  const res = await req(`/tenants?tenant_name=chat-${crypto.randomUUID().slice(0, 8)}`, { method: "POST", token: owner.token });
  if (res.status !== 200) throw new Error(`create tenant ${res.status}: ${await res.text()}`);
  return (await body(res)).tenant_id;
}

export async function addMember(owner: TestUser, tenantId: string, member: TestUser) {
  const res = await req(`/tenants/users?tenant_id=${tenantId}&user_id=${member.id}`, { method: "POST", token: owner.token });
  if (res.status !== 200) throw new Error(`add member ${res.status}: ${await res.text()}`);
  await res.text();
}

/** The OAuth install through the real routes: authorize (owner), the provider's redirect with the code, the callback with the nonce cookie. */
export async function install(owner: TestUser, tenantId: string, teamId: string) {
  const auth = await chatReq(`/integrations/chatprovider/authorize?tenant_id=${tenantId}`, { method: "POST", token: owner.token });
  if (auth.status !== 200) throw new Error(`authorize ${auth.status}: ${await auth.text()}`);
  const cookie = (auth.headers.get("set-cookie") ?? "").split(";")[0]!;
  const { url } = await body(auth);
  const state = new URL(url).searchParams.get("state")!;
  const code = `code-${crypto.randomUUID()}`;
  await fakeChat("code", { code, team_id: teamId, authed_user_id: "U_OWNER", bot: true });
  const cb = await chatReq(`/integrations/chatprovider/callback?code=${code}&state=${encodeURIComponent(state)}`, { headers: { cookie } });
  if (cb.status !== 200) throw new Error(`callback ${cb.status}: ${await cb.text()}`);
  return body(cb);
}

/** An owner with a tenant where the fake team is installed. */
export async function installedTenant(channels: { id: string; name: string; messages?: SeedMessage[] }[] = []) {
  const owner = await signUp("chat-owner");
  const tenantId = await newTenant(owner);
  const teamId = uniqueTeam();
  await seedTeam(teamId, channels);
  await install(owner, tenantId, teamId);
  return { owner, tenantId, teamId };
}

async function hmacHex(secret: string, text: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return [...new Uint8Array(await crypto.subtle.sign("HMAC", key, enc.encode(text)))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Posts a request to the events route signed as the provider signs it (or with `tamper` applied). */
export async function sendEvent(
  payload: unknown,
  opts: { form?: boolean; timestamp?: number; secret?: string; badSignature?: boolean; headers?: Record<string, string> } = {},
) {
  const raw = opts.form ? new URLSearchParams(payload as Record<string, string>).toString() : JSON.stringify(payload);
  const ts = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  let sig = `v0=${await hmacHex(opts.secret ?? SIGNING_SECRET, `v0:${ts}:${raw}`)}`;
  if (opts.badSignature) sig = sig.slice(0, -1) + (sig.endsWith("0") ? "1" : "0");
  const request = new Request(`${BASE}/api/v1/integrations/chatprovider/webhook`, {
    method: "POST",
    headers: {
      "content-type": opts.form ? "application/x-www-form-urlencoded" : "application/json",
      "x-slack-request-timestamp": ts,
      "x-slack-signature": sig,
      ...(opts.headers ?? {}),
    },
    body: raw,
  });
  const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
  return worker.fetch(request, { ...env, ...CHAT_VARS } as Env, ctx);
}

export const messageEvent = (teamId: string, channel: string, ts: string, text: string, eventId = `Ev${ts.replace(".", "")}`, user = "U1") => ({
  type: "event_callback",
  team_id: teamId,
  event_id: eventId,
  event: { type: "message", channel, user, text, ts, channel_type: "channel" },
});

/** Data items of a dataset (read as `user`). */
export async function datasetItems(user: TestUser, datasetId: string): Promise<any[]> {
  const res = await chatReq(`/datasets/${datasetId}/data?limit=1000`, { token: user.token });
  if (res.status !== 200) throw new Error(`list ${res.status}: ${await res.text()}`);
  return body(res);
}

/** The caller's dataset of that name (in any of their tenants), or undefined. */
export async function datasetNamed(user: TestUser, name: string, tenantId?: string): Promise<{ id: string; name: string; tenantId: string | null } | undefined> {
  const res = await chatReq(`/datasets`, { token: user.token });
  const all = (await body(res)) as { id: string; name: string; tenantId: string | null }[];
  return all.find((d) => d.name === name && (tenantId === undefined || d.tenantId === tenantId));
}

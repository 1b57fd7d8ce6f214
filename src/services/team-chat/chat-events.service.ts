import { ApiError, badRequest } from "../../core/errors";
import { routesOfPrimary, subscriptionsOfChannel } from "../../storage/d1/team-chat.repo";
import { readUpTo } from "../add.service";
import type { DataDeps } from "../data-items.service";
import { concat } from "../remember.service";
import type { ChatMessage } from "./chat-api";
import { CHAT_PROVIDER, type ChatDestination, isMemorable, writeChatMessages } from "./chat-ingest";
import { installationsOfTeam } from "./chat-installations";
import { MemberNames } from "./member-names";
import { trustedResponseUrl, verifyChatRequest } from "./chat-signature";

/** An event carries one message: one name lookup, and one more if the first meets a short 429. */
const EVENT_NAME_LOOKUPS = 2;

/** Events bodies are small JSON documents (Slack caps them well below this). */
const EVENT_BODY_MAX_BYTES = 1024 * 1024;

/**
 * Every destination of a channel's messages: the tenants whose installation allows the channel, each
 * route of those tenants for it (a channel fans out to several targets and keeps reaching its primary),
 * and the self-serve subscriptions. A destination reached twice is written once.
 */
export async function destinationsOf(deps: DataDeps, teamId: string, channelId: string): Promise<ChatDestination[]> {
  const out = new Map<string, ChatDestination>();
  const add = (d: ChatDestination) => out.set(`${d.tenantId}|${d.datasetName}`, d);
  for (const install of await installationsOfTeam(deps.db, deps.settings, teamId)) {
    if (!install.allowed?.includes(channelId)) continue;
    add({ userId: install.ownerUserId, tenantId: install.tenantId, datasetName: install.datasetName });
    for (const r of await routesOfPrimary(deps.db, CHAT_PROVIDER, install.tenantId, channelId)) {
      add({ userId: r.createdBy, tenantId: r.targetTenantId, datasetName: r.datasetName });
    }
  }
  for (const s of await subscriptionsOfChannel(deps.db, teamId, channelId)) add({ userId: s.userId, tenantId: s.tenantId, datasetName: s.datasetName });
  return [...out.values()];
}

/**
 * Appends messages of one channel to every destination; one destination failing does not stop the others.
 * Authors are named through the workspace's first installation (a slash command already carries the name).
 */
export async function fanOut(deps: DataDeps, teamId: string, channelId: string, channelName: string, messages: ChatMessage[], nameAuthors = true) {
  let written = 0;
  const destinations = await destinationsOf(deps, teamId, channelId);
  const [install] = nameAuthors && destinations.length ? await installationsOfTeam(deps.db, deps.settings, teamId) : [];
  const members = install ? new MemberNames(install.api(deps.settings, EVENT_NAME_LOOKUPS), { db: deps.db, teamId }) : undefined;
  for (const dest of destinations) {
    try {
      written += (await writeChatMessages(deps, dest, { teamId, channelId, channelName }, messages, members)).written;
    } catch (err) {
      console.error(`chat event: destination ${dest.tenantId} not written`, err instanceof ApiError ? err.message : err);
    }
  }
  return { destinations: destinations.length, written };
}

interface EventEnvelope {
  type?: string;
  challenge?: string;
  team_id?: string;
  event_id?: string;
  event?: ChatMessage & { type?: string; channel?: string; channel_type?: string };
}

/**
 * `POST /integrations/chatprovider/events`: the provider's signed requests. The signature is checked over
 * the raw bytes before anything is parsed. Events API callbacks: `url_verification` answers its challenge;
 * a `message` event in a channel is appended to its destinations (a redelivery writes nothing new). Slash
 * commands (form-encoded): the text is remembered in the channel's destinations, and the confirmation goes
 * to the `response_url` only when it is on the trusted origin (anything else is refused before any write).
 */
export async function handleChatEvent(deps: DataDeps, request: Request): Promise<Record<string, unknown>> {
  // Read with a cap (no Content-Length is trusted): a signed body is small, anything larger is refused unread.
  const read = await readUpTo(request.body ?? new Response("").body!, EVENT_BODY_MAX_BYTES);
  if (!read.complete) {
    await read.rest.cancel().catch(() => undefined);
    throw new ApiError(413, "RequestTooLargeError", "Chat event bodies are limited to 1 MB.");
  }
  const raw = new TextDecoder().decode(concat(read.chunks));
  await verifyChatRequest(deps.settings.teamChat, request.headers, raw);
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded")) return slashCommand(deps, new URLSearchParams(raw));
  let body: EventEnvelope;
  try {
    body = JSON.parse(raw) as EventEnvelope;
  } catch {
    throw badRequest("The chat event is not JSON.", "MalformedJsonError");
  }
  if (body.type === "url_verification") return { challenge: String(body.challenge ?? "") };
  if (body.type !== "event_callback" || !body.event || !body.team_id) return { ok: true, ignored: true };
  const e = body.event;
  if (e.type !== "message" || !e.channel || !isMemorable(e)) return { ok: true, ignored: true };
  const result = await fanOut(deps, body.team_id, e.channel, e.channel, [e]);
  return { ok: true, ...result };
}

async function slashCommand(deps: DataDeps, form: URLSearchParams): Promise<Record<string, unknown>> {
  const teamId = form.get("team_id") ?? "";
  const channelId = form.get("channel_id") ?? "";
  const text = (form.get("text") ?? "").trim();
  const responseUrlRaw = form.get("response_url");
  const responseUrl = responseUrlRaw === null ? null : trustedResponseUrl(responseUrlRaw, deps.settings.teamChat.responseUrlOrigin);
  if (responseUrlRaw !== null && responseUrl === null) {
    throw badRequest("The response_url is not on the chat provider's trusted origin (or carries credentials, a port, a query, a fragment or path traversal).", "UntrustedResponseUrlError");
  }
  if (!teamId || !channelId || !text) return { response_type: "ephemeral", text: "Nothing to remember." };
  // A command has no message ts: the trigger id (unique per invocation) keys it, so a retried command is stored once.
  const ts = form.get("trigger_id") ? `cmd-${form.get("trigger_id")}` : `${Date.now() / 1000}`;
  const message: ChatMessage = { ts, user: form.get("user_name") ?? form.get("user_id") ?? undefined, text };
  const result = await fanOut(deps, teamId, channelId, form.get("channel_name") ?? channelId, [message], false);
  const reply = { response_type: "ephemeral", text: result.destinations ? "Remembered." : "This channel is not connected to memory." };
  if (responseUrl) {
    await fetch(responseUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(reply) })
      .then((r) => r.body?.cancel())
      .catch(() => undefined);
  }
  return { ...reply, written: result.written };
}

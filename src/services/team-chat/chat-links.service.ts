import { ApiError, forbidden, notFound } from "../../core/errors";
import type { Settings } from "../../lib/settings";
import type { Principal } from "../../lib/types";
import type { Db } from "../../storage/d1/client";
import { deleteSubscription, linkOf, linksOf, subscriptionsOfTenant, upsertLink, upsertSubscription } from "../../storage/d1/team-chat.repo";
import { ChatApi, ChatApiError, chatFailure } from "./chat-api";
import { CHAT_DEFAULT_DATASET } from "./chat-ingest";
import { type ChatInstall, installationsOfTeam } from "./chat-installations";
import { requireTenantRole } from "../integrations/connections.service";

export interface LinkPayload {
  code: string;
  redirect_uri?: string | null;
}

/**
 * `POST /integrations/chatprovider/link` (any member of `tenant_id`): the code (from the provider's sign-in)
 * is exchanged only to learn which chat member and workspace it identifies; the link is always made to the
 * authenticated caller's own account, whatever else the body says. The member's token is not kept.
 */
export async function linkChatAccount(db: Db, settings: Settings, user: Principal, tenantId: string, body: LinkPayload) {
  await requireTenantRole(db, user, tenantId, "member");
  const cfg = settings.teamChat;
  if (!cfg.clientId || !cfg.clientSecret) {
    throw new ApiError(503, "ChatProviderNotConfiguredError", `Team chat is not configured: ${[!cfg.clientId && "SLACK_CLIENT_ID", !cfg.clientSecret && "SLACK_CLIENT_SECRET"].filter(Boolean).join(", ")}.`);
  }
  let answer: { authed_user?: { id?: string }; team?: { id?: string; name?: string } };
  try {
    answer = await new ChatApi(cfg, null).call("oauth.v2.access", {
      code: body.code,
      client_id: cfg.clientId,
      client_secret: cfg.clientSecret,
      redirect_uri: body.redirect_uri ?? undefined,
    });
  } catch (err) {
    if (err instanceof ChatApiError) throw new ApiError(400, "InvalidChatLinkCodeError", `The chat provider did not accept the code (${err.code}).`);
    throw chatFailure(err);
  }
  const chatUserId = answer.authed_user?.id;
  const teamId = answer.team?.id;
  if (!chatUserId || !teamId) throw new ApiError(400, "InvalidChatLinkCodeError", "The code does not identify a chat member.");
  await upsertLink(db, { userId: user.id, teamId, teamName: answer.team?.name ?? null, chatUserId });
  return { linked: true, user_id: user.id, team_id: teamId, team_name: answer.team?.name ?? null, chat_user_id: chatUserId };
}

/** `GET /integrations/chatprovider/linked-workspaces`: the workspaces the caller is linked into. */
export async function linkedWorkspaces(db: Db, user: Principal) {
  const links = await linksOf(db, user.id);
  return {
    workspaces: links.map((l) => ({ team_id: l.teamId, team_name: l.teamName, chat_user_id: l.chatUserId, linked_at: new Date(l.createdAt).toISOString() })),
  };
}

/** The linked-workspace routes: the caller owns `tenant_id` and is linked to the workspace, which is installed somewhere. */
async function requireLinkedOwner(db: Db, settings: Settings, user: Principal, teamId: string, tenantId: string): Promise<ChatInstall> {
  await requireTenantRole(db, user, tenantId, "owner");
  if (!(await linkOf(db, user.id, teamId))) throw forbidden("You are not linked to this chat workspace.");
  const [install] = await installationsOfTeam(db, settings, teamId);
  if (!install) throw notFound(`Chat workspace ${teamId} has no active installation.`, "ChatInstallationNotFoundError");
  return install;
}

async function publicChannels(settings: Settings, install: ChatInstall) {
  try {
    return await install.api(settings).publicChannels();
  } catch (err) {
    throw chatFailure(err);
  }
}

/** `GET .../linked-workspaces/{team_id}/channels`: the workspace's public channels, flagged with whether `tenant_id` subscribes. */
export async function linkedWorkspaceChannels(db: Db, settings: Settings, user: Principal, teamId: string, tenantId: string) {
  const install = await requireLinkedOwner(db, settings, user, teamId, tenantId);
  const subscribed = new Set((await subscriptionsOfTenant(db, tenantId, teamId)).map((s) => s.channelId));
  const channels = await publicChannels(settings, install);
  return { team_id: teamId, tenant_id: tenantId, channels: channels.map((c) => ({ id: c.id, name: c.name, subscribed: subscribed.has(c.id) })) };
}

/** `PUT .../channels/{channel_id}/subscription`: self-serve, no approval from the primary owner. */
export async function subscribeChannel(db: Db, settings: Settings, user: Principal, teamId: string, channelId: string, tenantId: string, datasetName?: string | null) {
  const install = await requireLinkedOwner(db, settings, user, teamId, tenantId);
  const channel = (await publicChannels(settings, install)).find((c) => c.id === channelId);
  if (!channel) throw notFound(`Channel ${channelId} is not a public channel of ${teamId}.`, "ChatChannelNotFoundError");
  const dataset = datasetName?.trim() || CHAT_DEFAULT_DATASET;
  await upsertSubscription(db, { tenantId, teamId, channelId, userId: user.id, datasetName: dataset });
  return { team_id: teamId, channel_id: channelId, channel_name: channel.name, tenant_id: tenantId, dataset_name: dataset, subscribed: true };
}

/** `DELETE .../channels/{channel_id}/subscription`: drops the subscription only (stored messages stay). */
export async function unsubscribeChannel(db: Db, settings: Settings, user: Principal, teamId: string, channelId: string, tenantId: string) {
  await requireLinkedOwner(db, settings, user, teamId, tenantId);
  const removed = await deleteSubscription(db, tenantId, teamId, channelId);
  return { team_id: teamId, channel_id: channelId, tenant_id: tenantId, subscribed: false, removed };
}

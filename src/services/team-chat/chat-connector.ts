import type { Settings } from "../../lib/settings";
import type { Connector } from "../integrations/connector";
import { registerConnector } from "../integrations/registry";
import { ChatApi } from "./chat-api";
import { CHAT_PROVIDER } from "./chat-ingest";

/**
 * Team chat (Slack) as a connector of the framework: its OAuth install (`oauth.v2.access`, bot token, no
 * refresh: Slack bot tokens do not expire unless token rotation is on), remote revocation (`auth.revoke`)
 * and its public channels as the selectable resources. Ingestion is not the framework's page sync: events
 * append messages as they happen and history is imported and synced per destination dataset
 * (src/services/team-chat/chat-history.service.ts), because Slack's history reads are the scarce resource.
 */
export const chatConnector: Connector = {
  id: CHAT_PROVIDER,
  label: "Slack (team chat)",
  kind: "chat",
  missingConfig(settings: Settings) {
    const c = settings.teamChat;
    return [!c.clientId && "SLACK_CLIENT_ID", !c.clientSecret && "SLACK_CLIENT_SECRET", !c.signingSecret && "SLACK_SIGNING_SECRET"].filter(
      (v): v is string => typeof v === "string",
    );
  },
  authorizeUrl(ctx, p) {
    const c = ctx.settings.teamChat;
    const url = new URL(c.authorizeUrl);
    url.searchParams.set("client_id", c.clientId ?? "");
    url.searchParams.set("scope", c.botScopes);
    url.searchParams.set("redirect_uri", p.redirectUri);
    url.searchParams.set("state", p.state);
    return url.toString();
  },
  async exchangeCode(ctx, p) {
    const c = ctx.settings.teamChat;
    const answer = await new ChatApi(c, null, Number.POSITIVE_INFINITY, ctx.fetch).call<{
      access_token: string;
      scope?: string;
      bot_user_id?: string;
      app_id?: string;
      team?: { id: string; name?: string };
    }>("oauth.v2.access", { code: p.code, client_id: c.clientId, client_secret: c.clientSecret, redirect_uri: p.redirectUri });
    const teamId = answer.team?.id;
    if (!teamId || !answer.access_token) throw new Error("the install answer carries no team or token");
    return {
      accountId: teamId,
      accountLabel: answer.team?.name ?? teamId,
      // Clear metadata: events are routed to installations by team id.
      metadata: { team_id: teamId, bot_user_id: answer.bot_user_id ?? null, app_id: answer.app_id ?? null },
      tokens: { accessToken: answer.access_token, scopes: answer.scope ?? null, expiresAt: null },
    };
  },
  async revoke(ctx, tokens) {
    await new ChatApi(ctx.settings.teamChat, tokens.accessToken, Number.POSITIVE_INFINITY, ctx.fetch).call("auth.revoke", {});
  },
  async listResources(ctx) {
    const channels = await new ChatApi(ctx.settings.teamChat, ctx.accessToken, Number.POSITIVE_INFINITY, ctx.fetch).publicChannels();
    return channels.map((ch) => ({ id: ch.id, name: ch.name, kind: "channel" }));
  },
};

registerConnector(chatConnector);

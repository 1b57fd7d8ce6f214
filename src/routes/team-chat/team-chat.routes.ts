import { createRoute } from "@hono/zod-openapi";
import { errorResponses, jsonContent, security } from "../../../schemas/common.schemas";
import {
  AllowedChannelsPayloadSchema,
  CallbackQuerySchema,
  ChannelRoutePayloadSchema,
  ChatObjectSchema,
  HistoryImportPayloadSchema,
  HistorySyncPayloadSchema,
  ProviderParamSchema,
  RouteDeleteQuerySchema,
  RouteResourceParamSchema,
  SlackLinkPayloadSchema,
  SubscriptionPayloadSchema,
  TeamChannelParamSchema,
  TeamParamSchema,
  TenantQuerySchema,
} from "../../../schemas/team-chat.schemas";

const tags = ["integrations"];
const ok = (description: string) => ({ 200: jsonContent(ChatObjectSchema, description), ...errorResponses });
const json = <T>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

const CHAT = "/integrations/chatprovider";

export const authorize = createRoute({
  tags,
  security,
  method: "post",
  path: `${CHAT}/authorize`,
  operationId: "chatAuthorize",
  summary: "Install URL of the chat app (tenant owner); sets the OAuth nonce cookie",
  request: { query: TenantQuerySchema },
  responses: ok("The install URL"),
});

export const callback = createRoute({
  tags,
  security,
  method: "get",
  path: `${CHAT}/callback`,
  operationId: "chatCallback",
  summary: "OAuth callback of the chat install: checks the signed state and nonce cookie, mints the installation's API key",
  request: { query: CallbackQuerySchema },
  responses: ok("The new connection"),
});

export const getChannels = createRoute({
  tags,
  security,
  method: "get",
  path: `${CHAT}/channels`,
  operationId: "chatListChannels",
  summary: "Public channels of the connected chat workspace (any member)",
  request: { query: TenantQuerySchema },
  responses: ok("Channels, each flagged allowed or not"),
});

export const putChannels = createRoute({
  tags,
  security,
  method: "put",
  path: `${CHAT}/channels`,
  operationId: "chatSetAllowedChannels",
  summary: "Set the allowed channels (owner): new ones are backfilled at once; de-selecting keeps stored data",
  request: { query: TenantQuerySchema, body: json(AllowedChannelsPayloadSchema) },
  responses: ok("The selection and the backfill started"),
});

export const link = createRoute({
  tags,
  security,
  method: "post",
  path: `${CHAT}/link`,
  operationId: "chatLinkAccount",
  summary: "Link the caller's own chat account (any member): the code only identifies the chat member",
  request: { query: TenantQuerySchema, body: json(SlackLinkPayloadSchema) },
  responses: ok("The link"),
});

export const getConnection = createRoute({
  tags,
  security,
  method: "get",
  path: `${CHAT}/connection`,
  operationId: "chatGetConnection",
  summary: "Connection state with via_routing (any member); never token material",
  request: { query: TenantQuerySchema },
  responses: ok("connected, via_routing, syncStatus, lastSyncedAt"),
});

export const deleteConnection = createRoute({
  tags,
  security,
  method: "delete",
  path: `${CHAT}/connection`,
  operationId: "chatDisconnect",
  summary: "Disconnect (owner): revokes the remote token, deletes the minted API key, drops the account's channel routes",
  request: { query: TenantQuerySchema },
  responses: ok("What was revoked"),
});

export const linkedWorkspaces = createRoute({
  tags,
  security,
  method: "get",
  path: `${CHAT}/linked-workspaces`,
  operationId: "chatLinkedWorkspaces",
  summary: "Chat workspaces the caller is linked into",
  responses: ok("The caller's links"),
});

export const linkedChannels = createRoute({
  tags,
  security,
  method: "get",
  path: `${CHAT}/linked-workspaces/{team_id}/channels`,
  operationId: "chatLinkedWorkspaceChannels",
  summary: "Channels of a linked workspace flagged with whether tenant_id subscribes (caller owns tenant_id and is linked)",
  request: { params: TeamParamSchema, query: TenantQuerySchema },
  responses: ok("Channels with `subscribed`"),
});

export const subscribe = createRoute({
  tags,
  security,
  method: "put",
  path: `${CHAT}/linked-workspaces/{team_id}/channels/{channel_id}/subscription`,
  operationId: "chatSubscribeChannel",
  summary: "Subscribe tenant_id to a channel of a linked workspace (self-serve, no approval from the primary owner)",
  request: { params: TeamChannelParamSchema, query: TenantQuerySchema, body: { content: { "application/json": { schema: SubscriptionPayloadSchema } }, required: false } },
  responses: ok("The subscription"),
});

export const unsubscribe = createRoute({
  tags,
  security,
  method: "delete",
  path: `${CHAT}/linked-workspaces/{team_id}/channels/{channel_id}/subscription`,
  operationId: "chatUnsubscribeChannel",
  summary: "Drop the subscription only (stored messages stay)",
  request: { params: TeamChannelParamSchema, query: TenantQuerySchema },
  responses: ok("Unsubscribed"),
});

export const events = createRoute({
  tags,
  method: "post",
  path: `${CHAT}/webhook`,
  operationId: "chatEvents",
  summary: "Signed requests from the chat provider (Events API, slash commands); no API credentials",
  description:
    "The signature (`X-Slack-Signature`, HMAC-SHA256 of `v0:<timestamp>:<raw body>` under SLACK_SIGNING_SECRET) and a timestamp inside " +
    "the replay window (SLACK_EVENT_MAX_AGE_SECONDS) are required. Messages of allowed channels are appended to their datasets, routed " +
    "targets and subscribers; a redelivered event writes nothing new. A slash command's response_url must be on SLACK_RESPONSE_URL_ORIGIN.",
  responses: ok("Accepted (or the url_verification challenge)"),
});

export const listRoutes = createRoute({
  tags,
  security,
  method: "get",
  path: "/integrations/{provider}/channel-routes",
  operationId: "listChannelRoutes",
  summary: "Channel routes of the primary tenant (member-visible)",
  request: { params: ProviderParamSchema, query: TenantQuerySchema },
  responses: ok("The routes"),
});

export const putRoute = createRoute({
  tags,
  security,
  method: "put",
  path: "/integrations/{provider}/channel-routes",
  operationId: "putChannelRoute",
  summary: "Route a resource to another tenant too (caller owns both); the primary keeps receiving it",
  request: { params: ProviderParamSchema, query: TenantQuerySchema, body: json(ChannelRoutePayloadSchema) },
  responses: ok("The route"),
});

export const deleteRoute = createRoute({
  tags,
  security,
  method: "delete",
  path: "/integrations/{provider}/channel-routes/{resource_id}",
  operationId: "deleteChannelRoute",
  summary: "Delete a route (primary owner only): without target_tenant_id the single route, nothing when none, 409 when several",
  request: { params: RouteResourceParamSchema, query: RouteDeleteQuerySchema },
  responses: ok("Targets whose route was deleted"),
});

export const historyImport = createRoute({
  tags,
  security,
  method: "post",
  path: "/chatprovider/history/{team_id}/import",
  operationId: "chatHistoryImport",
  summary: "Import selected channels, a lookback period or whole threads into a dataset (read, write and delete needed)",
  request: { params: TeamParamSchema, body: json(HistoryImportPayloadSchema) },
  responses: ok("The import state (one bounded pass runs now, the rest on the schedule)"),
});

export const historySync = createRoute({
  tags,
  security,
  method: "put",
  path: "/chatprovider/history/{team_id}/sync",
  operationId: "chatHistorySync",
  summary: "Opt in to scheduled history sync per workspace and destination dataset (interval 600-604800 s, default 21600)",
  request: { params: TeamParamSchema, body: json(HistorySyncPayloadSchema) },
  responses: ok("The sync state"),
});

export const historyState = createRoute({
  tags,
  security,
  method: "get",
  path: "/chatprovider/history/{team_id}",
  operationId: "chatHistoryState",
  summary: "History import and sync state of a chat workspace",
  request: { params: TeamParamSchema },
  responses: ok("Jobs with cursors, status and lastSyncedAt"),
});

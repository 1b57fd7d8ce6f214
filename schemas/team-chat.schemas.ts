import { z } from "@hono/zod-openapi";
import { aliasedBody } from "./common.schemas";

/** Slack ids: team `T…`, channel `C…`; bounded, no separators that could reach a provider URL. */
const chatId = (what: string) => z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, `${what} ids are letters, digits, '_' or '-'`);

export const TenantQuerySchema = z.object({ tenant_id: z.uuid().openapi({ description: "The tenant (workspace) acted on" }) });
export const TeamParamSchema = z.object({ team_id: chatId("Team").openapi({ description: "The chat workspace's team id" }) });
export const TeamChannelParamSchema = z.object({ team_id: chatId("Team"), channel_id: chatId("Channel") });
export const ProviderParamSchema = z.object({ provider: z.string().min(1).max(64).regex(/^[a-z0-9_-]+$/) });
export const RouteResourceParamSchema = z.object({ provider: z.string().min(1).max(64).regex(/^[a-z0-9_-]+$/), resource_id: chatId("Resource") });
export const RouteDeleteQuerySchema = z.object({
  tenant_id: z.uuid().openapi({ description: "The primary tenant" }),
  target_tenant_id: z.uuid().optional().openapi({ description: "The route's target; needed when the resource has several" }),
});
export const CallbackQuerySchema = z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() });

export const AllowedChannelsPayloadSchema = aliasedBody(
  "AllowedChannelsPayload",
  { channels: z.array(chatId("Channel")).max(1000).openapi({ description: "The allowed channel ids (the whole selection)" }) },
  { example: { channels: ["C0123456789"] } },
);

export const SlackLinkPayloadSchema = aliasedBody(
  "SlackLinkPayload",
  {
    code: z.string().min(1).max(512).openapi({ description: "The provider's sign-in code: it only identifies the chat member" }),
    redirect_uri: z.url().max(2048).nullish(),
  },
  { example: { code: "1234.5678.abcd" } },
);

export const SubscriptionPayloadSchema = z
  .object({ dataset_name: z.string().min(1).max(255).nullish().openapi({ description: "Destination dataset in tenant_id (default team_chat)" }) })
  .openapi("ChannelSubscriptionPayload");

export const ChannelRoutePayloadSchema = aliasedBody(
  "ChannelRoutePayload",
  {
    resource_id: chatId("Resource").openapi({ description: "The routed resource (a chat channel id)" }),
    target_tenant_id: z.uuid(),
    dataset_name: z.string().min(1).max(255).nullish().openapi({ description: "Destination dataset in the target tenant (default team_chat)" }),
  },
  { example: { resource_id: "C0123456789", target_tenant_id: "00000000-0000-4000-8000-000000000000" } },
);

const datasetChoice = {
  dataset_id: z.uuid().nullish().openapi({ description: "Destination dataset (read, write and delete needed)" }),
  dataset_name: z.string().min(1).max(255).nullish().openapi({ description: "Or by name in the caller's active workspace (created when missing)" }),
};

export const HistoryImportPayloadSchema = aliasedBody(
  "ChatHistoryImportPayload",
  {
    ...datasetChoice,
    channels: z.array(chatId("Channel")).max(1000).nullish().openapi({ description: "Channels to import (default: the installation's allowed channels)" }),
    lookback_days: z.number().int().min(1).max(3650).nullish().openapi({ description: "Only the last N days (default: the whole history)" }),
    include_threads: z.boolean().nullish().openapi({ description: "Import whole threads of imported messages (default true)" }),
    threads: z
      .array(z.object({ channel_id: chatId("Channel"), thread_ts: z.string().regex(/^\d{1,12}\.\d{1,9}$/) }))
      .max(200)
      .nullish()
      .openapi({ description: "Whole threads to import" }),
  },
  { example: { dataset_name: "team_history", channels: ["C0123456789"], lookback_days: 30 } },
);

export const HistorySyncPayloadSchema = aliasedBody(
  "ChatHistorySyncPayload",
  {
    ...datasetChoice,
    enabled: z.boolean().nullish().openapi({ description: "Opt in (default true) or out" }),
    interval_seconds: z.number().int().min(600).max(604_800).nullish().openapi({ description: "600 to 604800, default 21600" }),
    channels: z.array(chatId("Channel")).max(1000).nullish(),
  },
  { example: { dataset_name: "team_history", interval_seconds: 21600 } },
);

/** Payloads whose fields the spec leaves undocumented are described as open objects. */
export const ChatObjectSchema = z.record(z.string(), z.unknown()).openapi("TeamChatResult");

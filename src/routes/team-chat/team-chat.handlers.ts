import type { AppRouteHandler } from "../../lib/types";
import type { Ports } from "../../storage/ports";
import { authorize as connectorAuthorize } from "../../services/integrations/connections.service";
import { deleteChannelRoute, listChannelRoutes, putChannelRoute } from "../../services/team-chat/channel-routes.service";
import { chatCallback, chatChannels, chatConnection, disconnectChat, setChatChannels } from "../../services/team-chat/chat-connection.service";
import { handleChatEvent } from "../../services/team-chat/chat-events.service";
import { historyState as readHistoryState, importHistory, setHistorySync } from "../../services/team-chat/chat-history.service";
import { CHAT_PROVIDER } from "../../services/team-chat/chat-ingest";
import {
  linkChatAccount,
  linkedWorkspaceChannels,
  linkedWorkspaces as listLinkedWorkspaces,
  subscribeChannel,
  unsubscribeChannel,
} from "../../services/team-chat/chat-links.service";
import type * as routes from "./team-chat.routes";

const db = (c: { get(k: "ports"): { db: Ports["db"] } }) => c.get("ports").db;

export const authorize: AppRouteHandler<typeof routes.authorize> = async (c) => {
  const { tenant_id } = c.req.valid("query");
  const out = await connectorAuthorize(db(c), c.get("settings"), c.get("user"), CHAT_PROVIDER, { tenantId: tenant_id, requestUrl: c.req.url });
  c.header("set-cookie", out.cookie, { append: true });
  return c.json(out.body, 200);
};

export const callback: AppRouteHandler<typeof routes.callback> = async (c) => {
  const q = c.req.valid("query");
  const out = await chatCallback(db(c), c.get("settings"), { ...q, cookieHeader: c.req.header("cookie") ?? null, requestUrl: c.req.url });
  c.header("set-cookie", out.clearCookie, { append: true });
  return c.json(out.body, 200);
};

export const getChannels: AppRouteHandler<typeof routes.getChannels> = async (c) =>
  c.json(await chatChannels(db(c), c.get("settings"), c.get("user"), c.req.valid("query").tenant_id), 200);

export const putChannels: AppRouteHandler<typeof routes.putChannels> = async (c) =>
  c.json(await setChatChannels(c.get("ports"), c.get("user"), c.req.valid("query").tenant_id, c.req.valid("json").channels), 200);

export const link: AppRouteHandler<typeof routes.link> = async (c) =>
  c.json(await linkChatAccount(db(c), c.get("settings"), c.get("user"), c.req.valid("query").tenant_id, c.req.valid("json")), 200);

export const getConnection: AppRouteHandler<typeof routes.getConnection> = async (c) =>
  c.json(await chatConnection(db(c), c.get("user"), c.req.valid("query").tenant_id), 200);

export const deleteConnection: AppRouteHandler<typeof routes.deleteConnection> = async (c) =>
  c.json(await disconnectChat(db(c), c.get("settings"), c.get("user"), c.req.valid("query").tenant_id), 200);

export const linkedWorkspaces: AppRouteHandler<typeof routes.linkedWorkspaces> = async (c) => c.json(await listLinkedWorkspaces(db(c), c.get("user")), 200);

export const linkedChannels: AppRouteHandler<typeof routes.linkedChannels> = async (c) => {
  const { team_id } = c.req.valid("param");
  return c.json(await linkedWorkspaceChannels(db(c), c.get("settings"), c.get("user"), team_id, c.req.valid("query").tenant_id), 200);
};

export const subscribe: AppRouteHandler<typeof routes.subscribe> = async (c) => {
  const { team_id, channel_id } = c.req.valid("param");
  const datasetName = c.req.valid("json").dataset_name ?? null;
  return c.json(await subscribeChannel(db(c), c.get("settings"), c.get("user"), team_id, channel_id, c.req.valid("query").tenant_id, datasetName), 200);
};

export const unsubscribe: AppRouteHandler<typeof routes.unsubscribe> = async (c) => {
  const { team_id, channel_id } = c.req.valid("param");
  return c.json(await unsubscribeChannel(db(c), c.get("settings"), c.get("user"), team_id, channel_id, c.req.valid("query").tenant_id), 200);
};

export const events: AppRouteHandler<typeof routes.events> = async (c) =>
  c.json(await handleChatEvent(c.get("ports"), c.req.raw), 200);

export const listRoutes: AppRouteHandler<typeof routes.listRoutes> = async (c) =>
  c.json(await listChannelRoutes(db(c), c.get("user"), c.req.valid("param").provider, c.req.valid("query").tenant_id), 200);

export const putRoute: AppRouteHandler<typeof routes.putRoute> = async (c) =>
  c.json(await putChannelRoute(db(c), c.get("user"), c.req.valid("param").provider, c.req.valid("query").tenant_id, c.req.valid("json")), 200);

export const deleteRoute: AppRouteHandler<typeof routes.deleteRoute> = async (c) => {
  const { provider, resource_id } = c.req.valid("param");
  const q = c.req.valid("query");
  return c.json(await deleteChannelRoute(db(c), c.get("user"), provider, q.tenant_id, resource_id, q.target_tenant_id), 200);
};

export const historyImport: AppRouteHandler<typeof routes.historyImport> = async (c) =>
  c.json(await importHistory(c.get("ports"), c.get("user"), c.req.valid("param").team_id, c.req.valid("json")), 200);

export const historySync: AppRouteHandler<typeof routes.historySync> = async (c) =>
  c.json(await setHistorySync(c.get("ports"), c.get("user"), c.req.valid("param").team_id, c.req.valid("json")), 200);

export const historyState: AppRouteHandler<typeof routes.historyState> = async (c) =>
  c.json(await readHistoryState(c.get("ports"), c.get("user"), c.req.valid("param").team_id), 200);

import { createRouter } from "../../lib/create-router";
import "../../services/team-chat/chat-connector";
import * as handlers from "./team-chat.handlers";
import * as routes from "./team-chat.routes";

/**
 * Team chat (issue 20): every `/integrations/chatprovider/*` path, the channel-route family of every
 * provider, and the history routes. Mounted before the generic `/integrations/{provider}/...` router so
 * these literal paths win over its parameterised ones.
 */
export const teamChatRouter = createRouter()
  .openapi(routes.authorize, handlers.authorize)
  .openapi(routes.callback, handlers.callback)
  .openapi(routes.getChannels, handlers.getChannels)
  .openapi(routes.putChannels, handlers.putChannels)
  .openapi(routes.link, handlers.link)
  .openapi(routes.getConnection, handlers.getConnection)
  .openapi(routes.deleteConnection, handlers.deleteConnection)
  .openapi(routes.linkedWorkspaces, handlers.linkedWorkspaces)
  .openapi(routes.linkedChannels, handlers.linkedChannels)
  .openapi(routes.subscribe, handlers.subscribe)
  .openapi(routes.unsubscribe, handlers.unsubscribe)
  .openapi(routes.events, handlers.events)
  .openapi(routes.listRoutes, handlers.listRoutes)
  .openapi(routes.putRoute, handlers.putRoute)
  .openapi(routes.deleteRoute, handlers.deleteRoute)
  .openapi(routes.historyImport, handlers.historyImport)
  .openapi(routes.historySync, handlers.historySync)
  .openapi(routes.historyState, handlers.historyState);

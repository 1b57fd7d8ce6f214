import { createRouter } from "../../lib/create-router";
import * as handlers from "./integrations.handlers";
import * as routes from "./integrations.routes";

/**
 * Generic connector routes. The tracker routes come before `/{provider}/...` so `tracker` is never taken
 * for a provider; the team-chat router (issue 20) is mounted before this one so its specific paths win.
 */
export const integrationsRouter = createRouter()
  .openapi(routes.catalog, handlers.catalog)
  .openapi(routes.status, handlers.status)
  .openapi(routes.trackerResources, handlers.trackerResources)
  .openapi(routes.putTrackerResources, handlers.putTrackerResources)
  .openapi(routes.authorize, handlers.authorize)
  .openapi(routes.callback, handlers.callback)
  .openapi(routes.connection, handlers.connection)
  .openapi(routes.disconnect, handlers.disconnect)
  .openapi(routes.resources, handlers.resources)
  .openapi(routes.putResources, handlers.putResources)
  .openapi(routes.folders, handlers.folders)
  .openapi(routes.labels, handlers.labels)
  .openapi(routes.sync, handlers.sync)
  .openapi(routes.webhook, handlers.webhook);

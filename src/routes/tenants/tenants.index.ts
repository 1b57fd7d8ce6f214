import { createRouter } from "../../lib/create-router";
import * as handlers from "./tenants.handlers";
import * as routes from "./tenants.routes";

export const tenantsRouter = createRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.current, handlers.current)
  .openapi(routes.serviceUrl, handlers.serviceUrl)
  .openapi(routes.mine, handlers.mine)
  .openapi(routes.addMember, handlers.addMember)
  .openapi(routes.removeMember, handlers.removeMember)
  .openapi(routes.resendInvite, handlers.resendInvite)
  .openapi(routes.users, handlers.users)
  .openapi(routes.status, handlers.status)
  .openapi(routes.restore, handlers.restore);

import { createRouter } from "../../lib/create-router";
import * as handlers from "./agents.handlers";
import * as routes from "./agents.routes";

// Fixed paths are registered before `/agents/{agent_id}` and `/agents/connections/{agent_id}`.
export const agentsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.connections, handlers.connections)
  .openapi(routes.connectionMe, handlers.connectionMe)
  .openapi(routes.connectionDetail, handlers.connectionDetail)
  .openapi(routes.register, handlers.register)
  .openapi(routes.unregister, handlers.unregister)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.remove, handlers.remove);

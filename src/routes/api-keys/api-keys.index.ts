import { createRouter } from "../../lib/create-router";
import * as handlers from "./api-keys.handlers";
import * as routes from "./api-keys.routes";

export const apiKeysRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.myUserId, handlers.myUserId)
  .openapi(routes.check, handlers.check)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.removeById, handlers.removeById);

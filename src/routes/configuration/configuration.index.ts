import { createRouter } from "../../lib/create-router";
import * as handlers from "./configuration.handlers";
import * as routes from "./configuration.routes";

export const configurationRouter = createRouter()
  .openapi(routes.store, handlers.store)
  .openapi(routes.list, handlers.list)
  .openapi(routes.getOne, handlers.getOne);

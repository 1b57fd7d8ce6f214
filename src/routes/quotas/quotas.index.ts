import { createRouter } from "../../lib/create-router";
import * as handlers from "./quotas.handlers";
import * as routes from "./quotas.routes";

export const quotasRouter = createRouter()
  .openapi(routes.usage, handlers.usage);

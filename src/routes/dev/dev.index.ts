import { createRouter } from "../../lib/create-router";
import * as handlers from "./dev.handlers";
import * as routes from "./dev.routes";

export const devRouter = createRouter()
  .openapi(routes.outbox, handlers.outbox)
  .openapi(routes.suspend, handlers.suspend);

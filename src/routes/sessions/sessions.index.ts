import { createRouter } from "../../lib/create-router";
import * as handlers from "./sessions.handlers";
import * as routes from "./sessions.routes";

export const sessionsRouter = createRouter()
  .openapi(routes.getSessionRoute, handlers.getSession);

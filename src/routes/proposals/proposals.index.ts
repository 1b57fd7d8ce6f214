import { createRouter } from "../../lib/create-router";
import * as handlers from "./proposals.handlers";
import * as routes from "./proposals.routes";

export const proposalsRouter = createRouter()
  .openapi(routes.getRoute, handlers.get);

import { createRouter } from "../../lib/create-router";
import * as handlers from "./skills.handlers";
import * as routes from "./skills.routes";

export const skillsRouter = createRouter()
  .openapi(routes.ingestRoute, handlers.ingest)
  .openapi(routes.listRoute, handlers.list)
  .openapi(routes.getRoute, handlers.get)
  .openapi(routes.deleteRoute, handlers.deleteHandler);

import { createRouter } from "../../lib/create-router";
import * as handlers from "./visualize.handlers";
import * as routes from "./visualize.routes";

export const visualizeRouter = createRouter()
  .openapi(routes.getPage, handlers.getPage)
  .openapi(routes.postPage, handlers.postPage)
  .openapi(routes.getJson, handlers.getJson)
  .openapi(routes.getBrains, handlers.getBrains)
  .openapi(routes.getBrainsSummary, handlers.getBrainsSummary);

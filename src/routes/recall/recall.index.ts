import { createRouter } from "../../lib/create-router";
import * as handlers from "./recall.handlers";
import * as routes from "./recall.routes";

export const recallRouter = createRouter()
  .openapi(routes.recallRoute, handlers.recallHandler)
  .openapi(routes.recallHistoryRoute, handlers.recallHistory);

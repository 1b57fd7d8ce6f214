import { createRouter } from "../../lib/create-router";
import * as handlers from "./delete.handlers";
import * as routes from "./delete.routes";

export const deleteRouter = createRouter()
  .openapi(routes.remove, handlers.remove);

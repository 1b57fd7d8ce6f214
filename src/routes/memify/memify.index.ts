import { createRouter } from "../../lib/create-router";
import * as handlers from "./memify.handlers";
import * as routes from "./memify.routes";

/**
 * Deprecated memify: validates task names as cognee does, checks write permission on a named dataset,
 * and answers `{}`. The enrichment it used to run is done by `/improve` (the spec's replacement).
 */
export const memifyRouter = createRouter()
  .openapi(routes.memifyRoute, handlers.memify);

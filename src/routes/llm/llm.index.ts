import { createRouter } from "../../lib/create-router";
import * as handlers from "./llm.handlers";
import * as routes from "./llm.routes";

/** Multipart as cognee (`data` files, `text`, `parameters` JSON string) or a JSON body (`text`, `dataset_id`). */
export const llmRouter = createRouter()
  .openapi(routes.inferRoute, handlers.infer);

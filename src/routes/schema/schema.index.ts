import { createRouter } from "../../lib/create-router";
import * as handlers from "./schema.handlers";
import * as routes from "./schema.routes";

export const schemaRouter = createRouter()
  .openapi(routes.provenanceJson, handlers.provenanceJson)
  .openapi(routes.provenanceHtml, handlers.provenanceHtmlHandler);

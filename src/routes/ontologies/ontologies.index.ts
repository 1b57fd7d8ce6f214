import { createRouter } from "../../lib/create-router";
import * as handlers from "./ontologies.handlers";
import * as routes from "./ontologies.routes";

export const ontologiesRouter = createRouter()
  .openapi(routes.uploadOntology, handlers.uploadOntology)
  .openapi(routes.listOntologies, handlers.listOntologies)
  .openapi(routes.deleteOntology, handlers.deleteOntology);

import { createRouter } from "../../lib/create-router";
import { provenanceGraph, provenanceHtml } from "../../services/provenance.service";
import * as routes from "./schema.routes";

export const schemaRouter = createRouter()
  .openapi(routes.provenanceJson, async (c) => c.json(await provenanceGraph(c.get("ports").db, c.get("user")), 200))
  .openapi(routes.provenanceHtml, async (c) => c.html(provenanceHtml(await provenanceGraph(c.get("ports").db, c.get("user"))), 200));

import { createRouter } from "../../lib/create-router";
import { provenanceGraph, provenanceHtml } from "../../services/provenance.service";
import { createDb } from "../../storage/d1/client";
import * as routes from "./schema.routes";

export const schemaRouter = createRouter()
  .openapi(routes.provenanceJson, async (c) => c.json(await provenanceGraph(createDb(c.env.DB), c.get("user")), 200))
  .openapi(routes.provenanceHtml, async (c) => c.html(provenanceHtml(await provenanceGraph(createDb(c.env.DB), c.get("user"))), 200));

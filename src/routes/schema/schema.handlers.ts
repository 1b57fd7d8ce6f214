import { provenanceGraph, provenanceHtml } from "../../services/provenance.service";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./schema.routes";

export const provenanceJson: AppRouteHandler<typeof routes.provenanceJson> = async (c) => c.json(await provenanceGraph(c.get("ports").db, c.get("user")), 200);

export const provenanceHtmlHandler: AppRouteHandler<typeof routes.provenanceHtml> = async (c) => c.html(provenanceHtml(await provenanceGraph(c.get("ports").db, c.get("user"))), 200);

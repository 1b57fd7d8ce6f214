import { createRouter } from "../../lib/create-router";
import * as handlers from "./archive.handlers";
import * as routes from "./archive.routes";

export const archiveRouter = createRouter().openapi(routes.exportDataset, handlers.exportDataset);

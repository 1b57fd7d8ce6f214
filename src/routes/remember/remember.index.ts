import { createRouter } from "../../lib/create-router";
import * as handlers from "./remember.handlers";
import * as routes from "./remember.routes";

export const rememberRouter = createRouter().openapi(routes.rememberEntry, handlers.rememberEntry);
rememberRouter.openAPIRegistry.registerPath(routes.remember);
rememberRouter.post(routes.remember.path, handlers.remember);

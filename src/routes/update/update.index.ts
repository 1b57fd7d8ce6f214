import { createRouter } from "../../lib/create-router";
import * as handlers from "./update.handlers";
import * as routes from "./update.routes";

export const updateRouter = createRouter();
updateRouter.openAPIRegistry.registerPath(routes.updateRoute);
updateRouter.patch(routes.updateRoute.path, handlers.update);

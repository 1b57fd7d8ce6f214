import { createRouter } from "../../lib/create-router";
import * as handlers from "./cognify.handlers";
import * as routes from "./cognify.routes";

export const cognifyRouter = createRouter().openapi(routes.cognify, handlers.cognify);

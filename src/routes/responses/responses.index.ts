import { createRouter } from "../../lib/create-router";
import * as handlers from "./responses.handlers";
import * as routes from "./responses.routes";

export const responsesRouter = createRouter().openapi(routes.createResponse, handlers.createResponse);

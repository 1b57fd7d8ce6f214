import { createRouter } from "../../lib/create-router";
import * as handlers from "./improve.handlers";
import * as routes from "./improve.routes";

export const improveRouter = createRouter().openapi(routes.improve, handlers.improve);

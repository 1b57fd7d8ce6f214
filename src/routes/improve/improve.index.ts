import { createRouter } from "../../lib/create-router";
import "../../services/improve/improve.queue";
import * as handlers from "./improve.handlers";
import * as routes from "./improve.routes";

export const improveRouter = createRouter().openapi(routes.improve, handlers.improve);

import { createRouter } from "../../lib/create-router";
import * as handlers from "./forget.handlers";
import * as routes from "./forget.routes";

export const forgetRouter = createRouter().openapi(routes.forget, handlers.forget);

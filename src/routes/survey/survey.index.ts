import { createRouter } from "../../lib/create-router";
import * as handlers from "./survey.handlers";
import * as routes from "./survey.routes";

export const surveyRouter = createRouter()
  .openapi(routes.eligibility, handlers.eligibility)
  .openapi(routes.respond, handlers.respond);

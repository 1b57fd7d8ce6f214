import { submitSurveyResponse, surveyEligibility } from "../../services/users.service";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./survey.routes";

export const eligibility: AppRouteHandler<typeof routes.eligibility> = async (c) => {
  const body = c.req.valid("json");
  return c.json(await surveyEligibility(c.get("ports").db, c.get("user").id, body.survey_key ?? body.surveyKey), 200);
};

export const respond: AppRouteHandler<typeof routes.respond> = async (c) =>
  c.json(await submitSurveyResponse(c.get("ports").db, c.get("user").id, c.req.valid("param").response_id, c.req.valid("json")), 200);

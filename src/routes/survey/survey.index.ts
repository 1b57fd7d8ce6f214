import { createRouter } from "../../lib/create-router";
import { submitSurveyResponse, surveyEligibility } from "../../services/users.service";
import * as routes from "./survey.routes";

export const surveyRouter = createRouter()
  .openapi(routes.eligibility, async (c) => {
    const body = c.req.valid("json");
    return c.json(await surveyEligibility(c.get("ports").db, c.get("user").id, body.survey_key ?? body.surveyKey), 200);
  })
  .openapi(routes.respond, async (c) =>
    c.json(await submitSurveyResponse(c.get("ports").db, c.get("user").id, c.req.valid("param").response_id, c.req.valid("json")), 200),
  );

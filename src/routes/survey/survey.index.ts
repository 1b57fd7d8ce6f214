import { createRouter } from "../../lib/create-router";
import { submitSurveyResponse, surveyEligibility } from "../../services/users.service";
import { createDb } from "../../storage/d1/client";
import * as routes from "./survey.routes";

export const surveyRouter = createRouter()
  .openapi(routes.eligibility, async (c) => {
    const body = c.req.valid("json");
    return c.json(await surveyEligibility(createDb(c.env.DB), c.get("user").id, body.survey_key ?? body.surveyKey), 200);
  })
  .openapi(routes.respond, async (c) =>
    c.json(await submitSurveyResponse(createDb(c.env.DB), c.get("user").id, c.req.valid("param").response_id, c.req.valid("json")), 200),
  );

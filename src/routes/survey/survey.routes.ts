import { createRoute, z } from "@hono/zod-openapi";
import {errorResponses, jsonContent } from "../../../schemas/common.schemas";
import { security } from "../../../schemas/auth.schemas";
import {
  EligibilityOutSchema,
  EligibilityRequestSchema,
  SurveyResponseInSchema,
  SurveyResponseOutSchema,
} from "../../../schemas/users.schemas";

const tags = ["survey"];

export const eligibility = createRoute({
  method: "post",
  path: "/survey/eligibility",
  operationId: "getSurveyEligibility",
  tags,
  security,
  summary: "Whether the caller should be shown a survey; returns the response id to answer",
  request: { body: { content: { "application/json": { schema: EligibilityRequestSchema } } } },
  responses: { 200: jsonContent(EligibilityOutSchema, "Eligibility"), 401: errorResponses[401], 422: errorResponses[422] },
});

export const respond = createRoute({
  method: "patch",
  path: "/survey/response/{response_id}",
  operationId: "respondToSurvey",
  tags,
  security,
  summary: "Answer (or dismiss) a survey",
  request: {
    params: z.object({ response_id: z.uuid() }),
    body: { content: { "application/json": { schema: SurveyResponseInSchema } }, required: true },
  },
  responses: {
    200: jsonContent(SurveyResponseOutSchema, "Recorded"),
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[404],
    422: errorResponses[422],
  },
});

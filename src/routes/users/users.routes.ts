import { createRoute } from "@hono/zod-openapi";
import { CodeErrorSchema } from "../../../schemas/auth.schemas";
import {ErrorDetailSchema, errorResponses, jsonContent } from "../../../schemas/common.schemas";
import { security } from "../../../schemas/auth.schemas";
import {
  DeleteAccountResponseSchema,
  FeatureKeyParamSchema,
  MarketingConsentSchema,
  SessionRecordingConsentSchema,
  UserMeSchema,
  UserUpdateSchema,
} from "../../../schemas/users.schemas";

const tags = ["users"];
const me200 = { 200: jsonContent(UserMeSchema, "The current user"), 401: errorResponses[401] };
const jsonBody = <T extends Parameters<typeof jsonContent>[0]>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});

export const getMe = createRoute({ method: "get", path: "/users/me", operationId: "getMe", tags, security, summary: "The current user", responses: me200 });

export const patchMe = createRoute({
  method: "patch",
  path: "/users/me",
  operationId: "updateMe",
  tags,
  security,
  summary: "Change the password; every bearer token issued before stops working (API keys do not)",
  request: { body: jsonBody(UserUpdateSchema) },
  responses: { ...me200, 400: jsonContent(CodeErrorSchema, "UPDATE_USER_INVALID_PASSWORD"), 403: errorResponses[403], 422: errorResponses[422] },
});

export const deleteMe = createRoute({
  method: "delete",
  path: "/users/me",
  operationId: "deleteMe",
  tags,
  security,
  summary: "Delete the account, its agents and the data it alone owns",
  responses: {
    200: jsonContent(DeleteAccountResponseSchema, "Deleted"),
    401: errorResponses[401],
    409: jsonContent(ErrorDetailSchema, "Owns tenants that have other members"),
  },
});

const flagRoute = (path: string, operationId: string, summary: string) =>
  createRoute({ method: "patch", path: `/users/me/${path}`, operationId, tags, security, summary, responses: me200 });

export const seenWelcome = flagRoute("seen-welcome", "markWelcomeSeen", "Mark the welcome screen as seen");
export const completeOnboarding = flagRoute("complete-onboarding", "completeOnboarding", "Mark onboarding as completed");

export const marketingConsent = createRoute({
  method: "patch",
  path: "/users/me/marketing-consent",
  operationId: "setMarketingConsent",
  tags,
  security,
  summary: "Record marketing consent (`consent`: boolean)",
  request: { body: jsonBody(MarketingConsentSchema) },
  responses: { ...me200, 422: errorResponses[422] },
});

export const sessionRecordingConsent = createRoute({
  method: "patch",
  path: "/users/me/session-recording-consent",
  operationId: "setSessionRecordingConsent",
  tags,
  security,
  summary: "Record session-recording consent (`consent`: boolean)",
  request: { body: jsonBody(SessionRecordingConsentSchema) },
  responses: { ...me200, 422: errorResponses[422] },
});

export const dismissFeature = createRoute({
  method: "patch",
  path: "/users/me/feature-announcements/{feature_key}/dismiss",
  operationId: "dismissFeature",
  tags,
  security,
  summary: "Dismiss a feature announcement",
  request: { params: FeatureKeyParamSchema },
  responses: { ...me200, 422: errorResponses[422] },
});

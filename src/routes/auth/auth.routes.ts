import { createRoute, z } from "@hono/zod-openapi";
import {
  BearerResponseSchema,
  CodeErrorSchema,
  ForgotPasswordSchema,
  LoginFormSchema,
  LoginJsonSchema,
  RegisterBodySchema,
  ResetPasswordSchema,
  UserReadSchema,
} from "../../../schemas/auth.schemas";
import {ErrorDetailSchema, errorResponses, jsonContent } from "../../../schemas/common.schemas";
import { security } from "../../../schemas/auth.schemas";

const tags = ["auth"];

export const register = createRoute({
  method: "post",
  path: "/auth/register",
  operationId: "register",
  tags,
  summary: "Sign up (public); any parent_user_id in the body is ignored",
  request: { body: { content: { "application/json": { schema: RegisterBodySchema } }, required: true } },
  responses: {
    201: jsonContent(UserReadSchema, "The new account"),
    400: jsonContent(CodeErrorSchema, "REGISTER_USER_ALREADY_EXISTS, REGISTER_INVALID_PASSWORD or REGISTER_INVALID_EMAIL"),
    422: errorResponses[422],
  },
});

export const login = createRoute({
  method: "post",
  path: "/auth/login",
  operationId: "login",
  tags,
  summary: "Log in with the OAuth2 password form (username, password) or JSON (email, password)",
  request: {
    body: {
      content: {
        "application/x-www-form-urlencoded": { schema: LoginFormSchema },
        "multipart/form-data": { schema: LoginFormSchema },
        "application/json": { schema: LoginJsonSchema },
      },
    },
  },
  responses: {
    200: jsonContent(BearerResponseSchema, "A bearer token bound to the current password"),
    400: jsonContent(CodeErrorSchema, "LOGIN_BAD_CREDENTIALS"),
    429: jsonContent(ErrorDetailSchema, "Too many failed attempts for this account or address (Retry-After)"),
    500: jsonContent(ErrorDetailSchema, "CogneeConfigurationError: no JWT_SECRET"),
  },
});

export const logout = createRoute({
  method: "post",
  path: "/auth/logout",
  operationId: "logout",
  tags,
  security,
  summary: "Revoke the bearer token this request carries",
  responses: { 200: jsonContent(z.object({}), "Logged out"), 401: errorResponses[401] },
});

export const me = createRoute({
  method: "get",
  path: "/auth/me",
  operationId: "getAuthMe",
  tags,
  security,
  summary: "The authenticated caller's address",
  responses: { 200: jsonContent(z.object({ email: z.string() }), "Caller"), 401: errorResponses[401] },
});

export const forgotPassword = createRoute({
  method: "post",
  path: "/auth/forgot-password",
  operationId: "forgotPassword",
  tags,
  summary: "Mail a password-reset token (always 202; never reveals whether the address has an account)",
  request: { body: { content: { "application/json": { schema: ForgotPasswordSchema } }, required: true } },
  responses: { 202: jsonContent(z.null(), "Accepted"), 422: errorResponses[422] },
});

export const resetPassword = createRoute({
  method: "post",
  path: "/auth/reset-password",
  operationId: "resetPassword",
  tags,
  summary: "Set a new password with a reset token; every earlier bearer token of the user stops working",
  request: { body: { content: { "application/json": { schema: ResetPasswordSchema } }, required: true } },
  responses: {
    200: jsonContent(z.null(), "Password changed"),
    400: jsonContent(CodeErrorSchema, "RESET_PASSWORD_BAD_TOKEN or RESET_PASSWORD_INVALID_PASSWORD"),
    422: errorResponses[422],
  },
});

import { z } from "@hono/zod-openapi";
import { nameString } from "./common.schemas";

export const RegisterBodySchema = z
  .object({
    email: z.email().openapi({ example: "ada@example.com" }),
    password: z.string().openapi({ example: "correct horse battery staple" }),
    // Accepted for compatibility and ignored: public sign-up never creates child users.
    parent_user_id: z.string().nullable().optional(),
  })
  .openapi("UserCreate");

export const UserReadSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    is_active: z.boolean(),
    is_superuser: z.boolean(),
    is_verified: z.boolean(),
    tenant_id: z.string().nullable(),
    parent_user_id: z.string().nullable(),
  })
  .openapi("UserRead");

/** OAuth2 password form; lenient so that missing fields answer cognee's 400 LOGIN_BAD_CREDENTIALS. */
export const LoginFormSchema = z
  .object({
    username: z.string().optional(),
    password: z.string().optional(),
    grant_type: z.string().optional(),
    scope: z.string().optional(),
  })
  .openapi("LoginForm");

export const LoginJsonSchema = z
  .object({ email: z.string().optional(), username: z.string().optional(), password: z.string().optional() })
  .openapi("LoginJson");

export const BearerResponseSchema = z
  .object({ access_token: z.string(), token_type: z.literal("bearer") })
  .openapi("BearerResponse");

export const ForgotPasswordSchema = z.object({ email: z.string() }).openapi("ForgotPasswordRequest");
export const ResetPasswordSchema = z.object({ token: z.string(), password: z.string() }).openapi("ResetPasswordRequest");

export const CodeErrorSchema = z
  .object({
    detail: z.union([z.string(), z.object({ code: z.string(), reason: z.string() })]),
  })
  .openapi("ErrorCode", { example: { detail: "LOGIN_BAD_CREDENTIALS" } });

// ---- API keys ----

export const ApiKeyCreateSchema = z
  .object({ name: nameString(200).nullable().optional() })
  .openapi("ApiKeyCreationPayload");

export const ApiKeyCreatedSchema = z
  .object({
    id: z.uuid(),
    key: z.string().openapi({ description: "The key itself: shown once, only in this response." }),
    name: z.string().nullable(),
    label: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("ApiKeyCreated");

export const ApiKeyListItemSchema = z
  .object({
    id: z.uuid(),
    key: z.string().openapi({ description: "Masked: the first characters, then asterisks." }),
    name: z.string().nullable(),
    label: z.string().nullable(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
  })
  .openapi("ApiKey");

export const ApiKeyDeleteSchema = z
  .object({ id: z.uuid().optional(), api_key_id: z.uuid().optional(), apiKeyId: z.uuid().optional() })
  .openapi("ApiKeyDeletionPayload");

export const ApiKeyCheckSchema = z
  .object({ key: z.string().optional(), api_key: z.string().optional() })
  .openapi("ApiKeyCheckPayload");

/** OpenAPI security of authenticated routes: an API key or a bearer token. */
export const security: Record<string, string[]>[] = [{ ApiKeyAuth: [] }, { BearerAuth: [] }];

import { createRoute, z } from "@hono/zod-openapi";
import {
  ApiKeyCheckSchema,
  ApiKeyCreateSchema,
  ApiKeyCreatedSchema,
  ApiKeyDeleteSchema,
  ApiKeyListItemSchema,
} from "../../../schemas/auth.schemas";
import {errorResponses, jsonContent } from "../../../schemas/common.schemas";
import { security } from "../../../schemas/auth.schemas";

const tags = ["api-keys"];
const DeletedSchema = z.object({ id: z.uuid(), deleted: z.literal(true) }).openapi("ApiKeyDeleted");

export const list = createRoute({
  method: "get",
  path: "/api-keys",
  operationId: "listApiKeys",
  tags,
  security,
  summary: "The caller's API keys (masked)",
  responses: { 200: jsonContent(z.array(ApiKeyListItemSchema), "Keys"), 401: errorResponses[401] },
});

export const create = createRoute({
  method: "post",
  path: "/api-keys",
  operationId: "createApiKey",
  tags,
  security,
  summary: "Create an API key; the key is returned once, only here (send it as X-Api-Key)",
  request: { body: { content: { "application/json": { schema: ApiKeyCreateSchema } } } },
  responses: { 200: jsonContent(ApiKeyCreatedSchema, "The new key"), 401: errorResponses[401], 422: errorResponses[422] },
});

export const remove = createRoute({
  method: "delete",
  path: "/api-keys",
  operationId: "deleteApiKey",
  tags,
  security,
  summary: "Delete one of the caller's API keys (JSON body with its id)",
  request: { body: { content: { "application/json": { schema: ApiKeyDeleteSchema } }, required: true } },
  responses: {
    200: jsonContent(DeletedSchema, "Deleted"),
    401: errorResponses[401],
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

export const removeById = createRoute({
  method: "delete",
  path: "/api-keys/{api_key_id}",
  operationId: "deleteApiKeyById",
  tags,
  security,
  summary: "Delete one of the caller's API keys by id",
  request: { params: z.object({ api_key_id: z.uuid() }) },
  responses: { 200: jsonContent(DeletedSchema, "Deleted"), 401: errorResponses[401], 404: errorResponses[404] },
});

export const check = createRoute({
  method: "post",
  path: "/api-keys/check",
  operationId: "checkApiKey",
  tags,
  security,
  summary: "Whether a key (the body's, else the one this request carries) is valid and the caller's",
  request: { body: { content: { "application/json": { schema: ApiKeyCheckSchema } } } },
  responses: {
    200: jsonContent(z.object({ valid: z.boolean(), user_id: z.string().nullable() }), "Validity"),
    401: errorResponses[401],
  },
});

export const myUserId = createRoute({
  method: "get",
  path: "/api-keys/my-user-id",
  operationId: "getMyUserId",
  tags,
  security,
  summary: "Id of the authenticated user",
  responses: { 200: jsonContent(z.object({ user_id: z.uuid() }), "Caller id"), 401: errorResponses[401] },
});

export type ListRoute = typeof list;
export type CreateRoute = typeof create;
export type MyUserIdRoute = typeof myUserId;
export type CheckRoute = typeof check;
export type RemoveRoute = typeof remove;
export type RemoveByIdRoute = typeof removeById;

import { createRoute, z } from "@hono/zod-openapi";
import { ConfigurationRecordSchema, StoreConfigurationSchema } from "../../../schemas/agents.schemas";
import { security } from "../../../schemas/auth.schemas";
import { ErrorDetailSchema, errorResponses, jsonContent } from "../../../schemas/common.schemas";

const tags = ["configuration"];

export const store = createRoute({
  method: "post",
  path: "/configuration/store_user_configuration",
  operationId: "storeConfiguration",
  tags,
  security,
  summary: "Store (upsert by name) a configuration under the caller's own id",
  request: { body: { content: { "application/json": { schema: StoreConfigurationSchema } }, required: true } },
  responses: {
    200: jsonContent(z.null(), "Stored"),
    400: jsonContent(ErrorDetailSchema, "Too large"),
    401: errorResponses[401],
    422: errorResponses[422],
  },
});

export const getOne = createRoute({
  method: "get",
  path: "/configuration/get_user_configuration/{config_id}",
  operationId: "getConfiguration",
  tags,
  security,
  summary: "A stored configuration's data; {} for a missing or not visible id",
  request: { params: z.object({ config_id: z.string() }) },
  responses: { 200: jsonContent(z.record(z.string(), z.unknown()), "Configuration data"), 401: errorResponses[401] },
});

export const list = createRoute({
  method: "get",
  // Registered without the trailing slash: with strict: false Hono strips it from requests, so
  // both `/get_user_configuration/` (cognee's spelling) and `/get_user_configuration` match.
  path: "/configuration/get_user_configuration",
  operationId: "listConfigurations",
  tags,
  security,
  summary: "Configurations of the caller and of its agent users (each with ownerId)",
  responses: { 200: jsonContent(z.array(ConfigurationRecordSchema), "Records"), 401: errorResponses[401] },
});

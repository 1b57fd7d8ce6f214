import { validationError } from "../../core/errors";
import { checkApiKey, createApiKey, deleteApiKey, listApiKeys } from "../../services/auth.service";
import type { AppRouteHandler } from "../../lib/types";
import type { ListRoute, CreateRoute, MyUserIdRoute, CheckRoute, RemoveRoute, RemoveByIdRoute } from "./api-keys.routes";

export const list: AppRouteHandler<ListRoute> = async (c) => c.json(await listApiKeys(c.get("ports").db, c.get("user").id), 200);

export const create: AppRouteHandler<CreateRoute> = async (c) => {
  const name = c.req.valid("json").name?.trim() || null;
  return c.json(await createApiKey(c.get("ports").db, c.get("user").id, name), 200);
};

export const myUserId: AppRouteHandler<MyUserIdRoute> = (c) => c.json({ user_id: c.get("user").id }, 200);

export const check: AppRouteHandler<CheckRoute> = async (c) => {
  const body = c.req.valid("json");
  const key = body.key ?? body.api_key ?? null;
  return c.json(await checkApiKey(c.get("ports").db, c.get("user"), key), 200);
};

export const remove: AppRouteHandler<RemoveRoute> = async (c) => {
  const body = c.req.valid("json");
  const id = body.id ?? body.api_key_id ?? body.apiKeyId;
  if (!id) throw validationError(["body", "id"], "Field required", "missing");
  return c.json(await deleteApiKey(c.get("ports").db, c.get("user").id, id), 200);
};

export const removeById: AppRouteHandler<RemoveByIdRoute> = async (c) =>
  c.json(await deleteApiKey(c.get("ports").db, c.get("user").id, c.req.valid("param").api_key_id), 200);

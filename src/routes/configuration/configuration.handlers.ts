import { getConfiguration, listConfigurations, storeConfiguration } from "../../services/configuration.service";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./configuration.routes";

export const store: AppRouteHandler<typeof routes.store> = async (c) => {
  const { name, config } = c.req.valid("json");
  return c.json(await storeConfiguration(c.get("ports").db, c.get("user"), name, config), 200);
};

export const list: AppRouteHandler<typeof routes.list> = async (c) => c.json(await listConfigurations(c.get("ports").db, c.get("user")), 200);

export const getOne: AppRouteHandler<typeof routes.getOne> = async (c) =>
  c.json(await getConfiguration(c.get("ports").db, c.get("user"), c.req.valid("param").config_id), 200);

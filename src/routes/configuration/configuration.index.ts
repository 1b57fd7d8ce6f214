import { createRouter } from "../../lib/create-router";
import { getConfiguration, listConfigurations, storeConfiguration } from "../../services/configuration.service";
import * as routes from "./configuration.routes";

export const configurationRouter = createRouter()
  .openapi(routes.store, async (c) => {
    const { name, config } = c.req.valid("json");
    return c.json(await storeConfiguration(c.get("ports").db, c.get("user"), name, config), 200);
  })
  .openapi(routes.list, async (c) => c.json(await listConfigurations(c.get("ports").db, c.get("user")), 200))
  .openapi(routes.getOne, async (c) =>
    c.json(await getConfiguration(c.get("ports").db, c.get("user"), c.req.valid("param").config_id), 200),
  );

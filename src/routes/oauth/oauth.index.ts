import { Hono } from "hono";
import type { AppBindings } from "../../lib/types";
import { OAUTH_PATHS } from "../../services/oauth.service";
import { authorizeForm, authorizeSubmit, metadata, register, token } from "./oauth.handlers";

/**
 * The OAuth authorization server for MCP clients (src/services/oauth.service.ts), mounted at the root:
 * form posts and redirects, not JSON API operations, so it stays out of the OpenAPI document (like /mcp).
 */
export const oauthRouter = new Hono<AppBindings>()
  .get("/.well-known/oauth-authorization-server", metadata)
  .post(OAUTH_PATHS.register, register)
  .get(OAUTH_PATHS.authorize, authorizeForm)
  .post(OAUTH_PATHS.authorize, authorizeSubmit)
  .post(OAUTH_PATHS.token, token);

import { Hono } from "hono";
import type { AppBindings } from "../../lib/types";
import { authorizeForm, authorizeSubmit, metadata, register, token } from "./oauth.handlers";
import { authorizePath, metadataPath, registerPath, tokenPath } from "./oauth.routes";

/** The OAuth authorization server for MCP clients (src/services/oauth.service.ts), mounted at the root. */
export const oauthRouter = new Hono<AppBindings>()
  .get(metadataPath, metadata)
  .post(registerPath, register)
  .get(authorizePath, authorizeForm)
  .post(authorizePath, authorizeSubmit)
  .post(tokenPath, token);

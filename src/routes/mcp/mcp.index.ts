import { Hono } from "hono";
import type { AppBindings } from "../../lib/types";
import * as handlers from "./mcp.handlers";
import * as routes from "./mcp.routes";

/** `/api/v1/mcp` (JSON-RPC, so not in the OpenAPI document: the MCP tools describe themselves). */
export const mcpRouter = new Hono<AppBindings>().on(["GET", "POST", "DELETE"], routes.mcpPath, handlers.mcp);

/** Unauthenticated discovery documents (RFC 9728), mounted at the root. */
export const mcpDiscoveryRouter = new Hono<AppBindings>()
  .get(routes.discoveryPaths[0], handlers.protectedResourceMetadata)
  .get(routes.discoveryPaths[1], handlers.protectedResourceMetadata);

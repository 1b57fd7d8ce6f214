import { Hono } from "hono";
import type { AppBindings } from "../../lib/types";
import { mcp, protectedResourceMetadata } from "./mcp.handlers";

/** `/api/v1/mcp` (JSON-RPC, so not in the OpenAPI document: the MCP tools describe themselves). */
export const mcpRouter = new Hono<AppBindings>().on(["GET", "POST", "DELETE"], "/mcp", mcp);

/** Unauthenticated discovery documents (RFC 9728), mounted at the root. */
export const mcpDiscoveryRouter = new Hono<AppBindings>()
  .get("/.well-known/oauth-protected-resource", protectedResourceMetadata)
  .get("/.well-known/oauth-protected-resource/api/v1/mcp", protectedResourceMetadata);

import { createMcpHandler } from "@modelcontextprotocol/server";
import type { Context } from "hono";
import { ApiError } from "../../core/errors";
import { JSON_BODY_MAX_BYTES } from "../../core/json";
import type { AppBindings } from "../../lib/types";
import { createMemoryMcpServer } from "../../services/mcp/memory-mcp-server";
import { MCP_PATH } from "./mcp.routes";


/**
 * Streamable HTTP, stateless: one MCP server per request, built for the authenticated caller (the auth
 * middleware has run, exactly as for every other route), so there is no session to keep and no Durable
 * Object. Both protocol eras are served: 2026-07-28 per-request envelopes and the 2025 stateless fallback
 * (GET and DELETE, the 2025 session operations, answer 405).
 */
export async function mcp(c: Context<AppBindings>): Promise<Response> {
  // DNS-rebinding guard (as cognee-mcp's): a browser page of another origin must not drive the tools with
  // the user's cookies or a local default user.
  const origin = c.req.header("origin");
  if (origin && origin !== new URL(c.req.url).origin) {
    throw new ApiError(403, "OriginNotAllowedError", `Requests from origin ${origin.slice(0, 200)} are not accepted by the MCP endpoint.`);
  }
  const ctx = { ports: c.get("ports"), user: c.get("user") };
  // Bodies up to the JSON cap: a 10 MB file as content_base64 is ~13.4 MB of JSON (the SDK's default is 4 MiB).
  const handler = createMcpHandler(() => createMemoryMcpServer(ctx), { legacy: "stateless", responseMode: "json", maxRequestBodySize: JSON_BODY_MAX_BYTES });
  return handler.fetch(c.req.raw);
}

/**
 * RFC 9728 protected-resource metadata for the MCP endpoint. Clients authenticate with this service's API
 * keys (or login tokens) as bearer tokens; no OAuth authorization server is offered yet, so none is listed.
 */
export function protectedResourceMetadata(c: Context<AppBindings>): Response {
  const origin = new URL(c.req.url).origin;
  return c.json({
    resource: `${origin}${MCP_PATH}`,
    resource_name: "Knowledge-graph memory (MCP)",
    // This deployment is its own authorization server (src/routes/oauth); API keys work as bearer tokens too.
    authorization_servers: [origin],
    bearer_methods_supported: ["header"],
    scopes_supported: [],
    resource_documentation: `${origin}/docs`,
  });
}

/** The `WWW-Authenticate` challenge of a 401 on the MCP endpoint: where its resource metadata lives. */
export const mcpChallenge = (requestUrl: string) =>
  `Bearer resource_metadata="${new URL(requestUrl).origin}/.well-known/oauth-protected-resource${MCP_PATH}"`;

/**
 * The MCP endpoint speaks JSON-RPC, so it has no createRoute definition (not in the OpenAPI document: the
 * MCP tools describe themselves); its paths live here like every other route folder's.
 */
export const MCP_PATH = "/api/v1/mcp";

/** `MCP_PATH` under the `/api/v1` mount. */
export const mcpPath = "/mcp";

/** RFC 9728 protected-resource metadata, for the origin and for the MCP resource itself. */
export const discoveryPaths = ["/.well-known/oauth-protected-resource", `/.well-known/oauth-protected-resource${MCP_PATH}`] as const;

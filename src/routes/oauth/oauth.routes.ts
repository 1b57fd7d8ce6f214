import { OAUTH_PATHS } from "../../services/oauth.service";

/**
 * The OAuth authorization server's paths. They are form posts and redirects, not JSON API operations, so they
 * have no createRoute definitions and stay out of the OpenAPI document (like /mcp); RFC 8414 fixes the first.
 */
export const metadataPath = "/.well-known/oauth-authorization-server";
export const { register: registerPath, authorize: authorizePath, token: tokenPath } = OAUTH_PATHS;

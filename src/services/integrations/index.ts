/**
 * Connectors framework (issue 19). What a provider (including the team-chat provider of issue 20) reuses:
 *
 * - `Connector` (./connector.ts): implement it in `providers/<provider>.ts` and call `registerConnector`
 *   (./registry.ts) at module load; add one import line to `providers/index.ts`. The catalog
 *   (`GET /integrations/connectors`), `authorize`/`callback`, `connection`, `resources|folders|labels`,
 *   `sync` and `/integrations/status` then work for it with no route code of its own.
 *   Helpers for implementations: `providerFetch` (401 → refresh once, 429/5xx → retried after Retry-After),
 *   `oauthTokenRequest` + `tokenSetFrom` (RFC 6749 token endpoints), `PermanentAuthError` (throw from
 *   `refresh` when the grant is gone: the credential is revoked locally).
 * - OAuth (./oauth.ts): `signState`/`verifyState` (HMAC-signed, 10-minute state), `nonceCookie`/
 *   `nonceCookieName` (`<prefix>_oauth_nonce_<provider>_<nonce>`, path /api/v1/integrations, HttpOnly,
 *   SameSite=Lax, Secure over HTTPS, or SameSite=None; Secure with INTEGRATION_COOKIE_CROSS_SITE).
 *   `authorize()`/`callback()` in ./connections.service.ts run the whole flow (owner check, 503 naming a
 *   configuration gap, code exchange, sealed storage).
 * - Tokens at rest (./crypto.ts, ./tokens.ts): AES-256-GCM under the key ring INTEGRATION_CREDENTIALS_KEYS
 *   ("id:base64key,..."; INTEGRATION_CREDENTIALS_ACTIVE_KEY_ID seals new ones, every id still opens).
 *   `sealTokens`/`openTokens`; `freshTokens` refreshes 5 minutes before expiry and revokes locally on a
 *   permanent failure. `withToken` (connections.service) wraps a provider call with both.
 * - Connections (src/storage/d1/integrations.repo.ts, table integration_connections): several accounts per
 *   provider per tenant (`account_id`; without it the most recently connected wins: `findConnection`),
 *   `selected` (null = everything, [] = nothing, list = exactly those), `stampConnection` (written only
 *   while active and held by the same owner), per-resource outcomes (`setResourceStatus`).
 * - Permissions: `requireTenantRole(db, user, tenantId, "owner" | "member")` (spec Authentication 7).
 * - Sync engine (./sync.service.ts): `startSync` (a run + the first page message on the pipeline queue),
 *   `syncPageStep` (one page per message; idempotent under redelivery), `runSchedule` (Worker `scheduled`).
 *   Items go through /add's path with `source_id` in external_metadata; an edit replaces the old item.
 */
export * from "./connector";
export { catalog, connectorFor, connectors, registerConnector } from "./registry";
export { hasCookie, invalidState, newNonce, nonceCookie, nonceCookieName, NONCE_COOKIE_PATH, OAUTH_STATE_TTL_MS, signState, verifyState, type OAuthState } from "./oauth";
export { hmacSha256, keyRing, keyRingGap, notConfigured, open, sameBytes, seal, sha256Hex } from "./crypto";
export { ConnectionRevokedError, freshTokens, openTokens, REFRESH_LEAD_MS, sealTokens } from "./tokens";
export {
  authorize,
  callback,
  connectionView,
  ctxOf,
  disconnect,
  getConnectionState,
  integrationsStatus,
  listResources,
  parseSelected,
  redirectUriFor,
  requireConfigured,
  requireConnection,
  requireTenantRole,
  setResources,
  withToken,
} from "./connections.service";
export { handleWebhook, requestSync, runSchedule, startSync, syncPageStep } from "./sync.service";
import "./providers";

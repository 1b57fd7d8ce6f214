import { ApiError, badRequest, forbidden, notFound } from "../../core/errors";
import type { Principal } from "../../lib/types";
import type { Db } from "../../storage/d1/client";
import {
  type ConnectionRow,
  connectionsOfTenant,
  findConnection,
  lastRunOf,
  resourceStatuses,
  revokeConnection,
  updateConnection,
  upsertConnection,
} from "../../storage/d1/integrations.repo";
import { getTenant, isTenantMember, type TenantRow } from "../../storage/d1/tenants.repo";
import type { Settings } from "../../lib/settings";
import { AccessTokenRejectedError, type AuthedContext, type Connector, type ConnectorContext, type ProviderResource } from "./connector";
import { keyRingGap, notConfigured } from "./crypto";
import { hasCookie, invalidState, newNonce, nonceCookie, nonceCookieName, OAUTH_STATE_TTL_MS, signState, verifyState } from "./oauth";
import { connectorFor, connectors } from "./registry";
import { ConnectionRevokedError, freshTokens, openTokens, sealTokens } from "./tokens";

export type Role = "owner" | "member";

/** Spec (Authentication 7): owner-only and member-level operations, checked against the tenant. */
export async function requireTenantRole(db: Db, user: Principal, tenantId: string, role: Role): Promise<TenantRow> {
  const tenant = await getTenant(db, tenantId);
  if (!tenant) throw notFound(`Tenant ${tenantId} not found.`, "TenantNotFoundError");
  if (tenant.ownerId === user.id) return tenant;
  if (role === "owner") throw forbidden("Only the tenant owner can do this.");
  if (!(await isTenantMember(db, tenantId, user.id))) throw forbidden("Not a member of this tenant.");
  return tenant;
}

export const ctxOf = (settings: Settings): ConnectorContext => ({ settings, fetch: (input, init) => fetch(input, init) });

/** The redirect URI registered with the provider: `<public base>/api/v1/integrations/<provider>/callback`. */
export function redirectUriFor(settings: Settings, requestUrl: string, provider: string): string {
  const origin = settings.integrations.publicBaseUrl ?? new URL(requestUrl).origin;
  return `${origin}/api/v1/integrations/${provider}/callback`;
}

/** Spec (Authentication 9): configuration is checked at use; a gap is 503 naming it. */
export function requireConfigured(settings: Settings, connector: Connector): void {
  const missing = connector.missingConfig(settings);
  const ring = keyRingGap(settings.integrations);
  if (ring) missing.push(ring);
  if (!settings.integrations.stateSecret || settings.integrations.stateSecret.length < 16) missing.push("INTEGRATION_STATE_SECRET (or JWT_SECRET)");
  if (missing.length) throw notConfigured(`${missing.join(", ")} (provider ${connector.id})`);
}

/** `POST authorize` (owner): the install URL; the caller sets the returned nonce cookie. */
export async function authorize(
  db: Db,
  settings: Settings,
  user: Principal,
  provider: string,
  q: { tenantId: string; accountType?: string | null; requestUrl: string },
) {
  const connector = connectorFor(provider);
  await requireTenantRole(db, user, q.tenantId, "owner");
  requireConfigured(settings, connector);
  const nonce = newNonce();
  const redirectUri = redirectUriFor(settings, q.requestUrl, provider);
  const expiresAt = Date.now() + OAUTH_STATE_TTL_MS;
  const state = await signState(settings.integrations, {
    provider,
    tenantId: q.tenantId,
    userId: user.id,
    nonce,
    accountType: q.accountType ?? null,
    redirectUri,
    expiresAt,
  });
  const url = connector.authorizeUrl(ctxOf(settings), { state, redirectUri, accountType: q.accountType ?? null });
  const https = new URL(q.requestUrl).protocol === "https:";
  return {
    body: { url, authorize_url: url, provider, expires_at: new Date(expiresAt).toISOString() },
    cookie: nonceCookie(settings.integrations, provider, nonce, https),
  };
}

/**
 * `GET callback`: needs both the signed state and its nonce cookie (else InvalidOAuthStateError), then
 * exchanges the code and stores the connection with its tokens sealed. The cookie is cleared.
 */
export async function callback(
  db: Db,
  settings: Settings,
  provider: string,
  q: { state?: string | null; code?: string | null; error?: string | null; cookieHeader: string | null; requestUrl: string },
) {
  const connector = connectorFor(provider);
  const state = await verifyState(settings.integrations, provider, q.state);
  const cookieName = nonceCookieName(settings.integrations, provider, state.nonce);
  if (!hasCookie(q.cookieHeader, cookieName)) throw invalidState("the nonce cookie is missing (start and finish in the same browser)");
  const https = new URL(q.requestUrl).protocol === "https:";
  const clear = nonceCookie(settings.integrations, provider, state.nonce, https, true);
  if (q.error) throw new ApiError(400, "IntegrationAuthorizationDeniedError", `The provider refused the authorization: ${q.error.slice(0, 100)}.`);
  if (!q.code) throw badRequest("The callback carries no code.", "InvalidOAuthCallbackError");
  requireConfigured(settings, connector);
  // The owner who started the flow must still own the tenant when it completes.
  const tenant = await getTenant(db, state.tenantId);
  if (!tenant || tenant.ownerId !== state.userId) throw forbidden("Only the tenant owner can connect an integration.");
  const ctx = ctxOf(settings);
  let install;
  try {
    install = await connector.exchangeCode(ctx, { code: q.code, redirectUri: state.redirectUri });
  } catch (err) {
    throw new ApiError(502, "IntegrationExchangeError", `The provider did not accept the authorization code (${(err as Error).message.slice(0, 120)}).`);
  }
  const key = { tenantId: state.tenantId, provider, accountId: install.accountId };
  const sealed = await sealTokens(settings.integrations, key, install.tokens);
  const row = await upsertConnection(db, {
    ...key,
    accountLabel: install.accountLabel,
    accountType: install.accountType ?? (state.accountType === "workspace" || state.accountType === "personal" ? state.accountType : null),
    ownerUserId: state.userId,
    ...sealed,
    tokenExpiresAt: install.tokens.expiresAt ?? null,
    scopes: install.tokens.scopes ?? null,
    metadata: JSON.stringify(install.metadata ?? {}),
    datasetName: `${provider}_connector`,
  });
  return { body: await connectionView(db, row), clearCookie: clear };
}

const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());

/** The connection record of the spec (no token material, ever). */
export async function connectionView(db: Db, row: ConnectionRow | undefined) {
  if (!row) return { connected: false, via_routing: false, syncStatus: null, lastSyncedAt: null, account_id: null, account_type: null };
  const run = await lastRunOf(db, row.id);
  return {
    connected: row.status === "active",
    via_routing: false,
    provider: row.provider,
    tenant_id: row.tenantId,
    account_id: row.accountId,
    account_label: row.accountLabel,
    account_type: row.accountType,
    syncStatus: row.syncStatus,
    lastSyncedAt: iso(row.lastSyncedAt),
    connected_at: iso(row.connectedAt),
    dataset_name: row.datasetName,
    last_error: row.lastError,
    last_run: run
      ? { id: run.id, status: run.status, started_at: iso(run.startedAt), finished_at: iso(run.finishedAt), items_upserted: run.itemsUpserted, items_deleted: run.itemsDeleted, failures: run.failures, abort_reason: run.abortReason, warnings: JSON.parse(run.warnings) as string[] }
      : null,
  };
}

/** `GET connection` (member). */
export async function getConnectionState(db: Db, user: Principal, provider: string, tenantId: string, accountId?: string | null) {
  connectorFor(provider);
  await requireTenantRole(db, user, tenantId, "member");
  return connectionView(db, await findConnection(db, tenantId, provider, accountId));
}

/** `DELETE connection` (owner): local revocation first (that is what cuts access), remote revoke best-effort. */
export async function disconnect(db: Db, settings: Settings, user: Principal, provider: string, tenantId: string, accountId?: string | null) {
  const connector = connectorFor(provider);
  await requireTenantRole(db, user, tenantId, "owner");
  const row = await findConnection(db, tenantId, provider, accountId);
  if (!row) throw notFound(`No ${provider} connection for this tenant.`, "IntegrationConnectionNotFoundError");
  await revokeConnection(db, row.id, null);
  let remote: "revoked" | "failed" | "unsupported" = "unsupported";
  if (connector.revoke) {
    try {
      await connector.revoke(ctxOf(settings), await openTokens(settings.integrations, row));
      remote = "revoked";
    } catch {
      remote = "failed";
    }
  }
  return { status: "disconnected", provider, account_id: row.accountId, remote_revocation: remote };
}

/** An active connection (member may read; owner for writes), 404 when none. */
export async function requireConnection(db: Db, user: Principal, provider: string, tenantId: string, accountId: string | null | undefined, role: Role) {
  const connector = connectorFor(provider);
  await requireTenantRole(db, user, tenantId, role);
  const row = await findConnection(db, tenantId, provider, accountId);
  if (!row) throw notFound(`No ${provider} connection for this tenant.`, "IntegrationConnectionNotFoundError");
  return { connector, row };
}

/** Calls the provider with fresh tokens; one forced refresh when the access token is refused. */
export async function withToken<T>(db: Db, settings: Settings, connector: Connector, row: ConnectionRow, fn: (ctx: AuthedContext) => Promise<T>): Promise<T> {
  const ctx = ctxOf(settings);
  const authed = (token: string): AuthedContext => ({
    ...ctx,
    accessToken: token,
    connection: { id: row.id, accountId: row.accountId, metadata: JSON.parse(row.metadata) as Record<string, unknown> },
  });
  try {
    let tokens = await freshTokens(db, ctx, connector, row);
    try {
      return await fn(authed(tokens.accessToken));
    } catch (err) {
      if (!(err instanceof AccessTokenRejectedError)) throw err;
      tokens = await freshTokens(db, ctx, connector, row, true);
      return await fn(authed(tokens.accessToken));
    }
  } catch (err) {
    if (err instanceof ConnectionRevokedError) throw new ApiError(409, "IntegrationRevokedError", "The provider no longer accepts this connection's credential; connect it again.");
    if (err instanceof AccessTokenRejectedError) throw new ApiError(502, "IntegrationProviderError", "The provider refused the access token.");
    if (err instanceof ApiError) throw err;
    throw new ApiError(502, "IntegrationProviderError", `The provider could not be reached or refused the request.`);
  }
}

export const parseSelected = (row: ConnectionRow): string[] | null => (row.selected === null ? null : (JSON.parse(row.selected) as string[]));

type Lister = "listResources" | "listFolders" | "listLabels";

/** `GET resources|folders|labels` (member): available rows with their last outcome, and the selection. */
export async function listResources(db: Db, settings: Settings, user: Principal, provider: string, tenantId: string, accountId: string | null | undefined, which: Lister = "listResources") {
  const { connector, row } = await requireConnection(db, user, provider, tenantId, accountId, "member");
  const list = connector[which];
  if (!list) throw notFound(`${provider} has no ${which === "listResources" ? "resources" : which === "listFolders" ? "folders" : "labels"}.`, "IntegrationNotFoundError");
  const available: ProviderResource[] = await withToken(db, settings, connector, row, (ctx) => list.call(connector, ctx));
  const statuses = await resourceStatuses(db, row.id);
  return {
    provider,
    account_id: row.accountId,
    selected: parseSelected(row),
    resources: available.map((r) => ({ id: r.id, name: r.name, kind: r.kind ?? null, sync: statuses.get(r.id) ?? null })),
  };
}

/** `PUT resources` (owner): `null` (everything, including later additions), `[]` (nothing) or exactly a list. */
export async function setResources(db: Db, user: Principal, provider: string, tenantId: string, accountId: string | null | undefined, selected: string[] | null) {
  const { row } = await requireConnection(db, user, provider, tenantId, accountId, "owner");
  const value = selected === null ? null : [...new Set(selected.map((s) => s.trim()).filter(Boolean))];
  // A changed selection is walked in full at the next sync (the change feed only reports later edits), so
  // newly included resources are read and items outside "exactly those" are reconciled away.
  const changed = JSON.stringify(value) !== JSON.stringify(parseSelected(row));
  await updateConnection(db, row.id, { selected: value === null ? null : JSON.stringify(value), ...(changed && value?.length !== 0 ? { cursor: null } : {}) });
  return { provider, account_id: row.accountId, selected: value };
}

/** `GET /integrations/status` (member of the tenant): one row per connector. */
export async function integrationsStatus(db: Db, user: Principal, tenantId: string) {
  await requireTenantRole(db, user, tenantId, "member");
  const rows = await connectionsOfTenant(db, tenantId);
  return {
    tenant_id: tenantId,
    connectors: connectors().map((c) => {
      const mine = rows.filter((r) => r.provider === c.id);
      const latest = mine[0];
      return {
        provider: c.id,
        connected: !!latest,
        syncStatus: latest?.syncStatus ?? null,
        lastSyncedAt: iso(latest?.lastSyncedAt),
        accounts: mine.map((r) => ({ account_id: r.accountId, account_label: r.accountLabel, syncStatus: r.syncStatus, lastSyncedAt: iso(r.lastSyncedAt) })),
      };
    }),
  };
}

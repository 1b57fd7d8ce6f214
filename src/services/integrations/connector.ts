import type { Settings } from "../../lib/settings";

/** Tokens as a provider hands them out; sealed whole (AES-GCM) in the connection row, never returned. */
export interface TokenSet {
  accessToken: string;
  refreshToken?: string | null;
  /** Epoch ms; null = does not expire. */
  expiresAt?: number | null;
  scopes?: string | null;
  /** Provider extras kept sealed with the tokens (e.g. a bot token). */
  extra?: Record<string, unknown>;
}

/** What a code exchange yields: the account it connected and its tokens. */
export interface Installation {
  accountId: string;
  accountLabel: string | null;
  /** Cloud drive: `workspace` (a Google Workspace domain, `hd` claim) or `personal`. */
  accountType?: "workspace" | "personal" | null;
  /** Clear (non-secret) provider metadata, e.g. the organisation id webhooks are routed by. */
  metadata: Record<string, unknown>;
  tokens: TokenSet;
}

/** A selectable resource (folder, label, team, root page, channel...). */
export interface ProviderResource {
  id: string;
  name: string;
  kind?: string;
}

export interface ConnectorContext {
  settings: Settings;
  /** Outbound fetch (the global one; a parameter so tests of a connector alone can pass another). */
  fetch: typeof fetch;
}

export interface AuthedContext extends ConnectorContext {
  accessToken: string;
  connection: { id: string; accountId: string; metadata: Record<string, unknown> };
}

/** One source object made text, written as one data item (its `externalId` goes into external_metadata). */
export interface SourceItem {
  externalId: string;
  resourceId?: string | null;
  title: string;
  text: string;
  url?: string | null;
  updatedAt?: string | null;
  /** Extra clear metadata stored with the item. */
  metadata?: Record<string, unknown>;
}

export interface SyncFailure {
  resourceId?: string | null;
  externalId?: string | null;
  message: string;
}

export interface SyncContext extends AuthedContext {
  /** `null` = everything (including later additions), `[]` = nothing, a list = exactly those. */
  selected: string[] | null;
  /** The cursor left by the previous page (or run); null on a first sync. */
  cursor: unknown;
  /** Requests this run has made so far (budgets such as the tracker's `max_requests`). */
  requestsSoFar: number;
  pageIndex: number;
}

/** One page of a sync: what changed, and where to continue. */
export interface SyncPage {
  upserts: SourceItem[];
  /** External ids gone at the source (applied only after a run with no failures). */
  deletes: string[];
  /** Where the next page (or the next run, once `done`) continues. */
  nextCursor: unknown;
  done: boolean;
  /** Folders or files that could not be read: the run ends `degraded` and holds back deletions. */
  failures?: SyncFailure[];
  /** Skipped with a warning (e.g. a file over the size limit); not failures. */
  warnings?: string[];
  /** Requests this page made. */
  requests?: number;
  /** Pacing: wait this long before the next page (quota per minute). */
  delayNextSeconds?: number;
  /** Ends the run at once with this reason (degraded, nothing deleted), e.g. a data source over 10,000 rows. */
  abort?: string;
  /**
   * The run walks everything in scope (no change feed): at its clean end, items not seen in the run are
   * removed. Set on the first page of such a run.
   */
  fullWalk?: boolean;
}

/**
 * One provider. Register it with `registerConnector` (src/services/integrations/registry.ts); the generic
 * routes, the OAuth flow, token storage and refresh, the sync engine and the schedule then serve it.
 */
export interface Connector {
  /** The `{provider}` path segment, e.g. `google_drive`. */
  id: string;
  label: string;
  /** `drive`, `mailbox`, `tracker`, `notes`, `chat`, ... */
  kind: string;
  /** Settings the provider cannot work without, as variable names (empty = configured). */
  missingConfig(settings: Settings): string[];
  authorizeUrl(ctx: ConnectorContext, p: { state: string; redirectUri: string; accountType?: string | null }): string;
  exchangeCode(ctx: ConnectorContext, p: { code: string; redirectUri: string }): Promise<Installation>;
  /** New tokens from a refresh token; throw `PermanentAuthError` when the grant is gone. */
  refresh?(ctx: ConnectorContext, tokens: TokenSet): Promise<TokenSet>;
  /** Best-effort remote revocation. */
  revoke?(ctx: ConnectorContext, tokens: TokenSet): Promise<void>;
  listResources?(ctx: AuthedContext): Promise<ProviderResource[]>;
  listFolders?(ctx: AuthedContext): Promise<ProviderResource[]>;
  listLabels?(ctx: AuthedContext): Promise<ProviderResource[]>;
  syncPage?(ctx: SyncContext): Promise<SyncPage>;
  /**
   * A provider webhook: verifies the signature over the raw bytes (throw `ApiError` 401 when it does not
   * match) and names the connections to sync by a clear-metadata key and value (null = ignore the event).
   */
  webhook?(ctx: ConnectorContext, headers: Headers, raw: Uint8Array): Promise<{ metadataKey: string; metadataValue: string } | null>;
}

/** `missingConfig` helper: the names of the variables whose values are unset. */
export const unsetVariables = (vars: Record<string, unknown>): string[] => Object.entries(vars).filter(([, v]) => !v).map(([k]) => k);

/** A provider answered 429 / 5xx / quota: the page is retried later, nothing is removed. */
export class TransientProviderError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The access token was refused (401): refresh once, then retry the page. */
export class AccessTokenRejectedError extends Error {}

/** The refresh grant is gone (revoked, expired): the credential is revoked locally. */
export class PermanentAuthError extends Error {}

/** Retry-After in seconds (delta or HTTP date), capped; `fallback` when absent. */
export function retryAfterSeconds(res: Response, fallback: number): number {
  const h = res.headers.get("retry-after");
  if (!h) return fallback;
  const n = Number(h);
  if (Number.isFinite(n)) return Math.max(0, Math.min(n, 3600));
  const at = Date.parse(h);
  return Number.isFinite(at) ? Math.max(0, Math.min((at - Date.now()) / 1000, 3600)) : fallback;
}

/**
 * A provider API call: 401 → AccessTokenRejectedError, 429/5xx → TransientProviderError (honouring
 * Retry-After), other non-2xx → Error with the status (the caller decides whether it is a per-item failure).
 */
export async function providerFetch(ctx: ConnectorContext, url: string, init: RequestInit = {}): Promise<Response> {
  let res: Response;
  try {
    res = await ctx.fetch(url, init);
  } catch (err) {
    throw new TransientProviderError(`network error: ${(err as Error).message}`, 5);
  }
  if (res.ok) return res;
  const body = await res.text().catch(() => "");
  if (res.status === 401) throw new AccessTokenRejectedError(`401 from ${new URL(url).host}`);
  if (res.status === 429 || res.status >= 500) throw new TransientProviderError(`${res.status} from ${new URL(url).host}`, retryAfterSeconds(res, 30));
  throw new ProviderHttpError(res.status, body.slice(0, 300), url);
}

export class ProviderHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    url: string,
  ) {
    super(`${status} from ${new URL(url).host}${new URL(url).pathname}`);
  }
}

/** A standard OAuth 2 token endpoint call (authorization_code or refresh_token grant). */
export async function oauthTokenRequest(ctx: ConnectorContext, url: string, params: Record<string, string>, basicAuth?: { id: string; secret: string }): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };
  if (basicAuth) headers.authorization = `Basic ${btoa(`${basicAuth.id}:${basicAuth.secret}`)}`;
  let res: Response;
  try {
    res = await ctx.fetch(url, { method: "POST", headers, body: new URLSearchParams(params).toString() });
  } catch (err) {
    throw new TransientProviderError(`network error: ${(err as Error).message}`, 5);
  }
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = {};
  }
  if (res.ok) return body;
  if (res.status === 429 || res.status >= 500) throw new TransientProviderError(`token endpoint ${res.status}`, retryAfterSeconds(res, 30));
  // RFC 6749 §5.2: invalid_grant (and a refused client) cannot succeed by retrying.
  throw new PermanentAuthError(`token endpoint refused: ${String(body.error ?? res.status)}`);
}

/** Maps an RFC 6749 token response onto a TokenSet (`expires_in` seconds → epoch ms). */
export function tokenSetFrom(body: Record<string, unknown>, previous?: TokenSet): TokenSet {
  const expiresIn = Number(body.expires_in);
  return {
    accessToken: String(body.access_token ?? ""),
    refreshToken: (body.refresh_token as string | undefined) ?? previous?.refreshToken ?? null,
    expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? Date.now() + expiresIn * 1000 : null,
    scopes: (body.scope as string | undefined) ?? previous?.scopes ?? null,
  };
}

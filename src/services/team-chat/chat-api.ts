import { ApiError } from "../../core/errors";
import type { TeamChatConfig } from "../../lib/settings";

/** Slack's answer to a revoked or dead token: the installation is over (the service marks it revoked). */
export const DEAD_TOKEN_ERRORS = new Set(["token_revoked", "invalid_auth", "account_inactive", "token_expired", "not_authed"]);

/** A Slack `ok:false` answer, with Slack's error code. */
export class ChatApiError extends Error {
  constructor(
    readonly method: string,
    readonly code: string,
  ) {
    super(`chat provider ${method}: ${code}`);
    this.name = "ChatApiError";
  }
  get tokenDead() {
    return DEAD_TOKEN_ERRORS.has(this.code);
  }
}

/** A 429 whose `Retry-After` is longer than a run may wait: the caller stops and resumes after `retryAfterSeconds`. */
export class ChatRateLimited extends Error {
  constructor(
    readonly method: string,
    readonly retryAfterSeconds: number,
  ) {
    super(`chat provider ${method}: rate limited for ${retryAfterSeconds} s`);
    this.name = "ChatRateLimited";
  }
}

export interface ChatMessage {
  ts: string;
  user?: string;
  text?: string;
  thread_ts?: string;
  reply_count?: number;
  subtype?: string;
  bot_id?: string;
}

export interface ChatChannel {
  id: string;
  name: string;
  is_private?: boolean;
  is_archived?: boolean;
}

/**
 * A Slack Web API client bound to one token: form-encoded POSTs, `ok:false` turned into `ChatApiError`,
 * HTTP 429 honoured (`Retry-After` waited out when it is at most `maxRetryWaitSeconds`, else
 * `ChatRateLimited`), and a request budget so one run never spends more than its share of the
 * provider's limits. `requests` counts the calls made.
 */
export class ChatApi {
  requests = 0;

  constructor(
    private readonly config: Pick<TeamChatConfig, "apiBaseUrl" | "historyMaxRetryWaitSeconds">,
    private readonly token: string | null,
    private readonly budget = Number.POSITIVE_INFINITY,
    // Called as a plain function: workerd refuses `fetch` invoked with another `this`.
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  get budgetLeft() {
    return this.budget - this.requests;
  }

  async call<T extends Record<string, unknown>>(method: string, params: Record<string, string | number | undefined>): Promise<T> {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") body.set(k, String(v));
    // Two attempts at most: a short Retry-After is waited out once; a second 429 defers the work.
    for (let attempt = 0; ; attempt++) {
      if (this.requests >= this.budget) throw new ChatRateLimited(method, 0);
      this.requests++;
      const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
      if (this.token) headers.authorization = `Bearer ${this.token}`;
      const res = await this.fetcher(`${this.config.apiBaseUrl}/${method}`, { method: "POST", headers, body });
      if (res.status === 429) {
        await res.body?.cancel();
        const wait = Math.max(1, Number(res.headers.get("retry-after")) || 60);
        if (attempt === 0 && wait <= this.config.historyMaxRetryWaitSeconds) {
          await new Promise((r) => setTimeout(r, wait * 1000));
          continue;
        }
        throw new ChatRateLimited(method, wait);
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new ChatApiError(method, `http_${res.status}`);
      }
      const json = (await res.json()) as T & { ok?: boolean; error?: string };
      if (!json.ok) throw new ChatApiError(method, json.error ?? "unknown_error");
      return json;
    }
  }

  /** Every page of a cursor-paginated method, up to `maxPages`. */
  async *pages<T extends Record<string, unknown>>(method: string, params: Record<string, string | number | undefined>, maxPages = 50) {
    let cursor: string | undefined;
    for (let i = 0; i < maxPages; i++) {
      const page = await this.call<T & { response_metadata?: { next_cursor?: string } }>(method, { ...params, cursor });
      yield page;
      cursor = page.response_metadata?.next_cursor || undefined;
      if (!cursor) return;
    }
  }

  /** The workspace's public channels (`channels:read`), 1,000 per page, at most 20 pages. */
  async publicChannels(): Promise<ChatChannel[]> {
    const out: ChatChannel[] = [];
    for await (const page of this.pages<{ channels: ChatChannel[] }>(
      "conversations.list",
      { types: "public_channel", exclude_archived: "true", limit: 1000 },
      20,
    )) {
      out.push(...page.channels.filter((c) => !c.is_private && !c.is_archived));
    }
    return out;
  }
}

/** Maps a provider failure met while serving a request to the caller's answer (never the raw provider text). */
export function chatFailure(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof ChatRateLimited) {
    return new ApiError(429, "ChatProviderRateLimitedError", `The chat provider asks to wait ${err.retryAfterSeconds} s; retry later.`);
  }
  if (err instanceof ChatApiError) {
    if (err.tokenDead) return new ApiError(409, "ChatInstallationRevokedError", "The chat workspace's installation is no longer valid; reconnect it.");
    return new ApiError(502, "ChatProviderError", `The chat provider refused ${err.method} (${err.code}).`);
  }
  return new ApiError(502, "ChatProviderUnavailableError", "The chat provider could not be reached.");
}

import { retryAfterSeconds } from "./errors.js";

export type FetchLike = (input: Request) => Response | Promise<Response>;

export interface RetryOptions {
  /** Retries after the first attempt (default 3). 0 turns retrying off. */
  retries?: number;
  /** First backoff delay in ms (default 500); doubled per retry, with ±20% jitter. */
  baseDelayMs?: number;
  /** Most a single wait may last, in ms (default 30,000). A `Retry-After` beyond it is not waited for: the 429/503 is returned. */
  maxDelayMs?: number;
}

/** Wait before retry number `attempt` (0-based), in ms: the server's `Retry-After` when it sent one, else backoff. */
export function retryDelayMs(response: Response, attempt: number, options: Required<RetryOptions>): number | undefined {
  const asked = retryAfterSeconds(response.headers.get("retry-after"));
  if (asked !== undefined) {
    const ms = asked * 1000;
    return ms <= options.maxDelayMs ? ms : undefined;
  }
  const backoff = options.baseDelayMs * 2 ** attempt;
  return Math.min(options.maxDelayMs, backoff * (0.8 + Math.random() * 0.4));
}

/**
 * A fetch that retries 429 and 503 only: both mean "not now" (throttling, a workspace starting, a provider
 * briefly away) and the request had no effect. Every other status (a 500 included) is returned as it is,
 * since retrying a request that may have been applied could apply it twice. The body is replayed from a
 * clone, so uploads retry too.
 */
export function retryingFetch(base: FetchLike, options: RetryOptions = {}): (request: Request) => Promise<Response> {
  const opts: Required<RetryOptions> = { retries: 3, baseDelayMs: 500, maxDelayMs: 30_000, ...options };
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const response = await base(attempt < opts.retries ? request.clone() : request);
      if ((response.status !== 429 && response.status !== 503) || attempt >= opts.retries) return response;
      const wait = retryDelayMs(response, attempt, opts);
      if (wait === undefined) return response;
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
}

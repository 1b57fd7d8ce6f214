/**
 * Failure policy for hosted/self-hosted LLM and embedding calls (spec: Errors).
 *
 * - 429 and 5xx (and network failures) are transient: retried with bounded exponential backoff + jitter,
 *   honouring Retry-After; once the retries are spent the call fails with 503 `LLMTransientError`, which
 *   the queue consumer treats as "retry the message later".
 * - Budget exhaustion (402 from the endpoint, an LLM proxy's spend-cap rejection even when sent as 429,
 *   OpenAI's insufficient_quota, Workers AI's neuron allowance) is terminal: 402 `LLMPaymentRequiredError`,
 *   never retried. Its message keeps spend/budget figures and the model name but replaces identifiers
 *   (user, team, project, organisation, tag, key alias, API keys, e-mails) with a redaction marker.
 * - Structured output that does not parse or validate is retried a few times, then fails with 502
 *   `LLMStructuredOutputError` (the pipeline records it on the data item).
 * - Anything else (400 bad request, 401 bad key, 404 unknown model) fails at once with 502 `LLMProviderError`.
 * - An endpoint that cannot be reached (connection refused, unknown host, no answer within the attempt's
 *   timeout) is tried once more after a refusal, never after a timeout, then fails with 503
 *   `LLMProviderUnavailableError` naming the endpoint and what to check. The pipeline records it as the
 *   item's error instead of retrying the message: a provider that is down would otherwise hold a run for
 *   the queue's retries and the watchdog (measured: a blocking cognify hung 12 minutes).
 */
import { APICallError, JSONParseError, NoObjectGeneratedError, NoOutputGeneratedError, RetryError, TypeValidationError } from "ai";
import { ApiError } from "../../core/errors";

export const REDACTED = "[REDACTED]";

export class LLMPaymentRequiredError extends ApiError {
  constructor(detail: string) {
    super(402, "LLMPaymentRequiredError", `Token budget exhausted: ${detail}`);
  }

  /** Legacy body kept by cognify and the LLM endpoints (spec: 402 row). */
  legacyBody(): { error: string; detail: string } {
    return { error: "Token budget exhausted", detail: this.message };
  }
}

const ID_KEYS =
  "user(?:_?id|_?email|_api_key_alias)?|end_?user(?:_id)?|team(?:_?id|_?alias)?|project(?:_?id)?|org(?:ani[sz]ation)?(?:_?id)?|tags?|key[_ ]?alias|key_?name|api[_ ]?key|key|customer(?:_?id)?|account(?:_?id)?";

const REDACTIONS: [RegExp, string][] = [
  // JSON / quoted pairs: "team_id": "abc" -> "team_id": "[REDACTED]"
  [new RegExp(`(["']?)\\b(${ID_KEYS})\\1(\\s*[:=]\\s*)(["'])(?:[^"'\\\\]|\\\\.)*\\4`, "gi"), `$1$2$1$3$4${REDACTED}$4`],
  // JSON arrays of tags: "tags": ["a","b"]
  [new RegExp(`(["']?)\\b(tags?)\\1(\\s*[:=]\\s*)\\[[^\\]]*\\]`, "gi"), `$1$2$1$3[${REDACTED}]`],
  // key=value, key: value
  [new RegExp(`\\b(${ID_KEYS})(\\s*[:=]\\s*)(?!\\[REDACTED\\])(?!["'\\[])([^\\s,;)\\]}]+)`, "gi"), `$1$2${REDACTED}`],
  // "for user abc-123", "team t_42 over budget": an identifier-looking word after the label
  [/\b(user|team|project|organi[sz]ation|org|tag|key alias|key)\s+(?!\[REDACTED\])([\w.@:-]*[\d_@:-][\w.@:-]*)/gi, `$1 ${REDACTED}`],
  // API keys and e-mail addresses anywhere
  [/\b(?:sk|pk|rk)-[A-Za-z0-9_-]{6,}\b/g, REDACTED],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, REDACTED],
];

/** Removes account identifiers from a provider message; figures and model names stay. */
export function redact(message: string): string {
  let out = message;
  for (const [re, repl] of REDACTIONS) out = out.replace(re, repl);
  return out.length > 600 ? `${out.slice(0, 600)}…` : out;
}

const PAYMENT_RE =
  /\b(?:budget|spend(?:ing)? (?:cap|limit)|max[_ ]budget|exceededbudget|insufficient[_ ]quota|exceeded your current quota|credit balance|out of credits|payment required|billing hard limit|daily free allocation|neurons)\b|\bspend\s*[=:]/i;
const TRANSIENT_RE =
  /\b(?:429|500|502|503|504|529)\b|too many requests|rate.?limit|capacity (?:temporarily )?exceeded|overloaded|temporarily unavailable|internal server error|bad gateway|gateway time-?out|upstream|timed? ?out|econnreset|network|fetch failed|3040|3043/i;

export type Failure =
  | { kind: "payment"; message: string }
  | { kind: "transient"; message: string; retryAfterMs?: number }
  | { kind: "malformed"; message: string }
  | { kind: "fatal"; message: string; status?: number }
  | { kind: "unreachable"; message: string; timedOut: boolean };

/** Connection-level failures: the request never got an HTTP answer. */
const UNREACHABLE_RE = /econnrefused|connection refused|enotfound|getaddrinfo|eai_again|no such host|host not found|name or service not known|ehostunreach|enetunreach|network is unreachable|connect(?:ion)? timed? ?out/i;
const isTimeout = (err: unknown): boolean =>
  err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError" || isTimeout((err as { cause?: unknown }).cause));

function retryAfter(headers: Record<string, string> | undefined): number | undefined {
  const v = headers?.["retry-after"] ?? headers?.["Retry-After"];
  if (!v) return undefined;
  const s = Number(v);
  if (Number.isFinite(s)) return s * 1000;
  const t = Date.parse(v);
  return Number.isFinite(t) ? Math.max(0, t - Date.now()) : undefined;
}

export function classifyFailure(err: unknown): Failure {
  if (RetryError.isInstance(err)) return classifyFailure(err.lastError);
  if (isTimeout(err)) return { kind: "unreachable", message: "no answer before the request timed out", timedOut: true };
  if (err instanceof ApiError) {
    if (err.status === 402) return { kind: "payment", message: err.message };
    return err.status === 429 || err.status === 503 ? { kind: "transient", message: err.message } : { kind: "fatal", message: err.message, status: err.status };
  }
  if (NoObjectGeneratedError.isInstance(err) || TypeValidationError.isInstance(err) || JSONParseError.isInstance(err) || NoOutputGeneratedError.isInstance(err)) {
    return { kind: "malformed", message: (err as Error).message };
  }
  if (APICallError.isInstance(err)) {
    const status = err.statusCode;
    const text = `${err.message} ${err.responseBody ?? ""}`;
    if (status === 402 || PAYMENT_RE.test(text)) return { kind: "payment", message: providerMessage(err) };
    if (status === undefined && UNREACHABLE_RE.test(`${text} ${String((err.cause as Error | undefined)?.message ?? "")}`)) {
      return { kind: "unreachable", message: err.message, timedOut: false };
    }
    // Workers AI binding errors carry no HTTP status, only a code in the text ("3043: Internal error").
    if (status === undefined && TRANSIENT_RE.test(text)) return { kind: "transient", message: providerMessage(err) };
    if (status === 429 || status === 408 || (status !== undefined && status >= 500) || (status === undefined && err.isRetryable)) {
      return { kind: "transient", message: providerMessage(err), retryAfterMs: retryAfter(err.responseHeaders) };
    }
    return { kind: "fatal", message: providerMessage(err), status };
  }
  const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  // Workers AI binding errors carry no status, only text ("3040: Capacity temporarily exceeded", "4006: ... neurons").
  if (PAYMENT_RE.test(message) || /\b402\b|\b4006\b/.test(message)) return { kind: "payment", message };
  if (UNREACHABLE_RE.test(message)) return { kind: "unreachable", message, timedOut: false };
  if (err instanceof TypeError || TRANSIENT_RE.test(message)) return { kind: "transient", message };
  return { kind: "fatal", message };
}

function providerMessage(err: APICallError): string {
  let body = err.responseBody ?? "";
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } | string; message?: string; detail?: string };
    const inner = typeof parsed.error === "string" ? parsed.error : parsed.error?.message;
    body = inner ?? parsed.message ?? parsed.detail ?? body;
  } catch {
    // not JSON: keep the raw text
  }
  return `${err.statusCode ?? ""} ${body || err.message}`.trim();
}

export interface RetryPolicy {
  /** Retries of 429/5xx after the first attempt (default 4: 5 attempts). */
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Extra attempts when structured output does not validate (default 2: 3 attempts). */
  malformedRetries: number;
  /** Extra attempts after a refused connection (default 1); a timed-out attempt is never repeated. */
  unreachableRetries: number;
  /** Each attempt is abandoned after this long (LLM_REQUEST_TIMEOUT_MS, default 45 s). */
  timeoutMs: number;
  /** Says which endpoint a call goes to and what to check when it cannot be reached. */
  endpoint: { name: string; hint: string };
  sleep: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxRetries: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  malformedRetries: 2,
  unreachableRetries: 1,
  timeoutMs: 45_000,
  endpoint: { name: "the model provider", hint: "Check the AI provider settings." },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The error a call ends with when its endpoint cannot be reached. */
export const providerUnavailable = (what: string, policy: Pick<RetryPolicy, "endpoint">, reason: string) =>
  new ApiError(503, "LLMProviderUnavailableError", `${what}: ${policy.endpoint.name} could not be reached (${redact(reason)}). ${policy.endpoint.hint}`);

/**
 * Runs one LLM/embedding call under the failure policy above. `fn` receives the attempt's abort signal
 * (fired after `policy.timeoutMs`) to pass to the SDK call.
 */
export async function withRetry<T>(what: string, fn: (signal: AbortSignal) => Promise<T>, policy: RetryPolicy = DEFAULT_RETRY): Promise<T> {
  let transient = 0;
  let malformed = 0;
  let unreachable = 0;
  for (;;) {
    try {
      return await fn(AbortSignal.timeout(policy.timeoutMs));
    } catch (err) {
      const f = classifyFailure(err);
      if (f.kind === "unreachable") {
        if (!f.timedOut && unreachable < policy.unreachableRetries) {
          unreachable++;
          await policy.sleep(Math.min(policy.maxDelayMs, policy.baseDelayMs));
          continue;
        }
        throw providerUnavailable(what, policy, f.timedOut ? `no answer within ${Math.round(policy.timeoutMs / 1000)} s` : f.message);
      }
      if (f.kind === "payment") throw err instanceof LLMPaymentRequiredError ? err : new LLMPaymentRequiredError(redact(f.message));
      if (f.kind === "transient") {
        if (transient < policy.maxRetries) {
          const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** transient);
          const jittered = backoff / 2 + Math.random() * (backoff / 2);
          await policy.sleep(Math.min(policy.maxDelayMs, Math.max(jittered, f.retryAfterMs ?? 0)));
          transient++;
          continue;
        }
        throw new ApiError(503, "LLMTransientError", `${what} failed after ${transient + 1} attempts: ${redact(f.message)}`);
      }
      if (f.kind === "malformed") {
        if (malformed < policy.malformedRetries) {
          malformed++;
          continue;
        }
        throw new ApiError(502, "LLMStructuredOutputError", `${what}: the model's output did not match the expected schema after ${malformed + 1} attempts (${redact(f.message)})`);
      }
      if (err instanceof ApiError) throw err;
      throw new ApiError(502, "LLMProviderError", `${what} failed: ${redact(f.message)}`);
    }
  }
}

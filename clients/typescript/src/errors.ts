/**
 * Errors the service answers, as classes. Every error body is `{"detail": "<message> [<ErrorName>]"}` (422:
 * `{"detail": [{loc, msg, type}]}`); the bracketed name picks the class, so callers can `catch` by kind:
 *
 *   try { await memory.search({ query }) } catch (e) { if (e instanceof DatasetNotFoundError) ... }
 *
 * A name without its own class still arrives as a `MemoryApiError` with that `errorName`.
 */
export class MemoryApiError extends Error {
  /** The bracketed error name of the body (`DatasetNotFoundError`), or `HTTP<status>` when the body has none. */
  readonly errorName: string;
  constructor(
    readonly status: number,
    errorName: string,
    message: string,
    /** The parsed response body. */
    readonly body: unknown,
    /** Seconds the server asked to wait (429/503 `Retry-After`), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.errorName = errorName;
    this.name = new.target.name === "MemoryApiError" ? errorName : new.target.name;
  }
}

/** 422: the body failed the request schema; `issues` are the server's `{loc, msg, type}` entries. */
export class MemoryValidationError extends MemoryApiError {
  get issues(): { loc: (string | number)[]; msg: string; type: string }[] {
    const detail = (this.body as { detail?: unknown } | null)?.detail;
    return Array.isArray(detail) ? detail : [];
  }
}

/** 401 (credentials missing or not accepted). */
export class UnauthorizedError extends MemoryApiError {}
/** 403 without a more specific name. */
export class PermissionDeniedError extends MemoryApiError {}
export class DatasetNotFoundError extends MemoryApiError {}
export class DataNotFoundError extends MemoryApiError {}
export class NoDataError extends MemoryApiError {}
export class SkillNotFoundError extends MemoryApiError {}
export class InvalidRequestError extends MemoryApiError {}
export class UnsafeUrlError extends MemoryApiError {}
export class StorageQuotaExceededError extends MemoryApiError {}
/** 429 after the client's retries were spent (or a `Retry-After` longer than it waits). */
export class RateLimitError extends MemoryApiError {}
/** 503 after the client's retries were spent (workspace unreachable, LLM provider unavailable, ...). */
export class ServiceUnavailableError extends MemoryApiError {}
export class LLMPaymentRequiredError extends MemoryApiError {}
export class PipelineRunErroredError extends MemoryApiError {}

type ErrorClass = new (status: number, name: string, message: string, body: unknown, retryAfterSeconds?: number) => MemoryApiError;

const BY_NAME: Record<string, ErrorClass> = {
  UnauthorizedError,
  PermissionDeniedError,
  DatasetNotFoundError,
  DataNotFoundError,
  NoDataError,
  SkillNotFoundError,
  InvalidRequestError,
  UnsafeUrlError,
  StorageQuotaExceededError,
  LLMPaymentRequiredError,
  PipelineRunErroredError,
  TooManyLoginAttemptsError: RateLimitError,
  LLMProviderUnavailableError: ServiceUnavailableError,
  LLMTransientError: ServiceUnavailableError,
  WorkspaceUnreachableError: ServiceUnavailableError,
  WorkspaceUnavailableError: ServiceUnavailableError,
};

const BY_STATUS: Record<number, ErrorClass> = {
  401: UnauthorizedError,
  403: PermissionDeniedError,
  422: MemoryValidationError,
  429: RateLimitError,
  503: ServiceUnavailableError,
};

/** Seconds from a `Retry-After` header (delta seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** The error for a failed response whose body was already read (`body`: parsed JSON, or the text). */
export function errorFromResponse(response: Response, body: unknown): MemoryApiError {
  const retryAfter = retryAfterSeconds(response.headers.get("retry-after"));
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (Array.isArray(detail)) {
    const first = detail[0] as { loc?: unknown[]; msg?: string } | undefined;
    const where = first?.loc?.join(".") ?? "body";
    return new MemoryValidationError(response.status, "ValidationError", `${where}: ${first?.msg ?? "invalid"}`, body);
  }
  const text = typeof detail === "string" ? detail : typeof body === "string" && body ? body.slice(0, 500) : `HTTP ${response.status}`;
  const match = /^(.*?)\s*\[([A-Za-z][A-Za-z0-9]*)\]\s*$/s.exec(text);
  const name = match ? match[2]! : `HTTP${response.status}`;
  const message = match ? match[1]! : text;
  const Class = (match && BY_NAME[name]) || BY_STATUS[response.status] || MemoryApiError;
  return new Class(response.status, name, message, body, retryAfter);
}

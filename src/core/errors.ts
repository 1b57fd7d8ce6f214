import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * A named service error. The HTTP body is always `{"detail": "<message> [<ErrorName>]"}` (spec: Errors),
 * unless `body` overrides it for the few legacy shapes the spec keeps (e.g. 402 on cognify).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorName: string,
    message: string,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = errorName;
  }

  toBody(): Record<string, unknown> {
    return this.body ?? { detail: `${this.message} [${this.errorName}]` };
  }
}

export const badRequest = (message: string, name = "InvalidRequestError") => new ApiError(400, name, message);
export const notFound = (message: string, name = "NotFoundError") => new ApiError(404, name, message);
export const conflict = (message: string, name = "ConflictError") => new ApiError(409, name, message);
export const forbidden = (message: string, name = "PermissionDeniedError") => new ApiError(403, name, message);
export const unauthorized = (message: string, name = "UnauthorizedError") => new ApiError(401, name, message);

/** The spec's 403 wording: names the permission type and covers "any or all" datasets requested. */
export const permissionDenied = (permission: string) =>
  forbidden(`Request owner does not have necessary permission: [${permission}] for all datasets requested.`);

/** One entry of a 422 `HTTPValidationError` body. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export class ValidationError extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super(issues.map((i) => `${i.loc.join(".")}: ${i.msg}`).join("; "));
    this.name = "ValidationError";
  }
}

export const validationError = (loc: (string | number)[], msg: string, type = "value_error") =>
  new ValidationError([{ loc, msg, type }]);

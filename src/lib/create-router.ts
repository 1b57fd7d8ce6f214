import { OpenAPIHono, type z } from "@hono/zod-openapi";
import { ApiError, ValidationError, type ValidationIssue } from "../core/errors";
import type { AppBindings } from "./types";

type ZodIssueLike = { path: PropertyKey[]; message: string; code: string; params?: Record<string, unknown> };

/** Map zod issues to FastAPI-style `HTTPValidationError` entries (`loc` starts with the request part). */
export function toValidationIssues(target: string, issues: readonly ZodIssueLike[]): ValidationIssue[] {
  const part = target === "json" || target === "form" ? "body" : target === "param" ? "path" : target;
  return issues.map((i) => ({
    loc: [part, ...i.path.map((p) => (typeof p === "number" ? p : String(p)))],
    msg: i.message,
    type: typeof i.params?.type === "string" ? i.params.type : i.code,
  }));
}

/**
 * The one place a request's validation issues become an error: an issue raised with `status: 400` (a schema's
 * BodyCheck, schemas/common.schemas.ts) is the spec's named 400, everything else a 422 `HTTPValidationError`.
 */
export function requestError(target: string, issues: readonly ZodIssueLike[]): ApiError | ValidationError {
  const bad = issues.find((i) => i.params?.status === 400);
  if (bad) return new ApiError(400, String(bad.params?.error ?? "InvalidRequestError"), bad.message);
  return new ValidationError(toValidationIssues(target, issues));
}

/**
 * For the few routes registered without a zod body validator (a multipart body is streamed, not buffered): the
 * JSON form or the query is checked here with the route's schema, and answered exactly as the router would.
 */
export function validated<T>(schema: z.ZodType<T>, value: unknown, target: "json" | "query"): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw requestError(target, parsed.error.issues);
  return parsed.data;
}

/** Every router shares one validation-error path (requestError), answered by the app's error handler. */
export function createRouter() {
  return new OpenAPIHono<AppBindings>({
    strict: false,
    defaultHook: (result) => {
      if (!result.success) throw requestError(result.target, result.error.issues);
    },
  });
}

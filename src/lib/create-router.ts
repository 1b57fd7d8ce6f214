import { OpenAPIHono } from "@hono/zod-openapi";
import type { ValidationIssue } from "../core/errors";
import type { AppBindings } from "./types";

type ZodIssueLike = { path: PropertyKey[]; message: string; code: string };

/** Map zod issues to FastAPI-style `HTTPValidationError` entries (`loc` starts with the request part). */
export function toValidationIssues(target: string, issues: readonly ZodIssueLike[]): ValidationIssue[] {
  const part = target === "json" || target === "form" ? "body" : target === "param" ? "path" : target;
  return issues.map((i) => ({
    loc: [part, ...i.path.map((p) => (typeof p === "number" ? p : String(p)))],
    msg: i.message,
    type: i.code,
  }));
}

/** Every router shares one validation-error format: 422 with an `HTTPValidationError` body. */
export function createRouter() {
  return new OpenAPIHono<AppBindings>({
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json({ detail: toValidationIssues(result.target, result.error.issues) }, 422);
      }
    },
  });
}

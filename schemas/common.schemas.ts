import { z } from "@hono/zod-openapi";
import { hasUnsafeNameText, UNSAFE_NAME_MESSAGE } from "../src/core/text";
import { camelToSnake, snakeToCamel } from "../src/core/case";

export const ErrorDetailSchema = z
  .object({ detail: z.string().openapi({ example: "No datasets found. [DatasetNotFoundError]" }) })
  .openapi("ErrorDetail");

export const ValidationErrorSchema = z
  .object({
    detail: z.array(
      z.object({
        loc: z.array(z.union([z.string(), z.number()])),
        msg: z.string(),
        type: z.string(),
      }),
    ),
  })
  .openapi("HTTPValidationError");

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

/** Standard error responses attached to every route's OpenAPI description. */
export const errorResponses = {
  400: jsonContent(ErrorDetailSchema, "Bad request"),
  401: jsonContent(ErrorDetailSchema, "Credentials not accepted"),
  403: jsonContent(ErrorDetailSchema, "Permission denied"),
  404: jsonContent(ErrorDetailSchema, "Not found"),
  422: jsonContent(ValidationErrorSchema, "Validation error"),
} as const;

export const security: Record<string, string[]>[] = [{ ApiKeyAuth: [] }, { BearerAuth: [] }];

export const UuidSchema = z.string().uuid();


/**
 * A check on the raw body that runs before the schema, in order; the first that finds something ends validation.
 * It states the spec's 400-vs-422 rule where a schema cannot: `status: 400` answers `{"detail": "<message>
 * [<error>]"}` (e.g. search's missing `query`), anything else a 422 entry typed `type` (default `value_error`).
 */
export type BodyCheck = (
  body: Record<string, unknown>,
) => { path: string[]; message: string; status?: 400; error?: string; type?: string } | null;

/**
 * A JSON body whose keys may be sent snake_case or camelCase (cognee's DTOs: `alias_generator=to_camel,
 * populate_by_name`). Each key is declared once, under the name the document shows; its other spelling
 * is moved onto it before validation (the declared spelling wins when both are sent), so handlers read
 * one typed shape from `c.req.valid("json")`. `checks` run first, on the body as sent (see BodyCheck); the
 * router's hook (src/lib/create-router.ts) turns their issues into the spec's answers.
 */
export function aliasedBody<S extends z.ZodRawShape>(
  name: string,
  shape: S,
  meta: Parameters<z.ZodObject<S>["openapi"]>[1] = {},
  checks: BodyCheck[] = [],
) {
  const keys = Object.keys(shape);
  const normalise = (input: unknown, ctx: z.RefinementCtx) => {
    if (!input || typeof input !== "object" || Array.isArray(input)) return input;
    for (const check of checks) {
      const found = check(input as Record<string, unknown>);
      if (!found) continue;
      const { path, message, ...params } = found;
      // An issue raised here stops the pipe: the schema's own (422) issues are not reported beside it.
      ctx.addIssue({ code: "custom", path, message, params, input });
      return input;
    }
    const body = { ...(input as Record<string, unknown>) };
    for (const key of keys) {
      const alias = key.includes("_") ? snakeToCamel(key) : camelToSnake(key);
      if (alias === key || !(alias in body)) continue;
      if (body[key] === undefined) body[key] = body[alias];
      delete body[alias];
    }
    return body;
  };
  return z.preprocess(normalise, z.object(shape).openapi(name, meta));
}

/** A BodyCheck: these keys (either spelling) are refused with a 422 naming the key as sent. */
export const refuseFields =
  (fields: readonly string[], why: string): BodyCheck =>
  (body) => {
    for (const f of fields) {
      for (const key of [f, snakeToCamel(f)]) {
        if (body[key] !== undefined) return { path: [key], message: `'${f}' ${why}`, type: "extra_forbidden" };
      }
    }
    return null;
  };

/** A BodyCheck: a text field that is absent, null or blank answers the spec's 400 (not a 422) named `error`. */
export const requireText =
  (field: string, message: string, error: string): BodyCheck =>
  (body) => {
    const v = body[field] ?? body[snakeToCamel(field)];
    return v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? { path: [field], message, status: 400, error } : null;
  };

/** A user-chosen name (API key, agent, configuration, survey key): bounded, and printable text only (422 otherwise). */
export const nameString = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((s) => !hasUnsafeNameText(s), { message: `Names ${UNSAFE_NAME_MESSAGE}.` });

/**
 * Most entries in a body's item list (data, labels, metadata, dataset names and ids): the multipart form's
 * 2,000-part cap, so both forms of a call take the same amount of work. Larger batches go in several calls.
 */
export const MAX_BODY_LIST = 2_000;

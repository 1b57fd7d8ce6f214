import { z } from "@hono/zod-openapi";
import { hasUnsafeNameText, UNSAFE_NAME_MESSAGE } from "../src/core/text";

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

const snakeToCamel = (key: string) => key.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
const camelToSnake = (key: string) => key.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);

/**
 * A JSON body whose keys may be sent snake_case or camelCase (cognee's DTOs: `alias_generator=to_camel,
 * populate_by_name`). Each key is declared once, under the name the document shows; its other spelling
 * is moved onto it before validation (the declared spelling wins when both are sent), so handlers read
 * one typed shape from `c.req.valid("json")`.
 */
export function aliasedBody<S extends z.ZodRawShape>(name: string, shape: S, meta: Parameters<z.ZodObject<S>["openapi"]>[1] = {}) {
  const keys = Object.keys(shape);
  const normalise = (input: unknown) => {
    if (!input || typeof input !== "object" || Array.isArray(input)) return input;
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

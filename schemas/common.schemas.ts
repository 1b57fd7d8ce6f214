import { z } from "@hono/zod-openapi";

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

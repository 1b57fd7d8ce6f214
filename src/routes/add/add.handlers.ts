import type { Context } from "hono";
import { AddJsonBodySchema } from "../../../schemas/add.schemas";
import { toValidationIssues } from "../../lib/create-router";
import { ApiError, ValidationError } from "../../core/errors";
import type { AppBindings } from "../../lib/types";
import { addFromJson, addFromMultipart, readJsonBody } from "../../services/add.service";
import { dataDepsFor } from "../../services/data-items.service";

export async function addHandler(c: Context<AppBindings>) {
  const deps = dataDepsFor(c.env, c.get("settings"));
  const user = c.get("user");
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) {
    return c.json(await addFromMultipart(deps, user, c.req.raw), 200);
  }
  if (type.startsWith("application/json") || /^application\/[\w.+-]*\+json/.test(type)) {
    const parsed = AddJsonBodySchema.safeParse(await readJsonBody(c.req.raw));
    if (!parsed.success) throw new ValidationError(toValidationIssues("json", parsed.error.issues));
    return c.json(await addFromJson(deps, user, parsed.data), 200);
  }
  throw new ApiError(
    415,
    "UnsupportedMediaTypeError",
    "Send multipart/form-data (fields data, raw_data, datasetName, ...) or a JSON body {\"data\": \"<text>\"}.",
  );
}

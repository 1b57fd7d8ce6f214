import type { Context } from "hono";
import { RememberJsonBodySchema } from "../../../schemas/remember.schemas";
import { ApiError } from "../../core/errors";
import { validated } from "../../lib/create-router";
import { readJsonBody } from "../../services/add.service";
import type { AppBindings, AppRouteHandler } from "../../lib/types";
import { withConflictFallback } from "../../services/improve/errors";
import { rememberEntry as rememberEntryService } from "../../services/remember-entry.service";
import { rememberFromJson, rememberFromMultipart } from "../../services/remember.service";
import type * as routes from "./remember.routes";

export async function remember(c: Context<AppBindings>) {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  const isJson = type.startsWith("application/json") || /^application\/[\w.+-]*\+json/.test(type);
  if (!type.startsWith("multipart/form-data") && !isJson) {
    throw new ApiError(
      415,
      "UnsupportedMediaTypeError",
      "Send multipart/form-data (fields data, raw_data, datasetName, session_id, ...) or a JSON body {\"data\": \"<text>\", \"datasetName\": ...}.",
    );
  }
  let json: Record<string, unknown> | null = null;
  if (isJson) {
    json = validated(RememberJsonBodySchema, await readJsonBody(c.req.raw), "json");
  }
  const out = await withConflictFallback("An error occurred during remember.", () =>
    json ? rememberFromJson(c.get("ports"), c.get("user"), json) : rememberFromMultipart(c.get("ports"), c.get("user"), c.req.raw),
  );
  return c.json(out.body, out.status);
}

export const rememberEntry: AppRouteHandler<typeof routes.rememberEntry> = async (c) => {
  const out = await withConflictFallback("An error occurred during remember.", () =>
    rememberEntryService(c.get("ports"), c.get("user"), c.req.valid("json")),
  );
  return c.json(out.body, 200);
};

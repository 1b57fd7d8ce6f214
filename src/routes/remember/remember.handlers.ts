import type { Context } from "hono";
import { ApiError } from "../../core/errors";
import type { AppBindings, AppRouteHandler } from "../../lib/types";
import { withConflictFallback } from "../../services/improve/errors";
import { rememberEntry as rememberEntryService } from "../../services/remember-entry.service";
import { rememberFromMultipart } from "../../services/remember.service";
import type * as routes from "./remember.routes";

export async function remember(c: Context<AppBindings>) {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data")) {
    throw new ApiError(415, "UnsupportedMediaTypeError", "Send multipart/form-data (fields data, raw_data, datasetName, session_id, ...).");
  }
  const out = await withConflictFallback("An error occurred during remember.", () =>
    rememberFromMultipart(c.get("ports"), c.get("user"), c.req.raw),
  );
  return c.json(out.body, out.status);
}

export const rememberEntry: AppRouteHandler<typeof routes.rememberEntry> = async (c) => {
  const out = await withConflictFallback("An error occurred during remember.", () =>
    rememberEntryService(c.get("ports"), c.get("user"), c.req.valid("json")),
  );
  return c.json(out.body, 200);
};

import type { z } from "@hono/zod-openapi";
import type { RecallResponseSchema } from "../../../schemas/recall.schemas";
import { withConflictFallback } from "../../services/improve/errors";
import { recall } from "../../services/recall.service";
import { searchHistory } from "../../services/search/search.service";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./recall.routes";

export const recallHandler: AppRouteHandler<typeof routes.recallRoute> = async (c) => {
  // Spec (Errors): an unexpected failure of recall answers cognee's 409 fallback, not a 500.
  const entries = await withConflictFallback("An error occurred during recall.", () =>
    recall(c.get("ports"), c.get("user"), c.req.valid("json")),
  );
  return c.json(entries as z.infer<typeof RecallResponseSchema>, 200);
};

export const recallHistory: AppRouteHandler<typeof routes.recallHistoryRoute> = async (c) => c.json(await searchHistory(c.get("ports").db, c.get("user")), 200);

import { markDeprecated } from "../../lib/deprecation";
import { search, searchHistory } from "../../services/search/search.service";
import { TRIPLET_DEPRECATION } from "../../services/search/retrievers/triplet-completion.retriever";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./search.routes";

export const searchHandler: AppRouteHandler<typeof routes.searchRoute> = async (c) => {
  const result = await search(c.get("ports"), c.get("user"), c.req.valid("json"));
  if (result.effectiveType) c.header("X-Search-Type", result.effectiveType);
  if (result.notes.includes(TRIPLET_DEPRECATION)) markDeprecated(c, "search_type TRIPLET_COMPLETION", { href: "/api/v1/search", use: "GRAPH_COMPLETION" });
  return c.json(result.body, 200);
};

export const searchHistoryHandler: AppRouteHandler<typeof routes.searchHistoryRoute> = async (c) => c.json(await searchHistory(c.get("ports").db, c.get("user")), 200);

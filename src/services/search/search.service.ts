import type { SearchBody } from "../../../schemas/search.schemas";
import { ApiError } from "../../core/errors";
import type { Settings } from "../../lib/settings";
import type { Principal } from "../../lib/types";
import type { Db } from "../../storage/d1/client";
import type { Ports } from "../../storage/ports";
import type { DatasetRow } from "../../storage/d1/datasets.repo";
import { listSearchHistory, searchHistoryStatements } from "../../storage/d1/search-history.repo";
import { type Statements, writeBehindOrNow } from "../../storage/d1/write-behind";
import { authorizeDatasets } from "../datasets.service";
import { retrieverFor } from "./registry";
import { requireSingleDataset } from "../skills/skills-search";
import { createSearchRuntime, type SearchRuntime } from "./runtime";
import type { RetrieverOutput, SearchRequest } from "./types";
import { openSessionTurn, qaFromResults } from "../sessions.service";
import { type SearchType } from "../../core/search-types";

/** `writeBehind` sends the history write (a D1 round trip the caller should not wait for) after the response. */
export type SearchPorts = Pick<Ports, "db" | "settings" | "pods" | "vectors" | "ai" | "writeBehind">;

export interface DatasetRefs {
  names: string[] | null;
  ids: string[] | null;
}

/**
 * A validated search or recall body (the router checked it: SEARCH_BODY_CHECKS and the schema) as the request the
 * retrievers take. `query` is present and not blank: its absence was the router's 400.
 */
export function toSearchRequest(
  body: Omit<SearchBody, "code_query"> & { code_query?: SearchBody["code_query"] },
): { request: Omit<SearchRequest, "searchType"> & { searchType: SearchType | null }; refs: DatasetRefs } {
  return {
    request: {
      query: body.query!,
      searchType: body.search_type ?? null,
      topK: body.top_k ?? 15,
      nodeName: body.node_name?.filter((n) => n.trim() !== "") ?? null,
      onlyContext: body.only_context ?? false,
      systemPrompt: body.system_prompt ?? null,
      sessionId: body.session_id ?? null,
      codeQuery: body.code_query ?? null,
    },
    refs: { names: body.datasets ?? null, ids: body.dataset_ids ?? null },
  };
}

/** CYPHER and NATURAL_LANGUAGE run only with ALLOW_CYPHER_QUERY=true (403 otherwise). */
export function assertTypeEnabled(type: SearchType, settings: Settings): void {
  if ((type === "CYPHER" || type === "NATURAL_LANGUAGE") && !settings.allowCypherQuery) {
    throw new ApiError(403, "SearchTypeDisabledError", `${type} search is disabled. Set ALLOW_CYPHER_QUERY=true to enable Cypher query search types.`);
  }
  // Types of other features answer a clear 400 before any dataset is touched.
  retrieverFor(type);
}

export interface DatasetResult {
  dataset: DatasetRow;
  output: RetrieverOutput;
}

/** Runs one search type over each dataset (in parallel, each in its own workspace pod). */
export async function runSearch(runtime: SearchRuntime, datasets: DatasetRow[], request: SearchRequest): Promise<DatasetResult[]> {
  const retriever = retrieverFor(request.searchType);
  if (request.searchType === "SKILLS") requireSingleDataset(datasets);
  return Promise.all(datasets.map(async (dataset) => ({ dataset, output: await retriever.run(runtime.depsFor(dataset), request) })));
}

/** cognee's `search_result`: the context with only_context, else the completion, else the context, else the objects. */
export function searchResultOf(output: RetrieverOutput, onlyContext: boolean): unknown {
  const filled = (v: unknown) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0) && v !== "";
  if (onlyContext) return output.context ?? (output.objects.length ? output.objects : "");
  if (filled(output.completion)) return output.completion;
  if (filled(output.context)) return output.context;
  return output.objects;
}

export function shapeResults(results: DatasetResult[], onlyContext: boolean) {
  return results.map(({ dataset, output }) => ({
    dataset_id: dataset.id,
    dataset_name: dataset.name,
    dataset_tenant_id: dataset.tenantId,
    search_result: searchResultOf(output, onlyContext),
  }));
}

export interface SearchResponse {
  body: ReturnType<typeof shapeResults>;
  effectiveType: SearchType | null;
  notes: string[];
}

/** `POST /api/v1/search`: validate, authorise read on every dataset named, run, log history. */
export async function search(ports: SearchPorts, user: Principal, input: SearchBody): Promise<SearchResponse> {
  const { request, refs } = toSearchRequest(input);
  const searchType = request.searchType ?? "HYBRID_COMPLETION";
  assertTypeEnabled(searchType, ports.settings);
  const datasets = await authorizeDatasets(ports.db, user, "read", refs);
  const req: SearchRequest = { ...request, searchType };
  if (searchType === "SKILLS") requireSingleDataset(datasets);
  if (datasets.length === 0) {
    await writeHistory(ports, searchHistoryStatements(ports.db, { userId: user.id, query: req.query, queryType: searchType, results: [] }));
    return { body: [], effectiveType: null, notes: [] };
  }
  // With a session_id, completions see the session's earlier turns and this turn is stored in it.
  const turn = req.sessionId ? await openSessionTurn(ports, user, req.sessionId, datasets) : null;
  if (turn) req.history = turn.history;
  const runtime = createSearchRuntime(ports);
  const results = await runSearch(runtime, datasets, req);
  const body = shapeResults(results, req.onlyContext);
  await writeHistory(ports, historyOf(ports, user, req, results, body));
  if (turn) await turn.record(qaFromResults(req.query, results[0]?.output.effectiveType ?? searchType, datasets, results.map((r) => r.output)));
  const effective = results[0]?.output.effectiveType ?? searchType;
  const notes = [...new Set(results.flatMap((r) => r.output.notes ?? []))];
  return { body, effectiveType: effective, notes };
}

/** History rows go after the response (or now, outside a request); a failed write never fails a search. */
export const writeHistory = (ports: Pick<Ports, "db" | "writeBehind">, statements: Statements): Promise<void> =>
  writeBehindOrNow(ports.db, ports.writeBehind, { label: "search history", statements });

/** The history rows of one search: the query and each dataset's result, cut at SEARCH_HISTORY_MAX_CHARS. */
export function historyOf(
  ports: Pick<Ports, "db" | "settings">,
  user: Principal,
  req: SearchRequest,
  results: DatasetResult[],
  body: { dataset_id: string; search_result: unknown }[],
): Statements {
  const max = ports.settings.search.historyMaxChars;
  return searchHistoryStatements(ports.db, {
    userId: user.id,
    query: req.query,
    queryType: results[0]?.output.effectiveType ?? req.searchType,
    results: body.map((b) => {
      const text = typeof b.search_result === "string" ? b.search_result : JSON.stringify(b.search_result);
      return { datasetId: b.dataset_id, text: text.length > max ? `${text.slice(0, max)}…` : text };
    }),
  });
}

export async function searchHistory(db: Db, user: Principal) {
  return listSearchHistory(db, user.id);
}

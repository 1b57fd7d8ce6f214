import { NormalisedSearchSchema, REFUSED_SEARCH_FIELDS } from "../../../schemas/search.schemas";
import { snakeToCamel } from "../../lib/case";
import { ApiError, badRequest, ValidationError, validationError } from "../../core/errors";
import type { Settings } from "../../lib/settings";
import type { Principal } from "../../lib/types";
import type { Db } from "../../storage/d1/client";
import type { Ports } from "../../storage/ports";
import type { DatasetRow } from "../../storage/d1/datasets.repo";
import { listSearchHistory, recordSearch } from "../../storage/d1/search-history.repo";
import { authorizeDatasets } from "../datasets.service";
import { retrieverFor } from "./registry";
import { requireSingleDataset } from "../skills/skills-search";
import { createSearchRuntime, type SearchRuntime } from "./runtime";
import type { RetrieverOutput, SearchRequest } from "./types";
import { openSessionTurn, qaFromResults } from "../sessions.service";
import { type SearchType } from "../../core/search-types";

/** `defer` runs the history write (a D1 round trip the caller should not wait for) after the response. */
export type SearchPorts = Pick<Ports, "db" | "settings" | "pods" | "vectors" | "ai" | "defer">;

export interface DatasetRefs {
  names: string[] | null;
  ids: string[] | null;
}

const KNOWN_FIELDS = ["query", "search_type", "datasets", "dataset_ids", "top_k", "node_name", "only_context", "system_prompt", "session_id", "code_query"];

/** Reads snake_case or camelCase keys into snake_case (cognee DTOs accept both). */
export function normaliseKeys(body: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (body[f] !== undefined) out[f] = body[f];
    else if (body[snakeToCamel(f)] !== undefined) out[f] = body[snakeToCamel(f)];
  }
  return out;
}

/** The 400 for a missing query (spec: `query` is required on search and recall; there is no default). */
export function requireQuery(value: unknown): string {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    throw badRequest("Field 'query' is required: send the question or search text in 'query'.", "MissingQueryError");
  }
  return value as string;
}

/**
 * Validates a search body: 400 when `query` is missing; 422 for an unknown `search_type`, a `top_k`
 * outside 1..1000, wrong types, or the SDK-only fields the HTTP endpoint refuses.
 */
export function parseSearchBody(
  raw: unknown,
  extraFields: string[] = [],
): { request: Omit<SearchRequest, "searchType"> & { searchType: SearchType | null }; refs: DatasetRefs; body: Record<string, unknown> } {
  const body = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  for (const f of REFUSED_SEARCH_FIELDS) {
    if (body[f] !== undefined || body[snakeToCamel(f)] !== undefined) {
      throw validationError(
        ["body", body[f] !== undefined ? f : snakeToCamel(f)],
        `'${f}' is not accepted by the HTTP search endpoint (it is an SDK-level option); remove it from the request.`,
        "extra_forbidden",
      );
    }
  }
  const norm = normaliseKeys(body, [...KNOWN_FIELDS, ...extraFields]);
  const query = requireQuery(norm.query);
  const parsed = NormalisedSearchSchema.safeParse(norm);
  if (!parsed.success) {
    throw new ValidationError(
      parsed.error.issues.map((i) => ({ loc: ["body", ...i.path.map((p) => (typeof p === "number" ? p : String(p)))], msg: i.message, type: i.code })),
    );
  }
  const v = parsed.data;
  const topK = v.top_k ?? 15;
  if (topK <= 0 || topK > 1000) {
    throw validationError(["body", "top_k"], "top_k must be between 1 and 1000.", "QueryValidationError");
  }
  return {
    request: {
      query,
      searchType: v.search_type ?? null,
      topK,
      nodeName: v.node_name?.filter((n) => n.trim() !== "") ?? null,
      onlyContext: v.only_context ?? false,
      systemPrompt: v.system_prompt ?? null,
      sessionId: v.session_id ?? null,
      codeQuery: v.code_query ?? null,
    },
    refs: { names: v.datasets ?? null, ids: v.dataset_ids ?? null },
    body,
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
export async function search(ports: SearchPorts, user: Principal, raw: unknown): Promise<SearchResponse> {
  const { request, refs } = parseSearchBody(raw);
  const searchType = request.searchType ?? "HYBRID_COMPLETION";
  assertTypeEnabled(searchType, ports.settings);
  const datasets = await authorizeDatasets(ports.db, user, "read", refs);
  const req: SearchRequest = { ...request, searchType };
  if (searchType === "SKILLS") requireSingleDataset(datasets);
  if (datasets.length === 0) {
    await later(ports, recordSearch(ports.db, { userId: user.id, query: req.query, queryType: searchType, results: [] }));
    return { body: [], effectiveType: null, notes: [] };
  }
  // With a session_id, completions see the session's earlier turns and this turn is stored in it.
  const turn = req.sessionId ? await openSessionTurn(ports, user, req.sessionId, datasets) : null;
  if (turn) req.history = turn.history;
  const runtime = createSearchRuntime(ports);
  const results = await runSearch(runtime, datasets, req);
  const body = shapeResults(results, req.onlyContext);
  await later(ports, logHistory(ports, user, req, results, body));
  if (turn) await turn.record(qaFromResults(req.query, results[0]?.output.effectiveType ?? searchType, datasets, results.map((r) => r.output)));
  const effective = results[0]?.output.effectiveType ?? searchType;
  const notes = [...new Set(results.flatMap((r) => r.output.notes ?? []))];
  return { body, effectiveType: effective, notes };
}

/** Hands work to `ports.defer` (after the response) or awaits it; a failed history write never fails a search. */
export async function later(ports: { defer?: (work: Promise<unknown>) => void }, work: Promise<unknown>): Promise<void> {
  const guarded = work.catch((err) => console.error("search history write failed", err));
  if (ports.defer) ports.defer(guarded);
  else await guarded;
}

export async function logHistory(
  ports: Pick<Ports, "db" | "settings">,
  user: Principal,
  req: SearchRequest,
  results: DatasetResult[],
  body: { dataset_id: string; search_result: unknown }[],
): Promise<void> {
  const max = ports.settings.search.historyMaxChars;
  await recordSearch(ports.db, {
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

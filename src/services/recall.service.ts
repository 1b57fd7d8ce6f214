import type { RecallBody } from "../../schemas/recall.schemas";
import type { Principal } from "../lib/types";
import { authorizeDatasets } from "./datasets.service";
import { routable, routeQuery } from "./query-router";
import { createSearchRuntime } from "./search/runtime";
import { assertTypeEnabled, type DatasetResult, type SearchPorts, writeHistory, historyOf, runSearch, toSearchRequest, searchResultOf, shapeResults } from "./search/search.service";
import type { RetrievedItem, SearchRequest } from "./search/types";
import { openSessionTurn, qaEntry, qaFromResults } from "./sessions.service";
import { type SessionEntryRow } from "../core/pod/sessions";
import { type SearchType } from "../core/search-types";

export type RecallPorts = SearchPorts;

type Source = "graph" | "session";

/** cognee's recall `kind` per search type (normalize_search_payload). */
const KIND: Partial<Record<SearchType, string>> = {
  GRAPH_COMPLETION: "graph_completion",
  GRAPH_COMPLETION_COT: "graph_completion",
  GRAPH_COMPLETION_CONTEXT_EXTENSION: "graph_completion",
  GRAPH_SUMMARY_COMPLETION: "graph_completion",
  HYBRID_COMPLETION: "graph_completion",
  RAG_COMPLETION: "rag_completion",
  TRIPLET_COMPLETION: "triplet_completion",
  CYPHER: "cypher",
  NATURAL_LANGUAGE: "natural_language",
  TEMPORAL: "temporal",
  CHUNKS: "chunk",
  CHUNKS_LEXICAL: "chunk",
  SUMMARIES: "summary",
};

const WARMING_UP = {
  source: "system",
  status: "memory_warming_up",
  text: "Memory is still warming up: no knowledge graph data exists yet for the requested datasets.",
  datapoint_count: 0,
  threshold: 1,
};

/** The sources a validated `scope` selects; null (absent, empty or `auto`) lets recall choose. */
function sourcesOf(scope: string[] | null | undefined): Set<Source> | null {
  if (!scope || scope.length === 0 || scope.includes("auto")) return null;
  const out = new Set<Source>();
  for (const s of scope) {
    if (s === "all") {
      out.add("graph");
      out.add("session");
    } else if (s === "graph" || s === "graph_context") out.add("graph");
    else if (s === "session") out.add("session");
  }
  return out;
}

const provenance = (item: RetrievedItem | undefined) => (item ? { ...item.metadata } : {});

/** One recall entry per element of a dataset's search result (cognee's normalize_search_payload). */
function graphEntries(r: DatasetResult, onlyContext: boolean): Record<string, unknown>[] {
  const type = r.output.effectiveType;
  const kind = KIND[type] ?? "unknown";
  const result = searchResultOf(r.output, onlyContext);
  const elements = Array.isArray(result) ? result : result === null || result === undefined || result === "" ? [] : [result];
  const base = { source: "graph", kind, search_type: type, dataset_id: r.dataset.id, dataset_name: r.dataset.name, structured: null };
  return elements.map((el, i) => {
    if (typeof el === "string") {
      // A completion: its provenance is the best supporting item the retriever found.
      const top = r.output.items[0];
      return {
        ...base,
        text: el,
        score: top?.score ?? null,
        metadata: provenance(top),
        raw: { value: el, sources: r.output.items.slice(0, 10) },
      };
    }
    const obj = (el ?? {}) as Record<string, unknown>;
    const item = r.output.items[i];
    const text = ["text", "completion", "summary", "name", "content", "answer"].map((k) => obj[k]).find((v) => typeof v === "string" && v) as string | undefined;
    const metadata: Record<string, unknown> = {};
    if (obj.document_id ?? obj.data_id) metadata.data_id = String(obj.document_id ?? obj.data_id);
    if (typeof obj.id === "string" && (kind === "chunk" || kind === "summary")) metadata.chunk_id = kind === "summary" && obj.source_chunk_id ? obj.source_chunk_id : obj.id;
    if (typeof obj.chunk_index === "number") metadata.chunk_index = obj.chunk_index;
    if (obj.document_name) metadata.document_name = String(obj.document_name);
    return {
      ...base,
      text: text ?? JSON.stringify(obj),
      score: typeof obj.score === "number" ? obj.score : (item?.score ?? null),
      metadata,
      raw: obj,
    };
  });
}

/**
 * `POST /api/v1/recall`: search memory for an agent. `search_type` omitted or null auto-routes the query
 * (weighted rules; date-scoped questions go to TEMPORAL). With `session_id`, earlier turns of the session
 * are searched by keyword overlap and this turn (question, answer, context, used graph elements) is
 * stored. Session only (no datasets, no type) answers from the session when it has a hit.
 */
export async function recall(ports: RecallPorts, user: Principal, body: RecallBody): Promise<Record<string, unknown>[]> {
  const { request, refs } = toSearchRequest(body);
  const scope = sourcesOf(body.scope);
  const explicitType = request.searchType;
  if (explicitType) assertTypeEnabled(explicitType, ports.settings);
  const datasets = await authorizeDatasets(ports.db, user, "read", refs);
  const route = explicitType ? null : routeQuery(request.query);
  const searchType: SearchType = explicitType ?? routable(route!.searchType, { allowCypher: ports.settings.allowCypherQuery });
  const sessionId = request.sessionId;
  const namedDatasets = !!(refs.names?.length || refs.ids?.length);

  let sources: Source[];
  let shortCircuit = false;
  if (scope) sources = [...scope].filter((s) => s !== "session" || sessionId);
  else if (sessionId && !namedDatasets && !explicitType) {
    sources = ["session", "graph"];
    shortCircuit = true;
  } else sources = sessionId ? ["session", "graph"] : ["graph"];

  const turn = sessionId ? await openSessionTurn(ports, user, sessionId, datasets) : null;
  const own = turn?.own ?? null;

  const out: Record<string, unknown>[] = [];
  if (sources.includes("session") && own && sessionId) {
    const hits = (await own.pod.searchSessionEntries(sessionId, user.id, request.query, { kinds: ["qa"], topK: request.topK })) as (SessionEntryRow & { hits: number })[];
    for (const h of hits) out.push({ source: "session", ...qaEntry(h), score: h.hits });
    if (shortCircuit && hits.length) return out;
  }
  if (!sources.includes("graph")) return out;
  if (datasets.length === 0) return out;

  if (!request.onlyContext) {
    // Warm-up guard (cognee RECALL_WARMUP_SHORTCIRCUIT): nothing was ever cognified for these datasets.
    const runtimeStatus = await Promise.all(
      [...new Set(datasets.map((d) => d.workspaceId))].map(
        (ws) =>
          ports.pods(ws).retrievalStatus(datasets.filter((d) => d.workspaceId === ws).map((d) => d.id)) as Promise<
            Record<string, { nodes: number; chunks: number; runs: number }>
          >,
      ),
    );
    // Chunks exist only once cognify processed something (add alone writes none).
    const warm = runtimeStatus.some((s) => Object.values(s).some((v) => v.chunks > 0));
    if (!warm) return sources.length > 1 ? out : [WARMING_UP];
  }

  const req: SearchRequest = { ...request, searchType, history: turn?.history };
  const runtime = createSearchRuntime(ports);
  const results = await runSearch(runtime, datasets, req);
  const shaped = shapeResults(results, req.onlyContext);
  await writeHistory(ports, historyOf(ports, user, req, results, shaped));
  for (const r of results) {
    for (const e of graphEntries(r, req.onlyContext)) {
      out.push({ ...e, ...(route ? { routed: { search_type: searchType, confidence: route.confidence, scores: route.scores } } : {}) });
    }
  }

  if (turn) await turn.record(qaFromResults(request.query, searchType, datasets, results.map((r) => r.output)));
  return out;
}

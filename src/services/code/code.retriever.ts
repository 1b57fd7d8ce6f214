import { CodeGraph, CodeQueryInvalid, CodeSeedNotFound, askContext, extractiveAnswer, runCodeOperation } from "../../core/code/operations";
import type { CodeSnapshot } from "../../core/code/model";
import { DEFAULT_RULES_NODE_SET } from "../../core/code/rules";
import { ApiError } from "../../core/errors";
import type { PodStub } from "../../storage/pods";
import { generateAnswer } from "../search/completion";
import type { Retriever, RetrieverOutput } from "../search/types";

/**
 * Snapshots per dataset in this isolate, as cognee keeps its code snapshots (LRU of 16): each query asks
 * the pod only for the version (one small RPC) and reloads when it moved. The TTL bounds how long a
 * snapshot of a dataset nobody queries stays in memory.
 */
const CACHE_MAX = 16;
const CACHE_TTL_MS = 60_000;
const cache = new Map<string, { version: string; graph: CodeGraph; at: number }>();

export async function codeGraphFor(pod: PodStub, datasetId: string): Promise<CodeGraph> {
  const now = Date.now();
  for (const [k, v] of cache) if (now - v.at > CACHE_TTL_MS) cache.delete(k);
  const hit = cache.get(datasetId);
  const r = await pod.loadCodeSnapshot(datasetId, hit?.version ?? null);
  let graph: CodeGraph;
  if (r.snapshot === null && hit) graph = hit.graph;
  else graph = new CodeGraph(r.snapshot ? (JSON.parse(r.snapshot) as CodeSnapshot) : { nodes: [], edges: [] });
  cache.delete(datasetId);
  cache.set(datasetId, { version: r.version, graph, at: now });
  while (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
  return graph;
}

const output = (type: "CODE" | "CODING_RULES", result: unknown, text: string): RetrieverOutput => ({
  objects: [result],
  context: [result],
  completion: [result],
  effectiveType: type,
  usedNodeIds: [],
  usedEdgeIds: [],
  items: text ? [{ kind: "row", text, score: null, metadata: {} }] : [],
});

/**
 * CODE search: `code_query.operation` (default explore) with its arguments, over the dataset's code graph.
 * Without `code_query` the query text is a name search. No LLM and no vectors, except `ask` with an LLM
 * configured. An unknown seed is this dataset's answer (`CodeSeedNotFoundError`), not a failed request.
 */
export const codeRetriever: Retriever = {
  type: "CODE",
  async run(deps, req) {
    const cq = req.codeQuery ?? null;
    const operation = String(cq?.operation ?? (cq ? "explore" : "search"));
    const args: Record<string, unknown> = { ...(cq ?? {}) };
    delete args.operation;
    // The query text is the name searched (search, or no code_query); other operations take their own arguments.
    if (req.query && args.query === undefined && operation === "search") args.query = req.query;
    if (req.query && (operation === "ask" || operation === "explore" || operation === "neighbors") && !args.name && !args.focus && !args.id) {
      // `ask` without a focus: the query names it (its longest identifier-like word that resolves).
      args.name = req.query;
    }
    const graph = await codeGraphFor(deps.pod, deps.dataset.id);
    try {
      if (operation === "ask" && deps.provider.llm) {
        const seedGraph = resolveAskFocus(graph, args);
        const { focus, lines } = askContext(graph, seedGraph);
        const answer = await generateAnswer(deps, req, lines.join("\n"), "graph", String(args.question ?? req.query));
        return output("CODE", { operation, answer, focus, context: lines }, answer ?? "");
      }
      const result = operation === "ask" ? extractiveAnswer(graph, resolveAskFocus(graph, args)) : runCodeOperation(graph, operation, args);
      return output("CODE", { operation, ...(result as object) }, JSON.stringify(result).slice(0, 2000));
    } catch (err) {
      if (err instanceof CodeSeedNotFound) {
        return output("CODE", { operation, error: "CodeSeedNotFoundError", message: err.message, seed: err.seed }, "");
      }
      if (err instanceof CodeQueryInvalid) throw new ApiError(400, "CodeQueryError", err.message);
      throw err;
    }
  },
};

/** `ask` names its focus in `name`/`focus`, or in the question: the first word that resolves to a fact. */
function resolveAskFocus(graph: CodeGraph, args: Record<string, unknown>): Record<string, unknown> {
  const named = [args.id, args.focus, args.name].find((v) => typeof v === "string" && graph.resolve(v).length);
  if (named) return { ...args, name: named };
  const words = String(args.question ?? args.query ?? args.name ?? "").match(/[A-Za-z_][\w./:]*[\w]/g) ?? [];
  const hit = [...words].sort((a, b) => b.length - a.length).find((w) => w.length > 2 && graph.resolve(w).length);
  return hit ? { ...args, name: hit } : args;
}

/** CODING_RULES: every rule text of the node sets asked (`node_name`, default `coding_agent_rules`), a flat list. */
export const codingRulesRetriever: Retriever = {
  type: "CODING_RULES",
  async run(deps, req) {
    const sets = req.nodeName?.length ? req.nodeName : [DEFAULT_RULES_NODE_SET];
    const rules = await deps.pod.codingRules(deps.dataset.id, sets);
    return {
      objects: rules,
      context: rules,
      completion: rules,
      effectiveType: "CODING_RULES",
      usedNodeIds: [],
      usedEdgeIds: [],
      items: rules.map((text) => ({ kind: "row" as const, text, score: null, metadata: {} })),
    };
  },
};

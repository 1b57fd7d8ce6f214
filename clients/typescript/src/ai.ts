/**
 * Vercel AI SDK tools over the memory: `search`, `recall` and `remember`, with zod input schemas, for
 * `generateText({ tools: memoryTools(memory) })` or an agent's tool set. Import from `kg-memory-client/ai`
 * (needs the `ai` and `zod` packages; the core client does not).
 */
import { tool } from "ai";
import { z } from "zod";
import type { MemoryClient, SearchType } from "./client.js";

/** The search types offered to a model (CYPHER, NATURAL_LANGUAGE and CODE need arguments a model should not guess). */
export const AGENT_SEARCH_TYPES = [
  "HYBRID_COMPLETION",
  "GRAPH_COMPLETION",
  "RAG_COMPLETION",
  "CHUNKS",
  "CHUNKS_LEXICAL",
  "SUMMARIES",
  "GRAPH_COMPLETION_COT",
  "GRAPH_SUMMARY_COMPLETION",
  "TEMPORAL",
  "FEELING_LUCKY",
  "SKILLS",
] as const satisfies readonly SearchType[];

export interface MemoryToolOptions {
  /** Datasets searched and written (default: every readable dataset for search/recall, main_dataset for remember). */
  datasets?: string[];
  /** Conversation session: recall reads and stores its turns there. */
  sessionId?: string;
  /** Results per dataset (default 10). */
  topK?: number;
}

const compact = (value: unknown, max = 2000) => {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max)}…` : text;
};

/** The three memory tools, bound to a client (its credentials decide what the model may read and write). */
export function memoryTools(memory: MemoryClient, options: MemoryToolOptions = {}) {
  const topK = options.topK ?? 10;
  return {
    search: tool({
      description:
        "Search long-term memory (a knowledge graph built from stored documents). Returns answers or passages per dataset. " +
        "Use GRAPH_COMPLETION for questions about entities and their relations, CHUNKS for verbatim passages.",
      inputSchema: z.object({
        query: z.string().min(1).describe("The question or search text"),
        search_type: z.enum(AGENT_SEARCH_TYPES).optional().describe("How to search; default HYBRID_COMPLETION"),
        datasets: z.array(z.string()).optional().describe("Dataset names to search; default all readable"),
      }),
      execute: async ({ query, search_type, datasets }) => {
        const results = await memory.search({ query, search_type, datasets: datasets ?? options.datasets, top_k: topK });
        return results.map((r) => ({
          dataset: r.dataset_name,
          results: (Array.isArray(r.search_result) ? r.search_result : [r.search_result]).map((x) => compact(x)),
        }));
      },
    }),
    recall: tool({
      description:
        "Recall what is known about a question: the service picks the search strategy and includes this conversation's earlier turns.",
      inputSchema: z.object({
        query: z.string().min(1).describe("The question"),
        datasets: z.array(z.string()).optional().describe("Dataset names; default all readable"),
      }),
      execute: async ({ query, datasets }) => {
        const entries = await memory.recall({ query, datasets: datasets ?? options.datasets, session_id: options.sessionId, top_k: topK });
        return entries.map((e) => ({ source: e.source, text: compact(e.text ?? e), score: e.score ?? null, dataset: e.dataset_name ?? null }));
      },
    }),
    remember: tool({
      description: "Store a fact, note or document in long-term memory so it can be searched later.",
      inputSchema: z.object({
        text: z.string().min(1).max(1_000_000).describe("What to remember, as plain text"),
        dataset: z.string().optional().describe("Dataset name; default main_dataset"),
      }),
      execute: async ({ text, dataset }) => {
        // Into the graph, not the session: what the model chose to remember should outlive the conversation.
        const result = await memory.remember(text, { datasetName: dataset ?? options.datasets?.[0] ?? "main_dataset" });
        return { status: result.status, dataset: result.dataset_name, items: result.items_processed };
      },
    }),
  };
}

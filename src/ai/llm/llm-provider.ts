/**
 * An AiProvider over any AI SDK language model + embedding model (Workers AI, OpenAI-compatible, or the
 * SDK's mock models in tests). Every call goes through `withRetry` (errors.ts); the SDK's own retries are
 * off (maxRetries: 0) so backoff, 402 classification and redaction happen in one place.
 */
import { z } from "@hono/zod-openapi";
import { type EmbeddingModel, type LanguageModel, Output, type Tool, embedMany, generateText, jsonSchema, tool } from "ai";
import type { AiProvider, Embedder, ExtractOptions, ExtractedEdge, ExtractedNode, KnowledgeGraph, LlmPort, TokenUsage, ToolCallsDecision, ToolCallsInput } from "../types";
import { constrainGraph, ontologyPrompt } from "../ontology";
import { DEFAULT_RETRY, type RetryPolicy, withRetry } from "./errors";
import { GRAPH_PROMPT, SUMMARY_PROMPT, answerSystemPrompt, answerUserPrompt } from "./prompts";

/** cognee's default KnowledgeGraph model; every field required (OpenAI strict mode), description nullable. */
export const KnowledgeGraphSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.string().describe("Human-readable identifier: the entity's most complete name."),
      name: z.string(),
      type: z.string().describe('Basic type such as "Person", "Organization", "Location", "Date", "Concept".'),
      description: z.string(),
    }),
  ),
  edges: z.array(
    z.object({
      source_node_id: z.string(),
      target_node_id: z.string(),
      relationship_name: z.string().describe("snake_case, e.g. works_for"),
      description: z.string().nullable().describe("Concrete one-sentence fact expressed by this edge, using endpoint names."),
    }),
  ),
});

const SummarySchema = z.object({ summary: z.string(), description: z.string() });

export interface LlmProviderConfig {
  name: "workers-ai" | "openai-compatible";
  languageModel: LanguageModel;
  languageModelId: string;
  embeddingModel: EmbeddingModel;
  embeddingModelId: string;
  /** Known or configured output size; 0 = learn it from the first response. */
  embeddingDimensions: number;
  /** Sent to the endpoint (OpenAI text-embedding-3 accepts it); only when configured explicitly. */
  requestDimensions?: number;
  maxInputTokens: number;
  embeddingBatchSize: number;
  retry?: Partial<RetryPolicy>;
}

const snake = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");

/** Cleans an LLM graph: ids as names, snake_case relations, edges only between known nodes, first id wins. */
export function normaliseGraph(raw: { nodes?: unknown; edges?: unknown }): KnowledgeGraph {
  const nodes: ExtractedNode[] = [];
  const ids = new Set<string>();
  for (const n of Array.isArray(raw.nodes) ? (raw.nodes as Record<string, unknown>[]) : []) {
    const id = String(n.id ?? n.name ?? "").trim();
    if (!id || ids.has(id)) continue;
    ids.add(id);
    nodes.push({
      id,
      name: String(n.name ?? "").trim() || id,
      type: String(n.type ?? "").trim() || "Concept",
      description: String(n.description ?? "").trim(),
    });
  }
  const edges: ExtractedEdge[] = [];
  for (const e of Array.isArray(raw.edges) ? (raw.edges as Record<string, unknown>[]) : []) {
    const source = String(e.source_node_id ?? "").trim();
    const target = String(e.target_node_id ?? "").trim();
    const rel = snake(String(e.relationship_name ?? ""));
    if (!source || !target || !rel) continue;
    // A model sometimes references a node it did not list: add it rather than lose the fact.
    for (const id of [source, target]) {
      if (!ids.has(id)) {
        ids.add(id);
        nodes.push({ id, name: id, type: "Concept", description: "" });
      }
    }
    const description = typeof e.description === "string" && e.description.trim() ? e.description.trim() : undefined;
    edges.push({ source_node_id: source, target_node_id: target, relationship_name: rel, ...(description ? { description } : {}) });
  }
  return { nodes, edges };
}

/**
 * A custom `graph_model` answer is an arbitrary object: objects with a name/id become nodes (type from
 * their `type` field or the property that holds them), and the property linking two of them becomes the edge.
 */
export function objectToGraph(value: unknown, rootType = "Thing"): KnowledgeGraph {
  const obj = value as Record<string, unknown>;
  if (obj && typeof obj === "object" && Array.isArray(obj.nodes) && Array.isArray(obj.edges)) return normaliseGraph(obj);
  const nodes: ExtractedNode[] = [];
  const edges: ExtractedEdge[] = [];
  const seen = new Set<string>();
  const visit = (v: unknown, type: string): string | undefined => {
    if (Array.isArray(v)) {
      for (const item of v) visit(item, type);
      return undefined;
    }
    if (!v || typeof v !== "object") return undefined;
    const o = v as Record<string, unknown>;
    const idValue = o.name ?? o.id ?? o.title;
    const id = typeof idValue === "string" || typeof idValue === "number" ? String(idValue).trim() : "";
    const nodeType = typeof o.type === "string" && o.type.trim() ? o.type.trim() : type;
    if (id && !seen.has(id)) {
      seen.add(id);
      const description = typeof o.description === "string" ? o.description : Object.entries(o).filter(([, x]) => typeof x !== "object").map(([k, x]) => `${k}: ${String(x)}`).join("; ");
      nodes.push({ id, name: id, type: nodeType, description });
    }
    for (const [key, child] of Object.entries(o)) {
      if (!child || typeof child !== "object") continue;
      const childType = key.replace(/s$/, "").replace(/(^|_)(\w)/g, (_m, _u, c: string) => c.toUpperCase());
      const items = Array.isArray(child) ? child : [child];
      for (const item of items) {
        const childId = visit(item, childType);
        if (id && childId && childId !== id) edges.push({ source_node_id: id, target_node_id: childId, relationship_name: snake(key) || "related_to" });
      }
    }
    return id || undefined;
  };
  visit(value, rootType);
  return { nodes, edges };
}

export function createLlmProvider(config: LlmProviderConfig): AiProvider {
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...config.retry };
  const usage = new Map<string, TokenUsage>();
  const count = (model: string, tokensIn: number | undefined, tokensOut: number | undefined) => {
    if (!tokensIn && !tokensOut) return;
    const u = usage.get(model) ?? { model, tokensIn: 0, tokensOut: 0 };
    u.tokensIn += tokensIn ?? 0;
    u.tokensOut += tokensOut ?? 0;
    usage.set(model, u);
  };
  const chatModel = config.languageModelId;

  async function text(system: string | undefined, prompt: string, what: string): Promise<string> {
    return withRetry(
      what,
      async (signal) => {
        const r = await generateText({ model: config.languageModel, system, prompt, temperature: 0, maxRetries: 0, abortSignal: signal });
        count(chatModel, r.usage.inputTokens, r.usage.outputTokens);
        return r.text;
      },
      policy,
    );
  }

  async function object<T>(system: string | undefined, prompt: string, schema: z.ZodType<T> | ReturnType<typeof jsonSchema>, name: string, what: string): Promise<T> {
    return withRetry(
      what,
      async (signal) => {
        try {
          const r = await generateText({
            model: config.languageModel,
            system,
            prompt,
            temperature: 0,
            maxRetries: 0,
            abortSignal: signal,
            output: Output.object({ schema: schema as z.ZodType<T>, name }),
          });
          count(chatModel, r.usage.inputTokens, r.usage.outputTokens);
          return r.output as T;
        } catch (err) {
          // A rejected (unparseable) answer still consumed tokens.
          const u = (err as { usage?: { inputTokens?: number; outputTokens?: number } }).usage;
          if (u) count(chatModel, u.inputTokens, u.outputTokens);
          throw err;
        }
      },
      policy,
    );
  }

  /** One turn with tools and no `execute`: the SDK stops after the model's first step and hands back its calls. */
  async function toolCalls(input: ToolCallsInput): Promise<ToolCallsDecision> {
    const tools: Record<string, Tool> = {};
    for (const t of input.tools) {
      tools[t.name] = tool({ description: t.description, inputSchema: jsonSchema(t.parameters as Parameters<typeof jsonSchema>[0]) });
    }
    const toolChoice = typeof input.toolChoice === "object" ? { type: "tool" as const, toolName: input.toolChoice.name } : input.toolChoice;
    return withRetry(
      `Tool selection with ${chatModel}`,
      async (signal) => {
        const r = await generateText({
          model: config.languageModel,
          system: input.system,
          prompt: input.prompt,
          tools,
          toolChoice,
          temperature: input.temperature,
          maxOutputTokens: input.maxOutputTokens,
          maxRetries: 0,
          abortSignal: signal,
        });
        count(chatModel, r.usage.inputTokens, r.usage.outputTokens);
        return {
          calls: r.toolCalls.map((c) => ({ id: c.toolCallId, name: c.toolName, input: c.input })),
          text: r.text,
          usage: { tokensIn: r.usage.inputTokens ?? 0, tokensOut: r.usage.outputTokens ?? 0 },
        };
      },
      policy,
    );
  }

  let learnedDims = config.embeddingDimensions;
  const embedder: Embedder = {
    model: config.embeddingModelId,
    get dimensions() {
      return learnedDims;
    },
    maxInputTokens: config.maxInputTokens,
    async embed(texts: string[]): Promise<Float32Array[]> {
      const out: Float32Array[] = [];
      const size = Math.max(1, config.embeddingBatchSize);
      for (let i = 0; i < texts.length; i += size) {
        const batch = texts.slice(i, i + size).map((t) => (t.trim() ? t : " "));
        const vectors = await withRetry(
          `Embedding with ${config.embeddingModelId}`,
          async (signal) => {
            const r = await embedMany({
              model: config.embeddingModel,
              values: batch,
              maxRetries: 0,
              abortSignal: signal,
              ...(config.requestDimensions ? { dimensions: config.requestDimensions } : {}),
            });
            count(config.embeddingModelId, r.usage?.tokens, 0);
            return r.embeddings;
          },
          policy,
        );
        for (const v of vectors) {
          if (!learnedDims) learnedDims = v.length;
          out.push(Float32Array.from(v));
        }
      }
      return out;
    },
  };

  const llm: LlmPort = {
    model: chatModel,
    text: ({ system, prompt }) => text(system, prompt, `LLM call to ${chatModel}`),
    object: <T>({ system, prompt, schema }: { system?: string; prompt: string; schema: z.ZodType<T> }) => object<T>(system, prompt, schema, "result", `LLM call to ${chatModel}`),
    toolCalls,
  };

  return {
    name: config.name,
    extractor: {
      async extract(text: string, options?: ExtractOptions): Promise<KnowledgeGraph> {
        const system = (options?.customPrompt?.trim() || GRAPH_PROMPT) + (options?.ontology ? ontologyPrompt(options.ontology) : "");
        // Relative dates ("yesterday") can only become YYYY-MM-DD against a known date.
        const input = options?.referenceDate ? `Reference date for relative dates in this text: ${options.referenceDate}\n\n${text}` : text;
        if (options?.graphModel) {
          const title = typeof options.graphModel.title === "string" ? options.graphModel.title : "GraphModel";
          const result = await object<unknown>(system, input, jsonSchema(options.graphModel as Parameters<typeof jsonSchema>[0]), title, `Graph extraction with ${chatModel}`);
          return objectToGraph(result, title);
        }
        const result = await object(system, input, KnowledgeGraphSchema, "KnowledgeGraph", `Graph extraction with ${chatModel}`);
        // The prompt asks the model to keep to the ontology; the same filter as offline makes sure it did.
        return options?.ontology ? constrainGraph(normaliseGraph(result), options.ontology, text) : normaliseGraph(result);
      },
    },
    summarizer: {
      async summarize(input: string): Promise<string> {
        const result = await object(SUMMARY_PROMPT, input, SummarySchema, "SummarizedContent", `Summarization with ${chatModel}`);
        return result.summary.trim();
      },
    },
    embedder,
    answerer: {
      async answer({ question, context, systemPrompt, history }): Promise<string> {
        return text(answerSystemPrompt(systemPrompt, history), answerUserPrompt(question, context), `Answer generation with ${chatModel}`);
      },
    },
    llm,
    drainUsage(): TokenUsage[] {
      const out = [...usage.values()];
      usage.clear();
      return out;
    },
  };
}

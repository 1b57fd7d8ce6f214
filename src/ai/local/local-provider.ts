/**
 * The offline provider (AI_PROVIDER=local, the default): real NLP and word vectors bundled with the
 * Worker, no network, no model download. There is no generative model on npm, so `llm` is null and
 * answers are extractive.
 */
import type { AiProvider, ExtractOptions, KnowledgeGraph, TokenUsage } from "../types";
import { estimateTokens } from "../tokens";
import { constrainGraph } from "../ontology";
import { LocalAnswerer } from "./answerer";
import gloveAsset from "./assets/glove-asset";
import { GloveEmbedder, useVocabularyAsFrequentWords } from "./embedder";
import { extractGraph } from "./extractor";
import { analyze } from "./nlp";
import { summarizeAnalysis } from "./summarizer";

export const LOCAL_NLP_MODEL = "local-nlp-wink-compromise";

/**
 * The pipeline extracts a batch of chunks (64), then summarises the same batch. The summary is computed
 * during extraction from the same parse and kept here, so summarize() does not parse the chunk again.
 * Keys are whole chunk texts (up to ~20 KB each), so the cache holds two batches at most: ~2.5 MB of
 * the isolate's 128 MB.
 */
const SUMMARY_CACHE_LIMIT = 128;
const summaries = new Map<string, string>();

function remember(text: string, summary: string): void {
  if (summaries.size >= SUMMARY_CACHE_LIMIT) summaries.delete(summaries.keys().next().value as string);
  summaries.set(text, summary);
}

let embedder: GloveEmbedder | undefined;
/** One embedder per isolate: the parsed vocabulary (~50k-entry Map) is shared by every request. */
export function localEmbedder(): GloveEmbedder {
  if (!embedder) {
    const e = new GloveEmbedder(gloveAsset);
    embedder = e;
    useVocabularyAsFrequentWords(e);
  }
  return embedder;
}

export function createLocalProvider(): AiProvider {
  const emb = localEmbedder();
  const usage = new Map<string, TokenUsage>();
  const count = (model: string, tokensIn: number, tokensOut: number) => {
    const u = usage.get(model) ?? { model, tokensIn: 0, tokensOut: 0 };
    u.tokensIn += tokensIn;
    u.tokensOut += tokensOut;
    usage.set(model, u);
  };

  const extractAndSummarize = (text: string, options?: ExtractOptions): KnowledgeGraph => {
    const graph = extractGraph(text, { referenceDate: options?.referenceDate });
    remember(text, summarizeAnalysis(analyze(text), graph));
    return graph;
  };

  return {
    name: "local",
    extractor: {
      async extract(text: string, options?: ExtractOptions): Promise<KnowledgeGraph> {
        // A custom prompt or graph model needs an LLM; the offline extractor always yields its own KnowledgeGraph.
        const graph = extractAndSummarize(text, options);
        count(LOCAL_NLP_MODEL, estimateTokens(text), 0);
        // With an ontology its vocabulary decides: types mapped to its classes, relations to its properties,
        // and its individuals named in the text recognised even when the NLP missed them.
        return options?.ontology ? constrainGraph(graph, options.ontology, text) : graph;
      },
    },
    summarizer: {
      async summarize(text: string): Promise<string> {
        let summary = summaries.get(text);
        if (summary === undefined) {
          extractAndSummarize(text);
          summary = summaries.get(text) ?? "";
        }
        count(LOCAL_NLP_MODEL, 0, estimateTokens(summary));
        return summary;
      },
    },
    embedder: {
      get model() {
        return emb.model;
      },
      get dimensions() {
        return emb.dimensions;
      },
      get maxInputTokens() {
        return emb.maxInputTokens;
      },
      async embed(texts: string[]): Promise<Float32Array[]> {
        let tokens = 0;
        for (const t of texts) tokens += estimateTokens(t);
        count(emb.model, tokens, 0);
        return emb.embed(texts);
      },
    },
    answerer: new LocalAnswerer(emb),
    llm: null,
    drainUsage(): TokenUsage[] {
      const out = [...usage.values()];
      usage.clear();
      return out;
    },
  };
}

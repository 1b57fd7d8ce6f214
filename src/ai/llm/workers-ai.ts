/**
 * Workers AI (AI_PROVIDER=workers-ai) through `workers-ai-provider` and the AI SDK: the `AI` binding for
 * generation (LLM_MODEL, default @cf/meta/llama-3.1-8b-instruct) and embeddings (EMBEDDING_MODEL, default
 * @cf/baai/bge-base-en-v1.5: 768-d, 512-token input).
 */
import { createWorkersAI } from "workers-ai-provider";
import type { Settings } from "../../lib/settings";
import type { AiProvider } from "../types";
import { createLlmProvider } from "./llm-provider";
import { embeddingModelInfo } from "./models";

export function createWorkersAiProvider(ai: Ai, settings: Settings): AiProvider {
  const workersai = createWorkersAI({ binding: ai });
  const info = embeddingModelInfo(settings.embeddingModel, settings.embeddingDimensions);
  return createLlmProvider({
    name: "workers-ai",
    languageModel: workersai(settings.llmModel),
    languageModelId: settings.llmModel,
    embeddingModel: workersai.textEmbedding(settings.embeddingModel as Parameters<typeof workersai.textEmbedding>[0]),
    embeddingModelId: settings.embeddingModel,
    embeddingDimensions: info.dimensions,
    maxInputTokens: info.maxInputTokens,
    embeddingBatchSize: settings.embeddingBatchSize,
    retry: { timeoutMs: settings.llmRequestTimeoutMs, endpoint: { name: "Workers AI (the AI binding)", hint: "Check the [ai] binding in wrangler.toml and the Workers AI status." } },
  });
}

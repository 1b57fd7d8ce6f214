/**
 * Any OpenAI-compatible endpoint (AI_PROVIDER=openai-compatible): OpenAI, Ollama (http://host:11434/v1),
 * vLLM, llama.cpp server. OPENAI_BASE_URL (default https://api.openai.com/v1), OPENAI_API_KEY (sent as a
 * bearer token when set), LLM_MODEL, EMBEDDING_MODEL, EMBEDDING_DIMENSIONS. Requests are
 * POST <base>/chat/completions (structured output as a JSON-schema response_format) and POST <base>/embeddings.
 */
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { Settings } from "../../lib/settings";
import type { AiProvider } from "../types";
import { createLlmProvider, type LlmProviderConfig } from "./llm-provider";
import { embeddingModelInfo } from "./models";

export const DEFAULT_OPENAI_BASE_URL = "https://api.openai.com/v1";

export function createOpenAiCompatibleProvider(settings: Settings, overrides: Partial<LlmProviderConfig> = {}): AiProvider {
  const provider = createOpenAICompatible({
    name: "openai-compatible",
    baseURL: (settings.openaiBaseUrl ?? DEFAULT_OPENAI_BASE_URL).replace(/\/+$/, ""),
    ...(settings.openaiApiKey ? { apiKey: settings.openaiApiKey } : {}),
    supportsStructuredOutputs: true,
    includeUsage: true,
  });
  const info = embeddingModelInfo(settings.embeddingModel, settings.embeddingDimensions);
  return createLlmProvider({
    name: "openai-compatible",
    languageModel: provider.chatModel(settings.llmModel),
    languageModelId: settings.llmModel,
    embeddingModel: provider.embeddingModel(settings.embeddingModel),
    embeddingModelId: settings.embeddingModel,
    embeddingDimensions: info.dimensions,
    requestDimensions: settings.embeddingDimensions,
    maxInputTokens: info.maxInputTokens,
    embeddingBatchSize: settings.embeddingBatchSize,
    ...overrides,
    // The endpoint is named by its setting, not its URL: details reach API callers, the URL may be internal.
    retry: {
      timeoutMs: settings.llmRequestTimeoutMs,
      endpoint: {
        name: "the OpenAI-compatible endpoint (OPENAI_BASE_URL)",
        hint: "Check OPENAI_BASE_URL and that the model server is running and reachable from the Worker.",
      },
      ...overrides.retry,
    },
  });
}

/**
 * Chooses the AI provider from configuration (AI_PROVIDER), never from code:
 * - `local` (default): offline NLP + bundled word vectors (src/ai/local), no network, `llm` null;
 * - `workers-ai`: the AI binding (production);
 * - `openai-compatible`: OPENAI_BASE_URL / OPENAI_API_KEY / LLM_MODEL / EMBEDDING_MODEL.
 * A provider instance accumulates token usage until drainUsage(); create one per unit of work.
 * Every provider is wrapped by the usage meter (usage-meter.ts): budgets are checked and usage billed there.
 */
import { ApiError } from "../core/errors";
import type { Settings } from "../lib/settings";
import { createOpenAiCompatibleProvider } from "./llm/openai-compatible";
import { createWorkersAiProvider } from "./llm/workers-ai";
import { createLocalProvider } from "./local/local-provider";
import type { AiProvider } from "./types";
import { metered } from "./usage-meter";

export function createAiProvider(env: Env, settings: Settings): AiProvider {
  return metered(createUnmeteredProvider(env, settings));
}

function createUnmeteredProvider(env: Env, settings: Settings): AiProvider {
  switch (settings.aiProvider) {
    case "workers-ai": {
      const ai = (env as { AI?: Ai }).AI;
      if (!ai) throw new ApiError(500, "CogneeConfigurationError", "AI_PROVIDER=workers-ai needs the AI binding ([ai] binding = \"AI\" in wrangler.toml).");
      return createWorkersAiProvider(ai, settings);
    }
    case "openai-compatible":
      return createOpenAiCompatibleProvider(settings);
    default:
      return createLocalProvider();
  }
}

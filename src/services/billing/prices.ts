/**
 * What a model call costs (issue 21 §1).
 * - Workers AI bills neurons at $0.011 per 1,000 (cloudflare-docs workers-ai/platform/pricing.mdx), each
 *   model at its own neurons per million input and output tokens (table below). A model missing from the
 *   table is priced as the default generation model, llama-3.1-8b-instruct, rather than as free.
 * - OpenAI-compatible endpoints: BILLING_OPENAI_USD_PER_M_INPUT / _OUTPUT for generation and
 *   BILLING_OPENAI_EMBEDDING_USD_PER_M for the embedding model (defaults: gpt-4o-mini, text-embedding-3-small).
 * - The local provider is free; its tokens are still counted.
 */
import type { AiProvider, TokenUsage } from "../../ai/types";
import type { Settings } from "../../lib/settings";
import type { PricedUsage } from "../../storage/d1/billing.repo";

export const USD_PER_NEURON = 0.011 / 1000;

/** Neurons per million tokens [input, output]; embedding models have no output. */
const WORKERS_AI_NEURONS: [RegExp, number, number][] = [
  [/llama-3\.1-8b-instruct-fp8-fast/, 4119, 34868],
  [/llama-3\.3-70b-instruct-fp8-fast/, 26668, 204805],
  [/llama-3\.1-8b-instruct/, 25608, 75147],
  [/bge-small-en/, 1841, 0],
  [/bge-base-en/, 6058, 0],
  [/bge-large-en/, 18582, 0],
];
const DEFAULT_NEURONS: [number, number] = [25608, 75147];

export function workersAiNeurons(model: string, tokensIn: number, tokensOut: number): number {
  const row = WORKERS_AI_NEURONS.find(([re]) => re.test(model));
  const [perMIn, perMOut] = row ? [row[1], row[2]] : DEFAULT_NEURONS;
  return (tokensIn / 1e6) * perMIn + (tokensOut / 1e6) * perMOut;
}

/** Prices one call's usage on `provider`. */
export function priceUsage(settings: Settings, provider: AiProvider["name"], usage: TokenUsage): PricedUsage {
  const base = { model: usage.model, tokensIn: usage.tokensIn, tokensOut: usage.tokensOut };
  if (provider === "workers-ai") {
    const neurons = workersAiNeurons(usage.model, usage.tokensIn, usage.tokensOut);
    return { ...base, neurons, costUsd: neurons * USD_PER_NEURON };
  }
  if (provider === "openai-compatible") {
    const b = settings.billing;
    const costUsd =
      usage.model === settings.embeddingModel
        ? (usage.tokensIn / 1e6) * b.openAiEmbeddingUsdPerM
        : (usage.tokensIn / 1e6) * b.openAiUsdPerMInput + (usage.tokensOut / 1e6) * b.openAiUsdPerMOutput;
    return { ...base, neurons: 0, costUsd };
  }
  return { ...base, neurons: 0, costUsd: 0 };
}

/**
 * Stand-in for ./local-provider in deployments that do not use the offline provider: `npm run deploy`
 * (scripts/deploy.mjs) aliases the module to this file unless AI_PROVIDER=local, so the word vectors
 * (5.6 MB), the wink-nlp model and compromise stay out of the production bundle. Same exports as the
 * real module (test/integration/first-contact-bundle.test.ts checks it); choosing `local` in such a
 * deployment answers a configuration error instead of failing at import time.
 */
import { ApiError } from "../../core/errors";
import type { AiProvider } from "../types";

export const LOCAL_NLP_MODEL = "local-nlp-wink-compromise";

const notBundled = () =>
  new ApiError(
    500,
    "CogneeConfigurationError",
    "AI_PROVIDER=local is not available in this deployment: it was built without the offline models. Use AI_PROVIDER=workers-ai or openai-compatible, or set AI_PROVIDER=local in wrangler.toml [vars] and deploy again (npm run deploy then bundles them).",
  );

export function localEmbedder(): never {
  throw notBundled();
}

export function createLocalProvider(): AiProvider {
  throw notBundled();
}

import { createAiProvider } from "../src/ai/provider";
import { loadSettings } from "../src/lib/settings";
import { processCognifyItem } from "../src/services/cognify/process-item";
import { createDb } from "../src/storage/d1/client";
import { recordTokenUsage } from "../src/storage/d1/token-usage.repo";
import { getPod } from "../src/storage/pods";
import { createVectorIndex } from "../src/storage/vectors/vector-index";
import { registerPipelineHandler } from "./pipeline.consumer";

/** Composition root of the cognify queue handler: builds the ports from the bindings. */
registerPipelineHandler("cognify.item", async (message, env) => {
  const settings = loadSettings(env);
  const pod = getPod(env, message.workspaceId);
  const provider = createAiProvider(env, settings);
  return processCognifyItem(message, {
    pod,
    provider,
    settings,
    vectors: createVectorIndex(env, settings, pod, message.workspaceId),
    async readText(key) {
      const obj = await env.RAW_FILES.get(key);
      return obj ? obj.text() : null;
    },
    recordUsage: (p) => recordTokenUsage(createDb(env.DB), message.workspaceId, p.drainUsage()),
  });
});

import { createAiProvider } from "../src/ai/provider";
import { loadSettings } from "../src/lib/settings";
import { type CognifyOptions, processCognifyItem, type ProcessDeps } from "../src/services/cognify/process-item";
import { CognifyWriteBuffer, WriteFlushError } from "../src/services/cognify/write-buffer";
import { createDb } from "../src/storage/d1/client";
import { recordTokenUsage } from "../src/storage/d1/token-usage.repo";
import { getPod } from "../src/storage/pods";
import { createVectorIndex } from "../src/storage/vectors/vector-index";
import { registerPipelineBatchHandler } from "./pipeline.consumer";
import type { CognifyItemMessage } from "../schemas/queue.schemas";

/**
 * Composition root of the cognify queue handler: builds the ports from the bindings. The items of a
 * queue batch run one after another (extraction is CPU-bound) and their writes and completions are
 * committed together per workspace pod (CognifyWriteBuffer) before any message is acked.
 */
registerPipelineBatchHandler("cognify.item", async (messages, env) => {
  const settings = loadSettings(env);
  const provider = createAiProvider(env, settings);
  const buffers = new Map<string, CognifyWriteBuffer>();
  const runOptions = new Map<string, Promise<CognifyOptions>>();
  const outcomes: ("ack" | "retry")[] = [];
  for (const message of messages as CognifyItemMessage[]) {
    const pod = getPod(env, message.workspaceId);
    let writes = buffers.get(message.workspaceId);
    if (!writes) buffers.set(message.workspaceId, (writes = new CognifyWriteBuffer(pod)));
    const deps: ProcessDeps = {
      pod,
      provider,
      settings,
      vectors: createVectorIndex(env, settings, pod, message.workspaceId),
      async readText(key) {
        const obj = await env.RAW_FILES.get(key);
        return obj ? obj.text() : null;
      },
      recordUsage: (p) => recordTokenUsage(createDb(env.DB), message.workspaceId, p.drainUsage()),
      writes,
      runOptions,
    };
    try {
      outcomes.push(await processCognifyItem(message, deps));
    } catch (err) {
      // A failed commit holds other items' writes: retry the whole batch (idempotent). Anything else
      // retries only this item.
      if (err instanceof WriteFlushError) throw err;
      console.error("cognify: item failed", message.dataId, err);
      outcomes.push("retry");
    }
  }
  for (const writes of buffers.values()) await writes.flush();
  return outcomes;
});

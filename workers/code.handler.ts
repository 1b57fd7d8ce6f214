import { loadSettings } from "../src/lib/settings";
import { indexRepository } from "../src/services/code/index-repository";
import { fetchPolicyOf } from "../src/services/code/policy";
import { cognifyRepositoryDocs } from "../src/services/code/repo-docs";
import { getPod } from "../src/storage/pods";
import { createRawFilesStore } from "../src/storage/r2/raw-files.store";
import { registerPipelineHandler } from "./pipeline.consumer";

/**
 * Composition root of the code indexer (content_type=code): one repository per message. Parsing runs here,
 * in the queue consumer, so tree-sitter and its grammars load only in consumer invocations.
 */
registerPipelineHandler("code.index", async (message, env) => {
  const settings = loadSettings(env);
  return indexRepository(message, {
    pod: getPod(env, message.workspaceId),
    policy: fetchPolicyOf(settings),
    async readRaw(key) {
      const obj = await env.RAW_FILES.get(key);
      return obj ? obj.body : null;
    },
    cognifyDocs: (target, repo, files) =>
      cognifyRepositoryDocs({ pod: getPod(env, message.workspaceId), store: createRawFilesStore(env), queue: env.PIPELINE_QUEUE }, target, repo, files),
  });
});

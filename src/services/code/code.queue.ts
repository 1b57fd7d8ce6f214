import type { CodeIndexMessage } from "../../../schemas/queue.schemas";
import type { Settings } from "../../lib/settings";
import { getPod } from "../../storage/pods";
import { createRawFilesStore } from "../../storage/r2/raw-files.store";
import { indexRepository } from "./index-repository";
import { fetchPolicyOf } from "./policy";
import { cognifyRepositoryDocs } from "./repo-docs";

/**
 * Queue handler of the code indexer (content_type=code): one repository per message. Parsing runs here,
 * in the queue consumer, so tree-sitter and its grammars load only in consumer invocations.
 */
export async function handleCodeIndex(message: CodeIndexMessage, env: Env, settings: Settings): Promise<"ack" | "retry"> {
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
}

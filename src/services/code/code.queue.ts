import type { CodeIndexMessage } from "../../../schemas/queue.schemas";
import type { Ports } from "../../storage/ports";
import { indexRepository } from "./index-repository";
import { fetchPolicyOf } from "./policy";
import { cognifyRepositoryDocs } from "./repo-docs";

/**
 * Queue handler of the code indexer (content_type=code): one repository per message. Parsing runs here,
 * in the queue consumer, so tree-sitter and its grammars load only in consumer invocations.
 */
export async function handleCodeIndex(message: CodeIndexMessage, ports: Ports): Promise<"ack" | "retry"> {
  const pod = ports.pods(message.workspaceId);
  return indexRepository(message, {
    pod,
    policy: fetchPolicyOf(ports.settings),
    async readRaw(key) {
      const obj = await ports.rawFiles.get(key);
      return obj ? obj.body : null;
    },
    cognifyDocs: (target, repo, files) => cognifyRepositoryDocs({ pod, store: ports.rawFiles, queue: ports.queue }, target, repo, files),
  });
}

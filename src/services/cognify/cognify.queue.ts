import { billedTo } from "../billing/meter.service";
import type { Ports } from "../../storage/ports";
import type { CognifyItemMessage } from "../../../schemas/queue.schemas";
import { type CognifyOptions, processCognifyItem, type ProcessDeps } from "./process-item";
import { CognifyWriteBuffer, WriteFlushError } from "./write-buffer";

/**
 * Queue handler of `cognify.item` and composition root of its ports. The items of a queue batch run
 * one after another (extraction is CPU-bound) and their writes and completions are committed together
 * per workspace pod (CognifyWriteBuffer) before any message is acked. Throwing retries the whole batch.
 */
export async function handleCognifyItems(
  messages: CognifyItemMessage[],
  ports: Ports,
): Promise<("ack" | "retry")[]> {
  const { settings } = ports;
  const provider = ports.ai();
  const buffers = new Map<string, CognifyWriteBuffer>();
  const runOptions = new Map<string, Promise<CognifyOptions>>();
  const outcomes: ("ack" | "retry")[] = [];
  for (const message of messages) {
    const pod = ports.pods(message.workspaceId);
    let writes = buffers.get(message.workspaceId);
    if (!writes) buffers.set(message.workspaceId, (writes = new CognifyWriteBuffer(pod)));
    const deps: ProcessDeps = {
      pod,
      provider,
      settings,
      vectors: ports.vectors(pod, message.workspaceId),
      readText: (key) => ports.rawFiles.readText(key),
      writes,
      runOptions,
    };
    try {
      // Building memory is billed to the workspace that holds it (src/ai/usage-meter.ts).
      outcomes.push(await billedTo(ports.db, settings, message.workspaceId, () => processCognifyItem(message, deps)));
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
}

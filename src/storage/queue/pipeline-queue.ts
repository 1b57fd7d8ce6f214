import type { PipelineMessage } from "../../../schemas/queue.schemas";

/** Queues: `sendBatch` takes at most 100 messages (and 256 KB) per call. Messages carry ids only. */
export async function enqueuePipelineMessages(queue: Queue, messages: PipelineMessage[]): Promise<void> {
  for (let i = 0; i < messages.length; i += 100) {
    await queue.sendBatch(messages.slice(i, i + 100).map((body) => ({ body })));
  }
}

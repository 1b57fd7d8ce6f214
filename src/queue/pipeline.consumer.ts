import { PipelineMessage } from "../../schemas/queue.schemas";
import { loadSettings } from "../lib/settings";
import { portsFor } from "../storage/ports";
import { type PipelineBatchHandler, queueHandlers } from "./queue-handlers";

/** Delay before a retried message is delivered again: 2^attempts seconds, at most a minute. */
const retry = (msg: Message<unknown>) => msg.retry({ delaySeconds: Math.min(60, 2 ** msg.attempts) });

/** A body tagged with a message type this Worker has no handler for (e.g. sent by a newer deployment). */
function unknownType(body: unknown): string | null {
  const type = (body as { type?: unknown } | null)?.type;
  return typeof type === "string" && !Object.hasOwn(queueHandlers, type) ? type : null;
}

/**
 * Queue consumer: validates each envelope, runs the handler of its type (src/queue/queue-handlers.ts)
 * over the batch's messages of that type, acks on success and retries with backoff on transient
 * failure. Malformed messages of a known type are acked and logged (retrying cannot fix them). A
 * message of an unknown type is retried and logged, never acked: after max_retries (5, wrangler.toml)
 * it lands in the dead-letter queue, where it can be inspected or replayed by a Worker that knows it.
 */
export async function consumePipelineBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const ports = portsFor(env, loadSettings(env));
  const grouped = new Map<PipelineMessage["type"], { msg: Message<unknown>; body: PipelineMessage }[]>();
  for (const msg of batch.messages) {
    const type = unknownType(msg.body);
    if (type !== null) {
      console.error("pipeline: no handler for message type, retrying towards the dead-letter queue", type, msg.id);
      retry(msg);
      continue;
    }
    const parsed = PipelineMessage.safeParse(msg.body);
    if (!parsed.success) {
      console.error("pipeline: dropping malformed message", msg.id);
      msg.ack();
      continue;
    }
    const list = grouped.get(parsed.data.type) ?? [];
    list.push({ msg, body: parsed.data });
    grouped.set(parsed.data.type, list);
  }
  for (const [type, list] of grouped) {
    try {
      const handler = queueHandlers[type] as PipelineBatchHandler;
      const outcomes = await handler(list.map((m) => m.body), ports);
      list.forEach((m, i) => (outcomes[i] === "retry" ? retry(m.msg) : m.msg.ack()));
    } catch (err) {
      console.error("pipeline: batch handler failed", type, err);
      for (const m of list) retry(m.msg);
    }
  }
}

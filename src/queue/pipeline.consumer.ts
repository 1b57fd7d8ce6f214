import { PipelineMessage } from "../../schemas/queue.schemas";
import { loadSettings } from "../lib/settings";
import { type PipelineBatchHandler, queueHandlers } from "./queue-handlers";

/** Delay before a retried message is delivered again: 2^attempts seconds, at most a minute. */
const retry = (msg: Message<unknown>) => msg.retry({ delaySeconds: Math.min(60, 2 ** msg.attempts) });

/**
 * Queue consumer: validates each envelope, runs the handler of its type (src/queue/queue-handlers.ts)
 * over the batch's messages of that type, acks on success and retries with backoff on transient
 * failure. Malformed messages are acked and logged (retrying cannot fix them). A well-formed message
 * whose type has no handler (`handlers` is only partial when a test or a newer producer says so) is
 * retried and logged, so it ends in the dead-letter queue after max_retries instead of being dropped.
 */
export async function consumePipelineBatch(
  batch: MessageBatch<unknown>,
  env: Env,
  handlers: Partial<Record<PipelineMessage["type"], PipelineBatchHandler>> = queueHandlers as Record<
    PipelineMessage["type"],
    PipelineBatchHandler
  >,
): Promise<void> {
  const settings = loadSettings(env);
  const grouped = new Map<PipelineMessage["type"], { msg: Message<unknown>; body: PipelineMessage }[]>();
  for (const msg of batch.messages) {
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
    const handler = handlers[type];
    if (!handler) {
      console.error("pipeline: no handler for message type; retrying towards the dead-letter queue", type);
      for (const m of list) retry(m.msg);
      continue;
    }
    try {
      const outcomes = await handler(list.map((m) => m.body), env, settings);
      list.forEach((m, i) => (outcomes[i] === "retry" ? retry(m.msg) : m.msg.ack()));
    } catch (err) {
      console.error("pipeline: batch handler failed", type, err);
      for (const m of list) retry(m.msg);
    }
  }
}

import { PipelineMessage } from "../schemas/queue.schemas";

export type PipelineHandler = (message: PipelineMessage, env: Env) => Promise<"ack" | "retry">;

/** Handlers per message type; registered by the pipelines that own them. */
const handlers = new Map<PipelineMessage["type"], PipelineHandler>();

/** Registers the handler of one message type; it receives that type's envelope (narrowed). */
export function registerPipelineHandler<T extends PipelineMessage["type"]>(
  type: T,
  handler: (message: Extract<PipelineMessage, { type: T }>, env: Env) => Promise<"ack" | "retry">,
) {
  handlers.set(type, handler as PipelineHandler);
}

/**
 * Queue consumer: validates each envelope, runs its handler, acks on success and retries with backoff
 * on transient failure. Malformed messages are acked and logged (retrying cannot fix them).
 */
export async function consumePipelineBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const msg of batch.messages) {
    const parsed = PipelineMessage.safeParse(msg.body);
    if (!parsed.success) {
      console.error("pipeline: dropping malformed message", msg.id);
      msg.ack();
      continue;
    }
    const handler = handlers.get(parsed.data.type);
    if (!handler) {
      console.error("pipeline: no handler for", parsed.data.type);
      msg.ack();
      continue;
    }
    try {
      const outcome = await handler(parsed.data, env);
      if (outcome === "retry") msg.retry({ delaySeconds: Math.min(60, 2 ** msg.attempts) });
      else msg.ack();
    } catch (err) {
      console.error("pipeline: handler failed", parsed.data.type, err);
      msg.retry({ delaySeconds: Math.min(60, 2 ** msg.attempts) });
    }
  }
}

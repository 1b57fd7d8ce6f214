import { PipelineMessage } from "../schemas/queue.schemas";

export type PipelineHandler = (message: PipelineMessage, env: Env) => Promise<"ack" | "retry">;

/** Handlers per message type; registered by the pipelines that own them. */
const handlers = new Map<PipelineMessage["type"], PipelineHandler>();

/**
 * A handler that takes every message of its type in a queue batch at once (one outcome per message, in
 * order), so the items can share work such as one storage commit. Throwing retries all of them.
 */
export type PipelineBatchHandler = (messages: PipelineMessage[], env: Env) => Promise<("ack" | "retry")[]>;
const batchHandlers = new Map<PipelineMessage["type"], PipelineBatchHandler>();

export function registerPipelineBatchHandler<T extends PipelineMessage["type"]>(
  type: T,
  handler: (messages: Extract<PipelineMessage, { type: T }>[], env: Env) => Promise<("ack" | "retry")[]>,
) {
  batchHandlers.set(type, handler as PipelineBatchHandler);
}

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
  const retry = (msg: Message<unknown>) => msg.retry({ delaySeconds: Math.min(60, 2 ** msg.attempts) });
  const grouped = new Map<PipelineMessage["type"], { msg: Message<unknown>; body: PipelineMessage }[]>();
  for (const msg of batch.messages) {
    const parsed = PipelineMessage.safeParse(msg.body);
    if (!parsed.success) {
      console.error("pipeline: dropping malformed message", msg.id);
      msg.ack();
      continue;
    }
    const batchHandler = batchHandlers.get(parsed.data.type);
    if (batchHandler) {
      const list = grouped.get(parsed.data.type) ?? [];
      list.push({ msg, body: parsed.data });
      grouped.set(parsed.data.type, list);
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
      if (outcome === "retry") retry(msg);
      else msg.ack();
    } catch (err) {
      console.error("pipeline: handler failed", parsed.data.type, err);
      retry(msg);
    }
  }
  for (const [type, list] of grouped) {
    try {
      const outcomes = await batchHandlers.get(type)!(list.map((m) => m.body), env);
      list.forEach((m, i) => (outcomes[i] === "retry" ? retry(m.msg) : m.msg.ack()));
    } catch (err) {
      console.error("pipeline: batch handler failed", type, err);
      for (const m of list) retry(m.msg);
    }
  }
}

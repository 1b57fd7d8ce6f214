import type { PipelineMessage } from "../../schemas/queue.schemas";
import type { Settings } from "../lib/settings";
import { handleCodeIndex } from "../services/code/code.queue";
import { handleCognifyItems } from "../services/cognify/cognify.queue";
import { handleImproveRun } from "../services/improve/improve.queue";
import { handleIntegrationSync } from "../services/integrations/sync.queue";

export type Outcome = "ack" | "retry";
type MessageOf<T extends PipelineMessage["type"]> = Extract<PipelineMessage, { type: T }>;

/**
 * A handler takes every message of its type in a queue batch at once and returns one outcome per
 * message, in order, so the items can share work such as one storage commit. Throwing retries all.
 */
export type PipelineBatchHandler<T extends PipelineMessage["type"] = PipelineMessage["type"]> = (
  messages: MessageOf<T>[],
  env: Env,
  settings: Settings,
) => Promise<Outcome[]>;

/** Runs a one-message handler over a batch, one message after another. */
const each =
  <T extends PipelineMessage["type"]>(handler: (message: MessageOf<T>, env: Env, settings: Settings) => Promise<Outcome>): PipelineBatchHandler<T> =>
  async (messages, env, settings) => {
    const outcomes: Outcome[] = [];
    for (const message of messages) {
      try {
        outcomes.push(await handler(message, env, settings));
      } catch (err) {
        console.error("pipeline: handler failed", message.type, err);
        outcomes.push("retry");
      }
    }
    return outcomes;
  };

/**
 * The one table of queue handlers: every message type of schemas/queue.schemas.ts must have an entry
 * (a missing one is a type error), so no message can reach the consumer without a handler.
 */
export const queueHandlers: { [T in PipelineMessage["type"]]: PipelineBatchHandler<T> } = {
  "cognify.item": handleCognifyItems,
  "improve.run": each(handleImproveRun),
  "code.index": each(handleCodeIndex),
  "integration.sync": each(handleIntegrationSync),
};

import type { PipelineMessage } from "../../schemas/queue.schemas";
import type { Ports } from "../storage/ports";
import { handleCodeIndex } from "../services/code/code.queue";
import { handleCognifyItems } from "../services/cognify/cognify.queue";
import { handleImproveRun } from "../services/improve/improve.queue";
import { billedTo } from "../services/billing/meter.service";
import { handleIntegrationSync } from "../services/integrations/sync.queue";

export type Outcome = "ack" | "retry";
type MessageOf<T extends PipelineMessage["type"]> = Extract<PipelineMessage, { type: T }>;

/**
 * A handler takes every message of its type in a queue batch at once and returns one outcome per
 * message, in order, so the items can share work such as one storage commit. Throwing retries all.
 */
export type PipelineBatchHandler<T extends PipelineMessage["type"] = PipelineMessage["type"]> = (
  messages: MessageOf<T>[],
  ports: Ports,
) => Promise<Outcome[]>;

/** Runs a one-message handler over a batch, one message after another, each billed to its workspace. */
const each =
  <T extends PipelineMessage["type"]>(handler: (message: MessageOf<T>, ports: Ports) => Promise<Outcome>): PipelineBatchHandler<T> =>
  async (messages, ports) => {
    const outcomes: Outcome[] = [];
    for (const message of messages) {
      try {
        // A connector sync page has no workspace of its own: the cognify work it starts is billed per item.
        const run = () => handler(message, ports);
        outcomes.push(await ("workspaceId" in message ? billedTo(ports.db, ports.settings, message.workspaceId, run) : run()));
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

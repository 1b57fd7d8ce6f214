import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { describe, it } from "vitest";
import { PipelineMessage } from "../../schemas/queue.schemas";
import { pipelineMessage } from "../../src/core/queue-messages";
import { consumePipelineBatch } from "../../src/queue/pipeline.consumer";
import { queueHandlers } from "../../src/queue/queue-handlers";

async function consume(bodies: unknown[]) {
  const batch = createMessageBatch(
    "kg-memory-pipeline",
    bodies.map((body, i) => ({ id: `m${i}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await consumePipelineBatch(batch, env);
  return getQueueResult(batch, ctx);
}

describe("pipeline queue consumer", () => {
  it("has one handler per message type of the queue schema", ({ expect }) => {
    const types = PipelineMessage.options.map((o) => o.shape.type.value).sort();
    expect(types.length).toBeGreaterThan(0);
    expect(Object.keys(queueHandlers).sort()).toEqual(types);
    for (const t of types) expect(typeof queueHandlers[t]).toBe("function");
  });

  it("retries a message of an unknown type (towards the dead-letter queue) instead of acking it", async ({ expect }) => {
    const result = await consume([{ type: "reindex.dataset", v: 1, workspaceId: "w", datasetId: "d" }]);
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(["m0"]);
    expect(result.ackAll).toBe(false);
  });

  it("acks a malformed message of a known type and dispatches a valid one through the table", async ({ expect }) => {
    const improve = pipelineMessage.improveRun({
      workspaceId: "no-such-workspace",
      datasetId: "no-such-dataset",
      userId: "no-such-user",
      runId: "r1",
      sessionIds: [],
      nodeName: null,
      reviewConflicts: false,
      afterRunId: null,
      deadline: 0,
    });
    // m0: malformed (retrying cannot fix it); m1: handled by improve.queue, which acks because the
    // dataset is gone; m2: unknown type, retried.
    const result = await consume([{ type: "cognify.item", v: 1 }, improve, { type: "later.type" }]);
    expect(result.explicitAcks.sort()).toEqual(["m0", "m1"]);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(["m2"]);
  });
});

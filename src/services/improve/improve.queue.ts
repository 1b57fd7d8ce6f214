import { getDatasetById } from "../../storage/d1/datasets.repo";
import { findUserById, toPrincipal } from "../../storage/d1/users.repo";
import type { Ports } from "../../storage/ports";
import type { ImproveRunMessage } from "../../../schemas/queue.schemas";
import { RunStatus } from "../../core/pipeline";
import { pipelineMessage } from "../../core/queue-messages";
import { runQueuedImprove } from "./improve.service";

/** Seconds between checks while the cognify run an improve follows is still going. */
const FOLLOW_DELAY_SECONDS = 2;

/**
 * Queue handler of background improves (`improve.run`). A message that follows a cognify run is sent
 * again with a delay while that run is live (Queues retries are capped at max_retries = 5, a long run is
 * not), then the stages run as the user who asked. Listed in src/queue/queue-handlers.ts.
 */
export async function handleImproveRun(message: ImproveRunMessage, ports: Ports): Promise<"ack" | "retry"> {
  const { db } = ports;
  const pod = ports.pods(message.workspaceId);
  const waiting = async () => {
    if (Date.now() > message.deadline) return false;
    if (!message.afterRunId) return false;
    const run = await pod.getPipelineRun(message.afterRunId);
    return !!run && run.status === RunStatus.started;
  };
  if (await waiting()) {
    await ports.queue.send([message], { delaySeconds: FOLLOW_DELAY_SECONDS });
    return "ack";
  }
  const [dataset, userRow] = await Promise.all([getDatasetById(db, message.datasetId), findUserById(db, message.userId)]);
  // The dataset or the user is gone: nothing left to improve.
  if (!dataset || !userRow) return "ack";
  const result = await runQueuedImprove(
    ports,
    {
      user: toPrincipal(userRow, "default"),
      dataset,
      sessionIds: message.sessionIds,
      nodeName: message.nodeName,
      reviewConflicts: message.reviewConflicts,
      runId: message.runId,
    },
  );
  if (result === null) {
    // Another improve of the same sessions holds the lock: try again shortly so new entries are not missed.
    await ports.queue.send([pipelineMessage.improveRun({ ...message, afterRunId: null })], { delaySeconds: FOLLOW_DELAY_SECONDS * 5 });
  }
  return "ack";
}

import type { AiProvider } from "../../ai/types";
import type { DatasetRow } from "../../storage/d1/datasets.repo";
import { pipelineMessage } from "../../core/queue-messages";
import type { CognifyItemMessage } from "../../../schemas/queue.schemas";
import { COGNIFY_PIPELINE } from "../../core/pipeline";
import { processCognifyItem } from "../cognify/process-item";
import type { DataDeps } from "../data-items.service";

export interface InlineCognifyResult {
  runId: string;
  items: { data_id: string; status: string; error: string | null }[];
}

/** Transient failures retried in place before the item is left to the queue. */
const INLINE_ATTEMPTS = 2;

/**
 * Cognifies a few items (improve's bridged session documents) in the current invocation with the
 * pipeline's own per-item step. Session documents are small, and waiting on the queue from inside a
 * queue consumer (background improve) could wait on itself; an item that keeps failing transiently is
 * handed to the queue.
 */
export async function cognifyInline(
  deps: DataDeps,
  dataset: DatasetRow,
  dataIds: string[],
  provider: AiProvider,
): Promise<InlineCognifyResult> {
  const pod = deps.pods(dataset.workspaceId);
  const started = await pod.startPipelineRun(dataset.workspaceId, dataset.id, COGNIFY_PIPELINE, {}, dataIds);
  const runId = started.run.id;
  const processDeps = {
    pod,
    provider,
    settings: deps.settings,
    vectors: deps.vectors(pod, dataset.workspaceId),
    readText: (key: string) => deps.rawFiles.readText(key),
  };
  const leftover: CognifyItemMessage[] = [];
  for (const dataId of started.itemIds) {
    const msg = pipelineMessage.cognifyItem({ workspaceId: dataset.workspaceId, datasetId: dataset.id, dataId, runId });
    let outcome: "ack" | "retry" = "retry";
    for (let attempt = 0; attempt < INLINE_ATTEMPTS && outcome === "retry"; attempt++) outcome = await processCognifyItem(msg, processDeps);
    if (outcome === "retry") leftover.push(msg);
  }
  if (leftover.length) await deps.queue.send(leftover);
  return { runId, items: await pod.pipelineItemStatuses(runId) };
}

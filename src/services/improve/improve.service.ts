import type { AiProvider } from "../../ai/types";
import { ApiError, badRequest } from "../../core/errors";
import { newId } from "../../core/ids";
import type { Principal } from "../../lib/types";
import type { DatasetRow } from "../../storage/d1/datasets.repo";
import { pipelineMessage } from "../../core/queue-messages";
import type { ImproveResult, StageOutcome } from "../../../schemas/improve.schemas";
import type { DataDeps } from "../data-items.service";
import { resolveWritableDataset } from "../datasets.service";
import type { ImproveConfig } from "../../lib/settings";
import { reviewConflicts } from "./conflict-review";
import { applySessionFeedback, bridgeSessions } from "./session-bridge";
import { type MergeResult } from "../../core/pod/entity-merge";
import { extractSessionRules } from "../code/coding-rules.stage";

export interface ImproveDeps extends DataDeps {
  /** Test override; production builds one provider per improve run from configuration. */
  provider?: AiProvider;
}

export interface ImproveInput {
  datasetName: string | null;
  datasetId: string | null;
  sessionIds: string[];
  nodeName: string[] | null;
  runInBackground: boolean;
  reviewConflicts: boolean;
  /** Background improve after this cognify run settles (remember). */
  afterRunId?: string | null;
}

export interface StagePlan {
  user: Principal;
  dataset: DatasetRow;
  sessionIds: string[];
  nodeName: string[] | null;
  reviewConflicts: boolean;
  runId: string;
}

const MERGES_IN_RESULT = 100;
/** A single-session improve holds a lock (cognee); a crashed holder frees it after this long. */
const LOCK_TTL_MS = 15 * 60 * 1000;

export const isBudgetError = (err: unknown) =>
  (err instanceof ApiError && err.status === 402) || (err instanceof Error && /^(402\|)?LLMPaymentRequiredError/.test(`${err.name}${err.message}`));

const budgetMessage = (err: unknown) => (err instanceof Error ? err.message.replace(/^402\|LLMPaymentRequiredError\|/, "") : String(err));

function mergeDetails(r: MergeResult) {
  return {
    entities_examined: r.entities_examined,
    clusters: r.clusters,
    merged: r.merges.length,
    embedding_rule: r.embedding_rule,
    merges: r.merges.slice(0, MERGES_IN_RESULT),
  };
}

/**
 * Runs improve's stages in order, each reported with its outcome: `apply_feedback_weights` and
 * `persist_sessions` (only with session ids), `merge_entities` (always), `review_conflicts` (only when
 * asked). Budget exhaustion (402) stops the run: the remaining stages are skipped with reason
 * `budget_exhausted`. Any other failure stops it too (`previous_stage_errored`).
 */
export async function runImproveStages(deps: ImproveDeps, plan: StagePlan, config: ImproveConfig = deps.settings.improve): Promise<ImproveResult> {
  const started = Date.now();
  const provider = deps.provider ?? deps.ai();
  const pod = deps.pods(plan.dataset.workspaceId);
  const ctx = { deps, user: plan.user, dataset: plan.dataset, provider, config };
  const hasSessions = plan.sessionIds.length > 0;
  const stages: { name: StageOutcome["name"]; skip: string | null; run: () => Promise<Record<string, unknown>> }[] = [
    {
      name: "apply_feedback_weights",
      skip: hasSessions ? null : "no_sessions",
      run: () => applySessionFeedback(ctx, plan.sessionIds),
    },
    {
      name: "persist_sessions",
      skip: hasSessions ? null : "no_sessions",
      run: async () => ({ ...(await bridgeSessions(ctx, plan.sessionIds)) }),
    },
    {
      name: "coding_rules",
      skip: hasSessions ? null : "no_sessions",
      run: () => extractSessionRules(ctx, plan.sessionIds),
    },
    {
      name: "merge_entities",
      skip: null,
      run: async () => {
        const r = (await pod.mergeDuplicateEntities(plan.dataset.id, { similarity: config.mergeSimilarity, nodeSets: plan.nodeName })) as MergeResult | { error: string };
        if ("error" in r) throw new Error(`Entity merge failed (rolled back): ${r.error}`);
        if (r.vector_refs.length) {
          await deps.vectors(pod, plan.dataset.workspaceId).delete(
            r.vector_refs.map((v) => ({ datasetId: plan.dataset.id, ...v })),
          );
        }
        return mergeDetails(r);
      },
    },
    {
      name: "review_conflicts",
      skip: plan.reviewConflicts ? null : "not_requested",
      run: async () => ({ ...(await reviewConflicts(deps, plan.dataset, provider, plan.nodeName, deps.settings.improveEffectiveDateKey)) }),
    },
  ];

  const outcomes: StageOutcome[] = [];
  let stop: { reason: string; error: unknown } | null = null;
  const stageMs: Record<string, number> = {};
  for (const stage of stages) {
    if (stop) {
      outcomes.push({ name: stage.name, status: "skipped", reason: stop.reason, elapsed_ms: 0 });
      continue;
    }
    if (stage.skip) {
      outcomes.push({ name: stage.name, status: "skipped", reason: stage.skip, elapsed_ms: 0 });
      continue;
    }
    const t0 = Date.now();
    try {
      const details = await stage.run();
      stageMs[stage.name] = Date.now() - t0;
      outcomes.push({ name: stage.name, status: "completed", elapsed_ms: stageMs[stage.name]!, details });
    } catch (err) {
      stageMs[stage.name] = Date.now() - t0;
      const budget = isBudgetError(err);
      const message = err instanceof Error ? err.message : String(err);
      if (!budget) console.error(`improve: stage ${stage.name} failed`, err);
      outcomes.push({
        name: stage.name,
        status: "errored",
        reason: budget ? "budget_exhausted" : "error",
        elapsed_ms: stageMs[stage.name]!,
        details: { error: message },
      });
      stop = { reason: budget ? "budget_exhausted" : "previous_stage_errored", error: err };
    }
  }
  const status: ImproveResult["status"] = !stop ? "completed" : stop.reason === "budget_exhausted" ? "budget_exhausted" : "errored";
  await pod
    .recordImproveRun({
      id: plan.runId,
      datasetId: plan.dataset.id,
      status: status === "completed" ? "completed" : "errored",
      error: stop ? budgetMessage(stop.error) : null,
      stageMs,
      options: { session_ids: plan.sessionIds, node_name: plan.nodeName, review_conflicts: plan.reviewConflicts },
      startedAt: started,
    })
    .catch((err: unknown) => console.error("improve: run record failed", err));
  return {
    status,
    dataset_id: plan.dataset.id,
    dataset_name: plan.dataset.name,
    pipeline_run_id: plan.runId,
    session_ids: plan.sessionIds,
    review_conflicts: plan.reviewConflicts,
    elapsed_seconds: (Date.now() - started) / 1000,
    stages: outcomes,
  };
}

/** Throws the HTTP answer of a finished run that did not complete: 402 on budget, 409 otherwise. */
export function raiseForOutcome(result: ImproveResult): ImproveResult {
  if (result.status === "budget_exhausted") {
    const failed = result.stages.find((s) => s.reason === "budget_exhausted" && s.status === "errored");
    const message = String(failed?.details?.error ?? "Token budget exhausted");
    throw new ApiError(402, "LLMPaymentRequiredError", message, {
      ...result,
      detail: `${message.startsWith("Token budget exhausted") ? message : `Token budget exhausted: ${message}`} [LLMPaymentRequiredError]`,
    });
  }
  if (result.status === "errored") {
    const failed = result.stages.find((s) => s.status === "errored");
    throw new ApiError(409, "ImproveError", "An error occurred during graph improvement.", {
      ...result,
      error: "An error occurred during graph improvement.",
      detail: String(failed?.details?.error ?? ""),
    });
  }
  return result;
}

/** Enqueues a background improve; it waits for `afterRunId` (a cognify run) when given. */
export async function enqueueImprove(deps: DataDeps, plan: StagePlan, afterRunId: string | null): Promise<void> {
  const config = deps.settings.improve;
  const message = pipelineMessage.improveRun({
    workspaceId: plan.dataset.workspaceId,
    datasetId: plan.dataset.id,
    userId: plan.user.id,
    runId: plan.runId,
    sessionIds: plan.sessionIds,
    nodeName: plan.nodeName,
    reviewConflicts: plan.reviewConflicts,
    afterRunId,
    deadline: Date.now() + config.followRunTimeoutMs,
  });
  await deps.queue.send([message]);
}

const lockKey = (datasetId: string, userId: string, sessionIds: string[]) => `improve:${datasetId}:${userId}:${[...sessionIds].sort().join(",")}`;

/**
 * `POST /improve`: resolves the dataset with write permission (a name is created when missing), then
 * runs the stages now, or in the background (`status: "running"`). An improve of the same sessions
 * already running answers `{}` (cognee's single-session lock).
 */
export async function improve(deps: ImproveDeps, user: Principal, input: ImproveInput): Promise<ImproveResult | Record<string, never>> {
  if (!input.datasetName?.trim() && !input.datasetId?.trim()) {
    throw badRequest("Either datasetId or datasetName must be provided.", "DatasetRequiredError");
  }
  const dataset = await resolveWritableDataset(deps.db, user, {
    datasetId: input.datasetId?.trim() || null,
    datasetName: input.datasetId?.trim() ? null : input.datasetName!.trim(),
  });
  const plan: StagePlan = {
    user,
    dataset,
    sessionIds: [...new Set(input.sessionIds.map((s) => s.trim()).filter(Boolean))],
    nodeName: input.nodeName?.filter((n) => n.trim()) ?? null,
    reviewConflicts: input.reviewConflicts,
    runId: newId(),
  };
  if (plan.nodeName && plan.nodeName.length === 0) plan.nodeName = null;
  if (input.runInBackground) {
    await enqueueImprove(deps, plan, input.afterRunId ?? null);
    return {
      status: "running",
      dataset_id: dataset.id,
      dataset_name: dataset.name,
      pipeline_run_id: plan.runId,
      session_ids: plan.sessionIds,
      review_conflicts: plan.reviewConflicts,
      elapsed_seconds: 0,
      stages: [],
    };
  }
  const pod = deps.pods(dataset.workspaceId);
  const key = plan.sessionIds.length ? lockKey(dataset.id, user.id, plan.sessionIds) : null;
  const token = key ? await pod.improveLock(key, LOCK_TTL_MS) : null;
  if (key && !token) return {};
  try {
    return raiseForOutcome(await runImproveStages(deps, plan));
  } finally {
    if (key && token) await pod.improveUnlock(key, token);
  }
}

/** The background path of a queued improve (see improve.queue.ts), under the same lock. */
export async function runQueuedImprove(deps: ImproveDeps, plan: StagePlan): Promise<ImproveResult | null> {
  const pod = deps.pods(plan.dataset.workspaceId);
  const key = plan.sessionIds.length ? lockKey(plan.dataset.id, plan.user.id, plan.sessionIds) : null;
  const token = key ? await pod.improveLock(key, LOCK_TTL_MS) : null;
  if (key && !token) return null;
  try {
    return await runImproveStages(deps, plan);
  } finally {
    if (key && token) await pod.improveUnlock(key, token);
  }
}

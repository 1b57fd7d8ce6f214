import { ApiError, badRequest } from "../core/errors";
import type { PodPipelines } from "../core/pod-api";
import type { Principal } from "../lib/types";
import type { Db } from "../storage/d1/client";
import type { DatasetRow } from "../storage/d1/datasets.repo";
import type { PodStub } from "../storage/pods";
import type { Ports } from "../storage/ports";
import { pipelineMessage } from "../core/queue-messages";
import type { PipelineRunInfo } from "../../schemas/cognify.schemas";
import { COGNIFY_PIPELINE, type PipelineRunRow, RunStatus } from "../core/pipeline";
import { authorizeDatasets } from "./datasets.service";
import type { CognifyOptions } from "./cognify/process-item";
import { assertJsonDepth } from "../core/json";
import { resolveOntology } from "./ontologies/ontologies.service";

export interface CognifyInput {
  datasetNames: string[];
  datasetIds: string[];
  runInBackground: boolean;
  graphModel: unknown;
  options: Omit<CognifyOptions, "graph_model" | "ontology">;
  /** `ontology_key`: uploaded ontologies of the caller's workspace; unknown keys are 404 before anything starts. */
  ontologyKeys?: string[];
}

export interface CognifyDeps extends Pick<Ports, "db" | "settings" | "pods" | "queue"> {
  /** How long a blocking call waits for its runs before answering with their current state. */
  waitTimeoutMs?: number;
}

/**
 * `graph_model` must be a JSON schema (object or JSON string) of an object type; `{}` means the default
 * KnowledgeGraph. Anything else is 400 (spec: "graph_model not convertible").
 */
export function parseGraphModel(raw: unknown): Record<string, unknown> | null {
  if (raw === undefined || raw === null || raw === "") return null;
  let value = raw;
  if (typeof raw === "string") {
    assertJsonDepth(raw, "graph_model");
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest("graph_model is not valid JSON and cannot be converted to a graph model.", "InvalidGraphModelError");
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw badRequest("graph_model must be a JSON schema object.", "InvalidGraphModelError");
  }
  const schema = value as Record<string, unknown>;
  if (Object.keys(schema).length === 0) return null;
  const props = schema.properties;
  const isObjectType = schema.type === undefined || schema.type === "object";
  if (!isObjectType || typeof props !== "object" || props === null || Array.isArray(props) || Object.keys(props).length === 0) {
    throw badRequest(
      "graph_model cannot be converted: expected a JSON schema of an object with properties (e.g. a pydantic model's model_json_schema()).",
      "InvalidGraphModelError",
    );
  }
  for (const [name, def] of Object.entries(props as Record<string, unknown>)) {
    if (typeof def !== "object" || def === null) {
      throw badRequest(`graph_model cannot be converted: property "${name}" has no schema.`, "InvalidGraphModelError");
    }
  }
  return schema;
}

/** Resolves the datasets to cognify: ids need write permission; unknown names are created (cognee). */
async function resolveDatasets(db: Db, user: Principal, input: CognifyInput): Promise<DatasetRow[]> {
  // Names and ids must exist: cognify of an unknown name is a 404 and creates nothing. Repeats collapse
  // (10,000 copies of one name are one dataset, resolved in one D1 statement).
  // An unknown id stays a 403 (ids are global: the answer must not tell whose a dataset is).
  if (input.datasetIds.length) return authorizeDatasets(db, user, "write", { ids: [...new Set(input.datasetIds)] });
  return authorizeDatasets(db, user, "write", { names: [...new Set(input.datasetNames)] }, "not_found");
}

async function runInfo(pod: PodPipelines, dataset: DatasetRow, run: PipelineRunRow, alreadyCompleted: boolean): Promise<PipelineRunInfo> {
  const items = await pod.pipelineItemStatuses(run.id);
  const status: PipelineRunInfo["status"] = alreadyCompleted
    ? "PipelineRunAlreadyCompleted"
    : run.status === RunStatus.completed
      ? "PipelineRunCompleted"
      : run.status === RunStatus.errored
        ? "PipelineRunErrored"
        : "PipelineRunStarted";
  return {
    status,
    pipeline_run_id: run.id,
    dataset_id: dataset.id,
    dataset_name: dataset.name,
    payload: status === "PipelineRunErrored" ? items.filter((i) => i.error).map((i) => `${i.data_id}: ${i.error}`).join("\n") : [],
    data_ingestion_info: items.map((i) => ({ data_id: i.data_id, status: i.status, error: i.error })),
    progress: { total_items: run.total_items, done_items: run.done_items, failed_items: run.failed_items },
    stage_ms: run.stage_ms ? (JSON.parse(run.stage_ms) as Record<string, number>) : null,
  };
}

/**
 * Starts (or resumes) cognify over each dataset: one queue message per unprocessed data item. Blocking
 * calls wait for the runs to settle; `run_in_background` answers at once with PipelineRunStarted.
 */
export async function cognify(deps: CognifyDeps, user: Principal, input: CognifyInput): Promise<Record<string, PipelineRunInfo>> {
  if (input.datasetNames.length === 0 && input.datasetIds.length === 0) {
    throw badRequest("No datasets or dataset_ids provided.", "NoDatasetsError");
  }
  const graphModel = parseGraphModel(input.graphModel);
  const ontology = await resolveOntology(deps.db, user, input.ontologyKeys ?? []);
  const datasets = await resolveDatasets(deps.db, user, input);
  const started: { dataset: DatasetRow; pod: PodStub; run: PipelineRunRow; alreadyCompleted: boolean }[] = [];
  for (const dataset of datasets) {
    const pod = deps.pods(dataset.workspaceId);
    const res = await pod.startPipelineRun(dataset.workspaceId, dataset.id, COGNIFY_PIPELINE, {
      ...input.options,
      graph_model: graphModel,
      ...(ontology ? { ontology } : {}),
    });
    const messages = res.itemIds.map((dataId) =>
      pipelineMessage.cognifyItem({ workspaceId: dataset.workspaceId, datasetId: dataset.id, dataId, runId: res.run.id }),
    );
    await deps.queue.send(messages);
    started.push({ dataset, pod, run: res.run as PipelineRunRow, alreadyCompleted: res.alreadyCompleted });
  }

  if (!input.runInBackground) {
    const deadline = Date.now() + (deps.waitTimeoutMs ?? 15 * 60_000);
    let delay = 50;
    for (const s of started) {
      while (s.run.status === RunStatus.started && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, delay));
        // Capped at 250 ms: a poll is one small pod read, and the cap is the most a finished run waits to be seen.
        delay = Math.min(250, delay * 1.5);
        s.run = ((await s.pod.getPipelineRun(s.run.id)) as PipelineRunRow | null) ?? s.run;
      }
    }
  }

  const result: Record<string, PipelineRunInfo> = {};
  for (const s of started) result[s.dataset.id] = await runInfo(s.pod, s.dataset, s.run, s.alreadyCompleted);
  if (!input.runInBackground) {
    const errored = Object.values(result).filter((r) => r.status === "PipelineRunErrored");
    const budget = errored.flatMap((r) => r.data_ingestion_info ?? []).find((i) => i.error?.startsWith("LLMPaymentRequiredError"));
    if (budget) {
      throw new ApiError(402, "LLMPaymentRequiredError", budget.error!, {
        error: "Token budget exhausted",
        detail: `${budget.error!.replace(/^LLMPaymentRequiredError: /, "")} [LLMPaymentRequiredError]`,
      });
    }
    // A provider that cannot be reached is the caller's to fix (settings, a stopped model server): 503 naming it.
    const unavailable = errored.flatMap((r) => r.data_ingestion_info ?? []).find((i) => i.error?.startsWith("LLMProviderUnavailableError"));
    if (unavailable) {
      const message = unavailable.error!.replace(/^LLMProviderUnavailableError: /, "");
      throw new ApiError(503, "LLMProviderUnavailableError", message, { detail: `${message} [LLMProviderUnavailableError]`, runs: result });
    }
    if (errored.length) {
      throw new ApiError(500, "PipelineRunErroredError", "Pipeline run errored", {
        error: "Pipeline run errored",
        detail: errored.map((r) => `${r.dataset_name}: ${String(r.payload)}`).join("\n"),
        runs: result,
      });
    }
  }
  return result;
}

import { ApiError, ValidationError } from "../core/errors";
import type { Principal } from "../lib/types";
import type { PipelineRunInfo } from "../../schemas/cognify.schemas";
import type { UpdateResult } from "../../schemas/forget.schemas";
import type { PipelineRunRow } from "../core/pipeline";
import type { CognifyOptions } from "./cognify/process-item";
import { addFromParts, FORM_FIELD_MAX_BYTES, parseNodeSet } from "./add.service";
import { cognify } from "./cognify.service";
import { type DataDeps, resolveDataItem } from "./data-items.service";
import { boundaryFrom, filePart, formPart, type MultipartPart, parseMultipart } from "./multipart-stream";
import { type ChunkFingerprint, type ReplaceContentResult } from "../core/pod/update";
import { json } from "../core/json";

/**
 * The update form's parts as `/add`'s ingestion reads them, with the target dataset first: exactly one
 * `data` upload (422 otherwise: the field is required) and `node_set`; other fields are ignored.
 */
async function* updateParts(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  datasetId: string,
  seen: { uploads: number; nodeSet: string[] },
): AsyncGenerator<MultipartPart> {
  yield formPart("datasetId", datasetId);
  for await (const part of parseMultipart(body, boundary)) {
    const name = part.name.toLowerCase();
    if (part.filename !== null) {
      if (name !== "data") continue;
      seen.uploads += 1;
      if (seen.uploads > 1) throw new ValidationError([{ loc: ["body", "data"], msg: "Send exactly one file: the new content of the item", type: "too_long" }]);
      yield filePart("data", part.filename, part.contentType, part.body);
    } else if (name === "node_set" || name === "nodeset") {
      const value = await part.text(FORM_FIELD_MAX_BYTES);
      seen.nodeSet.push(value);
      yield formPart("node_set", value);
    } else if (name === "data") {
      const value = await part.text(FORM_FIELD_MAX_BYTES);
      if (value.trim()) throw new ApiError(400, "InvalidDataFieldError", "The data field takes a file upload only.");
    }
  }
  if (seen.uploads === 0) throw new ValidationError([{ loc: ["body", "data"], msg: "Field required", type: "missing" }]);
}

/**
 * Which chunks changed. Chunk ids are positional (`uuid5(<data id>-<index>)`), so an id present before
 * and after with the same text hash is unchanged; a new id or a different hash is re-dated.
 */
export function diffChunks(before: ChunkFingerprint[], after: ChunkFingerprint[]) {
  const old = new Map(before.map((c) => [c.id, c]));
  const now = new Set(after.map((c) => c.id));
  const changed: string[] = [];
  const unchanged: { id: string; createdAt: number }[] = [];
  for (const c of after) {
    const prev = old.get(c.id);
    if (prev && prev.fp === c.fp) unchanged.push({ id: c.id, createdAt: prev.createdAt });
    else changed.push(c.id);
  }
  return { changed, unchanged, removed: before.filter((c) => !now.has(c.id)).map((c) => c.id) };
}

/**
 * `PATCH /update?data_id=&dataset_id=`: replaces an item's content and re-cognifies it, keeping its data
 * id (and label, metadata, creation time). The new bytes go through `/add`'s ingestion as a fresh item
 * whose content then moves onto the target; the old derived memory is purged first. The response lists
 * `redated_chunks`: the ids of chunks whose text is new or changed, whose facts are dated at the update
 * (their `ingested_at`), so the conflicting-facts review treats them as the newest statements.
 */
export async function updateData(
  deps: DataDeps,
  user: Principal,
  q: { dataId: string; datasetId: string | null },
  request: Request,
): Promise<UpdateResult> {
  const boundary = boundaryFrom(request.headers.get("content-type"));
  if (!boundary) throw new ValidationError([{ loc: ["body", "data"], msg: "Field required (send multipart/form-data with a data upload)", type: "missing" }]);
  let target: Awaited<ReturnType<typeof resolveDataItem>>;
  try {
    target = await resolveDataItem(deps, user, q.dataId, q.datasetId, "write");
  } catch (err) {
    if (err instanceof ApiError && err.errorName === "DataNotFoundError") {
      throw new ApiError(404, "UpdateTargetNotFoundError", `No data item ${q.dataId} to update${q.datasetId ? ` in dataset ${q.datasetId}` : ""}.`);
    }
    throw err;
  }
  const { dataset } = target;
  const pod = deps.pods(dataset.workspaceId);
  const seen = { uploads: 0, nodeSet: [] as string[] };
  const added = await addFromParts(deps, user, updateParts(request.body ?? new Response("").body!, boundary, dataset.id, seen), { enforceQuotas: false });
  const nodeSet = parseNodeSet(seen.nodeSet);
  const info = added.data_ingestion_info[0]!;
  const before = (await pod.chunkFingerprints(dataset.id, q.dataId)) as ChunkFingerprint[];
  // The run that last cognified the item: the update is re-chunked and extracted with its options.
  const lastRunId = (await pod.itemCognifyStatus(dataset.id, q.dataId)).runId;
  const lastRun = lastRunId ? ((await pod.getPipelineRun(lastRunId)) as PipelineRunRow | null) : null;
  let contentChanged = false;
  if (info.data_id === q.dataId) {
    // Same bytes as the item already holds: at most the node set changes.
    if (nodeSet) await pod.setItemNodeSet(dataset.id, q.dataId, nodeSet);
  } else if (info.run_info.status === "PipelineRunAlreadyCompleted") {
    throw new ApiError(
      409,
      "DuplicateContentError",
      `The new content is identical to data item ${info.data_id} of dataset ${dataset.id}; update would merge two items.`,
    );
  } else {
    const replaced = (await pod.replaceItemContent(dataset.id, q.dataId, info.data_id, nodeSet)) as ReplaceContentResult;
    if (!replaced.ok) throw new ApiError(404, "UpdateTargetNotFoundError", `No data item ${q.dataId} to update in dataset ${dataset.id}.`);
    contentChanged = true;
    await deps.rawFiles.delete(replaced.oldKeys.filter((k) => !replaced.newKeys.includes(k)));
    if (replaced.vectors.length) {
      await deps.vectors(pod, dataset.workspaceId).delete(replaced.vectors.map((v) => ({ datasetId: dataset.id, ...v })));
    }
  }

  const previous = json<CognifyOptions>(lastRun?.options, {});
  const options = { chunk_size: previous.chunk_size ?? null, chunks_per_batch: previous.chunks_per_batch ?? null, custom_prompt: previous.custom_prompt ?? null };
  let run: PipelineRunInfo | undefined;
  let error: string | undefined;
  try {
    run = (await cognify(deps, user, { datasetNames: [], datasetIds: [dataset.id], runInBackground: false, graphModel: previous.graph_model ?? null, options }))[dataset.id];
  } catch (err) {
    const runs = err instanceof ApiError && err.errorName === "PipelineRunErroredError" ? (err.body?.runs as Record<string, PipelineRunInfo> | undefined) : undefined;
    if (!runs) throw err;
    run = runs[dataset.id];
    error = String(run?.payload ?? "cognify failed");
  }
  const after = (await pod.chunkFingerprints(dataset.id, q.dataId)) as ChunkFingerprint[];
  const diff = contentChanged ? diffChunks(before, after) : { changed: [], unchanged: after.map((c) => ({ id: c.id, createdAt: c.createdAt })), removed: [] };
  const factsRedated = contentChanged ? await pod.redateChunks(dataset.id, q.dataId, { changed: diff.changed, at: Date.now(), unchanged: diff.unchanged }) : 0;
  if (contentChanged) await pod.afterItemDeleted(dataset.id);
  const status = (run?.status ?? "PipelineRunCompleted") as UpdateResult["status"];
  return {
    status: status === "PipelineRunStarted" || status === "PipelineRunErrored" || status === "PipelineRunAlreadyCompleted" ? status : "PipelineRunCompleted",
    data_id: q.dataId,
    dataset_id: dataset.id,
    dataset_name: dataset.name,
    pipeline_run_id: run?.pipeline_run_id ?? null,
    content_changed: contentChanged,
    redated_chunks: diff.changed,
    unchanged_chunks: diff.unchanged.length,
    removed_chunks: diff.removed,
    facts_redated: factsRedated,
    ...(error ? { error } : {}),
  };
}

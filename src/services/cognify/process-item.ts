import type { OntologyConstraints } from "../../ai/ontology";
import type { AiProvider, KnowledgeGraph } from "../../ai/types";
import { parseDateValue } from "../../core/dates";
import { ApiError } from "../../core/errors";
import type { Settings } from "../../lib/settings";
import type { PodStub } from "../../storage/pods";
import type { VectorIndex, VectorUpsert } from "../../storage/vectors/vector-index";
import type { CognifyItemMessage } from "../../../schemas/queue.schemas";
import { COGNIFY_PIPELINE, LEASE_HEARTBEAT_MS, MAX_ITEM_ATTEMPTS, type PipelineItem } from "../../core/pipeline";
import { chunkText, serviceChunkBudget } from "../chunking";
import { buildGraphBatch, type ChunkExtraction, type DocumentInfo } from "./graph-builder";
import { type CognifyWriteBuffer, WriteFlushError } from "./write-buffer";
import { type GraphBatch } from "../../core/pod/graph-writes";
import { chunkIdFor } from "../../core/graph-ids";
import { json } from "../../core/json";

export interface CognifyOptions {
  chunk_size?: number | null;
  chunks_per_batch?: number | null;
  custom_prompt?: string | null;
  graph_model?: Record<string, unknown> | null;
  /** Resolved from `ontology_key` when the run started (src/services/ontologies), so every item sees the same one. */
  ontology?: OntologyConstraints | null;
}

export interface ProcessDeps {
  pod: PodStub;
  provider: AiProvider;
  vectors: VectorIndex;
  settings: Settings;
  readText(key: string): Promise<string | null>;
  /** Commits writes and completion with the other items of the queue batch (one pod transaction). */
  writes?: CognifyWriteBuffer;
  /** Run options by run id, shared by the items of a batch (one RPC per run instead of per item). */
  runOptions?: Map<string, Promise<CognifyOptions>>;
}

/**
 * Chunks written to the pod per RPC. Keeps each call well under the Workers RPC message limit (32 MiB)
 * and each SQLite transaction short, even for a 10 MB document.
 */
const WRITE_BATCH_CHUNKS = 64;

/** Runs `fn` over `items` with at most `limit` in flight (LLM calls; the local provider is CPU-bound anyway). */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}

/**
 * A provider's 429 or 503 is retried by the queue (with backoff) as often as it allows; a provider that
 * cannot be reached at all (LLMProviderUnavailableError, already tried twice) is recorded at once, so the run
 * ends errored saying so instead of going round the queue's retries. A TypeError is how
 * fetch reports a lost connection, but also how a bug of our own surfaces: it is retried until the item's
 * MAX_ITEM_ATTEMPTS-th claim (3), then recorded as the item's error instead of going round the dead-letter
 * queue and the watchdog (10 minutes a round) with nothing said.
 */
const isRetryable = (err: unknown, attempts: number) =>
  err instanceof ApiError
    ? (err.status === 429 || err.status === 503) && err.errorName !== "LLMProviderUnavailableError"
    : err instanceof TypeError && attempts < MAX_ITEM_ATTEMPTS;

/**
 * Processes one data item of a cognify run: load text, chunk, extract a graph and a summary per chunk,
 * embed, write graph + FTS + vectors. Idempotent end to end; returns "retry" only for transient failures.
 */
export async function processCognifyItem(msg: CognifyItemMessage, deps: ProcessDeps): Promise<"ack" | "retry"> {
  const { pod } = deps;
  const item = (await pod.claimPipelineItem(msg.datasetId, msg.dataId, COGNIFY_PIPELINE, msg.runId)) as PipelineItem | null;
  if (!item) return "ack";
  // A code repository is indexed by the code pipeline (src/services/code), which stamps its cognify status.
  if (item.kind === "code_repo") return "ack";
  const options = await runOptionsOf(deps, msg.runId);
  const stageMs: Record<string, number> = {};
  const timed = async <T>(stage: string, fn: () => Promise<T> | T): Promise<T> => {
    const t0 = performance.now();
    try {
      return await fn();
    } finally {
      stageMs[stage] = (stageMs[stage] ?? 0) + (performance.now() - t0);
    }
  };
  try {
    const text = await timed("load", () => deps.readText(item.text_key ?? item.raw_key));
    if (text === null) throw new ApiError(404, "DataNotFoundError", `Stored content of data item ${item.id} is missing.`);
    const budget = options.chunk_size ?? serviceChunkBudget(deps.settings, deps.provider.embedder);
    const pieces = await timed("chunk", () => chunkText(text, budget));
    const doc: DocumentInfo = {
      dataId: item.id,
      name: item.name,
      extension: item.extension,
      mimeType: item.mime_type,
      externalMetadata: json<Record<string, unknown> | null>(item.external_metadata, null),
      nodeSets: json<string[]>(item.node_set, []),
      createdAt: item.created_at,
    };
    const concurrency = Math.max(1, Math.min(options.chunks_per_batch ?? 8, 16));
    let tokenCount = 0;
    // Renews the claim's lease while a long item is worked on (ITEM_LEASE_MS): without it, an item taking
    // longer than the lease would be taken for dead and done twice.
    let lastBeat = Date.now();
    const heartbeat = async () => {
      if (Date.now() - lastBeat < LEASE_HEARTBEAT_MS) return;
      lastBeat = Date.now();
      await pod.renewPipelineLease(msg.datasetId, item.id, COGNIFY_PIPELINE);
    };
    for (let start = 0; start < Math.max(1, pieces.length); start += WRITE_BATCH_CHUNKS) {
      const group = pieces.slice(start, start + WRITE_BATCH_CHUNKS).map((p) => ({
        id: chunkIdFor(item.id, p.index),
        index: p.index,
        text: p.text,
        tokenCount: p.tokenCount,
        cutType: p.cutType,
      }));
      tokenCount += group.reduce((s, c) => s + c.tokenCount, 0);
      const extractOpts = {
        customPrompt: options.custom_prompt || undefined,
        graphModel: options.graph_model && Object.keys(options.graph_model).length ? options.graph_model : undefined,
        // Relative dates ("yesterday") are anchored to the item's effective date when it has one.
        referenceDate: referenceDateOf(doc.externalMetadata, deps.settings.improveEffectiveDateKey),
        ...(options.ontology ? { ontology: options.ontology } : {}),
      };
      const graphs = await timed("extract", () =>
        mapLimit(group, concurrency, (c): Promise<KnowledgeGraph> => deps.provider.extractor.extract(c.text, extractOpts)),
      );
      await heartbeat();
      const summaries = await timed("summarize", () => mapLimit(group, concurrency, (c) => deps.provider.summarizer.summarize(c.text)));
      const extractions: ChunkExtraction[] = group.map((chunk, i) => ({ chunk, graph: graphs[i]!, summary: summaries[i]! }));
      const built = buildGraphBatch(doc, extractions, {
        effectiveDateKey: deps.settings.improveEffectiveDateKey,
        includeDocument: start === 0,
      });
      const points = await timed("embed", () => embedPoints(deps, msg.datasetId, built.points));
      const local = await timed("index", () => deps.vectors.prepareUpsert(points, deps.provider.embedder.model));
      await heartbeat();
      const batch: GraphBatch = {
        chunks: group,
        nodes: built.nodes,
        edges: built.edges,
        // With Vectorize the points come back without their vectors: the pod still keeps their texts and
        // payloads, which is what Vectorize hits (ids only) are joined with.
        vectors: local.map((p) => ({ collection: p.collection, id: p.id, model: deps.provider.embedder.model, vector: p.vector, text: p.text, payload: p.payload })),
        vectorRefs: points.map((p) => `${p.collection}|${p.id}`),
      };
      // Buffered writes are timed by their commits (CognifyWriteBuffer), not here.
      if (deps.writes) await deps.writes.add({ kind: "write", datasetId: msg.datasetId, dataId: item.id, pipeline: COGNIFY_PIPELINE, runId: msg.runId, batch });
      else await timed("write", () => pod.writeGraphBatch(msg.datasetId, item.id, COGNIFY_PIPELINE, batch as never));
    }
    if (deps.writes) {
      // Stage times are final here; the buffered write's commit is timed by the batch (not per item).
      await deps.writes.add({ kind: "complete", datasetId: msg.datasetId, dataId: item.id, pipeline: COGNIFY_PIPELINE, runId: msg.runId, result: { tokenCount, stageMs } });
    } else {
      await pod.completePipelineItem(msg.datasetId, item.id, COGNIFY_PIPELINE, msg.runId, { tokenCount, stageMs });
    }
    return "ack";
  } catch (err) {
    // A failed commit carries other items' writes too: the whole batch is retried, never this item failed.
    if (err instanceof WriteFlushError) throw err;
    const named = err instanceof ApiError ? `${err.errorName}: ${err.message}` : `${(err as Error).name ?? "Error"}: ${(err as Error).message ?? String(err)}`;
    if (isRetryable(err, item.attempts)) {
      console.warn(`cognify: item ${item.id} failed on attempt ${item.attempts}, retrying: ${named}`);
      return "retry";
    }
    await pod.failPipelineItem(msg.datasetId, item.id, COGNIFY_PIPELINE, msg.runId, named);
    return "ack";
  }
}

function runOptionsOf(deps: ProcessDeps, runId: string): Promise<CognifyOptions> {
  const load = async () => json<CognifyOptions>(((await deps.pod.getPipelineRun(runId)) as { options?: string | null } | null)?.options, {});
  if (!deps.runOptions) return load();
  let p = deps.runOptions.get(runId);
  if (!p) {
    p = load();
    p.catch(() => deps.runOptions?.delete(runId));
    deps.runOptions.set(runId, p);
  }
  return p;
}

function referenceDateOf(metadata: Record<string, unknown> | null, key: string): string | undefined {
  const ms = parseDateValue(metadata?.[key]);
  return ms === null ? undefined : new Date(ms).toISOString().slice(0, 10);
}

/** Embeds each distinct text once, in batches of EMBEDDING_BATCH_SIZE (default 32). */
async function embedPoints(deps: ProcessDeps, datasetId: string, points: { collection: string; id: string; text: string; payload: Record<string, unknown> }[]): Promise<VectorUpsert[]> {
  const distinct = [...new Set(points.map((p) => p.text))];
  const vectors = new Map<string, Float32Array>();
  const size = deps.settings.embeddingBatchSize;
  for (let i = 0; i < distinct.length; i += size) {
    const batch = distinct.slice(i, i + size);
    const out = await deps.provider.embedder.embed(batch);
    batch.forEach((t, j) => vectors.set(t, out[j]!));
  }
  return points.map((p) => ({ datasetId, collection: p.collection, id: p.id, vector: vectors.get(p.text)!, text: p.text, payload: p.payload }));
}

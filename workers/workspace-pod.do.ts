import { DurableObject } from "cloudflare:workers";
import { WORKSPACE_POD_MIGRATIONS } from "../migrations/do/workspace-pod";
import { graphCounts, writeGraphBatch } from "./pod/graph-store";
import { commitCognifyWrites } from "./pod/cognify-writes";
import { addStageTimes, claimItem, completeItem, failItem, getRun, hasLiveRuns, itemStatuses, staleItems, startRun, touchItem } from "./pod/pipeline-runs";
import type { PipelineRunRow } from "../src/core/pipeline";
import { migrate, one, run } from "./pod/sql";
import { assertMember, assertServing, beginRestore, ensureTenant, finishDueRestore, listMembers, readState, removeMember, requireReachable, setStatus, syncMembers, upsertMember } from "./pod/membership";
import { purgeDataset } from "./pod/purge";
import { wrapPodRpcs } from "./pod/rpc";
import { applyProposal, createProposal, deleteSkill, getProposal, getSkill, lexicalSkillHits, listSkills, skillsByIds, upsertSkill } from "./pod/skills";
import { edgesPage, graphSummary as vizGraphSummary, nodesPage, schemaStats, selectSubgraph, sessionEvents } from "./pod/visualize";
import { commitDataItems, countDataItems, dataUsage, datasetsHoldingItem, deleteDataItem, deleteDatasetContent, getDataItem, listDataItems } from "./pod/data-items";
import { datasetProgress, datasetStatuses, graphSummary, itemStatuses as itemProcessingStatuses } from "./pod/dataset-status";
import { queryVectors, vectorPayloads } from "./pod/vectors";
import type { PodDataItems, PodForget, PodGraphWrites, PodImprove, PodLifecycle, PodPipelines, PodRetrieval, PodSessions, PodSkills, PodUpdate, PodVectors, PodVisualisation, PodCode, VectorQuery } from "../src/core/pod-api";
import type { CypherQuery } from "../src/core/cypher/ast";
import type { CypherResult } from "../src/core/cypher/executor";
import { pipelineMessage } from "../src/core/queue-messages";
import * as retrieval from "./pod/retrieval";
import * as sessions from "./pod/sessions";
import * as entityMerge from "./pod/entity-merge";
import * as factConflicts from "./pod/fact-conflicts";
import * as forget from "./pod/forget";
import * as improve from "./pod/improve";
import * as update from "./pod/update";
import { type ChunkFingerprint, type ReplaceContentResult } from "../src/core/pod/update";
import { type CognifyCommitEntry, type GraphBatch } from "../src/core/pod/graph-writes";
import { type CommitDataItemsInput, type CommitDataItemsResult, type DataItemRow, type DeletedDataItem } from "../src/core/pod/data-items";
import { type DatasetProfile, type DatedFact, type SequenceNeighbour, type VectorHit, type ScoredTriplet, type TripletProjection, type TripletProjectionInput, type ChunkRow, type EntityBlock, type GraphNodeOut, type LexicalQuery, type SequenceAnchor, tripletDistances } from "../src/core/pod/retrieval";
import { type DatasetProgress, type GraphCountTtls, type GraphSummaryRow, type ItemProcessingStatus } from "../src/core/pod/dataset-status";
import { type EdgeCursor, type GraphSummary, type SchemaStats, type SessionEvent, type Subgraph, type SubgraphOptions, type VizLink, type VizNode } from "../src/core/pod/visualize";
import { MAX_ITEM_ATTEMPTS, type PipelineItem, type StartRunResult } from "../src/core/pipeline";
import { type MergeResult } from "../src/core/pod/entity-merge";
import { type PodMember, type PodState } from "../src/core/pod/membership";
import { type ProposalInput, type ProposalRecord, type SkillRecord, type SkillUpsert } from "../src/core/pod/skills";
import { type SkillRunRow } from "../src/core/pod/improve";
import { type FactConflictRecord, type ReviewOptions, type ReviewResult } from "../src/core/pod/fact-conflicts";
import { type ForgetCounts, type MemoryForgetResult } from "../src/core/pod/forget";
import { type SessionEntryRow, type SessionRow } from "../src/core/pod/sessions";
import * as codeGraph from "./pod/code-graph";
import type { CodeDelta, CodeSnapshot } from "../src/core/code/model";

/** How often the pipeline watchdog looks for items whose lease expired while runs are live (ITEM_LEASE_MS / 4). */
const WATCHDOG_INTERVAL_MS = 15_000;

/**
 * The workspace pod: one object per workspace (a tenant, or a user's personal space) holding its data
 * items, chunks (FTS5), graph, local vectors, sessions and skills in SQLite storage.
 *
 * Capacity: 10 GB of storage and ~1,000 req/s per object (DO limits). Content is partitioned by
 * `dataset_id` in every table so a dataset can be moved to its own shard without a schema change.
 */
export class WorkspacePod
  extends DurableObject<Env>
  implements PodLifecycle, PodPipelines, PodGraphWrites, PodVectors, PodDataItems, PodRetrieval, PodSessions, PodSkills, PodVisualisation, PodImprove, PodForget, PodUpdate, PodCode
{
  readonly schemaVersion: number;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.schemaVersion = migrate(ctx.storage, WORKSPACE_POD_MIGRATIONS);
  }

  protected get sql(): SqlStorage {
    return this.ctx.storage.sql;
  }

  /** Liveness and size figures for health and benchmarks. */
  async stats(): Promise<{ schemaVersion: number; databaseSize: number; dataItems: number; chunks: number }> {
    const dataItems = one<{ n: number }>(this.sql, `SELECT count(*) AS n FROM data_items`)?.n ?? 0;
    const chunks = one<{ n: number }>(this.sql, `SELECT count(*) AS n FROM chunks`)?.n ?? 0;
    return { schemaVersion: this.schemaVersion, databaseSize: this.ctx.storage.sql.databaseSize, dataItems, chunks };
  }

  /** The pod remembers its own workspace id (needed to address queue messages from alarms). */
  private rememberWorkspace(workspaceId: string): void {
    run(this.sql, `INSERT OR IGNORE INTO _meta (key, value) VALUES ('workspace_id', ?)`, workspaceId);
  }

  private get workspaceId(): string | undefined {
    return one<{ value: string }>(this.sql, `SELECT value FROM _meta WHERE key = 'workspace_id'`)?.value;
  }

  // ---- pipelines (cognify) ----

  /** Opens a pipeline run over the dataset's unprocessed items; arms the watchdog. */
  async startPipelineRun(
    workspaceId: string,
    datasetId: string,
    pipeline: string,
    options: Record<string, unknown>,
    onlyDataIds?: string[],
  ): Promise<StartRunResult> {
    this.rememberWorkspace(workspaceId);
    const result = startRun(this.ctx.storage, datasetId, pipeline, options, onlyDataIds);
    if (!result.alreadyCompleted && (await this.ctx.storage.getAlarm()) === null) {
      await this.ctx.storage.setAlarm(Date.now() + WATCHDOG_INTERVAL_MS);
    }
    return result;
  }

  async getPipelineRun(runId: string): Promise<PipelineRunRow | null> {
    return getRun(this.sql, runId) ?? null;
  }

  async pipelineItemStatuses(runId: string): Promise<{ data_id: string; status: string; error: string | null }[]> {
    return itemStatuses(this.sql, runId);
  }

  async claimPipelineItem(datasetId: string, dataId: string, pipeline: string, runId: string): Promise<PipelineItem | null> {
    return claimItem(this.sql, datasetId, dataId, pipeline, runId);
  }

  /** Renews the lease of an item in progress (and of its run): the worker's heartbeat. */
  async renewPipelineLease(datasetId: string, dataId: string, pipeline: string): Promise<void> {
    touchItem(this.sql, datasetId, dataId, pipeline);
  }

  /** Writes one batch of an item's graph (idempotent upserts) and keeps the item alive for the watchdog. */
  async writeGraphBatch(datasetId: string, dataId: string, pipeline: string, batch: GraphBatch): Promise<void> {
    writeGraphBatch(this.ctx.storage, datasetId, dataId, batch);
    touchItem(this.sql, datasetId, dataId, pipeline);
  }

  /** Graph writes and completions of several items of a cognify queue batch, in one commit. */
  async commitCognifyWrites(entries: CognifyCommitEntry[]): Promise<void> {
    commitCognifyWrites(this.ctx.storage, entries);
  }

  /** Adds stage times measured after an item's completion (its batch's final commit). */
  async addPipelineStageTimes(runId: string, stageMs: Record<string, number>): Promise<void> {
    addStageTimes(this.sql, runId, stageMs);
  }

  async completePipelineItem(
    datasetId: string,
    dataId: string,
    pipeline: string,
    runId: string,
    result: { tokenCount?: number; stageMs?: Record<string, number> },
  ): Promise<void> {
    completeItem(this.ctx.storage, datasetId, dataId, pipeline, runId, result);
  }

  async failPipelineItem(datasetId: string, dataId: string, pipeline: string, runId: string, error: string): Promise<void> {
    failItem(this.ctx.storage, datasetId, dataId, pipeline, runId, error);
  }

  async graphCounts(datasetId: string): Promise<{ nodes: number; edges: number }> {
    return graphCounts(this.sql, datasetId);
  }

  // ---- local vector index ----

  async queryVectors(q: VectorQuery): Promise<{ hits: VectorHit[] }> {
    const sets = q.nodeSets?.length ? new Set(q.nodeSets) : null;
    const hits = queryVectors(this.sql, {
      ...q,
      filter: sets
        ? (p) => Array.isArray(p.belongs_to_set) && (p.belongs_to_set as string[]).some((s) => sets.has(s))
        : undefined,
    });
    return { hits };
  }

  /**
   * Graph search over the local index in one call: the vector hits feed the triplet projection here, so
   * ~600 hits and their distances do not cross RPC twice (~1-2 ms of a GRAPH_COMPLETION at 100k chunks).
   */
  async searchTriplets(search: VectorQuery, projection: TripletProjection, factCollection: string): Promise<{ triplets: ScoredTriplet[] }> {
    const { hits } = await this.queryVectors(search);
    return { triplets: retrieval.projectTriplets(this.sql, { ...projection, ...tripletDistances(hits, factCollection) }) };
  }

  /** Text and payload of points (joins Vectorize hits back to their content). */
  async vectorPayloads(
    datasetIds: string[],
    collection: string,
    ids: string[],
  ): Promise<{ datasetId: string; id: string; text: string | null; payload: Record<string, unknown> }[]> {
    return vectorPayloads(this.sql, datasetIds, collection, ids);
  }

  // ---- membership and lifecycle (workers/pod/membership.ts) ----

  /** Binds the pod to its tenant and records the owner as a member (idempotent). */
  async initTenant(tenantId: string, ownerId: string, ownerEmail: string | null): Promise<PodState> {
    return ensureTenant(this.sql, tenantId, ownerId, ownerEmail);
  }

  /** Pushed by the control plane when a member is added; refused while suspended (503) or failed (409). */
  async addMember(tenantId: string, ownerId: string, member: PodMember): Promise<void> {
    requireReachable(readState(this.sql));
    ensureTenant(this.sql, tenantId, ownerId);
    upsertMember(this.sql, member);
  }

  /** Revokes a member's access; runs before the control plane drops the membership. */
  async removeMember(tenantId: string, ownerId: string, userId: string): Promise<boolean> {
    requireReachable(readState(this.sql));
    ensureTenant(this.sql, tenantId, ownerId);
    return removeMember(this.sql, userId);
  }

  async listMembers(callerId: string): Promise<{ userId: string; email: string | null; role: string }[]> {
    assertMember(this.sql, callerId);
    return listMembers(this.sql);
  }

  /** For other pod callers: 403 unless the user is a member of this tenant's pod (personal pods pass). */
  async assertMember(userId: string): Promise<void> {
    assertMember(this.sql, userId);
  }

  /** For data-serving callers: 503 while suspended or restoring, then the membership check. */
  async assertServing(userId?: string | null): Promise<void> {
    assertServing(this.sql, userId);
  }

  async podState(): Promise<PodState | null> {
    return readState(this.sql);
  }

  /** Scales the workspace to zero: state only, data stays intact. */
  async suspend(): Promise<PodState | null> {
    return setStatus(this.sql, "suspended");
  }

  /**
   * Restore by a member: re-syncs the member list (pushes may have been missed while suspended), checks
   * the caller against it, and starts the cold start that an alarm (or the next status read) completes.
   */
  async restore(tenantId: string, ownerId: string, callerId: string, members: PodMember[], coldStartMs: number): Promise<PodState> {
    ensureTenant(this.sql, tenantId, ownerId);
    syncMembers(this.sql, members);
    assertMember(this.sql, callerId);
    const dueAt = Date.now() + Math.max(0, coldStartMs);
    const state = beginRestore(this.sql, dueAt);
    if (state.status === "restoring") {
      const current = await this.ctx.storage.getAlarm();
      if (current === null || current > dueAt) await this.ctx.storage.setAlarm(dueAt);
    }
    return state;
  }

  /** Deletes everything the workspace holds (tenant deletion); the object starts over empty. */
  async destroyWorkspace(): Promise<void> {
    setStatus(this.sql, "terminating");
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    migrate(this.ctx.storage, WORKSPACE_POD_MIGRATIONS);
  }

  /** Drops all content of one dataset held by this pod (graph, chunks, vectors, items, statuses, runs). */
  async purgeDataset(datasetId: string): Promise<void> {
    purgeDataset(this.sql, datasetId);
  }

  // ---- data items and dataset status (workers/pod/data-items.ts, workers/pod/dataset-status.ts) ----

  async dataUsage(ownerId: string): Promise<{ bytes: number; documents: number }> {
    return dataUsage(this.sql, ownerId);
  }

  /** Quota re-check, content-hash dedup and insert of one `/add` call, atomically. */
  async commitDataItems(input: CommitDataItemsInput): Promise<CommitDataItemsResult> {
    return commitDataItems(this.ctx.storage, input);
  }

  async listDataItems(datasetId: string, limit: number, offset: number): Promise<DataItemRow[]> {
    return listDataItems(this.sql, datasetId, limit, offset);
  }

  async countDataItems(datasetId: string): Promise<number> {
    return countDataItems(this.sql, datasetId);
  }

  async getDataItem(datasetId: string, dataId: string): Promise<DataItemRow | null> {
    return getDataItem(this.sql, datasetId, dataId) ?? null;
  }

  async datasetsHoldingItem(dataId: string, datasetIds: string[]): Promise<string[]> {
    return datasetsHoldingItem(this.sql, dataId, datasetIds);
  }

  async deleteDataItem(datasetId: string, dataId: string): Promise<DeletedDataItem | null> {
    return deleteDataItem(this.ctx.storage, datasetId, dataId);
  }

  async deleteDatasetContent(datasetId: string): Promise<{ items: number; vectors: { collection: string; id: string }[] }> {
    return deleteDatasetContent(this.ctx.storage, datasetId);
  }

  async itemProcessingStatuses(datasetId: string, pipeline: string): Promise<ItemProcessingStatus[]> {
    return itemProcessingStatuses(this.sql, datasetId, pipeline);
  }

  async datasetStatuses(datasetIds: string[], pipelines: string[]): Promise<Record<string, Record<string, string>>> {
    return datasetStatuses(this.sql, datasetIds, pipelines);
  }

  async datasetProgress(datasetIds: string[], pipeline: string): Promise<Record<string, DatasetProgress>> {
    return Object.fromEntries(datasetIds.map((id) => [id, datasetProgress(this.sql, id, pipeline)]));
  }

  async graphSummary(datasetIds: string[], ttls: GraphCountTtls): Promise<GraphSummaryRow[]> {
    return graphSummary(this.sql, datasetIds, ttls);
  }

  // ---- skills and proposals (workers/pod/skills.ts) ----

  /** Creates or updates a skill in place (graph node, NodeSet edge, vector point, FTS row); idempotent. */
  async upsertSkill(datasetId: string, skill: SkillUpsert): Promise<{ created: boolean; skill: SkillRecord }> {
    return upsertSkill(this.ctx.storage, datasetId, skill);
  }

  async getSkill(datasetId: string, skillId: string): Promise<SkillRecord | null> {
    return getSkill(this.sql, datasetId, skillId);
  }

  async listSkills(datasetId: string, opts: { includeInactive: boolean; limit: number; offset: number }): Promise<SkillRecord[]> {
    return listSkills(this.sql, datasetId, opts);
  }

  async skillsByIds(datasetId: string, ids: string[]): Promise<SkillRecord[]> {
    return skillsByIds(this.sql, datasetId, ids);
  }

  async lexicalSkillHits(datasetId: string, query: string, limit: number): Promise<{ id: string; bm25: number }[]> {
    return lexicalSkillHits(this.sql, datasetId, query, limit);
  }

  /** Hard delete of a skill; `deleted: false` when it is not in the dataset. */
  async deleteSkill(datasetId: string, skillId: string): Promise<{ deleted: boolean; vectorRefs: { collection: string; id: string }[] }> {
    return deleteSkill(this.ctx.storage, datasetId, skillId);
  }

  /** Stores a `proposed` skill-improvement proposal (404 when the skill is missing; idempotent by id). */
  async createSkillProposal(datasetId: string, input: ProposalInput): Promise<ProposalRecord> {
    return createProposal(this.ctx.storage, datasetId, input);
  }

  async getSkillProposal(datasetId: string, proposalId: string): Promise<ProposalRecord | null> {
    return getProposal(this.sql, datasetId, proposalId);
  }

  /** `proposed` -> `applied` and the skill takes the proposed procedure; idempotent. */
  async applySkillProposal(
    datasetId: string,
    proposalId: string,
    vector: { model: string; vector: number[] } | null,
  ): Promise<{ proposal: ProposalRecord; skill: SkillRecord; changed: boolean }> {
    return applyProposal(this.ctx.storage, datasetId, proposalId, vector);
  }

  // ---- visualisation reads (workers/pod/visualize.ts) ----

  async visualizeSubgraph(datasetId: string, opts: SubgraphOptions): Promise<Subgraph> {
    return selectSubgraph(this.sql, datasetId, opts);
  }

  async visualizeNodesPage(datasetId: string, afterId: string | null, limit: number): Promise<VizNode[]> {
    return nodesPage(this.sql, datasetId, afterId, limit);
  }

  async visualizeEdgesPage(
    datasetId: string,
    after: EdgeCursor | null,
    limit: number,
  ): Promise<{ links: VizLink[]; next: EdgeCursor | null }> {
    return edgesPage(this.sql, datasetId, after, limit);
  }

  async visualizeSummary(datasetId: string, topK: number): Promise<GraphSummary> {
    return vizGraphSummary(this.sql, datasetId, topK);
  }

  async visualizeSessionEvents(datasetId: string, limit: number): Promise<SessionEvent[]> {
    return sessionEvents(this.sql, datasetId, limit);
  }

  async graphSchemaStats(datasetId: string): Promise<SchemaStats> {
    return schemaStats(this.sql, datasetId);
  }

  // ---- retrieval (workers/pod/retrieval.ts): one RPC per retrieval step ----

  async lexicalChunks(q: LexicalQuery): Promise<ChunkRow[]> {
    return retrieval.lexicalChunks(this.sql, q);
  }

  async chunksByIds(datasetIds: string[], ids: string[]): Promise<ChunkRow[]> {
    return retrieval.chunksByIds(this.sql, datasetIds, ids);
  }

  async sequenceNeighbours(datasetId: string, anchors: SequenceAnchor[], radius: number): Promise<SequenceNeighbour[]> {
    return retrieval.sequenceNeighbours(this.sql, datasetId, anchors, radius);
  }

  async projectTriplets(q: TripletProjectionInput): Promise<ScoredTriplet[]> {
    return retrieval.projectTriplets(this.sql, q);
  }

  async entityNeighbourhoods(q: Parameters<typeof retrieval.entityNeighbourhoods>[1]): Promise<EntityBlock[]> {
    return retrieval.entityNeighbourhoods(this.sql, q);
  }

  async factsByText(datasetId: string, texts: string[], limit: number): Promise<ReturnType<typeof retrieval.factsByText>> {
    return retrieval.factsByText(this.sql, datasetId, texts, limit);
  }

  async entitiesByName(datasetId: string, names: string[]): Promise<GraphNodeOut[]> {
    return retrieval.entitiesByName(this.sql, datasetId, names);
  }

  async datedFacts(datasetId: string, limit: number): Promise<DatedFact[]> {
    return retrieval.datedFacts(this.sql, datasetId, limit);
  }

  async itemsWithMetadataKey(datasetId: string, key: string, limit: number): Promise<{ id: string; name: string; value: unknown }[]> {
    return retrieval.itemsWithMetadataKey(this.sql, datasetId, key, limit);
  }

  async datasetProfile(datasetId: string): Promise<DatasetProfile> {
    return retrieval.datasetProfile(this.sql, datasetId);
  }

  async listEntities(datasetId: string, q: Parameters<typeof retrieval.listEntities>[2]): Promise<ReturnType<typeof retrieval.listEntities>> {
    return retrieval.listEntities(this.sql, datasetId, q);
  }

  async scanChunks(datasetId: string, q: Parameters<typeof retrieval.scanChunks>[2]): Promise<ReturnType<typeof retrieval.scanChunks>> {
    return retrieval.scanChunks(this.sql, datasetId, q);
  }

  async retrievalStatus(datasetIds: string[]): Promise<ReturnType<typeof retrieval.datasetsStatus>> {
    return retrieval.datasetsStatus(this.sql, datasetIds);
  }

  async graphSchema(datasetId: string): Promise<ReturnType<typeof retrieval.graphSchema>> {
    return retrieval.graphSchema(this.sql, datasetId);
  }

  async runCypher(datasetId: string, query: CypherQuery): Promise<CypherResult> {
    return retrieval.runCypher(this.sql, datasetId, query);
  }

  // ---- sessions (workers/pod/sessions.ts) ----

  async appendSessionEntry(input: sessions.AppendEntryInput): Promise<SessionEntryRow> {
    return sessions.appendSessionEntry(this.ctx.storage, input);
  }

  async getSession(sessionId: string, userId?: string): Promise<SessionRow[]> {
    return sessions.getSession(this.sql, sessionId, userId);
  }

  async listSessionEntries(sessionId: string, userId: string, options?: { kinds?: string[]; limit?: number }): Promise<SessionEntryRow[]> {
    return sessions.listSessionEntries(this.sql, sessionId, userId, options);
  }

  async countSessionEntries(sessionId: string, userId: string): Promise<Record<string, number>> {
    return sessions.countSessionEntries(this.sql, sessionId, userId);
  }

  async searchSessionEntries(
    sessionId: string,
    userId: string,
    query: string,
    options?: { kinds?: string[]; topK?: number },
  ): Promise<(SessionEntryRow & { hits: number })[]> {
    return sessions.searchSessionEntries(this.sql, sessionId, userId, query, options);
  }

  // ---- memory lifecycle: improve, conflicting facts, entity merges, forget, update (workers/pod/*.ts) ----

  async applyFeedbackWeights(datasetId: string, updates: improve.FeedbackUpdate[], alpha?: number): Promise<improve.FeedbackWeightsResult> {
    return improve.applyFeedbackWeights(this.ctx.storage, datasetId, updates, alpha);
  }

  async feedbackWeights(datasetId: string, ids: string[]): Promise<Record<string, number>> {
    return improve.feedbackWeights(this.sql, datasetId, ids);
  }

  async improveMarked(datasetId: string, stage: string, refIds: string[]): Promise<string[]> {
    return improve.markedRefs(this.sql, datasetId, stage, refIds);
  }

  async improveMark(datasetId: string, stage: string, refIds: string[]): Promise<number> {
    return improve.markRefs(this.sql, datasetId, stage, refIds);
  }

  async improveLock(key: string, ttlMs: number): Promise<string | null> {
    return improve.tryLock(this.sql, key, ttlMs);
  }

  async improveUnlock(key: string, token: string): Promise<void> {
    improve.releaseLock(this.sql, key, token);
  }

  async recordImproveRun(input: Parameters<typeof improve.recordImproveRun>[1]): Promise<string> {
    return improve.recordImproveRun(this.sql, input);
  }

  async skillRuns(datasetId: string, skillId: string, limit?: number): Promise<SkillRunRow[]> {
    return improve.skillRuns(this.sql, datasetId, skillId, limit);
  }

  async mergeDuplicateEntities(datasetId: string, options: entityMerge.MergeOptions): Promise<MergeResult | { error: string }> {
    return entityMerge.mergeDuplicateEntitiesResult(this.ctx.storage, datasetId, options);
  }

  async factConflictCandidates(datasetId: string, limit?: number): Promise<ReturnType<typeof factConflicts.conflictCandidates>> {
    return factConflicts.conflictCandidates(this.sql, datasetId, limit);
  }

  async reviewFactConflicts(datasetId: string, options: ReviewOptions): Promise<ReviewResult | { error: string }> {
    return factConflicts.reviewFactConflictsResult(this.ctx.storage, datasetId, options);
  }

  async listFactConflicts(datasetId: string, limit?: number): Promise<FactConflictRecord[]> {
    return factConflicts.listFactConflicts(this.sql, datasetId, limit);
  }

  async forgetPreviewItem(datasetId: string, dataId: string, memoryOnly: boolean): Promise<ForgetCounts | null> {
    return forget.previewItem(this.sql, datasetId, dataId, memoryOnly);
  }

  async forgetPreviewDataset(datasetId: string, memoryOnly: boolean): Promise<ForgetCounts> {
    return forget.previewDataset(this.sql, datasetId, memoryOnly);
  }

  async forgetItemMemory(datasetId: string, dataId: string): Promise<MemoryForgetResult | null> {
    return forget.forgetItemMemory(this.ctx.storage, datasetId, dataId);
  }

  async forgetDatasetMemory(datasetId: string): Promise<MemoryForgetResult & { dataRecordsReset: number }> {
    return forget.forgetDatasetMemory(this.ctx.storage, datasetId);
  }

  async afterItemDeleted(datasetId: string): Promise<void> {
    forget.afterItemDeleted(this.ctx.storage, datasetId);
  }

  async forgetDatasetSessions(datasetId: string): Promise<number> {
    return forget.forgetDatasetSessions(this.ctx.storage, datasetId);
  }

  async forgetUserSessions(userId: string, dryRun: boolean): Promise<number> {
    return forget.forgetUserSessions(this.ctx.storage, userId, dryRun);
  }

  async countSessionsFor(userId: string, datasetIds: string[]): Promise<number> {
    return forget.countSessionsFor(this.sql, userId, datasetIds);
  }

  async chunkFingerprints(datasetId: string, dataId: string): Promise<ChunkFingerprint[]> {
    return update.chunkFingerprints(this.sql, datasetId, dataId);
  }

  async replaceItemContent(datasetId: string, targetId: string, sourceId: string, nodeSet: string[] | null): Promise<ReplaceContentResult> {
    return update.replaceItemContent(this.ctx.storage, datasetId, targetId, sourceId, nodeSet);
  }

  async setItemNodeSet(datasetId: string, dataId: string, nodeSet: string[]): Promise<void> {
    update.setItemNodeSet(this.sql, datasetId, dataId, nodeSet);
  }

  async redateChunks(datasetId: string, dataId: string, input: Parameters<typeof update.redateChunks>[3]): Promise<number> {
    return update.redateChunks(this.sql, datasetId, dataId, input);
  }

  async itemCognifyStatus(datasetId: string, dataId: string): Promise<{ status: string; error: string | null; runId: string | null }> {
    return update.itemCognifyStatus(this.sql, datasetId, dataId);
  }

  // ---- alarms ----

  /**
   * Watchdog: items whose worker died are re-enqueued (at most MAX_ITEM_ATTEMPTS) or marked errored,
   * so nothing stays "processing" forever. Re-arms itself while runs are live.
   */
  async alarm(): Promise<void> {
    finishDueRestore(this.sql);
    const workspaceId = this.workspaceId;
    for (const item of staleItems(this.sql)) {
      // A repository's cognify status rides on its code run: the code row stands for both.
      if (item.pipeline !== codeGraph.CODE_PIPELINE && getRun(this.sql, item.run_id)?.pipeline === codeGraph.CODE_PIPELINE) continue;
      if (item.attempts >= MAX_ITEM_ATTEMPTS || !workspaceId) {
        failItem(this.ctx.storage, item.dataset_id, item.data_id, item.pipeline, item.run_id, "Processing did not finish (worker timed out or crashed); giving up after retries.");
        continue;
      }
      touchItem(this.sql, item.dataset_id, item.data_id, item.pipeline);
      await this.env.PIPELINE_QUEUE.send(
        // Repository items are re-run by the code indexer; their cognify status follows it.
        item.pipeline === codeGraph.CODE_PIPELINE
          ? pipelineMessage.codeIndex({ workspaceId, datasetId: item.dataset_id, dataId: item.data_id, runId: item.run_id })
          : pipelineMessage.cognifyItem({ workspaceId, datasetId: item.dataset_id, dataId: item.data_id, runId: item.run_id }),
      );
    }
    if (hasLiveRuns(this.sql)) await this.ctx.storage.setAlarm(Date.now() + WATCHDOG_INTERVAL_MS);
  }

  // ---- code graphs (workers/pod/code-graph.ts) ----

  /** The stored snapshot id and branch of one repository (an unchanged commit is not parsed again). */
  async codeRepositoryState(datasetId: string, repositoryId: string): Promise<ReturnType<typeof codeGraph.repositoryState>> {
    return codeGraph.repositoryState(this.sql, datasetId, repositoryId);
  }

  /** Writes one repository snapshot as a fact_hash delta (added/updated written, vanished swept). */
  async writeCodeSnapshot(datasetId: string, dataId: string, repo: string, repositoryId: string, snapshot: CodeSnapshot): Promise<CodeDelta> {
    return codeGraph.writeRepositorySnapshot(this.ctx.storage, datasetId, dataId, repo, repositoryId, snapshot);
  }

  /** The dataset's code graph (JSON of a CodeSnapshot) for CODE queries, or only its version when `knownVersion` is current. */
  async loadCodeSnapshot(datasetId: string, knownVersion: string | null): Promise<{ version: string; snapshot: string | null }> {
    const r = codeGraph.loadCodeSnapshot(this.sql, datasetId, knownVersion);
    // One string crosses the RPC boundary faster than ~10k structured-cloned objects.
    return { version: r.version, snapshot: r.snapshot ? JSON.stringify(r.snapshot) : null };
  }

  /** Opens a code_graph_pipeline run for one repository item (re-indexing it whatever its status). */
  async startCodeRun(workspaceId: string, datasetId: string, dataId: string): Promise<StartRunResult> {
    this.rememberWorkspace(workspaceId);
    const result = codeGraph.startCodeRun(this.ctx.storage, datasetId, dataId);
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + WATCHDOG_INTERVAL_MS);
    return result;
  }

  /** Ends a repository item: both pipelines stamped completed, or errored with the message. */
  async finishCodeItem(datasetId: string, dataId: string, runId: string, error: string | null): Promise<void> {
    codeGraph.finishCodeItem(this.ctx.storage, datasetId, dataId, runId, error);
  }

  /** Rule texts of the given node sets (CODING_RULES search). */
  async codingRules(datasetId: string, nodeSets: string[]): Promise<string[]> {
    return codeGraph.codingRules(this.sql, datasetId, nodeSets);
  }

  /** Removes a data item's code nodes and edges. */
  async deleteItemCode(datasetId: string, dataId: string): Promise<number> {
    return codeGraph.deleteItemCode(this.sql, datasetId, dataId);
  }
}

// One wrapper around every RPC: data RPCs refuse while the workspace is suspended, and ApiErrors keep
// their status and name across RPC (workers/pod/rpc.ts).
wrapPodRpcs(WorkspacePod);

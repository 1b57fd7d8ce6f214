import type { CypherQuery } from "./cypher/ast";
import type { CypherResult } from "./cypher/executor";
import type { CodeDelta, CodeSnapshot } from "./code/model";
import type { PipelineItem, PipelineRunRow, StartRunResult } from "./pipeline";
import type { CommitDataItemsInput, CommitDataItemsResult, DataItemRow, DeletedDataItem } from "./pod/data-items";
import type { DatasetProgress, GraphCountTtls, GraphSummaryRow, ItemProcessingStatus } from "./pod/dataset-status";
import type { MergeOptions, MergeResult } from "./pod/entity-merge";
import type { FactConflictRecord, ReviewOptions, ReviewResult } from "./pod/fact-conflicts";
import type { ForgetCounts, MemoryForgetResult } from "./pod/forget";
import type { CognifyCommitEntry, GraphBatch } from "./pod/graph-writes";
import type { FeedbackUpdate, FeedbackWeightsResult, SkillRunRow } from "./pod/improve";
import type { PodMember, PodState } from "./pod/membership";
import type {
  ChunkRow,
  DatasetProfile,
  DatedFact,
  EntityBlock,
  GraphEdgeOut,
  GraphNodeOut,
  LexicalQuery,
  ScoredTriplet,
  SequenceAnchor,
  SequenceNeighbour,
  TripletProjection,
  TripletProjectionInput,
  VectorHit,
} from "./pod/retrieval";
import type { AppendEntryInput, SessionEntryRow, SessionRow } from "./pod/sessions";
import type { ProposalInput, ProposalRecord, SkillRecord, SkillUpsert } from "./pod/skills";
import type { ChunkFingerprint, ReplaceContentResult } from "./pod/update";
import type { EdgeCursor, GraphSummary, SchemaStats, SessionEvent, Subgraph, SubgraphOptions, VizLink, VizNode } from "./pod/visualize";

/**
 * The workspace pod's RPC contract, grouped by capability. `WorkspacePod` (workers/workspace-pod.do.ts)
 * implements every group; services depend on the group they use. Every method is wrapped by
 * workers/pod/rpc.ts: data RPCs refuse while the workspace is suspended (503), and an `ApiError` thrown in
 * the pod arrives at the Worker as an `ApiError` (src/core/pod-errors.ts).
 */

/** A search of the pod's local vector index (used when Vectorize is not bound). */
export interface VectorQuery {
  datasetIds: string[];
  collections: string[];
  model: string;
  vector: number[];
  limit: number;
  nodeSets?: string[];
  lean?: boolean;
  textFor?: string[];
}

/** Lifecycle and membership: the control RPCs, answered even while the workspace is suspended. */
export interface PodLifecycle {
  /** Liveness and size figures for health and benchmarks. */
  stats(): Promise<{ schemaVersion: number; databaseSize: number; dataItems: number; chunks: number }>;
  /** Binds the pod to its tenant and records the owner as a member (idempotent). */
  initTenant(tenantId: string, ownerId: string, ownerEmail: string | null): Promise<PodState>;
  /** Adds or updates a member; refused while suspended (503) or failed (409). */
  addMember(tenantId: string, ownerId: string, member: PodMember): Promise<void>;
  /** Revokes a member's access; runs before the control plane drops the membership. */
  removeMember(tenantId: string, ownerId: string, userId: string): Promise<boolean>;
  /** The member list, for a caller who is a member (403 otherwise). */
  listMembers(callerId: string): Promise<{ userId: string; email: string | null; role: string }[]>;
  /** 403 unless the user is a member of this tenant's pod (personal pods pass). */
  assertMember(userId: string): Promise<void>;
  /** 503 while suspended or restoring, then the membership check when a user is given. */
  assertServing(userId?: string | null): Promise<void>;
  /** The pod's tenant binding and status (null for a personal pod never bound). */
  podState(): Promise<PodState | null>;
  /** Scales the workspace to zero: state only, data stays intact. */
  suspend(): Promise<PodState | null>;
  /** Restore by a member: re-syncs members, checks the caller, starts the cold start. */
  restore(tenantId: string, ownerId: string, callerId: string, members: PodMember[], coldStartMs: number): Promise<PodState>;
  /** Deletes everything the workspace holds (tenant deletion); the object starts over empty. */
  destroyWorkspace(): Promise<void>;
  /** Drops all content of one dataset (graph, chunks, vectors, items, statuses, runs). */
  purgeDataset(datasetId: string): Promise<void>;
}

/** Cognify pipeline runs and their items (the queue consumer and the cognify service). */
export interface PodPipelines {
  /** Opens a pipeline run over the dataset's unprocessed items; arms the watchdog. */
  startPipelineRun(workspaceId: string, datasetId: string, pipeline: string, options: Record<string, unknown>, onlyDataIds?: string[]): Promise<StartRunResult>;
  /** One run by id, or null. */
  getPipelineRun(runId: string): Promise<PipelineRunRow | null>;
  /** Per-item status of a run. */
  pipelineItemStatuses(runId: string): Promise<{ data_id: string; status: string; error: string | null }[]>;
  /** Renews the lease of an item in progress (and of its run): the worker's heartbeat. */
  renewPipelineLease(datasetId: string, dataId: string, pipeline: string): Promise<void>;
  /** Claims an item for processing (null when another worker holds it or it is done). */
  claimPipelineItem(datasetId: string, dataId: string, pipeline: string, runId: string): Promise<PipelineItem | null>;
  /** Adds stage times measured after an item's completion (its batch's final commit). */
  addPipelineStageTimes(runId: string, stageMs: Record<string, number>): Promise<void>;
  /** Marks an item completed and records its token count and stage times. */
  completePipelineItem(datasetId: string, dataId: string, pipeline: string, runId: string, result: { tokenCount?: number; stageMs?: Record<string, number> }): Promise<void>;
  /** Marks an item errored with its (user-facing) error. */
  failPipelineItem(datasetId: string, dataId: string, pipeline: string, runId: string, error: string): Promise<void>;
}

/** Graph writes of cognify. */
export interface PodGraphWrites {
  /** Writes one batch of an item's graph (idempotent upserts) and keeps the item alive for the watchdog. */
  writeGraphBatch(datasetId: string, dataId: string, pipeline: string, batch: GraphBatch): Promise<void>;
  /** Graph writes and completions of several items of a cognify queue batch, in one commit. */
  commitCognifyWrites(entries: CognifyCommitEntry[]): Promise<void>;
}

/** The pod's local vector index, and triplets scored from vector distances (local or Vectorize). */
export interface PodVectors {
  /** Triplets scored from node and edge distances. */
  projectTriplets(q: TripletProjectionInput): Promise<ScoredTriplet[]>;
  /** Nearest points; a model/dimension mismatch comes back as `{ error }`. */
  queryVectors(q: VectorQuery): Promise<{ hits: VectorHit[] }>;
  /** Vector search and triplet projection in one call (~600 hits do not cross RPC twice). */
  searchTriplets(search: VectorQuery, projection: TripletProjection, factCollection: string): Promise<{ triplets: ScoredTriplet[] }>;
  /** Text and payload of points (joins Vectorize hits back to their content). */
  vectorPayloads(datasetIds: string[], collection: string, ids: string[]): Promise<{ datasetId: string; id: string; text: string | null; payload: Record<string, unknown> }[]>;
}

/** Data items and dataset status. */
export interface PodDataItems {
  /** Stored bytes and documents of one member in this workspace (quota basis). */
  dataUsage(ownerId: string): Promise<{ bytes: number; documents: number }>;
  /** Quota re-check, content-hash dedup and insert of one `/add` call, atomically. */
  commitDataItems(input: CommitDataItemsInput): Promise<CommitDataItemsResult>;
  /** One page of a dataset's items. */
  listDataItems(datasetId: string, limit: number, offset: number): Promise<DataItemRow[]>;
  /** Number of items in a dataset. */
  countDataItems(datasetId: string): Promise<number>;
  /** One item, or null. */
  getDataItem(datasetId: string, dataId: string): Promise<DataItemRow | null>;
  /** Which of the given datasets hold an item with this id (ids issued before dataset scoping may repeat). */
  datasetsHoldingItem(dataId: string, datasetIds: string[]): Promise<string[]>;
  /** Deletes an item and its derived content; null when it is not there. */
  deleteDataItem(datasetId: string, dataId: string): Promise<DeletedDataItem | null>;
  /** Deletes every item of a dataset; returns the vector ids to drop from Vectorize. */
  deleteDatasetContent(datasetId: string): Promise<{ items: number; vectors: { collection: string; id: string }[] }>;
  /** Per-item processing status of a dataset for a pipeline. */
  itemProcessingStatuses(datasetId: string, pipeline: string): Promise<ItemProcessingStatus[]>;
  /** Status of each pipeline per dataset. */
  datasetStatuses(datasetIds: string[], pipelines: string[]): Promise<Record<string, Record<string, string>>>;
  /** Item counts by status per dataset, for progress reports. */
  datasetProgress(datasetIds: string[], pipeline: string): Promise<Record<string, DatasetProgress>>;
  /** Node and edge counts per dataset, cached in the pod for the given TTLs. */
  graphSummary(datasetIds: string[], ttls: GraphCountTtls): Promise<GraphSummaryRow[]>;
}

/** Retrieval: one RPC per retrieval step. */
export interface PodRetrieval {
  /** BM25 (FTS5) chunk hits. */
  lexicalChunks(q: LexicalQuery): Promise<ChunkRow[]>;
  /** Chunks by id, in the order asked. */
  chunksByIds(datasetIds: string[], ids: string[]): Promise<ChunkRow[]>;
  /** Neighbouring single-chunk items of a conversation around each anchor (context widening). */
  sequenceNeighbours(datasetId: string, anchors: SequenceAnchor[], radius: number): Promise<SequenceNeighbour[]>;
  /** The edges around entities, capped per entity. */
  entityNeighbourhoods(q: { datasetId: string; entityIds: string[]; maxEdgesPerEntity: number; edgeTextDistances: Record<string, number>; scanCap?: number }): Promise<EntityBlock[]>;
  /** Fact edges by their sentence (EdgeType hits -> the edges carrying that text, with endpoints). */
  factsByText(datasetId: string, texts: string[], limit: number): Promise<{ edge: GraphEdgeOut; source: GraphNodeOut | null; target: GraphNodeOut | null }[]>;
  /** Entities whose name matches one of the names exactly (lower-cased, as cognify stores them). */
  entitiesByName(datasetId: string, names: string[]): Promise<GraphNodeOut[]>;
  /** Facts carrying dates (sentence dates, item effective dates); at most `limit` dated edges. */
  datedFacts(datasetId: string, limit: number): Promise<DatedFact[]>;
  /** Data items with their external metadata value under `key` (effective dates) and names. */
  itemsWithMetadataKey(datasetId: string, key: string, limit: number): Promise<{ id: string; name: string; value: unknown }[]>;
  /** Size and shape of a dataset, for the query router. */
  datasetProfile(datasetId: string): Promise<DatasetProfile>;
  /** Entities of some types (all when none), optionally whose name contains a text; ordered by name. */
  listEntities(datasetId: string, q: { types?: string[] | null; nameContains?: string | null; limit: number }): Promise<{ id: string; name: string; displayName: string; type: string; description: string | null; mentions: number }[]>;
  /** One page of chunks in storage order (rowid cursor), optionally FTS-matched; pages stop at `maxBytes`. */
  scanChunks(datasetId: string, q: { afterRowid: number; maxBytes: number; match?: string | null; limit?: number }): Promise<{ chunks: (ChunkRow & { rowid: number })[]; nextRowid: number | null }>;
  /** Node, chunk and run counts per dataset. */
  retrievalStatus(datasetIds: string[]): Promise<Record<string, { nodes: number; chunks: number; runs: number }>>;
  /** Node types, relationship names and entity types with their counts. */
  graphSchema(datasetId: string): Promise<{ nodeTypes: { type: string; count: number }[]; relationships: { name: string; count: number }[]; entityTypes: { type: string; count: number }[] }>;
  /** Runs a parsed read-only Cypher query over a dataset's graph (400 CypherQueryError when refused). */
  runCypher(datasetId: string, query: CypherQuery): Promise<CypherResult>;
}

/** Sessions (remember/recall entries). */
export interface PodSessions {
  /** Appends an entry; 409 when the session is pinned to another node set. */
  appendSessionEntry(input: AppendEntryInput): Promise<SessionEntryRow>;
  /** A session's rows (optionally one user's). */
  getSession(sessionId: string, userId?: string): Promise<SessionRow[]>;
  /** A user's entries of a session, optionally of some kinds. */
  listSessionEntries(sessionId: string, userId: string, options?: { kinds?: string[]; limit?: number }): Promise<SessionEntryRow[]>;
  /** Entry counts by kind. */
  countSessionEntries(sessionId: string, userId: string): Promise<Record<string, number>>;
  /** Entries ranked by word overlap with the query. */
  searchSessionEntries(sessionId: string, userId: string, query: string, options?: { kinds?: string[]; topK?: number }): Promise<(SessionEntryRow & { hits: number })[]>;
}

/** Skills and improvement proposals. */
export interface PodSkills {
  /** Creates or updates a skill in place (graph node, NodeSet edge, vector point, FTS row); idempotent. */
  upsertSkill(datasetId: string, skill: SkillUpsert): Promise<{ created: boolean; skill: SkillRecord }>;
  /** One skill, or null. */
  getSkill(datasetId: string, skillId: string): Promise<SkillRecord | null>;
  /** One page of a dataset's skills. */
  listSkills(datasetId: string, opts: { includeInactive: boolean; limit: number; offset: number }): Promise<SkillRecord[]>;
  /** Skills by id. */
  skillsByIds(datasetId: string, ids: string[]): Promise<SkillRecord[]>;
  /** BM25 hits over skills. */
  lexicalSkillHits(datasetId: string, query: string, limit: number): Promise<{ id: string; bm25: number }[]>;
  /** Hard delete of a skill; `deleted: false` when it is not in the dataset. */
  deleteSkill(datasetId: string, skillId: string): Promise<{ deleted: boolean; vectorRefs: { collection: string; id: string }[] }>;
  /** Stores a `proposed` skill-improvement proposal (404 when the skill is missing; idempotent by id). */
  createSkillProposal(datasetId: string, input: ProposalInput): Promise<ProposalRecord>;
  /** One proposal, or null. */
  getSkillProposal(datasetId: string, proposalId: string): Promise<ProposalRecord | null>;
  /** `proposed` -> `applied` and the skill takes the proposed procedure; idempotent. */
  applySkillProposal(datasetId: string, proposalId: string, vector: { model: string; vector: number[] } | null): Promise<{ proposal: ProposalRecord; skill: SkillRecord; changed: boolean }>;
  /** Recorded runs of a skill, newest first. */
  skillRuns(datasetId: string, skillId: string, limit?: number): Promise<SkillRunRow[]>;
}

/** Visualisation reads. */
export interface PodVisualisation {
  /** Node and edge counts of a dataset's graph. */
  graphCounts(datasetId: string): Promise<{ nodes: number; edges: number }>;
  /** A bounded subgraph for the HTML view. */
  visualizeSubgraph(datasetId: string, opts: SubgraphOptions): Promise<Subgraph>;
  /** One page of nodes (keyset by id) for the JSON export. */
  visualizeNodesPage(datasetId: string, afterId: string | null, limit: number): Promise<VizNode[]>;
  /** One page of edges (keyset cursor) for the JSON export. */
  visualizeEdgesPage(datasetId: string, after: EdgeCursor | null, limit: number): Promise<{ links: VizLink[]; next: EdgeCursor | null }>;
  /** Counts and top entities of a graph. */
  visualizeSummary(datasetId: string, topK: number): Promise<GraphSummary>;
  /** Recent session events of a dataset. */
  visualizeSessionEvents(datasetId: string, limit: number): Promise<SessionEvent[]>;
  /** Node and relationship type statistics. */
  graphSchemaStats(datasetId: string): Promise<SchemaStats>;
}

/** Memory lifecycle: improve (feedback weights, marks, locks, runs), entity merges, conflicting facts. */
export interface PodImprove {
  /** Moves `feedback_weight` of the used nodes and edges toward each rating, in order (one transaction). */
  applyFeedbackWeights(datasetId: string, updates: FeedbackUpdate[], alpha?: number): Promise<FeedbackWeightsResult>;
  /** Feedback weights as stored (tests and the improve report read them back). */
  feedbackWeights(datasetId: string, ids: string[]): Promise<Record<string, number>>;
  /** Which refs an improve stage has already handled. */
  improveMarked(datasetId: string, stage: string, refIds: string[]): Promise<string[]>;
  /** Marks refs as handled by an improve stage. */
  improveMark(datasetId: string, stage: string, refIds: string[]): Promise<number>;
  /** Takes a named lock for `ttlMs`; its token, or null when held. */
  improveLock(key: string, ttlMs: number): Promise<string | null>;
  /** Releases a lock taken with `improveLock`. */
  improveUnlock(key: string, token: string): Promise<void>;
  /** Records an improve run; returns its id. */
  recordImproveRun(input: { id?: string; datasetId: string; status: "completed" | "errored" | "started"; error?: string | null; stageMs: Record<string, number>; options: Record<string, unknown>; startedAt: number }): Promise<string>;
  /** Merges duplicate entities; a failure (rolled back) comes back as `{ error }`. */
  mergeDuplicateEntities(datasetId: string, options: MergeOptions): Promise<MergeResult | { error: string }>;
  /** Relationship names that may hold conflicting facts, with samples. */
  factConflictCandidates(datasetId: string, limit?: number): Promise<{ relationship_name: string; multi_source: boolean; multi_target: boolean; samples: string[] }[]>;
  /** Marks superseded and conflicting facts; a failure (rolled back) comes back as `{ error }`. */
  reviewFactConflicts(datasetId: string, options: ReviewOptions): Promise<ReviewResult | { error: string }>;
  /** Recorded fact conflicts, newest first. */
  listFactConflicts(datasetId: string, limit?: number): Promise<FactConflictRecord[]>;
}

/** Forget: previews and deletions of memory and sessions. */
export interface PodForget {
  /** What forgetting an item would remove; null when it is not there. */
  forgetPreviewItem(datasetId: string, dataId: string, memoryOnly: boolean): Promise<ForgetCounts | null>;
  /** What forgetting a dataset would remove. */
  forgetPreviewDataset(datasetId: string, memoryOnly: boolean): Promise<ForgetCounts>;
  /** Memory-only forget of one item: derived graph/chunks/vectors go, the item stays and is cognified again. */
  forgetItemMemory(datasetId: string, dataId: string): Promise<MemoryForgetResult | null>;
  /** Memory-only forget of a dataset: every item is kept and reset (cognee's `data_records_reset`). */
  forgetDatasetMemory(datasetId: string): Promise<MemoryForgetResult & { dataRecordsReset: number }>;
  /** After an item is deleted: labels of facts whose competitors are gone are brought up to date. */
  afterItemDeleted(datasetId: string): Promise<void>;
  /** Deletes the sessions attributed to a dataset. */
  forgetDatasetSessions(datasetId: string): Promise<number>;
  /** `everything`: the caller's own sessions in this workspace are pruned too (counted on a dry run). */
  forgetUserSessions(userId: string, dryRun: boolean): Promise<number>;
  /** Sessions `everything` would remove here: the caller's own, and those attributed to its datasets. */
  countSessionsFor(userId: string, datasetIds: string[]): Promise<number>;
}

/** Update: replacing an item's content while keeping unchanged chunks. */
export interface PodUpdate {
  /** Hashes of an item's chunks, to tell unchanged ones from new ones. */
  chunkFingerprints(datasetId: string, dataId: string): Promise<ChunkFingerprint[]>;
  /** The target item takes the source item's content and loses its derived memory and cognify status. */
  replaceItemContent(datasetId: string, targetId: string, sourceId: string, nodeSet: string[] | null): Promise<ReplaceContentResult>;
  /** Node set change without new content (same bytes sent again): only the tag is updated. */
  setItemNodeSet(datasetId: string, dataId: string, nodeSet: string[]): Promise<void>;
  /** Changed chunks' facts dated `at`, unchanged chunks get their creation time back; facts re-dated. */
  redateChunks(datasetId: string, dataId: string, input: { changed: string[]; at: number; unchanged: { id: string; createdAt: number }[] }): Promise<number>;
  /** Whether cognify has completed the item (update answers once its content is back in memory). */
  itemCognifyStatus(datasetId: string, dataId: string): Promise<{ status: string; error: string | null; runId: string | null }>;
}

/** Code graphs (content_type=code): repository snapshots as fact_hash deltas, and the CODE / CODING_RULES reads. */
export interface PodCode {
  /** The stored commit and branch of a repository, or null when it was never indexed. */
  codeRepositoryState(datasetId: string, repositoryId: string): Promise<{ commit: string | null; branch: string | null; dataId: string } | null>;
  /** Writes one repository snapshot as a delta against its stored facts; returns the delta. */
  writeCodeSnapshot(datasetId: string, dataId: string, repo: string, repositoryId: string, snapshot: CodeSnapshot): Promise<CodeDelta>;
  /** The dataset's code graph (as one JSON string) unless `knownVersion` is still current. */
  loadCodeSnapshot(datasetId: string, knownVersion: string | null): Promise<{ version: string; snapshot: string | null }>;
  /** Opens a code_graph_pipeline run for one repository item; arms the watchdog. */
  startCodeRun(workspaceId: string, datasetId: string, dataId: string): Promise<StartRunResult>;
  /** Ends a repository item's run (both pipelines' statuses), with its error if it failed. */
  finishCodeItem(datasetId: string, dataId: string, runId: string, error: string | null): Promise<void>;
  /** Rule texts in the given node sets (CODING_RULES). */
  codingRules(datasetId: string, nodeSets: string[]): Promise<string[]>;
  /** Removes a data item's code nodes and edges; returns how many facts went. */
  deleteItemCode(datasetId: string, dataId: string): Promise<number>;
}

/** The whole pod: what `getPod` returns (src/storage/pods.ts). */
export interface PodApi
  extends PodLifecycle,
    PodPipelines,
    PodGraphWrites,
    PodVectors,
    PodDataItems,
    PodRetrieval,
    PodSessions,
    PodSkills,
    PodVisualisation,
    PodImprove,
    PodForget,
    PodUpdate,
    PodCode {}

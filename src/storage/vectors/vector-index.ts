import type { Settings } from "../../lib/settings";
import { ApiError } from "../../core/errors";
import type { PodVectors } from "../../core/pod-api";
import { Collections } from "../../core/graph-ids";
import { type ScoredTriplet, type TripletProjection, type VectorHit, tripletDistances } from "../../core/pod/retrieval";

export interface VectorUpsert {
  datasetId: string;
  collection: string;
  id: string;
  vector: Float32Array;
  text: string | null;
  payload: Record<string, unknown>;
}

export interface VectorQuery {
  datasetIds: string[];
  collections: string[];
  vector: Float32Array;
  limit: number;
  /** Keep only points tagged with one of these node sets (`belongs_to_set`). */
  nodeSets?: string[];
  /** Ids, scores and texts are enough (graph search): the local index then skips reading payloads. */
  lean?: boolean;
  /** With `lean`: only these collections' hits carry their text (the local index reads nothing for the rest). */
  textFor?: string[];
}

/**
 * Where embeddings live: the workspace pod's exact index locally, Vectorize in production. Search code
 * only sees this port. Hits carry text and payload in both cases (Vectorize hits are joined with the pod).
 */
export interface VectorIndex {
  readonly kind: "local" | "vectorize";
  /** Points to pass along with the pod's graph batch (local) — Vectorize upserts directly and returns []. */
  prepareUpsert(points: VectorUpsert[], model: string): Promise<VectorUpsert[]>;
  query(q: VectorQuery, model: string): Promise<VectorHit[]>;
  /**
   * cognee's brute-force triplet search: vector hits over `q.collections` (facts in `factCollection`,
   * keyed by sentence) projected onto the graph by the pod.
   */
  searchTriplets(q: VectorQuery, model: string, projection: TripletProjection, factCollection: string): Promise<ScoredTriplet[]>;
  delete(refs: { datasetId: string; collection: string; id: string }[]): Promise<void>;
}

export function createVectorIndex(env: Env, settings: Settings, pod: PodVectors, workspaceId: string): VectorIndex {
  if (settings.vectorStore === "vectorize") return new VectorizeIndex(env.VECTORIZE, pod, workspaceId);
  return new LocalPodIndex(pod);
}

class LocalPodIndex implements VectorIndex {
  readonly kind = "local" as const;
  constructor(private readonly pod: PodVectors) {}

  async prepareUpsert(points: VectorUpsert[]): Promise<VectorUpsert[]> {
    return points;
  }

  private static search(q: VectorQuery, model: string) {
    return {
      datasetIds: q.datasetIds,
      collections: q.collections,
      model,
      vector: Array.from(q.vector),
      limit: q.limit,
      nodeSets: q.nodeSets,
      lean: q.lean,
      textFor: q.textFor,
    };
  }

  async query(q: VectorQuery, model: string): Promise<VectorHit[]> {
    // A dimension mismatch arrives as the pod's named 409 (EmbeddingDimensionMismatchError).
    return (await this.pod.queryVectors(LocalPodIndex.search(q, model))).hits;
  }

  /** One pod call: the hits never leave the pod. */
  async searchTriplets(q: VectorQuery, model: string, projection: TripletProjection, factCollection: string): Promise<ScoredTriplet[]> {
    return (await this.pod.searchTriplets(LocalPodIndex.search(q, model), projection, factCollection)).triplets;
  }

  async delete(): Promise<void> {
    // Local vectors are removed by the pod together with the graph (purge.ts).
  }
}

/** Vectorize ids are at most 64 bytes: a 2-letter collection code plus the 36-char uuid. */
const CODES: Record<string, string> = {
  [Collections.chunk]: "ch",
  [Collections.summary]: "su",
  [Collections.entity]: "en",
  [Collections.entityType]: "et",
  [Collections.edgeType]: "ed",
  [Collections.document]: "do",
};
const vectorizeId = (collection: string, id: string) => `${CODES[collection] ?? collection.slice(0, 8)}:${id}`.slice(0, 64);

/**
 * Vectorize adapter: namespace = workspace id (the namespace filter runs before metadata filters);
 * metadata `dataset_id` and `collection` must have metadata indexes created before the first upsert
 * (see README). Limits honoured: upsert batches of 1,000; topK 100 without returned metadata.
 */
class VectorizeIndex implements VectorIndex {
  readonly kind = "vectorize" as const;
  constructor(
    private readonly index: VectorizeIndex_,
    private readonly pod: PodVectors,
    private readonly namespace: string,
  ) {}

  async prepareUpsert(points: VectorUpsert[]): Promise<VectorUpsert[]> {
    for (let i = 0; i < points.length; i += 1000) {
      const batch = points.slice(i, i + 1000).map((p) => ({
        id: vectorizeId(p.collection, p.id),
        values: Array.from(p.vector),
        namespace: this.namespace,
        metadata: { dataset_id: p.datasetId, collection: p.collection },
      }));
      try {
        await this.index.upsert(batch);
      } catch (err) {
        throw new ApiError(
          500,
          "VectorIndexError",
          `Vectorize rejected the upsert (${(err as Error).message}). If the embedding model or its dimensions changed, ` +
            `create a new Vectorize index for the model and re-index (forget with memory_only, then cognify).`,
        );
      }
    }
    // The pod keeps text and payload (zero-length vectors) so hits can be joined back.
    return points.map((p) => ({ ...p, vector: new Float32Array(0) }));
  }

  async query(q: VectorQuery, model: string): Promise<VectorHit[]> {
    const hits: VectorHit[] = [];
    for (const collection of q.collections) {
      const res = await this.index.query(Array.from(q.vector), {
        topK: Math.min(100, Math.max(1, q.limit)),
        namespace: this.namespace,
        returnMetadata: "none",
        filter: { dataset_id: { $in: q.datasetIds }, collection: { $eq: collection } },
      });
      const code = `${CODES[collection] ?? collection.slice(0, 8)}:`;
      const ids = res.matches.map((m) => m.id.slice(code.length));
      const rows = (await this.pod.vectorPayloads(q.datasetIds, collection, ids)) as unknown as {
        datasetId: string;
        id: string;
        text: string | null;
        payload: Record<string, unknown>;
      }[];
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const m of res.matches) {
        const row = byId.get(m.id.slice(code.length));
        if (!row) continue;
        if (q.nodeSets?.length) {
          const sets = (row.payload.belongs_to_set as string[] | undefined) ?? [];
          if (!sets.some((s) => q.nodeSets!.includes(s))) continue;
        }
        // Vectorize returns cosine similarity; cognee's scores are distances (lower is better).
        hits.push({ collection, id: row.id, score: 1 - m.score, text: row.text, payload: row.payload, datasetId: row.datasetId });
      }
    }
    void model;
    return hits.sort((a, b) => a.score - b.score);
  }

  async searchTriplets(q: VectorQuery, model: string, projection: TripletProjection, factCollection: string): Promise<ScoredTriplet[]> {
    const distances = tripletDistances(await this.query(q, model), factCollection);
    return (await this.pod.projectTriplets({ ...projection, ...distances })) as ScoredTriplet[];
  }

  async delete(refs: { datasetId: string; collection: string; id: string }[]): Promise<void> {
    for (let i = 0; i < refs.length; i += 1000) {
      await this.index.deleteByIds(refs.slice(i, i + 1000).map((r) => vectorizeId(r.collection, r.id)));
    }
  }
}

type VectorizeIndex_ = Env["VECTORIZE"];

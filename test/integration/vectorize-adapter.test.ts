import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, it } from "vitest";
import { createAiProvider } from "../../src/ai/provider";
import { loadSettings } from "../../src/lib/settings";
import { processCognifyItem } from "../../src/services/cognify/process-item";
import { search } from "../../src/services/search/search.service";
import type { SearchType } from "../../src/core/search-types";
import { createDb } from "../../src/storage/d1/client";
import { portsFor } from "../../src/storage/ports";
import { ensureDefaultUser, toPrincipal } from "../../src/storage/d1/users.repo";
import { getPod } from "../../src/storage/pods";
import { createVectorIndex } from "../../src/storage/vectors/vector-index";
import type { WorkspacePod } from "../../workers/workspace-pod.do";
import { json, postJson } from "../helpers";

/**
 * Vectorize has no local simulator (workers-stack §3.1), so the adapter runs against this in-memory
 * stand-in, which refuses what the service refuses (workers-stack §3.4): upsert batches over 1,000, ids
 * over 64 bytes, namespaces over 64 bytes, vectors of the wrong dimensions, topK over 100 (20 when values
 * or metadata are returned), filters of 2,048 bytes or more; and filters by namespace before metadata.
 */
class FakeVectorize {
  readonly points = new Map<string, { id: string; values: number[]; namespace: string; metadata: Record<string, string> }>();
  readonly calls = { upsert: 0, query: 0, deleteByIds: 0 };
  constructor(private readonly dims: number) {}

  async upsert(vectors: { id: string; values: number[]; namespace?: string; metadata?: Record<string, string> }[]) {
    this.calls.upsert++;
    if (vectors.length > 1000) throw new Error(`upsert batch of ${vectors.length} exceeds 1000`);
    for (const v of vectors) {
      if (new TextEncoder().encode(v.id).length > 64) throw new Error(`id longer than 64 bytes: ${v.id}`);
      if (new TextEncoder().encode(v.namespace ?? "").length > 64) throw new Error("namespace longer than 64 bytes");
      if (v.values.length !== this.dims) throw new Error(`expected ${this.dims} dimensions, got ${v.values.length}`);
      this.points.set(`${v.namespace ?? ""}\u0000${v.id}`, { id: v.id, values: v.values, namespace: v.namespace ?? "", metadata: v.metadata ?? {} });
    }
    return { mutationId: crypto.randomUUID() };
  }

  async query(
    vector: number[],
    opts: { topK?: number; namespace?: string; returnValues?: boolean; returnMetadata?: string; filter?: Record<string, { $eq?: string; $in?: string[] }> },
  ) {
    this.calls.query++;
    const topK = opts.topK ?? 5;
    const heavy = opts.returnValues || (opts.returnMetadata !== undefined && opts.returnMetadata !== "none");
    if (topK > (heavy ? 20 : 100)) throw new Error(`topK ${topK} exceeds ${heavy ? 20 : 100}`);
    if (JSON.stringify(opts.filter ?? {}).length >= 2048) throw new Error("filter too large");
    if (vector.length !== this.dims) throw new Error("query dimension mismatch");
    const norm = (v: number[]) => Math.sqrt(v.reduce((a, x) => a + x * x, 0)) || 1;
    const matches = [...this.points.values()]
      .filter((p) => p.namespace === (opts.namespace ?? ""))
      .filter((p) =>
        Object.entries(opts.filter ?? {}).every(([k, f]) => (f.$eq !== undefined ? p.metadata[k] === f.$eq : true) && (f.$in ? f.$in.includes(p.metadata[k]!) : true)),
      )
      .map((p) => ({ id: p.id, score: p.values.reduce((a, x, i) => a + x * vector[i]!, 0) / (norm(p.values) * norm(vector)) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, topK);
    return { matches, count: matches.length };
  }

  async deleteByIds(ids: string[]) {
    this.calls.deleteByIds++;
    for (const key of [...this.points.keys()]) if (ids.includes(key.split("\u0000")[1]!)) this.points.delete(key);
    return { mutationId: crypto.randomUUID() };
  }
}

const CURIE = "Marie Curie was born in Warsaw in 1867. She moved to Paris and studied at the University of Paris.";
const EINSTEIN = "Albert Einstein was born in Ulm in 1879. Einstein worked at the Patent Office in Bern.";

describe("Vectorize adapter (VECTOR_STORE=vectorize)", () => {
  it("cognify upserts into the workspace namespace with dataset metadata, keeps no local vectors, and every vector search type answers from it", async ({ expect }) => {
    for (const text of [CURIE, EINSTEIN]) expect((await postJson("/api/v1/add", { data: text, datasetName: "vz" })).status).toBe(200);
    const db = createDb(env.DB);
    const ds = await env.DB.prepare("SELECT id, workspace_id FROM datasets WHERE name = 'vz'").first<{ id: string; workspace_id: string }>();
    const pod = getPod(env, ds!.workspace_id);
    const localSettings = loadSettings(env);
    const provider = createAiProvider(env, localSettings);
    const fake = new FakeVectorize(provider.embedder.dimensions);
    const vzEnv = { ...env, VECTOR_STORE: "vectorize", VECTORIZE: fake as unknown as VectorizeIndex } as Env;
    const settings = loadSettings(vzEnv);
    expect(settings.vectorStore).toBe("vectorize");

    const started = await pod.startPipelineRun(ds!.workspace_id, ds!.id, "cognify_pipeline", {});
    const deps = {
      pod,
      provider,
      settings,
      vectors: createVectorIndex(vzEnv, settings, pod, ds!.workspace_id),
      readText: async (key: string) => (await env.RAW_FILES.get(key))?.text() ?? null,
    };
    for (const dataId of started.itemIds) {
      const msg = { type: "cognify.item" as const, v: 1 as const, workspaceId: ds!.workspace_id, datasetId: ds!.id, dataId, runId: started.run.id };
      expect(await processCognifyItem(msg, deps)).toBe("ack");
    }

    // Every point is in the workspace's namespace, tagged with its dataset and collection.
    const points = [...fake.points.values()];
    expect(points.length).toBeGreaterThan(10);
    expect(points.every((p) => p.namespace === ds!.workspace_id && p.metadata.dataset_id === ds!.id && typeof p.metadata.collection === "string")).toBe(true);
    expect(new Set(points.map((p) => p.metadata.collection))).toEqual(
      new Set(["DocumentChunk_text", "TextSummary_text", "Entity_name", "EntityType_name", "EdgeType_relationship_name", "TextDocument_name"]),
    );
    // The pod keeps texts and payloads to join hits back, but no vector bytes.
    const local = await runInDurableObject(pod as unknown as DurableObjectStub<WorkspacePod>, (_i, state) =>
      state.storage.sql.exec("SELECT count(*) AS n, coalesce(sum(length(vector)), 0) AS bytes FROM vectors WHERE dataset_id = ?", ds!.id).toArray()[0] as { n: number; bytes: number },
    );
    expect(local.n).toBe(points.length);
    expect(local.bytes).toBe(0);

    const user = toPrincipal(await ensureDefaultUser(db, settings.defaultUserEmail), "default");
    const ask = async (search_type: SearchType, query: string) => {
      const res = await search({ ...portsFor(vzEnv, settings), ai: () => provider }, user, { query, search_type, only_context: true, datasets: ["vz"] });
      return JSON.stringify(res.body[0]!.search_result);
    };
    const queriesBefore = fake.calls.query;
    expect(await ask("CHUNKS", "Where was Marie Curie born?")).toContain("Warsaw");
    const graph = await ask("GRAPH_COMPLETION", "Where was Albert Einstein born?");
    expect(graph).toContain("Ulm");
    expect(await ask("SUMMARIES", "Patent Office in Bern")).toContain("Bern");
    expect(fake.calls.query).toBeGreaterThan(queriesBefore);
  });
});

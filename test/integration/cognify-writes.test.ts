import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, it } from "vitest";
import { getPod } from "../../src/storage/pods";
import { CognifyWriteBuffer } from "../../src/services/cognify/write-buffer";
import { consumePipelineBatch } from "../../src/queue/pipeline.consumer";
import type { WorkspacePod } from "../../workers/workspace-pod.do";
import { call, json, postJson } from "../helpers";
import { type GraphBatch, type GraphStatement, encodeGraphWrites } from "../../src/core/pod/graph-writes";

const TEXTS = [
  "Marie Curie was born in Warsaw in 1867. She moved to Paris and studied at the University of Paris. Marie Curie married Pierre Curie in 1895.",
  "Albert Einstein was born in Ulm in 1879. Einstein worked at the Patent Office in Bern. Albert Einstein met Marie Curie in Brussels in 1911.",
];

async function datasetId(name: string) {
  const list = await json<{ id: string; name: string }[]>(await call("/api/v1/datasets"));
  return list.find((d) => d.name === name)!.id;
}

async function podOf(id: string) {
  const row = await env.DB.prepare("SELECT workspace_id FROM datasets WHERE id = ?").bind(id).first<{ workspace_id: string }>();
  return { workspaceId: row!.workspace_id, pod: getPod(env, row!.workspace_id) };
}

async function counts(pod: ReturnType<typeof getPod>, id: string) {
  return runInDurableObject(pod as unknown as DurableObjectStub<WorkspacePod>, (_i, state) => {
    const q = (sql: string) => (state.storage.sql.exec(sql, id).toArray()[0] as { n: number }).n;
    return {
      chunks: q("SELECT count(*) AS n FROM chunks WHERE dataset_id = ?"),
      fts: q("SELECT count(*) AS n FROM chunks_fts WHERE rowid IN (SELECT rowid FROM chunks WHERE dataset_id = ?)"),
      nodes: q("SELECT count(*) AS n FROM nodes WHERE dataset_id = ?"),
      edges: q("SELECT count(*) AS n FROM edges WHERE dataset_id = ?"),
      vectors: q("SELECT count(*) AS n FROM vectors WHERE dataset_id = ?"),
      ledger: q("SELECT count(*) AS n FROM ledger WHERE dataset_id = ?"),
    };
  });
}

/** A queue batch as the runtime hands it to the consumer, recording what was acked or retried. */
function fakeBatch(bodies: unknown[]) {
  const outcomes: string[] = [];
  const messages = bodies.map((body, i) => ({
    id: `m${i}`,
    timestamp: new Date(),
    body,
    attempts: 1,
    ack: () => outcomes.push(`ack:${i}`),
    retry: () => outcomes.push(`retry:${i}`),
  }));
  return { batch: { queue: "kg-memory-pipeline", messages, ackAll() {}, retryAll() {} } as unknown as MessageBatch<unknown>, outcomes };
}

describe("cognify writes", () => {
  it("commits a queue batch's items together, acks after the commit, and a redelivered batch duplicates nothing", async ({ expect }) => {
    for (const [i, text] of TEXTS.entries()) {
      const res = await postJson("/api/v1/add", { data: text, datasetName: "batched", node_set: [`set${i}`] });
      expect(res.status).toBe(200);
      await res.text();
    }
    const id = await datasetId("batched");
    const { pod, workspaceId } = await podOf(id);
    const started = await pod.startPipelineRun(workspaceId, id, "cognify_pipeline", {});
    expect(started.itemIds).toHaveLength(2);
    const msgs = started.itemIds.map((dataId) => ({ type: "cognify.item", v: 1, workspaceId, datasetId: id, dataId, runId: started.run.id }));

    // The same item twice in one batch (at-least-once delivery) plus the other one.
    const first = fakeBatch([msgs[0], msgs[1], msgs[0]]);
    await consumePipelineBatch(first.batch, env);
    expect(first.outcomes.sort()).toEqual(["ack:0", "ack:1", "ack:2"]);
    const run = await pod.getPipelineRun(started.run.id);
    expect(run).toMatchObject({ status: "DATASET_PROCESSING_COMPLETED", done_items: 2, failed_items: 0 });
    expect(JSON.parse(run!.stage_ms!)).toHaveProperty("write");
    const after = await counts(pod, id);
    expect(after.chunks).toBe(2);
    expect(after.fts).toBe(2);
    expect(after.nodes).toBeGreaterThan(10);
    // Marie Curie is one node although both items mention her.
    const curie = await runInDurableObject(pod as unknown as DurableObjectStub<WorkspacePod>, (_i, state) =>
      state.storage.sql.exec("SELECT count(*) AS n FROM nodes WHERE dataset_id = ? AND type = 'Entity' AND name = 'marie curie'", id).toArray(),
    );
    expect(curie).toEqual([{ n: 1 }]);

    // Redelivered after a crash between commit and ack: statuses back to started, the batch comes again.
    await runInDurableObject(pod as unknown as DurableObjectStub<WorkspacePod>, (_i, state) => {
      state.storage.sql.exec("UPDATE data_status SET status = 'DATA_ITEM_PROCESSING_STARTED' WHERE dataset_id = ?", id);
      state.storage.sql.exec("UPDATE pipeline_runs SET status = 'DATASET_PROCESSING_STARTED', done_items = 0 WHERE dataset_id = ?", id);
    });
    const again = fakeBatch([msgs[1], msgs[0]]);
    await consumePipelineBatch(again.batch, env);
    expect(again.outcomes.sort()).toEqual(["ack:0", "ack:1"]);
    expect(await counts(pod, id)).toEqual(after);
    expect(await pod.getPipelineRun(started.run.id)).toMatchObject({ status: "DATASET_PROCESSING_COMPLETED", done_items: 2 });
  });

  it("folds a commit's repeated rows into one upsert each, leaving exactly what item-by-item upserts leave", async ({ expect }) => {
    const v = (hot: number) => Array.from({ length: 8 }, (_, d) => (d === hot ? 1 : 0.1));
    const node = (id: string, name: string | null, description: string | null, props: Record<string, unknown>) => ({ id, type: "Entity", name, description, props });
    const edge = (src: string, dst: string, edgeText: string | null, props: Record<string, unknown>) => ({
      id: `${src}-${dst}`,
      sourceId: src,
      targetId: dst,
      relationshipName: "knows",
      edgeText,
      props,
    });
    const point = (id: string, hot: number, text: string) => ({ collection: "Entity_name", id, model: "m", vector: v(hot), text, payload: { id, text } });
    const items: [string, GraphBatch][] = [
      // Stored before the commit: the folded rows must apply onto it as the separate upserts would.
      ["item-0", { chunks: [], nodes: [node("a", "ada", "", { k: 1, nested: { x: 1 } }), node("d", "dan", null, { tag: "t" })], edges: [edge("a", "d", null, { w: 1 })], vectors: [point("a", 0, "ada")] }],
      ["item-1", {
        chunks: [],
        nodes: [node("a", null, "first", { nested: { y: 2 }, list: [1] }), node("b", "bob", null, {}), node("c", "cy", "c1", { s: 1 }), node("d", null, "d1", { tag: null })],
        edges: [edge("a", "b", null, {}), edge("a", "d", "a knows d", {}), edge("b", "c", "b knows c", { n: { p: 1 } })],
        vectors: [point("a", 1, "ada one"), point("b", 2, "bob")],
      }],
      ["item-2", {
        chunks: [],
        nodes: [node("a", "ada l", "second", { nested: { x: 3 }, list: [2] }), node("b", null, "bob2", { since: 2 }), node("c", "cy", "c2", { s: { deep: 1 } }), node("d", "dan", "", { tag: "u" })],
        edges: [edge("a", "b", "a knows b", { w: 2 }), edge("a", "d", "other text", { w: 3 }), edge("b", "c", null, { n: { q: 2 } })],
        vectors: [point("a", 3, "ada two"), point("b", 2, "bob")],
      }],
      ["item-3", { chunks: [], nodes: [node("b", "bobby", null, {}), node("a", null, null, {})], edges: [edge("a", "b", "later", {})], vectors: [point("b", 4, "bobby")] }],
    ];
    const ids: string[] = [];
    for (const name of ["fold-one-by-one", "fold-one-commit"]) {
      await (await postJson("/api/v1/add", { data: "Grace Hopper wrote a compiler.", datasetName: name })).text();
      ids.push(await datasetId(name));
    }
    const [oneByOne, oneCommit] = ids as [string, string];
    const { pod } = await podOf(oneByOne);
    for (const [dataId, batch] of items) await pod.writeGraphBatch(oneByOne, dataId, "cognify_pipeline", batch);
    await pod.writeGraphBatch(oneCommit, "item-0", "cognify_pipeline", items[0]![1]);
    const buffer = new CognifyWriteBuffer(pod);
    for (const [dataId, batch] of items.slice(1)) await buffer.add({ kind: "write", datasetId: oneCommit, dataId, pipeline: "cognify_pipeline", runId: "run-fold", batch });
    await buffer.flush();

    const state = (id: string) =>
      runInDurableObject(pod as unknown as DurableObjectStub<WorkspacePod>, (_i, s) => ({
        nodes: s.storage.sql.exec("SELECT id, type, name, description, props FROM nodes WHERE dataset_id = ? AND id IN ('a','b','c','d') ORDER BY id", id).toArray(),
        edges: s.storage.sql.exec("SELECT source_id, relationship_name, target_id, id, edge_text, props FROM edges WHERE dataset_id = ? AND id LIKE '%-%' ORDER BY id", id).toArray(),
        vectors: s.storage.sql
          .exec("SELECT collection, id, model, dims, hex(vector) AS v, text, payload FROM vectors WHERE dataset_id = ? AND id IN ('a','b') ORDER BY id", id)
          .toArray(),
        ledger: s.storage.sql.exec("SELECT data_id, kind, ref_id FROM ledger WHERE dataset_id = ? ORDER BY data_id, kind, ref_id", id).toArray(),
      }));
    const expected = await state(oneByOne);
    expect(expected.nodes).toHaveLength(4);
    expect(expected.edges).toHaveLength(3);
    // The rules the fold must reproduce, spelled out on the item-by-item result.
    expect(expected.nodes[0]).toMatchObject({ name: "ada l", description: "first" });
    expect(JSON.parse(String(expected.nodes[0]!.props))).toEqual({ k: 1, nested: { x: 3, y: 2 }, list: [2] });
    expect(JSON.parse(String(expected.nodes[2]!.props))).toEqual({ s: { deep: 1 } });
    expect(JSON.parse(String(expected.nodes[3]!.props))).toEqual({ tag: "u" });
    expect(expected.edges.find((e) => e.id === "a-d")).toMatchObject({ edge_text: "a knows d" });
    expect(await state(oneCommit)).toEqual(expected);

    // And the commit did carry fewer rows than the items: a, b and their points once each where they could fold.
    const rows: Record<string, number> = {};
    encodeGraphWrites(oneCommit, items.slice(1).map(([dataId, batch]) => ({ dataId, batch })), (st: GraphStatement) => {
      rows[st.table] = (rows[st.table] ?? 0) + (st.table === "vectors" ? JSON.parse(st.slice.meta).length : JSON.parse(st.rows).length);
    });
    // Nodes: a (3 writes) and b (3) fold to one each; c (s: 1 then s: {deep}) and d (a null in the patch) cannot.
    expect(rows).toMatchObject({ nodes: 6, edges: 3, vectors: 2 });
  });

  it("writes batches larger than one statement's parameter cap set-wise, idempotently, with vectors intact", async ({ expect }) => {
    const res = await postJson("/api/v1/add", { data: "Ada Lovelace wrote the first program.", datasetName: "bulk" });
    await res.text();
    const id = await datasetId("bulk");
    const { pod } = await podOf(id);
    // ~1.2 MB of node JSON, ~1 MB of edges and 1.2 MB of vector BLOBs: several slices per table.
    const long = "x".repeat(400);
    const nodes = Array.from({ length: 3000 }, (_, i) => ({ id: `n${i}`, type: "Entity", name: `e${i}`, description: long, props: i % 2 ? { k: i } : {} }));
    const edges = Array.from({ length: 3000 }, (_, i) => ({ id: `x${i}`, sourceId: `n${i}`, targetId: `n${(i + 1) % 3000}`, relationshipName: "next", edgeText: `e${i} next ${long}`, props: {} }));
    const vectors = Array.from({ length: 3000 }, (_, i) => ({
      collection: "Entity_name",
      id: `n${i}`,
      model: "test-model",
      vector: Array.from({ length: 100 }, (_, d) => (d === i % 100 ? 3 : 0)),
      text: `e${i}`,
      payload: { id: `n${i}` },
    }));
    const batch = { chunks: [], nodes, edges, vectors };
    await pod.writeGraphBatch(id, "item-a", "cognify_pipeline", batch);
    const once = await counts(pod, id);
    await pod.writeGraphBatch(id, "item-a", "cognify_pipeline", batch);
    expect(await counts(pod, id)).toEqual(once);
    // Entity_name points mirror their nodes one to one: purge removes them with the node, unledgered.
    expect(once).toMatchObject({ nodes: 3000, edges: 3000, vectors: 3000, ledger: 6000 });
    const sample = await runInDurableObject(pod as unknown as DurableObjectStub<WorkspacePod>, (_i, state) =>
      state.storage.sql
        .exec("SELECT id, dims, vector, props FROM vectors JOIN nodes USING (dataset_id, id) WHERE dataset_id = ? AND id IN ('n1', 'n2999')", id)
        .toArray()
        .map((r) => ({ id: r.id, dims: r.dims, props: r.props, v: Array.from(new Float32Array(r.vector as ArrayBuffer)) })),
    );
    expect(sample).toHaveLength(2);
    for (const s of sample) {
      const i = Number(String(s.id).slice(1));
      expect(s.dims).toBe(100);
      expect(s.v.findIndex((x) => x === 1)).toBe(i % 100);
      expect(s.v.filter((x) => x !== 0)).toHaveLength(1);
      expect(JSON.parse(String(s.props))).toEqual({ k: i });
    }
    // Encoded writes too large for one commit RPC land whole, in several commits (a large document).
    await (await postJson("/api/v1/add", { data: "Charles Babbage designed the engine.", datasetName: "bulk-packed" })).text();
    const other = await datasetId("bulk-packed");
    let rpcs = 0;
    const counting = new Proxy(pod, {
      get: (target, prop) =>
        prop === "commitCognifyWrites"
          ? (entries: never) => {
              rpcs++;
              return target.commitCognifyWrites(entries);
            }
          : Reflect.get(target, prop),
    });
    const packed = new CognifyWriteBuffer(counting, 64 * 1024 * 1024, 256 * 1024);
    await packed.add({ kind: "write", datasetId: other, dataId: "item-c", pipeline: "cognify_pipeline", runId: "run-c", batch });
    await packed.flush();
    expect(rpcs).toBeGreaterThan(4);
    expect(await counts(pod, other)).toEqual(once);
    // The same entity from another item merges and is ledgered for both.
    await pod.writeGraphBatch(id, "item-b", "cognify_pipeline", { chunks: [], nodes: [nodes[0]!], edges: [], vectors: [] });
    expect(await counts(pod, id)).toMatchObject({ nodes: 3000, ledger: 6001 });
  });
});

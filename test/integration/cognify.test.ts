import { env } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, it } from "vitest";
import type { AiProvider } from "../../src/ai/types";
import { ApiError } from "../../src/core/errors";
import { loadSettings } from "../../src/lib/settings";
import { processCognifyItem } from "../../src/services/cognify/process-item";
import { createAiProvider } from "../../src/ai/provider";
import { getPod } from "../../src/storage/pods";
import { createVectorIndex } from "../../src/storage/vectors/vector-index";
import type { WorkspacePod } from "../../workers/workspace-pod.do";
import { call, json, postJson } from "../helpers";

const CURIE =
  "Marie Curie was born in Warsaw in 1867. She moved to Paris and studied at the University of Paris. " +
  "Marie Curie married Pierre Curie in 1895. She won the Nobel Prize in Physics in 1903.";
const EINSTEIN =
  "Albert Einstein was born in Ulm in 1879. Einstein worked at the Patent Office in Bern. " +
  "Albert Einstein admired Marie Curie and met her in Brussels in 1911.";

async function addText(text: string, datasetName: string) {
  const res = await postJson("/api/v1/add", { data: text, datasetName });
  const body = await json(res);
  if (res.status !== 200) throw new Error(`add failed ${res.status}: ${JSON.stringify(body)}`);
  return body as { dataset_id: string };
}

async function datasetByName(name: string) {
  const list = await json<{ id: string; name: string }[]>(await call("/api/v1/datasets"));
  const ds = list.find((d) => d.name === name);
  if (!ds) throw new Error(`dataset ${name} not listed`);
  return ds;
}

async function podOf(datasetId: string) {
  const row = await env.DB.prepare("SELECT workspace_id FROM datasets WHERE id = ?").bind(datasetId).first<{ workspace_id: string }>();
  return { workspaceId: row!.workspace_id, pod: getPod(env, row!.workspace_id) };
}

/**
 * Adds CURIE as dataset `name` and opens a cognify run on it: the run's one item message, and the queue
 * consumer's ports with the real provider or `provider(real)` in its place.
 */
async function openRun(name: string, provider?: (real: AiProvider) => AiProvider) {
  await addText(CURIE, name);
  const ds = await datasetByName(name);
  const { pod, workspaceId } = await podOf(ds.id);
  const started = await pod.startPipelineRun(workspaceId, ds.id, "cognify_pipeline", {});
  const settings = loadSettings(env);
  const real = createAiProvider(env, settings);
  const deps = {
    pod,
    provider: provider ? provider(real) : real,
    settings,
    vectors: createVectorIndex(env, settings, pod, workspaceId),
    readText: async (key: string) => (await env.RAW_FILES.get(key))?.text() ?? null,
  };
  const msg = { type: "cognify.item" as const, v: 1 as const, workspaceId, datasetId: ds.id, dataId: started.itemIds[0]!, runId: started.run.id };
  return { ds, pod, started, msg, deps };
}

async function counts(datasetId: string) {
  const { pod } = await podOf(datasetId);
  return runInDurableObject(pod as unknown as DurableObjectStub<WorkspacePod>, (_inst, state) => {
    const q = (sql: string) => (state.storage.sql.exec(sql, datasetId).toArray()[0] as { n: number }).n;
    return {
      chunks: q("SELECT count(*) AS n FROM chunks WHERE dataset_id = ?"),
      nodes: q("SELECT count(*) AS n FROM nodes WHERE dataset_id = ?"),
      edges: q("SELECT count(*) AS n FROM edges WHERE dataset_id = ?"),
      vectors: q("SELECT count(*) AS n FROM vectors WHERE dataset_id = ?"),
      ledger: q("SELECT count(*) AS n FROM ledger WHERE dataset_id = ?"),
    };
  });
}

describe("POST /api/v1/cognify", () => {
  it("builds the cognee graph from added text: document, chunks, entities, types, relations, summaries, vectors", async ({ expect }) => {
    await addText(CURIE, "science");
    const res = await postJson("/api/v1/cognify", { datasets: ["science"] });
    expect(res.status).toBe(200);
    const body = await json(res);
    const ds = await datasetByName("science");
    expect(body[ds.id]).toMatchObject({ status: "PipelineRunCompleted", dataset_id: ds.id, dataset_name: "science" });
    expect(body[ds.id].progress).toEqual({ total_items: 1, done_items: 1, failed_items: 0 });
    expect(Object.keys(body[ds.id].stage_ms)).toEqual(expect.arrayContaining(["chunk", "extract", "summarize", "embed", "write"]));

    const { pod } = await podOf(ds.id);
    const graph = await runInDurableObject(pod as unknown as DurableObjectStub<WorkspacePod>, (_i, state) => {
      const sql = state.storage.sql;
      return {
        types: sql.exec("SELECT DISTINCT type FROM nodes WHERE dataset_id = ?", ds.id).toArray().map((r) => r.type),
        entities: sql.exec("SELECT name FROM nodes WHERE dataset_id = ? AND type = 'Entity'", ds.id).toArray().map((r) => r.name),
        rels: sql.exec("SELECT DISTINCT relationship_name AS r FROM edges WHERE dataset_id = ?", ds.id).toArray().map((r) => r.r),
        facts: sql.exec("SELECT edge_text FROM edges WHERE dataset_id = ? AND relationship_name NOT IN ('is_part_of','contains','is_a','made_from','belongs_to_set')", ds.id).toArray().map((r) => r.edge_text),
        collections: sql.exec("SELECT DISTINCT collection FROM vectors WHERE dataset_id = ?", ds.id).toArray().map((r) => r.collection),
        fts: sql.exec("SELECT count(*) AS n FROM chunks_fts WHERE chunks_fts MATCH 'warsaw'").toArray()[0]!.n,
      };
    });
    expect(graph.types).toEqual(expect.arrayContaining(["TextDocument", "DocumentChunk", "Entity", "EntityType", "TextSummary"]));
    expect(graph.entities).toEqual(expect.arrayContaining(["marie curie", "warsaw"]));
    expect(graph.rels).toEqual(expect.arrayContaining(["is_part_of", "contains", "is_a", "made_from"]));
    expect(graph.facts.length).toBeGreaterThan(0);
    expect(graph.facts.some((f) => /warsaw/i.test(String(f)))).toBe(true);
    expect(graph.collections).toEqual(
      expect.arrayContaining(["DocumentChunk_text", "TextSummary_text", "Entity_name", "EntityType_name", "EdgeType_relationship_name", "TextDocument_name"]),
    );
    expect(graph.fts).toBeGreaterThan(0);
  });

  it("is incremental: only new items are processed, and a dataset with nothing new reports AlreadyCompleted", async ({ expect }) => {
    await addText(CURIE, "incremental");
    const ds = await datasetByName("incremental");
    await json(await postJson("/api/v1/cognify", { datasets: ["incremental"] }));
    const before = await counts(ds.id);

    const again = await json(await postJson("/api/v1/cognify", { dataset_ids: [ds.id] }));
    expect(again[ds.id].status).toBe("PipelineRunAlreadyCompleted");
    expect(await counts(ds.id)).toEqual(before);

    await addText(EINSTEIN, "incremental");
    const third = await json(await postJson("/api/v1/cognify", { datasetIds: [ds.id] }));
    expect(third[ds.id].status).toBe("PipelineRunCompleted");
    expect(third[ds.id].data_ingestion_info).toHaveLength(1);
    const after = await counts(ds.id);
    expect(after.chunks).toBeGreaterThan(before.chunks);
  });

  it("merges the same entity from different documents into one node, and deleting one document keeps it", async ({ expect }) => {
    await addText(CURIE, "merge");
    await addText(EINSTEIN, "merge");
    const ds = await datasetByName("merge");
    await json(await postJson("/api/v1/cognify", { datasets: ["merge"] }));
    const { pod } = await podOf(ds.id);
    const curieNodes = () =>
      runInDurableObject(pod as unknown as DurableObjectStub<WorkspacePod>, (_i, state) =>
        state.storage.sql.exec("SELECT id FROM nodes WHERE dataset_id = ? AND type = 'Entity' AND name = 'marie curie'", ds.id).toArray().length,
      );
    expect(await curieNodes()).toBe(1);
    // Both documents mention Marie Curie, so removing either one must keep the shared entity.
    const items = await json<{ id: string }[]>(await call(`/api/v1/datasets/${ds.id}/data`));
    expect(items).toHaveLength(2);
    const del = await call(`/api/v1/datasets/${ds.id}/data/${items[0]!.id}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    await del.text();
    expect(await curieNodes()).toBe(1);
  });

  it("deleting a document returns the graph to exactly what the other document produced: nodes, edges, vectors", async ({ expect }) => {
    const snapshot = async (datasetId: string) => {
      const { pod } = await podOf(datasetId);
      return runInDurableObject(pod as unknown as DurableObjectStub<WorkspacePod>, (_i, state) => {
        const ids = (q: string) => state.storage.sql.exec(q, datasetId).toArray().map((r) => String(r.k)).sort();
        return {
          chunks: ids("SELECT id AS k FROM chunks WHERE dataset_id = ?"),
          nodes: ids("SELECT type || ':' || id AS k FROM nodes WHERE dataset_id = ?"),
          edges: ids("SELECT id AS k FROM edges WHERE dataset_id = ?"),
          vectors: ids("SELECT collection || '|' || id AS k FROM vectors WHERE dataset_id = ?"),
        };
      });
    };
    await addText(CURIE, "undo");
    const ds = await datasetByName("undo");
    await json(await postJson("/api/v1/cognify", { datasets: ["undo"] }));
    const before = await snapshot(ds.id);
    const [curie] = await json<{ id: string }[]>(await call(`/api/v1/datasets/${ds.id}/data`));
    // Every kind of row is there: the document, its chunks and summaries, entities, types, and their points.
    expect(before.nodes.some((n) => n.startsWith("TextSummary:"))).toBe(true);
    expect(before.vectors.some((v) => v.startsWith("EdgeType_relationship_name|"))).toBe(true);

    await addText(EINSTEIN, "undo");
    await json(await postJson("/api/v1/cognify", { datasets: ["undo"] }));
    const both = await snapshot(ds.id);
    expect(both.nodes.length).toBeGreaterThan(before.nodes.length);
    const einstein = (await json<{ id: string }[]>(await call(`/api/v1/datasets/${ds.id}/data`))).find((d) => d.id !== curie!.id)!;
    const del = await call(`/api/v1/datasets/${ds.id}/data/${einstein.id}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    await del.text();
    // Marie Curie (shared) stays; everything only the Einstein document produced is gone, points included.
    expect(await snapshot(ds.id)).toEqual(before);
  });

  it("cognifies a document whose writes exceed one RPC message (32 MiB): the commit is packed into several", async ({ expect }) => {
    // ~1.5 MB of prose about people, places and organisations: ~80 chunks whose encoded rows (44 MB)
    // one commit RPC refused before commits were packed (the item was retried until it went to the
    // dead-letter queue).
    const first = "Alice Bruno Chloe Daniel Elena Farid Grace Hiro Ingrid Jonas Keiko Liam Maya Nikolai Olivia Pedro Quinn Rosa Samuel Tara Umar Vera William Xenia Yusuf Zoe Amara Bence Carmen Dmitri Esther Felix Greta Hassan Irene Jamal Kira Lorenzo Mei Noah Priya Rafael Sofia Tomas".split(" ");
    const last = "Anders Baptiste Castillo Dubois Eriksen Fischer Garcia Haddad Ito Jansen Kowalski Lindqvist Moreau Nakamura Okafor Petrov Quintero Rossi Schmidt Tanaka Ueda Varga Weber Xu Yilmaz Zhang Abbott Brennan Costa Delgado Esposito Fontaine Gallagher Horvath Ivanova Jovanovic Keller Laurent Mendes Novak".split(" ");
    const cities = "Lisbon Porto Madrid Valencia Lyon Marseille Hamburg Leipzig Rotterdam Utrecht Gothenburg Bergen Tampere Krakow Brno Graz Turin Bologna Cork Glasgow Osaka Busan Pune Cebu Perth Dunedin Calgary Halifax Denver Austin Recife Nairobi Accra".split(" ");
    const orgs = "Northwind Bluefield Copperline Driftwood Evergreen Foxglove Granite Harbor Ironbridge Juniper Keystone Lakeshore Meridian Nimbus Oakridge".split(" ");
    const kinds = ["Analytics", "Labs", "Logistics", "Robotics", "Foods", "Energy", "Health", "Systems"];
    const months = "January February March April May June July August September October November December".split(" ");
    let x = 7;
    const pick = <T,>(list: T[]) => list[(x = (x * 1103515245 + 12345) % 2147483648) % list.length]!;
    const person = () => `${pick(first)} ${pick(last)}`;
    const paragraphs: string[] = [];
    let size = 0;
    while (size < 1_500_000) {
      const p = [
        `${person()} joined ${pick(orgs)} ${pick(kinds)} in ${pick(cities)} in ${pick(months)} ${1950 + (x % 70)}.`,
        `${person()} met ${person()} at the annual conference in ${pick(cities)}.`,
        `${pick(orgs)} ${pick(kinds)} acquired ${pick(orgs)} ${pick(kinds)} for ${1 + (x % 900)} million euros.`,
        `${person()} was born in ${pick(cities)} and studied in ${pick(cities)}.`,
      ].join(" ");
      paragraphs.push(p);
      size += p.length + 2;
    }
    await addText(paragraphs.join("\n\n"), "large-document");
    const res = await postJson("/api/v1/cognify", { datasets: ["large-document"] });
    const ds = await datasetByName("large-document");
    const body = await json(res);
    expect(res.status).toBe(200);
    expect(body[ds.id]).toMatchObject({ status: "PipelineRunCompleted" });
    expect(body[ds.id].progress).toEqual({ total_items: 1, done_items: 1, failed_items: 0 });
    const c = await counts(ds.id);
    expect(c.chunks).toBeGreaterThan(64);
    expect(c.nodes).toBeGreaterThan(500);
    expect(c.vectors).toBeGreaterThan(c.nodes);
  });

  it("never duplicates anything when a message is delivered twice, even after a crash before completion", async ({ expect }) => {
    const { ds, pod, started, msg, deps } = await openRun("idempotent");
    expect(started.itemIds).toHaveLength(1);
    expect(await processCognifyItem(msg, deps)).toBe("ack");
    const first = await counts(ds.id);
    // Redelivery after completion: claimed by nobody, no work.
    expect(await processCognifyItem(msg, deps)).toBe("ack");
    expect(await counts(ds.id)).toEqual(first);
    // Crash after writing but before completion: the item is processed again and nothing duplicates.
    await runInDurableObject(pod as unknown as DurableObjectStub<WorkspacePod>, (_i, state) => {
      state.storage.sql.exec("UPDATE data_status SET status = 'DATA_ITEM_PROCESSING_STARTED' WHERE dataset_id = ?", ds.id);
      state.storage.sql.exec("UPDATE pipeline_runs SET status = 'DATASET_PROCESSING_STARTED', done_items = 0 WHERE dataset_id = ?", ds.id);
    });
    expect(await processCognifyItem(msg, deps)).toBe("ack");
    expect(await counts(ds.id)).toEqual(first);
    const run = await pod.getPipelineRun(started.run.id);
    expect(run).toMatchObject({ status: "DATASET_PROCESSING_COMPLETED", done_items: 1 });
  });

  it("records a terminal 402 from the model as the item's error and answers 402 with the legacy body", async ({ expect }) => {
    const { pod, started, msg, deps } = await openRun("budget", (real) => ({
      ...real,
      extractor: { extract: async () => { throw new ApiError(402, "LLMPaymentRequiredError", "Budget exceeded: spend 10.2 > budget 10.0 for model gpt-x"); } },
      llm: null,
      drainUsage: () => [],
    }));
    const outcome = await processCognifyItem(msg, deps);
    expect(outcome).toBe("ack");
    const statuses = await pod.pipelineItemStatuses(started.run.id);
    expect(statuses[0]).toMatchObject({ status: "DATA_ITEM_PROCESSING_ERRORED" });
    expect(statuses[0]!.error).toMatch(/^LLMPaymentRequiredError: /);
    expect((await pod.getPipelineRun(started.run.id))!.status).toBe("DATASET_PROCESSING_ERRORED");
  });

  it("records an unreachable model provider as the item's error at once, so the run ends errored naming it", async ({ expect }) => {
    const { pod, started, msg, deps } = await openRun("provider-down", (real) => ({
      ...real,
      extractor: {
        extract: async () => {
          throw new ApiError(503, "LLMProviderUnavailableError", "Graph extraction: the OpenAI-compatible endpoint (OPENAI_BASE_URL) could not be reached (ECONNREFUSED). Check OPENAI_BASE_URL.");
        },
      },
      llm: null,
      drainUsage: () => [],
    }));
    // First claim: not retried through the queue (a 503 from a reachable provider would be).
    expect(await processCognifyItem(msg, deps)).toBe("ack");
    const statuses = await pod.pipelineItemStatuses(started.run.id);
    expect(statuses[0]).toMatchObject({ status: "DATA_ITEM_PROCESSING_ERRORED" });
    expect(statuses[0]!.error).toMatch(/^LLMProviderUnavailableError: .*OPENAI_BASE_URL/);
    expect((await pod.getPipelineRun(started.run.id))!.status).toBe("DATASET_PROCESSING_ERRORED");
  });

  it("a TypeError is retried until the item's third claim, then recorded as its error; a provider's 429 keeps retrying", async ({ expect }) => {
    let thrown: Error = new TypeError("Cannot read properties of undefined (reading 'toLowerCase')");
    const { ds, pod, started, msg, deps } = await openRun("type-error", (real) => ({ ...real, extractor: { extract: async () => { throw thrown; } } }));
    const setAttempts = (n: number) =>
      runInDurableObject(pod as unknown as DurableObjectStub<WorkspacePod>, (_i, state) => {
        state.storage.sql.exec("UPDATE data_status SET attempts = ? WHERE dataset_id = ?", n, ds.id);
      });
    // Claims 1 and 2: maybe a lost connection, so the queue retries.
    expect(await processCognifyItem(msg, deps)).toBe("retry");
    expect(await processCognifyItem(msg, deps)).toBe("retry");
    expect((await pod.pipelineItemStatuses(started.run.id))[0]).toMatchObject({ status: "DATA_ITEM_PROCESSING_STARTED" });
    // A rate limit past the third claim is still the queue's to retry.
    thrown = new ApiError(429, "RateLimitError", "rate limited");
    await setAttempts(5);
    expect(await processCognifyItem(msg, deps)).toBe("retry");
    // Claim 3 of a TypeError: the item records it and the run ends, instead of waiting on the watchdog.
    thrown = new TypeError("Cannot read properties of undefined (reading 'toLowerCase')");
    await setAttempts(2);
    expect(await processCognifyItem(msg, deps)).toBe("ack");
    const statuses = await pod.pipelineItemStatuses(started.run.id);
    expect(statuses[0]).toMatchObject({ status: "DATA_ITEM_PROCESSING_ERRORED" });
    expect(statuses[0]!.error).toBe("TypeError: Cannot read properties of undefined (reading 'toLowerCase')");
    expect((await pod.getPipelineRun(started.run.id))!.status).toBe("DATASET_PROCESSING_ERRORED");
  });

  it("runs in the background and the status endpoints show progress to completion", async ({ expect }) => {
    await addText(CURIE, "background");
    const ds = await datasetByName("background");
    const res = await postJson("/api/v1/cognify", { datasets: ["background"], run_in_background: true });
    const body = await json(res);
    expect(res.status).toBe(200);
    expect(["PipelineRunStarted", "PipelineRunCompleted"]).toContain(body[ds.id].status);
    let status = "";
    for (let i = 0; i < 100 && status !== "DATA_ITEM_PROCESSING_COMPLETED"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const ps = await json(await call(`/api/v1/datasets/${ds.id}/processing-status?pipeline=cognify_pipeline`));
      status = JSON.stringify(ps).includes("DATA_ITEM_PROCESSING_COMPLETED") ? "DATA_ITEM_PROCESSING_COMPLETED" : "";
    }
    expect(status).toBe("DATA_ITEM_PROCESSING_COMPLETED");
  });

  it("marks a dead item errored or re-enqueues it from the watchdog alarm, so nothing stays processing forever", async ({ expect }) => {
    await addText(CURIE, "watchdog");
    const ds = await datasetByName("watchdog");
    const { pod, workspaceId } = await podOf(ds.id);
    const started = await pod.startPipelineRun(workspaceId, ds.id, "cognify_pipeline", {});
    const stub = pod as unknown as DurableObjectStub<WorkspacePod>;
    // Pretend the worker died long ago after its last retry (neither the item nor its run renewed the lease).
    await runInDurableObject(stub, (_i, state) => {
      state.storage.sql.exec("UPDATE data_status SET updated_at = 0, attempts = 3 WHERE dataset_id = ?", ds.id);
      state.storage.sql.exec("UPDATE pipeline_runs SET updated_at = 0 WHERE dataset_id = ?", ds.id);
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const run = await pod.getPipelineRun(started.run.id);
    expect(run!.status).toBe("DATASET_PROCESSING_ERRORED");
    const statuses = await pod.pipelineItemStatuses(started.run.id);
    expect(statuses[0]!.error).toMatch(/did not finish/);
  });

  describe("leases: a dead worker's items are taken over within a minute, and no call reports them done", () => {
    /** A run opened in the pod whose queue messages were lost (the process died right after it started). */
    async function orphanedRun(name: string, texts: string[], ageMs: number) {
      for (const text of texts) await addText(text, name);
      const ds = await datasetByName(name);
      const { pod, workspaceId } = await podOf(ds.id);
      const started = await pod.startPipelineRun(workspaceId, ds.id, "cognify_pipeline", {});
      const stub = pod as unknown as DurableObjectStub<WorkspacePod>;
      await runInDurableObject(stub, (_i, state) => {
        const at = Date.now() - ageMs;
        state.storage.sql.exec("UPDATE data_status SET updated_at = ? WHERE dataset_id = ?", at, ds.id);
        state.storage.sql.exec("UPDATE pipeline_runs SET updated_at = ? WHERE id = ?", at, started.run.id);
      });
      return { ds, pod, stub, run: started.run };
    }

    it("a cognify call re-enqueues items whose lease expired, finishes them, and closes the dead run", async ({ expect }) => {
      const { ds, pod, stub, run } = await orphanedRun("lease-expired", [CURIE, EINSTEIN], 61_000);
      const res = await postJson("/api/v1/cognify", { datasets: ["lease-expired"] });
      const body = await json<Record<string, { status: string; pipeline_run_id: string; progress: { total_items: number; done_items: number } }>>(res);
      expect(res.status).toBe(200);
      expect(body[ds.id]!.status).toBe("PipelineRunCompleted");
      expect(body[ds.id]!.pipeline_run_id).not.toBe(run.id);
      expect(body[ds.id]!.progress).toMatchObject({ total_items: 2, done_items: 2 });
      const dead = await pod.getPipelineRun(run.id);
      expect(dead!.status).toBe("DATASET_PROCESSING_ERRORED");
      expect(dead!.error).toMatch(/taken over by run/);
      const entities = await runInDurableObject(stub, (_i, state) =>
        state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM nodes WHERE dataset_id = ? AND type = 'Entity'", ds.id).one().n,
      );
      expect(entities).toBeGreaterThan(0);
    });

    it("a cognify call while a live run still holds every item reports that run as started, not as already completed", async ({ expect }) => {
      const { ds, run } = await orphanedRun("lease-held", [CURIE], 5_000);
      const res = await postJson("/api/v1/cognify", { datasets: ["lease-held"], run_in_background: true });
      const body = await json<Record<string, { status: string; pipeline_run_id: string; progress: { total_items: number } }>>(res);
      expect(res.status).toBe(200);
      expect(body[ds.id]!.status).toBe("PipelineRunStarted");
      expect(body[ds.id]!.pipeline_run_id).toBe(run.id);
      expect(body[ds.id]!.progress.total_items).toBe(1);
    });

    it("the watchdog re-enqueues a run's items once the lease has expired, and leaves a run that renews it alone", async ({ expect }) => {
      const expired = await orphanedRun("lease-watchdog", [CURIE], 61_000);
      const live = await orphanedRun("lease-renewed", [EINSTEIN], 61_000);
      // The live run renewed its lease just now (another of its items was claimed): its queued item stays its own.
      await runInDurableObject(live.stub, (_i, state) => {
        state.storage.sql.exec("UPDATE pipeline_runs SET updated_at = ? WHERE id = ?", Date.now(), live.run.id);
      });
      expect(await runDurableObjectAlarm(expired.stub)).toBe(true);
      let status = "";
      for (let i = 0; i < 100 && status !== "DATASET_PROCESSING_COMPLETED"; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await expired.pod.getPipelineRun(expired.run.id))!.status;
      }
      expect(status).toBe("DATASET_PROCESSING_COMPLETED");
      const untouched = await live.pod.pipelineItemStatuses(live.run.id);
      expect(untouched.map((s) => s.status)).toEqual(["DATA_ITEM_PROCESSING_STARTED"]);
    });
  });

  it("validates input: no datasets 400, unconvertible graph_model 400, bad chunk_size 422, forbidden dataset id 403", async ({ expect }) => {
    const none = await postJson("/api/v1/cognify", {});
    expect(none.status).toBe(400);
    expect((await json(none)).detail).toMatch(/\[NoDatasetsError\]$/);

    // Cognify acts on existing datasets only: an unknown name is a 404 (and creates nothing).
    const unknown = await postJson("/api/v1/cognify", { datasets: ["gm"] });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).detail).toMatch(/\[DatasetNotFoundError\]$/);
    await addText(CURIE, "gm");
    for (const graph_model of ["{not json", { type: "string" }, { title: "X" }, [1, 2], 42]) {
      const res = await postJson("/api/v1/cognify", { datasets: ["gm"], graph_model });
      expect(res.status).toBe(400);
      expect((await json(res)).detail).toMatch(/InvalidGraphModelError/);
    }
    const ok = await postJson("/api/v1/cognify", {
      datasets: ["gm"],
      graph_model: { title: "People", type: "object", properties: { people: { type: "array", items: { type: "string" } } } },
    });
    expect(ok.status).toBe(200);
    await ok.text();

    const bad = await postJson("/api/v1/cognify", { datasets: ["gm"], chunk_size: 0 });
    expect(bad.status).toBe(422);
    expect((await json(bad)).detail[0].loc).toEqual(["body", "chunk_size"]);

    const forbidden = await postJson("/api/v1/cognify", { dataset_ids: ["6ba7b812-9dad-11d1-80b4-00c04fd430c8"] });
    expect(forbidden.status).toBe(403);
    expect((await json(forbidden)).detail).toMatch(/\[write\].*\[PermissionDeniedError\]$/);
  });

  it("refuses a query vector whose dimensions differ from the stored index instead of returning nothing", async ({ expect }) => {
    await addText(CURIE, "dims");
    const ds = await datasetByName("dims");
    await json(await postJson("/api/v1/cognify", { datasets: ["dims"] }));
    const { pod } = await podOf(ds.id);
    const settings = loadSettings(env);
    const model = createAiProvider(env, settings).embedder.model;
    const index = createVectorIndex(env, settings, pod, (await podOf(ds.id)).workspaceId);
    const ok = await index.query({ datasetIds: [ds.id], collections: ["DocumentChunk_text"], vector: new Float32Array(createAiProvider(env, settings).embedder.dimensions).fill(0.1), limit: 5 }, model);
    expect(ok.length).toBeGreaterThan(0);
    await expect(
      index.query({ datasetIds: [ds.id], collections: ["DocumentChunk_text"], vector: new Float32Array([1, 0, 0]), limit: 5 }, model),
    ).rejects.toThrow(/dimensions/);
  });
});

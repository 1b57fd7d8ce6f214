import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import { graphSummary } from "../../workers/pod/dataset-status";
import { call, callWith, json, postJson } from "../helpers";
import { addForm, addJson, asUser, field, file, locate, makeUser, pod, r2Keys, raw } from "./add.helpers";

async function ok<T = any>(res: Response): Promise<T> {
  const body = await json(res);
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body as T;
}

/** Adds texts to a fresh dataset; returns its id, workspace and the items in call order. */
async function seedDataset(name: string, texts: string[]) {
  const body = await ok(await addJson({ data: texts, datasetName: name }));
  const items = body.payload as any[];
  return { datasetId: body.dataset_id as string, workspaceId: locate(items[0]).workspaceId, items };
}

const sql = (workspaceId: string, fn: (sql: SqlStorage) => void) =>
  runInDurableObject(pod(workspaceId), async (_instance, state) => fn(state.storage.sql));

describe("datasets", () => {
  it("creates (or returns) a dataset by name and lists readable datasets", async ({ expect }) => {
    const created = await ok(await postJson("/api/v1/datasets", { name: "made_by_post" }));
    expect(created).toMatchObject({ name: "made_by_post", tenantId: null });
    expect(Date.parse(created.createdAt)).not.toBeNaN();
    const again = await ok(await postJson("/api/v1/datasets", { name: "made_by_post" }));
    expect(again.id).toBe(created.id);
    const list = await ok<any[]>(await call("/api/v1/datasets"));
    expect(list.find((d) => d.id === created.id)).toMatchObject({ name: "made_by_post", ownerId: created.ownerId });

    const bad = await postJson("/api/v1/datasets", { name: "no/slashes" });
    expect(bad.status).toBe(400);
    expect((await json(bad)).detail).toMatch(/\[InvalidDatasetNameError\]$/);
    const missing = await postJson("/api/v1/datasets", {});
    expect(missing.status).toBe(422);
    expect((await json(missing)).detail[0].loc).toEqual(["body", "name"]);
  });
});

describe("GET /datasets/{id}/data and /data/count", () => {
  it("pages newest first with limit/offset and validates the bounds (422)", async ({ expect }) => {
    const { datasetId } = await seedDataset("paging", ["one", "two", "three", "four", "five"]);
    const all = await ok<any[]>(await call(`/api/v1/datasets/${datasetId}/data`));
    expect(all).toHaveLength(5);
    const texts = all.map((r) => r.name);
    const created = all.map((r) => Date.parse(r.createdAt));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    const page = await ok<any[]>(await call(`/api/v1/datasets/${datasetId}/data?limit=2&offset=1`));
    expect(page.map((r) => r.name)).toEqual(texts.slice(1, 3));
    expect(all[0]).toMatchObject({ datasetId, dataSize: 4, extension: "txt", mimeType: "text/plain", label: null, externalMetadata: null });
    expect(all[0].contentHash).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.keys(all[0])).toEqual(
      expect.arrayContaining(["id", "name", "createdAt", "updatedAt", "extension", "mimeType", "datasetId", "label", "externalMetadata", "dataSize", "contentHash"]),
    );
    for (const q of ["limit=0", "limit=1001", "limit=abc", "limit=1.5", "offset=-1", "offset=1000001", "offset=x"]) {
      const res = await call(`/api/v1/datasets/${datasetId}/data?${q}`);
      expect(res.status, q).toBe(422);
      const detail = (await json(res)).detail;
      expect(detail[0].loc[0], q).toBe("query");
    }
    expect(await ok<any[]>(await call(`/api/v1/datasets/${datasetId}/data?limit=1000&offset=1000000`))).toEqual([]);
    expect(await ok(await call(`/api/v1/datasets/${datasetId}/data/count`))).toEqual({ count: 5 });
  });

  it("breaks created_at ties by id (descending) and counts beyond the page cap", async ({ expect }) => {
    const { datasetId, workspaceId } = await seedDataset("ties_and_count", ["seed"]);
    const ids = Array.from({ length: 1500 }, () => crypto.randomUUID());
    await sql(workspaceId, (s) => {
      for (const id of ids) {
        s.exec(
          `INSERT INTO data_items (id, dataset_id, owner_id, name, content_hash, data_size, raw_key, created_at, updated_at)
           VALUES (?, ?, 'o', ?, ?, 1, 'k', 1, 1)`,
          id,
          datasetId,
          `bulk-${id}`,
          id,
        );
      }
    });
    expect(await ok(await call(`/api/v1/datasets/${datasetId}/data/count`))).toEqual({ count: 1501 });
    const page = await ok<any[]>(await call(`/api/v1/datasets/${datasetId}/data?limit=1000&offset=1`));
    expect(page).toHaveLength(1000);
    expect(page.map((r) => r.id)).toEqual([...ids].sort().reverse().slice(0, 1000));
  });

  it("answers 404 for a missing or unknown dataset", async ({ expect }) => {
    for (const id of [crypto.randomUUID(), "not-a-uuid"]) {
      for (const path of [`/api/v1/datasets/${id}/data`, `/api/v1/datasets/${id}/data/count`]) {
        const res = await call(path);
        expect(res.status, path).toBe(404);
        expect((await json(res)).detail, path).toMatch(/\[DatasetNotFoundError\]$/);
      }
    }
  });
});

describe("GET /datasets/{id}/data/{data_id}/raw", () => {
  it("streams the original bytes with a Content-Disposition", async ({ expect }) => {
    const bytes = new Uint8Array([...new TextEncoder().encode("caf"), 0xe9]);
    const body = await ok(await addForm([field("datasetName", "raw_dl"), file("Résumé \"final\".txt", bytes, "text/plain")]));
    const item = body.payload[0];
    const res = await call(`/api/v1/datasets/${item.datasetId}/data/${item.id}/raw`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="R_sum_ _final_.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.txt`,
    );
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    const missing = await call(`/api/v1/datasets/${item.datasetId}/data/${crypto.randomUUID()}/raw`);
    expect(missing.status).toBe(404);
    expect((await json(missing)).detail).toMatch(/\[DataNotFoundError\]$/);
  });
});

describe("DELETE /datasets/{id}/data/{data_id}", () => {
  it("removes the item, its bytes and what only it produced; shared graph parts stay", async ({ expect }) => {
    const { datasetId, workspaceId, items } = await seedDataset("purge", ["item X", "item Y"]);
    const [x, y] = items;
    await sql(workspaceId, (s) => {
      const now = Date.now();
      const vec = new Float32Array([1, 0]).buffer as ArrayBuffer;
      s.exec(`INSERT INTO chunks (id, dataset_id, data_id, chunk_index, text, token_count, created_at) VALUES ('cx', ?, ?, 0, 'item X', 2, ?)`, datasetId, x.id, now);
      s.exec(`INSERT INTO chunks (id, dataset_id, data_id, chunk_index, text, token_count, created_at) VALUES ('cy', ?, ?, 0, 'item Y', 2, ?)`, datasetId, y.id, now);
      for (const [id, name] of [["shared", "Ada"], ["onlyx", "Engine"]]) {
        s.exec(`INSERT INTO nodes (dataset_id, id, type, name, created_at, updated_at) VALUES (?, ?, 'Entity', ?, ?, ?)`, datasetId, id, name, now, now);
      }
      s.exec(`INSERT INTO edges (dataset_id, source_id, relationship_name, target_id, id, created_at) VALUES (?, 'shared', 'built', 'onlyx', 'ex', ?)`, datasetId, now);
      s.exec(`INSERT INTO vectors (dataset_id, collection, id, model, dims, vector) VALUES (?, 'Entity_name', 'onlyx', 'm', 2, ?)`, datasetId, vec);
      for (const [data, kind, ref] of [
        [x.id, "node", "shared"],
        [y.id, "node", "shared"],
        [x.id, "node", "onlyx"],
        [x.id, "edge", "ex"],
        [x.id, "vector", "Entity_name|onlyx"],
      ]) {
        s.exec(`INSERT INTO ledger (dataset_id, data_id, kind, ref_id) VALUES (?, ?, ?, ?)`, datasetId, data, kind, ref);
      }
    });
    const rawKey = locate(x).rawKey;
    expect(await env.RAW_FILES.head(rawKey)).not.toBeNull();

    const res = await call(`/api/v1/datasets/${datasetId}/data/${x.id}`, { method: "DELETE" });
    expect(await ok(res)).toEqual({ status: "success" });
    expect(await env.RAW_FILES.head(rawKey)).toBeNull();
    expect(await env.RAW_FILES.head(locate(y).rawKey)).not.toBeNull();
    await sql(workspaceId, (s) => {
      const ids = (q: string) => s.exec(q, datasetId).toArray().map((r) => r.id);
      expect(ids(`SELECT id FROM nodes WHERE dataset_id = ? ORDER BY id`)).toEqual(["shared"]);
      expect(ids(`SELECT id FROM edges WHERE dataset_id = ?`)).toEqual([]);
      expect(ids(`SELECT id FROM chunks WHERE dataset_id = ?`)).toEqual(["cy"]);
      expect(ids(`SELECT id FROM vectors WHERE dataset_id = ?`)).toEqual([]);
      expect(s.exec(`SELECT data_id FROM ledger WHERE dataset_id = ?`, datasetId).toArray().map((r) => r.data_id)).toEqual([y.id]);
    });
    expect(await ok(await call(`/api/v1/datasets/${datasetId}/data/count`))).toEqual({ count: 1 });

    const again = await call(`/api/v1/datasets/${datasetId}/data/${x.id}`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect((await json(again)).detail).toMatch(/\[DataNotFoundError\]$/);
    const unknownDataset = await call(`/api/v1/datasets/${crypto.randomUUID()}/data/${y.id}`, { method: "DELETE" });
    expect(unknownDataset.status).toBe(403);
    expect((await json(unknownDataset)).detail).toMatch(/\[delete\].*\[PermissionDeniedError\]$/);
  });
});

describe("the AmbiguousDataIdError rule and the deprecated DELETE /delete", () => {
  it("answers 409 listing (dataset, data_id) candidates when an id matches several datasets", async ({ expect }) => {
    const a = await seedDataset("legacy_a", ["legacy item"]);
    const b = await seedDataset("legacy_b", ["other item"]);
    const dataId = a.items[0].id;
    // An id issued before dataset scoping, present in two datasets.
    await sql(b.workspaceId, (s) =>
      s.exec(
        `INSERT INTO data_items (id, dataset_id, owner_id, name, content_hash, data_size, raw_key, created_at, updated_at)
         SELECT id, ?, owner_id, name, 'legacy-hash', data_size, raw_key, created_at, updated_at FROM data_items WHERE id = ?`,
        b.datasetId,
        dataId,
      ),
    );
    const ambiguous = await call(`/api/v1/delete?data_id=${dataId}`, { method: "DELETE" });
    expect(ambiguous.status).toBe(409);
    const detail = (await json(ambiguous)).detail as string;
    expect(detail).toMatch(/\[AmbiguousDataIdError\]$/);
    expect(detail).toContain(`(${a.datasetId}, ${dataId})`);
    expect(detail).toContain(`(${b.datasetId}, ${dataId})`);
    expect(detail).toContain("dataset_id");

    const scoped = await call(`/api/v1/delete?data_id=${dataId}&dataset_id=${b.datasetId}`, { method: "DELETE" });
    expect(scoped.headers.get("deprecation")).toBe("true");
    expect(await ok(scoped)).toEqual({ status: "success" });
    // Now only one dataset holds it: resolved without a dataset.
    expect(await ok(await call(`/api/v1/delete?data_id=${dataId}`, { method: "DELETE" }))).toEqual({ status: "success" });
    expect(await ok(await call(`/api/v1/datasets/${a.datasetId}/data/count`))).toEqual({ count: 0 });

    const gone = await call(`/api/v1/delete?data_id=${dataId}`, { method: "DELETE" });
    expect(gone.status).toBe(404);
    await gone.text();
    const noId = await call(`/api/v1/delete`, { method: "DELETE" });
    expect(noId.status).toBe(422);
    await noId.text();
  });

  it("can delete the dataset once it is empty", async ({ expect }) => {
    const c = await seedDataset("legacy_c", ["last item"]);
    const res = await call(`/api/v1/delete?data_id=${c.items[0].id}&delete_dataset_if_empty=true`, { method: "DELETE" });
    expect(await ok(res)).toEqual({ status: "success" });
    const list = await ok<any[]>(await call("/api/v1/datasets"));
    expect(list.map((d) => d.id)).not.toContain(c.datasetId);
  });
});

describe("processing status and dataset status", () => {
  it("reports per-item status; items never processed are pending", async ({ expect }) => {
    const { datasetId, workspaceId, items } = await seedDataset("status", ["s1", "s2"]);
    const pending = await ok(await call(`/api/v1/datasets/${datasetId}/processing-status`));
    expect(pending.pipeline).toBe("cognify_pipeline");
    expect(pending.items.map((i: any) => i.status)).toEqual(["DATA_ITEM_PROCESSING_PENDING", "DATA_ITEM_PROCESSING_PENDING"]);
    const added = await ok(await call(`/api/v1/datasets/${datasetId}/processing-status?pipeline=add_pipeline`));
    expect(added.items.map((i: any) => i.status)).toEqual(["DATA_ITEM_PROCESSING_COMPLETED", "DATA_ITEM_PROCESSING_COMPLETED"]);

    expect(await ok(await call(`/api/v1/datasets/status?dataset=${datasetId}`))).toEqual({ [datasetId]: "DATASET_PROCESSING_INITIATED" });

    const runId = crypto.randomUUID();
    await sql(workspaceId, (s) => {
      const now = Date.now();
      s.exec(
        `INSERT INTO pipeline_runs (id, dataset_id, pipeline, status, total_items, done_items, started_at, updated_at, ended_at)
         VALUES (?, ?, 'cognify_pipeline', 'DATASET_PROCESSING_COMPLETED', 2, 2, ?, ?, ?)`,
        runId,
        datasetId,
        now,
        now,
        now,
      );
      for (const item of items) {
        s.exec(
          `INSERT INTO data_status (dataset_id, data_id, pipeline, status, run_id, updated_at) VALUES (?, ?, 'cognify_pipeline', 'DATA_ITEM_PROCESSING_COMPLETED', ?, ?)`,
          datasetId,
          item.id,
          runId,
          now,
        );
      }
    });
    expect(await ok(await call(`/api/v1/datasets/status?dataset=${datasetId}`))).toEqual({ [datasetId]: "DATASET_PROCESSING_COMPLETED" });
    expect(await ok(await call(`/api/v1/datasets/status?dataset=${datasetId}&pipeline=cognify_pipeline&pipeline=add_pipeline`))).toEqual({
      [datasetId]: { cognify_pipeline: "DATASET_PROCESSING_COMPLETED", add_pipeline: "DATASET_PROCESSING_COMPLETED" },
    });
    const progress = await ok(await call(`/api/v1/datasets/status/progress?dataset=${datasetId}`));
    expect(progress[datasetId]).toMatchObject({ pipelineRunId: runId, totalItems: 2, completedItems: 2, pendingItems: 0, progress: 1, status: "DATASET_PROCESSING_COMPLETED" });

    // A new item after the finished run: the dataset waits for processing again.
    await ok(await addJson({ data: "s3", datasetName: "status" }));
    expect(await ok(await call(`/api/v1/datasets/status?dataset=${datasetId}`))).toEqual({ [datasetId]: "DATASET_PROCESSING_INITIATED" });
    const later = await ok(await call(`/api/v1/datasets/status/progress?dataset=${datasetId}`));
    expect(later[datasetId]).toMatchObject({ totalItems: 3, completedItems: 2, pendingItems: 1, progress: 0.667 });

    // No dataset named: every readable dataset with something to report.
    const everything = await ok(await call(`/api/v1/datasets/status`));
    expect(everything[datasetId]).toBe("DATASET_PROCESSING_INITIATED");
    const unknown = await call(`/api/v1/datasets/status?dataset=${crypto.randomUUID()}`);
    expect(unknown.status).toBe(403);
    await unknown.text();
  });
});

describe("GET /datasets/graph-summary", () => {
  const addNodes = (workspaceId: string, datasetId: string, n: number, prefix: string) =>
    sql(workspaceId, (s) => {
      for (let i = 0; i < n; i++) {
        s.exec(`INSERT INTO nodes (dataset_id, id, type, name, created_at, updated_at) VALUES (?, ?, 'Entity', ?, 1, 1)`, datasetId, `${prefix}${i}`, `${prefix}${i}`);
      }
    });

  it("counts nodes and edges per dataset and holds uncached counts for GRAPH_COUNTS_UNCACHED_TTL_SECONDS", async ({ expect }) => {
    const { datasetId, workspaceId } = await seedDataset("graph_counts", ["graph"]);
    await addNodes(workspaceId, datasetId, 3, "a");
    await sql(workspaceId, (s) => s.exec(`INSERT INTO edges (dataset_id, source_id, relationship_name, target_id, id, created_at) VALUES (?, 'a0', 'r', 'a1', 'e0', 1)`, datasetId));
    const first = await ok<any[]>(await call(`/api/v1/datasets/graph-summary?dataset_ids=${datasetId}`));
    expect(first).toEqual([
      expect.objectContaining({ datasetId, datasetName: "graph_counts", numNodes: 3, numEdges: 1, pipelineRunId: null, status: "ok", cached: false }),
    ]);
    await addNodes(workspaceId, datasetId, 2, "b");
    const held = await ok<any[]>(await call(`/api/v1/datasets/graph-summary?dataset_ids=${datasetId}`));
    expect(held[0]).toMatchObject({ numNodes: 3, cached: true });
    const fresh = await ok<any[]>(await callWith({ GRAPH_COUNTS_UNCACHED_TTL_SECONDS: "0" }, `/api/v1/datasets/graph-summary?dataset_ids=${datasetId}`));
    expect(fresh[0]).toMatchObject({ numNodes: 5, cached: false });
  });

  it("keys counts by the latest completed cognify run, and deletions invalidate them", async ({ expect }) => {
    const { datasetId, workspaceId, items } = await seedDataset("graph_runs", ["run item", "other item"]);
    await addNodes(workspaceId, datasetId, 4, "n");
    const runId = crypto.randomUUID();
    await sql(workspaceId, (s) =>
      s.exec(
        `INSERT INTO pipeline_runs (id, dataset_id, pipeline, status, started_at, updated_at, ended_at) VALUES (?, ?, 'cognify_pipeline', 'DATASET_PROCESSING_COMPLETED', 1, 1, 1)`,
        runId,
        datasetId,
      ),
    );
    const vars = { GRAPH_COUNTS_UNCACHED_TTL_SECONDS: "0" };
    const path = `/api/v1/datasets/graph-summary?dataset_ids=${datasetId}`;
    expect((await ok<any[]>(await callWith(vars, path)))[0]).toMatchObject({ numNodes: 4, pipelineRunId: runId, cached: false });
    await addNodes(workspaceId, datasetId, 1, "m");
    expect((await ok<any[]>(await callWith(vars, path)))[0]).toMatchObject({ numNodes: 4, cached: true });
    await ok(await call(`/api/v1/datasets/${datasetId}/data/${items[1].id}`, { method: "DELETE" }));
    expect((await ok<any[]>(await callWith(vars, path)))[0]).toMatchObject({ numNodes: 5, cached: false });
  });

  it("holds a failed count for GRAPH_COUNTS_FAILED_TTL_SECONDS (0 disables)", async ({ expect }) => {
    const { datasetId, workspaceId } = await seedDataset("graph_failed", ["failing"]);
    const failing = () => {
      throw new Error("graph store unavailable");
    };
    const working = () => ({ nodes: 7, edges: 2 });
    await runInDurableObject(pod(workspaceId), async (_i, state) => {
      const s = state.storage.sql;
      const t0 = 1_000_000;
      expect(graphSummary(s, [datasetId], { failedTtlSeconds: 15, uncachedTtlSeconds: 60 }, failing, t0)[0]).toMatchObject({ status: "failed", numNodes: null, cached: false });
      expect(graphSummary(s, [datasetId], { failedTtlSeconds: 15, uncachedTtlSeconds: 60 }, working, t0 + 14_000)[0]).toMatchObject({ status: "failed", cached: true });
      expect(graphSummary(s, [datasetId], { failedTtlSeconds: 15, uncachedTtlSeconds: 60 }, working, t0 + 16_000)[0]).toMatchObject({ status: "ok", numNodes: 7 });
      graphSummary(s, [datasetId], { failedTtlSeconds: 0, uncachedTtlSeconds: 0 }, failing, t0 + 20_000);
      expect(graphSummary(s, [datasetId], { failedTtlSeconds: 0, uncachedTtlSeconds: 0 }, working, t0 + 20_001)[0]).toMatchObject({ status: "ok", numNodes: 7, cached: false });
    });
  });
});

describe("DELETE /datasets/{id} and DELETE /datasets", () => {
  it("removes the row, the grants, the pod content and the R2 prefix", async ({ expect }) => {
    const { datasetId, workspaceId } = await seedDataset("doomed", ["doomed one", "doomed two"]);
    const prefix = `w/${workspaceId}/datasets/${datasetId}/`;
    expect((await r2Keys(prefix)).length).toBe(2);
    await sql(workspaceId, (s) => s.exec(`INSERT INTO nodes (dataset_id, id, type, created_at, updated_at) VALUES (?, 'n', 'Entity', 1, 1)`, datasetId));
    const res = await call(`/api/v1/datasets/${datasetId}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
    expect(await r2Keys(prefix)).toEqual([]);
    const acl = await env.DB.prepare(`SELECT count(*) AS n FROM acls WHERE dataset_id = ?`).bind(datasetId).first<{ n: number }>();
    expect(acl?.n).toBe(0);
    await sql(workspaceId, (s) => {
      expect(s.exec(`SELECT count(*) AS n FROM data_items WHERE dataset_id = ?`, datasetId).one().n).toBe(0);
      expect(s.exec(`SELECT count(*) AS n FROM nodes WHERE dataset_id = ?`, datasetId).one().n).toBe(0);
    });
    const again = await call(`/api/v1/datasets/${datasetId}`, { method: "DELETE" });
    expect(again.status).toBe(403);
    await again.text();
    const count = await call(`/api/v1/datasets/${datasetId}/data/count`);
    expect(count.status).toBe(404);
    await count.text();
  });

  it("deletes every dataset the caller may delete, and only those", async ({ expect }) => {
    const other = await makeUser("keeper");
    const kept = await ok(await asUser(other, "/api/v1/add", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ data: "not yours", datasetName: "kept" }) }));
    await ok(await addForm([field("datasetName", "wipe_me"), raw("bye")]));
    const res = await call("/api/v1/datasets", { method: "DELETE" });
    expect(res.status).toBe(200);
    await res.text();
    expect(await ok<any[]>(await call("/api/v1/datasets"))).toEqual([]);
    const theirs = await ok<any[]>(await asUser(other, "/api/v1/datasets"));
    expect(theirs.map((d) => d.id)).toEqual([kept.dataset_id]);
  });
});

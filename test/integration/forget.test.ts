import { describe, it } from "vitest";
import { datasetPrefix } from "../../src/storage/r2/raw-files.store";
import { call, json } from "../helpers";
import { asUser, grant, makeUser, r2Keys } from "./add.helpers";
import { addJsonText, cognifyDataset, counts, datasetByName, entityNames, entry, forget, ok, podOf, statusOf } from "./memory-lifecycle.helpers";

const CURIE = "Marie Curie was born in Warsaw in 1867. She moved to Paris.";
const EINSTEIN = "Albert Einstein admired Marie Curie and met her in Brussels in 1911.";

async function seed(name: string, texts: string[] = [CURIE, EINSTEIN]) {
  const ids: string[] = [];
  for (const data of texts) ids.push((await addJsonText({ data, datasetName: name })).data_ingestion_info[0].data_id);
  await cognifyDataset(name);
  const ds = await datasetByName(name);
  const { workspaceId } = await podOf(ds.id);
  return { ds, ids, prefix: datasetPrefix(workspaceId, ds.id) };
}

const statuses = async (datasetId: string) =>
  (await ok(await call(`/api/v1/datasets/${datasetId}/processing-status`))).items.map((i: { status: string }) => i.status);

describe("POST /api/v1/forget: validation and permissions", () => {
  it("refuses invalid combinations with 422", async ({ expect }) => {
    for (const body of [
      {},
      { dataset: "a", dataset_id: "0b1e1b0e-0000-4000-8000-000000000000" },
      { data_id: "0b1e1b0e-0000-4000-8000-000000000000" },
      { memory_only: true },
      { everything: true, dataset: "a" },
      { everything: true, memoryOnly: true },
      { everything: true, dataId: "0b1e1b0e-0000-4000-8000-000000000000" },
    ]) {
      const res = await forget(body);
      expect(res.status).toBe(422);
      expect((await json(res)).detail[0].msg).toMatch(/^Invalid request parameters\. Specify dataset or dataset_id, data_id\+dataset, or everything=True\.$/);
    }
    const bad = await forget({ dataset_id: "not-a-uuid" });
    expect(bad.status).toBe(422);
    await bad.text();
  });

  it("needs delete permission (403), and answers 404 for an unknown item in a permitted dataset", async ({ expect }) => {
    const owner = await makeUser("forget-owner");
    const other = await makeUser("forget-other");
    const init = (body: unknown): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const added = await ok(await asUser(owner, "/api/v1/add", init({ data: CURIE, datasetName: "guarded" })));
    for (const perm of [null, "read", "write"] as const) {
      if (perm) await grant(other.id, added.dataset_id, perm);
      const res = await asUser(other, "/api/v1/forget", init({ dataset_id: added.dataset_id }));
      expect(res.status).toBe(403);
      expect((await json(res)).detail).toMatch(/\[delete\]/);
    }
    const unknownName = await forget({ dataset: "no_such_dataset" });
    expect(unknownName.status).toBe(403);
    await unknownName.text();
    await grant(other.id, added.dataset_id, "delete");
    const missing = await asUser(other, "/api/v1/forget", init({ dataset_id: added.dataset_id, data_id: "0b1e1b0e-0000-4000-8000-000000000000" }));
    expect(missing.status).toBe(404);
    expect((await json(missing)).detail).toMatch(/DataNotFoundError/);
    expect((await ok(await asUser(other, "/api/v1/forget", init({ dataset_id: added.dataset_id })))).status).toBe("success");
    expect(await statusOf(asUser(owner, `/api/v1/datasets/${added.dataset_id}/data`))).toBe(404);
  });
});

describe("POST /api/v1/forget: one data item", () => {
  it("previews with dry_run (nothing changes), then removes exactly that, keeping entities other items need", async ({ expect }) => {
    const { ds, ids, prefix } = await seed("forget_item");
    const before = await counts(ds.id);
    const preview = await ok(await forget({ dataset: "forget_item", data_id: ids[1], dry_run: true }));
    expect(preview).toMatchObject({ status: "dry_run", data_id: ids[1], dataset_id: ds.id, memory_only: false });
    expect(preview.would_remove).toMatchObject({ data_items: 1, chunks: 1 });
    expect(preview.would_remove.nodes).toBeGreaterThan(0);
    expect(preview.would_remove.edges).toBeGreaterThan(0);
    expect(preview.would_remove.vectors).toBeGreaterThan(0);
    expect(preview.would_remove.bytes).toBe(new TextEncoder().encode(EINSTEIN).length);
    expect(await counts(ds.id)).toEqual(before);

    const done = await ok(await forget({ dataset_id: ds.id, data_id: ids[1] }));
    expect(done).toMatchObject({ status: "success", data_id: ids[1], dataset_id: ds.id, removed: preview.would_remove });
    const after = await counts(ds.id);
    expect(after.items).toBe(1);
    expect(before.nodes - after.nodes).toBe(preview.would_remove.nodes);
    expect(before.vectors - after.vectors).toBe(preview.would_remove.vectors);
    const names = await entityNames(ds.id);
    expect(names).toContain("marie curie"); // still needed by the first item
    expect(names).not.toContain("albert einstein");
    const keys = await r2Keys(prefix);
    expect(keys.some((k) => k.includes(ids[1]!))).toBe(false);
    expect(keys.some((k) => k.includes(ids[0]!))).toBe(true);
  });

  it("memory_only keeps the item and its bytes, removes its memory and resets its status so cognify rebuilds it", async ({ expect }) => {
    const { ds, ids, prefix } = await seed("forget_item_mem", [CURIE]);
    const before = await counts(ds.id);
    const res = await ok(await forget({ dataset: "forget_item_mem", data_id: ids[0], memory_only: true }));
    expect(res).toMatchObject({ status: "success", memory_only: true, data_id: ids[0], dataset_id: ds.id });
    expect(res.removed.data_items).toBe(0);
    const after = await counts(ds.id);
    expect(after).toMatchObject({ items: 1, chunks: 0, vectors: 0 });
    expect(await statuses(ds.id)).toEqual(["DATA_ITEM_PROCESSING_PENDING"]);
    expect((await r2Keys(prefix)).length).toBeGreaterThan(0);
    await cognifyDataset("forget_item_mem");
    expect(await counts(ds.id)).toEqual(before);
  });
});

describe("POST /api/v1/forget: datasets and everything", () => {
  it("previews and removes a dataset across the pod, vectors, R2 and D1, with its sessions", async ({ expect }) => {
    const { ds, prefix } = await seed("forget_ds");
    await ok(await entry({ entry: { type: "qa", question: "q", answer: "a" }, session_id: "forget-ds-session", dataset_name: "forget_ds" }));
    const before = await counts(ds.id);
    const preview = await ok(await forget({ dataset: "forget_ds", dry_run: true }));
    expect(preview.would_remove).toMatchObject({
      datasets: 1,
      data_items: 2,
      chunks: before.chunks,
      nodes: before.nodes,
      edges: before.edges,
      vectors: before.vectors,
      sessions: 1,
      bytes: new TextEncoder().encode(CURIE).length + new TextEncoder().encode(EINSTEIN).length,
    });
    expect(await counts(ds.id)).toEqual(before);
    const done = await ok(await forget({ dataset: "forget_ds" }));
    expect(done).toMatchObject({ status: "success", dataset_id: ds.id, memory_only: false });
    expect(await counts(ds.id).catch(() => null)).toBeNull(); // the D1 row is gone
    expect(await r2Keys(prefix)).toEqual([]);
    expect(await statusOf(call("/api/v1/sessions/forget-ds-session"))).toBe(404);
    const list = await json<{ name: string }[]>(await call("/api/v1/datasets"));
    expect(list.find((d) => d.name === "forget_ds")).toBeUndefined();
  });

  it("memory_only on a dataset resets every item (data_records_reset) and keeps the data", async ({ expect }) => {
    const { ds, prefix } = await seed("forget_ds_mem");
    const keys = await r2Keys(prefix);
    const res = await ok(await forget({ dataset_id: ds.id, memory_only: true }));
    expect(res).toMatchObject({ status: "success", dataset_id: ds.id, data_records_reset: 2, memory_only: true });
    expect(await counts(ds.id)).toMatchObject({ items: 2, chunks: 0, nodes: 0, edges: 0, vectors: 0, ledger: 0 });
    expect(await r2Keys(prefix)).toEqual(keys);
    expect(await statuses(ds.id)).toEqual(["DATA_ITEM_PROCESSING_PENDING", "DATA_ITEM_PROCESSING_PENDING"]);
    await cognifyDataset("forget_ds_mem");
    expect(await entityNames(ds.id)).toEqual(expect.arrayContaining(["marie curie", "albert einstein"]));
  });

  it("everything removes every dataset the caller may delete and their sessions, and nobody else's", async ({ expect }) => {
    const me = await makeUser("forget-all");
    const other = await makeUser("forget-bystander");
    const init = (body: unknown): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    for (const name of ["mine_a", "mine_b"]) await ok(await asUser(me, "/api/v1/add", init({ data: `${name} holds ${CURIE}`, datasetName: name })));
    await ok(await asUser(me, "/api/v1/remember/entry", init({ entry: { type: "qa", question: "q", answer: "a" }, session_id: "mine-session", dataset_name: "mine_a" })));
    const theirs = await ok(await asUser(other, "/api/v1/add", init({ data: EINSTEIN, datasetName: "theirs" })));
    await grant(me.id, theirs.dataset_id, "read");
    const preview = await ok(await asUser(me, "/api/v1/forget", init({ everything: true, dry_run: true })));
    expect(preview).toMatchObject({ status: "dry_run", datasets_removed: 2 });
    expect(preview.would_remove).toMatchObject({ datasets: 2, data_items: 2, sessions: 1 });
    const done = await ok(await asUser(me, "/api/v1/forget", init({ everything: true })));
    expect(done).toMatchObject({ status: "success", datasets_removed: 2 });
    const left = await json<{ name: string }[]>(await asUser(me, "/api/v1/datasets"));
    expect(left.map((d) => d.name)).toEqual(["theirs"]);
    expect(await statusOf(asUser(me, "/api/v1/sessions/mine-session"))).toBe(404);
    expect((await ok(await asUser(other, `/api/v1/datasets/${theirs.dataset_id}/data/count`))).count).toBe(1);
  });
});




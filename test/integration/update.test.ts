import { describe, it } from "vitest";
import { call, json } from "../helpers";
import { asUser, field, file, formInit, grant, makeUser, type Part, raw } from "./add.helpers";
import { addJsonText, cognifyDataset, datasetByName, facts, improve, ok, podSql, rememberForm } from "./memory-lifecycle.helpers";

const patch = (query: string, parts: Part[], headers: Record<string, string> = {}) => call(`/api/v1/update?${query}`, { ...formInit(parts, headers), method: "PATCH" });

const THREE =
  "Dana Scully lives in Rome and works for the bureau.\n\nHarry Potter lives in Washington and studies the unexplained.\n\nWalter Skinner lives in Arlington and leads the office.";

describe("PATCH /api/v1/update", () => {
  it("replaces the content under the same data id, re-cognifies, and lists the re-dated chunks", async ({ expect }) => {
    const added = await ok(await rememberForm([field("datasetName", "upd_main"), raw(THREE), field("chunk_size", "16"), field("external_metadata", '[{"source": "wiki"}]'), field("labels", '["bio"]')]));
    const dataId = added.items[0].id as string;
    const ds = added.dataset_id as string;
    const chunksBefore = await podSql<{ id: string; chunk_index: number; created_at: number }>(ds, `SELECT id, chunk_index, created_at FROM chunks WHERE dataset_id = ? AND data_id = ? ORDER BY chunk_index`, ds, dataId);
    expect(chunksBefore).toHaveLength(3);
    const factBefore = (await facts(ds)).find((f) => f.source === "dana scully")!;

    const changed = THREE.replace("Harry Potter lives in Washington", "Harry Potter lives in Boston");
    const res = await patch(`data_id=${dataId}&dataset_id=${ds}`, [file("profiles.txt", changed, "text/plain")]);
    const body = await ok(res);
    expect(body).toMatchObject({
      status: "PipelineRunCompleted",
      data_id: dataId,
      dataset_id: ds,
      dataset_name: "upd_main",
      content_changed: true,
      redated_chunks: [chunksBefore[1]!.id],
      unchanged_chunks: 2,
      removed_chunks: [],
    });
    expect(body.facts_redated).toBeGreaterThan(0);

    // Same id, new content; label and metadata kept; the old fact is gone, the new one is there.
    const items = await json<{ id: string; name: string; label: string; externalMetadata: Record<string, unknown> }[]>(await call(`/api/v1/datasets/${ds}/data`));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: dataId, name: "profiles.txt", label: "bio", externalMetadata: { source: "wiki" } });
    const after = await facts(ds);
    expect(after.some((f) => f.source === "harry potter" && f.target === "washington")).toBe(false);
    const boston = after.find((f) => f.source === "harry potter" && f.target === "boston")!;
    const dana = after.find((f) => f.source === "dana scully")!;
    // The changed chunk's facts are dated at the update; unchanged chunks keep their dates.
    expect(boston.props.ingested_at as number).toBeGreaterThan(dana.props.ingested_at as number);
    expect(boston.props.redated_at).toBe(boston.props.ingested_at);
    expect(dana.props.ingested_at).toBe(factBefore.props.ingested_at);
    const chunksAfter = await podSql<{ id: string; created_at: number }>(ds, `SELECT id, created_at FROM chunks WHERE dataset_id = ? AND data_id = ? ORDER BY chunk_index`, ds, dataId);
    expect(chunksAfter.map((c) => c.id)).toEqual(chunksBefore.map((c) => c.id));
    expect(chunksAfter[0]!.created_at).toBe(chunksBefore[0]!.created_at);
    // Shorter content: the chunks past the end are reported removed.
    const shorter = await ok(await patch(`data_id=${dataId}`, [file("profiles.txt", "Dana Scully lives in Rome and works for the bureau.")]));
    expect(shorter).toMatchObject({ redated_chunks: [], unchanged_chunks: 1, removed_chunks: [chunksBefore[1]!.id, chunksBefore[2]!.id] });
  });

  it("re-dated facts take precedence in the conflicting-facts review", async ({ expect }) => {
    const rome = await addJsonText({ data: "Dana Scully lives in Rome.", datasetName: "upd_review" });
    await addJsonText({ data: "Dana Scully lives in Milan.", datasetName: "upd_review" });
    await cognifyDataset("upd_review");
    const current = async () => {
      const body = await ok(await improve({ dataset_name: "upd_review", reviewConflicts: true }));
      const rec = body.stages.find((s: { name: string }) => s.name === "review_conflicts").details.records[0];
      return rec.facts.find((f: { status: string }) => f.status === "current").value_name;
    };
    expect(await current()).toBe("milan");
    const dataId = rome.data_ingestion_info[0].data_id;
    await ok(await patch(`data_id=${dataId}`, [file("dana.txt", "Dana Scully lives in Turin.")]));
    expect(await current()).toBe("turin");
  });

  it("keeps the item as it is when the same content is sent (only the node set changes)", async ({ expect }) => {
    const added = await addJsonText({ data: "Walter Skinner leads the office.", datasetName: "upd_same" });
    await cognifyDataset("upd_same");
    const dataId = added.data_ingestion_info[0].data_id;
    const body = await ok(await patch(`data_id=${dataId}`, [file("same.txt", "Walter Skinner leads the office."), field("node_set", '["staff"]')]));
    expect(body).toMatchObject({ data_id: dataId, content_changed: false, redated_chunks: [], removed_chunks: [] });
    const ds = await datasetByName("upd_same");
    const [row] = await podSql<{ node_set: string }>(ds.id, `SELECT node_set FROM data_items WHERE dataset_id = ? AND id = ?`, ds.id, dataId);
    expect(JSON.parse(row!.node_set)).toEqual(["staff"]);
  });

  it("refuses content identical to another item of the dataset (409), an unknown data_id (404), a missing upload (422)", async ({ expect }) => {
    const a = await addJsonText({ data: "First item text.", datasetName: "upd_errors" });
    await addJsonText({ data: "Second item text.", datasetName: "upd_errors" });
    const dataId = a.data_ingestion_info[0].data_id;
    const dup = await patch(`data_id=${dataId}`, [file("b.txt", "Second item text.")]);
    expect(dup.status).toBe(409);
    expect((await json(dup)).detail).toMatch(/DuplicateContentError/);
    const unknown = await patch(`data_id=0b1e1b0e-0000-4000-8000-000000000000&dataset_id=${a.dataset_id}`, [file("x.txt", "x")]);
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).detail).toMatch(/\[UpdateTargetNotFoundError\]$/);
    const unknownNoDataset = await patch(`data_id=0b1e1b0e-0000-4000-8000-000000000001`, [file("x.txt", "x")]);
    expect(unknownNoDataset.status).toBe(404);
    expect((await json(unknownNoDataset)).detail).toMatch(/UpdateTargetNotFoundError/);
    const noFile = await patch(`data_id=${dataId}`, [field("node_set", '["x"]')]);
    expect(noFile.status).toBe(422);
    expect((await json(noFile)).detail[0].loc).toEqual(["body", "data"]);
    const noId = await patch(``, [file("x.txt", "x")]);
    expect(noId.status).toBe(422);
    await noId.text();
    // Nothing changed by the refused calls.
    const items = await json<{ id: string }[]>(await call(`/api/v1/datasets/${a.dataset_id}/data`));
    expect(items).toHaveLength(2);
  });

  it("needs write permission (403)", async ({ expect }) => {
    const owner = await makeUser("upd-owner");
    const reader = await makeUser("upd-reader");
    const init = (body: unknown): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const added = await ok(await asUser(owner, "/api/v1/add", init({ data: "Owner text.", datasetName: "upd_private" })));
    await grant(reader.id, added.dataset_id, "read");
    const dataId = added.data_ingestion_info[0].data_id;
    const denied = await asUser(reader, `/api/v1/update?data_id=${dataId}&dataset_id=${added.dataset_id}`, { ...formInit([file("x.txt", "Reader text.")]), method: "PATCH" });
    expect(denied.status).toBe(403);
    expect((await json(denied)).detail).toMatch(/\[write\]/);
  });
});

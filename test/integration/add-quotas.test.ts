import { describe, it } from "vitest";
import { call, callWith, json } from "../helpers";
import { addForm, addJson, asUser, field, file, formInit, makeUser, r2Keys, raw } from "./add.helpers";

async function usage(vars: Record<string, string> = {}) {
  const res = await callWith(vars, "/api/v1/quotas/usage");
  if (res.status !== 200) throw new Error(`usage ${res.status}`);
  return json(res);
}

describe("quotas: per member per workspace, checked before anything is kept", () => {
  it("reports usage and limits at GET /quotas/usage", async ({ expect }) => {
    const empty = await usage();
    expect(empty).toMatchObject({ storageUsedInBytes: 0, storageLimitInBytes: 1_000_000_000, documentsUsed: 0, documentLimit: 50_000 });
    expect(empty.workspaceId).toMatch(/^user:/);
    const res = await addForm([field("datasetName", "quota_a"), raw("0123456789"), file("f.txt", "abcde")]);
    expect(res.status).toBe(200);
    await res.text();
    expect(await usage({ STORAGE_QUOTA_BYTES: "5000", DOCUMENT_QUOTA: "7" })).toMatchObject({
      storageUsedInBytes: 15,
      storageLimitInBytes: 5000,
      documentsUsed: 2,
      documentLimit: 7,
    });
  });

  it("answers 413 with the exact storage text and keeps nothing of the call", async ({ expect }) => {
    const used = (await usage()).storageUsedInBytes as number;
    const keys = await r2Keys("w/");
    const limit = used + 20;
    const res = await addForm(
      [field("datasetName", "quota_b"), raw("0123456789"), file("twelve.txt", "abcdefghijkl")],
      { STORAGE_QUOTA_BYTES: String(limit) },
    );
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({
      detail: `Storage quota exceeded. Used: ${used} bytes, incoming: 22 bytes, limit: ${limit} bytes.`,
    });
    expect(await r2Keys("w/")).toEqual(keys);
    expect((await usage()).storageUsedInBytes).toBe(used);
    const datasets = await json<any[]>(await call("/api/v1/datasets"));
    expect(datasets.map((d) => d.name)).not.toContain("quota_b");
  });

  it("counts a streamed upload exactly once the quota is exhausted (declared sizes first)", async ({ expect }) => {
    const used = (await usage()).storageUsedInBytes as number;
    const content = "z".repeat(70_000);
    const exhausted = await addForm([file("big.txt", content)], { STORAGE_QUOTA_BYTES: String(used) });
    expect(exhausted.status).toBe(413);
    expect((await json(exhausted)).detail).toBe(`Storage quota exceeded. Used: ${used} bytes, incoming: 70000 bytes, limit: ${used} bytes.`);
    const declared = await addForm([{ name: "data", filename: "declared.txt", content, type: "text/plain", headers: { "Content-Length": "70000" } }], {
      STORAGE_QUOTA_BYTES: String(used + 100),
    });
    expect(declared.status).toBe(413);
    expect((await json(declared)).detail).toContain("incoming: 70000 bytes");
    const running = await addForm([file("a.txt", content), file("b.txt", "tail")], { STORAGE_QUOTA_BYTES: String(used + 100) });
    expect(running.status).toBe(413);
    expect((await json(running)).detail).toBe(`Storage quota exceeded. Used: ${used} bytes, incoming: 70004 bytes, limit: ${used + 100} bytes.`);
    expect((await usage()).storageUsedInBytes).toBe(used);
  });

  it("answers 413 with the exact document-count text", async ({ expect }) => {
    const { documentsUsed } = await usage();
    const res = await addJson({ data: ["doc one", "doc two", "doc three"], datasetName: "quota_c" }, { DOCUMENT_QUOTA: String(documentsUsed + 2) });
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({
      detail: `Document count quota exceeded. Current: ${documentsUsed}, incoming: 3, limit: ${documentsUsed + 2}.`,
    });
    const fits = await addJson({ data: ["doc one", "doc two"], datasetName: "quota_c" }, { DOCUMENT_QUOTA: String(documentsUsed + 2) });
    expect(fits.status).toBe(200);
    await fits.text();
    expect((await usage()).documentsUsed).toBe(documentsUsed + 2);
  });

  it("checks validation before quotas and keeps quotas per member", async ({ expect }) => {
    const invalid = await addForm([raw("x".repeat(50)), field("node_set", '[""]'), field("node_set", "[1]")], { STORAGE_QUOTA_BYTES: "1" });
    expect(invalid.status).toBe(400);
    await invalid.text();
    // Another member of the same (personal) store has their own usage figures.
    const other = await makeUser("quota");
    const res = await asUser(other, "/api/v1/quotas/usage");
    expect(await json(res)).toMatchObject({ storageUsedInBytes: 0, documentsUsed: 0 });
    const add = await asUser(other, "/api/v1/add", formInit([raw("member text")]), { STORAGE_QUOTA_BYTES: "11" });
    expect(add.status).toBe(200);
    await add.text();
    const over = await asUser(other, "/api/v1/add", formInit([raw("more")]), { STORAGE_QUOTA_BYTES: "12" });
    expect(over.status).toBe(413);
    expect((await json(over)).detail).toBe("Storage quota exceeded. Used: 11 bytes, incoming: 4 bytes, limit: 12 bytes.");
  });
});

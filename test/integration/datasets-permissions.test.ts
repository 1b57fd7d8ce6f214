import { beforeAll, describe, it } from "vitest";
import { callWith, json } from "../helpers";
import { asUser, field, file, formInit, grant, makeUser, raw, type TestUser } from "./add.helpers";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies vary per route
async function as<T = any>(user: TestUser, path: string, init: RequestInit = {}, vars: Record<string, string> = {}) {
  const res = await asUser(user, path, init, vars);
  const text = await res.text();
  let body: T | string = text;
  try {
    body = JSON.parse(text) as T;
  } catch {
    // raw bytes
  }
  return { status: res.status, body: body as T };
}

const del = { method: "DELETE" };
const jsonPost = (body: unknown): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("dataset permissions between users", () => {
  let owner: TestUser;
  let other: TestUser;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a PipelineRunInfo body
  let added: { status: number; body: any };
  let datasetId: string;
  let dataId: string;

  beforeAll(async () => {
    owner = await makeUser("owner");
    other = await makeUser("other");
    added = await as(owner, "/api/v1/add", formInit([field("datasetName", "private_ds"), file("secret.txt", "the owner's secret")]));
    datasetId = added.body.dataset_id as string;
    dataId = added.body.payload[0].id as string;
  });

  it("hides another user's dataset from listing and reads (404)", async ({ expect }) => {
    expect(added.status).toBe(200);
    const list = await as<any[]>(other, "/api/v1/datasets");
    expect(list.body.map((d: any) => d.id)).not.toContain(datasetId);
    for (const path of [
      `/api/v1/datasets/${datasetId}/data`,
      `/api/v1/datasets/${datasetId}/data/count`,
      `/api/v1/datasets/${datasetId}/data/${dataId}/raw`,
      `/api/v1/datasets/${datasetId}/processing-status`,
    ]) {
      const r = await as(other, path);
      expect(r.status, path).toBe(404);
      expect(r.body.detail, path).toMatch(/\[DatasetNotFoundError\]$/);
    }
  });

  it("refuses writes, deletes and status probes on it (403 naming the permission)", async ({ expect }) => {
    const addById = await as(other, "/api/v1/add", formInit([field("datasetId", datasetId), raw("intruder")]));
    expect(addById.status).toBe(403);
    expect(addById.body.detail).toMatch(/\[write\].*\[PermissionDeniedError\]$/);
    for (const path of [`/api/v1/datasets/${datasetId}`, `/api/v1/datasets/${datasetId}/data/${dataId}`, `/api/v1/delete?data_id=${dataId}&dataset_id=${datasetId}`]) {
      const r = await as(other, path, del);
      expect(r.status, path).toBe(403);
      expect(r.body.detail, path).toMatch(/\[delete\].*\[PermissionDeniedError\]$/);
    }
    for (const path of [
      `/api/v1/datasets/status?dataset=${datasetId}`,
      `/api/v1/datasets/status/progress?dataset=${datasetId}`,
      `/api/v1/datasets/graph-summary?dataset_ids=${datasetId}`,
    ]) {
      const r = await as(other, path);
      expect(r.status, path).toBe(403);
      expect(r.body.detail, path).toMatch(/\[read\].*\[PermissionDeniedError\]$/);
    }
    // Without a dataset, the id is simply not found among the caller's datasets.
    const legacy = await as(other, `/api/v1/delete?data_id=${dataId}`, del);
    expect(legacy.status).toBe(404);
    // The owner still has everything.
    expect((await as(owner, `/api/v1/datasets/${datasetId}/data/count`)).body).toEqual({ count: 1 });
  });

  it("resolves the same dataset name to the caller's own dataset", async ({ expect }) => {
    const mine = await as(other, "/api/v1/add", jsonPost({ data: "my own text", datasetName: "private_ds" }));
    expect(mine.status).toBe(200);
    expect(mine.body.dataset_id).not.toBe(datasetId);
    expect((await as(owner, `/api/v1/datasets/${datasetId}/data/count`)).body).toEqual({ count: 1 });
  });

  it("follows grants: read lets the user list and download, write lets them add, delete lets them delete", async ({ expect }) => {
    await grant(other.id, datasetId, "read");
    expect((await as<any[]>(other, `/api/v1/datasets/${datasetId}/data`)).body.map((r: any) => r.id)).toEqual([dataId]);
    const dl = await as(other, `/api/v1/datasets/${datasetId}/data/${dataId}/raw`);
    expect(dl.status).toBe(200);
    expect(dl.body).toBe("the owner's secret");
    expect((await as(other, `/api/v1/datasets/status?dataset=${datasetId}`)).status).toBe(200);
    expect((await as(other, `/api/v1/datasets/${datasetId}/data/${dataId}`, del)).status).toBe(403);
    expect((await as(other, "/api/v1/add", formInit([field("datasetId", datasetId), raw("still no")]))).status).toBe(403);

    await grant(other.id, datasetId, "write");
    const contributed = await as(other, "/api/v1/add", formInit([field("datasetId", datasetId), raw("a contribution")]));
    expect(contributed.status).toBe(200);
    expect(contributed.body.payload[0].ownerId).toBe(other.id);
    // The contribution counts against the contributor's quota in the owner's workspace, not the owner's.
    expect((await as(other, "/api/v1/add", formInit([field("datasetId", datasetId), raw("over")]), { STORAGE_QUOTA_BYTES: "15" })).status).toBe(413);
    expect((await as(owner, "/api/v1/add", formInit([field("datasetId", datasetId), raw("owner fits")]), { STORAGE_QUOTA_BYTES: "40" })).status).toBe(200);

    await grant(other.id, datasetId, "delete");
    const removed = await as(other, `/api/v1/datasets/${datasetId}/data/${contributed.body.payload[0].id}`, del);
    expect(removed).toEqual({ status: 200, body: { status: "success" } });
  });

  it("requires credentials when authentication is on", async ({ expect }) => {
    const anonymous = await callWith({ REQUIRE_AUTHENTICATION: "true" }, `/api/v1/datasets/${datasetId}/data`);
    expect(anonymous.status).toBe(401);
    await anonymous.text();
    const badKey = await callWith({ REQUIRE_AUTHENTICATION: "true" }, "/api/v1/add", formInit([raw("x")], { "x-api-key": "wrong" }));
    expect(badKey.status).toBe(401);
    expect((await json(badKey)).detail).toMatch(/\[UnauthorizedError\]$/);
  });
});

import { describe, it } from "vitest";
import { call, json } from "../helpers";

describe("OpenAPI document for ingestion and datasets", () => {
  it("describes /add (multipart and JSON) and the dataset routes", async ({ expect }) => {
    const doc = await json(await call("/openapi.json"));
    const add = doc.paths["/api/v1/add"]?.post;
    expect(add).toBeDefined();
    expect(Object.keys(add.requestBody.content)).toEqual(["multipart/form-data", "application/json"]);
    expect(add.responses["200"].content["application/json"].schema).toBeDefined();
    expect(add.security).toEqual([{ ApiKeyAuth: [] }, { BearerAuth: [] }]);
    for (const [path, method] of [
      ["/api/v1/datasets", "get"],
      ["/api/v1/datasets", "post"],
      ["/api/v1/datasets", "delete"],
      ["/api/v1/datasets/{dataset_id}", "delete"],
      ["/api/v1/datasets/{dataset_id}/data", "get"],
      ["/api/v1/datasets/{dataset_id}/data/count", "get"],
      ["/api/v1/datasets/{dataset_id}/data/{data_id}", "delete"],
      ["/api/v1/datasets/{dataset_id}/data/{data_id}/raw", "get"],
      ["/api/v1/datasets/{dataset_id}/processing-status", "get"],
      ["/api/v1/datasets/status", "get"],
      ["/api/v1/datasets/status/progress", "get"],
      ["/api/v1/datasets/graph-summary", "get"],
      ["/api/v1/quotas/usage", "get"],
      ["/api/v1/delete", "delete"],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(doc.paths["/api/v1/delete"].delete.deprecated).toBe(true);
    const limit = doc.paths["/api/v1/datasets/{dataset_id}/data"].get.parameters.find((p: { name: string }) => p.name === "limit");
    expect(limit.schema).toMatchObject({ minimum: 1, maximum: 1000, default: 100 });
  });
});

import { describe, it } from "vitest";
import { call, json, postJson } from "../helpers";
import { body, req, signUp } from "./auth.helpers";

describe("POST /api/v1/memify (deprecated)", () => {
  it("with no tasks answers {} and says it is deprecated", async ({ expect }) => {
    for (const res of [
      await postJson("/api/v1/memify", {}),
      await call("/api/v1/memify", { method: "POST" }),
      await postJson("/api/v1/memify", { extraction_tasks: [], enrichment_tasks: null, dataset_name: "whatever" }),
    ]) {
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({});
      expect(res.headers.get("deprecation")).toBe("true");
      expect(res.headers.get("link")).toContain("/api/v1/improve");
    }
  });

  it("unknown task names are 422 with the offending positions", async ({ expect }) => {
    const res = await postJson("/api/v1/memify", { extraction_tasks: ["extract_subgraph", "summon_dragons"], enrichmentTasks: [42] });
    expect(res.status).toBe(422);
    const detail = (await json(res)).detail;
    expect(detail.map((d: { loc: unknown[] }) => d.loc)).toEqual([
      ["body", "extraction_tasks", 1],
      ["body", "enrichment_tasks", 0],
    ]);
    expect(detail[0].msg).toContain("summon_dragons");
  });

  it("known tasks need a dataset the caller may write (400 without one, 403 on others')", async ({ expect }) => {
    const noDataset = await postJson("/api/v1/memify", { enrichment_tasks: ["index_data_points"] });
    expect(noDataset.status).toBe(400);
    expect((await json(noDataset)).detail).toContain("[InvalidRequestError]");
    const unknown = await postJson("/api/v1/memify", { enrichment_tasks: ["index_data_points"], dataset_name: "never_created" });
    expect(unknown.status).toBe(403);
    await unknown.text();
    const add = await postJson("/api/v1/add", { data: "Ada Lovelace wrote the first program.", datasetName: "memify_ds" });
    expect(add.status).toBe(200);
    await add.text();
    const done = await postJson("/api/v1/memify", { enrichment_tasks: ["index_data_points"], datasetName: "memify_ds" });
    expect(done.status).toBe(200);
    expect(await json(done)).toEqual({});

    const owner = await signUp("memify-owner");
    const other = await signUp("memify-other");
    const made = await req("/add", { json: { data: "Text.", datasetName: "memify_private" }, apiKey: owner.apiKey });
    expect(made.status).toBe(200);
    await made.text();
    const datasets = await body(await req("/datasets", { apiKey: owner.apiKey }));
    const id = (datasets as { id: string; name: string }[]).find((d) => d.name === "memify_private")!.id;
    const denied = await req("/memify", { json: { extraction_tasks: ["extract_subgraph"], dataset_id: id }, apiKey: other.apiKey });
    expect(denied.status).toBe(403);
    expect((await body(denied)).detail).toContain("[write]");
  });

  it("is documented as deprecated, next to the other routes of this feature", async ({ expect }) => {
    const doc = await json(await call("/openapi.json"));
    expect(doc.paths["/api/v1/memify"].post.deprecated).toBe(true);
    for (const path of ["/api/v1/skills", "/api/v1/skills/{skill_id}", "/api/v1/proposals/{proposal_id}", "/api/v1/visualize", "/api/v1/visualize/json", "/api/v1/visualize/brains", "/api/v1/visualize/brains-summary", "/api/v1/llm/infer-schema"]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});

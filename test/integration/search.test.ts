import { describe, it } from "vitest";
import { call, callWith, json, postJson } from "../helpers";

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
}

async function cognify(datasetName: string) {
  const res = await postJson("/api/v1/cognify", { datasets: [datasetName] });
  const body = await json(res);
  if (res.status !== 200) throw new Error(`cognify failed ${res.status}: ${JSON.stringify(body)}`);
}

let seeded = false;
async function seed() {
  if (seeded) return;
  await addText(CURIE, "science");
  await addText(EINSTEIN, "science");
  await cognify("science");
  seeded = true;
}

const search = (body: Record<string, unknown>) => postJson("/api/v1/search", body);

describe("POST /api/v1/search", () => {
  it("answers a birthplace with GRAPH_COMPLETION, grounded in the stored fact", async ({ expect }) => {
    await seed();
    const res = await search({ query: "Where was Marie Curie born?", search_type: "GRAPH_COMPLETION", datasets: ["science"] });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    console.log(JSON.stringify(body, null, 1).slice(0, 1500));
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ dataset_name: "science", dataset_tenant_id: null });
    expect(body[0].search_result[0]).toContain("Warsaw");
  });

  it("every type runs", async ({ expect }) => {
    await seed();
    for (const t of ["CHUNKS", "CHUNKS_LEXICAL", "SUMMARIES", "RAG_COMPLETION", "HYBRID_COMPLETION", "TRIPLET_COMPLETION", "GRAPH_COMPLETION_COT", "GRAPH_COMPLETION_CONTEXT_EXTENSION", "GRAPH_SUMMARY_COMPLETION", "TEMPORAL", "BROAD", "FEELING_LUCKY"]) {
      const res = await search({ query: "Where was Marie Curie born?", search_type: t });
      const body = await json(res);
      console.log(t, res.status, JSON.stringify(body).slice(0, 400));
      expect(res.status).toBe(200);
    }
  });
});

import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import type { AiProvider } from "../../src/ai/types";
import { loadSettings } from "../../src/lib/settings";
import type { Principal } from "../../src/lib/types";
import { createDb } from "../../src/storage/d1/client";
import { portsFor } from "../../src/storage/ports";
import { parseGraphModel } from "../../src/services/cognify.service";
import { buildGraphSchema, inferSchema, sampleText } from "../../src/services/infer-schema.service";
import { call, json, postJson } from "../helpers";
import { formInit, field, file } from "./add.helpers";

const TEXT =
  "Marie Curie was born in Warsaw. She worked at the University of Paris. " +
  "Albert Einstein was born in Ulm and worked at the Patent Office in Bern. Acme Corp is headquartered in Berlin.";

type Schema = { title: string; properties: Record<string, unknown>; $defs: Record<string, { properties: Record<string, { items?: { $ref?: string } }> }> };

describe("POST /api/v1/llm/infer-schema", () => {
  it("infers entity types and relationships from sample text with the local extractor", async ({ expect }) => {
    const res = await postJson("/api/v1/llm/infer-schema", { text: TEXT });
    expect(res.status).toBe(200);
    const out = await json(res);
    expect(out.source).toBe("local_extractor");
    const schema = out.graph_schema as Schema;
    expect(schema.title).toBe("InferredKnowledgeGraph");
    expect(Object.keys(schema.$defs).length).toBeGreaterThan(1);
    // Usable as cognify's graph_model.
    expect(parseGraphModel(schema)).not.toBeNull();
    const refs = Object.values(schema.$defs).flatMap((d) => Object.values(d.properties).map((p) => p.items?.$ref).filter(Boolean));
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(Object.keys(schema.$defs)).toContain(ref!.replace("#/$defs/", ""));
    const cognify = await postJson("/api/v1/cognify", { datasets: ["schema_ds"], graph_model: schema });
    expect(cognify.status).not.toBe(400);
    await cognify.text();
  });

  it("accepts cognee's multipart form (text and data files)", async ({ expect }) => {
    const res = await call(
      "/api/v1/llm/infer-schema",
      formInit([field("parameters", "{}"), file("sample.txt", TEXT, "text/plain")]),
    );
    expect(res.status).toBe(200);
    expect((await json(res)).source).toBe("local_extractor");
    const bad = await call("/api/v1/llm/infer-schema", formInit([field("text", TEXT), field("parameters", "{not json")]));
    expect(bad.status).toBe(422);
    expect((await json(bad)).detail[0].loc).toEqual(["body", "parameters"]);
  });

  it("infers from a dataset's graph without any model", async ({ expect }) => {
    for (const data of [TEXT]) {
      const add = await postJson("/api/v1/add", { data, datasetName: "schema_graph" });
      expect(add.status).toBe(200);
      await add.text();
    }
    const cog = await postJson("/api/v1/cognify", { datasets: ["schema_graph"] });
    expect(cog.status).toBe(200);
    await cog.text();
    const list = (await json(await call("/api/v1/datasets"))) as { id: string; name: string }[];
    const id = list.find((d) => d.name === "schema_graph")!.id;
    const res = await postJson("/api/v1/llm/infer-schema", { dataset_id: id });
    expect(res.status).toBe(200);
    const out = await json(res);
    expect(out.source).toBe("graph");
    expect(Object.keys((out.graph_schema as Schema).$defs).length).toBeGreaterThan(1);
    const forbidden = await postJson("/api/v1/llm/infer-schema", { dataset_id: crypto.randomUUID() });
    expect(forbidden.status).toBe(403);
    await forbidden.text();
  });

  it("400 without text, files or dataset; 422 for a bad dataset id", async ({ expect }) => {
    const none = await postJson("/api/v1/llm/infer-schema", {});
    expect(none.status).toBe(400);
    expect((await json(none)).detail).toBe("Either text, at least one file, or dataset_id must be provided. [InvalidRequestError]");
    const badId = await postJson("/api/v1/llm/infer-schema", { dataset_id: "nope" });
    expect(badId.status).toBe(422);
    await badId.text();
  });

  it("uses the LLM provider's structured output when there is one", async ({ expect }) => {
    const settings = loadSettings(env);
    let prompt = "";
    const provider = {
      llm: {
        model: "fake",
        text: async () => "",
        object: async (input: { prompt: string }) => {
          prompt = input.prompt;
          return {
            entity_types: [
              { name: "person", description: "A human" },
              { name: "City", description: "A city" },
            ],
            relationships: [{ name: "born in", source_type: "person", target_type: "City", description: "Birthplace" }],
          };
        },
      },
    } as unknown as AiProvider;
    const user: Principal = { id: "u", email: "u@example.com", tenantId: null, isSuperuser: false, isAgent: false, parentUserId: null, via: "default" };
    const out = await inferSchema({ ...portsFor(env, settings), provider }, user, { text: TEXT });
    expect(out.source).toBe("llm");
    expect(prompt).toContain("Marie Curie");
    const schema = out.graph_schema as Schema;
    expect(Object.keys(schema.$defs).sort()).toEqual(["City", "Person"]);
    expect(schema.$defs.Person!.properties.born_in!.items!.$ref).toBe("#/$defs/City");
    expect(Object.keys(schema.properties).sort()).toEqual(["city_entities", "person_entities"]);
  });
});

describe("schema building helpers", () => {
  it("samples long text from beginning, middle and end", ({ expect }) => {
    const long = "a".repeat(10_000) + "MIDDLE" + "b".repeat(10_000) + "END";
    const s = sampleText(long, 3000);
    expect(s.length).toBeLessThanOrEqual(3000);
    expect(s.endsWith("END")).toBe(true);
    expect(s.split("[...]")).toHaveLength(3);
    expect(sampleText("short", 3000)).toBe("short");
  });

  it("merges several targets of one relationship into anyOf", ({ expect }) => {
    const schema = buildGraphSchema(
      [{ name: "person" }],
      [
        { name: "lives_in", source: "person", target: "city" },
        { name: "lives_in", source: "person", target: "country" },
      ],
    ) as Schema & { $defs: Record<string, { properties: Record<string, { items: { anyOf?: unknown[] } }> }> };
    expect(schema.$defs.Person!.properties.lives_in!.items.anyOf).toEqual([{ $ref: "#/$defs/City" }, { $ref: "#/$defs/Country" }]);
  });
});

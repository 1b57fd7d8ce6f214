import { describe, it } from "vitest";
import { createOpenAiCompatibleProvider } from "../../src/ai/llm/openai-compatible";
import type { OntologyConstraints } from "../../src/ai/ontology";
import { loadSettings } from "../../src/lib/settings";
import { FAKE_LLM_KEY } from "../fixtures/fake-llm";

/**
 * LLM extraction with an ontology, against the fake OpenAI-compatible endpoint: the vocabulary goes into the
 * system prompt, and the model's answer (the fake's Ada Lovelace graph) is kept to it and linked.
 */
const model = `gpt-onto-${crypto.randomUUID().slice(0, 8)}`;
const settings = loadSettings({ AI_PROVIDER: "openai-compatible", OPENAI_BASE_URL: "http://fake-llm.test/v1", OPENAI_API_KEY: FAKE_LLM_KEY, LLM_MODEL: model, EMBEDDING_MODEL: "e", EMBEDDING_DIMENSIONS: "8" });
const X = "http://example.org/computing#";
const ontology: OntologyConstraints = {
  keys: ["computing"],
  classes: [
    { name: "Person", uri: `${X}Person`, parents: [`${X}Agent`] },
    { name: "Agent", uri: `${X}Agent`, parents: [] },
    { name: "Machine", uri: `${X}Machine`, parents: [] },
  ],
  properties: [{ name: "wroteProgramFor", uri: `${X}wroteProgramFor` }],
  individuals: [{ name: "Analytical Engine", uri: `${X}AnalyticalEngine`, classes: [`${X}Machine`] }],
};

describe("LLM graph extraction with an ontology", () => {
  it("lists the ontology's classes, relations and individuals in the system prompt and keeps the answer to them", async ({ expect }) => {
    const provider = createOpenAiCompatibleProvider(settings);
    const graph = await provider.extractor.extract("Ada Lovelace wrote a program for the Analytical Engine.", { ontology });
    const sent = ((await (await fetch("http://fake-llm.test/__requests")).json()) as { body: { model?: string; messages: { role: string; content: string }[] } }[]).filter(
      (r) => r.body?.model === model,
    );
    const system = sent[0]!.body.messages.find((m) => m.role === "system")!.content;
    expect(system).toContain("Ontology: use ONLY these entity types for node `type` (exactly as written):\nPerson, Agent, Machine");
    expect(system).toContain("wrote_program_for");
    expect(system).toContain("Analytical Engine");
    expect(graph.nodes.map((n) => [n.name, n.type, n.ontology?.typeUri, n.ontology?.uri])).toEqual([
      ["Ada Lovelace", "Person", `${X}Person`, undefined],
      ["Analytical Engine", "Machine", `${X}Machine`, `${X}AnalyticalEngine`],
    ]);
    expect(graph.nodes[0]!.ontology!.typeParents).toEqual([{ name: "Agent", uri: `${X}Agent`, of: `${X}Person` }]);
    expect(graph.edges.map((e) => e.relationship_name)).toEqual(["wrote_program_for"]);
  });

  it("without an ontology the prompt and the graph are unchanged", async ({ expect }) => {
    const graph = await createOpenAiCompatibleProvider(settings).extractor.extract("Ada Lovelace wrote a program.");
    expect(graph.nodes.map((n) => n.type)).toEqual(["Person", "Machine"]);
    expect(graph.nodes.every((n) => n.ontology === undefined)).toBe(true);
  });
});

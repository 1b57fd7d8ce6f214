import { describe, it } from "vitest";
import { call, json, postJson } from "../helpers";
import { historyUntil, searchOne, seedCorpus } from "./search.helpers";

const CYPHER_ON = { ALLOW_CYPHER_QUERY: "true" };

describe("POST /api/v1/search: every type on a corpus with known answers", () => {
  it("GRAPH_COMPLETION answers a birthplace by quoting the stored fact; the result is one entry per dataset", async ({ expect }) => {
    await seedCorpus();
    const r = await searchOne({ query: "Where was Marie Curie born?", search_type: "GRAPH_COMPLETION", datasets: ["facts"] });
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(1);
    expect(r.body[0]).toMatchObject({ dataset_name: "facts", dataset_tenant_id: null });
    expect(typeof r.body[0].dataset_id).toBe("string");
    expect(r.result).toHaveLength(1);
    expect(r.result[0]).toContain("Warsaw");
    expect(r.type).toBe("GRAPH_COMPLETION");
  });

  it("HYBRID_COMPLETION is the default type and fuses passages, entities and facts", async ({ expect }) => {
    await seedCorpus();
    const r = await searchOne({ query: "Where was Albert Einstein born?" });
    expect(r.status).toBe(200);
    expect(r.type).toBe("HYBRID_COMPLETION");
    expect(r.result[0]).toContain("Ulm");
    const ctx = await searchOne({ query: "Where was Albert Einstein born?", only_context: true });
    expect(ctx.result).toContain("## Relevant passages");
    expect(ctx.result).toContain("## Relevant entities");
    expect(ctx.result).toMatch(/### Albert Einstein \(person\)/);
  });

  it("RAG_COMPLETION answers from the nearest passages", async ({ expect }) => {
    await seedCorpus();
    const r = await searchOne({ query: "Where did Einstein work?", search_type: "RAG_COMPLETION" });
    expect(r.status).toBe(200);
    expect(r.result[0]).toMatch(/Patent Office|Bern/);
  });

  it("CHUNKS returns chunk payloads (IndexSchema) and honours top_k", async ({ expect }) => {
    await seedCorpus();
    const r = await searchOne({ query: "Nobel Prize in Physics", search_type: "CHUNKS", top_k: 2 });
    expect(r.status).toBe(200);
    expect(r.result).toHaveLength(2);
    expect(r.result[0]).toMatchObject({ type: "IndexSchema", chunk_index: 0, importance_weight: 0.5 });
    expect(r.result[0].text).toContain("Nobel Prize");
    expect(typeof r.result[0].document_id).toBe("string");
    expect(typeof r.result[0].document_name).toBe("string");
  });

  it("CHUNKS_LEXICAL ranks by BM25 over the full-text index and returns only matching chunks", async ({ expect }) => {
    await seedCorpus();
    const r = await searchOne({ query: "Nimbus platform launch", search_type: "CHUNKS_LEXICAL" });
    expect(r.status).toBe(200);
    expect(r.result).toHaveLength(1);
    expect(r.result[0]).toMatchObject({ type: "DocumentChunk", chunk_index: 0 });
    expect(r.result[0].text).toContain("Nimbus");
    expect(r.result[0].score).toBeGreaterThan(0);
    const none = await searchOne({ query: "zyzzyva quetzalcoatl", search_type: "CHUNKS_LEXICAL" });
    expect(none.result).toEqual([]);
  });

  it("SUMMARIES returns summary payloads pointing at their chunk", async ({ expect }) => {
    await seedCorpus();
    const r = await searchOne({ query: "Globex donations", search_type: "SUMMARIES", top_k: 3 });
    expect(r.status).toBe(200);
    expect(r.result.length).toBeGreaterThan(0);
    expect(typeof r.result[0].source_chunk_id).toBe("string");
    expect(typeof r.result[0].text).toBe("string");
  });

  it("TRIPLET_COMPLETION runs as GRAPH_COMPLETION and says it is deprecated", async ({ expect }) => {
    await seedCorpus();
    const r = await searchOne({ query: "Where was Marie Curie born?", search_type: "TRIPLET_COMPLETION" });
    expect(r.status).toBe(200);
    expect(r.result[0]).toContain("Warsaw");
    expect(r.type).toBe("GRAPH_COMPLETION");
    expect(r.headers.get("deprecation")).toBe("true");
    expect(r.headers.get("warning")).toContain("TRIPLET_COMPLETION is deprecated");
  });

  it("GRAPH_COMPLETION_COT follows the bridge entity of a two-hop question", async ({ expect }) => {
    await seedCorpus();
    const r = await searchOne({ query: "Where was the founder of Acme Corp born?", search_type: "GRAPH_COMPLETION_COT" });
    expect(r.status).toBe(200);
    expect(r.result[0]).toContain("Boston");
    const ctx = await searchOne({ query: "Where was the founder of Acme Corp born?", search_type: "GRAPH_COMPLETION_COT", only_context: true, top_k: 3 });
    expect(ctx.result).toContain("alice johnson --[born_in]--> boston");
  });

  it("GRAPH_COMPLETION_CONTEXT_EXTENSION extends the context with triplets found from the answer", async ({ expect }) => {
    await seedCorpus();
    const base = await searchOne({ query: "Who did Marie Curie marry?", search_type: "GRAPH_COMPLETION", only_context: true, top_k: 2 });
    const ext = await searchOne({ query: "Who did Marie Curie marry?", search_type: "GRAPH_COMPLETION_CONTEXT_EXTENSION", only_context: true, top_k: 2 });
    expect(ext.status).toBe(200);
    const lines = (s: string) => s.split("Connections:\n")[1]!.split("\n").length;
    expect(lines(ext.result)).toBeGreaterThan(lines(base.result));
    const answer = await searchOne({ query: "Who did Marie Curie marry?", search_type: "GRAPH_COMPLETION_CONTEXT_EXTENSION" });
    expect(answer.result[0]).toContain("Pierre Curie");
  });

  it("GRAPH_SUMMARY_COMPLETION answers from a condensed (fact list) context", async ({ expect }) => {
    await seedCorpus();
    const r = await searchOne({ query: "Who did Marie Curie marry?", search_type: "GRAPH_SUMMARY_COMPLETION" });
    expect(r.status).toBe(200);
    expect(r.result[0]).toContain("Pierre Curie");
    const ctx = await searchOne({ query: "Who founded Acme Corp?", search_type: "GRAPH_SUMMARY_COMPLETION", only_context: true });
    expect(ctx.result).not.toContain("__node_content_start__");
    expect(ctx.result).toContain("Acme Corp was founded by Alice Johnson.");
  });

  it("TEMPORAL keeps what is dated inside the window asked about: sentence dates and effective_date", async ({ expect }) => {
    await seedCorpus();
    const launch = await searchOne({ query: "What did Acme Corp launch in March 2023?", search_type: "TEMPORAL" });
    expect(launch.status).toBe(200);
    expect(launch.type).toBe("TEMPORAL");
    expect(launch.result[0]).toContain("Nimbus");
    const year = await searchOne({ query: "What did Acme Corp do in 2019?", search_type: "TEMPORAL" });
    expect(year.result[0]).toContain("2019");
    expect(year.result[0]).not.toContain("Nimbus");
    // No date in the text: the item's external_metadata.effective_date (IMPROVE_EFFECTIVE_DATE_KEY) dates it.
    const board = await searchOne({ query: "What did the board approve in June 2022?", search_type: "TEMPORAL" });
    expect(board.result[0]).toContain("merger with Initech");
    const outside = await searchOne({ query: "What did the board approve in 1990?", search_type: "TEMPORAL", only_context: true });
    expect(JSON.stringify(outside.result)).not.toContain("[2022");
  });

  it("TEMPORAL without a time window answers as GRAPH_COMPLETION", async ({ expect }) => {
    await seedCorpus();
    const r = await searchOne({ query: "Where was Marie Curie born?", search_type: "TEMPORAL" });
    expect(r.status).toBe(200);
    expect(r.type).toBe("GRAPH_COMPLETION");
    expect(r.result[0]).toContain("Warsaw");
  });

  it("BROAD counts across documents, lists entities of a type and sums amounts", async ({ expect }) => {
    await seedCorpus();
    const docs = await searchOne({ query: "How many documents mention Paris?", search_type: "BROAD" });
    expect(docs.status).toBe(200);
    expect(docs.result[0]).toMatch(/^2 documents mention "Paris"/);
    const people = await searchOne({ query: "How many people are mentioned?", search_type: "BROAD" });
    expect(people.result[0]).toMatch(/^4 people/);
    for (const name of ["Marie Curie", "Albert Einstein", "Alice Johnson", "Pierre Curie"]) expect(people.result[0]).toContain(name);
    const total = await searchOne({ query: "What is the total donated by Globex?", search_type: "BROAD" });
    expect(total.result[0]).toContain("$5,000,000");
    const times = await searchOne({ query: "How many times is Acme Corp mentioned?", search_type: "BROAD" });
    expect(times.result[0]).toBe('"Acme Corp" is mentioned 3 times across 1 document.');
    const objects = await searchOne({ query: "How many documents mention Paris?", search_type: "BROAD", only_context: true });
    expect(objects.result).toContain("Computed answer:");
  });

  it("FEELING_LUCKY picks the type from the query and reports it", async ({ expect }) => {
    await seedCorpus();
    const count = await searchOne({ query: "How many documents mention Paris?", search_type: "FEELING_LUCKY" });
    expect(count.status).toBe(200);
    expect(count.type).toBe("BROAD");
    expect(count.result[0]).toMatch(/^2 documents/);
    const dated = await searchOne({ query: "What did Acme Corp launch in March 2023?", search_type: "FEELING_LUCKY" });
    expect(dated.type).toBe("TEMPORAL");
    const plain = await searchOne({ query: "Tell me about Marie Curie", search_type: "FEELING_LUCKY" });
    expect(plain.type).toBe("HYBRID_COMPLETION");
  });

  it("CYPHER runs a read-only query when enabled and returns rows", async ({ expect }) => {
    await seedCorpus();
    const r = await searchOne(
      { query: "MATCH (p:Person)-[:born_in]->(c:Location) RETURN p.name AS person, c.name AS city ORDER BY person", search_type: "CYPHER" },
      CYPHER_ON,
    );
    expect(r.status).toBe(200);
    expect(r.result).toEqual([
      { person: "albert einstein", city: "ulm" },
      { person: "alice johnson", city: "boston" },
      { person: "marie curie", city: "warsaw" },
    ]);
    const count = await searchOne({ query: "MATCH (d:Document) RETURN count(*) AS n", search_type: "CYPHER" }, CYPHER_ON);
    expect(count.result).toEqual([{ n: 5 }]);
    const path = await searchOne(
      { query: "MATCH (a {name: 'alice johnson'})-[*1..2]->(x:Location) RETURN DISTINCT x.name AS place ORDER BY place", search_type: "CYPHER" },
      CYPHER_ON,
    );
    expect(path.result.map((row: { place: string }) => row.place)).toEqual(expect.arrayContaining(["boston", "berlin", "paris"]));
  });

  it("NATURAL_LANGUAGE translates simple questions offline when enabled", async ({ expect }) => {
    await seedCorpus();
    const who = await searchOne({ query: "Who founded Acme Corp?", search_type: "NATURAL_LANGUAGE" }, CYPHER_ON);
    expect(who.status).toBe(200);
    expect(who.result).toEqual([{ name: "alice johnson" }]);
    const count = await searchOne({ query: "How many people are there?", search_type: "NATURAL_LANGUAGE" }, CYPHER_ON);
    expect(count.result).toEqual([{ count: 4 }]);
    const hard = await searchOne({ query: "Summarise the tone of the corpus", search_type: "NATURAL_LANGUAGE" }, CYPHER_ON);
    expect(hard.status).toBe(400);
    expect(hard.body.detail).toMatch(/needs an LLM provider.*\[LLMProviderRequiredError\]$/);
  });

  it("node_name restricts retrieval to content tagged with the node set", async ({ expect }) => {
    await seedCorpus();
    const scoped = await searchOne({ query: "who donated money", search_type: "CHUNKS", node_name: ["finance"] });
    expect(scoped.status).toBe(200);
    expect(scoped.result.length).toBeGreaterThan(0);
    for (const c of scoped.result) expect(c.belongs_to_set).toContain("finance");
    const lexical = await searchOne({ query: "Paris Globex", search_type: "CHUNKS_LEXICAL", node_name: ["finance"] });
    expect(lexical.result).toHaveLength(1);
    expect(lexical.result[0].text).toContain("Globex");
    const empty = await searchOne({ query: "Marie Curie", search_type: "CHUNKS", node_name: ["no-such-set"] });
    expect(empty.result).toEqual([]);
    const graph = await searchOne({ query: "Where was Marie Curie born?", search_type: "GRAPH_COMPLETION", node_name: ["finance"], only_context: true });
    expect(JSON.stringify(graph.result)).not.toContain("Warsaw");
  });

  it("only_context returns cognee's graph context instead of an answer", async ({ expect }) => {
    await seedCorpus();
    const r = await searchOne({ query: "Where was Marie Curie born?", search_type: "GRAPH_COMPLETION", only_context: true });
    expect(typeof r.result).toBe("string");
    expect(r.result).toMatch(/^Nodes:\nNode: /);
    expect(r.result).toContain("__node_content_start__");
    expect(r.result).toContain("\n\nConnections:\n");
    expect(r.result).toContain("marie curie --[born_in]--> warsaw  (Marie Curie was born in Warsaw.)");
    const rag = await searchOne({ query: "Where was Marie Curie born?", search_type: "RAG_COMPLETION", only_context: true, top_k: 1 });
    expect(rag.result).toContain("Marie Curie was born in Warsaw in 1867.");
  });

  it("accepts camelCase keys (searchType, topK, onlyContext)", async ({ expect }) => {
    await seedCorpus();
    const r = await searchOne({ query: "Nobel Prize", searchType: "CHUNKS", topK: 1 });
    expect(r.status).toBe(200);
    expect(r.result).toHaveLength(1);
  });

  it("with session_id, stores the turn in the session (question, answer, used graph elements)", async ({ expect }) => {
    await seedCorpus();
    const r = await searchOne({ query: "Where was Marie Curie born?", search_type: "GRAPH_COMPLETION", session_id: "search-session" });
    expect(r.status).toBe(200);
    const res = await call("/api/v1/sessions/search-session");
    expect(res.status).toBe(200);
    const s = await json(res);
    expect(s.qas).toHaveLength(1);
    expect(s.qas[0]).toMatchObject({ question: "Where was Marie Curie born?" });
    expect(s.qas[0].answer).toContain("Warsaw");
    expect(s.qas[0].used_graph_element_ids.edge_ids.length).toBeGreaterThan(0);
  });

  it("records searches as history: GET /api/v1/search lists the caller's queries and results", async ({ expect }) => {
    await seedCorpus();
    await searchOne({ query: "history probe: Where was Marie Curie born?", search_type: "GRAPH_COMPLETION" });
    type Item = { id: string; text: string; user: string; createdAt: string; datasetId: string | null };
    const items = await historyUntil(
      async () => {
        const res = await call("/api/v1/search");
        expect(res.status).toBe(200);
        return json<Item[]>(res);
      },
      (rows) => rows.some((i, n) => i.text === "history probe: Where was Marie Curie born?" && rows[n + 1]?.user === "system"),
    );
    const q = items.findIndex((i) => i.text === "history probe: Where was Marie Curie born?");
    expect(q).toBeGreaterThanOrEqual(0);
    expect(items[q]).toMatchObject({ user: "user" });
    expect(items[q + 1]).toMatchObject({ user: "system" });
    expect(items[q + 1]!.text).toContain("Warsaw");
    expect(typeof items[q + 1]!.datasetId).toBe("string");
    expect(Date.parse(items[q]!.createdAt)).not.toBeNaN();
    // Oldest first.
    const times = items.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("records one result row per dataset even for a search over more datasets than one insert statement holds", async ({ expect }) => {
    const names = Array.from({ length: 16 }, (_, i) => `hist_many_${i}`);
    for (const name of names) expect((await postJson("/api/v1/add", { data: `Note ${name}: the kettle is blue.`, datasetName: name })).status).toBe(200);
    const res = await postJson("/api/v1/search", { query: "history fan-out: kettle colour", search_type: "CHUNKS_LEXICAL", datasets: names, only_context: true });
    expect(res.status).toBe(200);
    expect(await json<unknown[]>(res)).toHaveLength(16);
    type Item = { text: string; user: string; datasetId: string | null };
    const items = await historyUntil(
      async () => json<Item[]>(await call("/api/v1/search")),
      (rows) => rows.some((i) => i.text === "history fan-out: kettle colour"),
    );
    const q = items.findIndex((i) => i.text === "history fan-out: kettle colour");
    const results = items.slice(q + 1, q + 17);
    expect(results.every((r) => r.user === "system")).toBe(true);
    expect(new Set(results.map((r) => r.datasetId)).size).toBe(16);
  });
});

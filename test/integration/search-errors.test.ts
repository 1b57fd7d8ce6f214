import { describe, it } from "vitest";
import { call, json, postJson } from "../helpers";
import { body, req, signUp } from "./auth.helpers";
import { searchOne, seedCorpus } from "./search.helpers";

const CYPHER_ON = { ALLOW_CYPHER_QUERY: "true" };

describe("POST /api/v1/search: errors", () => {
  it("answers 400 (not 422) when query is missing, null or blank", async ({ expect }) => {
    for (const payload of [{}, { search_type: "CHUNKS" }, { query: null }, { query: "   " }, { datasets: ["facts"] }]) {
      const res = await postJson("/api/v1/search", payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect((await json(res)).detail).toMatch(/'query' is required.*\[MissingQueryError\]$/);
    }
    const noBody = await call("/api/v1/search", { method: "POST" });
    expect(noBody.status).toBe(400);
    await noBody.text();
  });

  it("answers 400 for malformed JSON", async ({ expect }) => {
    const res = await call("/api/v1/search", { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" });
    expect(res.status).toBe(400);
    expect((await json(res)).detail).toContain("[MalformedJsonError]");
  });

  it("answers 422 for an unknown search_type, in snake or camel case", async ({ expect }) => {
    for (const payload of [{ query: "q", search_type: "MAGIC" }, { query: "q", searchType: "MAGIC" }]) {
      const res = await postJson("/api/v1/search", payload);
      expect(res.status).toBe(422);
      const b = await json(res);
      expect(b.detail[0].loc).toEqual(["body", "search_type"]);
    }
  });

  it("answers 422 for top_k <= 0, too large, or not an integer", async ({ expect }) => {
    for (const top_k of [0, -3, 1001, 2.5, "ten"]) {
      const res = await postJson("/api/v1/search", { query: "q", top_k });
      expect(res.status, String(top_k)).toBe(422);
      const b = await json(res);
      expect(b.detail[0].loc).toEqual(["body", "top_k"]);
    }
  });

  it("refuses the SDK-only fields with a clear 422", async ({ expect }) => {
    for (const [key, value] of [
      ["retriever_specific_config", { context_tokens: 100 }],
      ["wide_search_top_k", 50],
      ["triplet_distance_penalty", 3],
      ["verbose", true],
      ["wideSearchTopK", 50],
    ] as const) {
      const res = await postJson("/api/v1/search", { query: "q", [key]: value });
      expect(res.status, key).toBe(422);
      const b = await json(res);
      expect(b.detail[0].loc).toEqual(["body", key]);
      expect(b.detail[0].msg).toContain("not accepted by the HTTP search endpoint");
    }
  });

  it("keeps the spec's order: a refused field before a missing query, a missing query before the schema's 422s", async ({ expect }) => {
    for (const route of ["/api/v1/search", "/api/v1/recall"]) {
      const refusedFirst = await postJson(route, { verbose: true, top_k: 0 });
      expect(refusedFirst.status, route).toBe(422);
      expect((await json(refusedFirst)).detail.map((d: { loc: unknown[] }) => d.loc)).toEqual([["body", "verbose"]]);
      const missingFirst = await postJson(route, { search_type: "MAGIC", topK: "ten" });
      expect(missingFirst.status, route).toBe(400);
      expect((await json(missingFirst)).detail).toMatch(/\[MissingQueryError\]$/);
      const typed = await postJson(route, { query: "q", searchType: "MAGIC", topK: 0 });
      expect(typed.status, route).toBe(422);
      const detail = (await json(typed)).detail;
      expect(detail.map((d: { loc: unknown[] }) => d.loc)).toEqual([["body", "search_type"], ["body", "top_k"]]);
      expect(detail[1].type).toBe("QueryValidationError");
    }
  });

  it("answers CODE and CODING_RULES on datasets without code: no facts, no rules, never 500", async ({ expect }) => {
    // The code features themselves are tested in test/integration/code.test.ts.
    await seedCorpus();
    const code = await searchOne({ query: "anything", search_type: "CODE" });
    expect(code.status).toBe(200);
    expect(code.body.length).toBeGreaterThan(0);
    expect(JSON.stringify(code.body)).toContain('"total":0');
    const rules = await searchOne({ query: "anything", search_type: "CODING_RULES" });
    expect(rules.status).toBe(200);
    expect(rules.body.every((r: { search_result: unknown[] }) => Array.isArray(r.search_result) && r.search_result.length === 0)).toBe(true);
  });

  it("refuses CYPHER and NATURAL_LANGUAGE with 403 SearchTypeDisabledError unless ALLOW_CYPHER_QUERY=true", async ({ expect }) => {
    await seedCorpus();
    for (const t of ["CYPHER", "NATURAL_LANGUAGE"]) {
      const r = await searchOne({ query: "MATCH (n) RETURN count(n) AS n", search_type: t });
      expect(r.status).toBe(403);
      expect(r.body.detail).toMatch(/ALLOW_CYPHER_QUERY=true.*\[SearchTypeDisabledError\]$/);
    }
    const on = await searchOne({ query: "MATCH (n:Entity) RETURN count(n) AS n", search_type: "CYPHER" }, CYPHER_ON);
    expect(on.status).toBe(200);
    expect(on.result[0].n).toBeGreaterThan(0);
  });

  it("refuses Cypher writes and procedure calls with 400, and reports syntax errors", async ({ expect }) => {
    await seedCorpus();
    for (const q of ["CREATE (n:Person {name: 'mallory'})", "MATCH (n) DETACH DELETE n", "MATCH (n) SET n.name = 'x' RETURN n", "MERGE (n:X) RETURN n", "CALL db.labels()"]) {
      const r = await searchOne({ query: q, search_type: "CYPHER" }, CYPHER_ON);
      expect(r.status, q).toBe(400);
      expect(r.body.detail).toMatch(/read-only.*\[CypherWriteNotAllowedError\]$/);
    }
    const still = await searchOne({ query: "MATCH (n:Entity {name: 'mallory'}) RETURN count(*) AS n", search_type: "CYPHER" }, CYPHER_ON);
    expect(still.result).toEqual([{ n: 0 }]);
    const bad = await searchOne({ query: "MATCH (n RETURN n", search_type: "CYPHER" }, CYPHER_ON);
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/\[CypherQueryError\]$/);
  });

  it("answers 400 with the error's name when the Cypher error is raised inside the pod, not 500", async ({ expect }) => {
    // Both queries parse; the executor (running in the workspace pod) refuses them, so the ApiError
    // crosses RPC (src/core/pod-errors.ts) and must keep its status and name.
    await seedCorpus();
    const cases: [string, RegExp][] = [
      ["MATCH (n:Entity) RETURN count() AS c", /count\(\) needs an argument\. \[CypherQueryError\]$/],
      ["MATCH () RETURN *", /RETURN \* needs at least one named variable.* \[CypherQueryError\]$/],
    ];
    for (const [q, detail] of cases) {
      const r = await searchOne({ query: q, search_type: "CYPHER" }, CYPHER_ON);
      expect(r.status, q).toBe(400);
      expect(r.body.detail, q).toMatch(detail);
    }
  });

  it("answers 403 naming read when a named dataset is unknown; one bad dataset fails the whole request", async ({ expect }) => {
    await seedCorpus();
    const unknown = await searchOne({ query: "Marie Curie", datasets: ["no_such_dataset"] });
    expect(unknown.status).toBe(403);
    expect(unknown.body.detail).toBe("Request owner does not have necessary permission: [read] for all datasets requested. [PermissionDeniedError]");
    const mixed = await searchOne({ query: "Marie Curie", datasets: ["facts", "no_such_dataset"] });
    expect(mixed.status).toBe(403);
    const badId = await searchOne({ query: "Marie Curie", dataset_ids: ["00000000-0000-4000-8000-000000000000"] });
    expect(badId.status).toBe(403);
  });

  it("answers 403 for another user's dataset, and [] for a caller with no readable dataset", async ({ expect }) => {
    const owner = await signUp("owner");
    const add = await req("/add", { json: { data: "Bob keeps his secrets in Lisbon.", datasetName: "private" }, apiKey: owner.apiKey });
    expect(add.status).toBe(200);
    const { dataset_id } = await body(add);
    const stranger = await signUp("stranger");
    const byId = await req("/search", { json: { query: "Where are the secrets?", dataset_ids: [dataset_id], search_type: "CHUNKS" }, apiKey: stranger.apiKey });
    expect(byId.status).toBe(403);
    expect((await body(byId)).detail).toContain("[read]");
    const byName = await req("/search", { json: { query: "Where are the secrets?", datasets: ["private"] }, apiKey: stranger.apiKey });
    expect(byName.status).toBe(403);
    await byName.text();
    const all = await req("/search", { json: { query: "Where are the secrets?", search_type: "CHUNKS" }, apiKey: stranger.apiKey });
    expect(all.status).toBe(200);
    expect(await body(all)).toEqual([]);
    const own = await req("/search", { json: { query: "Where are the secrets?", dataset_ids: [dataset_id], search_type: "CHUNKS_LEXICAL" }, apiKey: owner.apiKey });
    expect(own.status).toBe(200);
    await own.text();
    // History is per caller.
    const history = await req("/search", { apiKey: stranger.apiKey });
    const items = await body<{ text: string }[]>(history);
    expect(items.every((i) => !i.text.includes("Lisbon"))).toBe(true);
  });

  it("searches every readable dataset when none is named", async ({ expect }) => {
    await seedCorpus("facts");
    await seedCorpus("second");
    const r = await searchOne({ query: "Marie Curie", search_type: "CHUNKS_LEXICAL", top_k: 1 });
    expect(r.status).toBe(200);
    expect(r.body.map((e: { dataset_name: string }) => e.dataset_name).sort()).toEqual(["facts", "second"]);
  });
});

import { describe, it } from "vitest";
import { routable, routeQuery } from "../../src/services/query-router";

describe("recall query router (cognee's weighted rules)", () => {
  it("routes by the heaviest matching rule", ({ expect }) => {
    const cases: [string, string][] = [
      ["MATCH (n) RETURN n", "CYPHER"],
      ['"exact phrase here"', "CHUNKS_LEXICAL"],
      ["Give me a summary of the project", "GRAPH_SUMMARY_COMPLETION"],
      ["Why did the launch slip?", "GRAPH_COMPLETION_COT"],
      ["How is Alice related to Acme?", "GRAPH_COMPLETION_CONTEXT_EXTENSION"],
      ["What happened between 2019 and 2021?", "TEMPORAL"],
      ["What did we ship in March 2023?", "TEMPORAL"],
      ["What changed last year?", "TEMPORAL"],
      ["How many documents mention Paris?", "BROAD"],
      ["List all people in the notes", "BROAD"],
      ["Where was Marie Curie born?", "HYBRID_COMPLETION"],
      ["Tell me about Acme", "HYBRID_COMPLETION"],
    ];
    for (const [q, type] of cases) expect(routeQuery(q).searchType, q).toBe(type);
  });

  it("suppresses a match preceded by a negation and keeps the runner-up", ({ expect }) => {
    expect(routeQuery("Do not summarize, just tell me who founded Acme").searchType).toBe("HYBRID_COMPLETION");
    const r = routeQuery("Why did it happen in 2019?");
    expect(r.scores).toMatchObject({ GRAPH_COMPLETION_COT: 4, TEMPORAL: 3 });
    expect(r.searchType).toBe("GRAPH_COMPLETION_COT");
    expect(r.runnerUp).toBe("TEMPORAL");
  });

  it("never routes to a type that cannot run here", ({ expect }) => {
    expect(routable("CODING_RULES", { allowCypher: true })).toBe("HYBRID_COMPLETION");
    expect(routable("CYPHER", { allowCypher: false })).toBe("HYBRID_COMPLETION");
    expect(routable("CYPHER", { allowCypher: true })).toBe("CYPHER");
    expect(routable("TEMPORAL", { allowCypher: false })).toBe("TEMPORAL");
  });
});

import { describe, it } from "vitest";
import { call, json, postJson } from "../helpers";
import { body, req, signUp } from "./auth.helpers";
import { addText, historyUntil, seedCorpus } from "./search.helpers";

type Entry = Record<string, any>;

async function recall(payload: Record<string, unknown>) {
  const res = await postJson("/api/v1/recall", payload);
  return { status: res.status, body: await json(res) };
}

describe("POST /api/v1/recall", () => {
  it("auto-routes a date-scoped question to TEMPORAL and returns cognee recall entries", async ({ expect }) => {
    await seedCorpus();
    const r = await recall({ query: "What did Acme Corp launch in March 2023?", datasets: ["facts"] });
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(1);
    const e: Entry = r.body[0];
    expect(e).toMatchObject({ source: "graph", kind: "temporal", search_type: "TEMPORAL", dataset_name: "facts" });
    expect(e.text).toContain("Nimbus");
    expect(typeof e.dataset_id).toBe("string");
    expect(e.metadata).toMatchObject({ data_id: expect.any(String), chunk_id: expect.any(String) });
    expect(e.routed.search_type).toBe("TEMPORAL");
  });

  it("routes counts to BROAD, plain questions to HYBRID_COMPLETION, and honours an explicit search_type", async ({ expect }) => {
    await seedCorpus();
    const count = await recall({ query: "How many documents mention Paris?" });
    expect(count.body[0]).toMatchObject({ search_type: "BROAD" });
    expect(count.body[0].text).toMatch(/^2 documents/);
    const plain = await recall({ query: "Where was Marie Curie born?" });
    expect(plain.body[0]).toMatchObject({ source: "graph", kind: "graph_completion", search_type: "HYBRID_COMPLETION" });
    expect(plain.body[0].text).toContain("Warsaw");
    const chunks = await recall({ query: "Nobel Prize", search_type: "CHUNKS", top_k: 2 });
    expect(chunks.body).toHaveLength(2);
    expect(chunks.body[0]).toMatchObject({ source: "graph", kind: "chunk", search_type: "CHUNKS" });
    expect(chunks.body[0].metadata).toMatchObject({ chunk_id: chunks.body[0].raw.id, chunk_index: 0 });
    expect(chunks.body[0].routed).toBeUndefined();
  });

  it("validates like search: 400 without query, 422 unknown type or scope, 403 on a dataset it cannot read", async ({ expect }) => {
    expect((await recall({})).status).toBe(400);
    expect((await recall({ query: "  " })).status).toBe(400);
    expect((await recall({ query: "q", search_type: "NOPE" })).status).toBe(422);
    const scope = await recall({ query: "q", scope: "everything" });
    expect(scope.status).toBe(422);
    expect(scope.body.detail[0].msg).toContain("Unknown recall scope");
    const denied = await recall({ query: "q", datasets: ["not_mine"] });
    expect(denied.status).toBe(403);
    expect(denied.body.detail).toContain("[read]");
    const cypher = await recall({ query: "MATCH (n) RETURN n", search_type: "CYPHER" });
    expect(cypher.status).toBe(403);
  });

  it("answers with a warming-up marker when nothing was cognified for the datasets yet", async ({ expect }) => {
    await addText({ data: "Fresh text nobody processed.", datasetName: "raw_only" });
    const r = await recall({ query: "What is fresh?", datasets: ["raw_only"] });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      {
        source: "system",
        status: "memory_warming_up",
        text: "Memory is still warming up: no knowledge graph data exists yet for the requested datasets.",
        datapoint_count: 0,
        threshold: 1,
      },
    ]);
  });

  it("stores each turn in the session and searches earlier turns by keyword overlap", async ({ expect }) => {
    await seedCorpus();
    const first = await recall({ query: "Where was Albert Einstein born?", session_id: "chat-1", datasets: ["facts"] });
    expect(first.status).toBe(200);
    expect(first.body[0].text).toContain("Ulm");
    // Session only (no datasets, no type): an earlier turn that shares words answers, the graph is skipped.
    const again = await recall({ query: "Einstein born where again?", session_id: "chat-1" });
    expect(again.status).toBe(200);
    expect(again.body[0]).toMatchObject({ source: "session", question: "Where was Albert Einstein born?" });
    expect(again.body[0].answer).toContain("Ulm");
    expect(again.body[0].used_graph_element_ids.node_ids.length).toBeGreaterThan(0);
    expect(again.body.every((e: Entry) => e.source === "session")).toBe(true);
    // No session hit: the graph answers.
    // Stored turns are matched on question, context and answer; without a hit the graph answers.
    const other = await recall({ query: "quantum chromodynamics lecture", session_id: "chat-1" });
    expect(other.body.length).toBeGreaterThan(0);
    expect(other.body.every((e: Entry) => e.source === "graph")).toBe(true);
    // With datasets named, both lanes contribute.
    const both = await recall({ query: "Where was Einstein born?", session_id: "chat-1", datasets: ["facts"] });
    expect(both.body.map((e: Entry) => e.source)).toEqual(expect.arrayContaining(["session", "graph"]));
    // scope=graph skips the session lane.
    const graphOnly = await recall({ query: "Einstein born", session_id: "chat-1", scope: "graph", datasets: ["facts"] });
    expect(graphOnly.body.every((e: Entry) => e.source === "graph")).toBe(true);
  });

  it("GET /api/v1/sessions/{id} returns the history; unknown sessions are 404", async ({ expect }) => {
    await seedCorpus();
    await recall({ query: "Where was Marie Curie born?", session_id: "chat-2", datasets: ["facts"] });
    await recall({ query: "Who did Marie Curie marry?", session_id: "chat-2", datasets: ["facts"] });
    const res = await call("/api/v1/sessions/chat-2");
    expect(res.status).toBe(200);
    const s = await json(res);
    expect(s).toMatchObject({ session_id: "chat-2", status: "running", label: "Where was Marie Curie born?", msg_count: 4, tool_calls: 0, ended_at: null });
    expect(typeof s.dataset_id).toBe("string");
    expect(s.qas).toHaveLength(2);
    expect(s.qas[0]).toMatchObject({ question: "Where was Marie Curie born?", feedback_score: null, used_session_context_ids: [] });
    expect(s.qas[0].answer).toContain("Warsaw");
    expect(s.qas[1].answer).toContain("Pierre Curie");
    expect(typeof s.qas[0].qa_id).toBe("string");
    expect(s.traces).toEqual([]);
    const missing = await call("/api/v1/sessions/never-used");
    expect(missing.status).toBe(404);
    expect((await json(missing)).detail).toContain("[SessionNotFoundError]");
  });

  it("lets readers of the session's dataset read it, and nobody else (404, existence not revealed)", async ({ expect }) => {
    const owner = await signUp("sessowner");
    const add = await req("/add", { json: { data: "Carol leads the Orion project in Madrid.", datasetName: "team" }, apiKey: owner.apiKey });
    const { dataset_id } = await body(add);
    const cog = await req("/cognify", { json: { datasets: ["team"] }, apiKey: owner.apiKey });
    expect(cog.status).toBe(200);
    await cog.text();
    const turn = await req("/recall", { json: { query: "Who leads the Orion project?", session_id: "team-chat", dataset_ids: [dataset_id] }, apiKey: owner.apiKey });
    expect(turn.status).toBe(200);
    await turn.text();
    const reader = await signUp("sessreader");
    const before = await req("/sessions/team-chat", { apiKey: reader.apiKey });
    expect(before.status).toBe(404);
    await before.text();
    const denied = await req("/recall", { json: { query: "Who leads Orion?", dataset_ids: [dataset_id] }, apiKey: reader.apiKey });
    expect(denied.status).toBe(403);
    await denied.text();
    const grant = await req(`/permissions/datasets/${reader.id}?permission_name=read`, { json: [dataset_id], apiKey: owner.apiKey });
    expect(grant.status).toBe(200);
    await grant.text();
    const after = await req("/sessions/team-chat", { apiKey: reader.apiKey });
    expect(after.status).toBe(200);
    const s = await body(after);
    expect(s).toMatchObject({ session_id: "team-chat", user_id: owner.id, dataset_id });
    expect(s.qas[0].question).toBe("Who leads the Orion project?");
  });

  it("GET /api/v1/recall lists the caller's history", async ({ expect }) => {
    await seedCorpus();
    await recall({ query: "recall history probe about Ulm" });
    const items = await historyUntil(
      async () => {
        const res = await call("/api/v1/recall");
        expect(res.status).toBe(200);
        return json<{ text: string; user: string }[]>(res);
      },
      (rows) => rows.some((i) => i.text === "recall history probe about Ulm"),
    );
    expect(items.some((i) => i.text === "recall history probe about Ulm" && i.user === "user")).toBe(true);
  });
});

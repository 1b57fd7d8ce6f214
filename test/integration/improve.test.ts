import { runInDurableObject } from "cloudflare:test";
import { describe, it } from "vitest";
import type { WorkspacePod } from "../../workers/workspace-pod.do";
import { call, json } from "../helpers";
import { asUser, grant, makeUser } from "./add.helpers";
import {
  addJsonText,
  cognifyDataset,
  datasetByName,
  entityNames,
  entry,
  eventually,
  facts,
  forget,
  improve,
  ok,
  podOf,
  podSql,
} from "./memory-lifecycle.helpers";

type Stage = { name: string; status: string; reason?: string; details?: Record<string, any> };
const stage = (body: { stages: Stage[] }, name: string) => body.stages.find((s) => s.name === name)!;

async function seed(datasetName: string, texts: (string | { data: string; external_metadata?: unknown[] })[]) {
  const ids: string[] = [];
  for (const t of texts) {
    const b = await addJsonText(typeof t === "string" ? { data: t, datasetName } : { ...t, datasetName });
    ids.push(b.data_ingestion_info[0].data_id);
  }
  await cognifyDataset(datasetName);
  return { ds: await datasetByName(datasetName), ids };
}

describe("POST /api/v1/improve: request handling", () => {
  it("needs dataset_name or dataset_id (400) and write permission (403)", async ({ expect }) => {
    const res = await improve({ session_ids: ["x"] });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ detail: "Either datasetId or datasetName must be provided. [DatasetRequiredError]" });
    const owner = await makeUser("imp-owner");
    const reader = await makeUser("imp-reader");
    const init = (body: unknown): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const created = await ok(await asUser(owner, "/api/v1/improve", init({ dataset_name: "imp_owned" })));
    await grant(reader.id, created.dataset_id, "read");
    const denied = await asUser(reader, "/api/v1/improve", init({ dataset_id: created.dataset_id }));
    expect(denied.status).toBe(403);
    expect((await json(denied)).detail).toMatch(/\[write\]/);
    const bad = await improve({ dataset_name: "imp_owned", reviewConflicts: "yes" });
    expect(bad.status).toBe(422);
    await bad.text();
  });

  it("reports every stage with its outcome: sessions stages skip without session_ids, the review only when asked", async ({ expect }) => {
    await seed("imp_stages", ["Alice lives in Boston."]);
    const body = await ok(await improve({ dataset_name: "imp_stages" }));
    expect(body).toMatchObject({ status: "completed", dataset_name: "imp_stages", session_ids: [], review_conflicts: false, pipeline_run_id: expect.any(String) });
    expect(body.stages.map((s: Stage) => [s.name, s.status, s.reason ?? null])).toEqual([
      ["apply_feedback_weights", "skipped", "no_sessions"],
      ["persist_sessions", "skipped", "no_sessions"],
      ["coding_rules", "skipped", "no_sessions"],
      ["merge_entities", "completed", null],
      ["review_conflicts", "skipped", "not_requested"],
    ]);
    const camel = await ok(await improve({ datasetName: "imp_stages", review_conflicts: true }));
    expect(stage(camel, "review_conflicts").status).toBe("completed");
    const [run] = await podSql<{ pipeline: string; status: string }>(body.dataset_id, `SELECT pipeline, status FROM pipeline_runs WHERE id = ?`, body.pipeline_run_id);
    expect(run).toEqual({ pipeline: "improve_pipeline", status: "DATASET_PROCESSING_COMPLETED" });
  });

  it("runs in the background with status running, and the run completes", async ({ expect }) => {
    await seed("imp_bg", ["Bob lives in Denver."]);
    const body = await ok(await improve({ dataset_name: "imp_bg", run_in_background: true }));
    expect(body).toMatchObject({ status: "running", stages: [] });
    await eventually(async () => {
      const [run] = await podSql<{ status: string }>(body.dataset_id, `SELECT status FROM pipeline_runs WHERE id = ?`, body.pipeline_run_id);
      return run?.status === "DATASET_PROCESSING_COMPLETED";
    }, "the background improve");
  });

  it("answers 409 with an error field when a stage fails unexpectedly, skipping the rest; the failed merge rolls back", async ({ expect }) => {
    const { ds } = await seed("imp_fault", ["Bob lives in NYC.", "Alice lives in New York City."]);
    const { pod } = await podOf(ds.id);
    const stub = pod as unknown as DurableObjectStub<WorkspacePod>;
    await runInDurableObject(stub, (_i, state) => {
      state.storage.sql.exec(`CREATE TRIGGER fail_merge BEFORE INSERT ON entity_merges BEGIN SELECT RAISE(ABORT, 'injected merge failure'); END`);
    });
    try {
      const res = await improve({ dataset_name: "imp_fault", reviewConflicts: true });
      expect(res.status).toBe(409);
      const body = await json(res);
      expect(body.error).toBe("An error occurred during graph improvement.");
      expect(body.status).toBe("errored");
      expect(body.stages.map((s: Stage) => [s.name, s.status, s.reason ?? null])).toEqual([
        ["apply_feedback_weights", "skipped", "no_sessions"],
        ["persist_sessions", "skipped", "no_sessions"],
        ["coding_rules", "skipped", "no_sessions"],
        ["merge_entities", "errored", "error"],
        ["review_conflicts", "skipped", "previous_stage_errored"],
      ]);
      expect(await entityNames(ds.id)).toEqual(expect.arrayContaining(["nyc", "new york city"]));
    } finally {
      await runInDurableObject(stub, (_i, state) => {
        state.storage.sql.exec(`DROP TRIGGER IF EXISTS fail_merge`);
      });
    }
    expect(stage(await ok(await improve({ dataset_name: "imp_fault" })), "merge_entities").details!.merged).toBe(1);
  });

  it("answers {} while an improve of the same session holds the lock", async ({ expect }) => {
    const qa = await ok(await entry({ entry: { type: "qa", question: "Where is the office?", answer: "In Porto." }, session_id: "locked", dataset_name: "imp_lock" }));
    const [s] = await podSql<{ user_id: string }>(qa.dataset_id, `SELECT user_id FROM sessions WHERE id = 'locked'`);
    const { pod } = await podOf(qa.dataset_id);
    const token = await pod.improveLock(`improve:${qa.dataset_id}:${s!.user_id}:locked`, 60_000);
    expect(token).toBeTruthy();
    expect(await ok(await improve({ dataset_name: "imp_lock", session_ids: ["locked"] }))).toEqual({});
    await pod.improveUnlock(`improve:${qa.dataset_id}:${s!.user_id}:locked`, token!);
    expect((await ok(await improve({ dataset_name: "imp_lock", session_ids: ["locked"] }))).status).toBe("completed");
  });
});

describe("POST /api/v1/improve: sessions", () => {
  it("applies feedback weights (w <- w + 0.1 (rating - w)) to the graph elements a rated answer used, once", async ({ expect }) => {
    const { ds } = await seed("imp_feedback", ["Jane Doe lives in Lisbon. Tom Lee lives in Oslo."]);
    const [lisbon] = await podSql<{ id: string }>(ds.id, `SELECT id FROM nodes WHERE dataset_id = ? AND name = 'lisbon'`, ds.id);
    const [oslo] = await podSql<{ id: string }>(ds.id, `SELECT id FROM nodes WHERE dataset_id = ? AND name = 'oslo'`, ds.id);
    const fact = (await facts(ds.id)).find((f) => f.target === "lisbon")!;
    await ok(await entry({ entry: { type: "qa", question: "Where does Jane live?", answer: "Lisbon", feedback_score: 5, used_graph_element_ids: { node_ids: [lisbon!.id], edge_ids: [fact.id] } }, session_id: "fb-1", dataset_name: "imp_feedback" }));
    const low = await ok(await entry({ entry: { type: "qa", question: "Where does Tom live?", answer: "Paris", used_graph_element_ids: { node_ids: [oslo!.id], edge_ids: [] } }, session_id: "fb-1", dataset_name: "imp_feedback" }));
    await ok(await entry({ entry: { type: "feedback", qa_id: low.entry_id, feedback_score: 1, feedback_text: "wrong city" }, session_id: "fb-1", dataset_name: "imp_feedback" }));

    const body = await ok(await improve({ dataset_name: "imp_feedback", session_ids: ["fb-1"] }));
    expect(stage(body, "apply_feedback_weights")).toMatchObject({ status: "completed", details: { entries_applied: 2, nodes_updated: 2, edges_updated: 1 } });
    const { pod } = await podOf(ds.id);
    expect(await pod.feedbackWeights(ds.id, [lisbon!.id, oslo!.id, fact.id])).toEqual({ [lisbon!.id]: 0.55, [oslo!.id]: 0.45, [fact.id]: 0.55 });
    // A second run does not apply the same feedback again; the QA is marked.
    const again = await ok(await improve({ dataset_name: "imp_feedback", session_ids: ["fb-1"] }));
    expect(stage(again, "apply_feedback_weights").details).toMatchObject({ entries_applied: 0 });
    expect((await pod.feedbackWeights(ds.id, [lisbon!.id]))[lisbon!.id]).toBe(0.55);
    const s = await ok(await call("/api/v1/sessions/fb-1"));
    expect(s.qas[0].memify_metadata).toMatchObject({ feedback_weights_applied: true });
  });

  it("bridges questions, answers, feedback and traces into the graph (user_sessions_from_cache) and lessons (session_learnings), once", async ({ expect }) => {
    await ok(await entry({ entry: { type: "qa", question: "Who founded Initech?", answer: "Peter Gibbons founded Initech in Austin.", feedback_score: 4, feedback_text: "good" }, session_id: "br-1", dataset_name: "imp_bridge" }));
    await ok(await entry({ entry: { type: "trace", origin_function: "lookup_company", memory_query: "Initech founder", method_return_value: "Peter Gibbons" }, session_id: "br-1", dataset_name: "imp_bridge" }));
    const body = await ok(await improve({ dataset_name: "imp_bridge", session_ids: ["br-1", "unknown-session"] }));
    const bridged = stage(body, "persist_sessions");
    expect(bridged).toMatchObject({
      status: "completed",
      details: { sessions: 1, missing_sessions: ["unknown-session"], qa_bridged: 1, traces_bridged: 1, trace_windows: 1, lessons: 1, distill_batches: 1, documents_added: 3, cognify_errors: [] },
    });
    const ds = await datasetByName("imp_bridge");
    expect(await entityNames(ds.id)).toEqual(expect.arrayContaining(["peter gibbons", "initech"]));
    const items = await json<{ nodeSet: string[] | null }[]>(await call(`/api/v1/datasets/${ds.id}/data`));
    expect(items.filter((i) => i.nodeSet?.includes("user_sessions_from_cache"))).toHaveLength(2);
    expect(items.filter((i) => i.nodeSet?.includes("session_learnings"))).toHaveLength(1);
    const again = await ok(await improve({ dataset_name: "imp_bridge", session_ids: ["br-1"] }));
    expect(stage(again, "persist_sessions").details).toMatchObject({ qa_bridged: 0, traces_bridged: 0, lessons: 0, documents_added: 0 });
  });

  it("honours IMPROVE_TRACE_WINDOW_STEPS, IMPROVE_TRACE_WINDOWS_PER_RUN and IMPROVE_DISTILL_MAX_BATCHES_PER_RUN", async ({ expect }) => {
    for (let i = 1; i <= 5; i++) {
      await ok(await entry({ entry: { type: "trace", origin_function: `step_${i}`, method_return_value: `result ${i}` }, session_id: "win-1", dataset_name: "imp_windows" }));
    }
    for (let i = 1; i <= 12; i++) {
      await ok(await entry({ entry: { type: "qa", question: `Question ${i}?`, answer: `Answer ${i}.`, feedback_score: 3 }, session_id: "win-1", dataset_name: "imp_windows" }));
    }
    const vars = { IMPROVE_TRACE_WINDOW_STEPS: "2", IMPROVE_TRACE_WINDOWS_PER_RUN: "1", IMPROVE_DISTILL_MAX_BATCHES_PER_RUN: "1" };
    const run = async () => stage(await ok(await improve({ dataset_name: "imp_windows", session_ids: ["win-1"] }, vars)), "persist_sessions").details!;
    expect(await run()).toMatchObject({ trace_windows: 1, traces_bridged: 2, trace_windows_deferred: 2, distill_batches: 1, lessons: 10, distill_batches_deferred: 1 });
    expect(await run()).toMatchObject({ trace_windows: 1, traces_bridged: 2, trace_windows_deferred: 1, distill_batches: 1, lessons: 2, distill_batches_deferred: 0 });
    expect(await run()).toMatchObject({ trace_windows: 1, traces_bridged: 1, trace_windows_deferred: 0, distill_batches: 0 });
    // Unbounded (defaults): everything new in one run.
    for (let i = 6; i <= 8; i++) {
      await ok(await entry({ entry: { type: "trace", origin_function: `step_${i}` }, session_id: "win-1", dataset_name: "imp_windows" }));
    }
    const all = stage(await ok(await improve({ dataset_name: "imp_windows", session_ids: ["win-1"] })), "persist_sessions").details!;
    expect(all).toMatchObject({ trace_windows: 1, traces_bridged: 3, trace_windows_deferred: 0 });
  });

  it("stops at budget exhaustion: remaining stages skipped (budget_exhausted) and HTTP 402", async ({ expect }) => {
    await ok(await entry({ entry: { type: "qa", question: "Who is the mayor?", answer: "Ana Lima is the mayor of Braga." }, session_id: "budget-1", dataset_name: "imp_budget" }));
    const vars = { AI_PROVIDER: "openai-compatible", OPENAI_BASE_URL: "https://fake-llm.test/v1", OPENAI_API_KEY: "fake-llm-key", LLM_MODEL: "gpt-budget", EMBEDDING_MODEL: "emb-budget" };
    const res = await improve({ dataset_name: "imp_budget", session_ids: ["budget-1"], reviewConflicts: true }, vars);
    expect(res.status).toBe(402);
    const body = await json(res);
    expect(body.detail).toMatch(/\[LLMPaymentRequiredError\]$/);
    expect(body.detail).not.toMatch(/team-secret-77|ops-key/);
    expect(body.status).toBe("budget_exhausted");
    expect(body.stages.map((s: Stage) => [s.name, s.status, s.reason ?? null])).toEqual([
      ["apply_feedback_weights", "completed", null],
      ["persist_sessions", "errored", "budget_exhausted"],
      ["coding_rules", "skipped", "budget_exhausted"],
      ["merge_entities", "skipped", "budget_exhausted"],
      ["review_conflicts", "skipped", "budget_exhausted"],
    ]);
  });

  it("stops the review at budget exhaustion when the LLM judgement runs out (402)", async ({ expect }) => {
    await seed("imp_budget_review", ["Alice likes tea. Alice likes coffee."]);
    const vars = { AI_PROVIDER: "openai-compatible", OPENAI_BASE_URL: "https://fake-llm.test/v1", OPENAI_API_KEY: "fake-llm-key", LLM_MODEL: "gpt-budget", EMBEDDING_MODEL: "emb-budget" };
    const res = await improve({ dataset_name: "imp_budget_review", reviewConflicts: true }, vars);
    expect(res.status).toBe(402);
    const body = await json(res);
    expect(body.stages.map((s: Stage) => [s.name, s.status])).toEqual([
      ["apply_feedback_weights", "skipped"],
      ["persist_sessions", "skipped"],
      ["coding_rules", "skipped"],
      ["merge_entities", "completed"],
      ["review_conflicts", "errored"],
    ]);
    expect(stage(body, "review_conflicts").reason).toBe("budget_exhausted");
  });

  it("falls back to the rules when the LLM judgement fails for another reason", async ({ expect }) => {
    const { ds } = await seed("imp_llm_error", ["Dave was born in Paris.", "Alice likes tea. Alice likes coffee."]);
    await seed("imp_llm_error", ["Dave was born in Rome."]);
    const vars = { AI_PROVIDER: "openai-compatible", OPENAI_BASE_URL: "https://fake-llm.test/v1", OPENAI_API_KEY: "fake-llm-key", LLM_MODEL: "gpt-garbage", EMBEDDING_MODEL: "emb-ok" };
    const body = await ok(await improve({ dataset_name: "imp_llm_error", reviewConflicts: true }, vars));
    const review = stage(body, "review_conflicts").details!;
    expect(review.detection).toBe("rules+llm");
    expect(review.llm_error).toBeTruthy();
    expect(review.conflicts).toBe(1);
    expect(review.records[0]).toMatchObject({ subject_name: "dave", attribute: "birthplace", status: "resolved" });
    void ds;
  });
});

describe("POST /api/v1/improve: duplicate entities", () => {
  it("limits merging and the review to node_name's node sets", async ({ expect }) => {
    await addJsonText({ data: "Bob lives in NYC.", datasetName: "imp_nodeset", node_set: ["team"] });
    await addJsonText({ data: "Alice lives in New York City.", datasetName: "imp_nodeset" });
    await cognifyDataset("imp_nodeset");
    const ds = await datasetByName("imp_nodeset");
    const scoped = await ok(await improve({ dataset_name: "imp_nodeset", node_name: ["team"] }));
    expect(stage(scoped, "merge_entities").details).toMatchObject({ merged: 0 });
    expect(await entityNames(ds.id)).toContain("nyc");
    const all = await ok(await improve({ dataset_name: "imp_nodeset" }));
    expect(stage(all, "merge_entities").details).toMatchObject({ merged: 1 });
    expect(await entityNames(ds.id)).not.toContain("nyc");
  });

  it("merges look-alike names by name-vector similarity, never different things that share words", async ({ expect }) => {
    const { ds } = await seed("imp_merge_vec", [
      "Tedros leads the World Health Organization.",
      "The World Health Organisation is based in Geneva.",
      "The New York Times hired Maria.",
      "The New York Post hired Omar.",
      "Maria studied at the University of Paris.",
      "Omar studied at Paris University.",
      "Ravi Menon owns ADR-015.",
      "Chloé Martin owns ADR-016.",
    ]);
    const body = await ok(await improve({ dataset_name: "imp_merge_vec" }));
    const merge = stage(body, "merge_entities").details!;
    expect(merge.embedding_rule).toBe("used");
    const pairs = merge.merges.map((m: { merged_name: string; into_name: string; rule: string }) => [[m.merged_name, m.into_name].sort().join(" + "), m.rule]);
    expect(pairs).toEqual(
      expect.arrayContaining([
        ["world health organisation + world health organization", "embedding"],
        ["paris university + university of paris", "embedding"],
      ]),
    );
    for (const m of merge.merges) expect(m.score).toBeGreaterThanOrEqual(0.95);
    const names = await entityNames(ds.id);
    expect(names).toEqual(expect.arrayContaining(["new york times", "new york post"]));
    // Alike names that differ in a number are different things.
    expect(names).toEqual(expect.arrayContaining(["adr-015", "adr-016"]));
  });

  it("merges NYC into New York City and Acme Corp / Acme Corporation, keeping facts and recording merges", async ({ expect }) => {
    const { ds, ids } = await seed("imp_merge", [
      "Alice lives in New York City. Carol lives in New York City.",
      "Bob lives in NYC.",
      "Acme Corp hired Carol.",
      "Acme Corporation is headquartered in Boston. Acme Corporation hired Dan.",
      "Marie Curie was born in Warsaw. Pierre Curie was born in Paris.",
    ]);
    const before = await entityNames(ds.id);
    expect(before).toEqual(expect.arrayContaining(["nyc", "new york city", "acme corp", "acme corporation"]));
    const body = await ok(await improve({ dataset_name: "imp_merge" }));
    const merge = stage(body, "merge_entities").details!;
    expect(merge.merges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ merged_name: "nyc", into_name: "new york city", rule: expect.stringMatching(/acronym|alias/) }),
        expect.objectContaining({ merged_name: "acme corp", into_name: "acme corporation", rule: "normalised_name" }),
      ]),
    );
    const after = await entityNames(ds.id);
    expect(after).not.toContain("nyc");
    expect(after).not.toContain("acme corp");
    expect(after).toEqual(expect.arrayContaining(["new york city", "acme corporation", "marie curie", "pierre curie"]));
    const f = await facts(ds.id);
    expect(f.filter((x) => x.rel === "lives_in" && x.target === "new york city").map((x) => x.source).sort()).toEqual(["alice", "bob", "carol"]);
    expect(f.filter((x) => x.rel === "hired" && x.source === "acme corporation").map((x) => x.target).sort()).toEqual(["carol", "dan"]);
    // Re-pointed edges carry ids derived from their new endpoints, and the survivor records its aliases.
    const [survivor] = await podSql<{ props: string }>(ds.id, `SELECT props FROM nodes WHERE dataset_id = ? AND name = 'new york city'`, ds.id);
    expect(JSON.parse(survivor!.props)).toMatchObject({ aliases: ["NYC"] });
    const merges = await podSql<{ merged_name: string }>(ds.id, `SELECT merged_name FROM entity_merges WHERE dataset_id = ?`, ds.id);
    expect(merges.map((m) => m.merged_name).sort()).toEqual(["acme corp", "nyc"]);
    // The absorbed name's vector is gone; the ledger points at the survivor.
    expect(await podSql(ds.id, `SELECT 1 FROM vectors WHERE dataset_id = ? AND collection = 'Entity_name' AND text = 'nyc'`, ds.id)).toHaveLength(0);
    expect(await podSql(ds.id, `SELECT 1 FROM ledger l WHERE l.dataset_id = ? AND l.kind = 'node' AND NOT EXISTS (SELECT 1 FROM nodes n WHERE n.dataset_id = l.dataset_id AND n.id = l.ref_id)`, ds.id)).toHaveLength(0);
    expect(await podSql(ds.id, `SELECT 1 FROM ledger l WHERE l.dataset_id = ? AND l.kind = 'edge' AND NOT EXISTS (SELECT 1 FROM edges e WHERE e.dataset_id = l.dataset_id AND e.id = l.ref_id)`, ds.id)).toHaveLength(0);
    // Nothing more to merge the second time.
    expect(stage(await ok(await improve({ dataset_name: "imp_merge" })), "merge_entities").details!.merged).toBe(0);

    // Deletion still works through the ledger: the survivor stays while another item needs it.
    await ok(await forget({ dataset: "imp_merge", data_id: ids[1] }));
    expect(await entityNames(ds.id)).toContain("new york city");
    expect((await facts(ds.id)).some((x) => x.source === "bob")).toBe(false);
    await ok(await forget({ dataset: "imp_merge", data_id: ids[0] }));
    expect(await entityNames(ds.id)).not.toContain("new york city");
  });
});

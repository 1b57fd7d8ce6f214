import { describe, it } from "vitest";
import { call, json, postJson } from "../helpers";
import { asUser, grant, makeUser } from "./add.helpers";
import { datasetByName, entry, ok, podSql } from "./memory-lifecycle.helpers";

const SKILL = "---\ndescription: Summarise a support ticket for the on-call engineer.\n---\nRead the ticket and write three bullet points.";

async function skill(datasetName: string, name = "ticket-summary"): Promise<{ datasetId: string; skillId: string }> {
  const b = await ok(await postJson("/api/v1/skills", { skills_text: SKILL, skill_name: name, dataset_name: datasetName }));
  return { datasetId: b.dataset_id, skillId: b.items[0].id };
}

async function session(id: string) {
  return ok(await call(`/api/v1/sessions/${id}`));
}

describe("POST /api/v1/remember/entry: session-backed entries", () => {
  it("stores a qa entry in the session (status session_stored) in main_dataset by default", async ({ expect }) => {
    const body = await ok(
      await entry({ entry: { type: "qa", question: "Who runs Acme?", answer: "Bob Jones", context: "org chart" }, session_id: "e-qa" }),
    );
    expect(body).toMatchObject({ status: "session_stored", dataset_name: "main_dataset", session_ids: ["e-qa"], entry_type: "qa", entry_id: expect.any(String) });
    const s = await session("e-qa");
    expect(s.qas).toHaveLength(1);
    expect(s.qas[0]).toMatchObject({ question: "Who runs Acme?", answer: "Bob Jones", context: "org chart", qa_id: body.entry_id, feedback_score: null });
    expect(s.dataset_id).toBe((await datasetByName("main_dataset")).id);
  });

  it("needs session_id for qa, trace and feedback (400), not for skill_run", async ({ expect }) => {
    for (const e of [
      { type: "qa", question: "q", answer: "a" },
      { type: "trace", origin_function: "plan_trip" },
      { type: "feedback", qa_id: "x", feedback_score: 3 },
    ]) {
      const res = await entry({ entry: e, dataset_name: "entries" });
      expect(res.status).toBe(400);
      expect((await json(res)).detail).toMatch(/need session_id\. \[InvalidRememberRequestError\]$/);
    }
    const { skillId } = await skill("entries");
    const run = await entry({ entry: { type: "skill_run", selected_skill_id: skillId, task_text: "Summarise ticket 42" }, dataset_name: "entries" });
    expect((await ok(run)).status).toBe("completed");
  });

  it("stores trace entries (with rule-based feedback when asked) and shows them in the session", async ({ expect }) => {
    const body = await ok(
      await entry({
        entry: { type: "trace", origin_function: "book_hotel", status: "error", error_message: "no rooms", method_params: { city: "Lisbon" }, generate_feedback_with_llm: true },
        session_id: "e-trace",
        dataset_name: "entries",
      }),
    );
    expect(body).toMatchObject({ status: "session_stored", entry_type: "trace" });
    const s = await session("e-trace");
    expect(s.traces[0]).toMatchObject({ trace_id: body.entry_id, origin_function: "book_hotel", status: "error", error_message: "no rooms" });
    expect(s.traces[0].session_feedback).toMatch(/book_hotel failed: no rooms/);
  });

  it("attaches feedback to an existing QA; an unknown qa_id answers 200 with status errored", async ({ expect }) => {
    const qa = await ok(await entry({ entry: { type: "qa", question: "Capital of Portugal?", answer: "Lisbon" }, session_id: "e-fb", dataset_name: "entries" }));
    const fb = await ok(await entry({ entry: { type: "feedback", qa_id: qa.entry_id, feedback_score: 5, feedback_text: "exactly" }, session_id: "e-fb", dataset_name: "entries" }));
    expect(fb).toMatchObject({ status: "session_stored", entry_type: "feedback", entry_id: qa.entry_id });
    const s = await session("e-fb");
    expect(s.qas[0]).toMatchObject({ qa_id: qa.entry_id, feedback_score: 5, feedback_text: "exactly" });
    const unknown = await entry({ entry: { type: "feedback", qa_id: "no-such-qa", feedback_score: 1 }, session_id: "e-fb", dataset_name: "entries" });
    expect(unknown.status).toBe(200);
    expect(await json(unknown)).toMatchObject({ status: "errored", error: "add_feedback: QA no-such-qa not found in session e-fb" });
  });

  it("validates entries: out-of-range scores and unknown types are 422", async ({ expect }) => {
    for (const e of [
      { type: "feedback", qa_id: "x", feedback_score: 7 },
      { type: "qa", question: "q" },
      { type: "mystery" },
      { type: "skill_run", selected_skill_id: "s", success_score: 2 },
      { type: "skill_run", selected_skill_id: "s", latency_ms: -1 },
    ]) {
      const res = await entry({ entry: e, session_id: "e-val" });
      expect(res.status).toBe(422);
      await res.text();
    }
    const malformed = await call("/api/v1/remember/entry", { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" });
    expect(malformed.status).toBe(400);
    await malformed.text();
  });
});

describe("POST /api/v1/remember/entry: node sets", () => {
  it("requires node_set to be a list of non-empty strings (400 InvalidNodeSetError)", async ({ expect }) => {
    for (const nodeSet of ["travel", [""], ["ok", "  "], [1], {}]) {
      const res = await entry({ entry: { type: "qa", question: "q", answer: "a", node_set: nodeSet }, session_id: "e-ns" });
      expect(res.status).toBe(400);
      expect((await json(res)).detail).toMatch(/\[InvalidNodeSetError\]$/);
    }
    // Node sets travel inside the entry; the request itself does not take one.
    const top = await entry({ entry: { type: "qa", question: "q", answer: "a" }, session_id: "e-ns", node_set: ["x"] });
    expect(top.status).toBe(400);
    expect((await json(top)).detail).toMatch(/InvalidNodeSetError/);
  });

  it("pins the session to the first tagged entry's node set and refuses a different one with 409", async ({ expect }) => {
    await ok(await entry({ entry: { type: "qa", question: "q1", answer: "a1" }, session_id: "e-pin" }));
    await ok(await entry({ entry: { type: "qa", question: "q2", answer: "a2", node_set: ["travel", "work"] }, session_id: "e-pin" }));
    await ok(await entry({ entry: { type: "trace", origin_function: "f", node_set: ["work", "travel"] }, session_id: "e-pin" }));
    await ok(await entry({ entry: { type: "qa", question: "q3", answer: "untagged is fine" }, session_id: "e-pin" }));
    const refused = await entry({ entry: { type: "qa", question: "q4", answer: "a4", node_set: ["personal"] }, session_id: "e-pin" });
    expect(refused.status).toBe(409);
    expect((await json(refused)).detail).toMatch(/pinned to node set.*\[SessionNodeSetConflictError\]/);
    const s = await session("e-pin");
    expect(s.qas.map((q: { question: string }) => q.question)).toEqual(["q1", "q2", "q3"]);
  });
});

describe("POST /api/v1/remember/entry: skill runs and skill improvement", () => {
  it("writes a graph-backed SkillRun node linked to the selected skill, with embeddings", async ({ expect }) => {
    const { datasetId, skillId } = await skill("skill_runs");
    const runId = "6f1c1a52-5d7e-4c55-9a43-1c2f3b4a5d6e";
    const body = await ok(
      await entry({
        entry: { type: "skill_run", run_id: runId, selected_skill_id: skillId, task_text: "Summarise ticket 7", result_summary: "Three bullets", success_score: 0.9, latency_ms: 1200 },
        dataset_name: "skill_runs",
      }),
    );
    expect(body).toMatchObject({ status: "completed", entry_type: "skill_run", entry_id: runId, items: [{ id: runId, kind: "skill_run" }] });
    const [node] = await podSql<{ type: string; props: string }>(datasetId, `SELECT type, props FROM nodes WHERE dataset_id = ? AND id = ?`, datasetId, runId);
    expect(node!.type).toBe("SkillRun");
    expect(JSON.parse(node!.props)).toMatchObject({ selected_skill_id: skillId, success_score: 0.9, latency_ms: 1200, belongs_to_set: ["skills"] });
    const edges = await podSql<{ rel: string; target: string }>(datasetId, `SELECT relationship_name AS rel, target_id AS target FROM edges WHERE dataset_id = ? AND source_id = ?`, datasetId, runId);
    expect(edges).toEqual(expect.arrayContaining([{ rel: "selected_skill", target: skillId }]));
    const vectors = await podSql<{ collection: string }>(datasetId, `SELECT collection FROM vectors WHERE dataset_id = ? AND id = ?`, datasetId, runId);
    expect(vectors.map((v) => v.collection).sort()).toEqual(["SkillRun_result_summary", "SkillRun_task_text"]);
  });

  it("proposes an improvement from weak runs; reading never changes it; applying moves proposed -> applied and updates the skill", async ({ expect }) => {
    const { datasetId, skillId } = await skill("skill_improve");
    for (const [task, err] of [
      ["Summarise ticket 1", "missed the runbook link"],
      ["Summarise ticket 2", "too long"],
    ]) {
      await ok(await entry({ entry: { type: "skill_run", selected_skill_id: skillId, task_text: task, success_score: 0.2, error_type: "quality", error_message: err }, dataset_name: "skill_improve" }));
    }
    // A good run plus skill_improvement: the proposal is built from the weak runs only.
    const proposed = await ok(
      await entry({
        entry: { type: "skill_run", selected_skill_id: skillId, task_text: "Summarise ticket 3", success_score: 0.95 },
        dataset_name: "skill_improve",
        skill_improvement: { proposal_id: "prop-weak-runs" },
      }),
    );
    expect(proposed.proposal).toMatchObject({
      proposal_id: "prop-weak-runs",
      skill_id: skillId,
      status: "proposed",
      old_procedure: "Read the ticket and write three bullet points.",
      model_name: "rule-based",
    });
    expect(proposed.proposal.runs_used).toHaveLength(2);
    expect(proposed.proposal.proposed_procedure).toMatch(/Lessons from recent runs[\s\S]*missed the runbook link/);
    for (let i = 0; i < 2; i++) {
      const read = await ok(await call(`/api/v1/proposals/prop-weak-runs?dataset_id=${datasetId}`));
      expect(read.status).toBe("proposed");
    }
    const applied = await ok(await entry({ dataset_name: "skill_improve", skill_improvement: { proposal_id: "prop-weak-runs", apply: true } }));
    expect(applied.proposal).toMatchObject({ proposal_id: "prop-weak-runs", status: "applied" });
    expect(applied.proposal.applied_at).not.toBeNull();
    const skillNow = await ok(await call(`/api/v1/skills/${skillId}?dataset_id=${datasetId}`));
    expect(skillNow.procedure).toMatch(/missed the runbook link/);
    expect((await ok(await call(`/api/v1/proposals/prop-weak-runs?dataset_id=${datasetId}`))).status).toBe("applied");
  });

  it("answers 404 for an unknown skill or proposal, and says when no run is weak enough", async ({ expect }) => {
    const { skillId } = await skill("skill_improve_404");
    const noSkill = await entry({ dataset_name: "skill_improve_404", skill_improvement: { skill_id: "no-such-skill" } });
    expect(noSkill.status).toBe(404);
    expect((await json(noSkill)).detail).toMatch(/SkillNotFoundError/);
    const noProposal = await entry({ dataset_name: "skill_improve_404", skill_improvement: { proposal_id: "nope", apply: true } });
    expect(noProposal.status).toBe(404);
    expect((await json(noProposal)).detail).toMatch(/ProposalNotFoundError/);
    const nothing = await ok(await entry({ dataset_name: "skill_improve_404", skill_improvement: { skill_id: skillId } }));
    expect(nothing.proposal).toBeNull();
    expect(nothing.message).toMatch(/nothing to improve/);
    const noEntry = await entry({ dataset_name: "skill_improve_404" });
    expect(noEntry.status).toBe(422);
    await noEntry.text();
  });
});

describe("POST /api/v1/remember/entry: permissions", () => {
  it("needs write permission on the dataset", async ({ expect }) => {
    const owner = await makeUser("entry-owner");
    const other = await makeUser("entry-other");
    const init = (body: unknown): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const created = await ok(await asUser(owner, "/api/v1/remember/entry", init({ entry: { type: "qa", question: "q", answer: "a" }, session_id: "own", dataset_name: "owned" })));
    const denied = await asUser(other, "/api/v1/remember/entry", init({ entry: { type: "qa", question: "q", answer: "a" }, session_id: "s", dataset_id: created.dataset_id }));
    expect(denied.status).toBe(403);
    expect((await json(denied)).detail).toMatch(/\[write\]/);
    await grant(other.id, created.dataset_id, "read");
    const readOnly = await asUser(other, "/api/v1/remember/entry", init({ entry: { type: "qa", question: "q", answer: "a" }, session_id: "s", dataset_id: created.dataset_id }));
    expect(readOnly.status).toBe(403);
    await readOnly.text();
  });
});

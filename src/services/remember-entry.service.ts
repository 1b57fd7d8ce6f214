import type { PodSessions } from "../core/pod-api";
import type { AiProvider } from "../ai/types";
import { ApiError, badRequest, conflict, notFound, validationError } from "../core/errors";
import { idFor, newId, uuid5 } from "../core/ids";
import type { Principal } from "../lib/types";
import type { DatasetRow } from "../storage/d1/datasets.repo";
import { type PodStub } from "../storage/pods";
import type { MemoryEntry, RememberEntryRequest, RememberResult } from "../../schemas/remember.schemas";
import type { ProposalDetail } from "../../schemas/skills.schemas";
import type { DataDeps } from "./data-items.service";
import { DEFAULT_DATASET_NAME, resolveWritableDataset } from "./datasets.service";
import { applySkillProposal, createSkillProposal, type SkillsDeps } from "./skills/skills.service";
import { type SessionEntryRow, type SessionRow } from "../core/pod/sessions";
import { type SkillRecord } from "../core/pod/skills";
import { type SkillRunRow } from "../core/pod/improve";

export interface EntryDeps extends DataDeps {
  provider?: AiProvider;
}

/** The node set a skill run is tagged with by default (cognee). */
const SKILL_RUN_NODE_SET = "skills";
const SESSION_TYPES = new Set(["qa", "trace", "feedback"]);
const nodeSetIdFor = (name: string) => idFor("NodeSet", name);
const edgeIdFor = (src: string, rel: string, dst: string) => uuid5(`${src}${rel}${dst}`.toLowerCase().replace(/ /g, "_"));

/** Rule 10: a list of non-empty strings; anything else is 400 `InvalidNodeSetError`. */
export function entryNodeSet(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || !value.every((v) => typeof v === "string" && v.trim() !== "" && v.length <= 255)) {
    throw badRequest("node_set must be a list of non-empty strings.", "InvalidNodeSetError");
  }
  const names = [...new Set((value as string[]).map((v) => v.trim()))];
  return names.length ? names : null;
}

const normalisedSet = (s: string[] | null) => (s?.length ? JSON.stringify([...new Set(s)].sort()) : null);

/** Rule 9: the first tagged entry pins the session's node set; a different set later is 409. */
export async function checkSessionPin(pod: PodSessions, sessionId: string, userId: string, nodeSet: string[] | null): Promise<void> {
  if (!nodeSet?.length) return;
  const [session] = (await pod.getSession(sessionId, userId)) as SessionRow[];
  const pinned = normalisedSet(session?.nodeSet ?? null);
  if (pinned && pinned !== normalisedSet(nodeSet)) {
    throw conflict(
      `Session ${sessionId} is pinned to node set ${pinned}; an entry tagged ${normalisedSet(nodeSet)} was refused.`,
      "SessionNodeSetConflictError",
    );
  }
}

/** Appends one QA entry in cognee's `SessionQAEntry` shape; returns its `qa_id`. */
export async function appendQa(
  pod: PodSessions,
  input: {
    sessionId: string;
    user: Principal;
    dataset: DatasetRow;
    nodeSet: string[] | null;
    question: string;
    answer: string;
    context: string;
    feedbackText?: string | null;
    feedbackScore?: number | null;
    usedGraphElementIds?: { node_ids: string[]; edge_ids: string[] } | null;
    source: string;
  },
): Promise<string> {
  const qaId = newId();
  await pod.appendSessionEntry({
    sessionId: input.sessionId,
    userId: input.user.id,
    datasetId: input.dataset.id,
    nodeSet: input.nodeSet,
    kind: "qa",
    id: qaId,
    payload: {
      time: new Date().toISOString(),
      question: input.question,
      context: input.context,
      answer: input.answer,
      qa_id: qaId,
      feedback_text: input.feedbackText ?? null,
      feedback_score: input.feedbackScore ?? null,
      used_graph_element_ids: input.usedGraphElementIds ?? null,
      memify_metadata: { source: input.source },
      used_session_context_ids: [],
      ...(input.nodeSet ? { node_set: input.nodeSet } : {}),
    },
  });
  return qaId;
}

const elapsed = (t0: number) => Math.round(((Date.now() - t0) / 1000) * 1000) / 1000;

export interface EntryOutcome {
  status: 200;
  body: RememberResult & { proposal?: ProposalDetail | null; message?: string };
}

/**
 * `POST /remember/entry`: one typed entry. `qa`, `trace` and `feedback` are session-backed (they need
 * `session_id`); `skill_run` writes a graph-backed `SkillRun` node. `skill_improvement` then proposes a
 * better procedure for the skill (or applies a proposal: `proposed` -> `applied`). Write permission.
 */
export async function rememberEntry(deps: EntryDeps, user: Principal, body: RememberEntryRequest): Promise<EntryOutcome> {
  const t0 = Date.now();
  if (body.node_set !== undefined) {
    throw badRequest("node_set is not accepted at the top level of /remember/entry: put it inside the entry.", "InvalidNodeSetError");
  }
  const entry = body.entry;
  if (!entry && !body.skill_improvement) throw validationError(["body", "entry"], "Field required", "missing");
  const nodeSet = entry ? entryNodeSet(entry.node_set) : null;
  const sessionId = body.session_id?.trim() || null;
  if (entry && SESSION_TYPES.has(entry.type) && !sessionId) {
    throw badRequest(`Invalid remember request: ${entry.type} entries are stored in a session and need session_id.`, "InvalidRememberRequestError");
  }
  const datasetId = body.dataset_id?.trim() || null;
  const dataset = await resolveWritableDataset(deps.db, user, {
    datasetId,
    datasetName: datasetId ? null : body.dataset_name?.trim() || DEFAULT_DATASET_NAME,
  });
  const pod = deps.pods(dataset.workspaceId);
  if (sessionId) await checkSessionPin(pod, sessionId, user.id, nodeSet);

  const base = { dataset_name: dataset.name, dataset_id: dataset.id, pipeline_run_id: null, items_processed: 0 };
  let out: EntryOutcome["body"] = { status: "completed", ...base, elapsed_seconds: 0 };
  let runForImprovement: { skillId: string } | null = null;
  if (entry) {
    switch (entry.type) {
      case "qa": {
        const id = await appendQa(pod, {
          sessionId: sessionId!,
          user,
          dataset,
          nodeSet,
          question: entry.question,
          answer: entry.answer,
          context: entry.context,
          feedbackText: entry.feedback_text,
          feedbackScore: entry.feedback_score,
          usedGraphElementIds: entry.used_graph_element_ids ?? null,
          source: "remember_entry",
        });
        out = sessionStored(base, sessionId!, "qa", id);
        break;
      }
      case "trace": {
        const id = newId();
        const feedback = entry.session_feedback ?? (entry.generate_feedback_with_llm ? await traceFeedback(deps, entry) : null);
        await pod.appendSessionEntry({
          sessionId: sessionId!,
          userId: user.id,
          datasetId: dataset.id,
          nodeSet,
          kind: "trace",
          id,
          payload: {
            trace_id: id,
            time: new Date().toISOString(),
            origin_function: entry.origin_function,
            status: entry.status,
            memory_query: entry.memory_query,
            memory_context: entry.memory_context,
            method_params: entry.method_params ?? null,
            method_return_value: entry.method_return_value ?? null,
            error_message: entry.error_message ?? null,
            session_feedback: feedback,
            ...(nodeSet ? { node_set: nodeSet } : {}),
          },
        });
        out = sessionStored(base, sessionId!, "trace", id);
        break;
      }
      case "feedback": {
        const qa = ((await pod.listSessionEntries(sessionId!, user.id, { kinds: ["qa"], limit: 10_000 })) as SessionEntryRow[]).find(
          (e) => e.id === entry.qa_id || e.payload.qa_id === entry.qa_id,
        );
        if (!qa) {
          // cognee: an unknown QA is reported in the body, not as an HTTP error.
          return {
            status: 200,
            body: {
              ...sessionStored(base, sessionId!, "feedback", entry.qa_id),
              status: "errored",
              items_processed: 0,
              error: `add_feedback: QA ${entry.qa_id} not found in session ${sessionId}`,
              elapsed_seconds: elapsed(t0),
            },
          };
        }
        await pod.appendSessionEntry({
          sessionId: sessionId!,
          userId: user.id,
          datasetId: dataset.id,
          nodeSet,
          kind: "qa",
          id: qa.id,
          createdAt: qa.createdAt,
          payload: { ...qa.payload, feedback_text: entry.feedback_text ?? null, feedback_score: entry.feedback_score ?? null },
        });
        await pod.appendSessionEntry({
          sessionId: sessionId!,
          userId: user.id,
          datasetId: dataset.id,
          kind: "feedback",
          payload: { qa_id: qa.id, feedback_text: entry.feedback_text ?? null, feedback_score: entry.feedback_score ?? null, time: new Date().toISOString() },
        });
        out = sessionStored(base, sessionId!, "feedback", qa.id);
        break;
      }
      case "skill_run": {
        const runId = await writeSkillRun(deps, dataset, pod, entry, nodeSet, sessionId, user);
        out = { status: "completed", ...base, items_processed: 1, elapsed_seconds: 0, entry_type: "skill_run", entry_id: runId, items: [{ id: runId, kind: "skill_run" }] };
        if (sessionId) out.session_ids = [sessionId];
        runForImprovement = { skillId: entry.selected_skill_id };
        break;
      }
    }
  }
  if (body.skill_improvement) {
    const improvement = await improveSkill(deps, dataset, pod, body.skill_improvement, runForImprovement?.skillId ?? null);
    out = { ...out, ...improvement, ...(entry ? {} : { entry_type: "skill_improvement" }) };
  }
  return { status: 200, body: { ...out, elapsed_seconds: elapsed(t0) } };
}

function sessionStored(base: { dataset_name: string; dataset_id: string; pipeline_run_id: null }, sessionId: string, type: string, id: string): EntryOutcome["body"] {
  return { status: "session_stored", ...base, items_processed: 1, elapsed_seconds: 0, session_ids: [sessionId], entry_type: type, entry_id: id };
}

/** `generate_feedback_with_llm`: one sentence judging the step (rule-based without an LLM). */
async function traceFeedback(deps: EntryDeps, entry: Extract<MemoryEntry, { type: "trace" }>): Promise<string> {
  const provider = deps.provider ?? deps.ai();
  const rule = entry.status === "error" ? `The step ${entry.origin_function} failed${entry.error_message ? `: ${entry.error_message}` : "."}` : `The step ${entry.origin_function} succeeded.`;
  if (!provider.llm) return rule;
  try {
    return (
      await provider.llm.text({
        system: "In one sentence, give feedback on this agent step: was it useful, what should change next time?",
        prompt: JSON.stringify({ origin_function: entry.origin_function, status: entry.status, query: entry.memory_query, result: entry.method_return_value, error: entry.error_message }).slice(0, 8_000),
      })
    ).trim();
  } catch (err) {
    if (err instanceof ApiError && err.status === 402) throw err;
    return rule;
  }
}

/**
 * `skill_run`: a graph-backed `SkillRun` node (id = run_id) linked to the selected and candidate skills
 * and tagged into its node set (default `skills`); its task text and result summary are embedded
 * (`SkillRun_task_text`, `SkillRun_result_summary`). Graph rows are ledgered under `skill_run:<run id>`.
 */
async function writeSkillRun(
  deps: EntryDeps,
  dataset: DatasetRow,
  pod: PodStub,
  entry: Extract<MemoryEntry, { type: "skill_run" }>,
  nodeSet: string[] | null,
  sessionId: string | null,
  user: Principal,
): Promise<string> {
  const runId = entry.run_id ?? newId();
  const sets = nodeSet ?? [SKILL_RUN_NODE_SET];
  const props: Record<string, unknown> = {
    run_id: runId,
    selected_skill_id: entry.selected_skill_id,
    candidate_skill_ids: entry.candidate_skill_ids,
    task_text: entry.task_text,
    result_summary: entry.result_summary,
    success_score: entry.success_score,
    feedback: entry.feedback,
    error_type: entry.error_type ?? null,
    error_message: entry.error_message ?? null,
    started_at_ms: entry.started_at_ms ?? null,
    latency_ms: entry.latency_ms ?? null,
    task_pattern_id: entry.task_pattern_id ?? null,
    router_version: entry.router_version ?? null,
    tool_trace: entry.tool_trace,
    session_id: sessionId,
    belongs_to_set: sets,
  };
  const skills = new Set([entry.selected_skill_id, ...entry.candidate_skill_ids]);
  const known = new Set<string>();
  for (const id of skills) if ((await pod.getSkill(dataset.id, id)) as SkillRecord | null) known.add(id);
  const nodes = [
    { id: runId, type: "SkillRun", name: (entry.task_text || entry.result_summary || `run ${runId}`).slice(0, 120), description: entry.result_summary || null, props },
    ...sets.map((s) => ({ id: nodeSetIdFor(s), type: "NodeSet", name: s, description: null })),
  ];
  const edges = [
    ...(known.has(entry.selected_skill_id)
      ? [{ id: edgeIdFor(runId, "selected_skill", entry.selected_skill_id), sourceId: runId, targetId: entry.selected_skill_id, relationshipName: "selected_skill", edgeText: null, props: { success_score: entry.success_score } }]
      : []),
    ...entry.candidate_skill_ids
      .filter((id) => known.has(id) && id !== entry.selected_skill_id)
      .map((id) => ({ id: edgeIdFor(runId, "candidate_skill", id), sourceId: runId, targetId: id, relationshipName: "candidate_skill", edgeText: null, props: {} })),
    ...sets.map((s) => ({ id: edgeIdFor(runId, "belongs_to_set", nodeSetIdFor(s)), sourceId: runId, targetId: nodeSetIdFor(s), relationshipName: "belongs_to_set", edgeText: null, props: {} })),
  ];
  const texts = [
    { collection: "SkillRun_task_text", text: entry.task_text },
    { collection: "SkillRun_result_summary", text: entry.result_summary },
  ].filter((t) => t.text.trim());
  const provider = deps.provider ?? deps.ai();
  const vectors: { collection: string; id: string; model: string; vector: number[]; text: string; payload: Record<string, unknown> }[] = [];
  if (texts.length) {
    const embedded = await provider.embedder.embed(texts.map((t) => t.text.slice(0, 8_000)));
    const index = deps.vectors(pod, dataset.workspaceId);
    const prepared = await index.prepareUpsert(
      texts.map((t, i) => ({
        datasetId: dataset.id,
        collection: t.collection,
        id: runId,
        vector: embedded[i]!,
        text: t.text,
        payload: { id: runId, text: t.text, type: "SkillRun", selected_skill_id: entry.selected_skill_id, belongs_to_set: sets },
      })),
      provider.embedder.model,
    );
    for (const p of prepared) vectors.push({ collection: p.collection, id: p.id, model: provider.embedder.model, vector: Array.from(p.vector), text: p.text ?? "", payload: p.payload });
  }
  await pod.writeGraphBatch(dataset.id, `skill_run:${runId}`, "skill_run", {
    chunks: [],
    nodes,
    edges,
    vectors,
    vectorRefs: texts.map((t) => `${t.collection}|${runId}`),
  });
  if (sessionId) {
    await pod.appendSessionEntry({ sessionId, userId: user.id, datasetId: dataset.id, nodeSet, kind: "skill_run", id: runId, payload: props });
  }
  return runId;
}

/**
 * `skill_improvement`: `{proposal_id, apply: true}` applies a stored proposal; otherwise the skill's
 * recent runs scoring below `score_threshold` (or with negative feedback) are turned into a proposed
 * procedure (LLM rewrite when configured, else the old procedure plus the lessons of the failed runs),
 * stored as `proposed`, and applied at once when `apply` is true.
 */
async function improveSkill(
  deps: EntryDeps,
  dataset: DatasetRow,
  pod: PodStub,
  config: NonNullable<RememberEntryRequest["skill_improvement"]>,
  runSkillId: string | null,
): Promise<{ proposal: ProposalDetail | null; message?: string; skill_procedure?: string }> {
  const skillsDeps: SkillsDeps = deps;
  const proposalId = config.proposal_id?.trim() || null;
  // Applying a stored proposal (404 ProposalNotFoundError when there is none and no skill to propose for).
  if (config.apply && proposalId && ((await pod.getSkillProposal(dataset.id, proposalId)) || (!config.skill_id && !runSkillId))) {
    const applied = await applySkillProposal(skillsDeps, dataset, proposalId);
    return { proposal: applied.proposal, skill_procedure: applied.skill.procedure };
  }
  const skillId = config.skill_id?.trim() || runSkillId;
  if (!skillId) throw badRequest("skill_improvement needs skill_id (or a skill_run entry naming the skill), or proposal_id with apply.", "InvalidRememberRequestError");
  const skill = (await pod.getSkill(dataset.id, skillId)) as SkillRecord | null;
  if (!skill) throw notFound(`Skill ${skillId} not found in dataset ${dataset.id}.`, "SkillNotFoundError");
  const runs = (await pod.skillRuns(dataset.id, skillId, 200)) as SkillRunRow[];
  const weak = runs.filter((r) => Number(r.props.success_score ?? 0.5) < config.score_threshold || Number(r.props.feedback ?? 0) < 0);
  if (weak.length === 0) {
    return { proposal: null, message: `No run of skill ${skill.name} scored below ${config.score_threshold}: nothing to improve.` };
  }
  const lessons = weak.slice(0, 20).map((r) => {
    const p = r.props;
    const what = [p.error_type, p.error_message].filter((x) => typeof x === "string" && x).join(": ") || (typeof p.result_summary === "string" && p.result_summary) || "low score";
    return `- When "${String(p.task_text || "a task").slice(0, 200)}": ${String(what).slice(0, 300)} (score ${Number(p.success_score ?? 0.5).toFixed(2)}).`;
  });
  const provider = deps.provider ?? deps.ai();
  let proposed = `${skill.procedure.trimEnd()}\n\n## Lessons from recent runs\n${lessons.join("\n")}\n`;
  let model = "rule-based";
  let confidence = Math.min(0.9, 0.3 + 0.1 * weak.length);
  if (provider.llm) {
    try {
      proposed = (
        await provider.llm.text({
          system: "Rewrite the skill procedure so the failures below do not happen again. Keep what works; answer with the procedure only (markdown).",
          prompt: `Skill: ${skill.name}\n\nProcedure:\n${skill.procedure}\n\nFailed or weak runs:\n${lessons.join("\n")}`,
        })
      ).trim();
      model = provider.llm.model;
      confidence = 0.7;
    } catch (err) {
      if (err instanceof ApiError && err.status === 402) throw err;
    }
  }
  const created = await createSkillProposal(skillsDeps, dataset, {
    proposalId: proposalId ?? undefined,
    skillId,
    proposedProcedure: proposed,
    confidence,
    rationale: `${weak.length} of ${runs.length} recent run(s) scored below ${config.score_threshold} or had negative feedback.`,
    modelName: model,
    runsUsed: weak.map((r) => r.id),
  });
  if (config.apply) {
    const applied = await applySkillProposal(skillsDeps, dataset, created.proposal_id);
    return { proposal: applied.proposal, skill_procedure: applied.skill.procedure };
  }
  return { proposal: created };
}

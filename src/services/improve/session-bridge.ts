import type { AiProvider } from "../../ai/types";
import type { PodSessions } from "../../core/pod-api";
import { ApiError } from "../../core/errors";
import type { Principal } from "../../lib/types";
import type { DatasetRow } from "../../storage/d1/datasets.repo";
import { addFromJson } from "../add.service";
import type { DataDeps } from "../data-items.service";
import type { ImproveConfig } from "../../lib/settings";
import { cognifyInline } from "./inline-cognify";
import { type SessionEntryRow } from "../../core/pod/sessions";

/** cognee's node sets for bridged session content and distilled lessons. */
export const SESSIONS_NODE_SET = "user_sessions_from_cache";
export const LESSONS_NODE_SET = "session_learnings";

const MARK_QA = "bridge_qa";
const MARK_TRACE = "bridge_trace";
const MARK_DISTILL = "distill";
const MARK_FEEDBACK = "feedback_weights";

const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
const short = (v: unknown, max = 2_000) => {
  const s = typeof v === "string" ? v : v === undefined || v === null ? "" : JSON.stringify(v);
  return s.length > max ? `${s.slice(0, max)}…` : s;
};

/** One question/answer turn as prose the extractor can read ("Question: ... Answer: ..."). */
export function renderQa(p: Record<string, unknown>): string {
  const lines: string[] = [];
  if (str(p.question)) lines.push(`Question: ${str(p.question)}`);
  if (str(p.answer)) lines.push(str(p.question) ? `Answer: ${str(p.answer)}` : str(p.answer));
  if (str(p.context)) lines.push(`Context: ${short(p.context)}`);
  if (num(p.feedback_score) !== null || str(p.feedback_text)) {
    const score = num(p.feedback_score) !== null ? ` (rated ${num(p.feedback_score)}/5)` : "";
    lines.push(`Feedback${score}: ${str(p.feedback_text) || "no comment"}`);
  }
  return lines.join("\n");
}

/** One agent step ("Agent step plan_trip (success): ..."). */
export function renderTrace(p: Record<string, unknown>): string {
  const parts = [`Agent step ${str(p.origin_function) || "unknown"} (${str(p.status) || "success"})`];
  if (str(p.memory_query)) parts.push(`query: ${short(p.memory_query, 500)}`);
  if (p.method_params !== undefined && p.method_params !== null) parts.push(`params: ${short(p.method_params, 500)}`);
  if (p.method_return_value !== undefined && p.method_return_value !== null) parts.push(`result: ${short(p.method_return_value, 1_000)}`);
  if (str(p.error_message)) parts.push(`error: ${short(p.error_message, 500)}`);
  if (str(p.session_feedback)) parts.push(`feedback: ${short(p.session_feedback, 500)}`);
  return `${parts.join("; ")}.`;
}

/** A distilled lesson from a rated answer (distill_session): what worked or what to avoid. */
export function renderLesson(p: Record<string, unknown>): string | null {
  const score = num(p.feedback_score);
  const text = str(p.feedback_text);
  if (score === null && !text) return null;
  const q = str(p.question) || "an earlier request";
  const verdict = score === null ? "was commented on" : score >= 4 ? "was a good answer" : score <= 2 ? "was a poor answer" : "was an acceptable answer";
  return `Lesson: for "${q}", the answer "${short(p.answer, 400)}" ${verdict}${score !== null ? ` (${score}/5)` : ""}${text ? `: ${text}` : "."}`;
}

export interface BridgeOutcome {
  sessions: number;
  missing_sessions: string[];
  qa_bridged: number;
  traces_bridged: number;
  trace_windows: number;
  trace_windows_deferred: number;
  lessons: number;
  distill_batches: number;
  distill_batches_deferred: number;
  documents_added: number;
  data_ids: string[];
  pipeline_run_id: string | null;
  cognify_errors: { data_id: string; error: string }[];
}

export interface SessionsContext {
  deps: DataDeps;
  user: Principal;
  dataset: DatasetRow;
  provider: AiProvider;
  config: ImproveConfig;
}

async function sessionEntries(pod: PodSessions, sessionId: string, userId: string): Promise<SessionEntryRow[]> {
  return (await pod.listSessionEntries(sessionId, userId, { limit: 10_000 })) as SessionEntryRow[];
}

/**
 * Stage `apply_feedback_weights` (reference §5.1): each rated QA entry (feedback_score 1..5 -> rating
 * (s - 1) / 4) moves `feedback_weight` of the graph nodes and edges it used: w <- w + 0.1 (rating - w).
 * Each entry counts once per dataset; the entry's `memify_metadata.feedback_weights_applied` is set.
 */
export async function applySessionFeedback(ctx: SessionsContext, sessionIds: string[]) {
  const pod = ctx.deps.pods(ctx.dataset.workspaceId);
  let entries = 0;
  let nodes = 0;
  let edges = 0;
  for (const sid of sessionIds) {
    const qa = (await sessionEntries(pod, sid, ctx.user.id)).filter((e) => e.kind === "qa");
    const rated = qa.filter((e) => {
      const s = num(e.payload.feedback_score);
      return s !== null && s >= 1 && s <= 5;
    });
    if (rated.length === 0) continue;
    const done = new Set(await pod.improveMarked(ctx.dataset.id, MARK_FEEDBACK, rated.map((e) => e.id)));
    const todo = rated.filter((e) => !done.has(e.id));
    if (todo.length === 0) continue;
    const updates = todo.map((e) => {
      const used = (e.payload.used_graph_element_ids ?? {}) as { node_ids?: unknown; edge_ids?: unknown };
      const ids = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
      return { nodeIds: ids(used.node_ids), edgeIds: ids(used.edge_ids), rating: (num(e.payload.feedback_score)! - 1) / 4 };
    });
    const res = await pod.applyFeedbackWeights(ctx.dataset.id, updates);
    nodes += res.nodes_updated;
    edges += res.edges_updated;
    entries += todo.length;
    await pod.improveMark(ctx.dataset.id, MARK_FEEDBACK, todo.map((e) => e.id));
    for (const e of todo) {
      const meta = (e.payload.memify_metadata ?? {}) as Record<string, unknown>;
      await pod.appendSessionEntry({
        sessionId: sid,
        userId: ctx.user.id,
        datasetId: ctx.dataset.id,
        kind: e.kind,
        id: e.id,
        createdAt: e.createdAt,
        payload: { ...e.payload, memify_metadata: { ...meta, feedback_weights_applied: true } },
      });
    }
  }
  return { entries_applied: entries, nodes_updated: nodes, edges_updated: edges, alpha: 0.1 };
}

/**
 * Stage `persist_sessions` (reference §5.1 step 2): new questions/answers (with their feedback) and
 * agent traces of the sessions become documents of the dataset in node set `user_sessions_from_cache`,
 * rated answers become lessons in `session_learnings`; all are added and cognified here. Trace steps
 * are bridged in windows of IMPROVE_TRACE_WINDOW_STEPS (0 = all at once), at most
 * IMPROVE_TRACE_WINDOWS_PER_RUN windows per run (0 = unbounded); lessons in batches, at most
 * IMPROVE_DISTILL_MAX_BATCHES_PER_RUN per run. Entries are marked so each is bridged once per dataset.
 */
export async function bridgeSessions(ctx: SessionsContext, sessionIds: string[]): Promise<BridgeOutcome> {
  const pod = ctx.deps.pods(ctx.dataset.workspaceId);
  const { config } = ctx;
  const out: BridgeOutcome = {
    sessions: 0,
    missing_sessions: [],
    qa_bridged: 0,
    traces_bridged: 0,
    trace_windows: 0,
    trace_windows_deferred: 0,
    lessons: 0,
    distill_batches: 0,
    distill_batches_deferred: 0,
    documents_added: 0,
    data_ids: [],
    pipeline_run_id: null,
    cognify_errors: [],
  };
  const sessionDocs: { text: string; meta: Record<string, unknown> }[] = [];
  const lessonDocs: { text: string; meta: Record<string, unknown> }[] = [];
  const marks: { stage: string; ids: string[] }[] = [];
  let windowsLeft = config.traceWindowsPerRun > 0 ? config.traceWindowsPerRun : Number.POSITIVE_INFINITY;
  let batchesLeft = config.distillMaxBatchesPerRun > 0 ? config.distillMaxBatchesPerRun : Number.POSITIVE_INFINITY;

  for (const sid of sessionIds) {
    const entries = await sessionEntries(pod, sid, ctx.user.id);
    if (entries.length === 0) {
      out.missing_sessions.push(sid);
      continue;
    }
    out.sessions += 1;
    const qa = entries.filter((e) => e.kind === "qa" && (str(e.payload.answer) || str(e.payload.question)));
    const traces = entries.filter((e) => e.kind === "trace");
    const doneQa = new Set(await pod.improveMarked(ctx.dataset.id, MARK_QA, qa.map((e) => e.id)));
    const newQa = qa.filter((e) => !doneQa.has(e.id));
    if (newQa.length) {
      sessionDocs.push({
        text: newQa.map((e) => renderQa(e.payload)).join("\n\n"),
        meta: { source: "session", session_id: sid, entry_ids: newQa.map((e) => e.id) },
      });
      marks.push({ stage: MARK_QA, ids: newQa.map((e) => e.id) });
      out.qa_bridged += newQa.length;
    }

    const doneTraces = new Set(await pod.improveMarked(ctx.dataset.id, MARK_TRACE, traces.map((e) => e.id)));
    const newTraces = traces.filter((e) => !doneTraces.has(e.id));
    const size = config.traceWindowSteps > 0 ? config.traceWindowSteps : Math.max(1, newTraces.length);
    for (let i = 0; i < newTraces.length; i += size) {
      if (windowsLeft <= 0) {
        out.trace_windows_deferred += 1;
        continue;
      }
      windowsLeft -= 1;
      const window = newTraces.slice(i, i + size);
      sessionDocs.push({
        text: `Agent trace of session ${sid}, steps ${i + 1}-${i + window.length}:\n${window.map((e) => renderTrace(e.payload)).join("\n")}`,
        meta: { source: "session_trace", session_id: sid, entry_ids: window.map((e) => e.id) },
      });
      marks.push({ stage: MARK_TRACE, ids: window.map((e) => e.id) });
      out.trace_windows += 1;
      out.traces_bridged += window.length;
    }

    const rated = qa.filter((e) => renderLesson(e.payload) !== null);
    const doneLessons = new Set(await pod.improveMarked(ctx.dataset.id, MARK_DISTILL, rated.map((e) => e.id)));
    const newLessons = rated.filter((e) => !doneLessons.has(e.id));
    for (let i = 0; i < newLessons.length; i += config.distillBatchSize) {
      if (batchesLeft <= 0) {
        out.distill_batches_deferred += 1;
        continue;
      }
      batchesLeft -= 1;
      const batch = newLessons.slice(i, i + config.distillBatchSize);
      lessonDocs.push({
        text: batch.map((e) => renderLesson(e.payload)!).join("\n"),
        meta: { source: "session_lessons", session_id: sid, entry_ids: batch.map((e) => e.id) },
      });
      marks.push({ stage: MARK_DISTILL, ids: batch.map((e) => e.id) });
      out.distill_batches += 1;
      out.lessons += batch.length;
    }
  }

  const dataIds: string[] = [];
  for (const [docs, nodeSet] of [
    [sessionDocs, SESSIONS_NODE_SET],
    [lessonDocs, LESSONS_NODE_SET],
  ] as const) {
    if (docs.length === 0) continue;
    const added = await addFromJson(
      ctx.deps,
      ctx.user,
      {
        data: docs.map((d) => d.text),
        dataset_id: ctx.dataset.id,
        node_set: [nodeSet],
        external_metadata: docs.map((d) => d.meta),
      },
      { enforceQuotas: false },
    );
    dataIds.push(...added.data_ingestion_info.map((i) => i.data_id));
  }
  for (const m of marks) await pod.improveMark(ctx.dataset.id, m.stage, m.ids);
  out.documents_added = dataIds.length;
  out.data_ids = [...new Set(dataIds)];
  if (out.data_ids.length) {
    const run = await cognifyInline(ctx.deps, ctx.dataset, out.data_ids, ctx.provider);
    out.pipeline_run_id = run.runId;
    out.cognify_errors = run.items.filter((i) => i.error).map((i) => ({ data_id: i.data_id, error: i.error! }));
    const budget = out.cognify_errors.find((e) => e.error.startsWith("LLMPaymentRequiredError"));
    if (budget) throw new ApiError(402, "LLMPaymentRequiredError", budget.error.replace(/^LLMPaymentRequiredError: /, ""));
  }
  return out;
}

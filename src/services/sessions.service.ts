import { ApiError } from "../core/errors";
import type { Principal } from "../lib/types";
import type { DatasetRow } from "../storage/d1/datasets.repo";
import { type PodStub, workspaceIdFor } from "../storage/pods";
import type { Ports } from "../storage/ports";
import { listPermittedDatasets } from "./datasets.service";
import { type SessionEntryRow, type SessionRow } from "../core/pod/sessions";

/**
 * Sessions live in workspace pods: a session is stored in the pod of the dataset it is attributed to
 * (the first dataset its turn searched), or the caller's personal workspace when it has none. Readers
 * with read permission on that dataset may read it (spec: GET /sessions/{id}); anyone else gets 404.
 */
export interface SessionHome {
  workspaceId: string;
  datasetId: string | null;
}

export function sessionHome(user: Principal, datasets: DatasetRow[]): SessionHome {
  const first = datasets[0];
  return first ? { workspaceId: first.workspaceId, datasetId: first.id } : { workspaceId: workspaceIdFor(user.tenantId, user.id), datasetId: null };
}

/** Where the caller's own session with this id lives (searched in the candidate workspaces). */
export async function findOwnSession(
  ports: Pick<Ports, "pods">,
  user: Principal,
  sessionId: string,
  workspaceIds: string[],
): Promise<{ pod: PodStub; workspaceId: string; session: SessionRow } | null> {
  for (const workspaceId of [...new Set(workspaceIds)]) {
    const pod = ports.pods(workspaceId);
    const rows = (await pod.getSession(sessionId, user.id)) as SessionRow[];
    if (rows[0]) return { pod, workspaceId, session: rows[0] };
  }
  return null;
}

export interface QaPayload {
  question: string;
  context: string;
  answer: string | null;
  used_graph_element_ids: { node_ids: string[]; edge_ids: string[] };
  search_type: string;
  dataset_ids: string[];
  [k: string]: unknown;
}

/** Appends a QA turn to the caller's session (created on first use). */
export async function appendQaTurn(ports: Pick<Ports, "pods">, user: Principal, sessionId: string, home: SessionHome, existingWorkspace: string | null, qa: QaPayload): Promise<SessionEntryRow> {
  const pod = ports.pods(existingWorkspace ?? home.workspaceId);
  return (await pod.appendSessionEntry({
    sessionId,
    userId: user.id,
    datasetId: home.datasetId,
    kind: "qa",
    payload: { ...qa, feedback_text: null, feedback_score: null, memify_metadata: null, used_session_context_ids: [] },
  })) as SessionEntryRow;
}

/** cognee's `SessionQAEntry` from a stored qa entry. */
export function qaEntry(e: SessionEntryRow): Record<string, unknown> {
  const p = e.payload;
  return {
    time: new Date(e.createdAt).toISOString(),
    question: p.question ?? "",
    context: p.context ?? "",
    answer: p.answer ?? null,
    qa_id: e.id,
    feedback_text: p.feedback_text ?? null,
    feedback_score: p.feedback_score ?? null,
    used_graph_element_ids: p.used_graph_element_ids ?? { node_ids: [], edge_ids: [] },
    memify_metadata: p.memify_metadata ?? null,
    used_session_context_ids: p.used_session_context_ids ?? [],
  };
}

export function traceEntry(e: SessionEntryRow): Record<string, unknown> {
  const p = e.payload;
  return {
    trace_id: e.id,
    time: new Date(e.createdAt).toISOString(),
    origin_function: p.origin_function ?? null,
    status: p.status ?? null,
    memory_query: p.memory_query ?? null,
    memory_context: p.memory_context ?? null,
    method_params: p.method_params ?? null,
    method_return_value: p.method_return_value ?? null,
    error_message: p.error_message ?? null,
    session_feedback: p.session_feedback ?? null,
  };
}

/** Earlier QA turns rendered for the answer prompt (cognee prepends conversation history). */
export function renderHistory(entries: SessionEntryRow[]): string | undefined {
  const qas = entries.filter((e) => e.kind === "qa").slice(-5);
  if (!qas.length) return undefined;
  return `Previous conversation:\n${qas.map((e) => `Q: ${String(e.payload.question ?? "")}\nA: ${String(e.payload.answer ?? "")}`).join("\n")}`;
}

/** A running session with no activity for this long is reported as abandoned (cognee default 30 min). */
const ABANDON_AFTER_MS = 30 * 60 * 1000;

/**
 * `GET /sessions/{id}`: the caller's own session, else one attributed to a dataset the caller can read;
 * 404 otherwise (existence is never revealed).
 */
export async function getSessionDetail(ports: Pick<Ports, "db" | "pods">, user: Principal, sessionId: string): Promise<Record<string, unknown>> {
  const readable = await listPermittedDatasets(ports.db, user, "read");
  const readableIds = new Set(readable.map((d) => d.id));
  const workspaces = [workspaceIdFor(user.tenantId, user.id), ...readable.map((d) => d.workspaceId)];
  let found: { pod: PodStub; session: SessionRow } | null = null;
  for (const workspaceId of [...new Set(workspaces)]) {
    const pod = ports.pods(workspaceId);
    const rows = (await pod.getSession(sessionId)) as SessionRow[];
    const own = rows.find((r) => r.userId === user.id);
    const shared = rows.find((r) => r.datasetId !== null && readableIds.has(r.datasetId));
    const pick = own ?? shared;
    if (pick && (!found || pick.userId === user.id)) found = { pod, session: pick };
    if (found?.session.userId === user.id) break;
  }
  if (!found) throw new ApiError(404, "SessionNotFoundError", "session not found");
  const { pod, session } = found;
  const [entries, counts] = await Promise.all([
    pod.listSessionEntries(sessionId, session.userId, { limit: 500 }) as Promise<SessionEntryRow[]>,
    pod.countSessionEntries(sessionId, session.userId) as Promise<Record<string, number>>,
  ]);
  const qas = entries.filter((e) => e.kind === "qa");
  const traces = entries.filter((e) => e.kind === "trace");
  const firstQuestion = qas[0]?.payload.question;
  const label = typeof firstQuestion === "string" ? firstQuestion : ((traces[0]?.payload.origin_function as string | undefined) ?? null);
  const last = session.updatedAt;
  return {
    session_id: session.id,
    user_id: session.userId,
    dataset_id: session.datasetId,
    node_set: session.nodeSet,
    status: Date.now() - last > ABANDON_AFTER_MS ? "abandoned" : "running",
    started_at: new Date(session.createdAt).toISOString(),
    last_activity_at: new Date(last).toISOString(),
    ended_at: null,
    tokens_in: 0,
    tokens_out: 0,
    cost_usd: 0,
    error_count: traces.filter((t) => t.payload.status === "error" || t.payload.error_message).length,
    last_model: null,
    label,
    msg_count: (counts.qa ?? 0) * 2,
    tool_calls: counts.trace ?? 0,
    qas: qas.slice(-20).map(qaEntry),
    traces: traces.slice(-20).map(traceEntry),
    feedback: entries.filter((e) => e.kind === "feedback").slice(-20).map((e) => ({ id: e.id, time: new Date(e.createdAt).toISOString(), ...e.payload })),
  };
}

/** The QA payload of one search turn (question, answer, context, used graph elements). */
export function qaFromResults(
  question: string,
  searchType: string,
  datasets: DatasetRow[],
  outputs: { completion: unknown[] | null; context: unknown; objects: unknown[]; usedNodeIds: string[]; usedEdgeIds: string[] }[],
): QaPayload {
  const answer = outputs.map((o) => o.completion?.find((c): c is string => typeof c === "string")).find((a) => a) ?? null;
  const context = outputs
    .map((o) => (typeof o.context === "string" ? o.context : JSON.stringify(o.context ?? o.objects)))
    .join("\n\n")
    .slice(0, 8_000);
  return {
    question,
    context,
    answer,
    used_graph_element_ids: {
      node_ids: [...new Set(outputs.flatMap((o) => o.usedNodeIds))].slice(0, 500),
      edge_ids: [...new Set(outputs.flatMap((o) => o.usedEdgeIds))].slice(0, 500),
    },
    search_type: searchType,
    dataset_ids: datasets.map((d) => d.id),
  };
}

/** Session bookkeeping of one turn: where the session lives, its earlier turns, and how to store this one. */
export async function openSessionTurn(ports: Pick<Ports, "pods">, user: Principal, sessionId: string, datasets: DatasetRow[]) {
  const home = sessionHome(user, datasets);
  const own = await findOwnSession(ports, user, sessionId, [home.workspaceId, workspaceIdFor(user.tenantId, user.id), ...datasets.map((d) => d.workspaceId)]);
  const earlier = own ? ((await own.pod.listSessionEntries(sessionId, user.id, { kinds: ["qa"], limit: 5 })) as SessionEntryRow[]) : [];
  return {
    own,
    history: renderHistory(earlier),
    record: (qa: QaPayload) => appendQaTurn(ports, user, sessionId, home, own?.workspaceId ?? null, qa),
  };
}

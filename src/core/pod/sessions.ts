/** Session rows as the pod returns them. */

export interface SessionEntryRow {
  id: string;
  sessionId: string;
  userId: string;
  kind: string;
  payload: Record<string, unknown>;
  createdAt: number;
}

/**
 * Conversation sessions kept in the workspace pod (schema v3): one `sessions` row per (owner, session id),
 * attributed to the dataset searched, and `session_entries` holding typed entries (`qa`, `trace`,
 * `feedback`, ...) as JSON payloads. Recall appends a `qa` entry per turn; `remember/entry` writes the
 * same tables through `appendSessionEntry`.
 */
export interface SessionRow {
  id: string;
  userId: string;
  datasetId: string | null;
  nodeSet: string[] | null;
  createdAt: number;
  updatedAt: number;
}

export interface AppendEntryInput {
  sessionId: string;
  userId: string;
  /** Dataset the session is attributed to (readers of that dataset may read the session). */
  datasetId: string | null;
  /** Pins the session to node sets on its first tagged entry; a different set later is refused (409). */
  nodeSet?: string[] | null;
  kind: string;
  payload: Record<string, unknown>;
  id?: string;
  createdAt?: number;
}

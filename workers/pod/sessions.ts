import { newId } from "../../src/core/ids";
import { overlapScore, words } from "../../src/core/text";
import { ApiError } from "../../src/core/errors";
import { all, one, run } from "./sql";
import { type SessionEntryRow, type SessionRow } from "../../src/core/pod/sessions";
import { json } from "../../src/core/json";
import type { AppendEntryInput } from "../../src/core/pod/sessions";
export type { AppendEntryInput };

interface RawSession {
  id: string;
  user_id: string;
  dataset_id: string | null;
  node_set: string | null;
  created_at: number;
  updated_at: number;
}

interface RawEntry {
  id: string;
  session_id: string;
  user_id: string;
  kind: string;
  payload: string;
  search_text: string;
  created_at: number;
}

/** Entries read per session when searching: bounds the keyword scan of very long sessions. */
const SEARCH_WINDOW = 1_000;

const toSession = (r: RawSession): SessionRow => ({
  id: r.id,
  userId: r.user_id,
  datasetId: r.dataset_id,
  nodeSet: json<string[] | null>(r.node_set, null),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toEntry = (r: RawEntry): SessionEntryRow => ({
  id: r.id,
  sessionId: r.session_id,
  userId: r.user_id,
  kind: r.kind,
  payload: json<Record<string, unknown>>(r.payload, {}),
  createdAt: r.created_at,
});

/** Text searched for an entry: every string value of its payload (question, context, answer, trace fields...). */
function searchTextOf(payload: Record<string, unknown>): string {
  const parts: string[] = [];
  const visit = (v: unknown, depth: number) => {
    if (depth > 3) return;
    if (typeof v === "string") parts.push(v);
    else if (Array.isArray(v)) v.forEach((x) => visit(x, depth + 1));
    else if (v && typeof v === "object") Object.values(v).forEach((x) => visit(x, depth + 1));
  };
  visit(payload, 0);
  // Stored for the keyword scan only; a cap keeps one huge context from dominating storage.
  return parts.join("\n").slice(0, 20_000);
}


/** Creates the session when needed and appends one entry; returns the stored entry. */
export function appendSessionEntry(storage: DurableObjectStorage, input: AppendEntryInput): SessionEntryRow {
  const sql = storage.sql;
  const now = input.createdAt ?? Date.now();
  const id = input.id ?? newId();
  storage.transactionSync(() => {
    const existing = one<RawSession>(sql, `SELECT * FROM sessions WHERE user_id = ? AND id = ?`, input.userId, input.sessionId);
    const nodeSet = input.nodeSet?.length ? [...new Set(input.nodeSet)].sort() : null;
    if (!existing) {
      run(
        sql,
        `INSERT INTO sessions (id, user_id, dataset_id, node_set, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
        input.sessionId,
        input.userId,
        input.datasetId,
        nodeSet ? JSON.stringify(nodeSet) : null,
        now,
        now,
      );
    } else {
      const pinned = json<string[] | null>(existing.node_set, null);
      if (nodeSet && pinned && JSON.stringify(pinned) !== JSON.stringify(nodeSet)) {
        throw new ApiError(
          409,
          "SessionNodeSetConflictError",
          `Session ${input.sessionId} is pinned to node set ${JSON.stringify(pinned)}; an entry tagged ${JSON.stringify(nodeSet)} was refused.`,
        );
      }
      run(
        sql,
        `UPDATE sessions SET updated_at = ?, node_set = COALESCE(node_set, ?), dataset_id = COALESCE(dataset_id, ?)
          WHERE user_id = ? AND id = ?`,
        now,
        nodeSet ? JSON.stringify(nodeSet) : null,
        input.datasetId,
        input.userId,
        input.sessionId,
      );
    }
    run(
      sql,
      `INSERT INTO session_entries (id, session_id, user_id, kind, payload, search_text, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET payload = excluded.payload, search_text = excluded.search_text`,
      id,
      input.sessionId,
      input.userId,
      input.kind,
      JSON.stringify(input.payload),
      searchTextOf(input.payload),
      now,
    );
  });
  return { id, sessionId: input.sessionId, userId: input.userId, kind: input.kind, payload: input.payload, createdAt: now };
}

/** Sessions with this id: the owner's when `userId` is given, else every owner's (newest first). */
export function getSession(sql: SqlStorage, sessionId: string, userId?: string): SessionRow[] {
  const rows = userId
    ? all<RawSession>(sql, `SELECT * FROM sessions WHERE id = ? AND user_id = ?`, sessionId, userId)
    : all<RawSession>(sql, `SELECT * FROM sessions WHERE id = ? ORDER BY updated_at DESC LIMIT 50`, sessionId);
  return rows.map(toSession);
}

/** Entries of one session in time order (oldest first), optionally of some kinds; the newest `limit`. */
export function listSessionEntries(
  sql: SqlStorage,
  sessionId: string,
  userId: string,
  options: { kinds?: string[]; limit?: number } = {},
): SessionEntryRow[] {
  const limit = Math.max(1, Math.min(options.limit ?? 100, 10_000));
  return newestEntries(sql, sessionId, userId, options.kinds, limit).reverse().map(toEntry);
}

/** The session's newest `limit` entries of the given kinds (all kinds when none), newest first. */
function newestEntries(sql: SqlStorage, sessionId: string, userId: string, kindList: string[] | undefined, limit: number): RawEntry[] {
  const kinds = kindList?.length ? JSON.stringify(kindList) : null;
  return all<RawEntry>(
    sql,
    `SELECT * FROM session_entries
      WHERE user_id = ? AND session_id = ? AND (? IS NULL OR kind IN (SELECT value FROM json_each(?)))
      ORDER BY created_at DESC, rowid DESC LIMIT ?`,
    userId,
    sessionId,
    kinds,
    kinds,
    limit,
  );
}

/** Counts per kind (for session summaries). */
export function countSessionEntries(sql: SqlStorage, sessionId: string, userId: string): Record<string, number> {
  const rows = all<{ kind: string; n: number }>(
    sql,
    `SELECT kind, count(*) AS n FROM session_entries WHERE user_id = ? AND session_id = ? GROUP BY kind`,
    userId,
    sessionId,
  );
  return Object.fromEntries(rows.map((r) => [r.kind, r.n]));
}

/**
 * Earlier entries of the session that share words with the query (cognee's session lane: distinct query
 * tokens of length >= 2 found in the entry text), best first, ties newest first. Only entries with a hit.
 */
export function searchSessionEntries(
  sql: SqlStorage,
  sessionId: string,
  userId: string,
  query: string,
  options: { kinds?: string[]; topK?: number } = {},
): (SessionEntryRow & { hits: number })[] {
  const tokens = new Set(words(query).filter((w) => w.length >= 2));
  if (tokens.size === 0) return [];
  const scored = newestEntries(sql, sessionId, userId, options.kinds, SEARCH_WINDOW)
    .map((r, order) => ({ r, order, hits: overlapScore(tokens, r.search_text) }))
    .filter((x) => x.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.order - b.order)
    .slice(0, Math.max(1, options.topK ?? 5));
  return scored.map((x) => ({ ...toEntry(x.r), hits: x.hits }));
}

/** Removes the sessions attributed to a dataset (dataset deletion). */
export function deleteDatasetSessions(storage: DurableObjectStorage, datasetId: string): number {
  const sql = storage.sql;
  let removed = 0;
  storage.transactionSync(() => {
    run(
      sql,
      `DELETE FROM session_entries WHERE EXISTS (
         SELECT 1 FROM sessions s WHERE s.dataset_id = ? AND s.id = session_entries.session_id AND s.user_id = session_entries.user_id)`,
      datasetId,
    );
    removed = run(sql, `DELETE FROM sessions WHERE dataset_id = ?`, datasetId);
  });
  return removed;
}

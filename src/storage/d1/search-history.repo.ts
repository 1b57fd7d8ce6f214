import { desc, eq } from "drizzle-orm";
import { newId } from "../../core/ids";
import { type Db, schema } from "./client";
import type { Statements } from "./write-behind";

export interface HistoryRow {
  id: string;
  text: string;
  user: "user" | "system";
  createdAt: string;
  datasetId: string | null;
}

/**
 * Logs one search: a `user` row with the query and one `system` row per dataset result (cognee's
 * queries/results tables). Multi-row inserts of at most 14 rows (7 columns; D1 binds at most 100
 * parameters per statement), usually one statement. Callers hand them to the request's write-behind batch
 * (src/storage/d1/write-behind.ts): they run after the response, but on the same thread locally, so the next
 * search waits for them.
 */
export function searchHistoryStatements(
  db: Db,
  entry: { userId: string; query: string; queryType: string; results: { datasetId: string; text: string }[] },
): Statements {
  const now = Date.now();
  const rows = [
    { id: newId(), userId: entry.userId, datasetId: entry.results.length === 1 ? entry.results[0]!.datasetId : null, text: entry.query, role: "user" as const, queryType: entry.queryType, createdAt: now },
    ...entry.results.map((r, i) => ({ id: newId(), userId: entry.userId, datasetId: r.datasetId, text: r.text, role: "system" as const, queryType: entry.queryType, createdAt: now + 1 + i })),
  ];
  const statements: Statements = [];
  for (let i = 0; i < rows.length; i += 14) statements.push(db.insert(schema.searchHistory).values(rows.slice(i, i + 14)));
  return statements;
}

/** The caller's history, oldest first (cognee orders by created_at ascending); the newest `limit` rows. */
export async function listSearchHistory(db: Db, userId: string, limit = 1000): Promise<HistoryRow[]> {
  const rows = await db
    .select()
    .from(schema.searchHistory)
    .where(eq(schema.searchHistory.userId, userId))
    .orderBy(desc(schema.searchHistory.createdAt), desc(schema.searchHistory.id))
    .limit(limit);
  return rows.reverse().map((r) => ({
    id: r.id,
    text: r.text,
    user: r.role,
    createdAt: new Date(r.createdAt).toISOString(),
    datasetId: r.datasetId,
  }));
}

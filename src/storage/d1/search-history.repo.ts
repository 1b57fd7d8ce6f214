import { desc, eq } from "drizzle-orm";
import { newId } from "../../lib/ids";
import { type Db, schema } from "./client";

export interface HistoryRow {
  id: string;
  text: string;
  user: "user" | "system";
  createdAt: string;
  datasetId: string | null;
}

/**
 * Logs one search: a `user` row with the query and one `system` row per dataset result (cognee's
 * queries/results tables). Rows of one search are written in one batch; D1 allows 100 bound parameters
 * per statement, so rows are inserted one statement each (7 columns).
 */
export async function recordSearch(
  db: Db,
  entry: { userId: string; query: string; queryType: string; results: { datasetId: string; text: string }[] },
): Promise<void> {
  const now = Date.now();
  const rows = [
    { id: newId(), userId: entry.userId, datasetId: entry.results.length === 1 ? entry.results[0]!.datasetId : null, text: entry.query, role: "user" as const, queryType: entry.queryType, createdAt: now },
    ...entry.results.map((r, i) => ({ id: newId(), userId: entry.userId, datasetId: r.datasetId, text: r.text, role: "system" as const, queryType: entry.queryType, createdAt: now + 1 + i })),
  ];
  const [first, ...rest] = rows.map((r) => db.insert(schema.searchHistory).values(r));
  await db.batch([first!, ...rest]);
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

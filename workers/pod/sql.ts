/** Thin helpers over the Durable Object SQLite API (`ctx.storage.sql`). */
export type SqlValue = string | number | null | ArrayBuffer;

export function all<T>(sql: SqlStorage, query: string, ...params: SqlValue[]): T[] {
  return sql.exec(query, ...params).toArray() as T[];
}

export function one<T>(sql: SqlStorage, query: string, ...params: SqlValue[]): T | undefined {
  const rows = sql.exec(query, ...params).toArray() as T[];
  return rows[0];
}

export function run(sql: SqlStorage, query: string, ...params: SqlValue[]): number {
  return sql.exec(query, ...params).rowsWritten;
}

/** Applies pending schema versions; returns the version now in force. */
export function migrate(
  storage: DurableObjectStorage,
  steps: { version: number; statements: string[] }[],
): number {
  const sql = storage.sql;
  sql.exec(`CREATE TABLE IF NOT EXISTS _meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
  const row = one<{ value: string }>(sql, `SELECT value FROM _meta WHERE key = 'schema_version'`);
  let current = row ? Number(row.value) : 0;
  for (const step of steps) {
    if (step.version <= current) continue;
    storage.transactionSync(() => {
      for (const statement of step.statements) sql.exec(statement);
      sql.exec(
        `INSERT INTO _meta (key, value) VALUES ('schema_version', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
        String(step.version),
      );
    });
    current = step.version;
  }
  return current;
}

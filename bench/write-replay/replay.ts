// Replays graph batches (generate.ts) into a fresh SQLite file with the workspace pod's schema
// (migrations/do/workspace-pod.ts) and its own set-wise statements (encodeGraphWrites / execGraphStatement),
// committing `commitItems` items per transaction as the cognify write buffer does. Reports the time per
// table, the commits' time (WAL writes) and the file size: the pod's write path without workerd, the queue
// or extraction, so a schema or statement change can be compared on the same rows in a minute.
import { createReadStream, rmSync } from "node:fs";
import { createInterface } from "node:readline";
import { DatabaseSync } from "node:sqlite";
import { WORKSPACE_POD_MIGRATIONS } from "../../migrations/do/workspace-pod";
import { encodeGraphWrites, type GraphBatch, type GraphStatement } from "../../src/core/pod/graph-writes";
import { execGraphStatement } from "../../workers/pod/graph-store";

export interface ReplayOptions {
  input: string;
  db: string;
  commitItems: number;
  /** SQL run after the migrations (a variant to compare: an index dropped, a table rebuilt...). */
  extraSql: string[];
  /** Progress line every this many items (0: none). */
  every: number;
}

export async function replay(o: ReplayOptions): Promise<Record<string, number>> {
  for (const f of [o.db, `${o.db}-wal`, `${o.db}-shm`]) rmSync(f, { force: true });
  const db = new DatabaseSync(o.db);
  // Workers' Durable Object SQLite runs in WAL mode with SQLite's default page cache (PRAGMAs to change it are refused).
  db.exec("PRAGMA journal_mode = WAL");
  const sql = {
    exec(query: string, ...params: unknown[]) {
      const st = db.prepare(query);
      const p = params.map((v) => (v instanceof ArrayBuffer ? new Uint8Array(v) : v)) as never[];
      if (/^\s*(SELECT|WITH)/i.test(query)) {
        const rows = st.all(...p);
        return { toArray: () => rows, rowsWritten: 0 };
      }
      const r = st.run(...p);
      return { toArray: () => [], rowsWritten: Number(r.changes) };
    },
  } as unknown as SqlStorage;
  for (const m of WORKSPACE_POD_MIGRATIONS) for (const s of m.statements) db.exec(s);
  for (const s of o.extraSql) db.exec(s);

  const datasetId = "6a1f0c3e-2f0b-4c1e-9a43-7b2d1c0e9f11";
  const ms: Record<string, number> = {};
  const add = (k: string, v: number) => (ms[k] = (ms[k] ?? 0) + v);
  let items = 0;
  let windowStart = performance.now();
  const commit = (writes: { dataId: string; batch: GraphBatch }[]) => {
    const statements: GraphStatement[] = [];
    let t = performance.now();
    encodeGraphWrites(datasetId, writes, (s) => statements.push(s));
    add("encode_ms", performance.now() - t);
    db.exec("BEGIN");
    for (const s of statements) {
      t = performance.now();
      execGraphStatement(sql, datasetId, Date.now(), s);
      add(`${s.table}_ms`, performance.now() - t);
    }
    t = performance.now();
    db.exec("COMMIT");
    add("commit_ms", performance.now() - t);
    items += writes.length;
    if (o.every && items % o.every < writes.length) {
      console.log(`  ${items} items: ${Math.round(performance.now() - windowStart)} ms for the last ${o.every}`);
      windowStart = performance.now();
    }
  };
  let pending: { dataId: string; batch: GraphBatch }[] = [];
  for await (const line of createInterface({ input: createReadStream(o.input) })) {
    if (!line) continue;
    pending.push(JSON.parse(line));
    if (pending.length === o.commitItems) {
      commit(pending);
      pending = [];
    }
  }
  if (pending.length) commit(pending);
  const pages = (db.prepare("PRAGMA page_count").get() as { page_count: number }).page_count;
  db.close();
  const out: Record<string, number> = { items };
  const sqlMs = Object.entries(ms).filter(([k]) => k !== "encode_ms").reduce((s, [, v]) => s + v, 0);
  out.sql_ms = Math.round(sqlMs);
  for (const [k, v] of Object.entries(ms)) out[k] = Math.round(v);
  out.db_mb = Math.round((pages * 4096) / 1e5) / 10;
  return out;
}

import { planDelta } from "../../src/core/code/delta";
import type { CodeDelta, CodeEdge, CodeNode, CodeSnapshot, FactKind, SymbolKind } from "../../src/core/code/model";
import { completeItem, failItem, startRun } from "./pipeline-runs";
import { ItemStatus, type StartRunResult } from "../../src/core/pipeline";
import { all, one, run } from "./sql";
import { json } from "../../src/core/json";

/**
 * Code graphs in the pod (tables code_nodes / code_edges, migration 9): cognee's incremental load. A new
 * snapshot of one repository is compared by fact_hash with what is stored; only added and updated nodes
 * (with their outgoing edges) are written and vanished ones are swept, then `last_delta` is stamped on the
 * repository node. Queries load a dataset's whole code graph as a snapshot, versioned so callers can cache it.
 */

const VERSION_KEY = "code_version:";

/** Marks the dataset's code graph as changed (query-side snapshot caches compare this value). */
export function bumpCodeVersion(sql: SqlStorage, datasetId: string): void {
  run(sql, `INSERT OR REPLACE INTO kv_cache (key, value, expires_at) VALUES (?, lower(hex(randomblob(8))), NULL)`, VERSION_KEY + datasetId);
}

export function codeVersion(sql: SqlStorage, datasetId: string): string {
  return one<{ value: string }>(sql, `SELECT value FROM kv_cache WHERE key = ?`, VERSION_KEY + datasetId)?.value ?? "empty";
}

/** The stored repository node's snapshot id and branch: an unchanged commit skips parsing altogether. */
export function repositoryState(sql: SqlStorage, datasetId: string, repositoryId: string): { commit: string | null; branch: string | null; dataId: string } | null {
  const row = one<{ properties: string; data_id: string }>(sql, `SELECT properties, data_id FROM code_nodes WHERE dataset_id = ? AND id = ?`, datasetId, repositoryId);
  if (!row) return null;
  const p = json<Record<string, unknown>>(row.properties, {});
  return { commit: typeof p.last_snapshot_id === "string" ? p.last_snapshot_id : null, branch: typeof p.branch === "string" ? p.branch : null, dataId: row.data_id };
}

/** SQLite's bound-parameter ceiling is far above this; chunks keep single statements small. */
const CHUNK = 200;

/**
 * Writes one repository snapshot as a delta against the stored facts of the same repository, in one
 * transaction, and returns the delta (also stamped as `last_delta` on the repository node).
 */
export function writeRepositorySnapshot(storage: DurableObjectStorage, datasetId: string, dataId: string, repo: string, repositoryId: string, snapshot: CodeSnapshot): CodeDelta {
  const sql = storage.sql;
  return storage.transactionSync(() => {
    const stored = new Map(
      all<{ id: string; fact_hash: string; name: string }>(sql, `SELECT id, fact_hash, name FROM code_nodes WHERE dataset_id = ? AND repo = ?`, datasetId, repo).map((r) => [
        r.id,
        { hash: r.fact_hash, name: r.name },
      ]),
    );
    const plan = planDelta(stored, snapshot.nodes);
    const written = new Set(plan.write.map((n) => n.id));

    for (let i = 0; i < plan.remove.length; i += CHUNK) {
      const ids = plan.remove.slice(i, i + CHUNK);
      const marks = ids.map(() => "?").join(",");
      run(sql, `DELETE FROM code_edges WHERE dataset_id = ? AND source IN (${marks})`, datasetId, ...ids);
      run(sql, `DELETE FROM code_edges WHERE dataset_id = ? AND target IN (${marks})`, datasetId, ...ids);
      run(sql, `DELETE FROM code_nodes WHERE dataset_id = ? AND id IN (${marks})`, datasetId, ...ids);
    }
    for (const n of plan.write) {
      run(sql, `DELETE FROM code_edges WHERE dataset_id = ? AND source = ?`, datasetId, n.id);
      run(
        sql,
        `INSERT OR REPLACE INTO code_nodes (dataset_id, id, data_id, repo, kind, name, file, line, symbol_kind, description, properties, fact_hash)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        datasetId,
        n.id,
        dataId,
        n.repo,
        n.kind,
        n.name,
        n.file,
        n.line,
        n.symbol_kind,
        n.description,
        JSON.stringify(n.properties),
        n.fact_hash,
      );
    }
    for (const e of snapshot.edges) {
      if (!written.has(e.source)) continue;
      run(sql, `INSERT OR IGNORE INTO code_edges (dataset_id, source, relation, target, data_id) VALUES (?, ?, ?, ?, ?)`, datasetId, e.source, e.relation, e.target, dataId);
    }
    // last_delta is stamped outside fact_hash (it describes the load, not the code).
    const repoRow = one<{ properties: string }>(sql, `SELECT properties FROM code_nodes WHERE dataset_id = ? AND id = ?`, datasetId, repositoryId);
    if (repoRow) {
      const props = { ...json<Record<string, unknown>>(repoRow.properties, {}), last_delta: plan.delta };
      run(sql, `UPDATE code_nodes SET properties = ? WHERE dataset_id = ? AND id = ?`, JSON.stringify(props), datasetId, repositoryId);
    }
    bumpCodeVersion(sql, datasetId);
    return plan.delta;
  });
}

interface NodeRow {
  id: string;
  repo: string;
  kind: string;
  name: string;
  file: string;
  line: number;
  symbol_kind: string | null;
  description: string;
  properties: string;
  fact_hash: string;
}

/** A dataset's whole code graph, or only `version` when the caller's copy is current. */
export function loadCodeSnapshot(sql: SqlStorage, datasetId: string, knownVersion: string | null): { version: string; snapshot: CodeSnapshot | null } {
  const version = codeVersion(sql, datasetId);
  if (knownVersion === version) return { version, snapshot: null };
  const nodes: CodeNode[] = all<NodeRow>(
    sql,
    `SELECT id, repo, kind, name, file, line, symbol_kind, description, properties, fact_hash FROM code_nodes WHERE dataset_id = ? AND kind != 'rule'`,
    datasetId,
  ).map((r) => ({
    id: r.id,
    repo: r.repo,
    kind: r.kind as FactKind,
    name: r.name,
    file: r.file,
    line: r.line,
    symbol_kind: r.symbol_kind as SymbolKind | null,
    description: r.description,
    properties: json<Record<string, unknown>>(r.properties, {}),
    fact_hash: r.fact_hash,
  }));
  const edges = all<CodeEdge>(sql, `SELECT source, relation, target FROM code_edges WHERE dataset_id = ?`, datasetId);
  return { version, snapshot: { nodes, edges } };
}

/** Removes a data item's code facts (also done by trigger when the item row goes); returns the node count. */
export function deleteItemCode(sql: SqlStorage, datasetId: string, dataId: string): number {
  run(sql, `DELETE FROM code_edges WHERE dataset_id = ? AND data_id = ?`, datasetId, dataId);
  const n = run(sql, `DELETE FROM code_nodes WHERE dataset_id = ? AND data_id = ?`, datasetId, dataId);
  if (n) bumpCodeVersion(sql, datasetId);
  return n;
}

export const CODE_PIPELINE = "code_graph_pipeline";
const COGNIFY_PIPELINE = "cognify_pipeline";

/**
 * Opens a code_graph_pipeline run for one repository item, whatever its earlier status (a re-add with
 * another branch re-indexes), and marks its cognify_pipeline status as started under the same run, so
 * processing-status shows progress on both and a cognify run leaves the item alone until it is stamped.
 */
export function startCodeRun(storage: DurableObjectStorage, datasetId: string, dataId: string): StartRunResult {
  const sql = storage.sql;
  run(sql, `DELETE FROM data_status WHERE dataset_id = ? AND data_id = ? AND pipeline IN (?, ?)`, datasetId, dataId, CODE_PIPELINE, COGNIFY_PIPELINE);
  const started = startRun(storage, datasetId, CODE_PIPELINE, { content_type: "code" }, [dataId]);
  run(
    sql,
    `INSERT OR REPLACE INTO data_status (dataset_id, data_id, pipeline, status, run_id, error, attempts, updated_at) VALUES (?, ?, ?, ?, ?, NULL, 0, ?)`,
    datasetId,
    dataId,
    COGNIFY_PIPELINE,
    ItemStatus.started,
    started.run.id,
    Date.now(),
  );
  return started;
}

/** Ends a repository item: completed (both pipelines stamped) or errored with its message. */
export function finishCodeItem(storage: DurableObjectStorage, datasetId: string, dataId: string, runId: string, error: string | null): void {
  if (error) failItem(storage, datasetId, dataId, CODE_PIPELINE, runId, error);
  else completeItem(storage, datasetId, dataId, CODE_PIPELINE, runId, {});
  run(
    storage.sql,
    `UPDATE data_status SET status = ?, error = ?, updated_at = ? WHERE dataset_id = ? AND data_id = ? AND pipeline = ?`,
    error ? ItemStatus.errored : ItemStatus.completed,
    error,
    Date.now(),
    datasetId,
    dataId,
    COGNIFY_PIPELINE,
  );
}

/** Rule texts of the given node sets (CODING_RULES), oldest first. */
export function codingRules(sql: SqlStorage, datasetId: string, nodeSets: string[]): string[] {
  const rows = all<{ name: string; properties: string }>(sql, `SELECT name, properties FROM code_nodes WHERE dataset_id = ? AND kind = 'rule' ORDER BY file, line, name`, datasetId);
  const wanted = new Set(nodeSets);
  return rows.filter((r) => json<{ node_set?: string[] }>(r.properties, {}).node_set?.some((s) => wanted.has(s))).map((r) => r.name);
}

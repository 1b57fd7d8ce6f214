import { all, run } from "./sql";
import { deleteVectors, invalidateDataset } from "./vectors";
import { isItemOwnNode, mirroredCollection } from "../../src/core/pod/graph-writes";
import { bumpCodeVersion } from "./code-graph";

/**
 * Ledger semantics (table `ledger`): every node, edge and vector a data item's cognify produced is
 * recorded as (dataset_id, data_id, kind, ref_id) with kind `node` (ref = node id), `edge`
 * (ref = edge id) or `vector` (ref = `<collection>|<point id>`). Shared entities appear under several
 * data items, so removing one item deletes only what no other item of the dataset still references.
 *
 * Derived, not ledgered (graph-store.ts, encodeGraphWrites): the nodes only this item can produce (its
 * chunks' nodes, their summaries, its document node), the edges touching them (removed with them), and
 * the points that mirror a node one to one (removed with their node; mirroredCollection).
 */
export interface PurgeResult {
  chunks: number;
  nodes: number;
  edges: number;
  vectors: { collection: string; id: string }[];
}

export function purgeDataItemDerived(sql: SqlStorage, datasetId: string, dataId: string, dryRun = false): PurgeResult {
  const exclusive = (kind: string) =>
    all<{ ref_id: string }>(
      sql,
      `SELECT l.ref_id FROM ledger l
        WHERE l.dataset_id = ? AND l.data_id = ? AND l.kind = ?
          AND NOT EXISTS (SELECT 1 FROM ledger o WHERE o.dataset_id = l.dataset_id AND o.kind = l.kind
                          AND o.ref_id = l.ref_id AND o.data_id <> l.data_id)`,
      datasetId,
      dataId,
      kind,
    ).map((r) => r.ref_id);

  // Candidates: the item's chunk nodes, their summaries (made_from a chunk) and its document node.
  const ownNodes = all<{ id: string; type: string }>(
    sql,
    `WITH own(id) AS (SELECT id FROM chunks WHERE dataset_id = ?1 AND data_id = ?2
                      UNION SELECT ?2
                      UNION SELECT e.source_id FROM edges e JOIN chunks c ON c.dataset_id = e.dataset_id AND c.id = e.target_id
                        WHERE c.dataset_id = ?1 AND c.data_id = ?2 AND e.relationship_name = 'made_from')
     SELECT n.id, n.type FROM own JOIN nodes n ON n.dataset_id = ?1 AND n.id = own.id`,
    datasetId,
    dataId,
  ).filter((n) => isItemOwnNode(dataId, n));
  const ledgered = exclusive("node");
  const ledgeredNodes = ledgered.length
    ? all<{ id: string; type: string }>(sql, `SELECT id, type FROM nodes WHERE dataset_id = ? AND id IN (SELECT value FROM json_each(?))`, datasetId, JSON.stringify(ledgered))
    : [];
  const nodeIds = [...new Set([...ownNodes.map((n) => n.id), ...ledgered])];
  const edgeIds = exclusive("edge");
  const vectorRefs = new Map<string, { collection: string; id: string }>();
  for (const ref of exclusive("vector")) {
    const cut = ref.indexOf("|");
    vectorRefs.set(ref, { collection: ref.slice(0, cut), id: ref.slice(cut + 1) });
  }
  for (const n of [...ownNodes, ...ledgeredNodes]) {
    const collection = mirroredCollection(n.type);
    if (collection) vectorRefs.set(`${collection}|${n.id}`, { collection, id: n.id });
  }
  const vectors = [...vectorRefs.values()];
  const chunkCount =
    all<{ n: number }>(sql, `SELECT count(*) AS n FROM chunks WHERE dataset_id = ? AND data_id = ?`, datasetId, dataId)[0]?.n ?? 0;
  if (dryRun) return { chunks: chunkCount, nodes: nodeIds.length, edges: edgeIds.length, vectors };

  let edges = 0;
  for (const id of edgeIds) edges += run(sql, `DELETE FROM edges WHERE dataset_id = ? AND id = ?`, datasetId, id);
  for (const id of nodeIds) {
    // Edges touching a removed node cannot survive it, whoever produced them.
    edges += run(sql, `DELETE FROM edges WHERE dataset_id = ? AND (source_id = ? OR target_id = ?)`, datasetId, id, id);
    run(sql, `DELETE FROM nodes WHERE dataset_id = ? AND id = ?`, datasetId, id);
  }
  deleteVectors(sql, datasetId, vectors);
  run(sql, `DELETE FROM chunks WHERE dataset_id = ? AND data_id = ?`, datasetId, dataId);
  run(sql, `DELETE FROM ledger WHERE dataset_id = ? AND data_id = ?`, datasetId, dataId);
  run(sql, `DELETE FROM data_status WHERE dataset_id = ? AND data_id = ?`, datasetId, dataId);
  return { chunks: chunkCount, nodes: nodeIds.length, edges, vectors };
}

/** Drops everything a dataset holds in the pod (graph, chunks, vectors, items, statuses, runs). */
export function purgeDataset(sql: SqlStorage, datasetId: string, keepDataItems = false): void {
  for (const table of ["edges", "nodes", "vectors", "ledger", "chunks", "data_status", "pipeline_runs", "code_edges", "code_nodes"]) {
    sql.exec(`DELETE FROM ${table} WHERE dataset_id = ?`, datasetId);
  }
  bumpCodeVersion(sql, datasetId);
  if (!keepDataItems) sql.exec(`DELETE FROM data_items WHERE dataset_id = ?`, datasetId);
  invalidateDataset(datasetId);
}

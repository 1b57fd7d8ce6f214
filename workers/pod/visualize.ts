import { all, one } from "./sql";
import type { GraphEdgeRow, GraphNodeRow } from "./graph-store";
import { type EdgeCursor, type GraphSummary, type SchemaStats, type SessionEvent, type Subgraph, type SubgraphOptions, type VizLink, type VizNode } from "../../src/core/pod/visualize";
import { json } from "../../src/core/json";

type NodeRow = Omit<GraphNodeRow, "dataset_id"> & { chunk_text?: string | null };

type EdgeRow = Omit<GraphEdgeRow, "dataset_id" | "created_at">;

/** DocumentChunk nodes carry no text (it lives in `chunks`); a preview makes node details useful. */
const CHUNK_PREVIEW_CHARS = 240;
/** A bounded subgraph travels in one RPC answer (32 MiB limit): 50k links at ~300 bytes stay well under it. */
const DEFAULT_MAX_LINKS = 50_000;
/** DO SQLite binds at most 100 parameters; ids travel as one JSON array per statement, in slices. */
const ID_SLICE = 2_000;

export function toVizNode(r: NodeRow): VizNode {
  const props = json<Record<string, unknown>>(r.props, {});
  const properties: Record<string, unknown> = {};
  if (r.description) properties.description = r.description;
  for (const [k, v] of Object.entries(props)) if (v !== null && v !== undefined) properties[k] = v;
  if (r.chunk_text) properties.text = r.chunk_text;
  return { id: r.id, label: r.name || `${r.type}_${r.id}`, type: r.type, properties };
}

export function toVizLink(r: EdgeRow): VizLink {
  const props = json<Record<string, unknown>>(r.props, {});
  const properties: Record<string, unknown> = { edge_id: r.id };
  if (r.edge_text) properties.edge_text = r.edge_text;
  for (const [k, v] of Object.entries(props)) if (v !== null && v !== undefined) properties[k] = v;
  return { source: r.source_id, target: r.target_id, label: r.relationship_name, properties };
}

const NODE_COLUMNS = `n.id, n.type, n.name, n.description, n.props, n.created_at, n.updated_at,
  CASE WHEN n.type = 'DocumentChunk' THEN (SELECT substr(c.text, 1, ${CHUNK_PREVIEW_CHARS}) FROM chunks c WHERE c.id = n.id) END AS chunk_text`;

function slices<T>(items: T[], size = ID_SLICE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function nodesByIds(sql: SqlStorage, datasetId: string, ids: string[]): VizNode[] {
  const out: VizNode[] = [];
  for (const part of slices(ids)) {
    out.push(
      ...all<NodeRow>(
        sql,
        `SELECT ${NODE_COLUMNS} FROM nodes n WHERE n.dataset_id = ? AND n.id IN (SELECT value FROM json_each(?))`,
        datasetId,
        JSON.stringify(part),
      ).map(toVizNode),
    );
  }
  return out;
}

/** Node ids by degree (edges in either direction), highest first. */
export function topDegreeIds(sql: SqlStorage, datasetId: string, limit: number): { id: string; degree: number }[] {
  return all<{ id: string; degree: number }>(
    sql,
    `SELECT id, count(*) AS degree FROM (
       SELECT source_id AS id FROM edges WHERE dataset_id = ?
       UNION ALL SELECT target_id AS id FROM edges WHERE dataset_id = ?)
     GROUP BY id ORDER BY degree DESC, id LIMIT ?`,
    datasetId,
    datasetId,
    limit,
  );
}

/** Nodes whose name or description mentions query words, most words matched first. */
function queryMatches(sql: SqlStorage, datasetId: string, query: string, limit: number): string[] {
  const words = [...new Set((query.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).filter((w) => w.length > 1))].slice(0, 8);
  const tally = new Map<string, number>();
  for (const w of words) {
    const pattern = `%${w.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const rows = all<{ id: string }>(
      sql,
      `SELECT id FROM nodes WHERE dataset_id = ? AND (lower(name) LIKE ? ESCAPE '\\' OR lower(description) LIKE ? ESCAPE '\\') LIMIT 500`,
      datasetId,
      pattern,
      pattern,
    );
    for (const r of rows) tally.set(r.id, (tally.get(r.id) ?? 0) + 1);
  }
  return [...tally.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([id]) => id);
}

function neighbours(sql: SqlStorage, datasetId: string, ids: string[]): string[] {
  const out: string[] = [];
  for (const part of slices(ids, 500)) {
    const rows = all<{ id: string }>(
      sql,
      `SELECT target_id AS id FROM edges WHERE dataset_id = ? AND source_id IN (SELECT value FROM json_each(?))
       UNION SELECT source_id AS id FROM edges WHERE dataset_id = ? AND target_id IN (SELECT value FROM json_each(?))`,
      datasetId,
      JSON.stringify(part),
      datasetId,
      JSON.stringify(part),
    );
    for (const r of rows) out.push(r.id);
  }
  return out;
}

/** Edges with both ends in `ids`. */
export function linksAmong(sql: SqlStorage, datasetId: string, ids: string[], maxLinks: number): { links: VizLink[]; truncated: boolean } {
  const set = JSON.stringify(ids);
  const rows = all<EdgeRow>(
    sql,
    `SELECT source_id, relationship_name, target_id, id, edge_text, props FROM edges
      WHERE dataset_id = ? AND source_id IN (SELECT value FROM json_each(?)) AND target_id IN (SELECT value FROM json_each(?))
      LIMIT ?`,
    datasetId,
    set,
    set,
    maxLinks + 1,
  );
  return { links: rows.slice(0, maxLinks).map(toVizLink), truncated: rows.length > maxLinks };
}

export function graphTotals(sql: SqlStorage, datasetId: string): { nodes: number; edges: number } {
  return {
    nodes: one<{ n: number }>(sql, `SELECT count(*) AS n FROM nodes WHERE dataset_id = ?`, datasetId)?.n ?? 0,
    edges: one<{ n: number }>(sql, `SELECT count(*) AS n FROM edges WHERE dataset_id = ?`, datasetId)?.n ?? 0,
  };
}

/**
 * The subgraph to draw. A graph within `maxNodes` is returned whole. Otherwise seeds come from
 * `seedNodeIds`, else from nodes matching `query`, else the highest-degree nodes; their neighbourhoods
 * (up to `depth` hops) fill the node budget in breadth-first order. Without explicit seeds or a query,
 * further seeds are taken by degree until the budget is used, so a graph of many small components still
 * shows `maxNodes` nodes.
 */
export function selectSubgraph(sql: SqlStorage, datasetId: string, opts: SubgraphOptions): Subgraph {
  const totals = graphTotals(sql, datasetId);
  const maxLinks = opts.maxLinks ?? DEFAULT_MAX_LINKS;
  const limit = Math.max(1, opts.maxNodes);
  const explicit = (opts.seedNodeIds ?? []).filter(Boolean);
  const hasQuery = !!opts.query?.trim();
  let ids: string[];
  let seeds: string[] = [];
  if (totals.nodes <= limit && !explicit.length && !hasQuery) {
    ids = all<{ id: string }>(sql, `SELECT id FROM nodes WHERE dataset_id = ? ORDER BY id`, datasetId).map((r) => r.id);
  } else {
    const chosen = new Set<string>();
    const expand = (start: string[]) => {
      let frontier = start.filter((id) => !chosen.has(id)).slice(0, limit - chosen.size);
      for (const id of frontier) chosen.add(id);
      for (let hop = 0; hop < opts.depth && frontier.length && chosen.size < limit; hop++) {
        const next: string[] = [];
        for (const id of neighbours(sql, datasetId, frontier)) {
          if (chosen.size >= limit) break;
          if (!chosen.has(id)) {
            chosen.add(id);
            next.push(id);
          }
        }
        frontier = next;
      }
    };
    if (explicit.length) {
      seeds = nodesByIds(sql, datasetId, explicit.slice(0, 1000)).map((n) => n.id).slice(0, opts.seedTopK);
    } else if (hasQuery) {
      seeds = queryMatches(sql, datasetId, opts.query!, opts.seedTopK);
    }
    if (seeds.length) {
      expand(seeds);
    } else if (!explicit.length && !hasQuery) {
      const ranked = topDegreeIds(sql, datasetId, Math.max(limit, opts.seedTopK)).map((r) => r.id);
      seeds = ranked.slice(0, opts.seedTopK);
      expand(seeds);
      for (let i = opts.seedTopK; i < ranked.length && chosen.size < limit; i++) expand([ranked[i]!]);
      if (chosen.size < limit) {
        // Isolated nodes (no edges) never show up by degree.
        const rest = all<{ id: string }>(sql, `SELECT id FROM nodes WHERE dataset_id = ? ORDER BY id LIMIT ?`, datasetId, limit * 2);
        for (const r of rest) {
          if (chosen.size >= limit) break;
          chosen.add(r.id);
        }
      }
    }
    ids = [...chosen];
  }
  const nodes = nodesByIds(sql, datasetId, ids);
  const { links, truncated: linksTruncated } = linksAmong(sql, datasetId, ids, maxLinks);
  return {
    nodes,
    links,
    seeds,
    total_nodes: totals.nodes,
    total_edges: totals.edges,
    truncated: nodes.length < totals.nodes || linksTruncated,
  };
}

/** One keyset page of all nodes of a dataset (ordered by id). */
export function nodesPage(sql: SqlStorage, datasetId: string, afterId: string | null, limit: number): VizNode[] {
  return all<NodeRow>(
    sql,
    `SELECT ${NODE_COLUMNS} FROM nodes n WHERE n.dataset_id = ? AND n.id > ? ORDER BY n.id LIMIT ?`,
    datasetId,
    afterId ?? "",
    limit,
  ).map(toVizNode);
}

/** One keyset page of all edges of a dataset, in primary-key order. */
export function edgesPage(
  sql: SqlStorage,
  datasetId: string,
  after: EdgeCursor | null,
  limit: number,
): { links: VizLink[]; next: EdgeCursor | null } {
  const rows = all<EdgeRow>(
    sql,
    `SELECT source_id, relationship_name, target_id, id, edge_text, props FROM edges
      WHERE dataset_id = ? AND (source_id, relationship_name, target_id) > (?, ?, ?)
      ORDER BY source_id, relationship_name, target_id LIMIT ?`,
    datasetId,
    after?.source ?? "",
    after?.rel ?? "",
    after?.target ?? "",
    limit,
  );
  const last = rows[rows.length - 1];
  return {
    links: rows.map(toVizLink),
    next: rows.length === limit && last ? { source: last.source_id, rel: last.relationship_name, target: last.target_id } : null,
  };
}

export function graphSummary(sql: SqlStorage, datasetId: string, topK: number): GraphSummary {
  const totals = graphTotals(sql, datasetId);
  const byType: Record<string, number> = {};
  for (const r of all<{ type: string; n: number }>(
    sql,
    `SELECT type, count(*) AS n FROM nodes WHERE dataset_id = ? GROUP BY type ORDER BY n DESC`,
    datasetId,
  )) {
    byType[r.type] = r.n;
  }
  const top = all<{ id: string; name: string | null; props: string; degree: number }>(
    sql,
    `SELECT n.id, n.name, n.props,
            (SELECT count(*) FROM edges e WHERE e.dataset_id = n.dataset_id AND e.source_id = n.id) +
            (SELECT count(*) FROM edges e WHERE e.dataset_id = n.dataset_id AND e.target_id = n.id) AS degree
       FROM nodes n WHERE n.dataset_id = ? AND n.type = 'Entity'
      ORDER BY degree DESC, n.id LIMIT ?`,
    datasetId,
    topK,
  ).map((r) => {
    const props = json<Record<string, unknown>>(r.props, {});
    return {
      id: r.id,
      name: (typeof props.display_name === "string" && props.display_name) || r.name || r.id,
      entity_type: typeof props.entity_type === "string" ? props.entity_type : null,
      degree: r.degree,
    };
  });
  const nodeSets = all<{ name: string | null }>(
    sql,
    `SELECT name FROM nodes WHERE dataset_id = ? AND type = 'NodeSet' ORDER BY name`,
    datasetId,
  )
    .map((r) => r.name ?? "")
    .filter(Boolean);
  const run = one<{
    id: string;
    status: string;
    started_at: number;
    ended_at: number | null;
    total_items: number;
    done_items: number;
    failed_items: number;
  }>(
    sql,
    `SELECT id, status, started_at, ended_at, total_items, done_items, failed_items FROM pipeline_runs
      WHERE dataset_id = ? AND pipeline = 'cognify_pipeline' ORDER BY started_at DESC LIMIT 1`,
    datasetId,
  );
  return {
    node_count: totals.nodes,
    edge_count: totals.edges,
    node_counts_by_type: byType,
    top_entities: top,
    node_sets: nodeSets,
    last_cognify_run: run
      ? {
          pipeline_run_id: run.id,
          status: run.status,
          started_at: new Date(run.started_at).toISOString(),
          ended_at: run.ended_at ? new Date(run.ended_at).toISOString() : null,
          total_items: run.total_items,
          done_items: run.done_items,
          failed_items: run.failed_items,
        }
      : null,
  };
}

/** Entity types and typed relationship names in use: the raw material of a locally inferred schema. */
export function schemaStats(sql: SqlStorage, datasetId: string): SchemaStats {
  const entityTypes = all<{ type: string; count: number }>(
    sql,
    `SELECT COALESCE(NULLIF(json_extract(props, '$.entity_type'), ''), 'Entity') AS type, count(*) AS count
       FROM nodes WHERE dataset_id = ? AND type = 'Entity' GROUP BY 1 ORDER BY count DESC LIMIT 60`,
    datasetId,
  );
  const relations = all<{ relationship_name: string; source_type: string; target_type: string; count: number }>(
    sql,
    `SELECT e.relationship_name AS relationship_name,
            COALESCE(NULLIF(json_extract(s.props, '$.entity_type'), ''), 'Entity') AS source_type,
            COALESCE(NULLIF(json_extract(t.props, '$.entity_type'), ''), 'Entity') AS target_type,
            count(*) AS count
       FROM edges e
       JOIN nodes s ON s.dataset_id = e.dataset_id AND s.id = e.source_id AND s.type = 'Entity'
       JOIN nodes t ON t.dataset_id = e.dataset_id AND t.id = e.target_id AND t.type = 'Entity'
      WHERE e.dataset_id = ?
      GROUP BY 1, 2, 3 ORDER BY count DESC LIMIT 300`,
    datasetId,
  );
  return { entity_types: entityTypes, relations };
}

/** Names of the pod's tables (feature detection for tables other modules may add in later versions). */
export function hasTable(sql: SqlStorage, name: string): boolean {
  return !!one(sql, `SELECT 1 AS x FROM sqlite_master WHERE type = 'table' AND name = ?`, name);
}

/**
 * Latest session entries of sessions attributed to the dataset (newest first), when the sessions tables
 * exist (workers/pod/sessions.ts); otherwise, or if their shape differs, an empty list.
 */
export function sessionEvents(sql: SqlStorage, datasetId: string, limit: number): SessionEvent[] {
  if (!hasTable(sql, "sessions") || !hasTable(sql, "session_entries")) return [];
  try {
    return all<{ id: string; session_id: string; user_id: string; kind: string; payload: string; created_at: number }>(
      sql,
      `SELECT e.id, e.session_id, e.user_id, e.kind, e.payload, e.created_at
         FROM session_entries e JOIN sessions s ON s.id = e.session_id AND s.user_id = e.user_id
        WHERE s.dataset_id = ? ORDER BY e.created_at DESC LIMIT ?`,
      datasetId,
      limit,
    ).map((r) => ({
      id: r.id,
      session_id: r.session_id,
      user_id: r.user_id,
      kind: r.kind,
      created_at: new Date(r.created_at).toISOString(),
      payload: json<Record<string, unknown>>(r.payload, {}),
    }));
  } catch (err) {
    console.warn("session events unavailable", err);
    return [];
  }
}

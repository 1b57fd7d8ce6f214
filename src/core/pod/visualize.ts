/** Shapes of the visualisation and schema RPCs. */

export interface EdgeCursor {
  source: string;
  rel: string;
  target: string;
}

export interface GraphSummary {
  node_count: number;
  edge_count: number;
  node_counts_by_type: Record<string, number>;
  top_entities: { id: string; name: string; entity_type: string | null; degree: number }[];
  node_sets: string[];
  last_cognify_run: {
    pipeline_run_id: string;
    status: string;
    started_at: string;
    ended_at: string | null;
    total_items: number;
    done_items: number;
    failed_items: number;
  } | null;
}

export interface SessionEvent {
  id: string;
  session_id: string;
  user_id: string;
  kind: string;
  created_at: string;
  payload: Record<string, unknown>;
}

export interface Subgraph {
  nodes: VizNode[];
  links: VizLink[];
  seeds: string[];
  total_nodes: number;
  total_edges: number;
  truncated: boolean;
}

export interface SubgraphOptions {
  /** Whole graph (still capped at `maxNodes`, which the route sets to the hard cap). */
  full: boolean;
  maxNodes: number;
  seedNodeIds?: string[];
  query?: string;
  depth: number;
  seedTopK: number;
  /** Links beyond this are dropped (and `truncated` set): they all travel in one RPC answer. */
  maxLinks?: number;
}

export interface VizLink {
  source: string;
  target: string;
  label: string;
  properties: Record<string, unknown>;
}

/**
 * Graph reads for visualisation (workers/pod/visualize.ts): bounded subgraphs around seeds, keyset pages
 * over the whole graph for streaming, per-dataset summaries and schema statistics. Read-only.
 */
export interface VizNode {
  id: string;
  label: string;
  type: string;
  properties: Record<string, unknown>;
}

export interface SchemaStats {
  entity_types: { type: string; count: number }[];
  relations: { relationship_name: string; source_type: string; target_type: string; count: number }[];
}

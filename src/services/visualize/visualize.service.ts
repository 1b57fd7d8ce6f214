import type { PodVisualisation } from "../../core/pod-api";
import type { Principal } from "../../lib/types";
import type { DatasetRow } from "../../storage/d1/datasets.repo";
import type { Ports } from "../../storage/ports";
import { VISUALIZE_MAX_NODES, type VisualizeParams } from "../../../schemas/visualize.schemas";
import { listPermittedDatasets, requireDataset } from "../datasets.service";
import { renderGraphHtml } from "./graph-html";
import { type EdgeCursor, type GraphSummary, type SessionEvent, type Subgraph, type VizLink, type VizNode } from "../../core/pod/visualize";

export type VisualizeDeps = Pick<Ports, "db" | "settings" | "pods">;

const podOf = (deps: VisualizeDeps, dataset: DatasetRow): PodVisualisation => deps.pods(dataset.workspaceId);

/** Workers RPC typing turns `unknown`-typed fields into `never`; pod answers are plain data of type T. */
const rpc = async <T>(answer: PromiseLike<unknown>): Promise<T> => (await answer) as T;

/** One dataset for reading; unknown or not permitted is 403 (existence is not confirmed to outsiders). */
export const readableDataset = (deps: VisualizeDeps, user: Principal, datasetId: string) =>
  requireDataset(deps.db, user, datasetId, "read", "403");

function subgraphOptions(p: VisualizeParams) {
  return {
    full: p.full,
    maxNodes: p.full ? VISUALIZE_MAX_NODES : p.max_nodes,
    seedNodeIds: p.seed_node_ids,
    query: p.query,
    depth: p.neighborhood_depth,
    seedTopK: p.neighborhood_seed_top_k,
  };
}

/** `POST|GET /visualize`: the self-contained interactive HTML page of the dataset's (sub)graph. */
export async function renderVisualization(deps: VisualizeDeps, user: Principal, params: VisualizeParams): Promise<string> {
  const dataset = await readableDataset(deps, user, params.dataset_id);
  const sub = await rpc<Subgraph>(podOf(deps, dataset).visualizeSubgraph(dataset.id, subgraphOptions(params)));
  const note = sub.truncated
    ? `showing ${sub.nodes.length} of ${sub.total_nodes} nodes (max_nodes=${params.full ? VISUALIZE_MAX_NODES : params.max_nodes}; use query or seed_node_ids to focus)`
    : undefined;
  return renderGraphHtml({ title: `Knowledge graph: ${dataset.name}`, subtitle: dataset.id, nodes: sub.nodes, links: sub.links, note });
}

/** Nodes and edges per RPC page when streaming a whole graph (keeps each answer well under the 32 MiB RPC limit). */
const NODE_PAGE = 1_000;
const EDGE_PAGE = 2_000;
/** Items per chunk written to the client when the subgraph came in one answer. */
const WRITE_CHUNK = 500;
const SESSION_EVENT_LIMIT = 500;

const J = (v: unknown) => JSON.stringify(v);

async function* graphJsonChunks(pod: PodVisualisation, dataset: DatasetRow, params: VisualizeParams): AsyncGenerator<string> {
  yield `{"dataset_id":${J(dataset.id)},"dataset_name":${J(dataset.name)},"full":${params.full}`;
  if (params.full) {
    const totals = await pod.graphCounts(dataset.id);
    yield `,"total_nodes":${totals.nodes},"total_edges":${totals.edges},"truncated":false,"nodes":[`;
    let after: string | null = null;
    let first = true;
    for (;;) {
      const page: VizNode[] = await rpc<VizNode[]>(pod.visualizeNodesPage(dataset.id, after, NODE_PAGE));
      if (page.length) {
        yield (first ? "" : ",") + page.map(J).join(",");
        first = false;
        after = page[page.length - 1]!.id;
      }
      if (page.length < NODE_PAGE) break;
    }
    yield `],"links":[`;
    let cursor: EdgeCursor | null = null;
    first = true;
    do {
      const page: { links: VizLink[]; next: EdgeCursor | null } = await rpc(pod.visualizeEdgesPage(dataset.id, cursor, EDGE_PAGE));
      if (page.links.length) {
        yield (first ? "" : ",") + page.links.map(J).join(",");
        first = false;
      }
      cursor = page.next;
    } while (cursor);
    yield "]";
  } else {
    const sub = await rpc<Subgraph>(pod.visualizeSubgraph(dataset.id, subgraphOptions(params)));
    yield `,"total_nodes":${sub.total_nodes},"total_edges":${sub.total_edges},"truncated":${sub.truncated},"seeds":${J(sub.seeds)},"nodes":[`;
    for (let i = 0; i < sub.nodes.length; i += WRITE_CHUNK) {
      yield (i ? "," : "") + sub.nodes.slice(i, i + WRITE_CHUNK).map(J).join(",");
    }
    yield `],"links":[`;
    for (let i = 0; i < sub.links.length; i += WRITE_CHUNK) {
      yield (i ? "," : "") + sub.links.slice(i, i + WRITE_CHUNK).map(J).join(",");
    }
    yield "]";
  }
  const events = params.include_session_events
    ? await rpc<SessionEvent[]>(pod.visualizeSessionEvents(dataset.id, SESSION_EVENT_LIMIT))
    : [];
  yield `,"session_events":${J(events)}}`;
}

function streamOf(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (err) {
        // Headers are gone by now: the body ends early and the client sees invalid JSON, never a partial success.
        console.error("visualize/json stream failed", err);
        controller.error(err);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/**
 * `GET /visualize/json`: authorises first (so refusals are proper 403s), then streams the graph JSON
 * page by page from the pod: `{dataset_id, dataset_name, full, total_nodes, total_edges, truncated,
 * nodes: [...], links: [...], session_events: [...]}`. `full=true` pages through the whole graph.
 */
export async function visualizationJsonStream(
  deps: VisualizeDeps,
  user: Principal,
  params: VisualizeParams,
): Promise<ReadableStream<Uint8Array>> {
  const dataset = await readableDataset(deps, user, params.dataset_id);
  return streamOf(graphJsonChunks(podOf(deps, dataset), dataset, params));
}

/** Node-set colours: a stable hue per name, so the same set has the same colour everywhere. */
export function nodeSetColors(names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    let h = 2166136261;
    for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
    out[name] = `hsl(${(h >>> 0) % 360}, 65%, 55%)`;
  }
  return out;
}

const TOP_ENTITIES = 10;

export interface BrainSummary {
  name: string;
  node_count: number;
  edge_count: number;
  node_counts_by_type: Record<string, number>;
  top_entities: GraphSummary["top_entities"];
  source_names: string[];
  node_set_colors: Record<string, string>;
  last_cognify_run: GraphSummary["last_cognify_run"];
}

function summaryOf(dataset: DatasetRow, s: GraphSummary): BrainSummary {
  return {
    name: dataset.name,
    node_count: s.node_count,
    edge_count: s.edge_count,
    node_counts_by_type: s.node_counts_by_type,
    top_entities: s.top_entities,
    source_names: s.node_sets,
    node_set_colors: nodeSetColors(s.node_sets),
    last_cognify_run: s.last_cognify_run,
  };
}

/** `GET /visualize/brains-summary`: per readable dataset, counts by node type, hub entities, last cognify run. */
export async function brainsSummary(deps: VisualizeDeps, user: Principal): Promise<Record<string, BrainSummary>> {
  const datasets = await listPermittedDatasets(deps.db, user, "read");
  const rows = await Promise.all(
    datasets.map(async (d) => [d.id, summaryOf(d, await rpc<GraphSummary>(podOf(deps, d).visualizeSummary(d.id, TOP_ENTITIES)))] as const),
  );
  return Object.fromEntries(rows);
}

/** `GET /visualize/brains`: the summary plus a bounded graph preview (`max_nodes` per dataset). */
export async function brains(
  deps: VisualizeDeps,
  user: Principal,
  maxNodes: number,
): Promise<Record<string, BrainSummary & { nodes: VizNode[]; links: VizLink[]; truncated: boolean }>> {
  const datasets = await listPermittedDatasets(deps.db, user, "read");
  const rows = await Promise.all(
    datasets.map(async (d) => {
      const pod = podOf(deps, d);
      const [summary, sub] = await Promise.all([
        rpc<GraphSummary>(pod.visualizeSummary(d.id, TOP_ENTITIES)),
        rpc<Subgraph>(pod.visualizeSubgraph(d.id, { full: false, maxNodes, depth: 2, seedTopK: 10 })),
      ]);
      return [d.id, { ...summaryOf(d, summary), nodes: sub.nodes, links: sub.links, truncated: sub.truncated }] as const;
    }),
  );
  return Object.fromEntries(rows);
}

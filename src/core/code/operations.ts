import { TYPE_OF_KIND, type CodeEdge, type CodeNode, type CodeSnapshot } from "./model";

/**
 * CODE search operations as pure functions over an in-memory snapshot. The six 1.5.2 operations keep cognee's
 * arguments, defaults, bounds and result shapes (capabilities-design §1); the spec's names (capabilities,
 * search, neighbors, subgraph, hubs, flows, ask) are defined here on top of them. No LLM, no vectors.
 */

/** Defaults and ceilings per operation: requests above a ceiling are clamped, never refused. */
export const BOUNDS = {
  query_facts: { limit: [100, 500] },
  explore: { max_depth: [1, 2], max_nodes: [100, 500] },
  traverse: { max_depth: [5, 20], max_nodes: [500, 2000] },
  find_path: { max_depth: [10, 20] },
  impact_analysis: { max_depth: [3, 10], max_nodes: [200, 1000] },
  hubs: { limit: [20, 200], iterations: [20, 50] },
  flows: { max_depth: [6, 10], max_flows: [20, 100], max_paths: [5, 20] },
  subgraph: { max_depth: [2, 2], max_nodes: [200, 500] },
} as const;

export const OPERATIONS = [
  "capabilities",
  "query_facts",
  "search",
  "explore",
  "neighbors",
  "subgraph",
  "traverse",
  "find_path",
  "impact_analysis",
  "hubs",
  "flows",
  "delta",
  "ask",
] as const;
export type CodeOperation = (typeof OPERATIONS)[number];

export interface Fact {
  id: string;
  kind: string;
  type: string;
  name: string;
  file: string;
  line: number;
  repo: string;
  path: string;
  description: string;
  symbol_kind: string | null;
  properties: Record<string, unknown>;
  relations: { type: string; target_id: string; target: string }[];
  depth?: number;
}

export interface EdgeOut {
  source: string;
  target: string;
  type: string;
  source_name: string;
  target_name: string;
}

/** A seed the dataset does not hold: reported for that dataset, never a failure of the request. */
export class CodeSeedNotFound extends Error {
  constructor(readonly seed: string) {
    super(`No code fact matches "${seed}".`);
    this.name = "CodeSeedNotFoundError";
  }
}

/** A request the operation cannot run (unknown operation, missing argument): a 400 at the API. */
export class CodeQueryInvalid extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CodeQueryError";
  }
}

type Args = Record<string, unknown>;

function int(args: Args, keys: string[], [def, max]: readonly [number, number], min = 0): number {
  for (const k of keys) {
    const v = args[k];
    const n = typeof v === "string" ? Number(v) : v;
    if (typeof n === "number" && Number.isFinite(n)) return Math.max(min, Math.min(max, Math.floor(n)));
  }
  return def;
}

function strs(args: Args, ...keys: string[]): string[] {
  const out: string[] = [];
  for (const k of keys) {
    const v = args[k];
    if (typeof v === "string" && v.trim()) out.push(v.trim());
    else if (Array.isArray(v)) for (const x of v) if (typeof x === "string" && x.trim()) out.push(x.trim());
  }
  return out;
}

const str = (args: Args, ...keys: string[]) => strs(args, ...keys)[0] ?? null;

/** Seeds kinds rank: a symbol is what a name usually means, then its module, then the rest. */
const KIND_RANK: Record<string, number> = { symbol: 0, module: 1, route: 2, dependency: 3, file_ref: 4, repository: 5, test_ref: 6 };

/** Indexes over a snapshot: by id, by lower-cased name and name segment, and both adjacency directions. */
export class CodeGraph {
  readonly byId = new Map<string, CodeNode>();
  readonly out = new Map<string, CodeEdge[]>();
  readonly in = new Map<string, CodeEdge[]>();
  private readonly byName = new Map<string, CodeNode[]>();
  private readonly bySegment = new Map<string, CodeNode[]>();

  constructor(readonly snapshot: CodeSnapshot) {
    for (const n of snapshot.nodes) {
      this.byId.set(n.id, n);
      push(this.byName, n.name.toLowerCase(), n);
      const seg = n.name.toLowerCase().split(/[./:]/).pop()!;
      push(this.bySegment, seg, n);
      if (n.kind === "module" || n.kind === "file_ref") push(this.byName, n.file.toLowerCase(), n);
    }
    for (const e of snapshot.edges) {
      if (!this.byId.has(e.source) || !this.byId.has(e.target)) continue;
      push(this.out, e.source, e);
      push(this.in, e.target, e);
    }
  }

  /** Seed by id, exact name or file path, then name suffix at a boundary (`Database` → `app/db.Database`). */
  resolve(seed: string): CodeNode[] {
    const byId = this.byId.get(seed);
    if (byId) return [byId];
    const key = seed.toLowerCase();
    const exact = this.byName.get(key);
    if (exact?.length) return rank(exact);
    const seg = key.split(/[./:]/).pop()!;
    const cands = (this.bySegment.get(seg) ?? []).filter((n) => {
      const name = n.name.toLowerCase();
      if (!name.endsWith(key)) return false;
      const before = name[name.length - key.length - 1];
      return before === undefined || before === "." || before === "/" || before === ":";
    });
    return rank(cands);
  }

  seed(seed: string): CodeNode {
    const n = this.resolve(seed)[0];
    if (!n) throw new CodeSeedNotFound(seed);
    return n;
  }

  neighbours(id: string, direction: "forward" | "backward" | "both", relations?: Set<string>): { edge: CodeEdge; other: string }[] {
    const out: { edge: CodeEdge; other: string }[] = [];
    if (direction !== "backward") for (const e of this.out.get(id) ?? []) if (!relations || relations.has(e.relation)) out.push({ edge: e, other: e.target });
    if (direction !== "forward") for (const e of this.in.get(id) ?? []) if (!relations || relations.has(e.relation)) out.push({ edge: e, other: e.source });
    return out;
  }

  fact(n: CodeNode, depth?: number): Fact {
    const relations = (this.out.get(n.id) ?? []).map((e) => ({ type: e.relation, target_id: e.target, target: this.byId.get(e.target)?.name ?? e.target }));
    const f: Fact = {
      id: n.id,
      kind: n.kind,
      type: TYPE_OF_KIND[n.kind],
      name: n.name,
      file: n.file,
      line: n.line,
      repo: n.repo,
      path: n.file ? `${n.repo}/${n.file}` : n.repo,
      description: n.description,
      symbol_kind: n.symbol_kind,
      properties: n.properties,
      relations,
    };
    if (depth !== undefined) f.depth = depth;
    return f;
  }

  edge(e: CodeEdge): EdgeOut {
    return { source: e.source, target: e.target, type: e.relation, source_name: this.byId.get(e.source)?.name ?? "", target_name: this.byId.get(e.target)?.name ?? "" };
  }
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V) {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
}

const rank = (ns: CodeNode[]) => [...ns].sort((a, b) => (KIND_RANK[a.kind] ?? 9) - (KIND_RANK[b.kind] ?? 9) || a.name.length - b.name.length || a.name.localeCompare(b.name));

function direction(args: Args, def: "forward" | "backward" | "both"): "forward" | "backward" | "both" {
  const d = str(args, "direction")?.toLowerCase();
  if (d === "forward" || d === "out" || d === "outgoing") return "forward";
  if (d === "backward" || d === "in" || d === "incoming" || d === "reverse") return "backward";
  if (d === "both") return "both";
  return def;
}

// ---------------------------------------------------------------------------------------------- query_facts

export function queryFacts(g: CodeGraph, args: Args) {
  const kinds = new Set(strs(args, "kind", "kinds").map((k) => k.toLowerCase()));
  const files = new Set(strs(args, "file", "files"));
  const prefix = str(args, "file_prefix");
  const names = strs(args, "name", "names", "query").map((n) => n.toLowerCase());
  const repo = str(args, "repo");
  const rels = new Set(strs(args, "relation_types", "relation_type"));
  const prop = str(args, "property");
  const propValue = args.property_value;
  const offset = int(args, ["offset"], [0, Number.MAX_SAFE_INTEGER]);
  const limit = int(args, ["limit"], BOUNDS.query_facts.limit, 1);
  const matched: CodeNode[] = [];
  for (const n of g.snapshot.nodes) {
    if (kinds.size && !kinds.has(n.kind) && !(n.symbol_kind && kinds.has(n.symbol_kind)) && !kinds.has(TYPE_OF_KIND[n.kind].toLowerCase())) continue;
    if (files.size && !files.has(n.file)) continue;
    if (prefix && !n.file.startsWith(prefix)) continue;
    if (names.length && !names.some((s) => n.name.toLowerCase().includes(s))) continue;
    if (repo && n.repo !== repo && !n.repo.endsWith(repo)) continue;
    if (rels.size && !(g.out.get(n.id) ?? []).some((e) => rels.has(e.relation))) continue;
    if (prop) {
      if (!(prop in n.properties)) continue;
      if (propValue !== undefined && String(n.properties[prop]) !== String(propValue)) continue;
    }
    matched.push(n);
  }
  if (names.length) matched.sort((a, b) => score(b, names) - score(a, names) || a.name.localeCompare(b.name));
  const page = matched.slice(offset, offset + limit);
  return { facts: page.map((n) => g.fact(n)), total: matched.length, offset, limit, has_more: offset + page.length < matched.length };
}

/** Exact and whole-segment matches first, so `search "Database"` lists the class before `DatabaseError`. */
function score(n: CodeNode, names: string[]): number {
  const name = n.name.toLowerCase();
  const seg = name.split(/[./:]/).pop()!;
  let s = 0;
  for (const q of names) {
    if (seg === q) s = Math.max(s, 3);
    else if (seg.startsWith(q)) s = Math.max(s, 2);
    else if (name.includes(q)) s = Math.max(s, 1);
  }
  return s * 10 - (KIND_RANK[n.kind] ?? 9);
}

// -------------------------------------------------------------------------------------------------- explore

function bfs(g: CodeGraph, seeds: CodeNode[], dir: "forward" | "backward" | "both", maxDepth: number, maxNodes: number, types?: Set<string>, rels?: Set<string>) {
  const depth = new Map<string, number>();
  const order: CodeNode[] = [];
  const edges = new Map<string, CodeEdge>();
  let truncated = false;
  let frontier: string[] = [];
  for (const s of seeds) {
    if (depth.has(s.id)) continue;
    depth.set(s.id, 0);
    order.push(s);
    frontier.push(s.id);
  }
  for (let d = 1; d <= maxDepth && frontier.length; d++) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const { edge, other } of g.neighbours(id, dir, rels)) {
        const node = g.byId.get(other)!;
        if (types && !types.has(node.kind) && !types.has(TYPE_OF_KIND[node.kind]) && !(node.symbol_kind && types.has(node.symbol_kind))) continue;
        if (!depth.has(other)) {
          if (order.length >= maxNodes) {
            truncated = true;
            continue;
          }
          depth.set(other, d);
          order.push(node);
          next.push(other);
        }
        edges.set(`${edge.source}|${edge.relation}|${edge.target}`, edge);
      }
    }
    frontier = next;
  }
  return { depth, order, edges: [...edges.values()], truncated };
}

export function explore(g: CodeGraph, args: Args) {
  const id = str(args, "id", "node_id");
  const seed = id ?? str(args, "name", "focus", "query", "symbol");
  if (!seed) throw new CodeQueryInvalid("explore needs `name` (or `focus`) or `id`.");
  const focus = g.seed(seed);
  const maxDepth = int(args, ["max_depth", "depth"], BOUNDS.explore.max_depth, 1);
  const maxNodes = int(args, ["max_nodes"], BOUNDS.explore.max_nodes, 1);
  const types = strs(args, "node_types");
  const r = bfs(g, [focus], direction(args, "both"), maxDepth, maxNodes, types.length ? new Set(types) : undefined);
  return {
    focus: g.fact(focus, 0),
    nodes: r.order.map((n) => g.fact(n, r.depth.get(n.id))),
    edges: r.edges.map((e) => g.edge(e)),
    stats: { nodes: r.order.length, edges: r.edges.length, max_depth: maxDepth, max_nodes: maxNodes, truncated: r.truncated },
  };
}

/** Many seeds, a bounded union of their neighbourhoods (depth ≤ 2). */
export function subgraph(g: CodeGraph, args: Args) {
  const seeds = strs(args, "names", "name", "ids", "id", "focus", "seeds", "query");
  if (!seeds.length) throw new CodeQueryInvalid("subgraph needs `names` (or `ids`).");
  const found: CodeNode[] = [];
  const missing: string[] = [];
  for (const s of seeds) {
    const n = g.resolve(s)[0];
    if (n) found.push(n);
    else missing.push(s);
  }
  if (!found.length) throw new CodeSeedNotFound(seeds.join(", "));
  const maxDepth = int(args, ["max_depth", "depth"], BOUNDS.subgraph.max_depth, 1);
  const maxNodes = int(args, ["max_nodes"], BOUNDS.subgraph.max_nodes, 1);
  const r = bfs(g, found, direction(args, "both"), maxDepth, maxNodes);
  return {
    seeds: found.map((n) => g.fact(n, 0)),
    missing,
    nodes: r.order.map((n) => g.fact(n, r.depth.get(n.id))),
    edges: r.edges.map((e) => g.edge(e)),
    stats: { nodes: r.order.length, edges: r.edges.length, max_depth: maxDepth, max_nodes: maxNodes, truncated: r.truncated },
  };
}

// ------------------------------------------------------------------------------------------------- traverse

export function traverse(g: CodeGraph, args: Args) {
  const ids = strs(args, "start_id", "start_ids");
  const names = strs(args, "start", "starts", "name", "focus");
  if (!ids.length && !names.length) throw new CodeQueryInvalid("traverse needs `start` (or `start_id`).");
  const seeds = [...ids, ...names].map((s) => g.seed(s));
  const maxDepth = int(args, ["max_depth", "depth"], BOUNDS.traverse.max_depth, 1);
  const maxNodes = int(args, ["max_nodes"], BOUNDS.traverse.max_nodes, 1);
  const rels = strs(args, "relation_types");
  const r = bfs(g, seeds, direction(args, "forward"), maxDepth, maxNodes, undefined, rels.length ? new Set(rels) : undefined);
  const result: Record<string, unknown> = {
    starts: seeds.map((n) => g.fact(n, 0)),
    nodes: r.order.map((n) => g.fact(n, r.depth.get(n.id))),
    edges: r.edges.map((e) => g.edge(e)),
    stats: { nodes: r.order.length, edges: r.edges.length, max_depth: maxDepth, max_depth_reached: Math.max(0, ...r.depth.values()), truncated: r.truncated },
  };
  if (args.type_rollup) {
    const rollup: Record<string, number> = {};
    for (const n of r.order) {
      const k = n.symbol_kind ?? n.kind;
      rollup[k] = (rollup[k] ?? 0) + 1;
    }
    result.type_rollup = rollup;
  }
  return result;
}

// ------------------------------------------------------------------------------------------------ find_path

/** Nodes that stand for a target: itself, plus what a module or class declares (cognee's target roll-up). */
function rollUp(g: CodeGraph, target: CodeNode): Set<string> {
  const ids = new Set([target.id]);
  if (target.kind === "module" || target.kind === "repository" || target.symbol_kind === "class" || target.symbol_kind === "interface" || target.symbol_kind === "struct") {
    for (const e of g.out.get(target.id) ?? []) if (e.relation === "declares" || e.relation === "has_method") ids.add(e.target);
  }
  return ids;
}

export function findPath(g: CodeGraph, args: Args) {
  const fromName = str(args, "from", "source", "from_id", "source_id");
  const toName = str(args, "to", "target", "to_id", "target_id");
  if (!fromName || !toName) throw new CodeQueryInvalid("find_path needs `from` and `to`.");
  const from = g.seed(fromName);
  const to = g.seed(toName);
  const maxDepth = int(args, ["max_depth", "depth"], BOUNDS.find_path.max_depth, 1);
  const goals = rollUp(g, to);
  const prev = new Map<string, CodeEdge | null>([[from.id, null]]);
  let frontier = [from.id];
  let hit: string | null = goals.has(from.id) ? from.id : null;
  for (let d = 0; d < maxDepth && frontier.length && !hit; d++) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const e of g.out.get(id) ?? []) {
        if (prev.has(e.target)) continue;
        prev.set(e.target, e);
        if (goals.has(e.target)) {
          hit = e.target;
          break;
        }
        next.push(e.target);
      }
      if (hit) break;
    }
    frontier = next;
  }
  const base = { from: g.fact(from), to: g.fact(to), max_depth: maxDepth };
  if (!hit) return { ...base, found: false, path: [], edges: [] };
  const path: CodeNode[] = [];
  const edges: CodeEdge[] = [];
  for (let cur: string | null = hit; cur; ) {
    path.unshift(g.byId.get(cur)!);
    const e: CodeEdge | null | undefined = prev.get(cur);
    if (!e) break;
    edges.unshift(e);
    cur = e.source;
  }
  const result: Record<string, unknown> = { ...base, found: true, path: path.map((n, i) => g.fact(n, i)), edges: edges.map((e) => g.edge(e)) };
  if (hit !== to.id) result.matched_to = g.fact(g.byId.get(hit)!);
  return result;
}

// ------------------------------------------------------------------------------------------ impact_analysis

/** Relations along which a change propagates to dependents (reverse direction). */
const IMPACT_RELATIONS = new Set(["calls", "imports", "instantiates", "implements"]);

export function impactAnalysis(g: CodeGraph, args: Args) {
  const names = strs(args, "target", "targets", "name", "focus");
  if (!names.length) throw new CodeQueryInvalid("impact_analysis needs `target` (or `targets`).");
  const targets = names.map((n) => g.seed(n));
  const maxDepth = int(args, ["max_depth", "depth"], BOUNDS.impact_analysis.max_depth, 1);
  const maxNodes = int(args, ["max_nodes"], BOUNDS.impact_analysis.max_nodes, 1);
  const rels = new Set(IMPACT_RELATIONS);
  if (args.include_dependencies) rels.add("depends_on");
  // A module or class changes with its members: their dependents are its dependents too.
  const seedIds = new Set<string>();
  for (const t of targets) for (const id of rollUp(g, t)) seedIds.add(id);
  const seeds = [...seedIds].map((id) => g.byId.get(id)!);
  const r = bfs(g, seeds, "backward", maxDepth, maxNodes + seeds.length, undefined, rels);
  const byDepth: Record<string, Fact[]> = {};
  const repos = new Set(targets.map((t) => t.repo));
  const cross = new Set<string>();
  let total = 0;
  for (const n of r.order) {
    const d = r.depth.get(n.id)!;
    if (d === 0 && seedIds.has(n.id)) continue;
    (byDepth[String(d)] ??= []).push(g.fact(n, d));
    total++;
    if (!repos.has(n.repo)) cross.add(n.repo);
  }
  const direct = byDepth["1"]?.length ?? 0;
  return {
    targets: targets.map((t) => g.fact(t)),
    impact_seeds: seeds.map((s) => ({ id: s.id, name: s.name, kind: s.kind })),
    by_depth: byDepth,
    edges: r.edges.map((e) => g.edge(e)),
    total_dependents: total,
    cross_repo_impact: [...cross],
    summary: `${total} dependent${total === 1 ? "" : "s"} of ${targets.map((t) => t.name).join(", ")} within depth ${maxDepth} (${direct} direct)${cross.size ? `, in ${cross.size} other repositor${cross.size === 1 ? "y" : "ies"}` : ""}.`,
    stats: { nodes: r.order.length, edges: r.edges.length, max_depth: maxDepth, max_nodes: maxNodes, truncated: r.truncated },
  };
}

// ---------------------------------------------------------------------------------------------------- delta

export function delta(g: CodeGraph, args: Args) {
  const repo = str(args, "repo");
  const repositories = g.snapshot.nodes
    .filter((n) => n.kind === "repository" && (!repo || n.repo === repo || n.repo.endsWith(repo)))
    .map((n) => ({ id: n.id, repo: n.repo, last_snapshot_id: n.properties.last_snapshot_id ?? null, delta: n.properties.last_delta ?? null }));
  return { repositories };
}

// ----------------------------------------------------------------------------------------------------- hubs

/** Hubs: fan-in over `calls` and `imports`, ranked with PageRank (damping 0.85) over the same edges. */
/**
 * Fan-in and PageRank over calls and imports, once per graph snapshot and iteration count: the snapshot
 * is immutable and cached per dataset version (code.retriever.ts), and ranking ~10k symbols is most of a
 * `hubs` query's time.
 */
const rankings = new WeakMap<CodeGraph, Map<number, { ids: string[]; fanIn: Uint32Array; pr: Float64Array }>>();

function ranking(g: CodeGraph, iterations: number): { ids: string[]; fanIn: Uint32Array; pr: Float64Array } {
  const perGraph = rankings.get(g) ?? rankings.set(g, new Map()).get(g)!;
  const hit = perGraph.get(iterations);
  if (hit) return hit;
  const rels = new Set(["calls", "imports"]);
  const ids = g.snapshot.nodes.filter((n) => n.kind === "symbol" || n.kind === "module").map((n) => n.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const N = ids.length;
  const outDeg = new Float64Array(N);
  const fanIn = new Uint32Array(N);
  const links: [number, number][] = [];
  for (const e of g.snapshot.edges) {
    if (!rels.has(e.relation)) continue;
    const s = index.get(e.source);
    const t = index.get(e.target);
    if (s === undefined || t === undefined) continue;
    links.push([s, t]);
    outDeg[s]!++;
    fanIn[t]!++;
  }
  let pr = new Float64Array(N).fill(1 / N);
  for (let it = 0; it < iterations; it++) {
    const next = new Float64Array(N).fill(0.15 / N);
    let dangling = 0;
    for (let i = 0; i < N; i++) if (!outDeg[i]) dangling += pr[i]!;
    for (const [s, t] of links) next[t]! += (0.85 * pr[s]!) / outDeg[s]!;
    const share = (0.85 * dangling) / N;
    for (let i = 0; i < N; i++) next[i]! += share;
    pr = next;
  }
  const out = { ids, fanIn, pr };
  perGraph.set(iterations, out);
  return out;
}

export function hubs(g: CodeGraph, args: Args) {
  const limit = int(args, ["limit", "top_k"], BOUNDS.hubs.limit, 1);
  const iterations = int(args, ["iterations"], BOUNDS.hubs.iterations, 1);
  const kinds = new Set(strs(args, "kind", "kinds"));
  const { ids, fanIn, pr } = ranking(g, iterations);
  if (!ids.length) return { hubs: [], limit };
  const order = [...ids.keys()]
    .filter((i) => fanIn[i]! > 0)
    .filter((i) => {
      if (!kinds.size) return true;
      const n = g.byId.get(ids[i]!)!;
      return kinds.has(n.kind) || (n.symbol_kind !== null && kinds.has(n.symbol_kind));
    })
    .sort((a, b) => fanIn[b]! - fanIn[a]! || pr[b]! - pr[a]!)
    .slice(0, limit);
  return {
    hubs: order.map((i) => ({ ...g.fact(g.byId.get(ids[i]!)!), fan_in: fanIn[i]!, pagerank: Number(pr[i]!.toFixed(6)) })),
    limit,
  };
}

// ---------------------------------------------------------------------------------------------------- flows

const ENTRY_NAMES = /^(main|__main__|run|start|serve|handler|handle|fetch|app|cli|init)$/i;

/** The default entry points of a snapshot, found once (a scan of every node and its callers). */
const defaultEntries = new WeakMap<CodeGraph, CodeNode[]>();

/** Entry points: routes, then `main`-like symbols and exported handlers that nothing in the repository calls. */
function entryPoints(g: CodeGraph, names: string[]): CodeNode[] {
  if (names.length) return names.map((n) => g.seed(n));
  const known = defaultEntries.get(g);
  if (known) return known;
  const out: CodeNode[] = g.snapshot.nodes.filter((n) => n.kind === "route");
  for (const n of g.snapshot.nodes) {
    if (n.kind !== "symbol" || (n.symbol_kind !== "function" && n.symbol_kind !== "method")) continue;
    const local = String(n.properties.local_name ?? n.name).split(".").pop()!;
    const called = (g.in.get(n.id) ?? []).some((e) => e.relation === "calls");
    if (ENTRY_NAMES.test(local) && !called) out.push(n);
  }
  defaultEntries.set(g, out);
  return out;
}

/** Bounded call paths (DFS over `calls`, no cycles) from entry points. */
export function flows(g: CodeGraph, args: Args) {
  const maxDepth = int(args, ["max_depth", "depth"], BOUNDS.flows.max_depth, 1);
  const maxFlows = int(args, ["max_flows", "limit"], BOUNDS.flows.max_flows, 1);
  const maxPaths = int(args, ["max_paths"], BOUNDS.flows.max_paths, 1);
  const entries = entryPoints(g, strs(args, "entry", "entries", "name", "focus")).slice(0, maxFlows);
  const result = entries.map((entry) => {
    const paths: string[][] = [];
    let truncated = false;
    const walk = (id: string, path: string[], onPath: Set<string>) => {
      if (paths.length >= maxPaths) {
        truncated = true;
        return;
      }
      const calls = (g.out.get(id) ?? []).filter((e) => e.relation === "calls" && !onPath.has(e.target));
      if (!calls.length || path.length > maxDepth) {
        if (path.length > 1) paths.push(path);
        if (calls.length) truncated = true;
        return;
      }
      for (const e of calls) {
        onPath.add(e.target);
        walk(e.target, [...path, g.byId.get(e.target)!.name], onPath);
        onPath.delete(e.target);
      }
    };
    walk(entry.id, [entry.name], new Set([entry.id]));
    return { entry: g.fact(entry), paths, truncated };
  });
  return { flows: result, stats: { entries: result.length, max_depth: maxDepth, max_paths: maxPaths } };
}

// --------------------------------------------------------------------------------------------- capabilities

export function capabilities(g?: CodeGraph) {
  const count = (kind: string) => g?.snapshot.nodes.filter((n) => n.kind === kind).length ?? 0;
  return {
    graph: g ? { nodes: g.snapshot.nodes.length, edges: g.snapshot.edges.length, modules: count("module"), symbols: count("symbol"), repositories: count("repository") } : null,
    operations: [
      { name: "capabilities", description: "This list." },
      { name: "query_facts", args: ["kind(s)", "file(s)", "file_prefix", "name(s)", "repo", "relation_types", "property", "property_value", "offset", "limit"], bounds: BOUNDS.query_facts },
      { name: "search", description: "query_facts by name substring (`query` or `name`).", bounds: BOUNDS.query_facts },
      { name: "explore", args: ["name|focus|id", "direction", "max_depth", "max_nodes", "node_types"], bounds: BOUNDS.explore },
      { name: "neighbors", description: "explore at depth 1.", bounds: BOUNDS.explore },
      { name: "subgraph", args: ["names|ids", "max_depth", "max_nodes"], bounds: BOUNDS.subgraph },
      { name: "traverse", args: ["start(s)|start_id(s)", "direction", "max_depth", "relation_types", "type_rollup"], bounds: BOUNDS.traverse },
      { name: "find_path", args: ["from|source", "to|target", "max_depth"], bounds: BOUNDS.find_path },
      { name: "impact_analysis", args: ["target(s)", "max_depth", "max_nodes", "include_dependencies"], bounds: BOUNDS.impact_analysis },
      { name: "hubs", args: ["limit", "kind(s)"], bounds: BOUNDS.hubs },
      { name: "flows", args: ["entry|entries", "max_depth", "max_flows", "max_paths"], bounds: BOUNDS.flows },
      { name: "delta", args: ["repo"] },
      { name: "ask", args: ["question", "name|focus"], description: "An answer over explore's context (the configured LLM, or the local extractive answerer)." },
    ],
    relations: ["declares", "imports", "calls", "has_method", "implements", "instantiates", "depends_on"],
    kinds: Object.keys(TYPE_OF_KIND),
  };
}

// ------------------------------------------------------------------------------------------------------ ask

/** The explore context of `ask` as text lines (one per fact and edge), for an LLM or the extractive answer. */
export function askContext(g: CodeGraph, args: Args): { focus: Fact; lines: string[] } {
  const r = explore(g, { ...args, max_depth: args.max_depth ?? 1 });
  const lines = [`${r.focus.name} is a ${r.focus.symbol_kind ?? r.focus.kind} in ${r.focus.file || r.focus.repo}${r.focus.line ? `:${r.focus.line}` : ""}.`];
  for (const e of r.edges) lines.push(`${e.source_name} ${e.type.replace(/_/g, " ")} ${e.target_name}.`);
  return { focus: r.focus, lines };
}

/**
 * The offline answer: the focus line, then who calls it, what it calls and where it is declared, in that
 * order (the questions coding agents ask most), capped at 20 lines.
 */
export function extractiveAnswer(g: CodeGraph, args: Args): { answer: string; focus: Fact; context: string[] } {
  const { focus, lines } = askContext(g, args);
  const callers = (g.in.get(focus.id) ?? []).filter((e) => e.relation === "calls").map((e) => g.byId.get(e.source)!);
  const callees = (g.out.get(focus.id) ?? []).filter((e) => e.relation === "calls").map((e) => g.byId.get(e.target)!);
  const declaredBy = (g.in.get(focus.id) ?? []).filter((e) => e.relation === "declares" || e.relation === "has_method").map((e) => g.byId.get(e.source)!);
  const where = (n: CodeNode) => `${n.name} (${n.file}:${n.line})`;
  const parts = [lines[0]!];
  if (declaredBy.length) parts.push(`It is declared by ${declaredBy.map((n) => n.name).join(", ")}.`);
  if (callers.length) parts.push(`It is called by ${callers.slice(0, 10).map(where).join(", ")}.`);
  if (callees.length) parts.push(`It calls ${callees.slice(0, 10).map(where).join(", ")}.`);
  if (parts.length === 1 && lines.length > 1) parts.push(...lines.slice(1, 20));
  return { answer: parts.join(" "), focus, context: lines.slice(0, 20) };
}

/** Runs one operation. `search` and `neighbors` are the spec's aliases; `ask` here is the offline answer. */
export function runCodeOperation(g: CodeGraph, operation: string, args: Args): unknown {
  switch (operation) {
    case "capabilities":
      return capabilities(g);
    case "query_facts":
      return queryFacts(g, args);
    case "search":
      return queryFacts(g, args);
    case "explore":
      return explore(g, args);
    case "neighbors":
      return explore(g, { ...args, max_depth: 1 });
    case "subgraph":
      return subgraph(g, args);
    case "traverse":
      return traverse(g, args);
    case "find_path":
      return findPath(g, args);
    case "impact_analysis":
      return impactAnalysis(g, args);
    case "delta":
      return delta(g, args);
    case "hubs":
      return hubs(g, args);
    case "flows":
      return flows(g, args);
    case "ask":
      return extractiveAnswer(g, args);
    default:
      throw new CodeQueryInvalid(`Unknown CODE operation "${operation.slice(0, 40)}": use one of ${OPERATIONS.join(", ")}.`);
  }
}

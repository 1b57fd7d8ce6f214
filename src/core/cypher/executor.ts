import { ApiError } from "../errors";
import { AGGREGATES, type CypherQuery, type Expr, type Literal, type MatchClause, type NodePattern, type PathPattern, type RelPattern } from "./ast";
import { cypherError } from "./lexer";

/** A graph node as the executor sees it (one row of the pod's `nodes`, chunk text joined for chunks). */
export interface CypherNode {
  id: string;
  type: string;
  name: string | null;
  description: string | null;
  props: Record<string, unknown>;
  text?: string | null;
}

export interface CypherEdge {
  id: string;
  source_id: string;
  target_id: string;
  relationship_name: string;
  edge_text: string | null;
  props: Record<string, unknown>;
}

/** Synchronous graph access (the pod's SQLite); every call is bounded by `limit`. */
export interface GraphSource {
  findNodes(filter: { labels: string[][]; equals: Record<string, Literal> }, limit: number): CypherNode[];
  expand(
    nodeId: string,
    direction: "out" | "in" | "both",
    types: string[],
    limit: number,
  ): { edge: CypherEdge; other: CypherNode }[];
}

export interface CypherLimits {
  /** Candidate nodes read for an unanchored pattern node. */
  nodeScan: number;
  /** Edges read per node expansion. */
  expandPerNode: number;
  /** Total edge visits for one query (bounds variable-length expansion). */
  work: number;
  /** Intermediate binding rows. */
  rows: number;
  /** Rows returned when the query has no LIMIT. */
  maxResultRows: number;
}

export const DEFAULT_CYPHER_LIMITS: CypherLimits = {
  nodeScan: 50_000,
  expandPerNode: 5_000,
  work: 500_000,
  rows: 100_000,
  maxResultRows: 1_000,
};

export interface CypherResult {
  columns: string[];
  rows: Record<string, unknown>[];
  truncated: boolean;
}

class NodeRef {
  constructor(readonly node: CypherNode) {}
}
class EdgeRef {
  constructor(readonly edge: CypherEdge) {}
}
class PathRef {
  constructor(
    readonly nodes: CypherNode[],
    readonly edges: CypherEdge[],
  ) {}
}
type Value = Literal | Value[] | NodeRef | EdgeRef | PathRef | { [k: string]: Value };
type Row = Record<string, Value>;

const tooBroad = (what: string) =>
  new ApiError(
    400,
    "CypherQueryTooBroadError",
    `The Cypher query reads too much of the graph (${what}). Anchor it with labels or properties, narrow the hop range, or add a LIMIT.`,
  );

/** Labels a node answers to: its type, its entity type, `Node`, and `Document` for every document type. */
export function nodeHasLabel(node: CypherNode, label: string): boolean {
  const l = label.toLowerCase();
  if (l === "node") return true;
  const type = node.type.toLowerCase();
  if (type === l) return true;
  if (l === "document" && type.endsWith("document")) return true;
  const et = node.props.entity_type;
  return typeof et === "string" && et.toLowerCase() === l;
}

export function nodeLabels(node: CypherNode): string[] {
  const out = [node.type];
  const et = node.props.entity_type;
  if (typeof et === "string" && et) out.push(et);
  return out;
}

function nodeProperty(node: CypherNode, key: string): Value {
  switch (key) {
    case "id":
      return node.id;
    case "type":
      return node.type;
    case "name":
      return node.name;
    case "description":
      return node.description;
    case "text":
      return (node.text ?? (node.props.text as string | undefined) ?? null) as Value;
    default:
      return toValue(node.props[key]);
  }
}

function edgeProperty(edge: CypherEdge, key: string): Value {
  switch (key) {
    case "id":
    case "edge_object_id":
      return edge.id;
    case "relationship_name":
    case "type":
      return edge.relationship_name;
    case "edge_text":
      return edge.edge_text;
    case "source_id":
    case "source_node_id":
      return edge.source_id;
    case "target_id":
    case "target_node_id":
      return edge.target_id;
    default:
      return toValue(edge.props[key]);
  }
}

function toValue(v: unknown): Value {
  if (v === undefined || v === null) return null;
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return v;
  if (Array.isArray(v)) return v.map(toValue);
  if (typeof v === "object") {
    const out: Record<string, Value> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) out[k] = toValue(x);
    return out;
  }
  return String(v);
}

export function serializeNode(node: CypherNode): Record<string, unknown> {
  const out: Record<string, unknown> = { id: node.id, type: node.type, name: node.name, description: node.description };
  for (const [k, v] of Object.entries(node.props)) if (!(k in out)) out[k] = v;
  if (node.text) out.text = node.text;
  return out;
}

export function serializeEdge(edge: CypherEdge): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: edge.id,
    source_id: edge.source_id,
    target_id: edge.target_id,
    relationship_name: edge.relationship_name,
    edge_text: edge.edge_text,
  };
  for (const [k, v] of Object.entries(edge.props)) if (!(k in out)) out[k] = v;
  return out;
}

function serialize(v: Value): unknown {
  if (v instanceof NodeRef) return serializeNode(v.node);
  if (v instanceof EdgeRef) return serializeEdge(v.edge);
  if (v instanceof PathRef) return { nodes: v.nodes.map(serializeNode), relationships: v.edges.map(serializeEdge) };
  if (Array.isArray(v)) return v.map(serialize);
  if (v !== null && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = serialize(x);
    return out;
  }
  return v;
}

/** Identity key of a value for DISTINCT, grouping and equality of graph elements. */
function keyOf(v: Value): string {
  if (v instanceof NodeRef) return `n:${v.node.id}`;
  if (v instanceof EdgeRef) return `e:${v.edge.id}:${v.edge.source_id}:${v.edge.target_id}`;
  if (v instanceof PathRef) return `p:${v.edges.map((e) => e.id).join(",")}:${v.nodes[0]?.id ?? ""}`;
  if (Array.isArray(v)) return `[${v.map(keyOf).join(",")}]`;
  if (v !== null && typeof v === "object") return `{${Object.entries(v).map(([k, x]) => `${k}:${keyOf(x)}`).join(",")}}`;
  return JSON.stringify(v);
}

export function executeCypher(query: CypherQuery, source: GraphSource, limits: CypherLimits = DEFAULT_CYPHER_LIMITS): CypherResult {
  return new Executor(query, source, limits).run();
}

class Executor {
  private work = 0;
  constructor(
    private readonly q: CypherQuery,
    private readonly source: GraphSource,
    private readonly limits: CypherLimits,
  ) {}

  run(): CypherResult {
    const aggregated = this.q.items.some((i) => containsAggregate(i.expr));
    // Without ORDER BY, DISTINCT or aggregation, matching can stop once enough rows exist.
    const earlyStop =
      !aggregated && !this.q.distinct && this.q.orderBy.length === 0 && this.q.limit !== null ? this.q.skip + this.q.limit : null;
    let rows: Row[] = [{}];
    this.q.matches.forEach((clause, idx) => {
      const last = idx === this.q.matches.length - 1;
      rows = this.matchClause(clause, rows, last ? earlyStop : null);
    });

    const columns = this.q.returnAll ? this.boundVariables() : this.q.items.map((i) => i.name);
    let out: { values: Value[]; env: Row }[];
    if (aggregated) out = this.aggregate(rows);
    else {
      out = rows.map((row) => {
        const values = this.q.returnAll ? columns.map((c) => row[c] ?? null) : this.q.items.map((i) => this.eval(i.expr, row));
        const env: Row = { ...row };
        columns.forEach((c, i) => (env[c] = values[i]!));
        return { values, env };
      });
    }
    if (this.q.distinct) {
      const seen = new Set<string>();
      out = out.filter((r) => {
        const k = r.values.map(keyOf).join("\u0001");
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      });
    }
    if (this.q.orderBy.length) {
      const keyed = out.map((r) => ({
        r,
        keys: this.q.orderBy.map((s) => {
          const col = columns.indexOf(s.text);
          return col >= 0 ? r.values[col]! : this.eval(s.expr, r.env);
        }),
      }));
      keyed.sort((a, b) => {
        for (let i = 0; i < this.q.orderBy.length; i++) {
          const c = compareForSort(a.keys[i]!, b.keys[i]!);
          if (c !== 0) return this.q.orderBy[i]!.descending ? -c : c;
        }
        return 0;
      });
      out = keyed.map((k) => k.r);
    }
    const limit = Math.min(this.q.limit ?? this.limits.maxResultRows, this.limits.maxResultRows);
    const sliced = out.slice(this.q.skip, this.q.skip + limit);
    return {
      columns,
      rows: sliced.map((r) => Object.fromEntries(columns.map((c, i) => [c, serialize(r.values[i]!)]))),
      truncated: this.q.limit === null && out.length - this.q.skip > limit,
    };
  }

  private boundVariables(): string[] {
    const names: string[] = [];
    const add = (n: string | null) => {
      if (n && !names.includes(n)) names.push(n);
    };
    for (const m of this.q.matches) {
      for (const p of m.patterns) {
        add(p.pathVariable);
        p.nodes.forEach((n, i) => {
          add(n.variable);
          if (i < p.rels.length) add(p.rels[i]!.variable);
        });
      }
    }
    if (names.length === 0) throw cypherError("RETURN * needs at least one named variable in the pattern.");
    return names;
  }

  // ---- matching ----

  private matchClause(clause: MatchClause, input: Row[], stopAfter: number | null): Row[] {
    const pushdown = equalityPushdown(clause.where);
    let rows = input;
    clause.patterns.forEach((pattern, idx) => {
      const lastPattern = idx === clause.patterns.length - 1;
      const next: Row[] = [];
      for (const row of rows) {
        const done = this.matchPath(pattern, row, pushdown, (r) => {
          if (lastPattern && clause.where && !truthy(this.eval(clause.where, r))) return false;
          next.push(r);
          if (next.length > this.limits.rows) throw tooBroad(`more than ${this.limits.rows} intermediate rows`);
          return lastPattern && stopAfter !== null && next.length >= stopAfter;
        });
        if (done) break;
      }
      rows = next;
    });
    return rows;
  }

  /** Enumerates bindings of one path pattern extending `row`; `emit` returns true to stop. Returns true if stopped. */
  private matchPath(p: PathPattern, row: Row, pushdown: Map<string, Record<string, Literal>>, emit: (r: Row) => boolean): boolean {
    const start = this.chooseStart(p, row, pushdown);
    const steps: { rel: RelPattern; from: number; to: number; reversed: boolean; relIndex: number }[] = [];
    for (let i = start; i < p.rels.length; i++) steps.push({ rel: p.rels[i]!, from: i, to: i + 1, reversed: false, relIndex: i });
    for (let i = start - 1; i >= 0; i--) steps.push({ rel: p.rels[i]!, from: i + 1, to: i, reversed: true, relIndex: i });

    const nodesAt: (CypherNode | null)[] = p.nodes.map(() => null);
    const edgesAt: CypherEdge[][] = p.rels.map(() => []);
    const usedEdges = new Set<string>();
    // Relationships bound by earlier patterns of the same clause are not reused (Cypher uniqueness).
    for (const v of Object.values(row)) {
      if (v instanceof EdgeRef) usedEdges.add(edgeKey(v.edge));
      else if (Array.isArray(v)) for (const x of v) if (x instanceof EdgeRef) usedEdges.add(edgeKey(x.edge));
    }

    const startPattern = p.nodes[start]!;
    const candidates = this.nodeCandidates(startPattern, row, pushdown);
    for (const cand of candidates) {
      const bound = this.bindNode(startPattern, cand, row);
      if (!bound) continue;
      nodesAt[start] = cand;
      if (this.extend(p, steps, 0, bound, nodesAt, edgesAt, usedEdges, emit)) return true;
    }
    return false;
  }

  private extend(
    p: PathPattern,
    steps: { rel: RelPattern; from: number; to: number; reversed: boolean; relIndex: number }[],
    stepIdx: number,
    row: Row,
    nodesAt: (CypherNode | null)[],
    edgesAt: CypherEdge[][],
    usedEdges: Set<string>,
    emit: (r: Row) => boolean,
  ): boolean {
    if (stepIdx === steps.length) {
      let out = row;
      if (p.pathVariable) {
        out = { ...row, [p.pathVariable]: new PathRef([...(nodesAt as CypherNode[])], edgesAt.flat()) };
      }
      return emit(out);
    }
    const step = steps[stepIdx]!;
    const from = nodesAt[step.from]!;
    const direction = flip(step.rel.direction, step.reversed);
    const toPattern = p.nodes[step.to]!;
    const tryEnd = (edges: CypherEdge[], end: CypherNode): boolean => {
      let next = this.bindNode(toPattern, end, row);
      if (!next) return false;
      // Edges of a reversed step were walked backwards: keep them in pattern order.
      const ordered = step.reversed ? [...edges].reverse() : edges;
      if (step.rel.variable) {
        const value: Value = step.rel.variableLength ? ordered.map((e) => new EdgeRef(e)) : new EdgeRef(ordered[0]!);
        const existing = next[step.rel.variable];
        if (existing !== undefined && keyOf(existing) !== keyOf(value)) return false;
        next = { ...next, [step.rel.variable]: value };
      }
      nodesAt[step.to] = end;
      edgesAt[step.relIndex] = ordered;
      // A variable-length walk has already marked its edges; mark (and later unmark) only the new ones.
      const added = edges.map(edgeKey).filter((k) => !usedEdges.has(k));
      for (const k of added) usedEdges.add(k);
      const stop = this.extend(p, steps, stepIdx + 1, next, nodesAt, edgesAt, usedEdges, emit);
      for (const k of added) usedEdges.delete(k);
      return stop;
    };

    if (!step.rel.variableLength) {
      for (const { edge, other } of this.expand(from.id, direction, step.rel)) {
        if (usedEdges.has(edgeKey(edge))) continue;
        if (!this.edgeMatches(step.rel, edge, row)) continue;
        if (tryEnd([edge], other)) return true;
      }
      return false;
    }

    // Variable length: depth-first walk with relationship uniqueness along the path.
    const path: CypherEdge[] = [];
    const walk = (node: CypherNode, depth: number): boolean => {
      if (depth >= step.rel.minHops && tryEnd([...path], node)) return true;
      if (depth >= step.rel.maxHops) return false;
      for (const { edge, other } of this.expand(node.id, direction, step.rel)) {
        const k = edgeKey(edge);
        if (usedEdges.has(k)) continue;
        if (!this.edgeMatches(step.rel, edge, row)) continue;
        usedEdges.add(k);
        path.push(edge);
        const stop = walk(other, depth + 1);
        path.pop();
        usedEdges.delete(k);
        if (stop) return true;
      }
      return false;
    };
    return walk(from, 0);
  }

  private expand(nodeId: string, direction: "out" | "in" | "both", rel: RelPattern) {
    const res = this.source.expand(nodeId, direction, rel.types, this.limits.expandPerNode);
    this.work += res.length + 1;
    if (this.work > this.limits.work) throw tooBroad(`more than ${this.limits.work} relationships visited`);
    return res;
  }

  private chooseStart(p: PathPattern, row: Row, pushdown: Map<string, Record<string, Literal>>): number {
    let best = 0;
    let bestScore = -1;
    p.nodes.forEach((n, i) => {
      let score = 0;
      if (n.variable && row[n.variable] instanceof NodeRef) score = 1000;
      else {
        const eq = { ...literalProps(n), ...(n.variable ? pushdown.get(n.variable) : undefined) };
        if ("id" in eq) score += 200;
        if ("name" in eq) score += 100;
        score += Object.keys(eq).length * 10 + n.labels.length;
      }
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    });
    return best;
  }

  private nodeCandidates(n: NodePattern, row: Row, pushdown: Map<string, Record<string, Literal>>): CypherNode[] {
    const bound = n.variable ? row[n.variable] : undefined;
    if (bound instanceof NodeRef) return [bound.node];
    if (bound !== undefined) return [];
    const equals = { ...(n.variable ? pushdown.get(n.variable) : undefined), ...literalProps(n) };
    const found = this.source.findNodes({ labels: n.labels, equals }, this.limits.nodeScan + 1);
    if (found.length > this.limits.nodeScan) throw tooBroad(`more than ${this.limits.nodeScan} candidate nodes`);
    this.work += found.length;
    return found;
  }

  /** Checks a node against a pattern (labels, properties, an existing binding); returns the extended row. */
  private bindNode(n: NodePattern, node: CypherNode, row: Row): Row | null {
    if (!n.labels.every((group) => group.some((l) => nodeHasLabel(node, l)))) return null;
    for (const [k, e] of Object.entries(n.properties)) {
      if (!valuesEqual(nodeProperty(node, k), this.eval(e, row))) return null;
    }
    if (!n.variable) return row;
    const existing = row[n.variable];
    if (existing !== undefined) return existing instanceof NodeRef && existing.node.id === node.id ? row : null;
    return { ...row, [n.variable]: new NodeRef(node) };
  }

  private edgeMatches(rel: RelPattern, edge: CypherEdge, row: Row): boolean {
    if (rel.types.length && !rel.types.some((t) => t.toLowerCase() === edge.relationship_name.toLowerCase())) return false;
    for (const [k, e] of Object.entries(rel.properties)) {
      if (!valuesEqual(edgeProperty(edge, k), this.eval(e, row))) return false;
    }
    return true;
  }

  // ---- aggregation ----

  private aggregate(rows: Row[]): { values: Value[]; env: Row }[] {
    const items = this.q.items;
    const keyIdx = items.map((i, idx) => (containsAggregate(i.expr) ? -1 : idx)).filter((i) => i >= 0);
    const groups = new Map<string, { keyValues: Value[]; rows: Row[] }>();
    for (const row of rows) {
      const keyValues = keyIdx.map((i) => this.eval(items[i]!.expr, row));
      const k = keyValues.map(keyOf).join("\u0001");
      let g = groups.get(k);
      if (!g) groups.set(k, (g = { keyValues, rows: [] }));
      g.rows.push(row);
    }
    // Aggregates over no rows still answer one row when there are no grouping keys (count(*) = 0).
    if (groups.size === 0 && keyIdx.length === 0) groups.set("", { keyValues: [], rows: [] });
    const out: { values: Value[]; env: Row }[] = [];
    for (const g of groups.values()) {
      const values: Value[] = items.map((item, idx) => {
        const pos = keyIdx.indexOf(idx);
        if (pos >= 0) return g.keyValues[pos]!;
        return this.evalAggregate(item.expr, g.rows);
      });
      const env: Row = {};
      items.forEach((item, idx) => (env[item.name] = values[idx]!));
      out.push({ values, env });
    }
    return out;
  }

  private evalAggregate(e: Expr, rows: Row[]): Value {
    if (e.kind === "call" && AGGREGATES.has(e.name)) {
      if (e.star) return rows.length;
      const arg = e.args[0];
      if (!arg) throw cypherError(`${e.name}() needs an argument.`);
      let vals = rows.map((r) => this.eval(arg, r)).filter((v) => v !== null);
      if (e.distinct) {
        const seen = new Set<string>();
        vals = vals.filter((v) => {
          const k = keyOf(v);
          if (seen.has(k)) return false;
          seen.add(k);
          return true;
        });
      }
      switch (e.name) {
        case "count":
          return vals.length;
        case "collect":
          return vals;
        case "sum":
          return vals.reduce<number>((s, v) => s + (typeof v === "number" ? v : 0), 0);
        case "avg": {
          const nums = vals.filter((v): v is number => typeof v === "number");
          return nums.length ? nums.reduce((s, v) => s + v, 0) / nums.length : null;
        }
        case "min":
        case "max": {
          if (!vals.length) return null;
          const sorted = [...vals].sort(compareForSort);
          return e.name === "min" ? sorted[0]! : sorted[sorted.length - 1]!;
        }
      }
    }
    // An expression around aggregates (e.g. count(*) + 1): aggregate the inner calls first.
    const rewritten = mapAggregates(e, (call) => ({ kind: "lit", value: literalOf(this.evalAggregate(call, rows)) }));
    return this.eval(rewritten, rows[0] ?? {});
  }

  // ---- expressions ----

  eval(e: Expr, row: Row): Value {
    switch (e.kind) {
      case "lit":
        return e.value;
      case "list":
        return e.items.map((i) => this.eval(i, row));
      case "var": {
        if (!(e.name in row)) throw cypherError(`Variable \`${e.name}\` is not defined.`);
        return row[e.name]!;
      }
      case "prop": {
        const t = this.eval(e.target, row);
        if (t === null) return null;
        if (t instanceof NodeRef) return nodeProperty(t.node, e.key);
        if (t instanceof EdgeRef) return edgeProperty(t.edge, e.key);
        if (typeof t === "object" && !Array.isArray(t) && !(t instanceof PathRef)) return (t as Record<string, Value>)[e.key] ?? null;
        return null;
      }
      case "cmp": {
        const l = this.eval(e.left, row);
        const r = this.eval(e.right, row);
        if (l === null || r === null) return null;
        if (e.op === "=") return valuesEqual(l, r);
        if (e.op === "<>") return !valuesEqual(l, r);
        const c = compareValues(l, r);
        if (c === null) return null;
        return e.op === "<" ? c < 0 : e.op === "<=" ? c <= 0 : e.op === ">" ? c > 0 : c >= 0;
      }
      case "str": {
        const l = this.eval(e.left, row);
        const r = this.eval(e.right, row);
        if (typeof l !== "string" || typeof r !== "string") return null;
        if (e.op === "CONTAINS") return l.includes(r);
        if (e.op === "STARTS WITH") return l.startsWith(r);
        if (e.op === "ENDS WITH") return l.endsWith(r);
        return safeRegex(r).test(l);
      }
      case "in": {
        const l = this.eval(e.left, row);
        const r = this.eval(e.right, row);
        if (!Array.isArray(r) || l === null) return null;
        return r.some((x) => valuesEqual(l, x));
      }
      case "isnull": {
        const v = this.eval(e.expr, row);
        return e.negated ? v !== null : v === null;
      }
      case "and": {
        const l = this.eval(e.left, row);
        if (l === false) return false;
        const r = this.eval(e.right, row);
        if (r === false) return false;
        return l === null || r === null ? null : true;
      }
      case "or": {
        const l = this.eval(e.left, row);
        if (l === true) return true;
        const r = this.eval(e.right, row);
        if (r === true) return true;
        return l === null || r === null ? null : false;
      }
      case "xor": {
        const l = this.eval(e.left, row);
        const r = this.eval(e.right, row);
        return l === null || r === null ? null : truthy(l) !== truthy(r);
      }
      case "not": {
        const v = this.eval(e.expr, row);
        return v === null ? null : !truthy(v);
      }
      case "neg": {
        const v = this.eval(e.expr, row);
        return typeof v === "number" ? -v : null;
      }
      case "arith": {
        const l = this.eval(e.left, row);
        const r = this.eval(e.right, row);
        if (l === null || r === null) return null;
        if (e.op === "+" && (typeof l === "string" || typeof r === "string")) return `${String(l)}${String(r)}`;
        if (e.op === "+" && Array.isArray(l)) return [...l, ...(Array.isArray(r) ? r : [r])];
        if (typeof l !== "number" || typeof r !== "number") return null;
        switch (e.op) {
          case "+":
            return l + r;
          case "-":
            return l - r;
          case "*":
            return l * r;
          case "/":
            return r === 0 ? null : l / r;
          case "%":
            return r === 0 ? null : l % r;
        }
        return null;
      }
      case "call":
        return this.evalFunction(e, row);
    }
  }

  private evalFunction(e: Extract<Expr, { kind: "call" }>, row: Row): Value {
    if (AGGREGATES.has(e.name)) throw cypherError(`${e.name}() is only allowed in RETURN.`);
    const args = e.args.map((a) => this.eval(a, row));
    const a = args[0] ?? null;
    switch (e.name) {
      case "id":
      case "elementid":
        return a instanceof NodeRef ? a.node.id : a instanceof EdgeRef ? a.edge.id : null;
      case "type":
        return a instanceof EdgeRef ? a.edge.relationship_name : null;
      case "labels":
        return a instanceof NodeRef ? nodeLabels(a.node) : null;
      case "properties":
        return a instanceof NodeRef
          ? toValue(serializeNode(a.node))
          : a instanceof EdgeRef
            ? toValue(serializeEdge(a.edge))
            : a;
      case "tolower":
        return typeof a === "string" ? a.toLowerCase() : null;
      case "toupper":
        return typeof a === "string" ? a.toUpperCase() : null;
      case "trim":
        return typeof a === "string" ? a.trim() : null;
      case "size":
      case "length":
        if (typeof a === "string") return a.length;
        if (Array.isArray(a)) return a.length;
        if (a instanceof PathRef) return a.edges.length;
        return null;
      case "coalesce":
        return args.find((v) => v !== null) ?? null;
      case "tostring":
        return a === null ? null : typeof a === "object" ? JSON.stringify(serialize(a)) : String(a);
      case "tointeger": {
        const n = typeof a === "number" ? a : typeof a === "string" ? Number(a) : NaN;
        return Number.isFinite(n) ? Math.trunc(n) : null;
      }
      case "tofloat": {
        const n = typeof a === "number" ? a : typeof a === "string" ? Number(a) : NaN;
        return Number.isFinite(n) ? n : null;
      }
      case "nodes":
        return a instanceof PathRef ? a.nodes.map((n) => new NodeRef(n)) : null;
      case "relationships":
        return a instanceof PathRef ? a.edges.map((x) => new EdgeRef(x)) : Array.isArray(a) ? a : null;
      case "startnode":
      case "endnode":
        // The pattern binds both endpoints: return the id, which is what the edge knows.
        return a instanceof EdgeRef ? (e.name === "startnode" ? a.edge.source_id : a.edge.target_id) : null;
    }
    throw cypherError(`Function ${e.name}() is not supported.`);
  }
}

function edgeKey(e: CypherEdge): string {
  return `${e.source_id}|${e.relationship_name}|${e.target_id}`;
}

function flip(d: "out" | "in" | "both", reversed: boolean): "out" | "in" | "both" {
  if (!reversed || d === "both") return d;
  return d === "out" ? "in" : "out";
}

function literalProps(n: NodePattern): Record<string, Literal> {
  const out: Record<string, Literal> = {};
  for (const [k, e] of Object.entries(n.properties)) if (e.kind === "lit") out[k] = e.value;
  return out;
}

/** `WHERE n.name = 'x' AND ...`: top-level equalities with a literal narrow the node scan. */
function equalityPushdown(where: Expr | null): Map<string, Record<string, Literal>> {
  const out = new Map<string, Record<string, Literal>>();
  const visit = (e: Expr) => {
    if (e.kind === "and") {
      visit(e.left);
      visit(e.right);
      return;
    }
    if (e.kind !== "cmp" || e.op !== "=") return;
    const pairs: [Expr, Expr][] = [
      [e.left, e.right],
      [e.right, e.left],
    ];
    for (const [p, l] of pairs) {
      if (p.kind === "prop" && p.target.kind === "var" && l.kind === "lit" && l.value !== null) {
        const rec = out.get(p.target.name) ?? {};
        rec[p.key] = l.value;
        out.set(p.target.name, rec);
        return;
      }
    }
  };
  if (where) visit(where);
  return out;
}

function containsAggregate(e: Expr): boolean {
  let found = false;
  mapAggregates(e, (c) => {
    found = true;
    return c;
  });
  return found;
}

function mapAggregates(e: Expr, fn: (call: Expr) => Expr): Expr {
  if (e.kind === "call" && AGGREGATES.has(e.name)) return fn(e);
  switch (e.kind) {
    case "list":
      return { ...e, items: e.items.map((i) => mapAggregates(i, fn)) };
    case "prop":
      return { ...e, target: mapAggregates(e.target, fn) };
    case "cmp":
    case "str":
    case "in":
    case "and":
    case "or":
    case "xor":
    case "arith":
      return { ...e, left: mapAggregates(e.left, fn), right: mapAggregates(e.right, fn) } as Expr;
    case "isnull":
    case "not":
    case "neg":
      return { ...e, expr: mapAggregates(e.expr, fn) } as Expr;
    case "call":
      return { ...e, args: e.args.map((a) => mapAggregates(a, fn)) };
    default:
      return e;
  }
}

function literalOf(v: Value): Literal {
  return v === null || typeof v === "string" || typeof v === "number" || typeof v === "boolean" ? v : null;
}

function truthy(v: Value): boolean {
  return v === true;
}

function valuesEqual(a: Value, b: Value): boolean {
  if (a === null || b === null) return false;
  if (typeof a === "number" && typeof b === "number") return a === b;
  return keyOf(a) === keyOf(b);
}

function compareValues(a: Value, b: Value): number | null {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  return null;
}

/** ORDER BY total order: numbers, then strings, then booleans, then everything else; nulls last. */
function compareForSort(a: Value, b: Value): number {
  const rank = (v: Value) => (v === null ? 9 : typeof v === "number" ? 0 : typeof v === "string" ? 1 : typeof v === "boolean" ? 2 : 3);
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  const c = compareValues(a, b);
  if (c !== null) return c;
  const ka = keyOf(a);
  const kb = keyOf(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

function safeRegex(pattern: string): RegExp {
  if (pattern.length > 200) throw cypherError("Regular expressions in =~ are limited to 200 characters.");
  try {
    return new RegExp(`^(?:${pattern})$`);
  } catch {
    throw cypherError(`Invalid regular expression in =~: ${pattern}`);
  }
}

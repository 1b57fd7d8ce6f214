import { createHash } from "node:crypto";
import { uuid5 } from "../ids";

/**
 * The code-graph fact model, as cognee 1.5.2 stores enola's facts (capabilities-design §1): one node per fact,
 * kinds below, every node tied to its repository by `repo`. Shared by the parser consumer (which builds
 * snapshots), the pod (which stores them) and the CODE operations (which read them).
 */
export const FACT_KINDS = ["repository", "module", "symbol", "dependency", "file_ref", "route", "test_ref", "rule"] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/** cognee's node class per kind (`CodeGraphEntity` subclasses). */
export const TYPE_OF_KIND: Record<FactKind, string> = {
  repository: "CodeRepository",
  module: "CodeModule",
  symbol: "CodeSymbol",
  dependency: "ExternalDependency",
  file_ref: "CodeFileReference",
  route: "ApiEndpoint",
  test_ref: "CodeTestReference",
  // Coding rules found in the repository docs (CODING_RULES search); not part of CODE snapshots.
  rule: "Rule",
};

export const SYMBOL_KINDS = ["function", "method", "struct", "interface", "type", "class", "variable", "constant", "enum"] as const;
export type SymbolKind = (typeof SYMBOL_KINDS)[number];

export const RELATIONS = ["declares", "imports", "calls", "has_method", "implements", "instantiates", "depends_on"] as const;
export type Relation = (typeof RELATIONS)[number];

export interface CodeNode {
  id: string;
  kind: FactKind;
  name: string;
  /** Path inside the repository ("" for repository and dependency nodes). */
  file: string;
  line: number;
  repo: string;
  description: string;
  symbol_kind: SymbolKind | null;
  properties: Record<string, unknown>;
  /** SHA-256 over the node's own fields and its outgoing edges: equal hash, nothing to write. */
  fact_hash: string;
}

export interface CodeEdge {
  source: string;
  target: string;
  relation: Relation;
}

/** A dataset's code graph (or one repository of it) in memory. */
export interface CodeSnapshot {
  nodes: CodeNode[];
  edges: CodeEdge[];
}

/** `last_delta` stamped on the repository node after a load (cognee: counts plus name samples). */
export interface CodeDelta {
  added: number;
  updated: number;
  removed: number;
  unchanged: number;
  added_names: string[];
  updated_names: string[];
  removed_names: string[];
}

/** enola's id scheme: `uuid5(NAMESPACE_OID, "enola:" + length-prefixed(repo, kind, name))`. */
export function codeNodeId(repo: string, kind: FactKind, name: string): string {
  return uuid5(`enola:${[repo, kind, name].map((p) => `${p.length}:${p}`).join("")}`);
}

/** Stable JSON (sorted keys), so the same fact always hashes the same. */
function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(",")}]`;
  if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .filter((k) => o[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stable(o[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v ?? null);
}

/**
 * fact_hash of a node with its outgoing edges. Edges are part of the hash so a changed call list marks its
 * caller as updated, and the delta write replaces exactly the out-edges of updated nodes.
 */
export function factHash(node: Omit<CodeNode, "fact_hash" | "id">, outEdges: { relation: string; target: string }[]): string {
  const rel = outEdges.map((e) => `${e.relation}>${e.target}`).sort();
  const body = stable({ k: node.kind, n: node.name, f: node.file, l: node.line, r: node.repo, d: node.description, s: node.symbol_kind, p: node.properties, e: rel });
  return createHash("sha256").update(body).digest("hex");
}

/** Repository identity of a spec: the URL without credentials, query, trailing slash or `.git`. */
export function repoNameOf(spec: string): string {
  const s = spec.trim();
  try {
    const u = new URL(s);
    if (u.protocol === "http:" || u.protocol === "https:") {
      return `${u.host}${u.pathname}`.replace(/\/+$/, "").replace(/\.git$/, "");
    }
  } catch {
    /* not a URL: a local path or an upload name */
  }
  return s.replace(/\/+$/, "").replace(/\.git$/, "");
}

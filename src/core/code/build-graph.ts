import { codeNodeId, factHash, type CodeEdge, type CodeNode, type FactKind, type Relation, type SymbolKind } from "./model";

/** What the parser reports for one file. Names are local to the file ("Class.method", "helper"). */
export interface ParsedFile {
  path: string;
  language: string;
  symbols: { name: string; kind: SymbolKind; line: number; container?: string; doc?: string }[];
  imports: { spec: string; line: number }[];
  /** `from` is the enclosing symbol's local name, absent at module level; `target` the called name as written. */
  calls: { from?: string; target: string; line: number }[];
  instantiates: { from?: string; target: string; line: number }[];
  /** `from` the class; `via` tells `implements` from inheritance (`extends`, base classes, embedding). */
  implements: { from: string; target: string; line: number; via: "implements" | "extends" }[];
  lines: number;
  bytes: number;
}

export interface RepositoryInput {
  repo: string;
  /** The spec as given (URL, path or upload name). */
  path: string;
  branch: string | null;
  /** Commit id (or archive digest): the snapshot identity; an unchanged one skips the load. */
  commit: string;
  files: ParsedFile[];
  /** Manifest dependencies (package.json, requirements.txt, go.mod, Cargo.toml...). */
  dependencies: string[];
  /** Non-code files kept as file references (docs, manifests). */
  fileRefs: { path: string; bytes: number }[];
  /** Rule statements from the repository docs (CODING_RULES), with their node set. */
  rules?: { text: string; file: string; line: number; nodeSet: string }[];
}

const EXT = /\.(tsx?|jsx?|mjs|cjs|mts|cts|py|go|java|rs|c|h|cc|cpp|cxx|hpp|hh|cs|rb|php)$/i;

/** Module name of a file: its path without extension (`pkg/__init__.py` is `pkg`, as Python imports it). */
export function moduleNameOf(path: string): string {
  const m = path.replace(EXT, "");
  return m.endsWith("/__init__") ? m.slice(0, -"/__init__".length) : m.replace(/\/index$/, "") || m;
}

function lastSegment(name: string): string {
  const parts = name.split(/[./:\\#]|::|->/).filter(Boolean);
  return parts[parts.length - 1] ?? name;
}

/**
 * Name index for target resolution (cognee's `build_code_graph_edges`): exact name first, then an unambiguous
 * suffix at a name boundary (`app/db.Database` for `Database`). Ambiguous targets stay unresolved, except that
 * a candidate in the caller's own module, or in a module it imports, wins over the rest.
 */
export class NameIndex {
  private readonly exact = new Map<string, string[]>();
  private readonly bySegment = new Map<string, { name: string; id: string }[]>();

  add(name: string, id: string): void {
    const list = this.exact.get(name);
    if (list) list.push(id);
    else this.exact.set(name, [id]);
    const seg = lastSegment(name);
    const s = this.bySegment.get(seg);
    if (s) s.push({ name, id });
    else this.bySegment.set(seg, [{ name, id }]);
  }

  /** `prefer` lists name prefixes (own module, then imported modules) used only to break ties. */
  resolve(target: string, prefer: string[] = []): string | null {
    const hit = this.exact.get(target);
    if (hit?.length === 1) return hit[0]!;
    const seg = lastSegment(target);
    const suffix = target.includes(".") || target.includes("/") ? target : seg;
    const candidates = (this.bySegment.get(seg) ?? []).filter((c) => {
      if (c.name === suffix) return true;
      if (!c.name.endsWith(suffix)) return false;
      const before = c.name[c.name.length - suffix.length - 1];
      return before === "." || before === "/" || before === ":";
    });
    if (candidates.length === 1) return candidates[0]!.id;
    for (const p of prefer) {
      const mine = candidates.filter((c) => c.name.startsWith(`${p}.`));
      if (mine.length === 1) return mine[0]!.id;
    }
    return null;
  }
}

/** Package name of an unresolved import: npm scope/name, the first dotted segment, a Go module path. */
export function dependencyNameOf(spec: string, language: string): string {
  const s = spec.replace(/^["'<]|[>"']$/g, "");
  if (language === "typescript" || language === "tsx" || language === "javascript") {
    const p = s.replace(/^node:/, "").split("/");
    return s.startsWith("@") ? p.slice(0, 2).join("/") : p[0]!;
  }
  if (language === "go") return s;
  if (language === "rust") return s.split("::")[0]!;
  if (language === "php" || language === "c_sharp") return s.split(/\\|\./)[0]!;
  if (language === "java") return s.split(".").slice(0, 2).join(".");
  return s.split(/[./]/)[0]!;
}

function joinPath(dir: string, rel: string): string {
  const out = dir ? dir.split("/") : [];
  for (const p of rel.split("/")) {
    if (p === "" || p === ".") continue;
    if (p === "..") out.pop();
    else out.push(p);
  }
  return out.join("/");
}

/** Module-name candidates an import spec may denote, most specific first. */
function importCandidates(spec: string, file: ParsedFile): string[] {
  const s = spec.replace(/^["'<]|[>"']$/g, "");
  const dir = file.path.includes("/") ? file.path.slice(0, file.path.lastIndexOf("/")) : "";
  if (s.startsWith("./") || s.startsWith("../")) return [moduleNameOf(joinPath(dir, s))];
  if (file.language === "python" && s.startsWith(".")) {
    const dots = s.match(/^\.+/)![0].length;
    let base = dir;
    for (let i = 1; i < dots; i++) base = base.includes("/") ? base.slice(0, base.lastIndexOf("/")) : "";
    return [joinPath(base, s.slice(dots).replace(/\./g, "/"))];
  }
  if (file.language === "c" || file.language === "cpp") return [moduleNameOf(joinPath(dir, s)), moduleNameOf(s)];
  const pathy = s.replace(/::/g, "/").replace(/\\/g, "/").replace(/^crate\//, "");
  const dotted = file.language === "go" || file.language === "typescript" || file.language === "tsx" || file.language === "javascript" ? pathy : pathy.replace(/\./g, "/");
  // `from app.db import Database` may name a symbol: its parent module is the next candidate.
  const parent = dotted.includes("/") ? dotted.slice(0, dotted.lastIndexOf("/")) : null;
  return parent ? [moduleNameOf(dotted), parent] : [moduleNameOf(dotted)];
}

function resolveModule(cands: string[], modules: Map<string, string>, suffixes: NameIndex): string | null {
  for (const c of cands) {
    const id = modules.get(c);
    if (id) return id;
  }
  for (const c of cands) {
    if (!c.includes("/") && cands.length > 1) continue;
    const id = suffixes.resolve(c);
    if (id) return id;
  }
  return null;
}

/**
 * Builds one repository's snapshot from parsed files: nodes with deterministic ids (first duplicate wins),
 * resolved edges, and a fact_hash per node over its fields and its outgoing edges.
 */
export function buildRepositoryGraph(input: RepositoryInput): { nodes: CodeNode[]; edges: CodeEdge[]; repositoryId: string } {
  const { repo } = input;
  type Draft = Omit<CodeNode, "fact_hash">;
  const drafts = new Map<string, Draft>();
  const edges = new Map<string, CodeEdge>();
  const add = (kind: FactKind, name: string, rest: Partial<Draft>): string => {
    const id = codeNodeId(repo, kind, name);
    if (!drafts.has(id)) {
      drafts.set(id, { id, kind, name, file: "", line: 0, repo, description: "", symbol_kind: null, properties: {}, ...rest });
    }
    return id;
  };
  const link = (source: string | null, relation: Relation, target: string | null) => {
    if (!source || !target || source === target) return;
    edges.set(`${source}|${relation}|${target}`, { source, target, relation });
  };

  const repositoryId = add("repository", repo, {
    description: `Code repository ${repo}`,
    properties: { path: input.path, branch: input.branch, last_snapshot_id: input.commit, files: input.files.length },
  });

  const modules = new Map<string, string>();
  const moduleSuffix = new NameIndex();
  const symbols = new NameIndex();
  const localIds = new Map<string, Map<string, string>>();
  for (const f of input.files) {
    const mod = moduleNameOf(f.path);
    const modId = add("module", mod, {
      file: f.path,
      line: 1,
      description: `${f.language} module ${mod} (${f.path}, ${f.lines} lines)`,
      properties: { language: f.language, lines: f.lines, bytes: f.bytes },
    });
    modules.set(mod, modId);
    moduleSuffix.add(mod, modId);
    link(repositoryId, "declares", modId);
    const locals = new Map<string, string>();
    localIds.set(f.path, locals);
    for (const s of f.symbols) {
      const full = `${mod}.${s.name}`;
      const id = add("symbol", full, {
        file: f.path,
        line: s.line,
        symbol_kind: s.kind,
        description: s.doc ? s.doc.slice(0, 500) : `${s.kind} ${s.name} in ${f.path}:${s.line}`,
        properties: { language: f.language, local_name: s.name },
      });
      if (!locals.has(s.name)) locals.set(s.name, id);
      symbols.add(full, id);
      if (s.container && locals.has(s.container)) link(locals.get(s.container)!, "has_method", id);
      else link(modId, "declares", id);
    }
  }

  const deps = new Map<string, string>();
  const dependency = (name: string) => {
    let id = deps.get(name);
    if (!id) {
      id = add("dependency", name, { description: `External dependency ${name}` });
      deps.set(name, id);
    }
    return id;
  };
  for (const d of input.dependencies) link(repositoryId, "depends_on", dependency(d));
  for (const r of input.fileRefs) {
    link(repositoryId, "declares", add("file_ref", r.path, { file: r.path, line: 1, description: `File ${r.path}`, properties: { bytes: r.bytes } }));
  }

  for (const r of input.rules ?? []) {
    add("rule", r.text, { file: r.file, line: r.line, description: r.text, properties: { node_set: [r.nodeSet], source: r.file } });
  }

  for (const f of input.files) {
    const mod = moduleNameOf(f.path);
    const modId = modules.get(mod)!;
    const locals = localIds.get(f.path)!;
    const imported: string[] = [];
    for (const imp of f.imports) {
      const target = resolveModule(importCandidates(imp.spec, f), modules, moduleSuffix);
      if (target) {
        link(modId, "imports", target);
        const name = drafts.get(target)?.name;
        if (name) imported.push(name);
      } else if (!/^\.{1,2}\//.test(imp.spec) && !(f.language === "python" && imp.spec.startsWith("."))) {
        link(modId, "depends_on", dependency(dependencyNameOf(imp.spec, f.language)));
      }
    }
    const prefer = [mod, ...imported];
    const from = (local?: string) => (local ? (locals.get(local) ?? modId) : modId);
    // `db.query(...)`, `this.connect()`: the written receiver rarely names the module, so the last segment is tried too.
    const resolveSymbol = (target: string) => {
      for (const t of new Set([target, lastSegment(target)])) {
        const id = locals.get(t) ?? symbols.resolve(t, prefer);
        if (id) return id;
      }
      return null;
    };
    for (const c of f.calls) link(from(c.from), "calls", resolveSymbol(c.target));
    for (const c of f.instantiates) link(from(c.from), "instantiates", resolveSymbol(c.target));
    for (const c of f.implements) link(locals.get(c.from) ?? null, "implements", resolveSymbol(c.target));
  }

  const out = new Map<string, CodeEdge[]>();
  for (const e of edges.values()) {
    const l = out.get(e.source);
    if (l) l.push(e);
    else out.set(e.source, [e]);
  }
  const nodes = [...drafts.values()].map((d) => ({ ...d, fact_hash: factHash(d, out.get(d.id) ?? []) }));
  return { nodes, edges: [...edges.values()], repositoryId };
}

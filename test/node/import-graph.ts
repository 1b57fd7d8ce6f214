import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Relative imports of the project's TypeScript sources, as a graph of repo-relative paths. */
export interface ImportGraph {
  files: string[];
  edges: Map<string, string[]>;
}

const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["'](\.[^"']+)["']|(?:^|\n)\s*import\s*["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules") continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.ts$/.test(name) && !/\.d\.ts$/.test(name)) out.push(p);
  }
}

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, path.join(base, "index.ts")]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this candidate
    }
  }
  return null;
}

/** Reads every .ts file under the given folders of `root` and the relative imports between them. */
export function importGraph(root: string, folders: string[]): ImportGraph {
  const files: string[] = [];
  for (const f of folders) walk(path.join(root, f), files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const targets: string[] = [];
    for (const m of text.matchAll(SPECIFIER)) {
      const spec = m[1] ?? m[2] ?? m[3];
      const target = spec ? resolve(file, spec) : null;
      if (target) targets.push(path.relative(root, target));
    }
    edges.set(path.relative(root, file), targets);
  }
  return { files: [...edges.keys()], edges };
}

/** Every import cycle, each as the list of files around it (Tarjan's strongly connected components). */
export function importCycles(graph: ImportGraph): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, idx.get(w)!));
      }
    }
    if (low.get(v) === idx.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.edges.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const f of graph.files) if (!idx.has(f)) visit(f);
  return cycles;
}

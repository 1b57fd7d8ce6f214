import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph } from "./import-graph";

const root = path.resolve(import.meta.dirname, "../..");
const graph = importGraph(root, ["src", "workers", "schemas", "migrations"]);

/** Imports from files matching `from` into files matching `to`, as "a -> b" lines. */
function crossing(from: (f: string) => boolean, to: (f: string) => boolean): string[] {
  const out: string[] = [];
  for (const [file, targets] of graph.edges) {
    if (!from(file)) continue;
    for (const t of targets) if (to(t)) out.push(`${file} -> ${t}`);
  }
  return out;
}

const under = (dir: string) => (f: string) => f.startsWith(`${dir}/`);

describe("the Worker <-> pod seam", () => {
  it("reads the whole source tree", () => {
    expect(graph.files.length).toBeGreaterThan(150);
    expect(graph.files).toContain("workers/workspace-pod.do.ts");
  });

  it("keeps workers/ (the Durable Object and its pod modules) to src/core, its own files and its migrations", () => {
    const allowed = (t: string) => under("workers")(t) || under("src/core")(t) || under("migrations/do")(t);
    expect(crossing(under("workers"), (t) => !allowed(t))).toEqual([]);
  });

  it("lets only the Worker entry and the storage adapters import workers/ (services reach the pod through src/storage/pods.ts)", () => {
    const callers = (f: string) => under("src")(f) && f !== "src/index.ts" && !under("src/storage")(f);
    expect(crossing(callers, under("workers"))).toEqual([]);
    expect(crossing(under("src/services"), under("workers"))).toEqual([]);
  });

  it("keeps src/core free of the Worker's layers (it may use the zod schemas, which use only src/core)", () => {
    expect(crossing(under("src/core"), (t) => !under("src/core")(t) && !under("schemas")(t))).toEqual([]);
    expect(crossing(under("schemas"), (t) => !under("schemas")(t) && !under("src/core")(t))).toEqual([]);
  });

  it("has no import cycles", () => {
    expect(importCycles(graph)).toEqual([]);
  });
});

describe("ports", () => {
  it("keeps route handlers off the bindings: no handler builds its own D1 client (they pass c.get(\"ports\"))", () => {
    const offenders = graph.files.filter((f) => under("src/routes")(f) && /\bcreateDb\(/.test(readFileSync(path.join(root, f), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("keeps services, routes and queue handlers off `env`: they receive ports (src/storage/ports.ts), only the wiring reads bindings", () => {
    // The composition roots that turn bindings into ports (and nothing else under these folders).
    const wiring = new Set(["src/queue/pipeline.consumer.ts"]);
    const code = (f: string) =>
      readFileSync(path.join(root, f), "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/(^|[^:])\/\/.*$/gm, "$1");
    const binding = /\bEnv\b|\bc\.env\b|\benv\s*[.:,)]|\benv\[/;
    const offenders = graph.files.filter(
      (f) => (under("src/services")(f) || under("src/routes")(f) || under("src/queue")(f)) && !wiring.has(f) && binding.test(code(f)),
    );
    expect(offenders).toEqual([]);
  });
});

describe("one route-folder shape", () => {
  it("every folder under src/routes has <r>.routes.ts, <r>.handlers.ts and <r>.index.ts", () => {
    const dir = path.join(root, "src/routes");
    const folders = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.length).toBeGreaterThan(20);
    const missing = folders.flatMap((r) =>
      ["routes", "handlers", "index"].map((kind) => `${r}/${r}.${kind}.ts`).filter((f) => !existsSync(path.join(dir, f))),
    );
    expect(missing).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { buildRepositoryGraph, moduleNameOf, NameIndex, type ParsedFile, type RepositoryInput } from "../../src/core/code/build-graph";
import { planDelta } from "../../src/core/code/delta";
import { codeNodeId, repoNameOf } from "../../src/core/code/model";
import { CodeGraph, CodeQueryInvalid, CodeSeedNotFound, runCodeOperation } from "../../src/core/code/operations";

const file = (path: string, language: string, parts: Partial<ParsedFile>): ParsedFile => ({
  path,
  language,
  symbols: [],
  imports: [],
  calls: [],
  instantiates: [],
  implements: [],
  lines: 10,
  bytes: 100,
  ...parts,
});

function fixture(overrides: Partial<RepositoryInput> = {}): RepositoryInput {
  return {
    repo: "git.test/org/shop",
    path: "http://git.test/org/shop.git",
    branch: "main",
    commit: "c1",
    dependencies: ["hono"],
    fileRefs: [{ path: "README.md", bytes: 20 }],
    files: [
      file("src/db.ts", "typescript", {
        symbols: [
          { name: "Store", kind: "interface", line: 1 },
          { name: "Database", kind: "class", line: 3 },
          { name: "Database.connect", kind: "method", line: 4, container: "Database" },
          { name: "Database.query", kind: "method", line: 6, container: "Database" },
        ],
        implements: [{ from: "Database", target: "Store", line: 3, via: "implements" }],
        calls: [{ from: "Database.query", target: "this.connect", line: 7 }],
      }),
      file("src/app.ts", "typescript", {
        symbols: [
          { name: "main", kind: "function", line: 3 },
          { name: "handleOrder", kind: "function", line: 8 },
        ],
        imports: [{ spec: "./db", line: 1 }, { spec: "hono/utils", line: 2 }],
        calls: [
          { from: "main", target: "handleOrder", line: 4 },
          { from: "handleOrder", target: "db.query", line: 9 },
        ],
        instantiates: [{ from: "main", target: "Database", line: 4 }],
      }),
      file("tools/report.py", "python", {
        symbols: [{ name: "query", kind: "function", line: 1 }],
      }),
    ],
    ...overrides,
  };
}

const graphOf = (input = fixture()) => {
  const built = buildRepositoryGraph(input);
  return new CodeGraph({ nodes: built.nodes, edges: built.edges });
};

describe("code fact model", () => {
  it("derives ids deterministically from (repo, kind, name) with enola's length prefix", () => {
    expect(codeNodeId("r", "symbol", "a.b")).toBe(codeNodeId("r", "symbol", "a.b"));
    expect(codeNodeId("r", "symbol", "a.b")).not.toBe(codeNodeId("r", "module", "a.b"));
    // Length prefixes keep ("ab","c") and ("a","bc") apart.
    expect(codeNodeId("ab", "symbol", "c")).not.toBe(codeNodeId("a", "symbol", "bc"));
    expect(repoNameOf("https://user:pw@git.test/org/shop.git/")).toBe("git.test/org/shop");
    expect(moduleNameOf("pkg/__init__.py")).toBe("pkg");
    expect(moduleNameOf("src/lib/index.ts")).toBe("src/lib");
  });

  it("resolves targets by exact name, then an unambiguous suffix, then the caller's own module", () => {
    const idx = new NameIndex();
    idx.add("app/db.Database", "1");
    idx.add("app/db.Database.connect", "2");
    idx.add("other.connect", "3");
    expect(idx.resolve("app/db.Database")).toBe("1");
    expect(idx.resolve("Database")).toBe("1");
    expect(idx.resolve("connect")).toBeNull();
    expect(idx.resolve("connect", ["app/db"])).toBe("2");
    expect(idx.resolve("Database.connect")).toBe("2");
  });

  it("builds declares, has_method, imports, calls, implements, instantiates and depends_on edges", () => {
    const built = buildRepositoryGraph(fixture());
    const name = (id: string) => built.nodes.find((n) => n.id === id)!.name;
    const edges = built.edges.map((e) => `${name(e.source)} ${e.relation} ${name(e.target)}`);
    expect(edges).toEqual(
      expect.arrayContaining([
        "src/db declares src/db.Database",
        "src/db.Database has_method src/db.Database.connect",
        "src/app imports src/db",
        "src/app depends_on hono",
        "git.test/org/shop depends_on hono",
        "src/app.main calls src/app.handleOrder",
        "src/app.main instantiates src/db.Database",
        "src/db.Database implements src/db.Store",
        "src/db.Database.query calls src/db.Database.connect",
        // `db.query` is ambiguous (tools/report.query too): the imported module src/db wins.
        "src/app.handleOrder calls src/db.Database.query",
        "git.test/org/shop declares README.md",
      ]),
    );
    expect(new Set(built.nodes.map((n) => n.id)).size).toBe(built.nodes.length);
    expect(built.nodes.find((n) => n.name === "src/db.Database")!.symbol_kind).toBe("class");
  });

  it("plans a delta by fact_hash: unchanged nodes are not written, changed ones are, vanished ones swept", () => {
    const first = buildRepositoryGraph(fixture());
    const stored = new Map(first.nodes.map((n) => [n.id, { hash: n.fact_hash, name: n.name }]));
    const same = planDelta(stored, buildRepositoryGraph(fixture()).nodes);
    expect(same.write).toHaveLength(0);
    expect(same.remove).toHaveLength(0);

    const changed = fixture({ commit: "c2" });
    changed.files = changed.files.filter((f) => f.path !== "tools/report.py");
    changed.files[1]!.calls = [{ from: "main", target: "handleOrder", line: 4 }];
    const plan = planDelta(stored, buildRepositoryGraph(changed).nodes);
    expect(plan.delta.removed_names.sort()).toEqual(["tools/report", "tools/report.query"]);
    // handleOrder lost its call (its hash covers its edges); the repository node carries the new commit.
    expect(plan.delta.updated_names).toContain("src/app.handleOrder");
    expect(plan.write.map((n) => n.name)).toContain("git.test/org/shop");
    expect(plan.delta.added).toBe(0);
  });
});

describe("CODE operations", () => {
  const g = graphOf();

  it("query_facts filters by kind, file prefix, name and relation, and pages with cognee's shape", () => {
    const r = runCodeOperation(g, "query_facts", { kind: "symbol", file_prefix: "src/", limit: 2 }) as any;
    expect(r.total).toBe(6);
    expect(r.facts).toHaveLength(2);
    expect(r.has_more).toBe(true);
    expect(r.facts[0]).toMatchObject({ kind: "symbol", type: "CodeSymbol", repo: "git.test/org/shop" });
    const calls = runCodeOperation(g, "query_facts", { relation_types: ["calls"] }) as any;
    expect(calls.facts.map((f: any) => f.name).sort()).toEqual(["src/app.handleOrder", "src/app.main", "src/db.Database.query"]);
    expect((runCodeOperation(g, "query_facts", { limit: 10_000 }) as any).limit).toBe(500);
    const search = runCodeOperation(g, "search", { query: "database" }) as any;
    expect(search.facts[0].name).toBe("src/db.Database");
  });

  it("explore and neighbors return the focus, depth-tagged nodes and edges within bounds", () => {
    const r = runCodeOperation(g, "explore", { name: "Database", max_depth: 5 }) as any;
    expect(r.focus.name).toBe("src/db.Database");
    expect(r.stats.max_depth).toBe(2);
    expect(r.nodes.find((n: any) => n.name === "src/app.main").depth).toBe(1);
    const n = runCodeOperation(g, "neighbors", { name: "src/app.main" }) as any;
    expect(n.nodes.every((x: any) => x.depth <= 1)).toBe(true);
    expect(n.edges.map((e: any) => `${e.type}:${e.target_name}`)).toContain("calls:src/app.handleOrder");
    const small = runCodeOperation(g, "explore", { name: "Database", max_nodes: 2 }) as any;
    expect(small.nodes).toHaveLength(2);
    expect(small.stats.truncated).toBe(true);
  });

  it("an unknown seed is CodeSeedNotFound; an unknown operation is invalid", () => {
    expect(() => runCodeOperation(g, "explore", { name: "NoSuchThing" })).toThrow(CodeSeedNotFound);
    expect(() => runCodeOperation(g, "teleport", {})).toThrow(CodeQueryInvalid);
  });

  it("traverse walks forward with depths and an optional type roll-up", () => {
    const r = runCodeOperation(g, "traverse", { start: "main", relation_types: ["calls"], type_rollup: true }) as any;
    expect(r.nodes.map((n: any) => [n.name, n.depth])).toEqual([
      ["src/app.main", 0],
      ["src/app.handleOrder", 1],
      ["src/db.Database.query", 2],
      ["src/db.Database.connect", 3],
    ]);
    expect(r.type_rollup).toEqual({ function: 2, method: 2 });
  });

  it("find_path finds a forward path and rolls a class target up to its methods", () => {
    const r = runCodeOperation(g, "find_path", { from: "main", to: "Database.connect" }) as any;
    expect(r.found).toBe(true);
    // Shortest forward path over every relation: main instantiates Database, which has the method.
    expect(r.path.map((n: any) => n.name)).toEqual(["src/app.main", "src/db.Database", "src/db.Database.connect"]);
    expect(r.edges.map((e: any) => e.type)).toEqual(["instantiates", "has_method"]);
    const up = runCodeOperation(g, "find_path", { from: "handleOrder", to: "Database" }) as any;
    expect(up.found).toBe(true);
    expect(up.matched_to.name).toBe("src/db.Database.query");
    const none = runCodeOperation(g, "find_path", { from: "Database.connect", to: "main" }) as any;
    expect(none.found).toBe(false);
  });

  it("impact_analysis lists dependents by depth", () => {
    const r = runCodeOperation(g, "impact_analysis", { target: "Database.connect" }) as any;
    expect(r.by_depth["1"].map((f: any) => f.name)).toEqual(["src/db.Database.query"]);
    expect(r.by_depth["2"].map((f: any) => f.name)).toEqual(["src/app.handleOrder"]);
    expect(r.by_depth["3"].map((f: any) => f.name)).toEqual(["src/app.main"]);
    expect(r.total_dependents).toBe(3);
    expect(r.cross_repo_impact).toEqual([]);
    expect(r.summary).toContain("3 dependents");
  });

  it("hubs rank by fan-in with PageRank; flows start at main; delta reads the repository stamp", () => {
    const h = runCodeOperation(g, "hubs", {}) as any;
    expect(h.hubs.length).toBeGreaterThan(0);
    expect(h.hubs.every((x: any) => x.fan_in >= 1 && x.pagerank > 0)).toBe(true);
    const f = runCodeOperation(g, "flows", {}) as any;
    expect(f.flows[0].entry.name).toBe("src/app.main");
    expect(f.flows[0].paths[0]).toEqual(["src/app.main", "src/app.handleOrder", "src/db.Database.query", "src/db.Database.connect"]);
    const d = runCodeOperation(g, "delta", {}) as any;
    expect(d.repositories).toEqual([expect.objectContaining({ repo: "git.test/org/shop", last_snapshot_id: "c1" })]);
    const caps = runCodeOperation(g, "capabilities", {}) as any;
    expect(caps.operations.map((o: any) => o.name)).toContain("impact_analysis");
  });

  it("ask answers offline from explore's context with callers and callees", () => {
    const r = runCodeOperation(g, "ask", { name: "handleOrder", question: "who calls handleOrder?" }) as any;
    expect(r.answer).toContain("src/app.handleOrder is a function in src/app.ts:8");
    expect(r.answer).toContain("called by src/app.main (src/app.ts:3)");
    expect(r.answer).toContain("calls src/db.Database.query");
  });
});

describe("rules and manifests", () => {
  it("extracts rule-like statements from docs, skipping code blocks, headings and plain prose", async () => {
    const { extractRules, isRulesDoc } = await import("../../src/core/code/rules");
    const text = [
      "# Contributing",
      "We are happy you are here.",
      "- Always add a test for a bug fix",
      "- **Never** push to main directly.",
      "```",
      "- Always ignore this, it is code",
      "```",
      "Public functions must have a doc comment. The team meets on Mondays.",
      "- Always add a test for a bug fix",
    ].join("\n");
    expect(extractRules(text)).toEqual(["Always add a test for a bug fix.", "Never push to main directly.", "Public functions must have a doc comment."]);
    expect(isRulesDoc("docs/CONTRIBUTING.md")).toBe(true);
    expect(isRulesDoc("docs/architecture.md")).toBe(false);
  });

  it("reads declared dependencies from manifests", async () => {
    const { manifestDependencies } = await import("../../src/core/code/manifests");
    expect(manifestDependencies("package.json", JSON.stringify({ dependencies: { hono: "1" }, devDependencies: { vitest: "1" } }))).toEqual(["hono", "vitest"]);
    expect(manifestDependencies("requirements.txt", "requests>=2\n# c\nnumpy==1.0 ; python_version>'3'\n-e .\n")).toEqual(["requests", "numpy"]);
    expect(manifestDependencies("go.mod", "module x\nrequire (\n\tgithub.com/a/b v1\n)\nrequire golang.org/x/c v2\n")).toEqual(["github.com/a/b", "golang.org/x/c"]);
    expect(manifestDependencies("Cargo.toml", "[package]\nname='x'\n[dependencies]\nserde = '1'\n")).toEqual(["serde"]);
  });
});

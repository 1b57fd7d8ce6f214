import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { buildRepositoryGraph, type RepositoryInput } from "../../src/core/code/build-graph";
import type { CodeSnapshot } from "../../src/core/code/model";
import { parseFile } from "../../src/services/code/extract";
import type { WorkspacePod } from "../../workers/workspace-pod.do";
import { FEATURE_CHANGES, SAMPLE_FILES } from "../fixtures/code-samples";

const load = async (stub: DurableObjectStub<WorkspacePod>, ds: string, known: string | null) => {
  const r = await stub.loadCodeSnapshot(ds, known);
  return { version: r.version, snapshot: r.snapshot === null ? null : (JSON.parse(r.snapshot) as CodeSnapshot) };
};
const pod = (name: string) => (env.WORKSPACE_POD as unknown as DurableObjectNamespace<WorkspacePod>).getByName(name);

async function input(files: Record<string, string>, commit: string): Promise<RepositoryInput> {
  const parsed = [];
  for (const [path, text] of Object.entries(files)) {
    const f = await parseFile(path, text);
    if (f) parsed.push(f);
  }
  return { repo: "git.test/shop", path: "http://git.test/shop.git", branch: "main", commit, files: parsed, dependencies: [], fileRefs: [] };
}

function featureFiles(): Record<string, string> {
  const out: Record<string, string> = { ...SAMPLE_FILES };
  for (const [p, t] of Object.entries(FEATURE_CHANGES)) {
    if (t === null) delete out[p];
    else out[p] = t;
  }
  return out;
}

describe("code graph storage in the pod", () => {
  // Parsing the sample loads all twelve grammars cold in this isolate (~10 s alone, more on a loaded machine).
  it("writes a snapshot, then only the delta of a changed one, and loads it versioned", { timeout: 120_000 }, async () => {
    const stub = pod(`code-pod-${crypto.randomUUID()}`);
    const first = buildRepositoryGraph(await input(SAMPLE_FILES, "c1"));
    const d1 = await stub.writeCodeSnapshot("ds1", "item1", "git.test/shop", first.repositoryId, { nodes: first.nodes, edges: first.edges });
    expect(d1.added).toBe(first.nodes.length);
    expect(await stub.codeRepositoryState("ds1", first.repositoryId)).toEqual({ commit: "c1", branch: "main", dataId: "item1" });

    const loaded = await load(stub, "ds1", null);
    expect(loaded.snapshot!.nodes).toHaveLength(first.nodes.length);
    expect(loaded.snapshot!.edges).toHaveLength(first.edges.length);
    const repoNode = loaded.snapshot!.nodes.find((n) => n.kind === "repository")!;
    expect((repoNode.properties.last_delta as { added: number }).added).toBe(first.nodes.length);
    // The caller's copy is current: nothing is sent again.
    expect((await load(stub, "ds1", loaded.version)).snapshot).toBeNull();

    const again = await stub.writeCodeSnapshot("ds1", "item1", "git.test/shop", first.repositoryId, { nodes: first.nodes, edges: first.edges });
    expect(again).toMatchObject({ added: 0, updated: 0, removed: 0 });

    const second = buildRepositoryGraph(await input(featureFiles(), "c2"));
    const d2 = await stub.writeCodeSnapshot("ds1", "item1", "git.test/shop", second.repositoryId, { nodes: second.nodes, edges: second.edges });
    expect(d2.added_names).toContain("src/app.cancelOrder");
    expect(d2.removed_names).toContain("tools/report.Report");
    expect(d2.updated + d2.added + d2.removed).toBeLessThan(second.nodes.length);
    const now = await load(stub, "ds1", loaded.version);
    expect(now.version).not.toBe(loaded.version);
    const names = now.snapshot!.nodes.map((n) => n.name);
    expect(names).toContain("src/app.cancelOrder");
    expect(names).not.toContain("tools/report.Report");
    // Every stored edge joins two stored nodes (the sweep took the edges of vanished nodes).
    const ids = new Set(now.snapshot!.nodes.map((n) => n.id));
    expect(now.snapshot!.edges.every((e) => ids.has(e.source) && ids.has(e.target))).toBe(true);
    expect(now.snapshot!.edges).toHaveLength(second.edges.length);

    expect(await stub.deleteItemCode("ds1", "item1")).toBe(second.nodes.length);
    expect((await load(stub, "ds1", null)).snapshot!.nodes).toHaveLength(0);
  });
});

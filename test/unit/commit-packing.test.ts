import { describe, it } from "vitest";
import { packCommits } from "../../src/services/cognify/write-buffer";
import { type CognifyCommitEntry } from "../../src/core/pod/graph-writes";

const rows = (n: number, ch = "x") => ({ table: "edges" as const, rows: ch.repeat(n) });
const encoded = (datasetId: string, sizes: number[], ch = "x"): CognifyCommitEntry => ({
  kind: "encoded",
  datasetId,
  items: [{ dataId: `${datasetId}-item`, pipeline: "cognify_pipeline" }],
  statements: sizes.map((n) => rows(n, ch)),
});
const complete = (dataId: string): CognifyCommitEntry => ({ kind: "complete", datasetId: "a", dataId, pipeline: "cognify_pipeline", runId: "r", result: {} });
const size = (c: CognifyCommitEntry[]) =>
  c.reduce((s, e) => s + (e.kind === "encoded" ? e.statements.reduce((t, st) => t + ("rows" in st ? st.rows.length : 0), 0) : 0), 0);

describe("packCommits (commit RPCs under the 32 MiB message limit)", () => {
  it("keeps a commit that fits whole, completions included", ({ expect }) => {
    const entries = [encoded("a", [100, 200]), complete("i1")];
    expect(packCommits(entries, 1000)).toEqual([entries]);
  });

  it("splits statements across commits under the cap, in order, completions only in the last", ({ expect }) => {
    const entries = [encoded("a", [400, 400, 400]), encoded("b", [300, 300]), complete("i1"), complete("i2")];
    const commits = packCommits(entries, 1000);
    expect(commits.length).toBeGreaterThan(1);
    for (const c of commits) expect(size(c)).toBeLessThanOrEqual(1000);
    // Every statement once, in the original order, each still tagged with its dataset and items.
    const flat = commits.flat().filter((e) => e.kind === "encoded");
    expect(flat.map((e) => (e.kind === "encoded" ? `${e.datasetId}:${e.statements.map((s) => ("rows" in s ? s.rows.length : 0)).join("+")}` : ""))).toEqual([
      "a:400+400",
      "a:400",
      "b:300+300",
    ]);
    expect(commits.map(size)).toEqual([800, 1000]);
    expect(flat.every((e) => e.kind === "encoded" && e.items[0]!.dataId === `${e.datasetId}-item`)).toBe(true);
    expect(commits.slice(0, -1).flat().some((e) => e.kind === "complete")).toBe(false);
    expect(commits.at(-1)!.filter((e) => e.kind === "complete").map((e) => (e.kind === "complete" ? e.dataId : ""))).toEqual(["i1", "i2"]);
  });

  it("counts text outside Latin-1 twice (two bytes per char in the clone)", ({ expect }) => {
    expect(packCommits([encoded("a", [300, 300], "x")], 700)).toHaveLength(1);
    expect(packCommits([encoded("a", [300, 300], "é")], 700)).toHaveLength(1);
    expect(packCommits([encoded("a", [300, 300], "ő")], 700)).toHaveLength(2);
  });

  it("sends a single statement above the cap alone rather than never", ({ expect }) => {
    const commits = packCommits([encoded("a", [50, 2000, 50])], 1000);
    expect(commits.map(size)).toEqual([50, 2000, 50]);
  });
});

import { describe, it } from "vitest";
import { loadSettings } from "../../src/lib/settings";

const loadSearchConfig = (env: object) => loadSettings(env).search;

describe("search configuration", () => {
  it("hybrid weights default lexical-dominant and parse SEARCH_HYBRID_WEIGHTS", ({ expect }) => {
    const d = loadSearchConfig({}).hybridWeights;
    expect(d.lexical).toBeGreaterThan(d.vector);
    expect(d.lexical).toBeGreaterThan(d.summary);
    expect(d.lexical).toBeGreaterThan(d.fact);
    const c = loadSearchConfig({ SEARCH_HYBRID_WEIGHTS: "vector:0.5, lexical:2,bogus:3,fact:-1" }).hybridWeights;
    expect(c).toEqual({ ...d, vector: 0.5, lexical: 2 });
  });

  it("SEARCH_HYBRID_NEIGHBOURS gives the shares per step, '0' turns neighbours off, bad values keep the default", ({ expect }) => {
    expect(loadSearchConfig({}).hybridNeighbourWeights).toEqual([0.5, 0.25]);
    expect(loadSearchConfig({ SEARCH_HYBRID_NEIGHBOURS: "0.6, 0.3, 0.1" }).hybridNeighbourWeights).toEqual([0.6, 0.3, 0.1]);
    expect(loadSearchConfig({ SEARCH_HYBRID_NEIGHBOURS: "0" }).hybridNeighbourWeights).toEqual([]);
    expect(loadSearchConfig({ SEARCH_HYBRID_NEIGHBOURS: "" }).hybridNeighbourWeights).toEqual([]);
    expect(loadSearchConfig({ SEARCH_HYBRID_NEIGHBOURS: "2,x" }).hybridNeighbourWeights).toEqual([0.5, 0.25]);
  });

  it("SEARCH_COMMON_TERM_SHARE defaults to 0.1, accepts [0, 1) and ignores anything else", ({ expect }) => {
    expect(loadSearchConfig({}).commonTermShare).toBe(0.1);
    expect(loadSearchConfig({ SEARCH_COMMON_TERM_SHARE: "0.25" }).commonTermShare).toBe(0.25);
    expect(loadSearchConfig({ SEARCH_COMMON_TERM_SHARE: "0" }).commonTermShare).toBe(0);
    expect(loadSearchConfig({ SEARCH_COMMON_TERM_SHARE: "1.5" }).commonTermShare).toBe(0.1);
  });
});

import { describe, it } from "vitest";
import { createLocalProvider, localEmbedder } from "../../src/ai/local/local-provider";
import { cosine } from "../../src/core/vector-math";

const sim = async (a: string, b: string) => {
  const [x, y] = await localEmbedder().embed([a, b]);
  return cosine(x!, y!);
};

describe("local GloVe embedder (bundled Data module)", () => {
  it("loads the build-time artifact and reports a model id with its vocabulary size", async ({ expect }) => {
    const e = localEmbedder();
    expect(e.dimensions).toBe(100);
    expect(e.model).toMatch(/^local-glove-100d-\d{4,}$/);
    expect(e.maxInputTokens).toBeGreaterThanOrEqual(8192);
    expect(e.glove.words).toBeGreaterThanOrEqual(30_000);
  });

  it("returns L2-normalised vectors of the declared size", async ({ expect }) => {
    const [v] = await localEmbedder().embed(["The quick brown fox jumps over the lazy dog."]);
    expect(v).toBeInstanceOf(Float32Array);
    expect(v!.length).toBe(100);
    const norm = Math.sqrt(v!.reduce((s, x) => s + x * x, 0));
    expect(norm).toBeCloseTo(1, 5);
  });

  it("captures word similarity: car~automobile > car~banana, king~queen > king~carrot", async ({ expect }) => {
    expect(await sim("car", "automobile")).toBeGreaterThan((await sim("car", "banana")) + 0.2);
    expect(await sim("king", "queen")).toBeGreaterThan((await sim("king", "carrot")) + 0.2);
    expect(await sim("doctor", "physician")).toBeGreaterThan(await sim("doctor", "guitar"));
  });

  it("captures sentence similarity and down-weights function words", async ({ expect }) => {
    const related = await sim("The cat sat on the mat.", "A kitten was sitting on the rug.");
    const unrelated = await sim("The cat sat on the mat.", "Stock markets fell sharply today.");
    expect(related).toBeGreaterThan(unrelated + 0.15);
    // Sharing only stop words must not look similar.
    expect(await sim("the of and to in", "Quantum chromodynamics explains quarks.")).toBeLessThan(0.5);
  });

  it("is deterministic, including for out-of-vocabulary names and empty text", async ({ expect }) => {
    const texts = ["Zorblaxian Xyqt", "Marie Curie won the Nobel Prize.", ""];
    const a = await localEmbedder().embed(texts);
    const b = await localEmbedder().embed(texts);
    for (let i = 0; i < texts.length; i++) expect(Array.from(a[i]!)).toEqual(Array.from(b[i]!));
    // An unknown name still matches itself better than another unknown name.
    expect(await sim("Zorblaxian Xyqt", "Zorblaxian Xyqt")).toBeCloseTo(1, 5);
    expect(await sim("Zorblaxian", "Quibbleton")).toBeLessThan(0.5);
    expect(a[2]!.every((x) => Number.isFinite(x))).toBe(true);
  });

  it("the local provider's embedder batches any number of texts and counts usage", async ({ expect }) => {
    const p = createLocalProvider();
    const texts = Array.from({ length: 70 }, (_, i) => `sentence number ${i} about apples`);
    const out = await p.embedder.embed(texts);
    expect(out).toHaveLength(70);
    expect(p.embedder.model).toBe(localEmbedder().model);
    const usage = p.drainUsage();
    expect(usage.find((u) => u.model === p.embedder.model)?.tokensIn).toBeGreaterThan(0);
    expect(p.drainUsage()).toEqual([]);
    expect(p.llm).toBeNull();
  });
});

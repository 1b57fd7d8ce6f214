import { describe, it } from "vitest";
import { GloveEmbedder, LEXICAL_DIMS } from "../../src/ai/local/embedder";
import { createLocalProvider, localEmbedder } from "../../src/ai/local/local-provider";
import { cosine } from "../../src/core/vector-math";
import gloveAsset from "../../src/ai/local/assets/glove-asset";

const gloveBuffer = () => gloveAsset;

const sim = async (a: string, b: string) => {
  const [x, y] = await localEmbedder().embed([a, b]);
  return cosine(x!, y!);
};

describe("local GloVe embedder (bundled Data module)", () => {
  it("loads the build-time artifact and reports a model id with its vocabulary size", async ({ expect }) => {
    const e = localEmbedder();
    // 100 word-vector dims + the hashed word dims; the id names the recipe, so vectors of the previous
    // embedder (local-glove-100d-<words>) are never compared with these.
    expect(LEXICAL_DIMS).toBe(92);
    expect(e.dimensions).toBe(192);
    expect(e.model).toMatch(/^local-glove-lex-192d-\d{4,}$/);
    expect(e.maxInputTokens).toBeGreaterThanOrEqual(8192);
    expect(e.glove.words).toBeGreaterThanOrEqual(30_000);
  });

  it("returns L2-normalised vectors of the declared size", async ({ expect }) => {
    const [v] = await localEmbedder().embed(["The quick brown fox jumps over the lazy dog."]);
    expect(v).toBeInstanceOf(Float32Array);
    expect(v!.length).toBe(192);
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

  it("hashed words make an exact word count beyond its neighbours: an unknown name, a rare word", async ({ expect }) => {
    // Words outside the vocabulary have no word vector: only the hashed dims tell these two apart.
    const town = await sim("What is Zorblax?", "Zorblax is a small fishing town.");
    expect(town).toBeGreaterThan((await sim("What is Zorblax?", "Quibbleton is a small fishing town.")) + 0.03);
    const withoutWords = new GloveEmbedder(gloveBuffer(), { lexicalDims: 0 });
    const [q, a, b] = await withoutWords.embed(["What is Zorblax?", "Zorblax is a small fishing town.", "Quibbleton is a small fishing town."]);
    expect(cosine(q!, a!)).toBeCloseTo(cosine(q!, b!), 5);
    // The same words beat near-synonyms by more than the word vectors alone say.
    const gap = async (embed: (t: string[]) => Promise<Float32Array[]>) => {
      const [x, same, synonyms] = await embed(["budget spreadsheet", "I updated the budget spreadsheet.", "I revised the financial worksheet."]);
      return cosine(x!, same!) - cosine(x!, synonyms!);
    };
    expect(await gap((t) => localEmbedder().embed(t))).toBeGreaterThan((await gap((t) => withoutWords.embed(t))) + 0.02);
  });

  it("a capitalised word inside a sentence (a name) weighs half, so a question's name does not outweigh what it asks", async ({ expect }) => {
    const e = localEmbedder();
    // Case matters only there: a text's, a line's or a sentence's first word is not taken for a name.
    expect(Array.from(e.embedText("Alice met us. Bob left.\nCarol: Fine!"))).toEqual(Array.from(e.embedText("alice met us. bob left.\ncarol: fine!")));
    expect(Array.from(e.embedText("We met Alice."))).not.toEqual(Array.from(e.embedText("We met alice.")));
    // A text that only repeats the question's name against the one that answers it: the half weight doubles
    // the answer's lead (at full weight the name alone carries a text, see the LoCoMo figures).
    const q = "Which book did Tim recommend?";
    const namey = "Anna: Tim said Tim would call, but Tim never did.";
    const answer = "Tim: I recommend the book Dune to everyone.";
    const lead = (embed: (t: string) => Float32Array) => cosine(embed(q), embed(answer)) - cosine(embed(q), embed(namey));
    const fullWeight = new GloveEmbedder(gloveBuffer(), { nameWeight: 1 });
    expect(lead((t) => e.embedText(t))).toBeGreaterThan(lead((t) => fullWeight.embedText(t)) + 0.05);
    expect(lead((t) => e.embedText(t))).toBeGreaterThan(0.1);
  });

  it("British and American spellings hash to one word (entity merging compares these vectors at 0.95)", ({ expect }) => {
    const e = localEmbedder();
    const words = (t: string) => Array.from(e.embedText(t).subarray(100));
    expect(words("World Health Organisation")).toEqual(words("World Health Organization"));
    expect(words("they organised it")).toEqual(words("they organized it"));
    expect(cosine(e.embedText("world health organisation"), e.embedText("world health organization"))).toBeGreaterThanOrEqual(0.95);
    expect(cosine(e.embedText("new york times"), e.embedText("new york post"))).toBeLessThan(0.95);
  });

  it("embedOne stays the 100-d word average the offline answerer compares sentences with", ({ expect }) => {
    const e = localEmbedder();
    const v = e.embedOne("Marie Curie won the Nobel Prize.");
    expect(v.length).toBe(100);
    expect(e.embedText("Marie Curie won the Nobel Prize.").length).toBe(192);
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

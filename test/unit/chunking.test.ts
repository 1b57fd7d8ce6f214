import { describe, it } from "vitest";
import { estimateTokens } from "../../src/ai/tokens";
import { chunkText, serviceChunkBudget } from "../../src/services/chunking";

const para = (n: number, word = "alpha") => Array.from({ length: n }, (_, i) => `${word}${i % 10} beta gamma delta.`).join(" ");

describe("estimateTokens", () => {
  it("counts words, long words, numbers and punctuation, not whitespace", ({ expect }) => {
    expect(estimateTokens("")).toBe(0);
    expect(estimateTokens("   \n\t ")).toBe(0);
    expect(estimateTokens("cat")).toBe(1);
    expect(estimateTokens("knowledge")).toBe(2);
    expect(estimateTokens("The cat sat.")).toBe(4);
    expect(estimateTokens("1867")).toBe(2);
    expect(estimateTokens("東京")).toBe(2);
    // ~1.2-1.35 tokens per word on English prose
    const prose = "Marie Curie was born in Warsaw on 7 November 1867. She studied at the University of Paris, where she met Pierre Curie.";
    const ratio = estimateTokens(prose) / prose.split(/\s+/).length;
    expect(ratio).toBeGreaterThan(1.1);
    expect(ratio).toBeLessThan(1.6);
  });

  it("counts ASCII in its fast pass exactly as the rule's regex does, also when other characters follow", ({ expect }) => {
    const rule = /(\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Hangul})|(\p{L}[\p{L}\p{M}]*)|(\p{N}+)|(\S)/gu;
    const byRule = (t: string) => {
      let n = 0;
      rule.lastIndex = 0;
      for (let m = rule.exec(t); m; m = rule.exec(t)) n += m[2] !== undefined ? Math.ceil(m[2].length / 7) : m[3] !== undefined ? Math.ceil(m[3].length / 3) : 1;
      return n;
    };
    // Letter and digit runs across the ASCII / non-ASCII boundary ("cafe" + combining accent, "abc" + "é"),
    // ASCII controls and every \s character, CJK, emoji (a surrogate pair), non-ASCII digits and spaces.
    const alphabet = ["a", "Z", "q", "0", "7", " ", "\n", "\t", "\v", "\f", "\r", ".", "'", "-", "\u0000", "\u001f", "\u007f", "é", "e\u0301", "\u0301", "東", "’", "😀", "\u00a0", "٣", "ß"];
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    for (let i = 0; i < 20_000; i++) {
      let s = "";
      const len = Math.floor(rnd() * 40);
      for (let j = 0; j < len; j++) s += alphabet[Math.floor(rnd() * alphabet.length)];
      expect(estimateTokens(s), JSON.stringify(s)).toBe(byRule(s));
    }
    expect(estimateTokens("internationalisation caf\u00e9s 2024")).toBe(byRule("internationalisation caf\u00e9s 2024"));
  });
});

describe("chunkText", () => {
  it("returns nothing for empty or blank text and one chunk for short text", ({ expect }) => {
    expect(chunkText("", 100)).toEqual([]);
    expect(chunkText("  \n\n ", 100)).toEqual([]);
    const one = chunkText("Hello world. Second sentence!", 100);
    expect(one).toEqual([{ text: "Hello world. Second sentence!", index: 0, tokenCount: 7, cutType: "paragraph_end" }]);
  });

  it("packs sentences up to the budget, cuts at sentence ends, never overlaps, never exceeds", ({ expect }) => {
    const text = para(40);
    const chunks = chunkText(text, 30);
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) {
      expect(c.tokenCount).toBeLessThanOrEqual(30);
      expect(c.tokenCount).toBe(estimateTokens(c.text));
      expect(c.text).toMatch(/\.$/);
    }
    expect(chunks.map((c) => c.index)).toEqual(chunks.map((_, i) => i));
    expect(chunks.slice(0, -1).every((c) => c.cutType === "sentence_end")).toBe(true);
    expect(chunks.at(-1)!.cutType).toBe("paragraph_end");
    // No overlap and nothing lost: the chunks re-assemble the text.
    expect(chunks.map((c) => c.text).join(" ")).toBe(text);
    // Packing: each chunk could not take the next sentence.
    for (let i = 0; i < chunks.length - 1; i++) {
      const next = chunks[i + 1]!.text.split(/(?<=\.)\s/)[0]!;
      expect(chunks[i]!.tokenCount + estimateTokens(next)).toBeGreaterThan(30);
    }
  });

  it("prefers paragraph ends and keeps line breaks inside a chunk", ({ expect }) => {
    const text = "First paragraph one. First paragraph two.\n\nSecond paragraph.\nThird line";
    const all = chunkText(text, 1000);
    expect(all).toHaveLength(1);
    expect(all[0]!.text).toBe(text);
    const small = chunkText(text, 10);
    expect(small.map((c) => [c.text, c.cutType])).toEqual([
      ["First paragraph one. First paragraph two.", "paragraph_end"],
      ["Second paragraph.\nThird line", "paragraph_end"],
    ]);
    expect(chunkText(text, 6).map((c) => c.cutType)).toEqual(["sentence_end", "paragraph_end", "paragraph_end"]);
  });

  it("cuts an over-long sentence at word boundaries and never inside a word", ({ expect }) => {
    const words = Array.from({ length: 200 }, (_, i) => `word${i}`);
    const text = `${words.join(" ")}.`;
    const chunks = chunkText(text, 25);
    expect(chunks.length).toBeGreaterThan(5);
    for (const c of chunks) {
      expect(c.tokenCount).toBeLessThanOrEqual(25);
      for (const w of c.text.split(" ")) expect(words.includes(w.replace(/\.$/, ""))).toBe(true);
    }
    expect(chunks.slice(0, -1).every((c) => c.cutType === "sentence_cut")).toBe(true);
    expect(chunks.map((c) => c.text).join(" ")).toBe(text);
  });

  it("emits a single word longer than the budget on its own (cut type word)", ({ expect }) => {
    const blob = "x".repeat(700);
    const chunks = chunkText(`Short start. ${blob} short end.`, 20);
    const word = chunks.find((c) => c.text === blob);
    expect(word?.cutType).toBe("word");
    expect(chunks.map((c) => c.text).join(" ")).toBe(`Short start. ${blob} short end.`);
  });

  it("does not end sentences at common abbreviations or initials", ({ expect }) => {
    const text = "Dr. Smith met J. K. Rowling in the U.S. yesterday. Then they left.";
    const chunks = chunkText(text, 20);
    expect(chunks[0]!.text).toBe("Dr. Smith met J. K. Rowling in the U.S. yesterday.");
  });
});

describe("serviceChunkBudget", () => {
  it("is the smaller of the embedding input limit and EMBEDDING_MAX_COMPLETION_TOKENS", ({ expect }) => {
    expect(serviceChunkBudget({ embeddingMaxCompletionTokens: 4096 }, { maxInputTokens: 512 })).toBe(512);
    expect(serviceChunkBudget({ embeddingMaxCompletionTokens: 4096 }, { maxInputTokens: 8192 })).toBe(4096);
    expect(serviceChunkBudget({ embeddingMaxCompletionTokens: 300 }, { maxInputTokens: 8191 })).toBe(300);
  });
});

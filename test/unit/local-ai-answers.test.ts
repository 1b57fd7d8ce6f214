import { describe, it } from "vitest";
import { NO_ANSWER, contextSentences } from "../../src/ai/local/answerer";
import { createLocalProvider } from "../../src/ai/local/local-provider";

const CONTEXT = [
  "## Relevant passages",
  "Marie Curie was born in Warsaw on 7 November 1867. She studied at the University of Paris, where she met Pierre Curie.",
  "---",
  "Alice Johnson works at Google in Berlin. She has three cats and enjoys hiking.",
  "## Related facts",
  "- Marie Curie --[won]--> Nobel Prize in Physics  (Marie Curie won the Nobel Prize in Physics in 1903.)",
  "- Caroline --[went_to]--> LGBTQ support group  (Caroline went to the LGBTQ support group yesterday (2023-05-07).)",
].join("\n");

const ask = (question: string, context = CONTEXT) => createLocalProvider().answerer.answer({ question, context });

describe("local answerer (extractive, grounded)", () => {
  it("says it does not know when the context is empty", async ({ expect }) => {
    expect(await ask("Where was Marie Curie born?", "")).toBe(NO_ANSWER);
    expect(await ask("Where was Marie Curie born?", "  \n## Relevant passages\n---\n")).toBe(NO_ANSWER);
    expect(NO_ANSWER).toBe("I don't know based on the stored memory.");
  });

  it("returns the best supporting sentence verbatim", async ({ expect }) => {
    expect(await ask("Where was Marie Curie born?")).toBe("Marie Curie was born in Warsaw on 7 November 1867.");
    expect(await ask("Who did Marie Curie meet at the University of Paris?")).toBe("She studied at the University of Paris, where she met Pierre Curie.");
    expect(await ask("Which company does Alice Johnson work for?")).toBe("Alice Johnson works at Google in Berlin.");
  });

  it("uses graph facts and prefers dates for when-questions", async ({ expect }) => {
    expect(await ask("When did Marie Curie win the Nobel Prize?")).toBe("Marie Curie won the Nobel Prize in Physics in 1903.");
    expect(await ask("When did Caroline go to the support group?")).toBe("Caroline went to the LGBTQ support group yesterday (2023-05-07).");
  });

  it("answers with a sentence that shares meaning even without shared words (word vectors)", async ({ expect }) => {
    const context = "The automobile was parked outside the bakery. Bananas are rich in potassium.";
    expect(await ask("Where was the car?", context)).toBe("The automobile was parked outside the bakery.");
  });

  it("refuses when nothing in the context relates to the question", async ({ expect }) => {
    expect(await ask("Xylophone zebra quantum?", "Bananas are yellow.")).toBe(NO_ANSWER);
  });

  it("splits graph-style context lines into their fact sentences", ({ expect }) => {
    const s = contextSentences("A --[knows]--> B  (A knows B.)\nC --[likes]--> D\n## Header\nOne. Two three.");
    expect(s).toEqual(["A knows B.", "C likes D.", "One.", "Two three."]);
  });
});

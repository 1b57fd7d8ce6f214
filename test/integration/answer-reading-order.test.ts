import { describe, it } from "vitest";
import { addText, cognify, searchOne } from "./search.helpers";

/**
 * A chat stored one item per message, in the order said. The reply that answers the question shares no
 * word with it; the turn before the reply does. The offline answerer reads that turn from the pod's
 * reading order (the context string cannot show it), on RAG_COMPLETION and HYBRID_COMPLETION alike.
 */
const CHAT = [
  "Jordan: Who sang at the harbour festival on Saturday?",
  "Sam: Oh, that was Marisol Vega, what a voice!",
  "Jordan: The harbour festival had fireworks over the water on Saturday night.",
  "Sam: I bought a new kettle for the office kitchen.",
  "Jordan: My cousin repainted the garden shed in dark green.",
];

/** A statement, the other speaker's question about it, and the reply: the reply answers the first two together. */
const CHAIN = [
  "Priya: I baked my neighbour a lemon cake for her birthday and she loved it!",
  "Tomas: Nice! What frosting did you put on it?",
  "Priya: A whipped mascarpone one, with a little honey.",
  "Tomas: I baked bread for my neighbour last winter, the cake tin is still at her house.",
  "Priya: The weather was fine all week.",
];

/** An interview stored as one text: the answer follows the host's question inside it, on lines of one passage. */
const INTERVIEW = [
  "Host: Welcome back to Build Notes. Today I'm talking with Lucía Fernández, founder of Tidewater Robotics.",
  "Lucía Fernández: Thanks for having me.",
  "Host: How did Tidewater start?",
  "Lucía Fernández: In 2019 I was cleaning hulls by hand in Valencia harbour and thought a robot could do it better. We built the first prototype in my garage.",
].join("\n");

const seeded = new Set<string>();
async function seed(name: string, turns: string[]): Promise<void> {
  if (seeded.has(name)) return;
  for (const data of turns) await addText({ data, datasetName: name });
  await cognify(name);
  seeded.add(name);
}

describe("offline answers read the turn before a passage", () => {
  for (const search_type of ["RAG_COMPLETION", "HYBRID_COMPLETION"]) {
    it(`${search_type} answers with the reply to the turn that asked the question`, async ({ expect }) => {
      await seed("festival", CHAT);
      const r = await searchOne({ query: "Who sang at the harbour festival?", search_type, datasets: ["festival"], top_k: 5 });
      expect(r.status).toBe(200);
      expect(r.result).toHaveLength(1);
      expect(r.result[0]).toContain("Marisol Vega");
      expect(r.result[0].length).toBeLessThanOrEqual(300);
    });

    it(`${search_type} reads two turns back (the statement, then the question the reply answers)`, async ({ expect }) => {
      await seed("bakery", CHAIN);
      const r = await searchOne({ query: "What frosting did Priya put on the cake for her neighbour?", search_type, datasets: ["bakery"], top_k: 5 });
      expect(r.status).toBe(200);
      expect(r.result[0]).toMatch(/^Priya: A whipped mascarpone one/);
    });

    it(`${search_type} reads a stored interview's answer after the question it answers`, async ({ expect }) => {
      await seed("interview", [INTERVIEW]);
      const r = await searchOne({ query: "When did Tidewater start?", search_type, datasets: ["interview"], top_k: 5 });
      expect(r.status).toBe(200);
      expect(r.result[0]).toMatch(/^Lucía Fernández: In 2019/);
    });
  }
});

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

let seeded = false;
async function seed(): Promise<void> {
  if (seeded) return;
  for (const data of CHAT) await addText({ data, datasetName: "festival" });
  await cognify("festival");
  seeded = true;
}

describe("offline answers read the turn before a passage", () => {
  for (const search_type of ["RAG_COMPLETION", "HYBRID_COMPLETION"]) {
    it(`${search_type} answers with the reply to the turn that asked the question`, async ({ expect }) => {
      await seed();
      const r = await searchOne({ query: "Who sang at the harbour festival?", search_type, datasets: ["festival"], top_k: 5 });
      expect(r.status).toBe(200);
      expect(r.result).toHaveLength(1);
      expect(r.result[0]).toContain("Marisol Vega");
      expect(r.result[0].length).toBeLessThanOrEqual(300);
    });
  }
});

import { describe, it } from "vitest";
import { addText, cognify, searchOne } from "./search.helpers";

/**
 * A two-step question through the Worker with the offline provider: the university is named only by the
 * step from Lena Park (a sentence the extractor reads as "studied_at", not as her professorship), and its
 * founding year only by a sentence about it. The anchor's own founding year (2009) is the wrong answer.
 */
const TEXT = [
  "Northwind Traders was founded in 2009 by Lena Park in Seattle. The company moved its headquarters to Denver in 2017.",
  "Lena Park studied at the University of Washington, where she was a professor of economics before founding Northwind.",
  "The University of Washington was founded in 1861.",
  "Northwind's largest customer is Contoso, which signed a three-year contract in March 2024.",
].join("\n");

let seeded = false;
async function seed(): Promise<void> {
  if (seeded) return;
  await addText({ data: TEXT, datasetName: "multi_hop" });
  await cognify("multi_hop");
  seeded = true;
}

describe("offline answers to a two-step question", () => {
  for (const search_type of ["GRAPH_COMPLETION", "RAG_COMPLETION", "HYBRID_COMPLETION", "GRAPH_COMPLETION_COT"]) {
    it(`${search_type} follows the university's name from the anchor's sentence to its founding year`, async ({ expect }) => {
      await seed();
      const r = await searchOne({ query: "When was the university where Lena Park was a professor founded?", search_type, datasets: ["multi_hop"] });
      expect(r.status).toBe(200);
      expect(r.result[0]).toContain("1861");
      expect(r.result[0]).not.toContain("2009");
      expect(r.result[0].length).toBeLessThanOrEqual(300);
    });
  }
});

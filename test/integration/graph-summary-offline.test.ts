import { describe, it } from "vitest";
import { addText, cognify, searchOne } from "./search.helpers";

/**
 * GRAPH_SUMMARY_COMPLETION with the offline provider condenses the graph context into its fact sentences. In its
 * own file: a search naming no dataset reads every dataset of the caller, so an extra dataset in search.test.ts's
 * corpus would change those answers.
 */
describe("GRAPH_SUMMARY_COMPLETION's offline summary", () => {
  it("holds facts only: a chunk's link as its sentence, no link that states nothing", async ({ expect }) => {
    // One short document: its structural links (summary made from chunk, chunk mentions entity) reach the top k.
    const notes = [
      "Meeting notes, 12 March 2026. Attendees: Priya Raman, Tom Becker, Sofia Alvarez.",
      "Tom Becker will run the migration; it is planned for 14 April and should take about three hours.",
      "The next review is on 2 April in the Lisbon office.",
    ].join("\n");
    await addText({ data: notes, datasetName: "summary_facts" });
    await cognify("summary_facts");
    const ctx = await searchOne({ query: "When is the next review?", search_type: "GRAPH_SUMMARY_COMPLETION", datasets: ["summary_facts"], only_context: true });
    expect(ctx.status).toBe(200);
    expect(ctx.result).toContain("The next review is on 2 April in the Lisbon office.");
    expect(ctx.result).not.toContain("Document chunk mentions");
    // A summary node is named by its id: "<uuid> made from <chunk>" said nothing.
    expect(ctx.result).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    expect(ctx.result).not.toContain(" made from ");
    // Type facts read "is an event", not "is a event".
    expect(ctx.result).not.toMatch(/ is a [aeiou]/);
    const answer = await searchOne({ query: "When is the next review?", search_type: "GRAPH_SUMMARY_COMPLETION", datasets: ["summary_facts"] });
    expect(answer.result[0]).toContain("2 April");
  });
});

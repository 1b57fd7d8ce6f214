import { describe, it } from "vitest";
import { addText, cognify, searchOne } from "./search.helpers";

/** A chat stored the way agents store memories: one item per message, in the order they were said. */
const CHAT = [
  "Jordan: Sam, did you finally move to a new city this spring?",
  "Sam: We did! We signed the lease on a flat in Lisbon.",
  "Jordan: I have been baking sourdough bread every weekend.",
  "Sam: My sister started learning the violin with a teacher.",
  "Jordan: The hiking trail near the lake was closed for repairs.",
  "Sam: I watched three documentaries about octopuses on Sunday.",
  "Jordan: Our team won the office quiz about European rivers.",
  "Sam: The garden tomatoes finally turned red after the heatwave.",
  "Jordan: I repaired the old bicycle I found in the garage.",
  "Sam: Quarterly invoices from Zephyrine Logistics arrived today.",
];
const NO_NEIGHBOURS = { SEARCH_HYBRID_NEIGHBOURS: "0" };
/** The word lanes only: the local embedder's vectors find the reply by its own words ("Sam", city ~ Lisbon). */
const WORDS_ONLY = { SEARCH_HYBRID_WEIGHTS: "lexical:1,vector:0,summary:0,fact:0" };

let seeded = false;
async function seedChat(): Promise<void> {
  if (seeded) return;
  for (const data of CHAT) await addText({ data, datasetName: "chat" });
  await cognify("chat");
  seeded = true;
}

const passages = (context: string) => (context.split("## Relevant passages\n")[1] ?? "").split(/\n## /)[0]!.split("\n---\n");

describe("HYBRID_COMPLETION chunk lane", () => {
  it("surfaces the reply next to the message the question's words match (reading-order neighbours)", async ({ expect }) => {
    await seedChat();
    const body = { query: "Which city did Sam move to?", datasets: ["chat"], top_k: 2, only_context: true };
    const r = await searchOne(body);
    expect(r.status).toBe(200);
    const shown = passages(r.result);
    expect(shown).toHaveLength(2);
    expect(shown[0]).toContain("move to a new city");
    expect(shown[1]).toContain("Lisbon");
    // On the word lanes alone the reply, sharing no content word but the speaker's name with the question,
    // is shown only as the matched message's neighbour.
    const words = await searchOne(body, WORDS_ONLY);
    expect(passages(words.result)[1]).toContain("Lisbon");
    const off = await searchOne(body, { ...WORDS_ONLY, ...NO_NEIGHBOURS });
    expect(off.status).toBe(200);
    expect(passages(off.result).join("\n")).not.toContain("Lisbon");
  });

  it("keeps a passage only BM25 finds at the top (score fusion, lexical-dominant)", async ({ expect }) => {
    await seedChat();
    const r = await searchOne({ query: "Zephyrine invoices", datasets: ["chat"], top_k: 3, only_context: true });
    expect(r.status).toBe(200);
    expect(passages(r.result)[0]).toContain("Zephyrine Logistics");
  });

  it("returns top_k distinct passages when that many exist", async ({ expect }) => {
    await seedChat();
    const r = await searchOne({ query: "Sam Jordan weekend city garden", datasets: ["chat"], top_k: 6, only_context: true });
    expect(r.status).toBe(200);
    const shown = passages(r.result);
    expect(shown).toHaveLength(6);
    expect(new Set(shown).size).toBe(6);
  });
});

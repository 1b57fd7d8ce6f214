import { describe, it } from "vitest";
import type { SequenceNeighbour } from "../../src/core/pod/retrieval";
import { precedingTexts, type ShownPassage } from "../../src/services/search/completion";

/** Neighbour rows as the pod's sequenceNeighbours returns them (radius 2, both sides). */
const around = (anchor: ShownPassage, items: { id: string; dataId: string; distance: number; before: boolean }[]): SequenceNeighbour[] =>
  items.map((n) => ({ anchorId: anchor.id, chunkIndex: 0, ...n }));

describe("precedingTexts (what the offline answerer reads before a passage)", () => {
  it("gives a message's two previous messages, oldest first, keyed by its first line; never the ones after", ({ expect }) => {
    const reply: ShownPassage = { id: "c3", dataId: "d3", chunkIndex: 0, text: "Sam: It was Marisol Vega!" };
    const neighbours = around(reply, [
      { id: "c2", dataId: "d2", distance: 1, before: true },
      { id: "c1", dataId: "d1", distance: 2, before: true },
      { id: "c4", dataId: "d4", distance: 1, before: false },
    ]);
    const texts = new Map([
      ["c1", "Jordan: We went to the harbour festival."],
      ["c2", "Sam: Who sang there?"],
      ["c4", "Jordan: The fireworks were late."],
    ]);
    expect(precedingTexts([reply], neighbours, texts)).toEqual({ "Sam: It was Marisol Vega!": "Jordan: We went to the harbour festival.\nSam: Who sang there?" });
  });

  it("ignores the chunks before a passage inside the same document", ({ expect }) => {
    const chunk: ShownPassage = { id: "c9", dataId: "doc", chunkIndex: 4, text: "Section 4 opens here.\nMore of section 4." };
    const neighbours: SequenceNeighbour[] = [
      { anchorId: "c9", id: "c8", dataId: "doc", chunkIndex: 3, distance: 1, before: true },
      { anchorId: "c9", id: "c7", dataId: "doc", chunkIndex: 2, distance: 2, before: true },
    ];
    const texts = new Map([
      ["c8", "Section 3."],
      ["c7", "Section 2."],
    ]);
    expect(precedingTexts([chunk], neighbours, texts)).toEqual({});
  });
});

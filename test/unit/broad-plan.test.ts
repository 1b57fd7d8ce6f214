import { describe, it } from "vitest";
import { planBroad } from "../../src/services/search/retrievers/broad.retriever";
import { type DatasetProfile } from "../../src/core/pod/retrieval";

const profile: DatasetProfile = {
  documents: 3,
  chunks: 5,
  entities: 9,
  chunkBytes: 1000,
  entityTypes: [
    { type: "person", count: 4 },
    { type: "location", count: 3 },
    { type: "organization", count: 2 },
  ],
};

describe("BROAD planning (offline rules)", () => {
  it("plans counts across documents, mention counts, entity counts and lists, totals", ({ expect }) => {
    expect(planBroad("How many documents mention Paris?", profile)).toEqual({ kind: "documents_mentioning", phrase: "Paris" });
    expect(planBroad("Which documents talk about the Nimbus platform?", profile)).toEqual({ kind: "documents_mentioning", phrase: "Nimbus platform" });
    expect(planBroad("How many times is Acme Corp mentioned?", profile)).toEqual({ kind: "mention_count", phrase: "Acme Corp" });
    expect(planBroad("How often does Berlin come up?", profile)).toEqual({ kind: "mention_count", phrase: "Berlin" });
    expect(planBroad("How many documents are there?", profile)).toEqual({ kind: "dataset_counts" });
    expect(planBroad("How many people are mentioned?", profile)).toMatchObject({ kind: "entities", types: ["person"], list: false });
    expect(planBroad("How many companies are there?", profile)).toMatchObject({ kind: "entities", types: ["organization"] });
    expect(planBroad("List all people", profile)).toMatchObject({ kind: "entities", types: ["person"], list: true });
    expect(planBroad("How many people named Curie are there?", profile)).toMatchObject({ kind: "entities", nameContains: "Curie" });
    expect(planBroad("What is the total donated by Globex?", profile)).toEqual({ kind: "sum", subject: "donated by Globex" });
  });

  it("finds nothing to compute in ordinary questions", ({ expect }) => {
    expect(planBroad("Where was Marie Curie born?", profile)).toBeNull();
    expect(planBroad("How many children does Alice have?", profile)).toBeNull();
  });
});

import { describe, it } from "vitest";
import { NO_ANSWER } from "../../src/ai/local/answerer";
import { offlineCotAnswer } from "../../src/services/search/retrievers/graph-completion-cot.retriever";

describe("offline GRAPH_COMPLETION_COT answer", () => {
  it("answers the user's own question first and never asks the chained question when that finds an answer", async ({ expect }) => {
    const asked: (string | undefined)[] = [];
    const ask = async (q?: string) => {
      asked.push(q);
      return q ? "Alice was born in Paris." : "Bob founded Acme in 1999.";
    };
    expect(await offlineCotAnswer(ask, () => "where alice born?")).toBe("Bob founded Acme in 1999.");
    expect(asked).toEqual([undefined]);
  });

  it("falls back to the chained question when the user's question finds nothing, and keeps the non-answer when both do", async ({ expect }) => {
    const found = async (q?: string) => (q ? "Alice was born in Paris." : NO_ANSWER);
    expect(await offlineCotAnswer(found, () => "where alice born?")).toBe("Alice was born in Paris.");
    const none = async () => NO_ANSWER;
    expect(await offlineCotAnswer(none, () => "where alice born?")).toBe(NO_ANSWER);
    expect(await offlineCotAnswer(found, () => null)).toBe(NO_ANSWER);
  });
});

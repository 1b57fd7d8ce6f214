import { describe, it } from "vitest";
import { NO_ANSWER } from "../../src/ai/local/answerer";
import { chainedQuestion, offlineCotAnswer } from "../../src/services/search/retrievers/graph-completion-cot.retriever";
import type { GraphNodeOut, ScoredTriplet } from "../../src/core/pod/retrieval";

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

  it("chains from a first fact only when it covers some of the question's words", ({ expect }) => {
    const entity = (id: string, name: string): GraphNodeOut => ({ id, type: "Entity", name, description: null, text: null, importanceWeight: 0.5, props: {} });
    const triplet = (s: GraphNodeOut, rel: string, t: GraphNodeOut, text: string): ScoredTriplet => ({
      source: s,
      target: t,
      edge: { id: `${s.id}-${t.id}`, sourceId: s.id, targetId: t.id, relationshipName: rel, edgeText: text, props: {} },
      score: 0.5,
    });
    const founded = triplet(entity("alice", "alice"), "founded", entity("acme", "acme"), "Alice founded Acme in 1999.");
    expect(chainedQuestion("Where was the founder of Acme born?", founded)).toMatch(/^Where alice\b.*\bborn\?$/);
    // "What is the capital of France?" against meeting notes: the best fact shares no word with it, and the chain
    // would have asked about its bridge instead ("What Omar Haddad capital France?").
    const owns = triplet(entity("omar", "omar haddad"), "owns", entity("fix", "fix"), "Omar Haddad owns the fix.");
    expect(chainedQuestion("What is the capital of France?", owns)).toBeNull();
  });
});

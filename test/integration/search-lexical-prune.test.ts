import { describe, it } from "vitest";
import { addText, cognify, searchOne } from "./search.helpers";

/**
 * CHUNKS_LEXICAL ranks by FTS5 bm25(); with SEARCH_LEXICAL_TERM_BOUND on, rows holding only the query's
 * common terms are left unscored when they cannot reach the top k. The answer must be the plain ranking's,
 * scores included. SEARCH_LEXICAL_PRUNE_MIN_MATCHES=0 makes the shortcut run on this small corpus.
 */
const PLAIN = { SEARCH_LEXICAL_TERM_BOUND: "0" };
const PRUNED = { SEARCH_LEXICAL_TERM_BOUND: "1.5", SEARCH_LEXICAL_PRUNE_MIN_MATCHES: "0" };
const EXACT = { SEARCH_LEXICAL_TERM_BOUND: "2.2", SEARCH_LEXICAL_PRUNE_MIN_MATCHES: "0" };

const FRUIT = ["apple", "banana", "cherry", "plum", "pear"];
const items: string[] = [];
for (let i = 0; i < 12; i++) {
  items.push(`Note ${i}: the zephyr ${i % 3 === 0 ? "zephyr " : ""}wind carried ${FRUIT[i % 5]} crates and an apple basket to stall ${i}.`);
}
for (let i = 0; i < 20; i++) {
  items.push(`Market ${i}: apple and ${FRUIT[(i + 1) % 5]} prices ${i % 2 ? "rose" : "fell"}; banana ${i % 4 ? "supply" : "banana demand"} at stand ${i}.`);
}

let seeded = false;
async function seed(): Promise<void> {
  if (seeded) return;
  await addText({ data: items, datasetName: "prune" });
  await cognify("prune");
  seeded = true;
}

const lexical = async (query: string, topK: number, vars: Record<string, string>) => {
  const r = await searchOne({ query, search_type: "CHUNKS_LEXICAL", datasets: ["prune"], top_k: topK }, vars);
  if (r.status !== 200) throw new Error(`search failed ${r.status}: ${JSON.stringify(r.body)}`);
  return (r.result as Hit[]).map((x) => ({ id: x.id, text: x.text, score: Number(x.score.toFixed(9)) }));
};

type Hit = { id: string; text: string; score: number };
/** Same scores in the same order, same rows above the last score (rows tied at the cut may differ). */
const ranking = (hits: Hit[]) => {
  const last = hits.length ? hits[hits.length - 1]!.score : 0;
  return { scores: hits.map((h) => h.score), above: hits.filter((h) => h.score > last).map((h) => h.id).sort() };
};

describe("CHUNKS_LEXICAL ranking shortcut", () => {
  it("scores only the rare term's rows when they fill the top k, with the plain ranking's order and scores", async ({ expect }) => {
    await seed();
    const plain = await lexical("zephyr apple banana", 5, PLAIN);
    expect(plain).toHaveLength(5);
    expect(plain.every((r) => r.text.includes("zephyr"))).toBe(true);
    expect(ranking(await lexical("zephyr apple banana", 5, PRUNED))).toEqual(ranking(plain));
    expect(ranking(await lexical("zephyr apple banana", 5, EXACT))).toEqual(ranking(plain));
  });

  it("still ranks rows with only common terms when the rare term's rows cannot fill the list", async ({ expect }) => {
    await seed();
    const plain = await lexical("zephyr apple banana", 20, PLAIN);
    expect(plain).toHaveLength(20);
    expect(plain.some((r) => !r.text.includes("zephyr"))).toBe(true);
    expect(ranking(await lexical("zephyr apple banana", 20, PRUNED))).toEqual(ranking(plain));
    const banana = await lexical("banana demand apple", 8, PLAIN);
    expect(banana.length).toBeGreaterThan(0);
    expect(ranking(await lexical("banana demand apple", 8, PRUNED))).toEqual(ranking(banana));
  });
});

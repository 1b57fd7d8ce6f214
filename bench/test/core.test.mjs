import { test } from "node:test";
import assert from "node:assert/strict";
import { createRng, hashSeed } from "../lib/prng.mjs";
import { percentile, ratio, summarize } from "../lib/stats.mjs";
import { Bm25, tokenize } from "../lib/bm25.mjs";
import { diaIdFromName, parseEvidence, recallAtK, turnFileName } from "../lib/locomo.mjs";
import { createTurnIndex, rankedTurns } from "../lib/hits.mjs";
import { groupedBarChart } from "../lib/svg.mjs";
import { parseArgs } from "../lib/args.mjs";
import { settled } from "../lib/pipeline.mjs";
import { assertLoopback } from "../lib/service.mjs";
import { entitiesOf, rrf } from "../lib/peers.mjs";
import { markdownTable, textTable } from "../lib/table.mjs";

test("seeded PRNG is deterministic and in range", () => {
  const a = createRng("x");
  const b = createRng("x");
  const xs = Array.from({ length: 1000 }, () => a.next());
  assert.deepEqual(xs, Array.from({ length: 1000 }, () => b.next()));
  assert.ok(xs.every((x) => x >= 0 && x < 1));
  assert.notDeepEqual(xs.slice(0, 5), Array.from({ length: 5 }, createRng("y").next));
  assert.equal(hashSeed("abc"), hashSeed("abc"));
  const r = createRng(1);
  for (let i = 0; i < 200; i++) {
    const v = r.int(3, 5);
    assert.ok(v >= 3 && v <= 5 && Number.isInteger(v));
  }
});

test("percentiles interpolate and ratios guard against missing values", () => {
  const v = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  assert.equal(percentile(v, 50), 5.5);
  assert.equal(percentile(v, 0), 1);
  assert.equal(percentile(v, 100), 10);
  assert.equal(percentile([], 50), null);
  assert.equal(summarize([3]).p99, 3);
  assert.equal(ratio(10, 5), 2);
  assert.equal(ratio(null, 5), null);
  assert.equal(ratio(1, 0), null);
});

test("BM25 ranks the document sharing rare query terms first and ignores stop-words", () => {
  const bm = new Bm25();
  bm.add("a", "Caroline went to the LGBTQ support group yesterday");
  bm.add("b", "Melanie painted a sunrise over the lake");
  bm.add("c", "the the the and of to");
  assert.deepEqual(bm.search("What did Melanie paint? the lake", 2).map((h) => h.id)[0], "b");
  assert.deepEqual(tokenize("The cat's toys and THE dog"), ["cat", "toys", "dog"]);
  assert.equal(bm.search("the and of", 3).length, 0);
});

test("LoCoMo evidence ids and document names round-trip", () => {
  assert.deepEqual(parseEvidence(["D1:3", "D8:6; D9:17", "D:11:26", "D1:3"]), ["D1:3", "D8:6", "D9:17", "D11:26"]);
  assert.equal(turnFileName("D12:4"), "D12-4.txt");
  assert.equal(diaIdFromName("D12-4.txt"), "D12:4");
  assert.equal(diaIdFromName("text_D3_7"), "D3:7");
  assert.equal(diaIdFromName("readme.txt"), null);
  const qs = [{ evidence: ["D1:1"] }, { evidence: ["D1:5", "D1:9"] }];
  assert.deepEqual(recallAtK(qs, [["D1:2", "D1:1"], ["D1:9"]], [1, 2]), { 1: 0.5, 2: 1 });
});

test("search results map back to turns by data id, document name, or text", () => {
  const turns = [
    { diaId: "D1:1", text: "Caroline: I went to a support group yesterday. It was so powerful and moving for me." },
    { diaId: "D1:2", text: "Melanie: Wow, that's cool!" },
    { diaId: "D2:1", text: "Caroline: I'm thinking about adoption agencies for next year, honestly." },
  ];
  const index = createTurnIndex(turns, [{ id: "11111111-1111-1111-1111-111111111111", name: "D1-2.txt" }]);
  const chunks = [{ dataset_id: "x", dataset_name: "n", search_result: [{ data_id: "11111111-1111-1111-1111-111111111111", text: "?" }, { document_name: "D2-1.txt" }, { text: "Caroline: I went to a support group yesterday. It was so powerful and moving for me." }] }];
  assert.deepEqual(rankedTurns(chunks, index), ["D1:2", "D2:1", "D1:1"]);
  const context = [{ search_result: "## Related facts\n- i'm thinking about adoption agencies for next year, honestly.\n## Relevant passages\nCaroline:  I went to a support group yesterday. It was so powerful and moving for me." }];
  assert.deepEqual(rankedTurns(context, index), ["D2:1", "D1:1"]);
  // A fact sentence of 25+ characters taken from a turn maps to that turn.
  assert.deepEqual(rankedTurns("It was so powerful and moving for me.", index), ["D1:1"]);
  assert.deepEqual(rankedTurns([], index), []);
});

test("SVG charts are well formed and contain no NaN", () => {
  const svg = groupedBarChart({ title: "t <&>", groups: [{ label: "a", values: [1, null, 3] }, { label: "b", values: [0, 2, Infinity] }], series: ["x", "y", "z"], lines: [{ value: 2, label: "target" }] });
  assert.match(svg, /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.match(svg, /<\/svg>$/);
  assert.ok(!svg.includes("NaN"));
  assert.ok(svg.includes("t &lt;&amp;&gt;"));
  assert.equal((svg.match(/<rect x=/g) ?? []).length, 4 /* finite bars, 0 included */ + 3 /* legend */);
});

test("command-line options parse, validate, and default to the small size", () => {
  const o = parseArgs(["--suites", "ingest,peers", "--size=full", "--chunks", "10k,100k", "--port", "8000", "--no-snapshot"]);
  assert.deepEqual(o.suites, ["ingest", "peers"]);
  assert.equal(o.size, "full");
  assert.deepEqual(o.chunks, [10000, 100000]);
  assert.equal(o.port, 8000);
  assert.equal(o.snapshot, false);
  assert.equal(parseArgs([]).size, "small");
  assert.throws(() => parseArgs(["--suites", "nope"]), /unknown suite/);
  assert.throws(() => parseArgs(["--size", "huge"]), /small or full/);
  assert.throws(() => parseArgs(["--bogus", "1"]), /unknown option/);
});

test("only loopback targets are accepted", () => {
  assert.equal(assertLoopback("http://127.0.0.1:8000/x"), "http://127.0.0.1:8000");
  assert.equal(assertLoopback("http://localhost:1234"), "http://localhost:1234");
  assert.throws(() => assertLoopback("http://10.0.0.5:8000"), /loopback/);
  assert.throws(() => assertLoopback("https://example.com"), /loopback/);
});

test("processing status is settled only when nothing is queued or running", () => {
  assert.equal(settled({ a: { status: "DATA_ITEM_PROCESSING_COMPLETED" }, b: { status: "DATA_ITEM_PROCESSING_ERRORED" } }), true);
  assert.equal(settled([{ status: "DATA_ITEM_PROCESSING_STARTED" }]), false);
  assert.equal(settled({}), false);
});

test("graph peer helpers: entity heuristic and weighted RRF", () => {
  assert.deepEqual(entitiesOf("Hey Mel! I met Anna Schmidt in Lisbon's old town. Thanks, Wow."), ["mel", "anna schmidt", "lisbon"]);
  assert.deepEqual(rrf([["a", "b"], ["b", "c"]], 60, 3), ["b", "a", "c"]);
  assert.deepEqual(rrf([["a", "b"], ["b", "c"]], 60, 3, [1, 0]), ["a", "b", "c"]);
});

test("tables render every row", () => {
  assert.equal(textTable(["a", "b"], [["x", 1.23456], ["y", null]]).split("\n").length, 4);
  assert.match(markdownTable(["a", "b"], [["x|y", 2]]), /\| x\\\|y \| 2 \|/);
});

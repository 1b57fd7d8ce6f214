import { test } from "node:test";
import assert from "node:assert/strict";
import { contains, normalise, resultText, tokenF1 } from "../suites/answers.mjs";
import { parseArgs } from "../lib/args.mjs";

test("answers: gold answers are matched after SQuAD normalisation, on word boundaries", () => {
  assert.equal(normalise("The Adoption-agencies!"), "adoption agencies");
  assert.ok(contains("Caroline: I applied to adoption agencies last week.", "Adoption agencies"));
  assert.ok(contains("It happened in 2022.", 2022));
  assert.ok(!contains("It happened in 20222.", 2022));
  assert.ok(!contains("anything", ""));
});

test("answers: token F1 against the gold answer", () => {
  assert.equal(tokenF1("Ada Okafor", "Ada Okafor"), 1);
  assert.equal(tokenF1("nothing here", "Ada Okafor"), 0);
  const f = tokenF1("Ada Okafor leads the Bluefin project", "Ada Okafor");
  assert.ok(f > 0.5 && f < 1);
});

test("answers: result text gathers completions, context strings and object texts", () => {
  const body = [{ dataset_id: "d", search_result: ["Ada leads Bluefin."] }, { search_result: [{ id: "c1", text: "chunk text", payload: { name: "n" } }] }];
  const t = resultText(body);
  assert.ok(t.includes("Ada leads Bluefin.") && t.includes("chunk text"));
  assert.deepEqual(parseArgs(["--suites", "answers"]).suites, ["answers"]);
});

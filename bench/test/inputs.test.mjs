import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { chunkParagraph, createWorld, estimateTokens, generateCorpus, generateQueries } from "../lib/prose.mjs";
import { createRng } from "../lib/prng.mjs";
import { latencyParagraphs, latencyWorld, CHUNK_SIZE } from "../suites/latency.mjs";
import { createEmbedder, gloveArtifactPath, loadGlove } from "../lib/embed.mjs";
import { bm25Baseline } from "../suites/locomo.mjs";
import { loadLocomo, locomoDir } from "../lib/locomo.mjs";
import { importServiceModule, repoRoot } from "./helpers.mjs";

test("the prose corpus is deterministic, sized, and full of named entities and dates", () => {
  const a = generateCorpus({ seed: "t", bytes: 200_000, docBytes: 20_000 });
  const b = generateCorpus({ seed: "t", bytes: 200_000, docBytes: 20_000 });
  assert.deepEqual(a.docs, b.docs);
  assert.ok(a.bytes >= 200_000 && a.bytes < 230_000);
  assert.equal(a.docs.length, 10);
  const text = a.docs.map((d) => d.text).join("\n");
  assert.match(text, /\b(January|February|March|April|May|June|July|August|September|October|November|December) (19|20)\d\d\b/);
  assert.match(text, /was born in [A-Z]/);
  assert.notDeepEqual(generateCorpus({ seed: "u", bytes: 20_000 }).docs[0].text, a.docs[0].text);
  const q = generateQueries({ seed: "q", count: 200, world: a.world });
  assert.equal(q.length, 200);
  assert.equal(new Set(q).size, 200);
});

test("latency paragraphs are one chunk each at the bench's chunk_size", () => {
  const world = latencyWorld("s");
  const paras = latencyParagraphs("s", 0, 2000, world);
  assert.deepEqual(paras.slice(5, 10), latencyParagraphs("s", 5, 10, world));
  for (const p of paras) {
    const t = estimateTokens(p);
    assert.ok(t >= 33 && t <= CHUNK_SIZE, `${t} tokens: ${p}`);
    assert.ok(!/[.!?]\s/.test(p), `one sentence only: ${p}`);
  }
  assert.throws(() => chunkParagraph(createRng(1), createWorld("w"), { min: 500, max: 501 }));
});

test("the bench's token estimate and chunk rule agree with the service's chunker", async (t) => {
  const chunking = await importServiceModule("src/services/chunking.ts");
  const tokens = await importServiceModule("src/ai/tokens.ts");
  if (!chunking || !tokens) return t.skip("service sources or esbuild not available");
  const world = latencyWorld("s");
  const paras = latencyParagraphs("s", 0, 1000, world);
  for (const p of paras.slice(0, 200)) assert.equal(estimateTokens(p), tokens.estimateTokens(p));
  const item = paras.join("\n\n") + "\n";
  const chunks = chunking.chunkText(item, CHUNK_SIZE);
  assert.equal(chunks.length, paras.length);
  assert.deepEqual(chunks.map((c) => c.text), paras);
});

test("the bench's embedder gives the service's vectors", async (t) => {
  const glove = loadGlove(gloveArtifactPath(repoRoot));
  const mod = await importServiceModule("src/ai/local/embedder.ts");
  const ours = glove && (await createEmbedder(repoRoot, glove));
  if (!glove || !mod || !ours) return t.skip("glove artifact, service sources or esbuild not available");
  const theirs = new mod.GloveEmbedder(glove.buffer);
  assert.equal(ours.dims, theirs.dimensions);
  const texts = ["Marie Curie was born in Warsaw.", "Caroline: I'm thinking about adoption agencies!", "zzqx Qwerty-42 don't", ""];
  const expected = await theirs.embed(texts);
  texts.forEach((s, k) => {
    const a = ours.embed(s);
    assert.equal(a.length, expected[k].length);
    for (let i = 0; i < a.length; i++) assert.ok(Math.abs(a[i] - expected[k][i]) < 1e-6, `${s}: dim ${i} ${a[i]} vs ${expected[k][i]}`);
  });
});

test("the in-bench BM25 reproduces the LoCoMo reference (r@10 ~ 0.629)", (t) => {
  const dir = locomoDir(repoRoot);
  if (!existsSync(dir)) return t.skip("LoCoMo data not present");
  const convs = loadLocomo(dir);
  const { questions, ranked } = bm25Baseline(convs);
  assert.equal(questions.length, 1536);
  assert.equal(convs.reduce((a, c) => a + c.turns.length, 0), 5882);
  const hits = questions.filter((q, i) => q.evidence.some((e) => ranked[i].slice(0, 10).includes(e))).length;
  const r10 = hits / questions.length;
  assert.ok(Math.abs(r10 - 0.629) < 0.01, `r@10 ${r10}`);
});

test("the real-text ingest corpus holds every LoCoMo turn once, in order, in items of about 20 KB", async () => {
  const { realTextCorpus } = await import("../suites/ingest.mjs");
  const { mkdtempSync, writeFileSync, rmSync } = await import("node:fs");
  const { join } = await import("node:path");
  const { tmpdir } = await import("node:os");
  const dir = mkdtempSync(join(tmpdir(), "locomo-"));
  try {
    const turns = Array.from({ length: 300 }, (_, i) => ({ speaker: i % 2 ? "Bob" : "Ann", dia_id: `D1:${i + 1}`, text: `Turn ${i} says something about Paris. `.repeat(4) }));
    writeFileSync(join(dir, "1.json"), JSON.stringify({ speaker_a: "Ann", speaker_b: "Bob", session_1: turns.slice(0, 150), session_2: turns.slice(150), qa: [] }));
    const c = realTextCorpus(dir, 5_000);
    const all = c.docs.map((d) => d.text).join("");
    assert.equal(all, turns.map((t) => `${t.speaker}: ${t.text}\n`).join(""));
    assert.equal(c.bytes, Buffer.byteLength(all));
    for (const d of c.docs.slice(0, -1)) assert.ok(d.text.length >= 5_000 && d.text.length < 5_000 + 200, `item of ${d.text.length} chars`);
    assert.equal(new Set(c.docs.map((d) => d.name)).size, c.docs.length);
    assert.equal(realTextCorpus(join(dir, "missing")), null);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the State of the Union corpus: one item per address, date order, or the newest up to a size", async () => {
  const { newestUpTo, sotuCorpus, sotuDir } = await import("../lib/sotu.mjs");
  const { mkdtempSync, writeFileSync, rmSync } = await import("node:fs");
  const { join } = await import("node:path");
  const { tmpdir } = await import("node:os");
  const dir = mkdtempSync(join(tmpdir(), "sotu-"));
  try {
    const speeches = { "1790_george_washington_n.txt": "A".repeat(400), "1801_thomas_jefferson_d.txt": "B".repeat(300), "2001_george_w_bush_r.txt": "C".repeat(500), "2021_joseph_r_biden_d.txt": " Ünïcode. \n" };
    for (const [f, t] of Object.entries(speeches)) writeFileSync(join(dir, f), t);
    writeFileSync(join(dir, "1790_george_washington_n.json"), "{}");
    const all = sotuCorpus(dir);
    assert.deepEqual(all.docs.map((d) => d.name), Object.keys(speeches));
    assert.equal(all.docs[3].text, "Ünïcode.");
    assert.equal(all.bytes, 400 + 300 + 500 + Buffer.byteLength("Ünïcode."));
    // Newest first, stopping at the first address that would pass the size.
    const newest = newestUpTo(all, 600);
    assert.deepEqual(newest.docs.map((d) => d.name), ["2021_joseph_r_biden_d.txt", "2001_george_w_bush_r.txt"]);
    assert.ok(newest.bytes <= 600);
    // A size above the total is all of them, in date order.
    assert.deepEqual(newestUpTo(all, 10_000), all);
    assert.equal(sotuCorpus(join(dir, "missing")), null);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // The bench's dependency: 233 addresses, ~10.8 MB, when installed.
  const real = sotuDir() && sotuCorpus();
  if (real) {
    assert.equal(real.docs.length, 233);
    assert.ok(real.bytes > 10_000_000 && real.bytes < 11_000_000, `${real.bytes} bytes`);
  }
});

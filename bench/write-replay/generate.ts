// Writes the graph batch of every item of the ingest suite's corpus (same generator, same 20 KB items), built
// by the service's own pipeline code (chunking, local extraction and summaries, graph builder, GloVe
// embeddings), as JSON lines: { dataId, batch }. Bundled and run by run.mjs under Node.
import { createWriteStream } from "node:fs";
import { createLocalProvider } from "../../src/ai/local/local-provider";
import { chunkText } from "../../src/services/chunking";
import { buildGraphBatch, chunkIdFor } from "../../src/services/cognify/graph-builder";
// @ts-expect-error: plain ES module of the bench
import { generateCorpus } from "../lib/prose.mjs";

export async function generate(mb: number, out: string, seed: string): Promise<number> {
  const corpus = generateCorpus({ seed: `${seed}:ingest-${mb}mb`, bytes: mb * 1_000_000, docBytes: 20_000 });
  const provider = createLocalProvider();
  const ws = createWriteStream(out);
  let n = 0;
  for (const doc of corpus.docs as { name: string; text: string }[]) {
    const dataId = crypto.randomUUID();
    const group = chunkText(doc.text, 4096).map((p) => ({ id: chunkIdFor(dataId, p.index), index: p.index, text: p.text, tokenCount: p.tokenCount, cutType: p.cutType }));
    const graphs = await Promise.all(group.map((c) => provider.extractor.extract(c.text, {})));
    const summaries = await Promise.all(group.map((c) => provider.summarizer.summarize(c.text)));
    const built = buildGraphBatch(
      { dataId, name: doc.name, extension: "txt", mimeType: "text/plain", externalMetadata: null, nodeSets: [], createdAt: Date.now() },
      group.map((chunk, i) => ({ chunk, graph: graphs[i]!, summary: summaries[i]! })),
      { effectiveDateKey: "effective_date", includeDocument: true },
    );
    const texts = [...new Set(built.points.map((p) => p.text))];
    const vectors = await provider.embedder.embed(texts);
    const byText = new Map(texts.map((t, i) => [t, Array.from(vectors[i]!)]));
    const points = built.points.map((p) => ({ collection: p.collection, id: p.id, model: provider.embedder.model, vector: byText.get(p.text)!, text: p.text, payload: p.payload }));
    const batch = { chunks: group, nodes: built.nodes, edges: built.edges, vectors: points, vectorRefs: built.points.map((p) => `${p.collection}|${p.id}`) };
    if (!ws.write(`${JSON.stringify({ dataId, batch })}\n`)) await new Promise((r) => ws.once("drain", r));
    n++;
  }
  await new Promise((r) => ws.end(r));
  return n;
}

// Writes the graph batch of every item of the ingest suite's corpus (same generator, same 20 KB items) as JSON
// lines, { dataId, batch }: each item goes through the service's own processCognifyItem (chunking, local
// extraction and summaries, graph builder, GloVe embeddings) with in-memory ports, and the batches it hands to
// the write buffer are captured instead of committed. Bundled and run by run.mjs under Node.
import { createWriteStream } from "node:fs";
import { createLocalProvider } from "../../src/ai/local/local-provider";
import { loadSettings } from "../../src/lib/settings";
import { processCognifyItem, type ProcessDeps } from "../../src/services/cognify/process-item";
import type { CognifyWrite } from "../../src/core/pod/graph-writes";
// @ts-expect-error: plain ES module of the bench
import { generateCorpus } from "../lib/prose.mjs";
// @ts-expect-error: plain ES module of the bench
import { newestUpTo, sotuCorpus } from "../lib/sotu.mjs";

export async function generate(mb: number, out: string, seed: string, source = "prose"): Promise<number> {
  // "sotu": the State of the Union addresses, the newest up to `mb` MB (all of them, in date order, from 11 MB).
  const sotu = source === "sotu" ? sotuCorpus() : null;
  if (source === "sotu" && !sotu) throw new Error("the State of the Union addresses are not installed: npm --prefix bench install");
  const corpus = sotu ? newestUpTo(sotu, mb * 1_000_000) : generateCorpus({ seed: `${seed}:ingest-${mb}mb`, bytes: mb * 1_000_000, docBytes: 20_000 });
  const ws = createWriteStream(out);
  const datasetId = crypto.randomUUID();
  let n = 0;
  for (const doc of corpus.docs as { name: string; text: string }[]) {
    const dataId = crypto.randomUUID();
    const item = { id: dataId, dataset_id: datasetId, name: doc.name, extension: "txt", mime_type: "text/plain", kind: "file", raw_key: dataId, text_key: null, external_metadata: null, node_set: null, owner_id: "bench", created_at: Date.now(), attempts: 1 };
    const captured: CognifyWrite[] = [];
    const deps: ProcessDeps = {
      pod: {
        claimPipelineItem: async () => item,
        getPipelineRun: async () => ({ options: "{}" }),
        failPipelineItem: async (_d: string, _i: string, _p: string, _r: string, error: string) => {
          throw new Error(`${doc.name}: ${error}`);
        },
      } as never,
      provider: createLocalProvider(),
      vectors: { prepareUpsert: async (points: unknown[]) => points } as never,
      settings: loadSettings({ AI_PROVIDER: "local", VECTOR_STORE: "local" }),
      readText: async () => doc.text,
      recordUsage: async () => {},
      writes: { add: async (w: CognifyWrite) => void captured.push(w) } as never,
    };
    await processCognifyItem({ type: "cognify.item", v: 1, workspaceId: "bench", datasetId, dataId, runId: "bench" } as never, deps);
    for (const w of captured) {
      if (w.kind !== "write") continue;
      // Float32Array vectors as plain arrays, so the JSON line reads back as the same numbers.
      const batch = { ...w.batch, vectors: w.batch.vectors.map((v) => ({ ...v, vector: Array.from(v.vector) })) };
      if (!ws.write(`${JSON.stringify({ dataId, batch })}\n`)) await new Promise((r) => ws.once("drain", r));
    }
    n++;
  }
  await new Promise((r) => ws.end(r));
  return n;
}

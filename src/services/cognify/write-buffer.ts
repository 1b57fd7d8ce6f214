import type { PodStub } from "../../storage/pods";
import { type CognifyWrite, encodeCognifyWrites } from "../../../workers/pod/cognify-writes";

/**
 * Buffers the graph writes and completions of the items of one queue batch, per workspace pod, and
 * commits them with one RPC (one pod transaction) instead of one per item: commits, not rows, were
 * most of cognify's write time (workers/pod/cognify-writes.ts), and the bigger the commit the cheaper
 * each item (measured on a 1 MB dataset: ~340 ms per item alone, ~200 ms in commits of 5, ~100 ms in
 * commits of 25). A flush starts once the buffer holds about FLUSH_BYTES (a 20 KB item is ~2 MB by
 * this estimate, which overstates the structured clone: 13.8 MB estimated was ~12 MB sent), so a queue
 * batch of 10 items is about one commit while the RPC message stays under its 32 MiB limit and a large
 * document's memory stays bounded; the rest is committed by `flush()` at the end of the batch, before
 * any message is acked.
 */
export const FLUSH_BYTES = 18 * 1024 * 1024;

/** A failed commit: the whole queue batch is retried (every write is idempotent). */
export class WriteFlushError extends Error {
  constructor(cause: unknown) {
    super(`Committing cognify writes failed: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = "WriteFlushError";
  }
}

/** Approximate structured-clone size of an entry (texts as UTF-16 are counted twice). */
function bytesOf(e: CognifyWrite): number {
  if (e.kind !== "write") return 200;
  const b = e.batch;
  let n = 200;
  for (const c of b.chunks) n += 100 + 2 * c.text.length;
  for (const x of b.nodes) n += 250 + 2 * ((x.name?.length ?? 0) + (x.description?.length ?? 0));
  for (const x of b.edges) n += 300 + 2 * (x.edgeText?.length ?? 0);
  // A point's text is usually repeated in its payload.
  for (const v of b.vectors) n += 300 + 4 * v.vector.length + 4 * (v.text?.length ?? 0);
  n += 100 * (b.vectorRefs?.length ?? 0);
  return n;
}

export class CognifyWriteBuffer {
  private entries: CognifyWrite[] = [];
  private bytes = 0;
  /** The commit in flight: the next item's extraction overlaps it (the pod runs elsewhere in production). */
  private inFlight: Promise<void> | null = null;

  /** Commit wall time per run not yet reported in a completion's stage times. */
  private readonly unreportedMs = new Map<string, number>();

  constructor(private readonly pod: PodStub, private readonly flushBytes = FLUSH_BYTES) {}

  async add(entry: CognifyWrite): Promise<void> {
    if (entry.kind === "complete") {
      // The commits so far are the run's "write" stage (items only buffer); later ones go with a later item.
      const ms = this.unreportedMs.get(entry.runId) ?? 0;
      this.unreportedMs.delete(entry.runId);
      const stageMs = { ...(entry.result.stageMs ?? {}) };
      stageMs.write = (stageMs.write ?? 0) + ms;
      entry = { ...entry, result: { ...entry.result, stageMs } };
    }
    this.entries.push(entry);
    this.bytes += bytesOf(entry);
    if (this.bytes >= this.flushBytes) await this.start();
  }

  /**
   * Commits everything buffered; throws WriteFlushError if any commit of this buffer failed. Commit time
   * no completion carried is added to its run's stage times afterwards.
   */
  async flush(): Promise<void> {
    await this.start();
    await this.settle();
    for (const [runId, ms] of this.unreportedMs) {
      await this.pod.addPipelineStageTimes(runId, { write: ms });
    }
    this.unreportedMs.clear();
  }

  private async start(): Promise<void> {
    await this.settle();
    if (!this.entries.length) return;
    const entries = this.entries;
    this.entries = [];
    this.bytes = 0;
    const runs = [...new Set(entries.flatMap((e) => ("runId" in e ? [e.runId] : [])))];
    const t0 = performance.now();
    const p = (this.pod.commitCognifyWrites(encodeCognifyWrites(entries) as never) as Promise<void>).then(() => {
      // Shared evenly by the runs in the commit (one run per batch in practice).
      const ms = (performance.now() - t0) / Math.max(1, runs.length);
      for (const r of runs) this.unreportedMs.set(r, (this.unreportedMs.get(r) ?? 0) + ms);
    });
    // Observed at once so a failure is never an unhandled rejection; re-thrown by settle().
    this.inFlight = p.then(
      () => undefined,
      (err: unknown) => {
        throw new WriteFlushError(err);
      },
    );
    this.inFlight.catch(() => {});
  }

  private async settle(): Promise<void> {
    const p = this.inFlight;
    this.inFlight = null;
    if (p) await p;
  }
}

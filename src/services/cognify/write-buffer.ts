import type { PodStub } from "../../storage/pods";
import type { CognifyWrite } from "../../../workers/pod/cognify-writes";

/**
 * Buffers the graph writes and completions of the items of one queue batch, per workspace pod, and
 * commits them with one RPC (one pod transaction) instead of one per item: commits, not rows, were
 * most of cognify's write time (workers/pod/cognify-writes.ts). A flush starts once the buffer holds
 * FLUSH_ROWS rows (a 20 KB item is ~3,000), which bounds the RPC message (Workers RPC: 32 MiB) and the
 * memory a large document holds; the rest is committed by `flush()` at the end of the batch, before any
 * message is acked.
 */
export const FLUSH_ROWS = 20_000;

/** A failed commit: the whole queue batch is retried (every write is idempotent). */
export class WriteFlushError extends Error {
  constructor(cause: unknown) {
    super(`Committing cognify writes failed: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = "WriteFlushError";
  }
}

const rowsOf = (e: CognifyWrite) =>
  e.kind === "write" ? 1 + e.batch.chunks.length + e.batch.nodes.length + e.batch.edges.length + e.batch.vectors.length : 1;

export class CognifyWriteBuffer {
  private entries: CognifyWrite[] = [];
  private rows = 0;
  /** The commit in flight: the next item's extraction overlaps it (the pod runs elsewhere in production). */
  private inFlight: Promise<void> | null = null;

  constructor(private readonly pod: PodStub, private readonly flushRows = FLUSH_ROWS) {}

  /** Commit wall time per run not yet reported in a completion's stage times. */
  private readonly unreportedMs = new Map<string, number>();

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
    this.rows += rowsOf(entry);
    if (this.rows >= this.flushRows) await this.start();
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
    this.rows = 0;
    const runs = [...new Set(entries.map((e) => e.runId))];
    const t0 = performance.now();
    const p = (this.pod.commitCognifyWrites(entries as never) as Promise<void>).then(() => {
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

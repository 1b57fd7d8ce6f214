import type { PodGraphWrites, PodPipelines } from "../../core/pod-api";
import { type CognifyCommitEntry, type CognifyWrite, type GraphStatement, encodeCognifyWrites } from "../../core/pod/graph-writes";

/**
 * Buffers the graph writes and completions of the items of one queue batch, per workspace pod, and
 * commits them with one RPC (one pod transaction) instead of one per item: commits, not rows, were
 * most of cognify's write time (workers/pod/cognify-writes.ts), and the bigger the commit the cheaper
 * each item (measured on a 1 MB dataset: ~340 ms per item alone, ~200 ms in commits of 5, ~100 ms in
 * commits of 25). At scale the commit size matters more: each commit rewrites every b-tree page it
 * dirtied, and the random-keyed indexes spread a commit's rows over most of their pages (replaying the
 * first 4 MB of the 10 MB bench corpus into SQLite: 25.8 s of statements and commits in commits of 10
 * items, 18.7 s in commits of 20; the whole 10 MB corpus, after folding repeated rows (graph-store.ts):
 * 84.9 s in commits of 14 items, 63.2 s in commits of 24). So a queue batch (up to 24 items) is meant to
 * be one flush: FLUSH_BYTES is above what 24 items of ordinary prose buffer by this estimate (~1.8 MB
 * per 20 KB item; they encode to ~26 MB once folded, on average), and `flush()` at the end of the batch,
 * before any message is acked, commits it. Denser items start a flush earlier, which bounds what the
 * isolate holds. A flush is packed into commit RPCs under MAX_COMMIT_BYTES, so a batch that encodes
 * above it (some of the bench's first batches) is two transactions.
 */
export const FLUSH_BYTES = 48 * 1024 * 1024;

/**
 * Upper bound of one commit RPC's encoded payload: Workers RPC refuses a serialized message over 32 MiB
 * (a commit of ~19 bench items, 37.3 MB, was refused). Bigger encoded writes (a large document, or a
 * buffer of unusually dense items) go as several commits of whole statements, completions last: every
 * statement is an idempotent upsert, so a commit that lands before a later one fails is simply rewritten
 * by the retry.
 */
export const MAX_COMMIT_BYTES = 30 * 1024 * 1024;

/** Serialized size of a statement: one byte per char of a Latin-1 string, two otherwise (V8's clone). */
function statementBytes(st: GraphStatement): number {
  const str = (v: string) => (/[^\u0000-\u00ff]/.test(v) ? 2 : 1) * v.length;
  return st.table === "vectors" ? str(st.slice.meta) + st.slice.blob.byteLength + 64 * st.slice.segments.length : str(st.rows);
}

/**
 * Packs encoded entries into commits of at most `max` bytes (a single statement is ~0.5 MB at most, see
 * graph-store.ts); completions ride with the last commit so an item is never complete before its rows.
 */
export function packCommits(entries: CognifyCommitEntry[], max: number): CognifyCommitEntry[][] {
  const commits: CognifyCommitEntry[][] = [];
  let current: CognifyCommitEntry[] = [];
  let bytes = 0;
  for (const e of entries) {
    if (e.kind !== "encoded") continue;
    let part: GraphStatement[] = [];
    const close = () => {
      if (part.length) current.push({ ...e, statements: part });
      part = [];
    };
    for (const st of e.statements) {
      const b = statementBytes(st);
      if (bytes + b > max && (part.length || current.length)) {
        close();
        commits.push(current);
        current = [];
        bytes = 0;
      }
      part.push(st);
      bytes += b;
    }
    close();
  }
  current.push(...entries.filter((e) => e.kind === "complete"));
  if (current.length) commits.push(current);
  return commits;
}

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

  constructor(
    private readonly pod: PodGraphWrites & PodPipelines,
    private readonly flushBytes = FLUSH_BYTES,
    private readonly maxCommitBytes = MAX_COMMIT_BYTES,
  ) {}

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
    const commits = packCommits(encodeCognifyWrites(entries), this.maxCommitBytes);
    const p = commits.reduce<Promise<void>>((prev, part) => prev.then(() => this.pod.commitCognifyWrites(part as never) as Promise<void>), Promise.resolve()).then(() => {
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

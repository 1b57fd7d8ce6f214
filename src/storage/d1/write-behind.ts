import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client";

/** Statements D1 runs in one batch (one round trip, one transaction). */
export type Statements = BatchItem<"sqlite">[];

export interface WriteBehindEntry {
  /** Named in the log when the entry's write fails. */
  label: string;
  statements: Statements;
}

/**
 * The D1 writes of one request that its answer does not wait for (search history, token usage), sent after
 * the response as one batch. Each D1 call is a round trip: ~1.3-1.6 ms locally at 100k chunks, where a
 * search's history row and its usage row as two calls were 3 ms of CHUNKS' 12 ms p50 (they run on the same
 * thread as the next request), and a trip to a remote primary in production.
 *
 * A batch is one transaction, so when the combined batch fails each entry is retried alone: one bad
 * entry never takes another's rows with it.
 */
export class WriteBehind {
  private entries: WriteBehindEntry[] = [];
  private closed = false;

  /** `keepAlive` is the request's `waitUntil`: the writes outlive the response. */
  constructor(
    private readonly db: () => Db,
    private readonly keepAlive: (work: Promise<unknown>) => void,
  ) {}

  add(entry: WriteBehindEntry): void {
    if (entry.statements.length === 0) return;
    this.entries.push(entry);
    // Added after the handler returned (a tool call inside a streamed answer): written on its own.
    if (this.closed) this.keepAlive(this.flush());
  }

  /** The handler returned: what was added goes out now as one batch, and anything added later right away. */
  close(): void {
    this.closed = true;
    if (this.entries.length > 0) this.keepAlive(this.flush());
  }

  /** Writes what was added so far; never throws (failures are logged with their entry's label). */
  private async flush(): Promise<void> {
    const entries = this.entries.splice(0);
    if (entries.length === 0) return;
    try {
      await runStatements(this.db(), entries.flatMap((e) => e.statements));
    } catch (err) {
      if (entries.length === 1) {
        console.error(`${entries[0]!.label}: not recorded`, err);
        return;
      }
      for (const e of entries) {
        await runStatements(this.db(), e.statements).catch((one: unknown) => console.error(`${e.label}: not recorded`, one));
      }
    }
  }
}

/** Runs statements in one round trip: a lone statement as itself, several as one batch (one transaction). */
export async function runStatements(db: Db, statements: Statements): Promise<void> {
  const [first, ...rest] = statements;
  if (!first) return;
  if (rest.length === 0) await first;
  else await db.batch([first, ...rest]);
}

/**
 * Hands an entry to the request's write-behind batch, or (outside a request) writes it now; either way a failed
 * write is logged under its label and never fails the caller.
 */
export async function writeBehindOrNow(db: Db, writeBehind: WriteBehind | undefined, entry: WriteBehindEntry): Promise<void> {
  if (writeBehind) return writeBehind.add(entry);
  await runStatements(db, entry.statements).catch((err: unknown) => console.error(`${entry.label}: not recorded`, err));
}

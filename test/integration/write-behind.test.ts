import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, it } from "vitest";
import { hourOf, usageStatements } from "../../src/storage/d1/billing.repo";
import { createDb, schema } from "../../src/storage/d1/client";
import { searchHistoryStatements } from "../../src/storage/d1/search-history.repo";
import { WriteBehind } from "../../src/storage/d1/write-behind";
import { addText, cognify, searchJson } from "./search.helpers";

/** The real local D1, behind a binding that counts the calls (each one a round trip to the database). */
function countingDb() {
  const calls: string[] = [];
  const binding = {
    prepare: (q: string) => {
      const stmt = env.DB.prepare(q);
      return new Proxy(stmt, {
        get(target, key) {
          const value = Reflect.get(target, key) as unknown;
          if (key === "bind") return (...args: unknown[]) => {
            const bound = target.bind(...args);
            return new Proxy(bound, { get: (t, k) => (["run", "all", "raw", "first"].includes(String(k)) ? (calls.push(String(k)), (Reflect.get(t, k) as () => unknown).bind(t)) : Reflect.get(t, k)) });
          };
          if (["run", "all", "raw", "first"].includes(String(key))) calls.push(String(key));
          return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
    },
    batch: (statements: D1PreparedStatement[]) => {
      calls.push(`batch:${statements.length}`);
      return env.DB.batch(statements);
    },
    exec: env.DB.exec.bind(env.DB),
    dump: async () => new ArrayBuffer(0),
    withSession: env.DB.withSession.bind(env.DB),
  } as unknown as D1Database;
  return { db: createDb(binding), calls };
}

const usage = (model: string) => [{ model, tokensIn: 12, tokensOut: 0, neurons: 0, costUsd: 0 }];

describe("write-behind batch (a request's D1 writes after its response)", () => {
  it("sends history and usage as one D1 batch when the request closes", async ({ expect }) => {
    const { db, calls } = countingDb();
    const kept: Promise<unknown>[] = [];
    const writes = new WriteBehind(() => db, (p) => kept.push(p));
    const userId = crypto.randomUUID();
    const workspaceId = crypto.randomUUID();
    writes.add({ label: "history", statements: searchHistoryStatements(db, { userId, query: "who?", queryType: "CHUNKS", results: [{ datasetId: "d1", text: "Ann." }] }) });
    writes.add({ label: "usage", statements: usageStatements(db, workspaceId, hourOf(Date.now()), usage("m"), 0) });
    writes.add({ label: "nothing", statements: [] });
    expect(calls).toEqual([]);
    expect(kept).toHaveLength(0);

    writes.close();
    expect(kept).toHaveLength(1);
    await Promise.all(kept);
    // history (1 multi-row insert) + usage (upsert + prune) in one round trip.
    expect(calls).toEqual(["batch:3"]);
    const history = await db.select().from(schema.searchHistory).where(eq(schema.searchHistory.userId, userId));
    expect(history.map((h) => [h.role, h.text]).sort()).toEqual([["system", "Ann."], ["user", "who?"]]);
    const used = await db.select().from(schema.tokenUsage).where(eq(schema.tokenUsage.workspaceId, workspaceId));
    expect(used.map((u) => [u.model, u.tokensIn])).toEqual([["m", 12]]);
  });

  it("retries each entry alone when the combined batch fails: one bad entry loses only its own rows", async ({ expect }) => {
    const { db, calls } = countingDb();
    const kept: Promise<unknown>[] = [];
    const writes = new WriteBehind(() => db, (p) => kept.push(p));
    const taken = crypto.randomUUID();
    await db.insert(schema.searchHistory).values({ id: taken, userId: "u", text: "x", role: "user", createdAt: 1 });
    calls.length = 0;
    const workspaceId = crypto.randomUUID();
    // A primary key already taken: this entry's insert fails, and with it the batch it is in.
    writes.add({ label: "bad", statements: [db.insert(schema.searchHistory).values({ id: taken, userId: "u", text: "y", role: "user", createdAt: 2 })] });
    writes.add({ label: "usage", statements: usageStatements(db, workspaceId, hourOf(Date.now()), usage("m2"), 0) });
    writes.close();
    await Promise.all(kept);
    expect(calls).toEqual(["batch:3", "run", "batch:2"]);
    const used = await db.select().from(schema.tokenUsage).where(eq(schema.tokenUsage.workspaceId, workspaceId));
    expect(used.map((u) => u.tokensIn)).toEqual([12]);
    const kept1 = await db.select().from(schema.searchHistory).where(eq(schema.searchHistory.id, taken));
    expect(kept1.map((h) => h.text)).toEqual(["x"]);
  });

  it("writes an entry added after the request closed (a tool call in a streamed answer) on its own", async ({ expect }) => {
    const { db, calls } = countingDb();
    const kept: Promise<unknown>[] = [];
    const writes = new WriteBehind(() => db, (p) => kept.push(p));
    writes.close();
    expect(kept).toHaveLength(0);
    const userId = crypto.randomUUID();
    writes.add({ label: "late", statements: searchHistoryStatements(db, { userId, query: "late?", queryType: "CHUNKS", results: [] }) });
    expect(kept).toHaveLength(1);
    await Promise.all(kept);
    expect(calls).toEqual(["run"]);
    const rows = await db.select().from(schema.searchHistory).where(eq(schema.searchHistory.userId, userId));
    expect(rows.map((r) => r.text)).toEqual(["late?"]);
  });

  it("through the Worker: a search's history and its token usage are both recorded, after the response", async ({ expect }) => {
    const name = `wb_${crypto.randomUUID().slice(0, 8)}`;
    await addText({ data: "Ada Lovelace wrote the first program for the Analytical Engine.", datasetName: name });
    await cognify(name);
    const db = createDb(env.DB);
    const tokens = async () => (await db.select().from(schema.tokenUsage)).reduce((s, u) => s + u.tokensIn, 0);
    const before = await tokens();
    const query = `what did Ada write for the engine ${crypto.randomUUID()}`;
    const res = await searchJson({ query, search_type: "CHUNKS", datasets: [name], top_k: 3 });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain("Ada Lovelace");
    // Written after the response: wait for the batch, bounded.
    let rows: (typeof schema.searchHistory.$inferSelect)[] = [];
    for (let i = 0; i < 100 && rows.length === 0; i++) {
      rows = await db.select().from(schema.searchHistory).where(eq(schema.searchHistory.text, query));
      if (rows.length === 0) await new Promise((r) => setTimeout(r, 20));
    }
    expect(rows.map((r) => [r.role, r.queryType])).toEqual([["user", "CHUNKS"]]);
    const answer = await db.select().from(schema.searchHistory).where(eq(schema.searchHistory.createdAt, rows[0]!.createdAt + 1));
    expect(answer.some((r) => r.role === "system" && r.userId === rows[0]!.userId && r.text.includes("Ada Lovelace"))).toBe(true);
    // The query's embedding (local provider, zero cost) went into the same batch as the history.
    expect(await tokens()).toBeGreaterThan(before);
  });
});

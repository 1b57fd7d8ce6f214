import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import { createDb } from "../../src/storage/d1/client";

describe("D1 client", () => {
  it("is built once per D1 binding and shared by the requests of the isolate", async ({ expect }) => {
    const db = createDb(env.DB);
    expect(createDb(env.DB)).toBe(db);
    // A request's env is often a spread copy ({ ...env, ...vars }): the binding inside is the same object.
    expect(createDb(({ ...env } as Env).DB)).toBe(db);
    // Another binding (a test's stand-in, another database) gets its own client.
    const other = { prepare: env.DB.prepare.bind(env.DB), batch: env.DB.batch.bind(env.DB), exec: env.DB.exec.bind(env.DB), dump: async () => new ArrayBuffer(0), withSession: env.DB.withSession.bind(env.DB) } as unknown as D1Database;
    expect(createDb(other)).not.toBe(db);
    // The shared client still reads and writes: a query through it after the others were built.
    expect(await createDb(env.DB).run("SELECT 1")).toBeTruthy();
  });
});

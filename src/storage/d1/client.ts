import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** Per-request drizzle client (cheap). D1 has no interactive transactions: use `db.batch([...])`. */
export const createDb = (d1: D1Database) => drizzle(d1, { schema, casing: "snake_case" });
export type Db = ReturnType<typeof createDb>;
export { schema };

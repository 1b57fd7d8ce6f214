import { sql } from "drizzle-orm";
import type { TokenUsage } from "../../ai/types";
import { type Db, schema } from "./client";

/** Adds token usage to the workspace's hourly bucket (billing reads these rows). */
export async function recordTokenUsage(db: Db, workspaceId: string, usage: TokenUsage[]): Promise<void> {
  const nonZero = usage.filter((u) => u.tokensIn > 0 || u.tokensOut > 0);
  if (nonZero.length === 0) return;
  const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  await db.batch(
    nonZero.map((u) =>
      db
        .insert(schema.tokenUsage)
        .values({ workspaceId, hour, model: u.model, tokensIn: u.tokensIn, tokensOut: u.tokensOut })
        .onConflictDoUpdate({
          target: [schema.tokenUsage.workspaceId, schema.tokenUsage.hour, schema.tokenUsage.model],
          set: {
            tokensIn: sql`${schema.tokenUsage.tokensIn} + ${u.tokensIn}`,
            tokensOut: sql`${schema.tokenUsage.tokensOut} + ${u.tokensOut}`,
          },
        }),
    ) as never,
  );
}

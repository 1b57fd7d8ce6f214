/**
 * The billing side of the usage meter (src/ai/usage-meter.ts): prices each model call, keeps the unit of
 * work's usage in memory and writes it once, when the unit ends (one D1 batch per request or queue
 * message instead of one per call: a cognify item makes dozens of embedding calls).
 *
 * With BILLING_ENFORCE_CREDITS the balance is read once per unit and every call is admitted against it
 * less what the unit has spent so far: a spent balance refuses the call with 402 before it is made.
 */
import { LLMPaymentRequiredError } from "../../ai/llm/errors";
import type { AiProvider, TokenUsage } from "../../ai/types";
import { runMetered, type UsageMeter } from "../../ai/usage-meter";
import type { Settings } from "../../lib/settings";
import { balanceOf, hourOf, HOUR_MS, type PricedUsage, usageStatements } from "../../storage/d1/billing.repo";
import type { Db } from "../../storage/d1/client";
import { runStatements, type WriteBehind } from "../../storage/d1/write-behind";
import { maybeAutoRecharge } from "./auto-recharge.service";
import { priceUsage } from "./prices";

const usd = (n: number) => n.toFixed(4);

export interface BillingMeter extends UsageMeter {
  /**
   * Writes the usage gathered so far (then triggers auto-recharge when the balance fell under its threshold);
   * usage that cost nothing goes to the request's write-behind batch instead, sent after the response.
   */
  flush(writeBehind?: WriteBehind): Promise<void>;
}

export function createBillingMeter(db: Db, settings: Settings, workspaceId: string): BillingMeter {
  const pending = new Map<string, PricedUsage>();
  let pendingCost = 0;
  let balance: Promise<{ creditedUsd: number; spentUsd: number }> | undefined;

  return {
    async admit(model: string): Promise<void> {
      if (!settings.billing.enforceCredits) return;
      const b = await (balance ??= balanceOf(db, workspaceId));
      const spent = b.spentUsd + pendingCost;
      if (b.creditedUsd - spent > 0) return;
      // Figures and the model stay in the message; the workspace is not named (spec: 402 redaction).
      throw new LLMPaymentRequiredError(`credit balance spent (spent ${usd(spent)} USD of ${usd(b.creditedUsd)} USD credited); model ${model}. Add credits to continue.`);
    },
    add(provider: AiProvider["name"], usage: TokenUsage[]): void {
      for (const u of usage) {
        const priced = priceUsage(settings, provider, u);
        const row = pending.get(u.model) ?? { model: u.model, tokensIn: 0, tokensOut: 0, neurons: 0, costUsd: 0 };
        row.tokensIn += priced.tokensIn;
        row.tokensOut += priced.tokensOut;
        row.neurons += priced.neurons;
        row.costUsd += priced.costUsd;
        pending.set(u.model, row);
        pendingCost += priced.costUsd;
      }
    },
    async flush(writeBehind?: WriteBehind): Promise<void> {
      if (pending.size === 0) return;
      const rows = [...pending.values()];
      const cost = rows.reduce((s, r) => s + r.costUsd, 0);
      pending.clear();
      const now = Date.now();
      const statements = usageStatements(db, workspaceId, hourOf(now), rows, hourOf(now) - settings.billing.usageRetentionDays * 24 * HOUR_MS);
      // Usage that cost nothing (the local provider's tokens) changes no balance: it can wait for the response.
      // Usage that cost money is written before the answer, and auto-recharge checks the lowered balance, so
      // the caller's next request and a balance read right after the answer see the spend.
      if (writeBehind && cost === 0) return writeBehind.add({ label: `billing usage of ${workspaceId}`, statements });
      await runStatements(db, statements);
      if (cost > 0) await maybeAutoRecharge(db, settings, workspaceId);
    },
  };
}

/**
 * Runs `fn` with `workspaceId` paying for its model calls, and records them when it ends (also when it
 * fails: a failed unit still used the tokens it used). A recording failure is logged, never the unit's error.
 * Given a request's `writeBehind`, usage that cost nothing is written after the response.
 */
export async function billedTo<T>(db: Db, settings: Settings, workspaceId: string, fn: () => Promise<T>, writeBehind?: WriteBehind): Promise<T> {
  const meter = createBillingMeter(db, settings, workspaceId);
  try {
    return await runMetered(meter, fn);
  } finally {
    await meter.flush(writeBehind).catch((err: unknown) => console.error("billing: usage not recorded", workspaceId, err));
  }
}

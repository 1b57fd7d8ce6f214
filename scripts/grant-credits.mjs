#!/usr/bin/env node
/**
 * Operator grant without the API (ledger-only deployments): adds a `grant` row to the credit ledger.
 *
 *   npm run billing:grant -- <workspace> <amount-usd> [note] [--remote | --persist-to <dir>]
 *
 * <workspace> is `tenant:<tenant id>` or `user:<user id>` (a personal space). Without --remote it writes
 * the local state that `npm run dev` uses (.wrangler/state); with it, the deployed D1 database.
 * The API route POST /api/v1/billing/tenants/{tenant_id}/credits/grants does the same for superusers.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const at = args.indexOf("--persist-to");
const persistTo = at >= 0 ? args[at + 1] : undefined;
const [workspace, amount, ...noteWords] = args.filter((a, i) => a !== "--remote" && (at < 0 || (i !== at && i !== at + 1)));
const usd = Number(amount);
if (!workspace || !/^(tenant|user):[0-9a-f-]{36}$/i.test(workspace) || !Number.isFinite(usd) || usd <= 0 || usd > 1_000_000) {
  console.error("usage: npm run billing:grant -- <tenant:<id>|user:<id>> <amount-usd (0 < x <= 1000000)> [note] [--remote]");
  process.exit(2);
}
// Values are checked above (an id of hex and dashes, a number); the note is quoted for SQL.
const note = noteWords.join(" ").slice(0, 500).replaceAll("'", "''");
const sql =
  "INSERT INTO credit_ledger (id, workspace_id, kind, amount_usd, tokens, currency, note, created_by, created_at) " +
  `VALUES ('${randomUUID()}', '${workspace.toLowerCase()}', 'grant', ${usd}, 0, 'usd', ${note ? `'${note}'` : "NULL"}, 'operator-script', ${Date.now()})`;
const target = remote ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
execFileSync("npx", ["wrangler", "d1", "execute", "DB", ...target, "--command", sql], { stdio: "inherit" });
console.log(`granted ${usd} USD to ${workspace}`);

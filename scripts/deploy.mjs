#!/usr/bin/env node
// `npm run deploy`: one command from a Cloudflare account to a running service. Provisions what
// wrangler.toml binds (D1, R2, the queue and its DLQ, the Vectorize index and its metadata indexes),
// reusing what exists, sets JWT_SECRET once, applies the D1 migrations and deploys. Unless
// AI_PROVIDER=local in wrangler.toml, the offline models are left out of the bundle (deploy-lib.mjs).
//
//   npm run deploy                 provision, migrate, deploy (wrangler login or CLOUDFLARE_API_TOKEN first)
//   npm run deploy -- --dry-run    no account calls: print the plan, build the bundle into dist/
//   npm run deploy -- --plan       print the plan as JSON and exit (no build)
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEPLOY_CONFIG, bundleFlags, ensureJwtSecret, provision, readDeployConfig, withDatabaseId } from "./deploy-lib.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const wrangler = join(root, "node_modules", "wrangler", "bin", "wrangler.js");
const args = process.argv.slice(2);
const tag = "[deploy]";

const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
const config = readDeployConfig(toml);
const flags = bundleFlags(config);

function run(wranglerArgs, input, inherit = false) {
  const r = spawnSync(process.execPath, [wrangler, ...wranglerArgs], {
    cwd: root,
    input,
    encoding: "utf8",
    stdio: inherit ? "inherit" : ["pipe", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  return { status: r.status ?? 1, stdout: r.stdout ?? "", stderr: r.stderr ?? "" };
}

if (args.includes("--plan")) {
  console.log(JSON.stringify({ ...config, deployFlags: flags }, null, 2));
  process.exit(0);
}

console.log(`${tag} ${config.workerName}: AI_PROVIDER=${config.aiProvider}, offline models ${config.bundleLocalModels ? "bundled" : "left out"}`);
console.log(`${tag} resources: D1 ${config.d1?.name ?? "-"}; R2 ${config.buckets.join(", ") || "-"}; queues ${config.queues.join(", ") || "-"}; Vectorize ${config.vectorIndexes.join(", ") || "-"}`);

if (args.includes("--dry-run")) {
  const r = run(["deploy", "--dry-run", "--outdir", "dist", ...flags], undefined, true);
  process.exit(r.status);
}

try {
  const { databaseId, log } = provision(run, config);
  for (const line of log) console.log(`${tag} ${line}`);
  // The committed wrangler.toml keeps a placeholder id (local runs need none): the deploy uses a copy.
  writeFileSync(join(root, DEPLOY_CONFIG), databaseId ? withDatabaseId(toml, databaseId) : toml);
  const step = (what, wranglerArgs) => {
    console.log(`${tag} ${what}`);
    const r = run(wranglerArgs, undefined, true);
    if (r.status !== 0) throw new Error(`${what} failed`);
  };
  if (config.d1) step("applying D1 migrations", ["d1", "migrations", "apply", config.d1.binding, "--remote", "--config", DEPLOY_CONFIG]);
  step("deploying", ["deploy", "--config", DEPLOY_CONFIG, ...flags]);
  console.log(`${tag} ${ensureJwtSecret((a, input) => run([...a, "--config", DEPLOY_CONFIG], input), randomBytes(32).toString("hex"))}`);
  console.log(`${tag} done. First user and API key: README "Deploying".`);
} catch (err) {
  console.error(`${tag} ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

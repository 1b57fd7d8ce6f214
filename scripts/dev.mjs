#!/usr/bin/env node
// `npm run dev [-- wrangler dev flags]`: applies D1 migrations to the local state, then serves the
// Worker on http://localhost:8000, offline (remote bindings off), authentication off, local AI provider.
// Extra flags pass through to `wrangler dev` (--port, --persist-to, --var NAME:VALUE, ...).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const wrangler = join(root, "node_modules", "wrangler", "bin", "wrangler.js");
const args = process.argv.slice(2);

const valueOf = (flag) => {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === flag) return args[i + 1];
    if (args[i].startsWith(`${flag}=`)) return args[i].slice(flag.length + 1);
  }
  return undefined;
};
const persistTo = valueOf("--persist-to");

const migrate = ["d1", "migrations", "apply", "DB", "--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
const applied = spawnSync(process.execPath, [wrangler, ...migrate], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
});
if (applied.status !== 0) process.exit(applied.status ?? 1);

// Bearer tokens need a signing secret (with `--var REQUIRE_AUTHENTICATION:true`, and for /auth/login at all):
// unless one is configured, one is generated once per state directory and kept there, so tokens survive
// restarts of the same state and never work against another.
const devVars = existsSync(join(root, ".dev.vars")) ? readFileSync(join(root, ".dev.vars"), "utf8") : "";
const secretGiven = /^\s*JWT_SECRET\s*=\s*\S/m.test(devVars) || args.some((a, i) => (a === "--var" ? args[i + 1] ?? "" : a).startsWith("JWT_SECRET:"));
const secretArgs = [];
if (!secretGiven) {
  const stateDir = persistTo ?? join(root, ".wrangler", "state");
  const secretFile = join(stateDir, "jwt-secret");
  if (!existsSync(secretFile)) {
    mkdirSync(stateDir, { recursive: true });
    writeFileSync(secretFile, randomBytes(32).toString("hex"), { mode: 0o600 });
    console.log(`(JWT_SECRET: generated a random signing secret for this state directory, kept in ${secretFile})`);
  } else {
    console.log(`(JWT_SECRET: using the signing secret of this state directory, ${secretFile})`);
  }
  secretArgs.push("--var", `JWT_SECRET:${readFileSync(secretFile, "utf8").trim()}`);
}

// Local posture first so that later --var flags from the caller win.
const defaults = [
  ...secretArgs,
  "--var", "REQUIRE_AUTHENTICATION:false",
  "--var", "ENABLE_BACKEND_ACCESS_CONTROL:false",
  "--var", "AI_PROVIDER:local",
  "--var", "VECTOR_STORE:local",
  // Locally the client sends cf-connecting-ip itself: it must not choose its login-throttling bucket.
  "--var", "TRUST_CLIENT_IP_HEADER:false",
];
const devArgs = ["dev", "--local", ...(valueOf("--port") ? [] : ["--port", "8000"]), ...(valueOf("--ip") ? [] : ["--ip", "127.0.0.1"]), ...defaults, ...args];
if (!existsSync(join(root, ".dev.vars"))) {
  console.log("(no .dev.vars: using defaults; copy .dev.vars.example to configure secrets)");
}
// wrangler's local observability streams a span for every request, D1 call and Durable Object SQL
// statement to a trace-store object in the same workerd process: measured at 100k chunks it added ~2 ms
// to CHUNKS and ~6 ms to GRAPH_COMPLETION p50 on 2 cores, and its SQLite file grew without bound (270 MB
// after one latency bench). Off unless the caller opts in with X_LOCAL_OBSERVABILITY=true.
const child = spawn(process.execPath, [wrangler, ...devArgs], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, WRANGLER_SEND_METRICS: "false", X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? "false" },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));

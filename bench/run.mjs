#!/usr/bin/env node
// `npm run bench [-- options]` from the repository root. See `--help`.
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg, totalmem } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs, HELP } from "./lib/args.mjs";
import { assertLoopback, createClient, probeEndpoints, startService, tmpWorkDir } from "./lib/service.mjs";
import { EndpointMissing } from "./lib/pipeline.mjs";
import { markdownTable, textTable } from "./lib/table.mjs";
import * as ingest from "./suites/ingest.mjs";
import * as locomo from "./suites/locomo.mjs";
import * as latency from "./suites/latency.mjs";
import * as peers from "./suites/peers.mjs";
import * as code from "./suites/code.mjs";
import * as answers from "./suites/answers.mjs";
import * as faults from "./suites/faults.mjs";
import * as connectors from "./suites/connectors.mjs";
import * as chat from "./suites/chat.mjs";

const SUITES = { ingest, locomo, latency, peers, code, answers, faults, chat, connectors };
// connectors last: it creates a tenant, which becomes the acting user's active tenant.
const ORDER = ["ingest", "locomo", "latency", "peers", "code", "answers", "faults", "chat", "connectors"];
/** Suites that start their own service (other variables): alone, they need no shared one. */
const OWN_SERVICE = new Set(["chat"]);
const benchRoot = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(benchRoot, "..");

// node:sqlite prints an ExperimentalWarning on first use; the bench knows.
process.removeAllListeners("warning");
process.on("warning", (w) => {
  if (w.name !== "ExperimentalWarning") console.warn(w);
});

const log = (msg) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);

function machine() {
  const sh = (cmd) => {
    try {
      return execSync(cmd, { cwd: repoRoot, stdio: ["ignore", "pipe", "ignore"] }).toString().trim();
    } catch {
      return null;
    }
  };
  return {
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model ?? null,
    memory_gb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    git_commit: sh("git rev-parse --short HEAD"),
    git_dirty: sh("git status --porcelain") ? true : false,
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log(HELP);
    return 0;
  }
  const [major, minor] = process.versions.node.split(".").map(Number);
  if (major < 22 || (major === 22 && minor < 13)) {
    console.error(`the bench needs Node >= 22.13 (node:sqlite, fetch with FormData); this is ${process.version}. Run it as \`npm run bench\` from the repository root, which uses the project's Node 22.`);
    return 2;
  }
  const suites = ORDER.filter((s) => options.suites.includes(s));
  if (suites.includes("peers") && !suites.includes("locomo")) {
    log("peers compares against the service's LoCoMo figures from the same run: adding the locomo suite");
    suites.splice(suites.indexOf("peers"), 0, "locomo");
  }
  const startedAt = new Date();
  // The code measured is the tree as it was when the run (and its snapshot) started.
  const machineAtStart = machine();
  const runId = startedAt.toISOString().replace(/[:.]/g, "-").replace(/Z$/, "Z");
  const outDir = options.out ?? join(benchRoot, "results");
  mkdirSync(outDir, { recursive: true });

  let service = null;
  let baseUrl;
  // Suites that need something in place before the service starts (a fake third-party API on loopback and the
  // --var settings pointing at it): only when the bench starts the service itself.
  const prepared = {};
  const extraVars = [];
  const closePrepared = async () => {
    for (const p of Object.values(prepared)) await p.close?.();
  };
  if (!options.url && !options.port) {
    for (const name of suites) {
      if (!SUITES[name].prepare) continue;
      prepared[name] = await SUITES[name].prepare({ options, repoRoot, benchRoot, log });
      extraVars.push(...prepared[name].vars);
    }
  }
  const sharedService = suites.some((s) => !OWN_SERVICE.has(s));
  if (options.url) baseUrl = assertLoopback(options.url);
  else if (options.port) baseUrl = `http://127.0.0.1:${options.port}`;
  else if (sharedService) {
    log(`starting the service: npm run dev -- --port <free port> --persist-to <temp dir>${options.snapshot === false ? "" : ", from a snapshot of the working tree"}${extraVars.length ? ` (+ ${extraVars.length} --var for ${Object.keys(prepared).join(", ")})` : ""}`);
    service = await startService({ repoRoot, logDir: tmpWorkDir(benchRoot), persistTo: options.persistTo, startTimeoutMs: 240_000, snapshot: options.snapshot !== false, extraVars });
    baseUrl = service.baseUrl;
    log(`service up at ${baseUrl} (pid ${service.pid}, served from ${service.servedFrom}, state ${service.persistTo}, log ${service.logFile})`);
  }
  const stop = async () => {
    if (service) {
      const s = service;
      service = null;
      log("stopping the service");
      await s.stop({ keep: options.keep });
    }
    await closePrepared();
  };
  for (const sig of ["SIGINT", "SIGTERM"]) {
    process.on(sig, async () => {
      await stop();
      process.exit(130);
    });
  }

  const client = createClient(baseUrl, { apiKey: options.apiKey ?? process.env.BENCH_API_KEY });
  const health = baseUrl ? await client.get("/health") : { ok: true };
  if (!health.ok) {
    await stop();
    console.error(`no healthy service at ${baseUrl} (GET /health -> ${health.status || health.error})`);
    return 1;
  }
  const endpoints = baseUrl ? await probeEndpoints(client) : {};
  if (baseUrl) log(`endpoints: ${Object.entries(endpoints).map(([k, v]) => `${k} ${v.present ? "yes" : "MISSING"} (${v.status})`).join(", ")}`);

  const ctx = {
    client,
    options,
    repoRoot,
    benchRoot,
    endpoints,
    rootPid: service?.pid ?? null,
    inspectorPort: service?.inspectorPort ?? options.inspectorPort ?? null,
    persistTo: service?.persistTo ?? options.persistTo ?? null,
    tag: options.tag ?? runId.slice(0, 19).replace(/[-T]/g, "").toLowerCase(),
    shared: {},
    prepared,
    results: {},
    log,
    outOfTime: () => false,
    /**
     * Kills the service the bench started (SIGKILL to its process group: a crash, not a shutdown) and starts
     * it again on the same state and port; returns a client for it. Null when the bench targets a running one.
     */
    restartService: service
      ? async () => {
          const old = service;
          try {
            process.kill(-old.pid, "SIGKILL");
          } catch {
            // already gone
          }
          await new Promise((r) => setTimeout(r, 1000));
          service = await startService({ repoRoot, logDir: tmpWorkDir(benchRoot), persistTo: old.persistTo, port: old.port, startTimeoutMs: 240_000, snapshot: options.snapshot !== false, extraVars });
          const previousStop = service.stop;
          // The first start owned the temporary state directory: remove it with the second.
          service.stop = async (o) => {
            await previousStop(o);
            await old.stop({ keep: options.keep });
          };
          log(`service restarted at ${service.baseUrl} (pid ${service.pid})`);
          return createClient(service.baseUrl, { apiKey: options.apiKey ?? process.env.BENCH_API_KEY });
        }
      : null,
  };
  const results = {};
  try {
    for (const name of suites) {
      const deadline = Date.now() + (options.maxMinutes ?? (options.size === "full" ? 240 : 60)) * 60_000;
      ctx.outOfTime = () => Date.now() > deadline;
      log(`suite ${name}: start`);
      const t0 = performance.now();
      try {
        results[name] = await SUITES[name].run(ctx);
      } catch (err) {
        if (err instanceof EndpointMissing) {
          results[name] = { skipped: err.message };
          log(`suite ${name}: SKIPPED: ${err.message}`);
        } else {
          results[name] = { error: String(err?.stack ?? err) };
          log(`suite ${name}: FAILED: ${err?.message ?? err}`);
        }
      }
      results[name].suite_ms = Math.round(performance.now() - t0);
      ctx.results[name] = results[name];
      log(`suite ${name}: done in ${Math.round((performance.now() - t0) / 1000)} s`);
    }
  } finally {
    await stop();
  }

  const doc = {
    run_id: runId,
    started_at: startedAt.toISOString(),
    finished_at: new Date().toISOString(),
    command: `npm run bench -- ${process.argv.slice(2).join(" ")}`.trim(),
    options: { ...options, apiKey: options.apiKey ? "(set)" : undefined },
    target: options.url || options.port ? baseUrl : "started by the bench (npm run dev, local provider, loopback)",
    machine: machineAtStart,
    endpoints,
    suites: results,
  };
  writeFileSync(join(outDir, `${runId}.json`), JSON.stringify(doc, null, 2));

  // latest.json keeps the newest result of every suite (each stamped with its run), so suites run at
  // different times can be reported together.
  const latestPath = join(outDir, "latest.json");
  let latest = { suites: {} };
  if (existsSync(latestPath)) {
    try {
      latest = JSON.parse(readFileSync(latestPath, "utf8"));
    } catch {
      // start over
    }
  }
  const stamp = { run_id: runId, command: doc.command, machine: doc.machine, started_at: doc.started_at, load_average: loadavg().map((x) => Math.round(x * 10) / 10), note: options.note ?? null };
  for (const [name, r] of Object.entries(results)) {
    const prev = latest.suites?.[name];
    if ((r.skipped || r.error) && prev && !prev.skipped && !prev.error) continue;
    // A LoCoMo run over fewer conversations (--locomo-conversations) never replaces a fuller one.
    if (name === "locomo" && prev?.conversations > (r.conversations ?? 0)) {
      log(`latest.json keeps the earlier LoCoMo result over ${prev.conversations} conversations (this run: ${r.conversations})`);
      continue;
    }
    const merged = { ...r, run: stamp };
    // Ingest sizes and latency corpus sizes measured in earlier runs and not in this one are kept (each
    // stamped with its own run), so a long size can be measured on its own.
    const key = { ingest: "mb", latency: "target_chunks" }[name];
    if (key && prev?.sizes && Array.isArray(r.sizes)) {
      const fresh = new Set(r.sizes.map((x) => x[key]));
      const kept = prev.sizes.filter((x) => !fresh.has(x[key])).map((x) => ({ ...x, run: x.run ?? prev.run }));
      merged.sizes = [...kept, ...r.sizes.map((x) => ({ ...x, run: stamp }))].sort((a, b) => a[key] - b[key]);
    }
    latest.suites[name] = merged;
  }
  latest.updated_at = doc.finished_at;
  latest.machine = doc.machine;
  latest.endpoints = endpoints;
  writeFileSync(latestPath, JSON.stringify(latest, null, 2));

  const md = [`# Benchmark results (latest per suite)`, "", `Updated ${latest.updated_at}; machine: ${doc.machine.nproc} cores (${doc.machine.cpu}), ${doc.machine.memory_gb} GB, Node ${doc.machine.node}.`, ""];
  for (const name of ORDER) {
    const r = latest.suites[name];
    if (!r) continue;
    md.push(`## ${name}`, "", `Run ${r.run.run_id}: \`${r.run.command}\``, "");
    if (r.skipped || r.error) {
      md.push(`Not measured: ${r.skipped ?? r.error.split("\n")[0]}`, "");
      continue;
    }
    for (const t of SUITES[name].tables(r)) md.push(`**${t.title}**`, "", markdownTable(t.headers, t.rows), "");
    for (const n of r.notes ?? []) md.push(`- ${n}`);
    md.push("");
  }
  writeFileSync(join(outDir, "latest.md"), md.join("\n"));

  for (const [name, r] of Object.entries(results)) {
    console.log(`\n=== ${name} ===`);
    if (r.skipped || r.error) {
      console.log(`not measured: ${r.skipped ?? r.error}`);
      continue;
    }
    for (const t of SUITES[name].tables(r)) console.log(`\n${t.title}\n${textTable(t.headers, t.rows)}`);
    for (const n of r.notes ?? []) console.log(`note: ${n}`);
    for (const c of SUITES[name].charts(r)) {
      writeFileSync(join(outDir, c.file), c.svg);
      log(`chart ${join(outDir, c.file)}`);
    }
  }
  console.log(`\nresults: ${join(outDir, `${runId}.json`)} (+ latest.json, latest.md)`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err?.stack ?? err);
    process.exit(1);
  },
);

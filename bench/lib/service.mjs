// Starting / targeting the service on loopback, and a thin HTTP client for its public API.
// All traffic goes to 127.0.0.1 / localhost: a non-loopback --url is refused.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

export function assertLoopback(url) {
  const u = new URL(url);
  if (!LOOPBACK.has(u.hostname) && !u.hostname.startsWith("127.")) {
    throw new Error(`refusing to benchmark ${u.host}: the bench only talks to loopback (127.0.0.1, localhost, [::1])`);
  }
  return u.origin;
}

function portFree(port) {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.unref();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => (port === 8000 ? resolve(freePort()) : resolve(port)));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A frozen copy of the working tree to serve from. `wrangler dev` rebuilds and restarts the Worker whenever
 * a source file changes (it has no switch to stop watching), which aborts in-flight requests with 503
 * "Your worker restarted mid-request": editing the repository during a run would corrupt it. The copy
 * holds the files git tracks or would track (not ignored), plus the generated local AI asset and
 * .dev.vars; node_modules is a tree of hard links (same file system) or, failing that, a symlink.
 */
export function snapshotRepo(repoRoot) {
  const dir = mkdtempSync(join(tmpdir(), "kg-bench-src-"));
  const list = execFileSync("git", ["ls-files", "-z", "-co", "--exclude-standard"], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 })
    .toString()
    .split("\0")
    .filter((f) => f && !f.startsWith("bench/"));
  for (const f of list) {
    const from = join(repoRoot, f);
    if (existsSync(from)) cpSync(from, join(dir, f), { recursive: false, force: true });
  }
  for (const extra of [join("src", "ai", "local", "assets", "generated"), join("public", "docs"), ".dev.vars"]) {
    if (existsSync(join(repoRoot, extra))) cpSync(join(repoRoot, extra), join(dir, extra), { recursive: true });
  }
  // node_modules as hard links, not a symlink: esbuild's watcher also reacts to directory listings it read,
  // and other tools keep creating and deleting entries in the real node_modules (.vite-temp, caches).
  try {
    execFileSync("cp", ["-al", join(repoRoot, "node_modules"), join(dir, "node_modules")], { stdio: "ignore" });
  } catch {
    rmSync(join(dir, "node_modules"), { recursive: true, force: true });
    symlinkSync(join(repoRoot, "node_modules"), join(dir, "node_modules"), "dir");
  }
  return { dir, files: list.length };
}

/**
 * Starts `npm run dev -- --port <port> --persist-to <dir>` in its own process group (so it can be
 * stopped by group id), logging to `logFile`, and waits for /health.
 */
export async function startService({ repoRoot, logDir, persistTo, port, startTimeoutMs = 180_000, extraVars = [], extraArgs = [], snapshot = true }) {
  if (port && !(await portFree(port))) throw new Error(`port ${port} is already in use on 127.0.0.1 (use --port ${port} to target that service)`);
  port ??= await freePort();
  const snap = snapshot ? snapshotRepo(repoRoot) : null;
  const serveFrom = snap?.dir ?? repoRoot;
  const ownPersist = !persistTo;
  persistTo ??= mkdtempSync(join(tmpdir(), "kg-bench-"));
  const cleanup = (keep = false) => {
    if (ownPersist && !keep) rmSync(persistTo, { recursive: true, force: true });
    if (snap) rmSync(snap.dir, { recursive: true, force: true });
  };
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, `service-${port}.log`);
  const log = createWriteStream(logFile);
  // An explicit inspector port (wrangler's default 9229 collides between concurrent runs) lets the bench
  // read the isolate's heap over the DevTools protocol (lib/memory.mjs).
  const inspectorPort = await freePort();
  const args = ["run", "dev", "--", "--port", String(port), "--persist-to", persistTo, "--inspector-port", String(inspectorPort), ...extraVars.flatMap((v) => ["--var", v]), ...extraArgs];
  const child = spawn("npm", args, {
    cwd: serveFrom,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", BROWSER: "none" },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = null;
  child.on("exit", (code, signal) => (exited = { code, signal }));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (exited) {
      cleanup();
      throw new Error(`the service exited during start-up (${JSON.stringify(exited)}); see ${logFile}`);
    }
    const buildError = startupError(logFile);
    if (buildError) {
      await stopProcessGroup(child.pid, () => exited !== null);
      cleanup();
      throw new Error(`the service failed to build/start: ${buildError}\n(full log: ${logFile})`);
    }
    try {
      const res = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  if (Date.now() >= deadline) {
    await stopProcessGroup(child.pid, () => exited !== null);
    cleanup();
    throw new Error(`the service did not answer /health within ${startTimeoutMs / 1000}s; see ${logFile}`);
  }
  return {
    baseUrl,
    pid: child.pid,
    port,
    inspectorPort,
    persistTo,
    logFile,
    servedFrom: serveFrom,
    async stop({ keep = false } = {}) {
      await stopProcessGroup(child.pid, () => exited !== null);
      log.end();
      cleanup(keep);
    },
  };
}

/** wrangler keeps running (watching files) after a failed build: spot that in its log instead of waiting. */
function startupError(logFile) {
  let text;
  try {
    text = readFileSync(logFile, "utf8");
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\x1b\[[0-9;]*m/g, "");
  const at = plain.search(/Build failed|✘ \[ERROR\]/);
  return at >= 0 ? plain.slice(at, at + 600).trim() : null;
}

/** SIGTERM to the group we created (by its id), then SIGKILL after a grace period. */
export async function stopProcessGroup(pid, isDone = () => false) {
  const signal = (sig) => {
    try {
      process.kill(-pid, sig);
      return true;
    } catch {
      return false;
    }
  };
  if (!signal("SIGTERM")) return;
  for (let i = 0; i < 40 && !isDone(); i++) await sleep(250);
  signal("SIGKILL");
}

/** HTTP client: every call returns `{ status, ok, body, ms, error? }` and never throws on HTTP errors. */
export function createClient(baseUrl, { apiKey, timeoutMs = 120_000 } = {}) {
  const headers = apiKey ? { "X-Api-Key": apiKey } : {};
  async function request(method, path, { json, form, timeout = timeoutMs } = {}) {
    const t0 = performance.now();
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: json !== undefined ? { ...headers, "content-type": "application/json" } : headers,
        body: json !== undefined ? JSON.stringify(json) : form,
        signal: AbortSignal.timeout(timeout),
      });
      const text = await res.text();
      const ms = performance.now() - t0;
      let body = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // not JSON
      }
      return { status: res.status, ok: res.ok, body, ms };
    } catch (err) {
      return { status: 0, ok: false, body: null, ms: performance.now() - t0, error: String(err?.cause?.message ?? err?.message ?? err) };
    }
  }
  /**
   * POST with JSON for calls that legitimately hold the connection for minutes (blocking /cognify): fetch
   * (undici) gives up after 300 s without response headers, node:http has no such limit.
   */
  function longPost(path, json, { timeout = timeoutMs } = {}) {
    const t0 = performance.now();
    const payload = Buffer.from(JSON.stringify(json));
    return new Promise((resolve) => {
      const req = httpRequest(`${baseUrl}${path}`, { method: "POST", headers: { ...headers, "content-type": "application/json", "content-length": payload.length } }, (res) => {
        const parts = [];
        res.on("data", (d) => parts.push(d));
        res.on("end", () => {
          const text = Buffer.concat(parts).toString("utf8");
          let body = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode, ok: res.statusCode >= 200 && res.statusCode < 300, body, ms: performance.now() - t0 });
        });
        res.on("error", (err) => resolve({ status: 0, ok: false, body: null, ms: performance.now() - t0, error: String(err.message) }));
      });
      req.setTimeout(timeout, () => req.destroy(new Error(`timeout after ${Math.round(timeout / 1000)} s`)));
      req.on("error", (err) => resolve({ status: 0, ok: false, body: null, ms: performance.now() - t0, error: String(err.message) }));
      req.end(payload);
    });
  }
  return {
    baseUrl,
    request,
    longPost,
    get: (path, opts) => request("GET", path, opts),
    post: (path, json, opts) => request("POST", path, { ...opts, json }),
    /** Multipart /add: `files` = [{ name, text }], `rawData` = [string]. */
    add(datasetName, { files = [], rawData = [] }, opts) {
      // Fields before files, as cognee's Python client (httpx) sends them: the service then streams each file
      // to its final place. Fields after the files make it park them and move them in R2 once the dataset is
      // known (measured ~9 ms per file: 0.7 vs 0.3 s for the 44 LoCoMo items).
      const form = new FormData();
      form.append("datasetName", datasetName);
      for (const f of files) form.append("data", new Blob([f.text], { type: "text/plain" }), f.name);
      for (const r of rawData) form.append("raw_data", r);
      return request("POST", "/api/v1/add", { ...opts, form });
    },
    cognify(body, opts) {
      return longPost("/api/v1/cognify", body, opts);
    },
    search(body, opts) {
      return request("POST", "/api/v1/search", { ...opts, json: body });
    },
  };
}

export function describeFailure(res) {
  if (res.error) return `network error: ${res.error}`;
  const detail = typeof res.body === "object" && res.body !== null ? JSON.stringify(res.body.detail ?? res.body) : String(res.body ?? "");
  return `HTTP ${res.status}: ${detail.slice(0, 300)}`;
}

/**
 * Which endpoints exist. A route that is not mounted answers 404 to any body; a mounted one answers a
 * deliberately incomplete request with 400/422 (or 200 for lists).
 */
export async function probeEndpoints(client) {
  const probes = {
    health: () => client.get("/health"),
    add: () => client.request("POST", "/api/v1/add", { form: new FormData() }),
    cognify: () => client.post("/api/v1/cognify", {}),
    search: () => client.post("/api/v1/search", { search_type: "NOT_A_TYPE" }),
    recall: () => client.post("/api/v1/recall", {}),
    datasets: () => client.get("/api/v1/datasets"),
    graphSummary: () => client.get("/api/v1/datasets/graph-summary"),
  };
  const out = {};
  for (const [name, probe] of Object.entries(probes)) {
    const res = await probe();
    out[name] = { status: res.status, present: res.status !== 404 && res.status !== 0 && res.status !== 405 };
  }
  return out;
}

export function tmpWorkDir(root) {
  const dir = join(root, "results", "tmp");
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function cleanupDir(dir) {
  rmSync(dir, { recursive: true, force: true });
}

// Memory figure for the workspace object. Preferred: a figure the service reports itself (a stats or
// graph-summary endpoint exposing memory/bytes). Fallback: the resident set size of the local workerd
// process(es) read from /proc. Under `npm run dev` the Worker, the Durable Object and the local SQLite
// storage all live in that one workerd process, so its RSS is an upper bound for the object's memory.
import { readdirSync, readFileSync } from "node:fs";

function readStatus(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? 0);
    const name = /^Name:\s+(.*)$/m.exec(text)?.[1] ?? "";
    const ppid = Number(/^PPid:\s+(\d+)/m.exec(text)?.[1] ?? 0);
    return { pid, name, ppid, rssKb: kb("VmRSS"), hwmKb: kb("VmHWM") };
  } catch {
    return null;
  }
}

function allProcesses() {
  const out = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const s = readStatus(Number(entry));
    if (s) out.push(s);
  }
  return out;
}

/** workerd processes started under `rootPid` (our `npm run dev`), or every workerd when rootPid is null. */
export function workerdProcesses(rootPid) {
  let procs;
  try {
    procs = allProcesses();
  } catch {
    return [];
  }
  const workerd = procs.filter((p) => p.name.startsWith("workerd"));
  if (!rootPid) return workerd;
  const byPid = new Map(procs.map((p) => [p.pid, p]));
  return workerd.filter((p) => {
    for (let cur = p, guard = 0; cur && guard < 64; cur = byPid.get(cur.ppid), guard++) {
      if (cur.pid === rootPid) return true;
    }
    return false;
  });
}

export function workerdMemory(rootPid) {
  const procs = workerdProcesses(rootPid);
  if (!procs.length) return null;
  return {
    source: rootPid ? "workerd process RSS (/proc), started by the bench" : "workerd process RSS (/proc), every workerd on this machine",
    rss_mb: round1(procs.reduce((a, p) => a + p.rssKb, 0) / 1024),
    peak_rss_mb: round1(procs.reduce((a, p) => a + p.hwmKb, 0) / 1024),
    pids: procs.map((p) => p.pid),
  };
}

const round1 = (x) => Math.round(x * 10) / 10;

/** Looks through a JSON body for memory-like numbers a service endpoint might report. */
export function memoryFieldsIn(body, path = "") {
  const out = {};
  if (body && typeof body === "object") {
    for (const [k, v] of Object.entries(body)) {
      const p = path ? `${path}.${k}` : k;
      if (typeof v === "number" && /memory|heap|rss|bytes|storage|size_mb|_mb$/i.test(k)) out[p] = v;
      else if (v && typeof v === "object") Object.assign(out, memoryFieldsIn(v, p));
    }
  }
  return out;
}

/** Samples workerd RSS every `everyMs` until stopped; returns the maximum seen. */
export function startRssSampler(rootPid, everyMs = 500) {
  let peak = 0;
  const tick = () => {
    const m = workerdMemory(rootPid);
    if (m && m.rss_mb > peak) peak = m.rss_mb;
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      tick();
      return peak || null;
    },
  };
}

/** The memory figure to report: service-reported fields when an endpoint has them, plus workerd RSS. */
export async function memoryFigure(client, rootPid, endpoints) {
  const out = { service_reported: null, workerd: workerdMemory(rootPid) };
  if (endpoints?.graphSummary?.present) {
    const res = await client.get("/api/v1/datasets/graph-summary");
    if (res.ok) {
      const fields = memoryFieldsIn(res.body);
      if (Object.keys(fields).length) out.service_reported = { endpoint: "GET /api/v1/datasets/graph-summary", fields };
    }
  }
  return out;
}

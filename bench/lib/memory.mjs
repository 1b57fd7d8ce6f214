// Memory figure for the workspace object. Preferred: a figure the service reports itself (a stats or
// graph-summary endpoint exposing memory/bytes). Fallback: the resident set size of the local workerd
// process(es) read from /proc. Under `npm run dev` the Worker, the Durable Object and the local SQLite
// storage all live in that one workerd process, so its RSS is an upper bound for the object's memory.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

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
export async function memoryFigure(client, rootPid, endpoints, inspectorPort = null) {
  const out = { service_reported: null, workerd: workerdMemory(rootPid), isolate: null };
  const probe = openHeapProbe(inspectorPort);
  if (probe) {
    // Live figure: a full collection first (V8 grows its heap lazily, so an uncollected sample is mostly garbage).
    const before = await probe.sample();
    const live = await probe.live();
    probe.close();
    if (live) out.isolate = { source: ISOLATE_HEAP_SOURCE, before_gc_mb: before?.isolate_mb ?? null, ...live, isolate_mb: live.live_mb };
  }
  if (endpoints?.graphSummary?.present) {
    const res = await client.get("/api/v1/datasets/graph-summary");
    if (res.ok) {
      const fields = memoryFieldsIn(res.body);
      if (Object.keys(fields).length) out.service_reported = { endpoint: "GET /api/v1/datasets/graph-summary", fields };
    }
  }
  return out;
}

/**
 * The JavaScript isolate's own heap figure, read over the DevTools protocol from wrangler dev's inspector
 * (`--inspector-port`): `Runtime.getHeapUsage` gives V8's used heap and the ArrayBuffer backing stores
 * (the vector segments and the word-vector asset live there). Under `npm run dev` the Worker, its queue
 * consumer and the workspace Durable Objects run in one isolate, so this is an upper bound of the
 * object's memory, and it is the figure the production limit (128 MB per isolate) applies to. Native
 * SQLite pages are not part of it (workerd keeps them outside the isolate). V8 counts garbage not yet
 * collected, so a sample taken while work runs is an upper bound of the live heap at that moment; the figure
 * after a run is taken after a forced full collection (live objects only).
 */
export function openHeapProbe(inspectorPort, { timeoutMs = 5000 } = {}) {
  if (!inspectorPort || typeof WebSocket === "undefined") return null;
  const origin = `http://127.0.0.1:${inspectorPort}`;
  let ws = null;
  let opening = null;
  let id = 0;
  const pending = new Map();
  /** Heap snapshot chunks while a live measurement is being taken. */
  let chunks = null;
  const open = () => {
    if (ws && ws.readyState === 1) return Promise.resolve(ws);
    opening ??= new Promise((resolve) => {
      // wrangler's inspector proxy refuses upgrades without an Origin header.
      const sock = new WebSocket(`ws://127.0.0.1:${inspectorPort}/ws`, { headers: { Origin: origin } });
      const done = (v) => {
        opening = null;
        resolve(v);
      };
      sock.onopen = () => {
        ws = sock;
        done(sock);
      };
      sock.onerror = () => done(null);
      sock.onclose = () => {
        if (ws === sock) ws = null;
        for (const r of pending.values()) r(null);
        pending.clear();
      };
      sock.onmessage = (e) => {
        let m;
        try {
          m = JSON.parse(String(e.data));
        } catch {
          return;
        }
        if (m.method === "HeapProfiler.addHeapSnapshotChunk") {
          if (chunks) chunks.push(m.params?.chunk ?? "");
          return;
        }
        const r = pending.get(m.id);
        if (r) {
          pending.delete(m.id);
          r(m.error ? null : (m.result ?? {}));
        }
      };
      setTimeout(() => done(null), timeoutMs).unref?.();
    });
    return opening;
  };
  const rpc = async (method, params, waitMs) => {
    const sock = await open();
    if (!sock) return null;
    return new Promise((resolve) => {
      const i = ++id;
      pending.set(i, resolve);
      sock.send(JSON.stringify({ id: i, method, params }));
      setTimeout(() => {
        if (pending.delete(i)) resolve(null);
      }, waitMs).unref?.();
    });
  };
  return {
    /**
     * Forces a full garbage collection: workerd's inspector has no HeapProfiler.collectGarbage, but a heap
     * snapshot collects first. The snapshot itself (tens of MB of JSON chunks) is discarded unread.
     */
    async collect() {
      const r = await rpc("HeapProfiler.takeHeapSnapshot", { reportProgress: false }, 180_000);
      chunks = null;
      return r !== null;
    },
    /**
     * Live heap from a heap snapshot: the sum of the self sizes of every object reachable at that moment
     * (the snapshot collects garbage first), ArrayBuffer contents included. getHeapUsage right after a
     * collection still counts pages V8 has not swept yet, so it reads high; this is the exact live figure.
     */
    async live() {
      chunks = [];
      const r = await rpc("HeapProfiler.takeHeapSnapshot", { reportProgress: false }, 180_000);
      const text = chunks.join("");
      chunks = null;
      if (r === null || !text) return null;
      // For tracing what holds memory (a heap snapshot opens in Chrome's devtools): the last one taken.
      if (process.env.HEAP_SNAPSHOT_OUT) writeFileSync(process.env.HEAP_SNAPSHOT_OUT, text);
      let snap;
      try {
        snap = JSON.parse(text);
      } catch {
        return null;
      }
      const fields = snap.snapshot.meta.node_fields;
      const width = fields.length;
      const si = fields.indexOf("self_size");
      const ni = fields.indexOf("name");
      const ti = fields.indexOf("type");
      const types = snap.snapshot.meta.node_types[ti];
      let total = 0;
      let strings = 0;
      let buffers = 0;
      for (let i = 0; i < snap.nodes.length; i += width) {
        const size = snap.nodes[i + si];
        total += size;
        const type = types[snap.nodes[i + ti]];
        if (type === "string" || type === "concatenated string" || type === "sliced string") strings += size;
        else if (type === "native" && String(snap.strings[snap.nodes[i + ni]]).includes("ArrayBufferData")) buffers += size;
      }
      const mb = (b) => round1(b / 1024 / 1024);
      return { live_mb: mb(total), strings_mb: mb(strings), array_buffers_mb: mb(buffers), objects: snap.nodes.length / width };
    },
    async sample() {
      const sock = await open();
      if (!sock) return null;
      const result = await new Promise((resolve) => {
        const i = ++id;
        pending.set(i, resolve);
        sock.send(JSON.stringify({ id: i, method: "Runtime.getHeapUsage" }));
        setTimeout(() => {
          if (pending.delete(i)) resolve(null);
        }, timeoutMs).unref?.();
      });
      if (!result || typeof result.usedSize !== "number") return null;
      const mb = (b) => round1((b ?? 0) / 1024 / 1024);
      return {
        used_mb: mb(result.usedSize),
        total_mb: mb(result.totalSize),
        array_buffers_mb: mb(result.backingStorageSize),
        isolate_mb: mb((result.usedSize ?? 0) + (result.backingStorageSize ?? 0)),
      };
    },
    close() {
      try {
        ws?.close();
      } catch {
        // already closed
      }
      ws = null;
    },
  };
}

/** Samples the isolate heap every `everyMs` until stopped; returns the largest sample (by isolate_mb). */
export function startHeapSampler(inspectorPort, everyMs = 1000) {
  const probe = openHeapProbe(inspectorPort);
  if (!probe) return { stop: async () => null };
  let peak = null;
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const s = await probe.sample();
      if (s && (!peak || s.isolate_mb > peak.isolate_mb)) peak = s;
    } finally {
      busy = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await tick();
      probe.close();
      return peak;
    },
  };
}

export const ISOLATE_HEAP_SOURCE =
  "isolate heap from wrangler dev's inspector: live = total size of the objects reachable in a heap snapshot (taken after a full collection; ArrayBuffer contents included), peak = Runtime.getHeapUsage samples (V8 used heap + ArrayBuffer backing stores, garbage not yet collected included); under npm run dev the Worker, the queue consumer, the NLP models and the workspace Durable Object share this one isolate, so it bounds the object's memory from above; native SQLite pages are outside it";

/**
 * Live-heap sampler: every `everyMs`, a heap snapshot (a full collection, then every reachable object counted; it
 * pauses the isolate for a few seconds), so each sample counts live objects only. The pauses slow
 * the work being sampled, so it runs in an untimed pass of its own. Returns the samples and their maximum.
 */
export function startLiveHeapSampler(inspectorPort, everyMs = 20_000) {
  const probe = openHeapProbe(inspectorPort);
  if (!probe) return { stop: async () => null };
  const samples = [];
  let stopped = false;
  let running = null;
  const loop = async () => {
    while (!stopped) {
      await new Promise((r) => setTimeout(r, everyMs));
      if (stopped) break;
      const s = await probe.live();
      if (s) samples.push({ at_ms: Math.round(performance.now()), ...s, isolate_mb: s.live_mb });
    }
  };
  running = loop();
  return {
    async stop() {
      stopped = true;
      await running;
      probe.close();
      if (!samples.length) return null;
      const max = samples.reduce((a, b) => (b.isolate_mb > a.isolate_mb ? b : a));
      return { samples: samples.length, every_ms: everyMs, max_live_isolate_mb: max.isolate_mb, max_live: max, all: samples.map((s) => s.isolate_mb) };
    },
  };
}

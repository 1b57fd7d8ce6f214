// The largest ArrayBuffers of a V8 heap snapshot and what retains them: what a `--suites latency` or
// `--suites ingest` memory figure's "ArrayBuffers" share is made of. Take the snapshot with
// `HEAP_SNAPSHOT_OUT=/tmp/heap.heapsnapshot npm run bench -- --suites latency ...` (the bench keeps the last
// live-heap snapshot it parses), then: `node --max-old-space-size=4096 bench/heap-buffers.mjs /tmp/heap.heapsnapshot`.
// A snapshot of a 10k-chunk workspace is about 100 MB of JSON; parsing it needs about 2 GB.
import { readFileSync } from "node:fs";

const file = process.argv[2];
if (!file) {
  console.error("usage: node bench/heap-buffers.mjs <file.heapsnapshot> [count]");
  process.exit(2);
}
const count = Number(process.argv[3] ?? 10);
const snap = JSON.parse(readFileSync(file, "utf8"));
const fields = snap.snapshot.meta.node_fields;
const W = fields.length;
const EW = snap.snapshot.meta.edge_fields.length;
const toNode = snap.snapshot.meta.edge_fields.indexOf("to_node");
const selfSize = fields.indexOf("self_size");
const nameAt = fields.indexOf("name");
const typeAt = fields.indexOf("type");
const edgeCount = fields.indexOf("edge_count");
const types = snap.snapshot.meta.node_types[typeAt];
const N = snap.nodes.length / W;
const typeOf = (i) => types[snap.nodes[i * W + typeAt]];
const nameOf = (i) => String(snap.strings[snap.nodes[i * W + nameAt]]);

// Edges are stored per node in node order; the retainers of a node are the nodes with an edge to it.
const retainers = new Map();
let e = 0;
for (let i = 0; i < N; i++) {
  for (let k = 0; k < snap.nodes[i * W + edgeCount]; k++, e++) {
    const to = snap.edges[e * EW + toNode] / W;
    if (!retainers.has(to)) retainers.set(to, []);
    retainers.get(to).push(i);
  }
}
const buffers = [];
for (let i = 0; i < N; i++) if (typeOf(i) === "native" && nameOf(i).includes("ArrayBufferData")) buffers.push({ bytes: snap.nodes[i * W + selfSize], node: i });
buffers.sort((a, b) => b.bytes - a.bytes);
const mib = (b) => (b / 1048576).toFixed(2);
console.log(`${buffers.length} ArrayBuffer backing stores, ${mib(buffers.reduce((s, b) => s + b.bytes, 0))} MiB`);
for (const b of buffers.slice(0, count)) {
  const chain = [];
  for (let cur = b.node, d = 0; d < 4; d++) {
    const r = retainers.get(cur);
    if (!r?.length) break;
    cur = r[0];
    chain.push(`${typeOf(cur)} ${nameOf(cur).slice(0, 50)}${r.length > 1 ? ` (+${r.length - 1} more)` : ""}`);
  }
  console.log(`${mib(b.bytes).padStart(8)} MiB  <- ${chain.join(" <- ")}`);
}

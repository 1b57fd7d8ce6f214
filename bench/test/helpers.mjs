import { createRequire } from "node:module";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const benchRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
export const repoRoot = join(benchRoot, "..");

/** Transpiles one of the service's TypeScript modules (with esbuild from the root install) for comparison. */
export async function importServiceModule(relPath) {
  let esbuild;
  try {
    esbuild = createRequire(join(repoRoot, "package.json"))("esbuild");
  } catch {
    return null;
  }
  const entry = join(repoRoot, relPath);
  if (!existsSync(entry)) return null;
  const out = await esbuild.build({ entryPoints: [entry], bundle: true, format: "esm", platform: "neutral", write: false, logLevel: "silent" });
  const dir = mkdtempSync(join(tmpdir(), "kg-bench-test-"));
  const file = join(dir, "module.mjs");
  writeFileSync(file, out.outputFiles[0].text);
  try {
    return await import(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

#!/usr/bin/env node
// Copies the API reference UI (Scalar's standalone browser bundle) into public/docs/ (committed), served
// as a Workers static asset, so /docs works offline under `npm run dev` instead of loading the script from
// a CDN. Run by `npm run build:assets` (scripts/build-assets.mjs); idempotent (copies only when the source differs).
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "public", "docs");
const outFile = join(outDir, "scalar-standalone.js");
const tag = "[copy-docs-assets]";
mkdirSync(outDir, { recursive: true });

// The package's exports map hides package.json and dist/browser, so the file is found by path.
const source = join(root, "node_modules", "@scalar", "api-reference", "dist", "browser", "standalone.js");
if (!existsSync(source)) {
  // The committed copy stays as it is; say how to get the source.
  console.warn(`${tag} @scalar/api-reference is not installed: run \`npm run build:assets\`, which installs it without saving.`);
  process.exit(existsSync(outFile) ? 0 : 1);
}
const same = existsSync(outFile) && statSync(outFile).size === statSync(source).size && readFileSync(outFile).equals(readFileSync(source));
if (!same) {
  copyFileSync(source, outFile);
  console.log(`${tag} public/docs/scalar-standalone.js (${(statSync(outFile).size / 1e6).toFixed(2)} MB)`);
}

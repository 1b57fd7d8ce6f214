#!/usr/bin/env node
// Copies the API reference UI (Scalar's standalone browser bundle) into public/docs/ (gitignored), served
// as a Workers static asset, so /docs works offline under `npm run dev` instead of loading the script from
// a CDN. Runs as part of `postinstall`; idempotent (copies only when the source differs).
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
  // Keep `npm install` working (e.g. a production install without dev dependencies): /docs then shows a
  // page that says how to get the UI, and the API itself is unaffected.
  if (!existsSync(outFile)) console.warn(`${tag} WARNING: @scalar/api-reference is not installed; /docs will have no UI script (run npm install --include=dev).`);
  process.exit(0);
}
const same = existsSync(outFile) && statSync(outFile).size === statSync(source).size && readFileSync(outFile).equals(readFileSync(source));
if (!same) {
  copyFileSync(source, outFile);
  console.log(`${tag} public/docs/scalar-standalone.js (${(statSync(outFile).size / 1e6).toFixed(2)} MB)`);
}

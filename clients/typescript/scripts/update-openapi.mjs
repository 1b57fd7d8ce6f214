#!/usr/bin/env node
// Refreshes the committed copy of the OpenAPI document (openapi.json) from the app itself, then the types:
// starts the dev server (scripts/dev.mjs) on a free port with throw-away state, reads /openapi.json, stops it.
// test/integration/client-openapi.test.ts fails while the committed copy differs from the app's document.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DOCUMENT_PATH, TYPES_PATH, generateTypes } from "./generate-types.mjs";

const root = join(import.meta.dirname, "..", "..", "..");
const port = await new Promise((resolve) => {
  const srv = createServer().listen(0, "127.0.0.1", () => {
    const { port } = srv.address();
    srv.close(() => resolve(port));
  });
});
const state = mkdtempSync(join(tmpdir(), "kg-memory-openapi-"));
const server = spawn(process.execPath, [join(root, "scripts", "dev.mjs"), "--port", String(port), "--persist-to", state], {
  cwd: root,
  stdio: "ignore",
});
try {
  let document;
  for (let i = 0; i < 120 && !document; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/openapi.json`);
      if (res.ok) document = await res.json();
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  if (!document) throw new Error("the dev server did not answer /openapi.json within 60 s");
  writeFileSync(DOCUMENT_PATH, `${JSON.stringify(document, null, 2)}\n`);
  writeFileSync(TYPES_PATH, await generateTypes(document));
  console.log(`wrote ${DOCUMENT_PATH} and ${TYPES_PATH}`);
} finally {
  server.kill("SIGTERM");
  rmSync(state, { recursive: true, force: true });
}

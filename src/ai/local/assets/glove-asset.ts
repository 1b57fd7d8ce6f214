/**
 * The trimmed GloVe artifact committed (rebuilt by `npm run build:assets`, which runs `scripts/build-local-assets.mjs`). wrangler's default
 * module rules (and @cloudflare/vitest-plugin's) import `**\/*.bin` as an ArrayBuffer Data module, so the
 * vectors ship inside the Worker bundle with no fetch and no KV/R2 round trip.
 */
import glove from "./generated/glove.bin";

export default glove;

import { defineConfig } from "vitest/config";

/**
 * Tests that need Node rather than workerd (a real browser: the visualisation page in headless Chromium).
 * Run by `npm test` after the workerd suite.
 */
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/node/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

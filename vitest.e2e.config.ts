import { defineConfig } from "vitest/config";

/** End-to-end specs: Chromium against a running server (started by tests/e2e/run.mjs, which sets E2E_BASE_URL). */
export default defineConfig({
  test: {
    name: "e2e",
    environment: "node",
    include: ["tests/e2e/**/*.spec.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A person waits a few seconds for a page under load; the default second is shorter than a busy CI's hydration.
    expect: { poll: { timeout: 10_000 } },
    reporters: ["default"],
  },
});

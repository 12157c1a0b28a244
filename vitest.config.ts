import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Separate from vite.config.ts: the Remix plugin has no place in unit/integration tests.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: [
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
      "tests/integration/**/*.test.ts",
      "tests/security/**/*.test.ts",
      "tests/unit/**/*.test.ts",
      "tests/budgets/**/*.test.ts",
      // Tests that run Node-side tools (wrangler): never moved into workerd.
      "tests/node/**/*.test.ts",
    ],
    environment: "node",
    // Generous: on a loaded 2-core machine a timed-out test leaves miniflare's proxy out of step
    // and fails the rest of its file.
    testTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine. Files
    // spend much of their time waiting on workerd (miniflare) and wrangler, so two overlap well.
    maxWorkers: 2,
  },
});

import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { TEST_DATABASES } from "./tests/support/bindings";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

// Separate from vite.config.ts: the Remix plugin has no place in unit/integration tests.
// The migrations, read in Node and bound for the workerd project, which applies them per database.
const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));

export default defineConfig({
  resolve: { alias },
  test: {
    // Generous: a loaded 2-core machine runs two workerd processes and Node side by side.
    testTimeout: 60_000,
    // The security files' counts reach `npm test` through this reporter (scripts/test.mjs names
    // it again, since reporters given on the command line replace these).
    reporters: ["default", "./tests/support/security-reporter.ts"],
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine. Files
    // spend much of their time waiting on workerd and wrangler, so two overlap well.
    maxWorkers: 2,
    projects: [
      {
        // Pure functions, the page-weight budgets (they read the build from disk) and the tests
        // that drive command-line tools (wrangler): Node.
        extends: true,
        test: {
          name: "node",
          include: [
            "app/**/*.test.ts",
            "app/**/*.test.tsx",
            "tests/node/**/*.test.ts",
            "tests/budgets/**/*.test.ts",
          ],
          environment: "node",
          pool: "forks",
        },
      },
      {
        // Integration and security suites run inside workerd, next to a real local D1, R2,
        // Durable Object and rate limiters: no proxy between the test and the bindings (ADR 0010).
        // Each test file gets its own storage.
        extends: true,
        plugins: [
          cloudflareTest({
            main: "./tests/support/worker.ts",
            miniflare: {
              compatibilityDate: "2025-04-01",
              compatibilityFlags: ["nodejs_compat"],
              d1Databases: [...TEST_DATABASES],
              r2Buckets: ["UPLOADS"],
              durableObjects: { REALTIME: "RealtimeHub" },
              // E-mail (ADR 0035): Miniflare's Email Service, and the mail queue with no consumer
              // here — a test delivers by calling the consumer with `createMessageBatch`.
              email: { send_email: [{ name: "EMAIL" }] },
              queueProducers: { MAIL_QUEUE: { queueName: "zamwe-mail" } },
              // As wrangler.toml declares them; a test opts in (most post far more often than
              // a person would).
              ratelimits: {
                FORM_CLIENT_LIMITER: { simple: { limit: 20, period: 60 } },
                FORM_TARGET_LIMITER: { simple: { limit: 5, period: 60 } },
                // In their place for the other tests: as real, and never reached.
                UNLIMITED_LIMITER: { simple: { limit: 1_000_000_000, period: 60 } },
              },
              bindings: {
                TEST_MIGRATIONS: migrations,
              },
            },
          }),
        ],
        test: {
          name: "workers",
          include: ["tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"],
          // The Paystack and Termii stand-ins, in Node, for the run; tests `inject` their URLs
          // (ADR 0038).
          // workerd reaches it on 127.0.0.1: Miniflare's outbound network allows private addresses.
          globalSetup: [
            "./tests/support/paystack-stand-in.global.ts",
            "./tests/support/termii-stand-in.global.ts",
          ],
        },
      },
    ],
  },
});

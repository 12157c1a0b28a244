/**
 * Whether the suite's hooks (./test-faults.ts, ./test-database.ts) answer: only when the suite's
 * server sets E2E_HOOKS=on (playwright.config.ts), in the suite's own Worker entry. Its own
 * variable, not ENVIRONMENT: the suite runs with the local settings (ENVIRONMENT=development,
 * scripts/lib/dev-vars.mjs), as `npm start` does, so that it sees what a developer sees (the
 * Outbox shows a message's text exactly in development; issue #37).
 */
export const testHooksOn = (env: object) => (env as { E2E_HOOKS?: string }).E2E_HOOKS === "on";

/**
 * The suite's cap on messages to unproven addresses a day (MAIL_UNPROVEN_PER_DAY): far above what
 * a whole run sends, so that only tests/e2e/sending-limit.spec.ts, which fills the day on
 * purpose in the run's last project, ever reaches it.
 */
export const E2E_UNPROVEN_PER_DAY = 100_000;

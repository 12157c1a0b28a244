/**
 * The Paystack stand-in of the test run (tests/support/paystack-stand-in.global.ts starts it;
 * scripts/paystack-stand-in.mjs documents it), for tests that run the real client against it:
 * a config for app/services/paystack.server.ts, the vars that turn Paystack on in a test
 * environment (`createTestDatabase(paystackVars)`), and its control door.
 */
import { inject } from "vitest";
import type { PaystackConfig } from "~/services/paystack.server";
import { standInDoor } from "../../support/paystack-door";

export type { StandInDelivery } from "../../support/paystack-door";

export const standIn = inject("paystackStandIn");

/** The client pointed at the stand-in with its test key. */
export function standInConfig(overrides: Partial<PaystackConfig> = {}): PaystackConfig {
  return { secretKey: standIn.secretKey, baseUrl: standIn.url, testMode: true, ...overrides };
}

/** Paystack on, through the stand-in, for `createTestDatabase(vars)`. */
export const paystackVars = {
  PAYSTACK_SECRET_KEY: standIn.secretKey,
  PAYSTACK_BASE_URL: standIn.url,
} as const;

/** A config whose Paystack is down: nothing listens at its base URL. */
export function unreachableConfig(): PaystackConfig {
  return standInConfig({ baseUrl: inject("paystackClosedUrl") });
}

export const {
  settle,
  deliveries,
  transaction: standInTransaction,
  makeUnreachable,
} = standInDoor(standIn.url);

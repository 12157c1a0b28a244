/**
 * The Paystack stand-in of the test run (tests/support/paystack-stand-in.global.ts starts it;
 * scripts/paystack-stand-in.mjs documents it), for tests that run the real client against it:
 * a config for app/services/paystack.server.ts, the vars that turn Paystack on in a test
 * environment (`createTestDatabase(paystackVars)`), and its control door.
 */
import { inject } from "vitest";
import type { PaystackConfig } from "~/services/paystack.server";

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

export type StandInDelivery = {
  id: number;
  reference: string;
  event: string;
  url: string;
  copy: number;
  attempt: number;
  body: string;
  signature: string;
  status: number | null;
  error: string | null;
  done: boolean;
};

async function door<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${standIn.url}/__stand-in/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`stand-in ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Marks a transaction paid at the stand-in, as a member's payment would (optionally with another
 * amount or currency); `deliverWebhook: true` answers once both webhook copies are delivered.
 */
export function settle(
  reference: string,
  options: { amount?: number; currency?: string; deliverWebhook?: boolean } = {},
) {
  return door<{ transaction: Record<string, unknown>; deliveries: StandInDelivery[] }>("settle", {
    reference,
    ...options,
  });
}

/** The stand-in's webhook attempts for this reference, oldest first. */
export async function deliveries(reference: string): Promise<StandInDelivery[]> {
  const { deliveries } = await door<{ deliveries: StandInDelivery[] }>(
    `deliveries?reference=${encodeURIComponent(reference)}`,
  );
  return deliveries;
}

/** From now on the stand-in drops API calls about this customer e-mail or reference. */
export function makeUnreachable(about: { email?: string; reference?: string }) {
  return door("unreachable", about);
}

/** The transaction as the stand-in holds it (Paystack's verify fields, access code, callback). */
export function standInTransaction(reference: string) {
  return door<Record<string, unknown>>(`transactions/${encodeURIComponent(reference)}`);
}

/**
 * The Paystack stand-in of the e2e run (scripts/e2e.mjs starts it; the server reaches it as
 * Paystack's API): its URL, and its control door for a spec (tests/support/paystack-door.ts).
 */
import { standInDoor } from "../../support/paystack-door";

export type { StandInDelivery } from "../../support/paystack-door";

/** The stand-in's origin: its checkout pages are `${paystackUrl}/checkout/…`. */
export const paystackUrl = process.env.E2E_PAYSTACK_URL ?? "";

export const paystack = standInDoor(paystackUrl);

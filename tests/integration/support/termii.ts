import { inject } from "vitest";
import { termiiDoor } from "../../support/termii-door";

/**
 * The run's Termii stand-in (tests/support/termii-door.ts) as the workerd tests reach it: the
 * settings that turn SMS on against it, and its control door.
 */
export const termiiStandIn = inject("termiiStandIn");

export const termiiVars = {
  TERMII_API_KEY: termiiStandIn.apiKey,
  TERMII_SENDER_ID: "ZAMWE",
  TERMII_SECRET_KEY: termiiStandIn.secretKey,
  TERMII_BASE_URL: termiiStandIn.url,
};

export const termii = termiiDoor(termiiStandIn.url);

// What the workerd project's global setup hands the tests (`inject` from "vitest").
import "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** The Paystack stand-in of this run (tests/support/paystack-stand-in.global.ts). */
    paystackStandIn: { url: string; secretKey: string };
    /** A loopback URL where nothing listens. */
    paystackClosedUrl: string;
    /** The Termii stand-in of this run (tests/support/termii-stand-in.global.ts). */
    termiiStandIn: { url: string; apiKey: string; secretKey: string };
  }
}

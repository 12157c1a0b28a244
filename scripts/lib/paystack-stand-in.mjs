// The Paystack stand-in (scripts/paystack-stand-in.mjs, ADR 0038) as a child process, for the
// scripts and test runs that need it: `npm start`, the e2e suite, the workerd integration tests.
import { fileURLToPath } from "node:url";
import { DEFAULT_SECRET } from "../paystack-stand-in.mjs";
import { serviceForLocalServer, startStandIn } from "./stand-in-process.mjs";

const script = fileURLToPath(new URL("../paystack-stand-in.mjs", import.meta.url));

/** Starts the stand-in on a free loopback port; resolves with its URL and key once it listens. */
export async function startPaystackStandIn({ secretKey = DEFAULT_SECRET } = {}) {
  const standIn = await startStandIn({ script, name: "paystack", secret: secretKey });
  return { ...standIn, secretKey };
}

/**
 * Paystack for a local `wrangler dev` (`npm start`): a real key if one is set (with
 * PAYSTACK_BASE_URL if set), otherwise the stand-in (serviceForLocalServer).
 */
export function paystackForLocalServer() {
  return serviceForLocalServer({
    label: "Paystack",
    keyName: "PAYSTACK_SECRET_KEY",
    passOn: ["PAYSTACK_BASE_URL"],
    startLocal: async () => {
      const standIn = await startPaystackStandIn();
      return {
        vars: { PAYSTACK_SECRET_KEY: standIn.secretKey, PAYSTACK_BASE_URL: standIn.url },
        said: `the local stand-in at ${standIn.url} (test mode; its checkout has Pay and Cancel)`,
        stop: standIn.stop,
      };
    },
  });
}

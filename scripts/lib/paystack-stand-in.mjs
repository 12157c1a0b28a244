// The Paystack stand-in (scripts/paystack-stand-in.mjs, ADR 0038) as a child process, for the
// scripts and test runs that need it: `npm start`, the e2e suite, the workerd integration tests.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { DEFAULT_SECRET } from "../paystack-stand-in.mjs";
import { startStandIn } from "./stand-in-process.mjs";

const script = fileURLToPath(new URL("../paystack-stand-in.mjs", import.meta.url));

/** Starts the stand-in on a free loopback port; resolves with its URL and key once it listens. */
export async function startPaystackStandIn({ secretKey = DEFAULT_SECRET } = {}) {
  const standIn = await startStandIn({ script, name: "paystack", secret: secretKey });
  return { ...standIn, secretKey };
}

/** A `.dev.vars`/`.env` line setting NAME to a non-empty value. */
const setsKey = (text) => /^\s*(?:export\s+)?PAYSTACK_SECRET_KEY\s*=\s*["']?[^\s"'#]/m.test(text);

/**
 * Paystack for a local `wrangler dev` (`npm start`): a real key wins — from the environment
 * (passed on as a var, with PAYSTACK_BASE_URL if set), or from the file wrangler dev reads its
 * secrets from (`.dev.vars`, else `.env`) — and otherwise the stand-in starts, and the vars point
 * the Worker at it. `stop` ends the stand-in, if one was started.
 */
export async function paystackForLocalServer() {
  const { PAYSTACK_SECRET_KEY: key, PAYSTACK_BASE_URL: baseUrl } = process.env;
  if (key) {
    return {
      vars: { PAYSTACK_SECRET_KEY: key, ...(baseUrl ? { PAYSTACK_BASE_URL: baseUrl } : {}) },
      said: "Paystack: the key from the environment",
      stop: async () => {},
    };
  }
  const secretsFile = existsSync(".dev.vars") ? ".dev.vars" : ".env";
  if (existsSync(secretsFile) && setsKey(readFileSync(secretsFile, "utf8"))) {
    return { vars: {}, said: `Paystack: the key in ${secretsFile}`, stop: async () => {} };
  }
  const standIn = await startPaystackStandIn();
  return {
    vars: { PAYSTACK_SECRET_KEY: standIn.secretKey, PAYSTACK_BASE_URL: standIn.url },
    said: `Paystack: no key set, so the local stand-in at ${standIn.url} (test mode; its checkout has Pay and Cancel)`,
    stop: standIn.stop,
  };
}

// The Termii stand-in (scripts/termii-stand-in.mjs, issue #40) as a child process, for the test
// runs and scripts that need it (the workerd integration tests, `npm start`).
import { fileURLToPath } from "node:url";
import { DEFAULT_API_KEY, signingKeyOf } from "../termii-stand-in.mjs";
import { serviceForLocalServer, startStandIn } from "./stand-in-process.mjs";

const script = fileURLToPath(new URL("../termii-stand-in.mjs", import.meta.url));

/** Starts the stand-in on a free loopback port; resolves with its URL and keys once it listens. */
export async function startTermiiStandIn({ apiKey = DEFAULT_API_KEY } = {}) {
  const standIn = await startStandIn({ script, name: "termii", secret: apiKey });
  return { ...standIn, apiKey, secretKey: signingKeyOf(apiKey) };
}

/**
 * Termii for a local `wrangler dev` (`npm start`): a real key if one is set (with its sender ID,
 * secret key and base URL if set), otherwise the stand-in, which records every SMS and sends
 * delivery reports to the site's webhook when asked (scripts/termii-stand-in.mjs).
 */
export function termiiForLocalServer() {
  return serviceForLocalServer({
    label: "Termii (SMS)",
    keyName: "TERMII_API_KEY",
    passOn: ["TERMII_SENDER_ID", "TERMII_SECRET_KEY", "TERMII_BASE_URL"],
    startLocal: async () => {
      const standIn = await startTermiiStandIn();
      return {
        vars: {
          TERMII_API_KEY: standIn.apiKey,
          TERMII_SENDER_ID: "ZAMWE",
          TERMII_SECRET_KEY: standIn.secretKey,
          TERMII_BASE_URL: standIn.url,
        },
        said: `the local stand-in at ${standIn.url} (it keeps every SMS: ${standIn.url}/__stand-in/messages)`,
        stop: standIn.stop,
      };
    },
  });
}

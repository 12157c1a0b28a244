// The Termii stand-in (scripts/termii-stand-in.mjs, issue #40) as a child process, for the test
// runs that need it (the workerd integration tests).
import { fileURLToPath } from "node:url";
import { DEFAULT_API_KEY, signingKeyOf } from "../termii-stand-in.mjs";
import { startStandIn } from "./stand-in-process.mjs";

const script = fileURLToPath(new URL("../termii-stand-in.mjs", import.meta.url));

/** Starts the stand-in on a free loopback port; resolves with its URL and keys once it listens. */
export async function startTermiiStandIn({ apiKey = DEFAULT_API_KEY } = {}) {
  const standIn = await startStandIn({ script, name: "termii", secret: apiKey });
  return { ...standIn, apiKey, secretKey: signingKeyOf(apiKey) };
}

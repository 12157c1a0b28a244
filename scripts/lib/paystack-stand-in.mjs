// The Paystack stand-in (scripts/paystack-stand-in.mjs, ADR 0038) as a child process, for the
// scripts and test runs that need it: `npm start`, the e2e suite, the workerd integration tests.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { DEFAULT_SECRET } from "../paystack-stand-in.mjs";

const script = fileURLToPath(new URL("../paystack-stand-in.mjs", import.meta.url));

/**
 * Starts the stand-in on a free loopback port and resolves once it listens. It exits with its
 * parent (its stdin closes) even when the parent is killed without a chance to call `stop`.
 */
export function startPaystackStandIn({ secretKey = DEFAULT_SECRET } = {}) {
  const child = spawn(
    process.execPath,
    [script, "--port", "0", "--secret", secretKey, "--exit-with-stdin"],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    const failed = (why) => {
      lines.close();
      child.kill("SIGTERM");
      reject(new Error(`the Paystack stand-in did not start: ${why}`));
    };
    const timer = setTimeout(() => failed("no URL within 15 s"), 15_000);
    child.once("exit", (code, signal) => failed(`it exited (${code ?? signal})`));
    child.once("error", (error) => failed(error.message));
    lines.once("line", (url) => {
      clearTimeout(timer);
      child.removeAllListeners("exit");
      // Keep reading: a child whose stdout pipe fills up would block.
      lines.on("line", (line) => console.log(`[paystack stand-in] ${line}`));
      resolve({ url: url.trim(), secretKey, pid: child.pid, stop });
    });
  });
}

// A local stand-in of an outside service (scripts/paystack-stand-in.mjs, scripts/termii-stand-in.mjs)
// as a child process, for the scripts and test runs that need one.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createInterface } from "node:readline";

/**
 * Starts the stand-in `script` on a free loopback port and resolves once it listens, with its
 * URL. It exits with its parent (its stdin closes) even when the parent is killed without a
 * chance to call `stop`. `name` prefixes what it prints afterwards.
 */
export function startStandIn({ script, name, secret }) {
  const child = spawn(
    process.execPath,
    [script, "--port", "0", "--secret", secret, "--exit-with-stdin"],
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
      reject(new Error(`the ${name} stand-in did not start: ${why}`));
    };
    const timer = setTimeout(() => failed("no URL within 15 s"), 15_000);
    child.once("exit", (code, signal) => failed(`it exited (${code ?? signal})`));
    child.once("error", (error) => failed(error.message));
    lines.once("line", (url) => {
      clearTimeout(timer);
      child.removeAllListeners("exit");
      // Keep reading: a child whose stdout pipe fills up would block.
      lines.on("line", (line) => console.log(`[${name} stand-in] ${line}`));
      resolve({ url: url.trim(), secret, pid: child.pid, stop });
    });
  });
}

/**
 * An outside service for a local `wrangler dev` (`npm start`): a real key wins — from the
 * environment (passed on as vars: `keyName` and the `passOn` names that are set), or from the file
 * wrangler dev reads its secrets from (`.dev.vars`, else `.env`) — and otherwise `startLocal()`
 * starts the stand-in and gives the vars that point the Worker at it. `stop` ends the stand-in, if
 * one was started.
 */
export async function serviceForLocalServer({ label, keyName, passOn = [], startLocal }) {
  if (process.env[keyName]) {
    const vars = Object.fromEntries(
      [keyName, ...passOn]
        .filter((name) => process.env[name])
        .map((name) => [name, process.env[name]]),
    );
    return { vars, said: `${label}: the key from the environment`, stop: async () => {} };
  }
  const secretsFile = existsSync(".dev.vars") ? ".dev.vars" : ".env";
  const setsKey = new RegExp(`^\\s*(?:export\\s+)?${keyName}\\s*=\\s*["']?[^\\s"'#]`, "m");
  if (existsSync(secretsFile) && setsKey.test(readFileSync(secretsFile, "utf8"))) {
    return { vars: {}, said: `${label}: the key in ${secretsFile}`, stop: async () => {} };
  }
  const local = await startLocal();
  return { vars: local.vars, said: `${label}: no key set, so ${local.said}`, stop: local.stop };
}

// Small helpers shared by the project's scripts (start, seed, test, bench).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";

export const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  // No internet here: wrangler must not try to phone home or update-check.
  NO_UPDATE_NOTIFIER: "1",
};

/** Run a command, inherit output, throw on failure. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: quietEnv, ...options });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(" ")} exited with ${result.status ?? result.signal}`);
  }
  return result;
}

/** Run a command and return its stdout (stderr passes through). */
export function capture(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, {
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    env: quietEnv,
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  });
  if (result.status !== 0) {
    // Some tools report their error on stdout (wrangler with --json): keep it in the message.
    const said = result.stdout?.trim().slice(-2000);
    throw new Error(
      `${cmd} ${args.join(" ")} exited with ${result.status ?? result.signal}${said ? `:\n${said}` : ""}`,
    );
  }
  return result.stdout;
}

export function start(cmd, args, options = {}) {
  return spawn(cmd, args, { stdio: "inherit", env: quietEnv, ...options });
}

export const bin = (name) => `node_modules/.bin/${name}`;

/** A free loopback port (other processes may hold a fixed one). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function fileExists(path) {
  return existsSync(path);
}

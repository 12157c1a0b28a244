/**
 * Node-side (it runs wrangler): a plain `wrangler deploy` — no `--env`, no flags — ships
 * production settings (issue 14). `--dry-run` bundles the Worker and prints its bindings
 * without uploading anything.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const bin = (name: string) => join(root, "node_modules/.bin", name);
const outdir = mkdtempSync(join(tmpdir(), "zamwe-deploy-"));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const quiet = { ...process.env, WRANGLER_SEND_METRICS: "false", NO_UPDATE_NOTIFIER: "1" };

function run(cmd: string, args: string[]) {
  const result = spawnSync(cmd, args, { cwd: root, env: quiet, encoding: "utf8" });
  const output = `${result.stdout}${result.stderr}`;
  expect(result.status, output).toBe(0);
  return output;
}

describe("wrangler deploy --dry-run of the plain wrangler.toml", () => {
  it("ships ENVIRONMENT=production and 2FA enforcement, in one environment only", () => {
    // The Worker bundles build/server (`npm test` builds before vitest; alone, build it here).
    if (!existsSync(join(root, "build/server/index.js"))) run(bin("remix"), ["vite:build"]);
    const output = run(bin("wrangler"), ["deploy", "--dry-run", "--outdir", outdir]);
    expect(output).toMatch(/env\.ENVIRONMENT \("production"\)\s+Environment Variable/);
    expect(output).toMatch(/env\.ADMIN_REQUIRE_2FA \("true"\)\s+Environment Variable/);
    for (const binding of [
      "DB",
      "UPLOADS",
      "REALTIME",
      "FORM_CLIENT_LIMITER",
      "FORM_TARGET_LIMITER",
    ]) {
      expect(output).toMatch(new RegExp(`env\\.${binding}\\b`));
    }
    // No second environment a deployer could forget to name (or name by mistake).
    expect(output).not.toMatch(/Multiple environments are defined/);
    expect(existsSync(join(outdir, "server.js"))).toBe(true);
  });
});

/**
 * Node-side (it runs wrangler): a plain `wrangler deploy` — no `--env`, no flags — ships
 * production settings (issue 14), and none of the e2e suite's test code (issue 17). `--dry-run`
 * bundles the Worker and prints its bindings without uploading anything.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

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

/** `wrangler deploy --dry-run [entry]` into `dir`: what it printed, and its bundle's JavaScript. */
function dryRun(dir: string, entry: string[] = []) {
  const output = run(bin("wrangler"), ["deploy", "--dry-run", ...entry, "--outdir", dir]);
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" });
  const scripts = files.filter((file) => /\.m?js$/.test(file));
  const bundle = scripts.map((file) => readFileSync(join(dir, file), "utf8")).join("\n");
  return { output, files, bundle };
}

/** What only the e2e suite's entry (tests/e2e/support/worker.ts) may contain. */
const testOnly = [
  "test-faults",
  "x-test-fault",
  "__test",
  "secret-internal-detail",
  "/__e2e/sql",
  "E2E_HOOKS",
];

/**
 * Building and bundling take seconds, well over vitest's 10 s hook default on two busy cores
 * (11.6 s measured while the other test projects ran): each hook says how long it may take.
 */
const BUNDLING = 180_000;

// The Worker bundles build/server (`npm test` builds before vitest; alone, build it here).
beforeAll(() => {
  if (!existsSync(join(root, "build/server/index.js"))) run(bin("react-router"), ["build"]);
}, BUNDLING);

describe("wrangler deploy --dry-run of the plain wrangler.toml", () => {
  let deploy: ReturnType<typeof dryRun>;
  beforeAll(() => {
    deploy = dryRun(outdir);
  }, BUNDLING);

  it("ships ENVIRONMENT=production and 2FA enforcement, in one environment only", () => {
    const { output } = deploy;
    expect(output).toMatch(/env\.ENVIRONMENT \("production"\)\s+Environment Variable/);
    expect(output).toMatch(/env\.ADMIN_REQUIRE_2FA \("true"\)\s+Environment Variable/);
    // Paystack itself, never the local stand-in; its key is a secret, never a var (ADR 0038).
    expect(output).toMatch(
      /env\.PAYSTACK_BASE_URL \("https:\/\/api\.paystack\.co"\)\s+Environment Variable/,
    );
    expect(output).not.toContain("PAYSTACK_SECRET_KEY");
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

  it("bundles none of the e2e suite's test code", () => {
    expect(deploy.files).toContain("server.js");
    for (const marker of testOnly) expect(deploy.bundle, marker).not.toContain(marker);
  });

  it("while the e2e suite's own entry bundles it (so the check above can fail)", () => {
    const dir = mkdtempSync(join(tmpdir(), "zamwe-e2e-entry-"));
    try {
      const { bundle } = dryRun(dir, ["tests/e2e/support/worker.ts"]);
      for (const marker of ["x-test-fault", "secret-internal-detail", "/__e2e/sql", "E2E_HOOKS"]) {
        expect(bundle, marker).toContain(marker);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Finds a Chromium for Playwright (it cannot download its own browser here), installing one when
// none exists: Debian's package as root, else Playwright's own installer.
//
// The test suite prefers Chromium's headless shell (Debian's `chromium-headless-shell`, what
// Playwright itself runs for headless tests): on 2 cores it runs the e2e suite in about half the
// time of the full browser in headless mode, which starts a GPU process and browser services
// no test needs. The benchmark asks for the full browser (`{ full: true }`), as visitors run.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { chromium } from "@playwright/test";

function playwrightsOwn() {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function candidates(full) {
  return [
    ...(full ? [] : ["/usr/bin/chromium-headless-shell"]),
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    playwrightsOwn(),
  ].filter((p) => p && existsSync(p));
}

const debianPath = (full) => (full ? "/usr/bin/chromium" : "/usr/bin/chromium-headless-shell");

function aptInstall(pkg) {
  console.log(`› Installing Debian's ${pkg} package (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  spawnSync("apt-get", ["install", "-y", "-qq", pkg], { stdio: "inherit", env });
}

export function findOrInstallChromium({ full = false } = {}) {
  const chosen = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (chosen && existsSync(chosen)) {
    console.log(`› Chromium: ${chosen} (PLAYWRIGHT_CHROMIUM_PATH)`);
    return chosen;
  }
  const preferred = debianPath(full);
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!existsSync(preferred) && isRoot && existsSync("/usr/bin/apt-get")) {
    aptInstall(full ? "chromium" : "chromium-headless-shell");
  }
  let found = candidates(full)[0];
  if (!found) {
    console.log("› No Chromium found: running `npx playwright install chromium`…");
    spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
    found = candidates(full)[0];
  }
  if (!found) {
    throw new Error(
      "No Chromium could be found or installed. Install one (e.g. `apt-get install chromium-headless-shell`) or set PLAYWRIGHT_CHROMIUM_PATH.",
    );
  }
  console.log(`› Chromium: ${found}`);
  return found;
}

// Finds a Chromium for Playwright (it cannot download its own browser here), installing one when
// none exists: Debian's `chromium` package as root, else Playwright's own installer.
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

function candidates() {
  return [
    process.env.PLAYWRIGHT_CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    playwrightsOwn(),
  ].filter((p) => p && existsSync(p));
}

export function findOrInstallChromium() {
  const found = candidates()[0];
  if (found) {
    console.log(`› Chromium: ${found}`);
    return found;
  }
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("› No Chromium found: installing Debian's chromium package (apt-get)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  } else {
    console.log("› No Chromium found: running `npx playwright install chromium`…");
    spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
  }
  const installed = candidates()[0];
  if (!installed) {
    throw new Error(
      "No Chromium could be found or installed. Install one (e.g. `apt-get install chromium`) or set PLAYWRIGHT_CHROMIUM_PATH.",
    );
  }
  console.log(`› Chromium installed: ${installed}`);
  return installed;
}

// Lighthouse (mobile preset: Moto G Power-sized screen, simulated slow 4G and 4× CPU slowdown)
// driving the machine's Chromium through chrome-launcher, one page after another.
//
// Offline by design: nothing here reaches the internet. Lighthouse's error reporting (Sentry) is
// off unless asked for, and its third-party and library data ship inside the package; the only
// extra fetch it makes, robots.txt, goes to the site under test. Chrome's own background traffic is
// switched off by chrome-launcher's default flags (background networking, component updater,
// sync, safe-browsing and phishing checks, domain reliability, translate and optimisation hints)
// plus the flags added below (field-trial config, QUIC).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const categories = ["performance", "accessibility", "best-practices", "seo"];

/** Scores (0–100) per page, and each failed audit's title, for the report. */
export async function runLighthouse({ chromiumPath, origin, paths, log = () => {} }) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-field-trial-config",
      "--safebrowsing-disable-auto-update",
    ],
    logLevel: "error",
  });
  const results = [];
  try {
    for (const path of paths) {
      const started = Date.now();
      const runner = await lighthouse(origin + path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
        // Unscored extras that cost time: screenshots (for the HTML report) and the back/forward
        // cache check (it navigates away and back).
        disableFullPageScreenshot: true,
        skipAudits: ["bf-cache", "screenshot-thumbnails", "final-screenshot"],
      });
      const lhr = runner?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(
        categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      );
      const failed = categories.flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
          .map((audit) => `${c}: ${audit.id} (${audit.displayValue ?? audit.score})`),
      );
      const metrics = {
        fcpMs: Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? 0),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
        cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      };
      log(
        `  ${path.padEnd(10)} ${categories.map((c) => scores[c]).join(" / ")} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
      results.push({ path, scores, metrics, failed, lighthouseVersion: lhr.lighthouseVersion });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

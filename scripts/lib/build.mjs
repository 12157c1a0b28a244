// Whether build/ is newer than everything it is built from: the benchmark and the budgets test
// reuse a fresh build and rebuild a stale one (a stale build would measure old code).
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const sources = ["app", "public", "vite.config.ts", "package-lock.json"];
const marker = "build/.vite/client-manifest.json";

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** True when `remix vite:build` has run since the last change to the app's sources. */
export function buildIsFresh(root = process.cwd()) {
  const built = join(root, marker);
  if (!existsSync(built) || !existsSync(join(root, "build/server/index.js"))) return false;
  const latest = Math.max(
    ...sources
      .map((p) => join(root, p))
      .filter(existsSync)
      .map(newest),
  );
  return statSync(built).mtimeMs > latest;
}

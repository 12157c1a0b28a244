import { mkdir, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";

const buildDirectory = "build";

export default {
  // Every page is rendered on the server (the Worker, server.ts), complete without JavaScript.
  ssr: true,
  // build/client (the Worker's static assets) and build/server/index.js (imported by server.ts).
  buildDirectory,
  serverBuildFile: "index.js",
  /**
   * Vite's client manifest (vite.config.ts keeps it: tests/budgets reads each chunk's imports)
   * moves out of build/client, the Worker's public assets, where React Router leaves it: nobody
   * needs to download the map of every module. The server build's is of no use.
   */
  async buildEnd() {
    await mkdir(join(buildDirectory, ".vite"), { recursive: true });
    await rename(
      join(buildDirectory, "client/.vite/manifest.json"),
      join(buildDirectory, ".vite/client-manifest.json"),
    );
    await rm(join(buildDirectory, "client/.vite"), { recursive: true, force: true });
    await rm(join(buildDirectory, "server/.vite"), { recursive: true, force: true });
  },
} satisfies Config;

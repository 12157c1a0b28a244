// What each route sends to the browser, read from a production build: Remix's browser manifest
// (route → its module and the chunks it imports) and Vite's client manifest (each chunk's
// dynamic imports and the CSS it brings), with every file gzipped as it would travel.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { buildIsFresh } from "../../scripts/lib/build.mjs";

export const root = join(import.meta.dirname, "../..");
const clientDir = join(root, "build/client");
const viteManifestPath = join(root, "build/.vite/client-manifest.json");

type RemixRoute = {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  css?: string[];
};
type RemixManifest = {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, RemixRoute>;
};
type ViteChunk = {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};

/** Held by the one test file that builds; the others wait for its build (vitest runs files at once). */
const buildLock = join(root, ".cache/budget-build.lock");
const LOCK_STALE_MS = 5 * 60 * 1000;

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The lock, or false when another file built meanwhile (a lock left by a killed run goes). */
function takeBuildLock(): boolean {
  mkdirSync(join(root, ".cache"), { recursive: true });
  for (;;) {
    try {
      mkdirSync(buildLock);
      return true;
    } catch {
      const age = Date.now() - (statSync(buildLock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > LOCK_STALE_MS) rmSync(buildLock, { recursive: true, force: true });
      sleep(500);
      if (buildIsFresh(root)) return false;
    }
  }
}

/**
 * Reuses build/ when it is newer than everything it is built from; builds otherwise, so the
 * budgets are never checked against a stale build. (`npm test` builds just before vitest.) Two
 * budget files finding it stale at once build once: two builds at once remove each other's files.
 */
export function ensureFreshBuild(): void {
  if (buildIsFresh(root) || !takeBuildLock()) return;
  try {
    if (buildIsFresh(root)) return;
    const result = spawnSync(join(root, "node_modules/.bin/react-router"), ["build"], {
      cwd: root,
      stdio: ["ignore", "ignore", "pipe"],
      encoding: "utf8",
      // vitest runs with NODE_ENV=test, which Vite would keep: React's development build.
      env: { ...process.env, NODE_ENV: "production", NO_UPDATE_NOTIFIER: "1" },
    });
    if (result.status !== 0) throw new Error(`react-router build failed:\n${result.stderr}`);
  } finally {
    rmSync(buildLock, { recursive: true, force: true });
  }
}

export type RouteCost = {
  routeId: string;
  /** The route and its parents, root first. */
  chain: RemixRoute[];
  /** Files the page loads with <Scripts /> (entry, every route module of the chain, imports). */
  initialJs: string[];
  /** Chunks the page may fetch later (dynamic imports: a dialog, form validation). */
  onDemandJs: string[];
  css: string[];
};

export class BuildManifest {
  readonly remix: RemixManifest;
  private readonly byFile = new Map<string, ViteChunk>();
  private readonly byKey: Record<string, ViteChunk>;

  constructor() {
    const assets = join(clientDir, "assets");
    const file = readdirSync(assets).find((f) => /^manifest-[0-9a-f]+\.js$/.test(f));
    if (!file) throw new Error("No Remix browser manifest in build/client/assets");
    const text = readFileSync(join(assets, file), "utf8");
    this.remix = JSON.parse(
      text.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""),
    );
    this.byKey = JSON.parse(readFileSync(viteManifestPath, "utf8"));
    for (const chunk of Object.values(this.byKey)) this.byFile.set(`/${chunk.file}`, chunk);
  }

  has(routeId: string): boolean {
    return routeId in this.remix.routes;
  }

  /** The source module (app/…) a route's client module was built from. */
  sourceOf(route: RemixRoute): string {
    const src = this.byFile.get(route.module)?.src;
    if (!src) throw new Error(`No source for ${route.id} (${route.module})`);
    const path = src.replace(/\?.*$/, "");
    return relative(root, join(root, path));
  }

  cost(routeId: string): RouteCost {
    const chain: RemixRoute[] = [];
    for (let id: string | undefined = routeId; id; id = this.remix.routes[id]?.parentId) {
      const route = this.remix.routes[id];
      if (!route) throw new Error(`Unknown route ${id}`);
      chain.unshift(route);
    }
    const initial = new Set([this.remix.entry.module, ...this.remix.entry.imports]);
    for (const route of chain) {
      initial.add(route.module);
      for (const f of route.imports ?? []) initial.add(f);
    }
    // Dynamic imports of anything loaded, and everything those import in turn.
    const onDemand = new Set<string>();
    const queue = [...initial];
    while (queue.length > 0) {
      const chunk = this.byFile.get(queue.pop()!);
      for (const key of chunk?.dynamicImports ?? []) {
        const target = this.byKey[key];
        if (!target) continue;
        const closure = [`/${target.file}`, ...(target.imports ?? []).map((k) => this.fileOf(k))];
        for (const f of closure) {
          if (!initial.has(f) && !onDemand.has(f)) {
            onDemand.add(f);
            queue.push(f);
          }
        }
      }
    }
    const css = new Set<string>([...(this.remix.entry.css ?? [])]);
    for (const route of chain) for (const f of route.css ?? []) css.add(f);
    for (const f of initial) {
      const chunk = this.byFile.get(f);
      for (const c of chunk?.css ?? []) css.add(`/${c}`);
      for (const a of chunk?.assets ?? []) if (a.endsWith(".css")) css.add(`/${a}`);
    }
    return {
      routeId,
      chain,
      initialJs: [...initial].filter((f) => f.endsWith(".js")),
      onDemandJs: [...onDemand].filter((f) => f.endsWith(".js")),
      css: [...css],
    };
  }

  /** The file the browser fetches for a module of app/ (e.g. a form's lazy chunk). */
  chunkOf(source: string): string {
    return this.fileOf(source);
  }

  private fileOf(key: string): string {
    const chunk = this.byKey[key];
    if (!chunk) throw new Error(`Unknown chunk ${key}`);
    return `/${chunk.file}`;
  }
}

const gzipCache = new Map<string, number>();

/** Bytes of the files once gzipped (zlib's default level, what a server compresses with). */
export function gzipBytes(files: string[]): number {
  let total = 0;
  for (const file of files) {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(clientDir, file))).length;
      gzipCache.set(file, size);
    }
    total += size;
  }
  return total;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

import { reactRouter } from "@react-router/dev/vite";
import { cloudflareDevProxy } from "@react-router/dev/vite/cloudflare";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { getLoadContext } from "./load-context";
import { devVars } from "./scripts/lib/dev-vars.mjs";
import { interactivePages } from "./app/config/pages";

/**
 * React, React DOM and React Router (its router, single-fetch decoder and the default browser
 * entry, which hydrates): every hydrating page's.
 */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|@react-router\/dev\/dist\/config\/defaults|turbo-stream|cookie|set-cookie-parser)\//;
/**
 * Rollup's helpers for CommonJS modules: React and React DOM are the browser's CommonJS, so the
 * helpers go with them (in the shell, the framework would import the shell that imports it: a
 * circular chunk).
 */
const COMMONJS_HELPERS = "\0commonjsHelpers.js";
/**
 * conform's form state, the fields and the sign-in pages' fields: on the public pages, on demand
 * (formOnFirstUse, ADR 0043); its zod adapter and zod come later still (useZodForm).
 */
const FORMS =
  /\/node_modules\/@conform-to\/react\/|\/app\/components\/forms\/(fields|use-zod-form)\.|\/app\/components\/account\/sign-in-forms\.|\/app\/validation\/password-rules\./;
/** Plans, prices and the bank transfer: /join, the dashboard and the renewal. */
const MEMBERSHIP =
  /\/app\/components\/membership\/(bank-transfer|plans)\.|\/app\/i18n\/membership\.|\/app\/utils\/money\./;
/**
 * What the member directory (/members) loads beside its own module: its contact links, the
 * photos' stand-in, the pages and their texts. The dashboard and the admin's lists load it for
 * one of these, a few hundred bytes more than they need: fewer requests for the public page.
 */
const DIRECTORY =
  /\/app\/routes\/_public\+\/__member-contact\.|\/app\/components\/ui\/(avatar|pagination)\.|\/app\/i18n\/ui\./;
/** The website builder's designs, shared by /builder's form and its editor. */
const BUILDER = /\/app\/config\/website\.|\/app\/components\/ui\/text-with-parts\./;
/** The source files of the public pages that hydrate (app/config/pages.ts). */
const PUBLIC_PAGES = interactivePages.map((page) => `/app/${page.routeId}.tsx`);

type ModuleInfo = { importers: readonly string[]; isEntry: boolean };
type ChunkMeta = { getModuleInfo(id: string): ModuleInfo | null };

/** The route modules (entries) that import a module, directly or through other modules. */
function entriesImporting(id: string, meta: ChunkMeta, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  const info = meta.getModuleInfo(id);
  if (!info || seen.has(id)) return found;
  seen.add(id);
  if (info.isEntry) found.add(id);
  for (const importer of info.importers) {
    for (const entry of entriesImporting(importer, meta, seen)) found.add(entry);
  }
  return found;
}

/**
 * The browser's scripts in few requests (ADR 0042): on a 400 ms link a request costs more than
 * the few hundred bytes a finer split saves. One file for the framework; one for the shell (the
 * root route and what it imports, Vite's preload helper, and the pieces three or more public
 * pages share: meta tags, cards, headings, the honeypot…); one for conform's form state and the
 * fields (fetched when a form is first used, ADR 0043); one each for the membership pages', the
 * directory's and the builder's shared pieces; the rest with the page that uses it (or where
 * Rollup shares it between a few routes). A group holds only modules whose own imports are
 * grouped too: Rollup pulls a manual chunk's other dependencies into it, and pages that need one
 * of them would load the whole group. terser compresses harder than esbuild's minifier.
 */
function browserChunk(id: string, meta: ChunkMeta): string | undefined {
  if (FRAMEWORK.test(id) || id === COMMONJS_HELPERS) return "framework";
  // Only what pages import as they load: a chunk fetched on demand (the form's zod check, the
  // RSVP dialog) must not be pulled into a chunk pages load at once.
  if ((meta.getModuleInfo(id)?.importers.length ?? 0) === 0) return undefined;
  if (FORMS.test(id)) return "forms";
  // Only the form pages need it: not in the shell, which /events and /members load too.
  if (id.includes("/app/components/forms/form-on-first-use.")) return "first-use";
  if (MEMBERSHIP.test(id)) return "membership";
  if (BUILDER.test(id)) return "builder-parts";
  if (DIRECTORY.test(id)) return "directory";
  if (id.includes("vite/preload-helper")) return "shell";
  // Each form's constraints and lazy schema go with its page (ADR 0026), not with every page.
  if (id.includes("/node_modules/") || id.includes("/app/validation/")) return undefined;
  const entries = [...entriesImporting(id, meta)].map((entry) => entry.replace(/\?.*$/, ""));
  if (entries.some((entry) => entry.endsWith("/app/root.tsx"))) return "shell";
  const publicPages = PUBLIC_PAGES.filter((page) => entries.some((entry) => entry.endsWith(page)));
  return publicPages.length >= SHARED_BY ? "shell" : undefined;
}

/** How many public pages must share a piece for it to join the shell (most pages load it). */
const SHARED_BY = 3;

const browserChunks = {
  minify: "terser",
  terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  rollupOptions: {
    // Rollup's documented preset that is "safe for most code bases": property reads and unknown
    // globals count as free of side effects, so what React Router 7 keeps for React Server
    // Components (an error boundary class nobody renders) leaves the browser's bundle (ADR 0047).
    treeshake: "smallest",
    output: { manualChunks: browserChunk },
  },
} as const;

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  plugins: [
    // Starting workerd on every build is slow and pointless: only the dev server needs the proxy.
    // wrangler.toml is production's: the dev server runs with the local settings instead.
    ...(command === "serve"
      ? [
          cloudflareDevProxy<Env, IncomingRequestCfProperties>({
            getLoadContext: ({ context: { cloudflare } }) =>
              getLoadContext({ env: { ...cloudflare.env, ...devVars }, ctx: cloudflare.ctx }),
          }),
        ]
      : []),
    tailwindcss(),
    // Routes: app/routes.ts; options: react-router.config.ts.
    reactRouter(),
  ],
  build: {
    assetsInlineLimit: 0,
    // Kept (Remix moves it to build/.vite/, outside the public assets): tests/budgets reads it.
    manifest: true,
    // The Worker is one module: the browser's lazy chunks (RSVP dialog, form validation) need
    // no splitting on the server, where split chunks only make wrangler's bundler warn.
    ...(isSsrBuild ? { rollupOptions: { output: { inlineDynamicImports: true } } } : browserChunks),
  },
}));

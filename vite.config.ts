import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { flatRoutes } from "remix-flat-routes";
import { fileURLToPath } from "node:url";
import { getLoadContext } from "./load-context";
import { devVars } from "./scripts/lib/dev-vars.mjs";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

type RouteManifest = ReturnType<typeof flatRoutes>;

/**
 * Every route sits in one pathless layout below the root (app/page-layout.tsx), whose error
 * boundary shows what an action throws: Remix then runs the loaders above the boundary only, so
 * the root's (header, footer, the page's language) still runs (ADR 0029).
 */
function underPageLayout(routes: RouteManifest): RouteManifest {
  const layout = { id: "page-layout", parentId: "root", file: "page-layout.tsx" };
  const moved = Object.values(routes).map((route) =>
    route.parentId === "root" ? { ...route, parentId: layout.id } : route,
  );
  return Object.fromEntries([layout, ...moved].map((route) => [route.id, route]));
}

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  plugins: [
    // Starting workerd on every build is slow and pointless: only the dev server needs the proxy.
    // wrangler.toml is production's: the dev server runs with the local settings instead.
    ...(command === "serve"
      ? [
          cloudflareDevProxyVitePlugin<Env, IncomingRequestCfProperties>({
            getLoadContext: ({ context: { cloudflare } }) =>
              getLoadContext({ env: { ...cloudflare.env, ...devVars }, ctx: cloudflare.ctx }),
          }),
        ]
      : []),
    tailwindcss(),
    remix({
      // Routes live in one folder per area (ADR 0013): `_public+`, `_auth+`, `_member+`, `admin+`.
      // remix-flat-routes reads them; Remix's own convention is switched off.
      ignoredRouteFiles: ["**/*"],
      routes: (defineRoutes) =>
        underPageLayout(
          flatRoutes("routes", defineRoutes, {
            // Route-private modules sit beside their route: `__name.tsx` components, `.server.ts`
            // helpers and tests are not routes.
            ignoredRouteFiles: ["**/.*", "**/__*.*", "**/*.server.*", "**/*.test.*"],
          }),
        ),
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  build: {
    assetsInlineLimit: 0,
    // Kept (Remix moves it to build/.vite/, outside the public assets): tests/budgets reads it.
    manifest: true,
    // The Worker is one module: the browser's lazy chunks (RSVP dialog, form validation) need
    // no splitting on the server, where split chunks only make wrangler's bundler warn.
    ...(isSsrBuild ? { rollupOptions: { output: { inlineDynamicImports: true } } } : {}),
  },
}));

import type { RouteConfig } from "@react-router/dev/routes";
import { remixRoutesOptionAdapter } from "@react-router/remix-routes-option-adapter";
import { flatRoutes } from "remix-flat-routes";

type RouteManifest = ReturnType<typeof flatRoutes>;

/**
 * Every route sits in one pathless layout below the root (app/page-layout.tsx), whose error
 * boundary shows what an action throws: the router then runs the loaders above the boundary
 * only, so the root's (header, footer, the page's language) still runs (ADR 0029).
 */
function underPageLayout(routes: RouteManifest): RouteManifest {
  const layout = { id: "page-layout", parentId: "root", file: "page-layout.tsx" };
  const moved = Object.values(routes).map((route) =>
    route.parentId === "root" ? { ...route, parentId: layout.id } : route,
  );
  return Object.fromEntries([layout, ...moved].map((route) => [route.id, route]));
}

// Routes live in one folder per area (ADR 0013): `_public+`, `_auth+`, `_member+`, `admin+`,
// read by remix-flat-routes through React Router's adapter for Remix's `routes` option, so every
// route keeps the id, parent and path it had under Remix (ADR 0047).
export default remixRoutesOptionAdapter((defineRoutes) =>
  underPageLayout(
    flatRoutes("routes", defineRoutes, {
      // Route-private modules sit beside their route: `__name.tsx` components, `.server.ts`
      // helpers and tests are not routes.
      ignoredRouteFiles: ["**/.*", "**/__*.*", "**/*.server.*", "**/*.test.*"],
    }),
  ),
) satisfies RouteConfig;

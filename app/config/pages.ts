/**
 * The public pages by kind, in one place for the page-weight budgets (tests/budgets), the HTTP
 * caching of content pages (app/http/caching.server.ts), the sitemap and the benchmark.
 *
 * - Content pages render without JavaScript (no `handle.hydrate`): no script bundle, and when the
 *   visitor has no session they may be cached at the edge.
 * - Interactive pages hydrate: their JavaScript has a budget.
 *
 * `optional` marks routes that another branch is building (member websites, the builder): the
 * budgets cover them once they exist.
 */
export type PublicPage = {
  /** URL pattern, React Router style (`:id` is one path segment). */
  path: string;
  /** The React Router route id of the page's route module. */
  routeId: string;
  optional?: boolean;
  /** Listed in /sitemap.xml (pages with parameters are listed per row by the sitemap route). */
  sitemap: boolean;
};

export const contentPages: readonly PublicPage[] = [
  { path: "/", routeId: "routes/_public+/_index", sitemap: true },
  { path: "/about", routeId: "routes/_public+/about", sitemap: true },
  { path: "/services", routeId: "routes/_public+/services", sitemap: true },
  { path: "/gallery", routeId: "routes/_public+/gallery", sitemap: true },
  { path: "/members-old", routeId: "routes/_public+/members-old", sitemap: true },
  { path: "/members/:id", routeId: "routes/_public+/members.$id", sitemap: false },
  // Issue #42: the elections opened so far, and each one's candidates, then its results (both
  // dropped from the cache at the opening and the close).
  { path: "/elections", routeId: "routes/_public+/elections._index", sitemap: true },
  { path: "/elections/:id", routeId: "routes/_public+/elections.$id", sitemap: false },
  { path: "/resources", routeId: "routes/_public+/resources", sitemap: true },
  { path: "/success-stories", routeId: "routes/_public+/success-stories", sitemap: true },
  { path: "/privacy", routeId: "routes/_public+/privacy", sitemap: true },
  { path: "/terms", routeId: "routes/_public+/terms", sitemap: true },
  { path: "/cookies", routeId: "routes/_public+/cookies", sitemap: true },
  { path: "/sites/:slug", routeId: "routes/_public+/sites.$slug", optional: true, sitemap: false },
];

export const interactivePages: readonly PublicPage[] = [
  { path: "/events", routeId: "routes/_public+/events._index", sitemap: true },
  { path: "/members", routeId: "routes/_public+/members._index", sitemap: true },
  { path: "/contact", routeId: "routes/_public+/contact", sitemap: true },
  { path: "/newsletter", routeId: "routes/_public+/newsletter", sitemap: true },
  { path: "/join", routeId: "routes/_public+/join._index", sitemap: true },
  { path: "/login", routeId: "routes/_auth+/login", sitemap: false },
  { path: "/dashboard", routeId: "routes/_member+/dashboard", sitemap: false },
  { path: "/dashboard/profile", routeId: "routes/_member+/dashboard_.profile", sitemap: false },
  { path: "/builder", routeId: "routes/_member+/builder", optional: true, sitemap: false },
];

/**
 * Pages without JavaScript whose URL carries a private code (issue #29's ticket and manage page):
 * content pages for the budgets (no script bundle), never cached at the edge (each is hers), not
 * in the sitemap.
 */
export const privatePages: readonly PublicPage[] = [
  { path: "/rsvp/:code", routeId: "routes/_public+/rsvp.$code", sitemap: false },
  // Issue #42: a certificate of attendance, and its check (with her name on both).
  { path: "/certificates/:code", routeId: "routes/_public+/certificates.$code", sitemap: false },
  {
    path: "/verify/certificate/:code",
    routeId: "routes/_public+/verify.certificate.($code)",
    sitemap: false,
  },
];

/** Where crawlers have no business: accounts, admin and tools behind a sign-in. */
export const disallowedForCrawlers = [
  "/admin",
  "/dashboard",
  "/login",
  "/builder",
  "/templates",
  "/reset-password",
  "/forgot-password",
  "/check-email",
  "/confirm-email",
] as const;

function matcher(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((segment) =>
      segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${source}$`);
}

const contentMatchers = contentPages.map((page) => matcher(page.path));

/** Whether a URL path is one of the content pages (e.g. `/members/abc`, not `/members`). */
export function isContentPath(pathname: string): boolean {
  return contentMatchers.some((re) => re.test(pathname));
}

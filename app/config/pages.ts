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
  /** URL pattern, Remix style (`:id` is one path segment). */
  path: string;
  /** The Remix route id of the page's route module. */
  routeId: string;
  optional?: boolean;
  /** Listed in /sitemap.xml (pages with parameters are listed per row by the sitemap route). */
  sitemap: boolean;
};

export const contentPages: readonly PublicPage[] = [
  { path: "/", routeId: "routes/_index", sitemap: true },
  { path: "/about", routeId: "routes/about", sitemap: true },
  { path: "/services", routeId: "routes/services", sitemap: true },
  { path: "/gallery", routeId: "routes/gallery", sitemap: true },
  { path: "/members-old", routeId: "routes/members-old", sitemap: true },
  { path: "/members/:id", routeId: "routes/members.$id", sitemap: false },
  { path: "/resources", routeId: "routes/resources", sitemap: true },
  { path: "/success-stories", routeId: "routes/success-stories", sitemap: true },
  { path: "/privacy", routeId: "routes/privacy", sitemap: true },
  { path: "/terms", routeId: "routes/terms", sitemap: true },
  { path: "/cookies", routeId: "routes/cookies", sitemap: true },
  { path: "/sites/:slug", routeId: "routes/sites.$slug", optional: true, sitemap: false },
];

export const interactivePages: readonly PublicPage[] = [
  { path: "/events", routeId: "routes/events._index", sitemap: true },
  { path: "/members", routeId: "routes/members._index", sitemap: true },
  { path: "/contact", routeId: "routes/contact", sitemap: true },
  { path: "/newsletter", routeId: "routes/newsletter", sitemap: true },
  { path: "/join", routeId: "routes/join._index", sitemap: true },
  { path: "/login", routeId: "routes/login", sitemap: false },
  { path: "/dashboard", routeId: "routes/dashboard", sitemap: false },
  { path: "/builder", routeId: "routes/builder", optional: true, sitemap: false },
];

/** Where crawlers have no business: accounts, admin and tools behind a sign-in. */
export const disallowedForCrawlers = [
  "/admin",
  "/dashboard",
  "/login",
  "/builder",
  "/templates",
  "/reset-password",
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

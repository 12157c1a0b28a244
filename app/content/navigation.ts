import type { Catalogue } from "~/i18n/catalogue";

/** A link of the navigation or footer; its label is `layout.nav[label]` in the page's language. */
export type NavItem = { label: keyof Catalogue["layout"]["nav"]; to: string };

/** Top navigation, in the spec's order (§2 "Shared navigation and footer"). */
export const mainNav: NavItem[] = [
  { label: "home", to: "/" },
  { label: "about", to: "/about" },
  { label: "services", to: "/services" },
  { label: "events", to: "/events" },
  { label: "members", to: "/members" },
  { label: "resources", to: "/resources" },
  { label: "gallery", to: "/gallery" },
  { label: "contact", to: "/contact" },
];

export const footerQuickLinks: NavItem[] = [
  { label: "aboutUs", to: "/about" },
  { label: "services", to: "/services" },
  { label: "events", to: "/events" },
  { label: "members", to: "/members" },
  { label: "gallery", to: "/gallery" },
];

export const footerResourceLinks: NavItem[] = [
  { label: "websiteBuilder", to: "/builder" },
  { label: "templates", to: "/templates" },
  { label: "dashboard", to: "/dashboard" },
  { label: "privacyPolicy", to: "/privacy" },
  { label: "termsOfUse", to: "/terms" },
  { label: "cookiePolicy", to: "/cookies" },
];

export type NavItem = { label: string; to: string };

/** Top navigation, in the spec's order (§2 "Shared navigation and footer"). */
export const mainNav: NavItem[] = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Events", to: "/events" },
  { label: "Members", to: "/members" },
  { label: "Resources", to: "/resources" },
  { label: "Gallery", to: "/gallery" },
  { label: "Contact", to: "/contact" },
];

export const footerQuickLinks: NavItem[] = [
  { label: "About Us", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Events", to: "/events" },
  { label: "Members", to: "/members" },
  { label: "Gallery", to: "/gallery" },
];

export const footerResourceLinks: NavItem[] = [
  { label: "Website Builder", to: "/builder" },
  { label: "Templates", to: "/templates" },
  { label: "Dashboard", to: "/dashboard" },
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Use", to: "/terms" },
  { label: "Cookie Policy", to: "/cookies" },
];

/**
 * The website builder's fixed choices: designs, colour themes and limits. Shared by the server
 * and the browser (no secrets). The ids are those of `member_sites` in db/schema.ts; the Records
 * below must name each of them (TypeScript checks it).
 */
import type { WebsiteDesign, WebsiteTheme } from "../../db/schema";

export type DesignInfo = { id: WebsiteDesign; name: string; description: string };

export const designs: Record<WebsiteDesign, DesignInfo> = {
  "market-stall": {
    id: "market-stall",
    name: "Market Stall",
    description: "Bold banner and price tags: for shops, food and everyday goods.",
  },
  boutique: {
    id: "boutique",
    name: "Boutique",
    description: "Centred and elegant: for fashion, beauty, crafts and gifts.",
  },
  professional: {
    id: "professional",
    name: "Professional",
    description: "Clean and orderly: for services, consulting, training and health.",
  },
};
export const designIds = Object.keys(designs) as [WebsiteDesign, ...WebsiteDesign[]];

/**
 * Each theme's accent carries white text at WCAG AA (≥ 4.5:1) and reads on white and on its tint.
 */
export type ThemeInfo = { id: WebsiteTheme; name: string; accent: string; tint: string };

export const themes: Record<WebsiteTheme, ThemeInfo> = {
  emerald: { id: "emerald", name: "Emerald", accent: "#0b6440", tint: "#ecfdf3" },
  indigo: { id: "indigo", name: "Indigo", accent: "#3730a3", tint: "#eef2ff" },
  rose: { id: "rose", name: "Rose", accent: "#9f1239", tint: "#fff1f2" },
  clay: { id: "clay", name: "Clay", accent: "#8f3f1f", tint: "#fdf8ee" },
  plum: { id: "plum", name: "Plum", accent: "#6b21a8", tint: "#faf5ff" },
  charcoal: { id: "charcoal", name: "Charcoal", accent: "#292524", tint: "#f5f5f4" },
};
export const themeIds = Object.keys(themes) as [WebsiteTheme, ...WebsiteTheme[]];

export const MAX_PRODUCTS = 8;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** The longest side of a logo after the browser has scaled it down (with JavaScript only). */
export const LOGO_MAX_SIDE = 1200;

export const SLUG_MIN = 3;
export const SLUG_MAX = 40;

/**
 * Web addresses a member may not take: the site's own paths, words that could pass for the
 * association speaking, and the usual suspects.
 */
export const reservedSlugs = new Set([
  "about",
  "account",
  "admin",
  "administrator",
  "api",
  "app",
  "assets",
  "auth",
  "build",
  "builder",
  "contact",
  "cookies",
  "dashboard",
  "events",
  "gallery",
  "help",
  "home",
  "index",
  "join",
  "login",
  "logout",
  "members",
  "members-old",
  "new",
  "newsletter",
  "official",
  "privacy",
  "register",
  "reset-password",
  "resources",
  "root",
  "services",
  "settings",
  "signup",
  "site",
  "sites",
  "static",
  "success-stories",
  "support",
  "system",
  "templates",
  "terms",
  "www",
  "zamwe",
]);

/** A web address from a business name: "Amina's Fabrics & Co." → "aminas-fabrics-co". */
export function suggestSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

import type { Localised } from "~/i18n/localised";

/**
 * The site header, navigation, footer and the document's own texts (every page).
 * English first, the source of truth (the spec's texts verbatim); the Hausa has its type, so a
 * missing or extra key fails `tsc`. Boko with the hooked letters (ɓ ɗ ƙ ƴ) and ʼ (U+02BC).
 * `{name}` marks a value filled in by `format()`. How to add a text, and the glossary: docs/i18n.md.
 */

const en = {
  fullName: "Zamfara Women Entrepreneurs Association",
  motto: "Empowering Women, Building Futures",
  address: "Gusau, Zamfara State, Nigeria",
  officeHours: "Monday - Friday, 9:00 AM - 5:00 PM (WAT)",
  skipToContent: "Skip to content",
  mainNavigation: "Main",
  homeLink: "{name} home",
  menu: "Menu",
  admin: "Admin",
  logOut: "Log out",
  login: "Login",
  joinNow: "Join Now",
  languageSwitch: "Language",
  nav: {
    home: "Home",
    about: "About",
    aboutUs: "About Us",
    services: "Services",
    events: "Events",
    members: "Members",
    resources: "Resources",
    gallery: "Gallery",
    contact: "Contact",
    websiteBuilder: "Website Builder",
    templates: "Templates",
    dashboard: "Dashboard",
    privacyPolicy: "Privacy Policy",
    termsOfUse: "Terms of Use",
    cookiePolicy: "Cookie Policy",
  },
  footer: {
    quickLinks: "Quick Links",
    resources: "Resources",
    contactUs: "Contact Us",
    socialMedia: "Social media",
    opensInNewTab: "{name} (opens in a new tab)",
  },
};

const ha: typeof en = {
  fullName: "Ƙungiyar Mata ʼYan Kasuwa ta Zamfara",
  motto: "Ƙarfafa Mata, Gina Gobe",
  address: "Gusau, Jihar Zamfara, Najeriya",
  officeHours: "Litinin zuwa Jummaʼa, 9:00 na safe zuwa 5:00 na yamma (WAT)",
  skipToContent: "Tsallaka zuwa babban abu",
  mainNavigation: "Babban jerin shafuka",
  homeLink: "Shafin farko na {name}",
  menu: "Shafuka",
  admin: "Gudanarwa",
  logOut: "Fita",
  login: "Shiga",
  joinNow: "Zama memba",
  languageSwitch: "Harshe",
  nav: {
    home: "Gida",
    about: "Game da Mu",
    aboutUs: "Game da Mu",
    services: "Ayyuka",
    events: "Taruka",
    members: "Membobi",
    resources: "Kayan aiki",
    gallery: "Hotuna",
    contact: "Tuntuɓe Mu",
    websiteBuilder: "Mai gina shafin yanar gizo",
    templates: "Samfura",
    dashboard: "Shafina",
    privacyPolicy: "Manufar sirri",
    termsOfUse: "Sharuɗɗan amfani",
    cookiePolicy: "Manufar kukis",
  },
  footer: {
    quickLinks: "Hanyoyi masu sauri",
    resources: "Kayan aiki",
    contactUs: "Tuntuɓe Mu",
    socialMedia: "Kafofin sada zumunta",
    opensInNewTab: "{name} (zai buɗe a sabon shafi)",
  },
};

export const layoutTexts: Localised<typeof en> = { en, ha };

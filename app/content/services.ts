import type { IconName } from "~/components/ui/icons";
import type { Language } from "~/i18n/language";
import { servicesTexts } from "~/i18n/services";

export type Service = { icon: IconName; title: string; description: string; features: string[] };

type ServicesTexts = (typeof servicesTexts)["en"];

/** The eight services in order, with their icons. Texts: `services.services`. */
const services: { text: keyof ServicesTexts["services"]; icon: IconName }[] = [
  { text: "mentorship", icon: "users" },
  { text: "training", icon: "academic" },
  { text: "funding", icon: "banknotes" },
  { text: "networking", icon: "handshake" },
  { text: "digitalBranding", icon: "globe" },
  { text: "businessDevelopment", icon: "chart" },
  { text: "communitySupport", icon: "heart" },
  { text: "recognition", icon: "trophy" },
];

/** The services page's content in one language: its texts (app/i18n) on the page's structure. */
export function servicesContent(language: Language) {
  const t = servicesTexts[language];
  return {
    headline: t.headline,
    lead: t.lead,
    listLabel: t.listLabel,
    services: services.map(({ text, icon }) => ({
      icon,
      ...t.services[text],
    })) satisfies Service[],
    cta: {
      heading: t.cta.heading,
      text: t.cta.text,
      primary: { label: t.cta.primary, to: "/register" },
      secondary: { label: t.cta.secondary, to: "/contact" },
    },
  };
}

/** The English page (tests read it). */
export const servicesPage = servicesContent("en");

import type { IconName } from "~/components/ui/icons";
import type { ImageName } from "~/components/ui/picture";
import type { Language } from "~/i18n/language";
import { homeTexts } from "~/i18n/home";

export type Slide = { image: ImageName; alt: string; caption: string };
export type SupportCard = {
  icon: IconName;
  title: string;
  description: string;
  /** Tailwind classes for the icon badge: each card has its own colour. */
  color: string;
};
export type HallOfWomenEntry = { name: string; era: string; achievement: string; impact: string };
export type Stat = { value: string; label: string };

type HomeTexts = (typeof homeTexts)["en"];

/** Home carousel: 5 photos, advancing every 5000 ms (spec §9). Texts: `home.slides`. */
const slides: { image: ImageName; text: keyof HomeTexts["slides"] }[] = [
  { image: "carousel-ceremony", text: "ceremony" },
  { image: "carousel-government-meeting", text: "governmentMeeting" },
  { image: "carousel-group-event", text: "groupEvent" },
  { image: "carousel-team-photo", text: "teamPhoto" },
  { image: "carousel-tradeshow", text: "tradeshow" },
];

/** Texts: `home.support.cards`. */
const supportCards: { text: keyof HomeTexts["support"]["cards"]; icon: IconName; color: string }[] =
  [
    { text: "mentorship", icon: "users", color: "bg-brand-100 text-brand-800" },
    { text: "training", icon: "academic", color: "bg-gold-300 text-stone-900" },
    { text: "funding", icon: "banknotes", color: "bg-orange-100 text-clay-700" },
    { text: "networking", icon: "handshake", color: "bg-sky-100 text-sky-800" },
    { text: "digitalBranding", icon: "globe", color: "bg-violet-100 text-violet-800" },
    { text: "recognition", icon: "trophy", color: "bg-rose-100 text-rose-800" },
  ];

/** Names are the same in both languages, except where a catalogue text gives one. */
const women: {
  text: keyof HomeTexts["hallOfWomen"]["women"];
  name: string | ((t: HomeTexts) => string);
  born: number;
  died?: number;
}[] = [
  { text: "adaLovelace", name: "Ada Lovelace", born: 1815, died: 1852 },
  { text: "funmilayoRansomeKuti", name: "Funmilayo Ransome-Kuti", born: 1900, died: 1978 },
  { text: "aminaOfZazzau", name: (t) => t.hallOfWomen.aminaName, born: 1533, died: 1610 },
  { text: "oprahWinfrey", name: "Oprah Winfrey", born: 1954 },
  { text: "malalaYousafzai", name: "Malala Yousafzai", born: 1997 },
  { text: "ngoziOkonjoIweala", name: "Ngozi Okonjo-Iweala", born: 1954 },
];

/** The home page's content in one language: its texts (app/i18n) on the page's structure. */
export function homeContent(language: Language) {
  const t = homeTexts[language];
  return {
    hero: {
      badge: t.hero.badge,
      headline: t.hero.headline,
      lead: t.hero.lead,
      primaryCta: { label: t.hero.primaryCta, to: "/register" },
      secondaryCta: { label: t.hero.secondaryCta, to: "/events" },
    },
    homeStats: {
      heading: t.inNumbers,
      stats: [
        { value: "500+", label: t.stats.activeMembers },
        { value: "50+", label: t.stats.eventsHosted },
        { value: "200+", label: t.stats.venturesSupported },
        { value: "2020", label: t.stats.established },
      ] satisfies Stat[],
    },
    homeCarousel: {
      label: t.carouselLabel,
      intervalMs: 5000,
      slides: slides.map(({ image, text }) => ({ image, ...t.slides[text] })) satisfies Slide[],
    },
    supportSection: {
      heading: t.support.heading,
      lead: t.support.lead,
      cards: supportCards.map(({ text, ...card }) => ({
        ...card,
        ...t.support.cards[text],
      })) satisfies SupportCard[],
    },
    hallOfWomen: {
      heading: t.hallOfWomen.heading,
      lead: t.hallOfWomen.lead,
      entries: women.map((woman) => ({
        name: typeof woman.name === "string" ? woman.name : woman.name(t),
        era: `${woman.born}–${woman.died ?? t.hallOfWomen.present}`,
        ...t.hallOfWomen.women[woman.text],
      })) satisfies HallOfWomenEntry[],
      closingQuote: { text: t.hallOfWomen.closingQuote, attribution: "ZAMWE" },
    },
  };
}

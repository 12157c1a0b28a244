import type { ImageName } from "~/components/ui/picture";
import type { Slide, Stat } from "~/content/home";
import type { Language } from "~/i18n/language";
import { membersShowcaseTexts } from "~/i18n/members-showcase";

type ShowcaseTexts = (typeof membersShowcaseTexts)["en"];

/** Six photos advancing every 3 s (spec §9). Texts: `membersShowcase.slides`. */
const slides: { image: ImageName; text: keyof ShowcaseTexts["slides"] }[] = [
  { image: "showcase-1", text: "fashion" },
  { image: "showcase-2", text: "catering" },
  { image: "showcase-3", text: "crafts" },
  { image: "showcase-4", text: "agriculture" },
  { image: "showcase-5", text: "beauty" },
  { image: "showcase-6", text: "services" },
];

/** The member benefits in order. Texts: `membersShowcase.benefits.items`. */
const benefits: (keyof ShowcaseTexts["benefits"]["items"])[] = [
  "mentorship",
  "networking",
  "funding",
  "marketing",
  "events",
  "community",
];

/** The static members showcase (/members-old) in one language: texts on the page's structure. */
export function membersShowcaseContent(language: Language) {
  const t = membersShowcaseTexts[language];
  return {
    headline: t.headline,
    lead: t.lead,
    carousel: {
      label: t.carouselLabel,
      intervalMs: 3000,
      slides: slides.map(({ image, text }) => ({ image, ...t.slides[text] })) satisfies Slide[],
    },
    statsLabel: t.statsLabel,
    stats: [
      { value: "500+", label: t.stats.activeMembers },
      { value: "50+", label: t.stats.businessSectors },
      { value: "100+", label: t.stats.successStories },
    ] satisfies Stat[],
    benefits: { heading: t.benefits.heading, items: benefits.map((b) => t.benefits.items[b]) },
    joinNow: t.joinNow,
  };
}

/** The English page (tests read it). */
export const membersShowcase = membersShowcaseContent("en");

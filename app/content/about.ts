import type { IconName } from "~/components/ui/icons";
import type { Stat } from "~/content/home";
import type { Language } from "~/i18n/language";
import { aboutTexts } from "~/i18n/about";

type Pillar = { icon: IconName; title: string } & ({ text: string } | { values: string[] });

/** The about page's content in one language: its texts (app/i18n) on the page's structure. */
export function aboutContent(language: Language) {
  const t = aboutTexts[language];
  return {
    headline: t.headline,
    lead: t.lead,
    story: { heading: t.story.heading, paragraphs: [t.story.founding, t.story.today] },
    pillarsLabel: t.pillarsLabel,
    pillars: [
      { icon: "target", title: t.mission.title, text: t.mission.text },
      { icon: "eye", title: t.vision.title, text: t.vision.text },
      {
        icon: "heart",
        title: t.values.title,
        values: [
          t.values.items.empowerment,
          t.values.items.community,
          t.values.items.excellence,
          t.values.items.integrity,
          t.values.items.innovation,
        ],
      },
    ] satisfies Pillar[],
    impact: {
      heading: t.impact.heading,
      stats: [
        { value: "500+", label: t.impact.activeMembers },
        { value: "50+", label: t.impact.eventsOrganized },
        { value: "200+", label: t.impact.businessesSupported },
        { value: "₦50M+", label: t.impact.fundingFacilitated },
      ] satisfies Stat[],
    },
  };
}

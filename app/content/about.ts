import type { IconName } from "~/components/ui/icons";
import type { Stat } from "~/content/home";

export const about = {
  headline: "About ZAMWE",
  lead: "The Zamfara Women Entrepreneurs Association is a community of women building businesses in Zamfara State, and helping each other succeed.",
  story: {
    heading: "Our Story",
    paragraphs: [
      "ZAMWE was founded in 2020 in Gusau by a small group of women traders, tailors, caterers and shop owners who saw how much they could achieve together. Many women in Zamfara run businesses, yet few have access to training, credit or the networks that help a business grow.",
      "Today we have over 500 members across the state, from market women and home-based producers to owners of registered companies. We organise training and mentorship, help members reach funding, bring them together at events and trade shows, and speak up for women in business.",
    ],
  },
  pillars: [
    {
      icon: "target",
      title: "Mission",
      text: "To empower women entrepreneurs in Zamfara State with the skills, finance, networks and recognition they need to build sustainable businesses.",
    },
    {
      icon: "eye",
      title: "Vision",
      text: "A Zamfara where every woman with a business idea has the support to start it, grow it and pass it on.",
    },
    {
      icon: "heart",
      title: "Values",
      values: ["Empowerment", "Community", "Excellence", "Integrity", "Innovation"],
    },
  ] satisfies ({ icon: IconName; title: string } & ({ text: string } | { values: string[] }))[],
  impact: {
    heading: "Our Impact",
    stats: [
      { value: "500+", label: "Active Members" },
      { value: "50+", label: "Events Organized" },
      { value: "200+", label: "Businesses Supported" },
      { value: "₦50M+", label: "Funding Facilitated" },
    ] satisfies Stat[],
  },
};

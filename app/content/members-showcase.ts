import type { Slide, Stat } from "~/content/home";

/** The static members showcase (/members-old): 6 photos advancing every 3 s (spec §9). */
export const membersShowcase = {
  headline: "Our Members",
  lead: "Meet the women who make ZAMWE: traders, makers, caterers, tailors and founders from across Zamfara State.",
  carousel: {
    intervalMs: 3000,
    slides: [
      {
        image: "showcase-1",
        alt: "A member arranging fabrics in her shop",
        caption: "Fashion and textiles",
      },
      {
        image: "showcase-2",
        alt: "A member serving food at her catering stand",
        caption: "Catering and food processing",
      },
      {
        image: "showcase-3",
        alt: "A member weaving a basket",
        caption: "Crafts and handmade goods",
      },
      {
        image: "showcase-4",
        alt: "A member selling grains at a market stall",
        caption: "Agriculture and trade",
      },
      {
        image: "showcase-5",
        alt: "A member styling a client's hair in her salon",
        caption: "Beauty and wellness",
      },
      {
        image: "showcase-6",
        alt: "A member working on a laptop in her office",
        caption: "Services and technology",
      },
    ] satisfies Slide[],
  },
  stats: [
    { value: "500+", label: "Active Members" },
    { value: "50+", label: "Business Sectors" },
    { value: "100+", label: "Success Stories" },
  ] satisfies Stat[],
  benefits: {
    heading: "Member Benefits",
    items: [
      "Mentorship and training",
      "Networking with fellow entrepreneurs",
      "Priority access to grants and funding",
      "Marketing and branding support",
      "Invitations to events and workshops",
      "Community support",
    ],
  },
};

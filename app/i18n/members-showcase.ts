import type { Localised } from "~/i18n/localised";

/**
 * The members showcase (/members-old, "Our Members").
 * English first, the source of truth (the spec's texts verbatim); the Hausa has its type, so a
 * missing or extra key fails `tsc`. Boko with the hooked letters (ɓ ɗ ƙ ƴ) and ʼ (U+02BC).
 * How to add a text, and the glossary: docs/i18n.md.
 */

const en = {
  meta: {
    title: "Our Members",
    description:
      "Over 500 women entrepreneurs in more than 50 business sectors across Zamfara State, and the benefits of joining them.",
  },
  headline: "Our Members",
  lead: "Meet the women who make ZAMWE: traders, makers, caterers, tailors and founders from across Zamfara State.",
  carouselLabel: "Our members at work",
  slides: {
    fashion: {
      alt: "A member arranging fabrics in her shop",
      caption: "Fashion and textiles",
    },
    catering: {
      alt: "A member serving food at her catering stand",
      caption: "Catering and food processing",
    },
    crafts: {
      alt: "A member weaving a basket",
      caption: "Crafts and handmade goods",
    },
    agriculture: {
      alt: "A member selling grains at a market stall",
      caption: "Agriculture and trade",
    },
    beauty: {
      alt: "A member styling a client's hair in her salon",
      caption: "Beauty and wellness",
    },
    services: {
      alt: "A member working on a laptop in her office",
      caption: "Services and technology",
    },
  },
  statsLabel: "Members in numbers",
  stats: {
    activeMembers: "Active Members",
    businessSectors: "Business Sectors",
    successStories: "Success Stories",
  },
  benefits: {
    heading: "Member Benefits",
    items: {
      mentorship: "Mentorship and training",
      networking: "Networking with fellow entrepreneurs",
      funding: "Priority access to grants and funding",
      marketing: "Marketing and branding support",
      events: "Invitations to events and workshops",
      community: "Community support",
    },
  },
  joinNow: "Join Now",
};

const ha: typeof en = {
  meta: {
    title: "Membobinmu",
    description:
      "Mata ʼyan kasuwa sama da 500 a fannonin sanaʼa fiye da 50 a faɗin Jihar Zamfara, da amfanin shiga cikinsu.",
  },
  headline: "Membobinmu",
  lead: "Ku san matan da suka gina ZAMWE: ʼyan kasuwa, masu sanaʼar hannu, masu dafa abinci, teloli da masu kafa kamfanoni daga faɗin Jihar Zamfara.",
  carouselLabel: "Membobinmu a bakin aiki",
  slides: {
    fashion: {
      alt: "Wata memba tana jera yaduka a shagonta",
      caption: "Kayan sawa da yaduka",
    },
    catering: {
      alt: "Wata memba tana raba abinci a rumfarta ta dafa abinci",
      caption: "Dafa abinci da sarrafa abinci",
    },
    crafts: {
      alt: "Wata memba tana saƙar kwando",
      caption: "Sanaʼar hannu da kayan gargajiya",
    },
    agriculture: {
      alt: "Wata memba tana sayar da hatsi a rumfar kasuwa",
      caption: "Noma da kasuwanci",
    },
    beauty: {
      alt: "Wata memba tana gyara gashin wata abokiyar ciniki a shagonta na kwalliya",
      caption: "Kwalliya da lafiya",
    },
    services: {
      alt: "Wata memba tana aiki a kan kwamfuta a ofishinta",
      caption: "Ayyuka da fasaha",
    },
  },
  statsLabel: "Membobi a ƙididdiga",
  stats: {
    activeMembers: "Membobi masu aiki",
    businessSectors: "Fannonin Sanaʼa",
    successStories: "Labaran Nasara",
  },
  benefits: {
    heading: "Amfanin Zama Memba",
    items: {
      mentorship: "Jagoranci da horarwa",
      networking: "Sada zumunci da ʼyan uwa ʼyan kasuwa",
      funding: "Fifiko wajen samun tallafi da jari",
      marketing: "Tallafin tallace-tallace da tallata suna",
      events: "Gayyata zuwa taruka da bita",
      community: "Tallafin jamaʼa",
    },
  },
  joinNow: "Zama memba",
};

export const membersShowcaseTexts: Localised<typeof en> = { en, ha };

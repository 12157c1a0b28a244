import type { Localised } from "~/i18n/localised";

/**
 * The services page (/services).
 * English first, the source of truth (the spec's texts verbatim); the Hausa has its type, so a
 * missing or extra key fails `tsc`. Boko with the hooked letters (ɓ ɗ ƙ ƴ) and ʼ (U+02BC).
 * How to add a text, and the glossary: docs/i18n.md.
 */

const en = {
  meta: {
    title: "Services",
    description:
      "Mentorship, training, funding and grants, networking, digital branding, business development, community support and recognition for members.",
  },
  headline: "Our Services",
  lead: "Everything ZAMWE offers its members, in one place.",
  listLabel: "Services",
  services: {
    mentorship: {
      title: "Business Mentorship",
      description: "One-to-one guidance from experienced women entrepreneurs.",
      features: [
        "Matching with an experienced mentor",
        "Monthly check-in sessions",
        "Help with business plans",
        "Peer support circles",
      ],
    },
    training: {
      title: "Training & Workshops",
      description: "Practical skills you can use in your business the next day.",
      features: [
        "Bookkeeping and pricing",
        "Marketing and customer care",
        "Digital and mobile money skills",
        "Classes in English and Hausa",
      ],
    },
    funding: {
      title: "Funding & Grants",
      description: "A path to the money a growing business needs.",
      features: [
        "Information on micro-loans",
        "Grant opportunities for members",
        "Help preparing applications",
        "Savings and investment groups",
      ],
    },
    networking: {
      title: "Networking Opportunities",
      description: "Meet the people who can help your business grow.",
      features: [
        "Monthly member meetings",
        "Trade shows and market days",
        "Links with suppliers and buyers",
        "Partnerships with organisations",
      ],
    },
    digitalBranding: {
      title: "Digital Branding Support",
      description: "Be found by customers online and on WhatsApp.",
      features: [
        "Free website builder for members",
        "Social media strategies",
        "Product photography tips",
        "WhatsApp Business set-up",
      ],
    },
    businessDevelopment: {
      title: "Business Development",
      description: "Grow from a small trade into a strong business.",
      features: [
        "Business registration guidance",
        "Record keeping and planning",
        "Product and packaging improvement",
        "Access to new markets",
      ],
    },
    communitySupport: {
      title: "Community Support",
      description: "A network of women who stand by each other.",
      features: [
        "Welfare support for members",
        "Childcare-friendly meetings",
        "Help in difficult times",
        "A safe space to share ideas",
      ],
    },
    recognition: {
      title: "Recognition Programs",
      description: "Celebrating the achievements of our members.",
      features: [
        "Annual awards ceremony",
        "Member spotlights",
        "Success stories shared online",
        "Certificates of achievement",
      ],
    },
  },
  cta: {
    heading: "Ready to grow your business?",
    text: "Join hundreds of women entrepreneurs who are building their future with ZAMWE.",
    primary: "Become a Member",
    secondary: "Contact Us",
  },
};

const ha: typeof en = {
  meta: {
    title: "Ayyukanmu",
    description:
      "Jagoranci, horarwa, samun jari da tallafi, sada zumunci, tallata sanaʼa ta intanet, bunƙasa sanaʼa, tallafin jamaʼa da karramawa ga membobi.",
  },
  headline: "Ayyukanmu",
  lead: "Duk abin da ZAMWE ke bayarwa ga membobinta, a wuri ɗaya.",
  listLabel: "Ayyuka",
  services: {
    mentorship: {
      title: "Jagoranci a Sanaʼa",
      description: "Shawara ta fuska da fuska daga gogaggun mata ʼyan kasuwa.",
      features: [
        "Haɗa ku da gogaggiyar jagora",
        "Zaman duba ci gaba kowane wata",
        "Taimako wajen tsara shirin sanaʼa",
        "Ƙungiyoyin tallafin juna",
      ],
    },
    training: {
      title: "Horarwa da Bita",
      description: "Ƙwarewar aiki da za ku iya amfani da ita a sanaʼarku washegari.",
      features: [
        "Ajiye lissafi da ƙayyade farashi",
        "Tallace-tallace da kula da abokan ciniki",
        "Ƙwarewar intanet da kuɗin waya",
        "Darussa cikin Turanci da Hausa",
      ],
    },
    funding: {
      title: "Samun Jari da Tallafi",
      description: "Hanyar samun kuɗin da sanaʼa mai bunƙasa ke buƙata.",
      features: [
        "Bayani kan ƙananan basussuka",
        "Damar samun tallafi ga membobi",
        "Taimako wajen shirya takardun nema",
        "Ƙungiyoyin adashi da zuba jari",
      ],
    },
    networking: {
      title: "Damar Sada Zumunci",
      description: "Ku haɗu da mutanen da za su iya taimaka wa sanaʼarku ta bunƙasa.",
      features: [
        "Taron membobi kowane wata",
        "Baje-koli da ranakun kasuwa",
        "Haɗa ku da masu sayar da kaya da masu saye",
        "Haɗin gwiwa da ƙungiyoyi",
      ],
    },
    digitalBranding: {
      title: "Tallafin Tallata Sanaʼa ta Intanet",
      description: "Abokan ciniki su same ku a intanet da WhatsApp.",
      features: [
        "Mai gina shafin yanar gizo kyauta ga membobi",
        "Dabarun kafofin sada zumunta",
        "Shawarwari kan ɗaukar hoton kaya",
        "Saita WhatsApp Business",
      ],
    },
    businessDevelopment: {
      title: "Bunƙasa Sanaʼa",
      description: "Daga ƙaramar sanaʼa zuwa babbar sanaʼa mai ƙarfi.",
      features: [
        "Jagora kan yin rajistar sanaʼa",
        "Ajiye bayanai da tsara shiri",
        "Inganta kaya da kwalliyar kunshinsu",
        "Samun sababbin kasuwanni",
      ],
    },
    communitySupport: {
      title: "Tallafin Jamaʼa",
      description: "Ƙungiyar mata masu tsayawa wa juna.",
      features: [
        "Tallafin jin daɗi ga membobi",
        "Taruka da za a iya zuwa da yara",
        "Taimako a lokutan wahala",
        "Wuri mai aminci na musayar raʼayoyi",
      ],
    },
    recognition: {
      title: "Shirye-shiryen Karramawa",
      description: "Murnar nasarorin membobinmu.",
      features: [
        "Bikin ba da kyaututtuka na shekara-shekara",
        "Haskaka membobi",
        "Labaran nasara da ake rabawa a intanet",
        "Takardun shaidar nasara",
      ],
    },
  },
  cta: {
    heading: "Kun shirya bunƙasa sanaʼarku?",
    text: "Ku haɗu da ɗaruruwan mata ʼyan kasuwa da ke gina makomarsu tare da ZAMWE.",
    primary: "Zama memba",
    secondary: "Tuntuɓe Mu",
  },
};

export const servicesTexts: Localised<typeof en> = { en, ha };

import type { Localised } from "~/i18n/localised";

/**
 * /newsletter. An interactive page: its loader sends these texts in the page's language only
 * (app/content/newsletter.ts joins them to the sections' icons). English first (the spec's texts
 * verbatim); the Hausa has its type. Glossary: docs/i18n.md.
 */

const en = {
  meta: {
    title: "Newsletter",
    description:
      "Subscribe to the ZAMWE newsletter: events, funding opportunities and member stories, once a month.",
  },
  headline: "Stay in the Loop",
  lead: "One short e-mail a month with what matters to women in business in Zamfara State.",
  sections: {
    events: {
      title: "Events and Workshops",
      text: "Be the first to hear about trainings, trade fairs and networking evenings, with dates and places.",
    },
    funding: {
      title: "Funding Opportunities",
      text: "Grants, micro-loans and competitions open to women entrepreneurs, with deadlines and how to apply.",
    },
    stories: {
      title: "Member Stories",
      text: "How fellow members grew their businesses, and practical tips you can use the same week.",
    },
  },
  card: {
    heading: "Subscribe to our newsletter",
    privacy: "We only use your e-mail address for this newsletter. Unsubscribe at any time.",
    name: "Name",
    email: "Email",
    subscribe: "Subscribe",
    subscribing: "Subscribing...",
  },
  success: {
    heading: "You're all set!",
    text: "Thank you for subscribing to our newsletter.",
    events: "See upcoming events",
  },
  toasts: {
    subscribed: "Successfully subscribed!",
    subscribedDescription: "You'll receive our latest updates and news.",
    failed: "Subscription failed",
    failedDescription: "Please try again later.",
  },
};

const ha: typeof en = {
  meta: {
    title: "Wasiƙar Labarai",
    description:
      "Ku yi rajista don wasiƙar labarai ta ZAMWE: taruka, damar samun jari da labaran membobi, sau ɗaya a wata.",
  },
  headline: "Ku Kasance da Labari",
  lead: "Gajeren imel ɗaya a wata, da abin da ya shafi mata ʼyan kasuwa a Jihar Zamfara.",
  sections: {
    events: {
      title: "Taruka da Bitoci",
      text: "Ku zama na farko da za ku ji labarin horarwa, baje-kolin kasuwanci da taron sada zumunci, tare da ranaku da wurare.",
    },
    funding: {
      title: "Damar Samun Jari",
      text: "Tallafi, ƙananan lamuni da gasa da ke buɗe ga mata ʼyan kasuwa, tare da ranar ƙarshe da yadda ake nema.",
    },
    stories: {
      title: "Labaran Membobi",
      text: "Yadda ʼyan uwa membobi suka bunƙasa sanaʼoʼinsu, da shawarwari masu amfani da za ku iya aiki da su a makon nan.",
    },
  },
  card: {
    heading: "Ku yi rajista don wasiƙar labaranmu",
    privacy:
      "Muna amfani da adireshin imel ɗinku ne kawai don wannan wasiƙa. Kuna iya daina karɓa a kowane lokaci.",
    name: "Suna",
    email: "Imel",
    subscribe: "Yi Rajista",
    subscribing: "Ana rajista...",
  },
  success: {
    heading: "Komai ya kammala!",
    text: "Mun gode da yin rajista don wasiƙar labaranmu.",
    events: "Duba taruka masu zuwa",
  },
  toasts: {
    subscribed: "An yi rajista cikin nasara!",
    subscribedDescription: "Za ku riƙa samun sababbin labarai da bayananmu.",
    failed: "Rajista ta kasa",
    failedDescription: "Da fatan za ku sake gwadawa anjima.",
  },
};

export const newsletterTexts: Localised<typeof en> = { en, ha };

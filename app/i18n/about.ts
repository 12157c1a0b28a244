import type { Localised } from "~/i18n/localised";

/**
 * The about page (/about).
 * English first, the source of truth (the spec's texts verbatim); the Hausa has its type, so a
 * missing or extra key fails `tsc`. Boko with the hooked letters (ɓ ɗ ƙ ƴ) and ʼ (U+02BC).
 * `{name}` marks a value filled in by `format()`. How to add a text, and the glossary: docs/i18n.md.
 */

const en = {
  meta: {
    title: "About",
    description:
      "Founded in 2020 in Gusau, ZAMWE has over 500 members. Our story, mission, vision, values and impact.",
  },
  headline: "About ZAMWE",
  lead: "The Zamfara Women Entrepreneurs Association is a community of women building businesses in Zamfara State, and helping each other succeed.",
  story: {
    heading: "Our Story",
    founding:
      "ZAMWE was founded in 2020 in Gusau by a small group of women traders, tailors, caterers and shop owners who saw how much they could achieve together. Many women in Zamfara run businesses, yet few have access to training, credit or the networks that help a business grow.",
    today:
      "Today we have over 500 members across the state, from market women and home-based producers to owners of registered companies. We organise training and mentorship, help members reach funding, bring them together at events and trade shows, and speak up for women in business.",
  },
  pillarsLabel: "Mission, vision and values",
  mission: {
    title: "Mission",
    text: "To empower women entrepreneurs in Zamfara State with the skills, finance, networks and recognition they need to build sustainable businesses.",
  },
  vision: {
    title: "Vision",
    text: "A Zamfara where every woman with a business idea has the support to start it, grow it and pass it on.",
  },
  values: {
    title: "Values",
    items: {
      empowerment: "Empowerment",
      community: "Community",
      excellence: "Excellence",
      integrity: "Integrity",
      innovation: "Innovation",
    },
  },
  impact: {
    heading: "Our Impact",
    activeMembers: "Active Members",
    eventsOrganized: "Events Organized",
    businessesSupported: "Businesses Supported",
    fundingFacilitated: "Funding Facilitated",
  },
};

const ha: typeof en = {
  meta: {
    title: "Game da Mu",
    description:
      "An kafa ZAMWE a 2020 a Gusau, kuma tana da membobi sama da 500. Labarinmu, manufarmu, hangen nesanmu, ƙimominmu da tasirinmu.",
  },
  headline: "Game da ZAMWE",
  lead: "Ƙungiyar Mata ʼYan Kasuwa ta Zamfara alʼumma ce ta mata masu gina sanaʼoʼi a Jihar Zamfara, waɗanda ke taimakon juna don samun nasara.",
  story: {
    heading: "Labarinmu",
    founding:
      "An kafa ZAMWE a shekarar 2020 a Gusau, daga wasu mata ʼyan kasuwa, teloli, masu dafa abinci da masu shaguna, waɗanda suka ga irin abin da za su iya cimmawa idan suka haɗa kai. Mata da yawa a Zamfara suna gudanar da sanaʼa, amma kaɗan ne ke samun horo, bashi ko abokan hulɗar da ke sa sanaʼa ta bunƙasa.",
    today:
      "A yau muna da membobi sama da 500 a faɗin jihar, daga matan kasuwa da masu sanaʼa a gida har zuwa masu kamfanonin da aka yi wa rajista. Muna shirya horo da jagoranci, muna taimaka wa membobi su sami jari, muna haɗa su a taruka da baje-koli, kuma muna magana a madadin mata masu sanaʼa.",
  },
  pillarsLabel: "Manufa, hangen nesa da ƙimomi",
  mission: {
    title: "Manufa",
    text: "Ƙarfafa mata ʼyan kasuwa a Jihar Zamfara da ƙwarewa, kuɗi, abokan hulɗa da karramawar da suke buƙata domin gina sanaʼoʼi masu ɗorewa.",
  },
  vision: {
    title: "Hangen Nesa",
    text: "Zamfara inda kowace mace mai raʼayin sanaʼa take da goyon bayan fara ta, bunƙasa ta, da kuma miƙa ta ga na baya.",
  },
  values: {
    title: "Ƙimominmu",
    items: {
      empowerment: "Ƙarfafawa",
      community: "Haɗin kai",
      excellence: "Ƙwarewa",
      integrity: "Gaskiya",
      innovation: "Ƙirƙira",
    },
  },
  impact: {
    heading: "Tasirinmu",
    activeMembers: "Membobi masu aiki",
    eventsOrganized: "Tarukan da muka shirya",
    businessesSupported: "Sanaʼoʼin da muka tallafa",
    fundingFacilitated: "Jarin da muka samar",
  },
};

export const aboutTexts: Localised<typeof en> = { en, ha };

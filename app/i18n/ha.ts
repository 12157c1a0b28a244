import type * as en from "~/i18n/en";

/**
 * Kundin Hausa — the Hausa catalogue. Each namespace has the English one's type: a key missing
 * here, or one English does not have, fails `tsc`. Boko with the hooked letters (ɓ ɗ ƙ ƴ) and the
 * glottal apostrophe ʼ (U+02BC); the glossary of key terms is in docs/i18n.md.
 */

export const layout: typeof en.layout = {
  fullName: "Ƙungiyar Mata ʼYan Kasuwa ta Zamfara",
  motto: "Ƙarfafa Mata, Gina Gobe",
  skipToContent: "Tsallaka zuwa babban abu",
  mainNavigation: "Babban jerin shafuka",
  homeLink: "Shafin farko na {name}",
  menu: "Jerin shafuka",
  admin: "Gudanarwa",
  logOut: "Fita",
  login: "Shiga",
  joinNow: "Zama memba",
  languageSwitch: "Harshe",
  nav: {
    home: "Gida",
    about: "Game da Mu",
    aboutUs: "Game da Mu",
    services: "Ayyuka",
    events: "Taruka",
    members: "Membobi",
    resources: "Kayan aiki",
    gallery: "Hotuna",
    contact: "Tuntuɓe Mu",
    websiteBuilder: "Mai gina shafin yanar gizo",
    templates: "Samfura",
    dashboard: "Shafina",
    privacyPolicy: "Manufar sirri",
    termsOfUse: "Sharuɗɗan amfani",
    cookiePolicy: "Manufar kukis",
  },
  footer: {
    quickLinks: "Hanyoyi masu sauri",
    resources: "Kayan aiki",
    contactUs: "Tuntuɓe Mu",
    socialMedia: "Kafofin sada zumunta",
    opensInNewTab: "{name} (zai buɗe a sabon shafi)",
  },
};

export const carousel: typeof en.carousel = {
  carousel: "jerin hotuna",
  slide: "hoto",
  position: "{number} cikin {total}",
  previous: "Hoton baya",
  next: "Hoto na gaba",
  chooseSlide: "{label}: zaɓi hoto",
  showSlide: "Nuna hoto na {number}",
};

export const errors: typeof en.errors = {
  somethingWentWrong: "An sami matsala",
  returnHome: "Koma shafin farko",
  notFound: {
    pageTitle: "Ba a sami shafin ba",
    title: "Kash! Ba a sami shafin ba",
    message: "Shafin da kuke nema babu shi, ko kuma an mayar da shi wani wuri.",
  },
  tooManyRequests: {
    title: "Don Allah a rage sauri",
    message: "Buƙatu sun yi yawa. Don Allah a jira minti ɗaya, sannan a sake gwadawa.",
  },
  refused: {
    title: "Ba a karɓi fom ɗin ba",
    message: "Don Allah a koma shafin, sannan a sake aika fom ɗin.",
  },
  unauthorized: { title: "Ba ku da izini", message: "Sai masu gudanarwa kaɗai" },
  unexpected: {
    title: "Kuskuren da ba a zata ba!",
    message: "Wani abu ya lalace a ɓangarenmu. Don Allah a sake gwadawa nan ba da daɗewa ba.",
  },
};

export const home: typeof en.home = {
  meta: {
    title: "Gida",
    description:
      "ZAMWE, Ƙungiyar Mata ʼYan Kasuwa ta Zamfara: jagoranci, horarwa, samun jari, sada zumunci da karramawa ga mata masu sanaʼa a Jihar Zamfara.",
  },
  hero: {
    badge: "An kafa a 2020",
    headline: "Ƙarfafa Mata ʼYan Kasuwa a Jihar Zamfara",
    lead: "ZAMWE tana haɗa mata ʼyan kasuwa wuri ɗaya domin jagoranci, horarwa, samun jari, sada zumunci da karramawa, ta yadda kowace mace mai raʼayi za ta gina kasuwancin da zai ɗore.",
    primaryCta: "Shiga ZAMWE Yau",
    secondaryCta: "Duba Taruka",
  },
  stats: {
    activeMembers: "Membobi masu aiki",
    eventsHosted: "Tarukan da muka shirya",
    venturesSupported: "Sanaʼoʼin da muka tallafa",
    established: "Shekarar kafuwa",
  },
  inNumbers: "ZAMWE a alƙaluma",
  carouselLabel: "Hotuna daga ZAMWE",
  slides: {
    ceremony: {
      alt: "Membobi sanye da kaya masu haske a bikin karramawa na ZAMWE",
      caption: "Muna murna da membobinmu a bikin karramawa na shekara-shekara",
    },
    governmentMeeting: {
      alt: "Shugabannin ZAMWE zaune a teburi tare da jamiʼan gwamnatin jiha",
      caption: "Ganawa da jamiʼan gwamnatin jiha kan tallafa wa mata masu sanaʼa",
    },
    groupEvent: {
      alt: "Babban taron mata ʼyan kasuwa a wani taron ZAMWE",
      caption: "Membobi sun taru a taron sada zumunci na alʼumma",
    },
    teamPhoto: {
      alt: "Shugabannin ZAMWE tsaye tare",
      caption: "Ƙungiyar da ke tafiyar da ayyukan ZAMWE",
    },
    tradeshow: {
      alt: "Rumfunan kasuwa ɗauke da kayan membobi a baje-kolin ZAMWE",
      caption: "Baje-kolinmu: kayan membobi a gaban sababbin abokan ciniki",
    },
  },
  support: {
    heading: "Yadda Muke Tallafa Muku",
    lead: "Taimako na zahiri a kowane mataki na kasuwancinku, tun daga raʼayin farko har zuwa maʼaikaci na farko.",
    cards: {
      mentorship: {
        title: "Jagoranci",
        description:
          "Ku koyi darasi daga gogaggun mata ʼyan kasuwa waɗanda suka fuskanci irin ƙalubalen nan kuma suka sami mafita.",
      },
      training: {
        title: "Horarwa",
        description:
          "Bita kan ajiye lissafi, sanya farashi, tallata haja da ƙwarewar zamani, da Turanci da Hausa.",
      },
      funding: {
        title: "Samun Jari",
        description:
          "Shawarwari kan ƙananan bashi da tallafi, da taimako wajen shirya takardun neman da za a amince da su.",
      },
      networking: {
        title: "Sada Zumunci",
        description:
          "Taruka da baje-koli inda membobi ke haɗuwa da abokan ciniki, masu kawo kaya da abokan hulɗa a faɗin jihar.",
      },
      digitalBranding: {
        title: "Tallan Zamani",
        description:
          "Mai gina shafin yanar gizo kyauta ga membobi, da dabarun kafofin sada zumunta masu sauƙi da ke kawo abokan ciniki.",
      },
      recognition: {
        title: "Karramawa",
        description:
          "Kyaututtuka da haskaka membobi, domin murna da abin da mata ke ginawa a Zamfara.",
      },
    },
  },
  hallOfWomen: {
    heading: "Dandalin Fitattun Mata",
    lead: "Mata waɗanda jarumtarsu da aikinsu suka buɗe mana ƙofofi.",
    present: "yau",
    aminaName: "Sarauniya Amina ta Zazzau",
    women: {
      adaLovelace: {
        achievement: "Mace ta farko a duniya da ta rubuta shirin kwamfuta",
        impact: "Ta aza harsashin kwamfuta ta zamani",
      },
      funmilayoRansomeKuti: {
        achievement: "ʼYar gwagwarmayar ʼyancin mata a Najeriya",
        impact: "Jagorar ilimin mata da shigarsu cikin siyasa",
      },
      aminaOfZazzau: {
        achievement: "Jarumar sarauniyar Zazzau",
        impact: "Ta faɗaɗa ƙasar Hausa da hanyoyin kasuwancinta",
      },
      oprahWinfrey: {
        achievement: "ʼYar kasuwar kafofin yaɗa labarai kuma mai taimakon jamaʼa",
        impact: "Baƙar mace ta farko da ta mallaki dala biliyan ɗaya",
      },
      malalaYousafzai: {
        achievement: "Mafi ƙanƙantar shekaru da ta ci kyautar Nobel",
        impact: "Mai fafutukar ilimin ʼyaʼya mata a duniya",
      },
      ngoziOkonjoIweala: {
        achievement: "Babbar Daraktar Ƙungiyar Kasuwanci ta Duniya (WTO)",
        impact: "Mace ta farko, kuma ʼyar Afirka ta farko, da ta jagoranci WTO",
      },
    },
    closingQuote:
      "Labaransu suna tuna mana cewa duk macen da ta gina wani abu tana buɗe hanya ga mai bin ta. Labarinki ne na gaba.",
  },
};

export const about: typeof en.about = {
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

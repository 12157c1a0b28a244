import type { Localised } from "~/i18n/localised";

/**
 * The home page (/).
 * English first, the source of truth (the spec's texts verbatim); the Hausa has its type, so a
 * missing or extra key fails `tsc`. Boko with the hooked letters (ɓ ɗ ƙ ƴ) and ʼ (U+02BC).
 * `{name}` marks a value filled in by `format()`. How to add a text, and the glossary: docs/i18n.md.
 */

const en = {
  meta: {
    title: "Home",
    description:
      "ZAMWE, the Zamfara Women Entrepreneurs Association: mentorship, training, funding, networking and recognition for women in business in Zamfara State.",
  },
  hero: {
    badge: "Est. 2020",
    headline: "Empowering Women Entrepreneurs in Zamfara State",
    lead: "ZAMWE brings women in business together for mentorship, training, funding, networking and recognition, so every woman with an idea can build a business that lasts.",
    primaryCta: "Join ZAMWE Today",
    secondaryCta: "Explore Events",
  },
  stats: {
    activeMembers: "Active Members",
    eventsHosted: "Events Hosted",
    venturesSupported: "Ventures Supported",
    established: "Established",
  },
  inNumbers: "ZAMWE in numbers",
  carouselLabel: "Photos from ZAMWE",
  slides: {
    ceremony: {
      alt: "Members in bright attire at a ZAMWE award ceremony",
      caption: "Celebrating our members at the annual award ceremony",
    },
    governmentMeeting: {
      alt: "ZAMWE leaders seated around a table with state government officials",
      caption: "Meeting state government officials on support for women in business",
    },
    groupEvent: {
      alt: "A large group of women entrepreneurs gathered at a ZAMWE event",
      caption: "Members gathered for a community networking event",
    },
    teamPhoto: {
      alt: "The ZAMWE executive team standing together",
      caption: "The team that keeps ZAMWE running",
    },
    tradeshow: {
      alt: "Market stalls with members' products at a ZAMWE trade show",
      caption: "Our trade show: members' products in front of new customers",
    },
  },
  support: {
    heading: "How We Support You",
    lead: "Practical help at every stage of your business, from the first idea to the first employee.",
    cards: {
      mentorship: {
        title: "Mentorship",
        description:
          "Learn from experienced businesswomen who have faced the same challenges and found a way through.",
      },
      training: {
        title: "Training",
        description:
          "Workshops on bookkeeping, pricing, marketing and digital skills, taught in English and Hausa.",
      },
      funding: {
        title: "Funding",
        description:
          "Guidance on micro-loans and grants, and help preparing applications that get approved.",
      },
      networking: {
        title: "Networking",
        description:
          "Events and trade shows where members meet customers, suppliers and partners across the state.",
      },
      digitalBranding: {
        title: "Digital Branding",
        description:
          "A free website builder for members and simple social media strategies that bring in customers.",
      },
      recognition: {
        title: "Recognition",
        description:
          "Awards and member spotlights that celebrate what women in Zamfara are building.",
      },
    },
  },
  hallOfWomen: {
    heading: "Hall of Women",
    lead: "Women whose courage and work opened doors for the rest of us.",
    present: "present",
    aminaName: "Amina of Zazzau",
    women: {
      adaLovelace: {
        achievement: "World's first computer programmer",
        impact: "Pioneered the foundation of modern computing",
      },
      funmilayoRansomeKuti: {
        achievement: "Nigerian women's rights activist",
        impact: "Champion of women's education and political participation",
      },
      aminaOfZazzau: {
        achievement: "Warrior Queen of Zaria",
        impact: "Expanded Hausa territory and trade networks",
      },
      oprahWinfrey: {
        achievement: "Media entrepreneur and philanthropist",
        impact: "First Black female billionaire",
      },
      malalaYousafzai: {
        achievement: "Youngest Nobel laureate",
        impact: "Global advocate for girls' education",
      },
      ngoziOkonjoIweala: {
        achievement: "WTO Director-General",
        impact: "First woman and first African to lead the WTO",
      },
    },
    closingQuote:
      "Their stories remind us that every woman who builds something opens the way for the next. Yours is the next story.",
  },
};

const ha: typeof en = {
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

export const homeTexts: Localised<typeof en> = { en, ha };
